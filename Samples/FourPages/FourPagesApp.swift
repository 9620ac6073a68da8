// The entry point of FourPages. The app owns the navigation state as a plain value and hands the
// generated container a binding to it, so code anywhere in the app could save, restore or replace
// the whole navigation in one assignment.

import SwiftUI

/// The FourPages app: one window showing the generated navigation stack.
@main
struct FourPagesApp: App {
    /// The root on screen and the pages pushed onto it; it starts on the first page.
    @State private var navigation = FourPagesNavigationState()

    var body: some Scene {
        WindowGroup {
            FourPagesNavigation(state: $navigation)
        }
    }
}
