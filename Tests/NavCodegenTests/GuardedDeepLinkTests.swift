import Foundation
import NavCodegen
import NavDriver
import NavPlan
import NavSource
import Testing

/// Deep links into screens behind guards: `init?(deepLink:guards:)` asks every guard on the
/// link's way, performs the else edge when one says no (keeping the guarded step for
/// `continue`), and opens a route shown without a way only when one of its edges' guards says
/// yes. Compiled and run on Linux with guards that say yes and no.
@Suite struct GuardedDeepLinkTests {
    static let source = """
        navigation Store {
            target iOS 17
            roots catalog
        }

        guard signedIn
        guard adult

        route catalog -> CatalogView {
            action orders = push orders if signedIn else sheet signIn
            action wine = push wine if adult else sheet ageCheck
            action help = push help if signedIn else sheet signIn
            action browseHelp = push help
            action buy(id: UUID) = push checkout if signedIn else sheet signIn(returnTo: id)
            action account(id: UUID) = push account(id: id)
            action receipt = push receipt if signedIn else sheet signIn
        }

        // Every edge asks signedIn: a link asks it too, and signing in continues to the orders.
        route orders -> OrdersView {
            url "/orders"
            action latest = push orderDetail(number: 1)
            action receipt = push receipt
        }

        // Both ways ask signedIn once: the shorter one wins, so continuing shows the receipt.
        route receipt -> ReceiptView {
            url "/receipt"
        }

        // Beyond a guarded screen: the link stops at the guard and keeps the orders for continue.
        route orderDetail(number: Int = 1) -> OrderDetailView {
            url "/orders/latest"
        }

        // One edge shows it without a guard, so its link asks nothing.
        route help -> HelpView {
            url "/help"
        }

        // The else edge needs an action's value, which a link does not have: saying no leaves
        // the catalog on screen.
        route checkout -> CheckoutView {
            url "/checkout"
        }

        route wine -> WineView {
            url "/wine"
        }

        route account(id: UUID) -> AccountView {
            action vault = push vault if signedIn
        }

        // Its only edge starts from a screen a link cannot build: shown without a way, it opens
        // only when the guard says yes.
        route vault -> VaultView {
            url "/vault"
        }

        route signIn(returnTo: UUID? = nil) -> SignInView {
            action done = continue
        }

        route ageCheck -> AgeCheckView {
            action done = continue
        }

        """

    /// The checks the harness runs, before its verdict.
    static let checks = [
        "let yes = StoreGuards(signedIn: { true }, adult: { true })",
        "let no = StoreGuards(signedIn: { false }, adult: { false })",
        "func open(_ path: String, _ guards: StoreGuards) -> StoreNavigationState? {",
        "    StoreNavigationState(deepLink: URL(string: \"store:/\" + path)!, guards: guards)",
        "}",
        "for path in [\"/orders\", \"/orders/latest\", \"/help\", \"/checkout\", \"/wine\", \"/vault\"] {",
        "    check(open(path, yes) == StoreNavigationState(deepLink: URL(string: \"store:/\" + path)!), \"\\(path): guards that say yes open the link as init?(deepLink:) does\")",
        "}",
        "var signedOut = open(\"/orders\", no)",
        "check(signedOut?.stack.path == [] && signedOut?.presentations.map(\\.route) == [.signIn()], \"/orders signed out: the sign-in sheet over the catalog: \\(String(describing: signedOut))\")",
        "check(signedOut?.presentations.last?.deferred == .push(.orders), \"/orders signed out: the sheet keeps the orders\")",
        "signedOut?.continueDeferred()",
        "check(signedOut?.stack.path == [.orders] && signedOut?.presentations.isEmpty == true, \"/orders: continuing after signing in shows the orders: \\(String(describing: signedOut))\")",
        "let beyond = open(\"/orders/latest\", no)",
        "check(beyond?.stack.path == [] && beyond?.presentations.last?.deferred == .push(.orders), \"/orders/latest signed out: the link stops at the guard: \\(String(describing: beyond))\")",
        "check(open(\"/orders/latest\", yes)?.stack.path == [.orders, .orderDetail()], \"/orders/latest: the orders beneath the order\")",
        "check(open(\"/help\", no)?.stack.path == [.help], \"/help asks no guard, since an edge shows it without one\")",
        "check(open(\"/receipt\", no)?.presentations.last?.deferred == .push(.receipt), \"/receipt signed out: the sheet keeps the receipt itself\")",
        "check(open(\"/checkout\", no) == StoreNavigationState(), \"/checkout signed out: an else edge the link cannot build leaves the catalog\")",
        "let underage = open(\"/wine\", StoreGuards(signedIn: { true }, adult: { false }))",
        "check(underage?.presentations.map(\\.route) == [.ageCheck] && underage?.presentations.last?.deferred == .push(.wine), \"/wine asks adult, not signedIn: \\(String(describing: underage))\")",
        "check(open(\"/vault\", no) == nil, \"/vault signed out: a route shown without a way opens nothing\")",
        "check(open(\"/vault\", yes)?.stack.path == [.vault], \"/vault signed in: pushed onto the catalog\")",
        "check(open(\"/nowhere\", yes) == nil, \"an unknown link opens nothing\")",
    ]

