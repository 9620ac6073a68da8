// expect: argument passed to call that takes no arguments
// View.hidden() takes no argument and hides unconditionally; only TabContent.hidden(_:) takes a Bool.
import SwiftUI

struct ConditionallyHidden: View {
    let isArchived: Bool

    var body: some View {
        Text("Archived").hidden(isArchived)
    }
}
