// The entry point of ToolbarShowcase. The app owns the navigation state as a plain value and hands
// the generated container a binding to it.

import SwiftUI

/// The ToolbarShowcase app: one window showing the generated navigation stack.
@main
struct ToolbarShowcaseApp: App {
    /// The pushed views and the presented sheet; it starts on the main view.
    @State private var navigation = ToolbarShowcaseNavigationState()

    var body: some Scene {
        WindowGroup {
            ToolbarShowcaseNavigation(state: $navigation)
        }
    }
}