    /// A tab app on iOS 15 (the NavigationView backend): the guard is asked after the switch to
    /// the link's tab, and the sign-in sheet opens in that tab.
    static let tabSource = """
        navigation Tabs {
            target iOS 15
        }

        tab home {
            title "Home"
            roots start
        }

        tab shop {
            title "Shop"
            roots catalog
        }

        guard signedIn

        route start -> StartView

        route catalog -> CatalogView {
            action orders = push orders if signedIn else sheet signIn
        }

        route orders -> OrdersView {
            url "/orders"
        }

        route signIn -> SignInView {
            action done = continue
        }

        """

    static let tabChecks = [
        "let refused = TabsNavigationState(deepLink: URL(string: \"tabs://orders\")!, guards: TabsGuards(signedIn: { false }))",
        "check(refused?.selectedTab == .shop && refused?.presentations.map(\\.route) == [.signIn], \"signed out: the sign-in sheet in the shop tab: \\(String(describing: refused))\")",
        "check(refused?.presentations.last?.deferred == .push(.orders), \"the sheet keeps the orders\")",
        "var continued = refused",
        "continued?.continueDeferred()",
        "check(continued == TabsNavigationState(deepLink: URL(string: \"tabs://orders\")!), \"continuing opens the orders where the link would: \\(String(describing: continued))\")",
        "let allowed = TabsNavigationState(deepLink: URL(string: \"tabs://orders\")!, guards: TabsGuards(signedIn: { true }))",
        "check(allowed == TabsNavigationState(deepLink: URL(string: \"tabs://orders\")!), \"signed in: the orders in the shop tab\")",
    ]

    @Test func aTabLinkAsksItsGuardInItsTab() throws {
        let plan = try CompilerRuns.plan(of: Self.tabSource, path: "Tabs.nav")
        let output = try CompilerRuns.runHarness(for: plan, sourcePath: "Tabs.nav", appending: Self.tabChecks)
        #expect(output == "OK\n", "\(CompilerRuns.summary(of: output))")
    }

    /// Other shapes a guarded step takes: a selection in a split view, a presentation, in the
    /// direct flow; each link compiles and opens the else edge's route when its guard says no. A
    /// root that only guarded `root` edges show is shown without a way, so its link opens
    /// nothing then.
    static let shapes: [(name: String, header: String, edge: String)] = [
        (
            "Split", "style split\n    sidebar start\n    detail empty",
            "push vault if signedIn else sheet signIn"
        ),
        ("Sheet", "roots start", "sheet vault if signedIn else cover signIn"),
        ("Root", "roots start, vault", "root vault if signedIn else sheet signIn"),
        ("Direct", "roots start\n    flow direct", "push vault if signedIn else sheet signIn"),
    ]

    @Test(arguments: shapes.map(\.name))
    func guardedStepsOfEveryKindCompileAndAsk(shape name: String) throws {
        let shape = try #require(Self.shapes.first { $0.name == name })
        let source = """
            navigation \(name) {
                target iOS 17
                \(shape.header)
            }

            guard signedIn

            route start -> StartView {
                action open = \(shape.edge)
            }

            route other -> OtherView

            route empty -> EmptyView

            route vault -> VaultView {
                url "/vault"
            }

            route signIn -> SignInView {
                url "/sign-in"
                action done = continue
            }

            """
        let plan = try CompilerRuns.plan(of: source, path: "\(name).nav")
        let state = plan.names.state.text
        let guards = try #require(plan.names.guards?.text)
        var checks = [
            "let link = URL(string: \"app://vault\")!",
            "let refused = \(state)(deepLink: link, guards: \(guards)(signedIn: { false }))",
            "check(\(state)(deepLink: link, guards: \(guards)(signedIn: { true })) == \(state)(deepLink: link), \"a guard that says yes opens the link\")",
        ]
        if name == "Root" {
            checks.append(
                "check(refused == nil, \"a root shown without a way opens nothing when its guard says no\")")
        } else {
            checks += [
                "check(refused?.presentations.last?.route == .signIn, \"a guard that says no shows the sign-in route: \\(String(describing: refused))\")",
                "var continued = refused",
                "continued?.continueDeferred()",
                "check(continued == \(state)(deepLink: link), \"continuing opens what the link opens: \\(String(describing: continued))\")",
            ]
        }
        let output = try CompilerRuns.runHarness(for: plan, sourcePath: "\(name).nav", appending: checks)
        #expect(output == "OK\n", "\(CompilerRuns.summary(of: output))")
    }

    @Test func linksAskTheGuardsOnTheirWay() throws {
        let plan = try CompilerRuns.plan(of: Self.source, path: "Store.nav")
        let links = try #require(plan.deepLinks)
        func placement(_ name: String) throws -> DeepLinkPlacement {
            let route = try #require(plan.routes.first { $0.sourceName == name })
            return try #require(links.placements[route.id])
        }
        #expect(try placement("orders").guards.map(\.step) == [0])
        #expect(try placement("orderDetail").guards.map(\.step) == [0])
        #expect(try placement("help").guards.isEmpty)
        #expect(try placement("receipt").steps.count == 1)
        #expect(try placement("checkout").guards.first?.otherwise == nil)
        #expect(try placement("vault").opensOnlyIf.count == 1)
        let output = try CompilerRuns.runHarness(for: plan, sourcePath: "Store.nav", appending: Self.checks)
        #expect(output == "OK\n", "\(CompilerRuns.summary(of: output))")
    }
}
