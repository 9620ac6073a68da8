import NavDriver
import NavPlan
import NavSource
import Testing

/// The direct flow's router methods are named by their action alone, so a method's name never
/// depends on the other routes: adding an action of the same name to a second route keeps the
/// existing method (the new route joins its declarations) and renames nothing.
@Suite struct RouterMethodTests {
    /// A direct-flow shop whose cart gains a `login` action when `cartLogsIn` is set.
    static func shop(cartLogsIn: Bool) -> String {
        """
        navigation Shop {
            target iOS 17
            flow direct
            roots home
        }

        route home -> HomeView {
            action login = sheet login
            action openCart = push cart
        }

        route cart -> CartView {
            action checkout(total: Int) = push receipt(total: total)
        \(cartLogsIn ? "    action login = sheet login\n" : "")}

        route receipt(total: Int) -> ReceiptView {
            action done = popToRoot
        }

        route login -> LoginView {
            action close = dismiss
        }

        """
    }

    /// The router's methods by name, with the routes declaring each.
    static func methods(_ text: String) throws -> [String: [String]] {
        let result = Pipeline.check(SourceFile(path: "Shop.nav", text: text))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let plan = try #require(result.plan)
        guard case .direct(let router) = plan.flow else {
            Issue.record("Shop.nav is not a direct-flow app")
            return [:]
        }
        var methods: [String: [String]] = [:]
        for method in router.methods {
            methods[method.name.text] = method.declarations.map { plan.routes[$0.route].sourceName }
        }
        return methods
    }

    @Test func addingAnActionToAnotherRouteRenamesNoMethod() throws {
        let before = try Self.methods(Self.shop(cartLogsIn: false))
        let after = try Self.methods(Self.shop(cartLogsIn: true))
        #expect(before.keys.sorted() == ["checkout", "close", "done", "login", "openCart"])
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(before["login"] == ["home"])
        #expect(after["login"] == ["home", "cart"])
    }
}
