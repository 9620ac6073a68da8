// Alerts and confirmation dialogs in both generations. iOS 15: a title (key, string or Text),
// isPresented: Binding<Bool>, a ViewBuilder of Buttons with roles, an optional message, `presenting:` a plain
// optional value whose unwrapped value the closures receive, titleVisibility, and the LocalizedError form.
// iOS 13/14: alert(isPresented:content:) and alert(item:content:) returning an Alert, Alert.Button factories
// taking Text, and ActionSheet.
import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct SaveError: LocalizedError {
    var errorDescription: String? { "Could not save" }
}

struct ModernDialogs: View {
    @State private var isDeleteAlertPresented = false
    @State private var isDialogPresented = false
    @State private var isErrorPresented = false
    @State private var pendingDeletion: Note?
    @State private var error: SaveError?
    let title: String
    let delete: (Note) -> Void

    var body: some View {
        Text("Notes")
            .alert("Delete note?", isPresented: $isDeleteAlertPresented) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
            .alert(title, isPresented: $isDeleteAlertPresented) {
                Button("OK") {}
            } message: {
                Text("This cannot be undone.")
            }
            .alert(Text("Deleted"), isPresented: $isDeleteAlertPresented) {
                Button("OK") {}
            }
            .alert(
                "Delete \(pendingDeletion?.title ?? "")?", isPresented: $isDeleteAlertPresented,
                presenting: pendingDeletion
            ) { note in
                Button("Delete", role: .destructive) { delete(note) }
            } message: { note in
                Text("\(note.title) will be removed.")
            }
            .alert(title, isPresented: $isDeleteAlertPresented, presenting: pendingDeletion) { note in
                Button("Delete \(note.title)", role: .destructive) { delete(note) }
            }
            .alert(isPresented: $isErrorPresented, error: error) {
                Button("OK") {}
            }
            .alert(isPresented: $isErrorPresented, error: error) { error in
                Button("Retry") {}
            } message: { error in
                Text(error.errorDescription ?? "")
            }
            .confirmationDialog("Share", isPresented: $isDialogPresented, titleVisibility: .visible) {
                Button("Copy Link") {}
                Button("Cancel", role: .cancel) {}
            }
            .confirmationDialog(Text("Move"), isPresented: $isDialogPresented) {
                Button("Archive") {}
            } message: {
                Text("Choose a folder.")
            }
            .confirmationDialog(
                title, isPresented: $isDialogPresented, titleVisibility: .hidden, presenting: pendingDeletion
            ) { note in
                Button("Delete \(note.title)", role: .destructive) { delete(note) }
            } message: { note in
                Text(note.title)
            }
            .confirmationDialog("Options", isPresented: $isDialogPresented, presenting: pendingDeletion) {
                _ in
                Button("Duplicate") {}
            }
    }
}

/// The iOS 13/14 generation: modifiers whose closures return Alert or ActionSheet values.
struct LegacyDialogs: View {
    @State private var isAlertPresented = false
    @State private var isSheetPresented = false
    @State private var selected: Note?
    let delete: (Note) -> Void

    var body: some View {
        Text("Notes")
            .alert(isPresented: $isAlertPresented) {
                Alert(
                    title: Text("Delete all?"),
                    message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) { isAlertPresented = false },
                    secondaryButton: .cancel()
                )
            }
            .alert(item: $selected) { note in
                Alert(title: Text(note.title), dismissButton: .default(Text("OK")))
            }
            .actionSheet(isPresented: $isSheetPresented) {
                ActionSheet(
                    title: Text("Share"),
                    buttons: [
                        .default(Text("Copy")),
                        .destructive(Text("Delete"), action: { isSheetPresented = false }),
                        .cancel(Text("Close")),
                    ]
                )
            }
            .actionSheet(item: $selected) { note in
                ActionSheet(title: Text(note.title), message: nil)
            }
    }
}

/// An alert button may be built apart and given a nil action.
func okButton() -> Alert.Button {
    Alert.Button.default(Text("OK"), action: nil)
}
