// expect: cannot convert value of type 'String' to expected argument type 'Destination'
// TabContentBuilder<V>.buildExpression takes `some TabContent<V>` only, so a tab whose value has another
// type is rejected at that tab.
import SwiftUI

enum Destination: Hashable { case home, settings }

@TabContentBuilder<Destination>
func destinationTabs() -> some TabContent<Destination> {
    Tab("Home", systemImage: "house", value: Destination.home) { Text("Home") }
    Tab("Settings", systemImage: "gear", value: "settings") { Text("Settings") }
}
