// The entry point of IndirectNavigation. The app owns the navigation state as a plain value and
// hands the generated container a binding to it; the container builds every view with the closures
// it needs, like the note's coordinator-style IndirectNavigationBaseView.

import SwiftUI

/// The IndirectNavigation app: one window showing the generated navigation stack.
@main
struct IndirectNavigationApp: App {
    /// The pushed views and the presented sheet; it starts on the first view.
    @State private var navigation = IndirectNavigationNavigationState()

    var body: some Scene {
        WindowGroup {
            IndirectNavigationNavigation(state: $navigation)
        }
    }
}
