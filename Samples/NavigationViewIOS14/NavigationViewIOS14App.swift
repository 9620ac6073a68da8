// The entry point of NavigationViewIOS14. iOS 14 brought the SwiftUI App life cycle, so the app
// owns the navigation state as a plain value and hands the generated container a binding to it.

import SwiftUI

/// The NavigationViewIOS14 app: one window showing the generated navigation.
@main
struct NavigationViewIOS14App: App {
    /// The pushed views, the presented sheet or cover; it starts on the main view.
    @State private var navigation = NavigationViewIOS14NavigationState()

    var body: some Scene {
        WindowGroup {
            NavigationViewIOS14Navigation(state: $navigation)
                // onOpenURL is new in iOS 14. A link such as navviewdemo://levels/3 replaces the
                // whole state in one assignment: level 3 pushed onto the main view.
                .onOpenURL { url in
                    if let state = NavigationViewIOS14NavigationState(deepLink: url) {
                        navigation = state
                    }
                }
        }
    }
}
