// The model and views of Notes (field note 001). The navigation pushes note identifiers, never
// notes: every view that shows a note looks it up in the `NoteStore` by id, so a pushed, restored
// or deep-linked id always shows the current note. The app uses `flow indirect`, so each view gets
// one closure per action of its route; titles and toolbars come from the generated
// `NotesNavigation`.

import SwiftUI

// MARK: - Model

/// A note. Its `id` is what the navigation pushes, saves and reads from deep links.
struct Note: Identifiable, Hashable, Codable {
    /// The stable identifier of the note.
    let id: UUID
    /// The title shown in the list and at the top of the note.
    var title: String
    /// The text of the note.
    var text: String
    /// The notes this one links to, by id.
    var linkedIDs: [UUID] = []
}

/// A small in-memory store of notes, shared by every view through the environment.
@MainActor
final class NoteStore: ObservableObject {
    /// Every note, newest first.
    @Published private(set) var notes: [Note]

    /// Creates a store, by default with a few sample notes.
    init(notes: [Note] = Note.samples) {
        self.notes = notes
    }

    /// The note with `id`, or nil if there is none (for example because it was deleted).
    func note(withID id: UUID) -> Note? {
        notes.first { $0.id == id }
    }

    /// Replaces the note with the same id, or inserts `note` at the top if it is new.
    func save(_ note: Note) {
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = note
        } else {
            notes.insert(note, at: 0)
        }
    }

    /// Deletes the note with `id`, and every link to it.
    func delete(id: UUID) {
        notes.removeAll { $0.id == id }
        for index in notes.indices {
            notes[index].linkedIDs.removeAll { $0 == id }
        }
    }
}

extension Note {
    /// Notes to start with, with fixed ids so that deep links such as
    /// `notes://notes/5D1B4F0C-2C55-4B76-9B7D-6A8F2E1C3A01` open the same note on every launch.
    static let samples: [Note] = {
        let groceries = UUID(uuidString: "5D1B4F0C-2C55-4B76-9B7D-6A8F2E1C3A01") ?? UUID()
        let recipes = UUID(uuidString: "5D1B4F0C-2C55-4B76-9B7D-6A8F2E1C3A02") ?? UUID()
        let ideas = UUID(uuidString: "5D1B4F0C-2C55-4B76-9B7D-6A8F2E1C3A03") ?? UUID()
        return [
            Note(id: groceries, title: "Groceries", text: "Flour, eggs, milk.", linkedIDs: [recipes]),
            Note(id: recipes, title: "Recipes", text: "Pancakes: flour, eggs, milk.", linkedIDs: [groceries]),
            Note(id: ideas, title: "Ideas", text: "Push ids, not notes."),
        ]
    }()
}

// MARK: - Views

/// The sidebar: every note, and a way to write a new one.
///
/// The list is driven by the split view's selection: selecting a row selects its note's route,
/// which the detail column then shows at the root of its own stack (Apple's navigation cookbook
/// does the same with `List(selection:)`).
struct NotesList: View {
    /// Shows the note with the given id in the detail column.
    let openNote: (UUID) -> Void
    /// Presents the editor for a new note.
    let newNote: () -> Void
    /// The sidebar's selection, which the detail column shows.
    @Binding var selection: NotesRoute?

    init(openNote: @escaping (UUID) -> Void, newNote: @escaping () -> Void, selection: Binding<NotesRoute?>) {
        self.openNote = openNote
        self.newNote = newNote
        self._selection = selection
    }

    /// The notes to list.
    @EnvironmentObject private var store: NoteStore

    var body: some View {
        if store.notes.isEmpty {
            VStack(spacing: 16) {
                Text("No Notes")
                    .font(.title2)
                Button("New Note", action: newNote)
            }
        } else {
            // Like the note's NavigationLink(note.title, value: note.id), a row hands over only the id.
            List(selection: $selection) {
                ForEach(store.notes) { note in
                    NoteRow(note: note)
                        .tag(NotesRoute.noteDetail(id: note.id))
                }
            }
        }
    }
}

