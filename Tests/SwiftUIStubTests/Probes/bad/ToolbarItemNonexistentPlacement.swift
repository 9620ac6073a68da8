// expect: type 'ToolbarItemPlacement' has no member 'nonexistent'
// Placements are a closed set of static members.
import SwiftUI

struct BadPlacement: View {
    var body: some View {
        Text("Body")
            .toolbar {
                ToolbarItem(placement: .nonexistent) {
                    Button("Add") {}
                }
            }
    }
}
