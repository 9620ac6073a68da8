// expect: 'buildExpression' is unavailable: this expression does not conform to 'View'
// A TabView closure holds either only tabs (TabContentBuilder) or only views (ViewBuilder), never both:
// the Text fails the TabContentBuilder form, so the ViewBuilder form is left, and a Tab is not a View.
import SwiftUI

struct MixedTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) { Text("Home") }
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
    }
}
