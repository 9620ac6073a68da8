// The entry point of DirectNavigation. The app owns the router; the generated container shows the
// router's state and puts the router in the environment for the views.

import SwiftUI

/// The DirectNavigation app: one window showing the generated navigation stack.
@main
struct DirectNavigationApp: App {
    /// The navigation router, created once for the life of the app.
    @StateObject private var router = DirectNavigationRouter()

    var body: some Scene {
        WindowGroup {
            DirectNavigationNavigation(router: router)
        }
    }
}
