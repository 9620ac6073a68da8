// The entry point of Shop. The app owns the navigation state and supplies the guard; a link such
// as shop://products/tee opens a product's page (shop://checkout asks the guard first), and the
// size picker, the dialog, the alert and the checkout a sign-in sheet holds back are part of the
// state, so they are restored with it.

import SwiftUI

/// The Shop app: one window with the generated stack and what it presents.
@main
struct ShopApp: App {
    /// The products and the cart, shared by every view.
    @State private var store = ShopStore()
    /// The stack, the sheets and the alert on screen.
    @State private var navigation = ShopNavigationState()

    var body: some Scene {
        WindowGroup {
            // The checkout's guard asks the store whether a customer is signed in.
            let guards = ShopGuards(signedIn: { store.isSignedIn })
            ShopNavigation(state: $navigation, guards: guards)
                .environment(store)
                .onOpenURL { url in
                    // A link to the checkout asks the same guard.
                    if let state = ShopNavigationState(deepLink: url, guards: guards) {
                        navigation = state
                    }
                }
        }
    }
}
