// expect: 'buildExpression' is unavailable: this expression does not conform to 'View'
// Every tab's value must have the selection's type: with an Int selection, a String value fails the
// TabContentBuilder<Int> form, leaving the ViewBuilder form, where a Tab is not a View.
// bad/TabBuilderValueOfAnotherType.swift shows the precise error outside a TabView.
import SwiftUI

struct MismatchedTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) { Text("Home") }
            Tab("Settings", systemImage: "gear", value: "settings") { Text("Settings") }
        }
    }
}
