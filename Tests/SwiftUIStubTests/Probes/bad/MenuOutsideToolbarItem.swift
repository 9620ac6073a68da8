// expect: 'buildExpression' is unavailable: this expression does not conform to 'View'
// A Menu is a View: beside ToolbarItems it must sit in a ToolbarItem of its own, else the block is not
// ToolbarContent and the ViewBuilder form of toolbar rejects the ToolbarItem.
import SwiftUI

struct LooseMenu: View {
    var body: some View {
        Text("Notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                Menu("Sort") { Button("By Date") {} }
            }
    }
}
