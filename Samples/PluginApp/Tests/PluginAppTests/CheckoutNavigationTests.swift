// Tests of the committed code that `swift package generate-navigation` wrote from
// Sources/CommittedNavigation/Checkout.nav into its GeneratedNavigation folder.

import CommittedNavigation
import Foundation
import Testing

@Suite("Committed Checkout navigation")
struct CheckoutNavigationTests {
    @Test("The committed state starts at the cart and pushes typed routes")
    func pushes() {
        var state = CheckoutNavigationState()
        #expect(state.topRoute == .cart)
        state.push(.payment)
        state.push(.confirmation(orderID: 42))
        #expect(state.stack.path == [.payment, .confirmation(orderID: 42)])
    }

    @Test("Deep links open the committed routes")
    func deepLinks() throws {
        let state = try #require(CheckoutNavigationState(deepLink: URL(string: "shop://orders/7")!))
        #expect(state.topRoute == .confirmation(orderID: 7))
        #expect(CheckoutRoute.payment.deepLinkPath == "/checkout/payment")
    }
}
