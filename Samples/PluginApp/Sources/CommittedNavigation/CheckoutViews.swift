// The views Checkout.nav names. The generated code in GeneratedNavigation/ is committed, written
// by the generate-navigation command plugin; this target does not use the build plugin.

#if canImport(SwiftUI)
    import SwiftUI

    struct CartView: View {
        let checkout: () -> Void
        var body: some View { Button("Check out", action: checkout) }
    }

    struct PaymentView: View {
        let pay: (Int) -> Void
        var body: some View { Button("Pay") { pay(1) } }
    }

    struct ConfirmationView: View {
        let orderID: Int
        let done: () -> Void
        var body: some View { Button("Order \(orderID): done", action: done) }
    }
#endif
