// The entry point of Notes. Because the navigation state is a plain Codable value, the app can
// save it per scene and restore it on the next launch, and a deep link can replace it in one
// assignment, back button included.

import SwiftUI

/// The Notes app: one window per scene, sharing one store of notes.
@main
struct NotesApp: App {
    /// The notes, shared by every window.
    @StateObject private var store = NoteStore()

    var body: some Scene {
        WindowGroup {
            NotesRootView()
                .environmentObject(store)
        }
    }
}

/// The content of one window: the generated split view over a navigation state it owns.
///
/// Scene storage only works inside a scene's views, so the state and its saved copy live here
/// rather than in `NotesApp`.
struct NotesRootView: View {
    /// The notes pushed in the detail column and the presented editor.
    @State private var navigation = NotesNavigationState()
    /// The navigation state of this window, encoded as JSON, which the system keeps across launches.
    @SceneStorage("navigation") private var savedNavigation: Data?

    var body: some View {
        NotesNavigation(state: $navigation)
            .onAppear(perform: restoreNavigation)
            // Notes targets iOS 16 and macOS 13, so this is the one-parameter form of onChange.
            .onChange(of: navigation) { newNavigation in
                savedNavigation = try? JSONEncoder().encode(newNavigation)
            }
            // For example notes://notes/5D1B4F0C-2C55-4B76-9B7D-6A8F2E1C3A01 or
            // https://example.com/notes/5D1B4F0C-2C55-4B76-9B7D-6A8F2E1C3A01.
            .onOpenURL { url in
                if let state = NotesNavigationState(deepLink: url) {
                    navigation = state
                }
            }
    }

    /// Restores the state saved by the last launch, if there is one and it can still be decoded.
    private func restoreNavigation() {
        guard let savedNavigation,
            let restored = try? JSONDecoder().decode(NotesNavigationState.self, from: savedNavigation)
        else { return }
        navigation = restored
    }
}
