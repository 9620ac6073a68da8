// The entry point of Settings. The navigation state holds the chain of sheets, bottom first, so
// restoring it or opening a link brings back both sheets, one over the other.

import SwiftUI

/// The Settings app: one window per scene, sharing one store of settings.
@main
struct SettingsApp: App {
    /// The accounts and settings, shared by every window.
    @StateObject private var store = SettingsStore()

    var body: some Scene {
        WindowGroup {
            SettingsRootView()
                .environmentObject(store)
        }
    }
}

/// The content of one window: the generated stack with its sheets, over a state it owns.
///
/// Scene storage only works inside a scene's views, so the state and its saved copy live here
/// rather than in `SettingsApp`.
struct SettingsRootView: View {
    /// The home stack and the sheets over it.
    @State private var navigation = SettingsNavigationState()
    /// The navigation state of this window, encoded as JSON, which the system keeps across launches.
    @SceneStorage("navigation") private var savedNavigation: Data?

    var body: some View {
        SettingsNavigation(state: $navigation)
            .onAppear(perform: restoreNavigation)
            // Settings targets iOS 16 and macOS 13, so this is the one-parameter form of onChange.
            .onChange(of: navigation) { newNavigation in
                savedNavigation = try? JSONEncoder().encode(newNavigation)
            }
            // settings://settings presents the settings sheet; settings://settings/accounts/ada
            // presents it with Ada's editor over it.
            .onOpenURL { url in
                if let state = SettingsNavigationState(deepLink: url) {
                    navigation = state
                }
            }
    }

    /// Restores the state saved by the last launch, if there is one and it can still be decoded.
    private func restoreNavigation() {
        guard let savedNavigation,
            let restored = try? JSONDecoder().decode(SettingsNavigationState.self, from: savedNavigation)
        else { return }
        navigation = restored
    }
}
