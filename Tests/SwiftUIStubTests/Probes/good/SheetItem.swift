// sheet(item:) driven by an Identifiable enum with a stable id, next to sheet(isPresented:).
// (The field notes' `var id: UUID { UUID() }` compiles too, but a new id on every read makes SwiftUI
// treat the item as changed, so the id here is the case itself.)
import SwiftUI

enum Sheet: Hashable, Identifiable {
    case compose
    case edit(noteID: Int)

    var id: Self { self }
}

struct SheetHost: View {
    @State private var sheet: Sheet?
    @State private var showsHelp = false
    @State private var detent: PresentationDetent = .medium

    var body: some View {
        VStack {
            Button("Compose") { sheet = .compose }
            Button("Edit") { sheet = .edit(noteID: 1) }
            Button("Help") { showsHelp = true }
        }
        .sheet(item: $sheet, onDismiss: { print("dismissed") }) { sheet in
            switch sheet {
            case .compose:
                ComposeView()
                    .presentationDetents([.medium, .large], selection: $detent)
            case .edit(let noteID):
                Text("Editing \(noteID)")
                    .interactiveDismissDisabled()
            }
        }
        .sheet(isPresented: $showsHelp) {
            NavigationStack {
                Text("Help")
                    .presentationDetents([.fraction(0.3), .height(200)])
            }
        }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextField("Note", text: $text, axis: .vertical)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { dismiss() }
                            .disabled(text.isEmpty)
                    }
                }
        }
    }
}
