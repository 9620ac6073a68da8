import NavDriver
import NavPlan
import NavSemantics
import NavSource
import NavSwift
import Testing

/// What the planner decides for presented routes: their options, kept in source order and left
/// out when they change nothing, and where a deep link opens a route that brings its own
/// container.
@Suite struct PresentationPlanTests {
    /// A shop whose product sheet has `options` and whose editor, presented from a route that
    /// needs a run-time id, brings its own NavigationStack.
    static func shop(options: String) -> String {
        """
        navigation Shop {
            target iOS 18, macOS 15
            roots home
        }

        route home -> HomeView {
            action open(id: Int) = push product(id: id)
            action pick = sheet picker
        }

        route product(id: Int) -> ProductView {
            action edit = sheet editor
        }

        route picker -> PickerView {
            action done = dismiss
            presentation {
        \(options)
            }
        }

        route editor -> EditorView {
            url "/editor"
            action close = dismiss
            presentation {
                container none
            }
        }

        """
    }

    static func plan(_ text: String) throws -> NavigationPlan {
        let result = Pipeline.check(SourceFile(path: "Shop.nav", text: text))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.plan)
    }

    static func route(_ name: String, in plan: NavigationPlan) throws -> RoutePlan {
        try #require(plan.routes.first { $0.sourceName == name })
    }

    @Test func optionsKeepTheirDetentsInSourceOrder() throws {
        let plan = try Self.plan(
            Self.shop(
                options: """
                            detents large, fraction(0.25), medium, height(320)
                            selectedDetent medium
                            backgroundInteraction upThrough medium
                            compactAdaptation cover
                    """))
        let options = try #require(try Self.route("picker", in: plan).presentation)
        #expect(
            options.detents == [
                .large, .fraction(try #require(SwiftNumber("0.25"))), .medium,
                .height(try #require(SwiftNumber("320"))),
            ])
        #expect(options.selectedDetent == .medium)
        #expect(options.backgroundInteraction == .upThrough(.medium))
        #expect(options.compactAdaptation == .cover)
        #expect(options.hasContainer)
        #expect(plan.selectsDetents)
    }

    @Test func optionsThatChangeNothingPlanNothing() throws {
        let plan = try Self.plan(
            Self.shop(
                options: """
                            interactiveDismiss enabled
                            container stack
                    """))
        #expect(try Self.route("picker", in: plan).presentation == nil)
        #expect(!plan.selectsDetents)
        // The editor's `container none` still needs the presented level's switch.
        #expect(try Self.route("editor", in: plan).presentation?.hasContainer == false)
        #expect(plan.hasPresentationOptions)
    }

    /// The editor's presenter needs an id, so no search from the root reaches it; a route with
    /// its own container must not be pushed onto the root's stack instead (it would nest one
    /// NavigationStack in another), so the link presents it as its edge does.
    @Test func aDeepLinkPresentsARouteThatBringsItsOwnContainer() throws {
        let plan = try Self.plan(Self.shop(options: "        dragIndicator visible"))
        let editor = try Self.route("editor", in: plan)
        let placement = try #require(plan.deepLinks?.placements[editor.id])
        #expect(placement.steps == [.showTarget(.present(.sheet))])
    }

    /// A route that every edge presents (here as a cover, from a route that needs a run-time
    /// id) is presented by its deep link as those edges do, not pushed onto the root's stack;
    /// the route the product pushes is still pushed.
    @Test func aDeepLinkPresentsARouteThatEveryEdgePresents() throws {
        let text =
            Self.shop(options: "        dragIndicator visible")
            .replacingOccurrences(
                of: "action edit = sheet editor",
                with:
                    "action edit = sheet editor\n    action review = cover review\n    action more = push related"
            )
                + """
                route review -> ReviewView {
                    url "/review"
                    action close = dismiss
                }

                route related -> RelatedView {
                    url "/related"
                    action back = pop
                }

                """
        let plan = try Self.plan(text)
        let review = try #require(plan.deepLinks?.placements[Self.route("review", in: plan).id])
        #expect(review.steps == [.showTarget(.present(.cover))])
        let related = try #require(plan.deepLinks?.placements[Self.route("related", in: plan).id])
        #expect(related.steps == [.showTarget(.push)])
    }

    /// A sheet that lets the user act on what is under it keeps the routes beneath it among
    /// the routes on screen, so the direct flow's router performs their actions; other
    /// presentations hide what is beneath them.
    @Test func routesBeneathAnInteractiveSheetStayOnScreen() throws {
        let fixture = try #require(
            GeneratorCase.fixtures.first { $0.path.hasSuffix("/PresentationOptions.nav") })
        let output = try CompilerRuns.runChecks(
            on: try fixture.generate().contents,
            """
            var state = ShopNavigationState()
            state.push(.product(id: 7))
            state.present(.sizePicker(productID: 7), as: .sheet)
            check(state.visibleRoutes == [.sizePicker(productID: 7), .product(id: 7)], "the product stays on screen")
            state.push(.sizeGuide)
            check(state.visibleRoutes == [.sizeGuide, .product(id: 7)], "the sheet's top and the product")
            state.present(.checkout, as: .cover)
            check(state.visibleRoutes == [.checkout], "a cover hides everything beneath")
            var other = ShopNavigationState()
            other.present(.filters, as: .popover)
            check(other.visibleRoutes == [.filters], "a sheet without background interaction hides the catalog")
            """)
        #expect(output == "OK\n", "\(CompilerRuns.summary(of: output))")
    }
}
