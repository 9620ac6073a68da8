// The host of NavigationViewIOS13. `App`, `Scene` and `WindowGroup` need iOS 14, so an iOS 13 app
// has no `@main` SwiftUI app: its UIKit scene delegate shows this root view in a
// UIHostingController, for example:
//
//     func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
//                options connectionOptions: UIScene.ConnectionOptions) {
//         guard let windowScene = scene as? UIWindowScene else { return }
//         let root = NavigationViewIOS13Root(deepLink: connectionOptions.urlContexts.first?.url)
//         let window = UIWindow(windowScene: windowScene)
//         window.rootViewController = UIHostingController(rootView: root)
//         self.window = window
//         window.makeKeyAndVisible()
//     }
//
// The root view owns the navigation state as a plain value and hands the generated container a
// binding to it.

import Foundation
import SwiftUI

/// The root view of NavigationViewIOS13: the generated navigation over a state it owns.
struct NavigationViewIOS13Root: View {
    /// The pushed views and the presented sheet; it starts on the main view.
    @State private var navigation = NavigationViewIOS13NavigationState()

    /// Starts on the main view, or on the state a launch deep link such as
    /// `navviewdemo://levels/3` opens (level 3 pushed onto the main view). `onOpenURL` needs
    /// iOS 14, so the scene delegate passes the URL it was launched with.
    init(deepLink url: URL? = nil) {
        if let url, let state = NavigationViewIOS13NavigationState(deepLink: url) {
            _navigation = State(initialValue: state)
        }
    }

    var body: some View {
        NavigationViewIOS13Navigation(state: $navigation)
    }
}
