// expect: cannot convert value of type 'Binding<Note?>' to expected argument type 'Binding<Bool>'
// The iOS 15 alert takes isPresented: Binding<Bool> and the item through `presenting:`; an optional-item
// binding is only for the iOS 13/14 alert(item:content:) that returns an Alert.
import SwiftUI

struct Note: Identifiable {
    let id: Int
}

struct DeleteAlert: View {
    @State private var pendingDeletion: Note?

    var body: some View {
        Text("Notes")
            .alert("Delete note?", isPresented: $pendingDeletion) {
                Button("Delete", role: .destructive) {}
            }
    }
}
