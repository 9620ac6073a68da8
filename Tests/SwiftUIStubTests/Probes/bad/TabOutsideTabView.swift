// expect: 'buildExpression' is unavailable: this expression does not conform to 'View'
// Tab is TabContent, not a View: it cannot stand in a VStack.
import SwiftUI

struct StackedTab: View {
    var body: some View {
        VStack {
            Tab("Home", systemImage: "house") { Text("Home") }
        }
    }
}