/// One row of the notes list.
private struct NoteRow: View {
    /// The note the row shows.
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: note.title)
                .font(.headline)
            Text(verbatim: note.text)
                .font(.subheadline)
                .lineLimit(1)
        }
    }
}

/// The detail column's placeholder until a note is picked.
struct NoNoteSelected: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "note.text")
                .imageScale(.large)
            Text("Select a note in the list.")
        }
    }
}

/// One note, looked up by id, with the notes it links to.
struct NoteDetail: View {
    /// The id of the note to show.
    let id: UUID
    /// Pushes a linked note on top of this one.
    let openLinkedNote: (UUID) -> Void
    /// Presents the editor for this note.
    let edit: () -> Void
    /// Pops every pushed note, the note's `path = []`.
    let backToTop: () -> Void

    /// The notes, to look this one and its links up in.
    @EnvironmentObject private var store: NoteStore

    var body: some View {
        // The note is looked up on every update, so edits show at once and a deleted note (say,
        // one restored from a saved state or named by an old link) shows a message instead.
        if let note = store.note(withID: id) {
            List {
                Section {
                    Text(verbatim: note.text)
                } header: {
                    Text(verbatim: note.title)
                }
                let linkedNotes = note.linkedIDs.compactMap { store.note(withID: $0) }
                if !linkedNotes.isEmpty {
                    Section("Linked Notes") {
                        ForEach(linkedNotes) { linked in
                            Button(linked.title) {
                                openLinkedNote(linked.id)
                            }
                        }
                    }
                }
                Section {
                    Button("Edit Note", action: edit)
                    Button("Back to Top", action: backToTop)
                }
            }
        } else {
            VStack(spacing: 16) {
                Text("This note no longer exists.")
                Button("Back to Top", action: backToTop)
            }
        }
    }
}

/// The editor sheet, for a new note (`id` is nil) or an existing one.
///
/// The route's Cancel and Save toolbar buttons only dismiss the sheet, and a toolbar button
/// cannot call into the view, so the editor saves when it disappears. Only its own Delete button,
/// which calls `close` itself, leaves without saving.
struct NoteEditor: View {
    /// The id of the note to edit, or nil for a new note.
    let id: UUID?
    /// Dismisses the editor.
    let close: () -> Void

    /// The notes, to read the note from and save it to.
    @EnvironmentObject private var store: NoteStore
    /// The note being edited: a copy of the stored note, or a new empty note.
    @State private var draft: Note?
    /// Whether the note was deleted, so that it is not saved again on the way out.
    @State private var isDeleted = false

    var body: some View {
        Form {
            Section("Title") {
                TextField("Title", text: binding(for: \.title))
            }
            Section("Text") {
                TextField("Text", text: binding(for: \.text), axis: .vertical)
            }
            if let id, store.note(withID: id) != nil {
                Section {
                    Button("Delete Note", role: .destructive) {
                        isDeleted = true
                        store.delete(id: id)
                        close()
                    }
                }
            }
        }
        .onAppear(perform: loadDraft)
        .onDisappear(perform: saveDraft)
    }

    /// A binding to one field of the draft.
    private func binding(for field: WritableKeyPath<Note, String>) -> Binding<String> {
        Binding(
            get: { draft?[keyPath: field] ?? "" },
            set: { newValue in draft?[keyPath: field] = newValue }
        )
    }

    /// Copies the stored note into the draft, or starts a new note.
    private func loadDraft() {
        guard draft == nil else { return }
        if let id, let note = store.note(withID: id) {
            draft = note
        } else {
            draft = Note(id: id ?? UUID(), title: "", text: "")
        }
    }

    /// Saves the draft, unless the note was deleted or is a new note left empty.
    private func saveDraft() {
        guard !isDeleted, let draft else { return }
        let isNew = store.note(withID: draft.id) == nil
        if isNew && draft.title.isEmpty && draft.text.isEmpty { return }
        store.save(draft)
    }
}
