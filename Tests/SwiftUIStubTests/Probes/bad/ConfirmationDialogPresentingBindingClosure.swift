// expect: value of optional type 'Note?' must be unwrapped to refer to member 'title'
// `presenting:` takes a plain optional value and the closures receive it unwrapped; passing the binding
// itself makes the closures receive the Binding<Note?>, whose `title` (by dynamic member) is not a Note's.
import SwiftUI

struct Note: Identifiable {
    let id: Int
    var title: String
}

struct DeleteDialog: View {
    @State private var isPresented = false
    @State private var pendingDeletion: Note?

    var body: some View {
        Text("Notes")
            .confirmationDialog("Delete?", isPresented: $isPresented, presenting: $pendingDeletion) { note in
                Button("Delete \(note.title)", role: .destructive) {}
            }
    }
}
