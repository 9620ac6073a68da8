// The entry point of FourPagesIOS15. The app owns the navigation state as a plain value and hands
// the generated container a binding to it, so code anywhere in the app could save, restore or
// replace the whole navigation in one assignment. The container picks NavigationStack or
// NavigationView at run time, so the app itself is the same on iOS 15 and iOS 16.

import SwiftUI

/// The FourPagesIOS15 app: one window showing the generated navigation.
@main
struct FourPagesIOS15App: App {
    /// The root on screen and the pages pushed onto it; it starts on the first page.
    @State private var navigation = FourPagesIOS15NavigationState()

    var body: some Scene {
        WindowGroup {
            FourPagesIOS15Navigation(state: $navigation)
        }
    }
}
