// expect: 'buildExpression' is unavailable: this expression does not conform to 'View'
// TabContentBuilder.buildBlock takes at most 10 children (good/TabsWithSelection.swift has exactly 10), so
// with 11 the only TabView form left is the ViewBuilder one, which rejects Tab.
import SwiftUI

struct ElevenTabs: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Tab("1", systemImage: "1.circle", value: 1) { Text("1") }
            Tab("2", systemImage: "2.circle", value: 2) { Text("2") }
            Tab("3", systemImage: "3.circle", value: 3) { Text("3") }
            Tab("4", systemImage: "4.circle", value: 4) { Text("4") }
            Tab("5", systemImage: "5.circle", value: 5) { Text("5") }
            Tab("6", systemImage: "6.circle", value: 6) { Text("6") }
            Tab("7", systemImage: "7.circle", value: 7) { Text("7") }
            Tab("8", systemImage: "8.circle", value: 8) { Text("8") }
            Tab("9", systemImage: "9.circle", value: 9) { Text("9") }
            Tab("10", systemImage: "10.circle", value: 10) { Text("10") }
            Tab("11", systemImage: "11.circle", value: 11) { Text("11") }
        }
    }
}
