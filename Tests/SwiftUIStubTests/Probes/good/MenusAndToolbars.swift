// Menus in toolbars: Menu with a title, a title and a system image, a custom label, and a primary action;
// ToolbarItem holding a menu; disabled(_:) and hidden(); navigationSubtitle (macOS 11, iOS 26); and the
// LocalizedStringKey conveniences (string literals and interpolations become keys) of Text, Button,
// navigationTitle, Label, Menu and badge beside their String forms.
import SwiftUI

struct NotesToolbar: View {
    let count: Int
    let folderName: String
    let canEdit: Bool
    let isArchived: Bool
    let key: LocalizedStringKey

    var body: some View {
        NavigationStack {
            VStack {
                Text("\(count) notes")
                Text(key)
                Text(folderName)
                Text(verbatim: "notes.count")
                Button("Rename \(folderName)") {}
                    .disabled(!canEdit)
                Button(key) {}
                Button(folderName, systemImage: "folder") {}
                Label("\(count) items", systemImage: "doc")
                Text("Archived").hidden()
            }
            .navigationTitle("Notes")
            .navigationTitle(folderName)
            .navigationTitle(Text("Notes \(count)"))
            .navigationSubtitle("\(count) notes")
            .navigationSubtitle(folderName)
            .navigationSubtitle(Text("Synced"))
            .badge("\(count)")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("By Date") {}
                        Button("By Title") {}
                    }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Menu {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                        Menu("Move To") {
                            Button("Archive") {}
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                    .disabled(isArchived)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("New") {
                        Button("Folder") {}
                    } primaryAction: {
                        addNote()
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Menu(folderName) { Button("Open") {} }
                    Menu(folderName, systemImage: "folder") { Button("Open") {} }
                    Menu {
                        Button("Pin") {}
                    } label: {
                        Image(systemName: "pin")
                    } primaryAction: {
                        addNote()
                    }
                    Menu(folderName) {
                        Button("Close") {}
                    } primaryAction: {
                        addNote()
                    }
                }
            }
        }
    }

    func addNote() {}
}
