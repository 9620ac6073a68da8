// expect: 'buildExpression' is unavailable: this expression does not conform to 'View'
// The Tab form of TabView(selection:) takes a non-optional Binding<V>; only the ViewBuilder form takes a
// Binding<V>? (good/TabsWithoutSelection.swift), and a Tab is not a View.
import SwiftUI

enum Pane: Hashable { case home, settings }

struct OptionalBindingTabs: View {
    let selection: Binding<Pane>?

    var body: some View {
        TabView(selection: selection) {
            Tab("Home", systemImage: "house", value: Pane.home) { Text("Home") }
            Tab("Settings", systemImage: "gear", value: Pane.settings) { Text("Settings") }
        }
    }
}
