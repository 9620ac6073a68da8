// The entry point of Social. The navigation state (the selected tab, each tab's stack, and the
// editor with the media picker over it) is one Codable value: the app saves it per scene,
// restores it on the next launch, and replaces it in one assignment when a link opens.

import SwiftUI

/// The Social app: one window per scene, sharing one store.
@main
struct SocialApp: App {
    /// The accounts, posts and draft, shared by every window.
    @State private var store = SocialStore()

    var body: some Scene {
        WindowGroup {
            SocialRootView()
                .environment(store)
        }
    }
}

/// The content of one window: the generated tab view over a navigation state it owns.
///
/// Scene storage only works inside a scene's views, so the state and its saved copy live here
/// rather than in `SocialApp`.
struct SocialRootView: View {
    /// The selected tab, each tab's stack, and the presented editor and picker.
    @State private var navigation = SocialNavigationState()
    /// The navigation state of this window, encoded as JSON, which the system keeps across launches.
    @SceneStorage("navigation") private var savedNavigation: Data?

    var body: some View {
        SocialNavigation(state: $navigation)
            .onAppear(perform: restoreNavigation)
            .onChange(of: navigation) { _, newNavigation in
                savedNavigation = try? JSONEncoder().encode(newNavigation)
            }
            // social://posts/103 opens a post in the Home tab, over the timeline;
            // social://remote/mastodon.social/posts/9001 opens a post of another server in the
            // Search tab, over the search screen, where Mastodon resolves such posts;
            // social://tags/swiftui and social://accounts/2 open in Search too.
            .onOpenURL { url in
                if let state = SocialNavigationState(deepLink: url) {
                    navigation = state
                }
            }
    }

    /// Restores the state saved by the last launch, if there is one and it can still be decoded.
    private func restoreNavigation() {
        guard let savedNavigation,
            let restored = try? JSONDecoder().decode(SocialNavigationState.self, from: savedNavigation)
        else { return }
        navigation = restored
    }
}
