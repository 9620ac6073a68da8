// expect: this expression does not conform to 'View'
// ToolbarItem is toolbar content, not a view.
import SwiftUI

struct MisplacedItem: View {
    var body: some View {
        VStack {
            ToolbarItem(placement: .principal) {
                Text("Title")
            }
        }
    }
}
