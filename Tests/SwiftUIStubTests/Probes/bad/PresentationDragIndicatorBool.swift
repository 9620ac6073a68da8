// expect: cannot convert value of type 'Bool' to expected argument type 'Visibility'
// presentationDragIndicator takes a Visibility (.automatic, .visible, .hidden), not a Bool.
import SwiftUI

struct DragIndicator: View {
    @State private var isPresented = false

    var body: some View {
        Text("List")
            .sheet(isPresented: $isPresented) {
                Text("Filters").presentationDragIndicator(true)
            }
    }
}
