// expect: 'buildExpression' is unavailable: this expression does not conform to 'View'
// Tabs without `value:` have Value == Never and belong in a TabView without selection; with an Int selection
// they fail the TabContentBuilder<Int> form.
import SwiftUI

struct ValuelessTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab("Settings", systemImage: "gear") { Text("Settings") }
        }
    }
}
