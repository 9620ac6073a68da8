import NavCodegen
import NavPlan
import Testing

/// `push ROUTE in TAB`: the plan selects the route in a split tab (in the column before its
/// own) and pushes it in a stack tab, and the generated state does so when it performs the
/// edge, guarded or not.
@Suite struct TabArrivalTests {
    private static let fixture = GeneratorCase.fixtures.first { $0.path.hasSuffix("/TabSplitArrival.nav") }

    /// The operation of the edge of `action` in `route`.
    private static func operation(of action: String, in route: String, plan: NavigationPlan) throws
        -> StateOperation
    {
        let routePlan = try #require(plan.routes.first { $0.sourceName == route })
        let actionPlan = try #require(routePlan.actions.first { $0.sourceName == action })
        let edge = try #require(actionPlan.edge)
        return plan.edges[edge].operation
    }

    @Test func aPushIntoASplitTabSelectsAndIntoAStackTabPushes() throws {
        let plan = try #require(Self.fixture).plan()
        let shelf = try #require(plan.routes.first { $0.sourceName == "shelf" })
        let library = 1
        let reading = 2
        // The shelf is the content column's: the sidebar selects it.
        guard
            case .openTab(library, then: .select(let shown, column: .sidebar)?) = try Self.operation(
                of: "openShelf", in: "feed", plan: plan)
        else {
            Issue.record("openShelf does not select the shelf in the library's sidebar")
            return
        }
        #expect(shown.route == shelf.id)
        // The book is the detail column's of a three-column view: the content column selects it.
        #expect(
            try Self.operation(of: "openBook", in: "feed", plan: plan).isOpenTab(library, selecting: .content)
        )
        // The chapter is the detail column's of a two-column view: the sidebar selects it.
        #expect(
            try Self.operation(of: "resume", in: "feed", plan: plan).isOpenTab(reading, selecting: .sidebar))
        // The sidebar is shown anyway; a stack tab pushes.
        #expect(try Self.operation(of: "browse", in: "feed", plan: plan) == .openTab(library, then: nil))
        guard case .openTab(0, then: .push?) = try Self.operation(of: "share", in: "readingList", plan: plan)
        else {
            Issue.record("share does not push the post in the home tab")
            return
        }
    }

    /// The state performs the guarded tab switch as one deferred edge: at once when the guard
    /// allows it, after `continue` when it presented the login first.
    @Test func theStateSelectsWhatATabSwitchShows() throws {
        let fixture = try #require(Self.fixture)
        let output = try CompilerRuns.runChecks(
            on: try fixture.generate().contents,
            """
            var state = LibraryNavigationState()
            state.library.push(.book(title: "Old"))
            let openBook = LibraryDeferredEdge.openTab(.library, then: .selectDetail(.book(title: "Dune")))
            state.perform(openBook, guardedBy: true, otherwise: .present(.login, .sheet))
            check(state.selectedTab == .library, "the guarded switch selects the library tab")
            check(state.library.detailSelection == .book(title: "Dune"), "the book is the content column's selection")
            check(state.library.path.isEmpty, "the detail column starts over")

            var guarded = LibraryNavigationState()
            guarded.perform(openBook, guardedBy: false, otherwise: .present(.login, .sheet))
            check(guarded.selectedTab == .home && guarded.topRoute == .login, "the login is presented first")
            guarded.continueDeferred()
            check(guarded.presentations.isEmpty, "continue closes the login")
            check(guarded.selectedTab == .library, "continue switches to the library tab")
            check(guarded.library.detailSelection == .book(title: "Dune"), "continue selects the book")

            var reading = LibraryNavigationState()
            reading.perform(.openTab(.reading, then: .select(.chapter(title: "One"))))
            check(reading.reading.selection == .chapter(title: "One"), "the chapter is the sidebar's selection")
            check(reading.reading.path.isEmpty, "nothing is pushed over the placeholder")
            """)
        #expect(output == "OK\n", "\(CompilerRuns.summary(of: output))")
    }
}

extension StateOperation {
    /// Whether the operation switches to `tab` and selects its route in `column`.
    fileprivate func isOpenTab(_ tab: Int, selecting column: SelectionColumn) -> Bool {
        guard case .openTab(tab, then: .select(_, column)?) = self else { return false }
        return true
    }
}
