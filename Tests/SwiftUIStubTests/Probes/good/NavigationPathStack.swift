// A NavigationStack driven by a type-erased NavigationPath holding values of several Hashable types,
// with Codable state restoration (field notes: "use NavigationPath instead of a typed array").
import SwiftUI

struct Note: Identifiable, Hashable, Codable {
    var id: UUID
    var title: String
}

enum SettingsPage: String, Hashable, Codable {
    case account, privacy
}

struct NotesRoot: View {
    @State private var path = NavigationPath()
    @State private var restored: NavigationPath.CodableRepresentation?
    let notes: [Note]

    var body: some View {
        NavigationStack(path: $path) {
            List(notes) { note in
                NavigationLink(note.title, value: note.id)
            }
            .navigationDestination(for: UUID.self) { id in
                NoteDetail(id: id, path: $path)
            }
            .navigationDestination(for: SettingsPage.self) { page in
                Text(page.rawValue.capitalized)
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("Settings") { path.append(SettingsPage.account) }
            }
        }
        .onAppear {
            if let restored {
                path = NavigationPath(restored)
            }
        }
        .onDisappear {
            restored = path.codable
        }
    }
}

struct NoteDetail: View {
    let id: UUID
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text(id.uuidString)
            NavigationLink(value: SettingsPage.privacy) {
                Label("Privacy", systemImage: "hand.raised")
            }
            Button("Back to top") {
                path.removeLast(path.count)
            }
            .disabled(path.isEmpty)
        }
        .navigationTitle(Text("Note"))
    }
}

/// Builds a path from a deep link: several values in one assignment.
func deepLink(to note: Note) -> NavigationPath {
    var path = NavigationPath([SettingsPage.account])
    path.append(note.id)
    path.append(note)
    return path
}
