import NavDriver
import NavSemantics
import NavSource
import NavSyntax
import Testing

/// The semantic model of tab apps: tabs, tab edges, which routes belong to which tab, the
/// presentation level each route is shown at, and each route's column within its tab.
@Suite struct TabModelTests {
    /// Builds the model of `text`, expecting it to parse and check without errors.
    private func model(
        _ text: String, allowingErrors: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> SemanticModel {
        let result = Pipeline.check(SourceFile(path: "test.nav", text: text))
        #expect(
            allowingErrors || !result.hasErrors, "unexpected errors: \(result.diagnostics.map(\.message))",
            sourceLocation: sourceLocation)
        return try #require(result.model, sourceLocation: sourceLocation)
    }

    private func id(_ name: String, in model: SemanticModel) throws -> RouteID {
        try #require(model.route(named: name)?.id, "no route '\(name)'")
    }

    /// The names of the tabs `route` is in, in tab order.
    private func tabs(of route: String, in model: SemanticModel) throws -> [String] {
        try model.graph.tabs[id(route, in: model)].sorted().map { model.tabs[$0].name }
    }

    /// A Mastodon-like app: a stack tab, a split tab, sheets over sheets and tab switches.
    private let mastodon = """
        navigation Mastodon {
            target iOS 17, macOS 14
            flow direct
            tabStyle sidebarAdaptable
        }

        tab timeline {
            title "Home"
            image "house"
            roots homeTimeline, localTimeline
        }

        tab library {
            title "Library"
            style split3
            sidebar shelves
            content noShelf
            detail noBook
        }

        route homeTimeline -> HomeTimeline {
            action openPost(id: Int) = push post(id: id)
            action compose = sheet composer
            action local = root localTimeline
            action showLibrary = tab library
            action openShelf = push shelf(id: 1) in library
        }

        route localTimeline -> LocalTimeline

        route post(id: Int) -> PostView {
            action back = pop
        }

        route composer -> Composer {
            action media = sheet mediaPicker
            action draft = push draft
            action close = dismiss
        }

        route draft -> Draft {
            action done = dismissAll
        }

        route mediaPicker -> MediaPicker {
            action done = dismissAll
        }

        route shelves -> Shelves {
            action open(id: Int) = push shelf(id: id)
        }

        route shelf(id: Int) -> ShelfView {
            action read = push book
            action openPost = push post(id: 2)
        }

        route book -> Book

        route noShelf -> NoShelf

        route noBook -> NoBook

        """

    @Test func tabsAreDeclaredInOrderWithTheirEntries() throws {
        let model = try model(mastodon)
        #expect(model.isTabApp)
        #expect(model.tabs.map(\.id) == [0, 1])
        #expect(model.tabs.map(\.name) == ["timeline", "library"])
        let timeline = try #require(model.tab(named: "timeline"))
        #expect(timeline.title == "Home" && timeline.image == "house" && timeline.style == .stack)
        #expect(try timeline.roots == [id("homeTimeline", in: model), id("localTimeline", in: model)])
        #expect(timeline.columns.isEmpty)
        let library = try #require(model.tab(named: "library"))
        #expect(library.title == "Library" && library.image == nil && library.style == .split3)
        #expect(library.roots.isEmpty)
        #expect(
            try library.columns == [
                .sidebar: id("shelves", in: model), .content: id("noShelf", in: model),
                .detail: id("noBook", in: model),
            ])
        #expect(model.source.text(library.nameRange) == "library")
        #expect(library.entryRanges.style.map(model.source.text) == "split3")
        #expect(model.app.tabStyle == .sidebarAdaptable)
        #expect(model.app.tabStyleRange.map(model.source.text) == "sidebarAdaptable")
        #expect(model.app.roots.isEmpty && model.app.columns.isEmpty)
    }

    @Test func tabEdgesNameTheirTab() throws {
        let model = try model(mastodon)
        let edges = try model.edges(from: id("homeTimeline", in: model))
        let byTrigger = Dictionary(
            uniqueKeysWithValues: edges.map { edge -> (String, NavSemantics.Edge) in
                guard case .action(let index) = edge.trigger else { return ("", edge) }
                return (model.routes[edge.source].actions[index].name, edge)
            })
        let library = try #require(model.tab(named: "library")).id
        let show = try #require(byTrigger["showLibrary"])
        #expect(show.kind == .tab && show.tab == library && show.target == nil)
        #expect(show.tabRange.map(model.source.text) == "library")
        let openShelf = try #require(byTrigger["openShelf"])
        #expect(openShelf.kind == .push && openShelf.tab == library)
        #expect(try openShelf.target == id("shelf", in: model))
        #expect(openShelf.tabRange.map(model.source.text) == "in library")
        #expect(byTrigger["openPost"]?.tab == nil)
        let done = try model.edges(from: id("draft", in: model))
        #expect(done.map(\.kind) == [.dismissAll])
    }

    @Test func routesBelongToTheTabsWhoseRootsReachThem() throws {
        let model = try model(mastodon)
        #expect(try tabs(of: "homeTimeline", in: model) == ["timeline"])
        // Reached through a root edge and listed as a root: in the tab.
        #expect(try tabs(of: "localTimeline", in: model) == ["timeline"])
        // Presentations opened from inside a tab are the tab's, at every level.
        #expect(try tabs(of: "composer", in: model) == ["timeline"])
        #expect(try tabs(of: "mediaPicker", in: model) == ["timeline"])
        #expect(try tabs(of: "draft", in: model) == ["timeline"])
        // `push shelf in library` shows the shelf in the library tab, not in the timeline.
        #expect(try tabs(of: "shelf", in: model) == ["library"])
        #expect(try tabs(of: "book", in: model) == ["library"])
        // A post is pushed in both tabs.
        #expect(try tabs(of: "post", in: model) == ["timeline", "library"])
        #expect(try tabs(of: "noBook", in: model) == ["library"])
    }

    @Test func rootEdgesKeepTheirTargetInTheTabWhoseRootItIs() throws {
        let model = try model(
            """
            navigation App {
                target iOS 17
            }

            tab home {
                title "Home"
                roots feed, digest
            }

            tab search {
                title "Search"
                roots explore, trending
            }

            route feed -> Feed {
                action open = push post
            }

            route digest -> Digest

            route explore -> Explore {
                action open = push post
            }

            route trending -> Trending {
                action open = push topic
            }

            route topic -> Topic

            // Shown in both tabs; its root edge can only switch the search tab's root (in the
            // home tab it is NAV306), so trending and what it shows stay out of the home tab.
            route post -> Post {
                action hot = root trending
            }

            """, allowingErrors: true)
        #expect(try tabs(of: "post", in: model) == ["home", "search"])
        #expect(try tabs(of: "trending", in: model) == ["search"])
        #expect(try tabs(of: "topic", in: model) == ["search"])
    }

    @Test func deepLinksPresentRoutesThatEveryEdgePresents() throws {
        let model = try model(
            """
            navigation App {
                target iOS 17
                roots home
            }

            route home -> Home {
                action compose(text: String) = sheet composer(text: text)
                action open(id: Int) = push post(id: id)
            }

            route composer(text: String) -> Composer {
                url "/compose/{text}"
                action close = dismiss
            }

            route post(id: Int) -> Post {
                url "/posts/{id}"
                action back = pop
            }

            """)
        let composer = try id("composer", in: model)
        #expect(model.graph.routesPresentedByDeepLinks == [composer])
        #expect(model.graph.positions(of: composer) == [ScreenPosition(level: 1, isPushed: false)])
        #expect(
            try model.graph.positions(of: id("post", in: model)) == [ScreenPosition(level: 0, isPushed: true)]
        )
    }

    @Test func everyTabsRootsAndColumnsAreEntryPoints() throws {
        let model = try model(mastodon)
        #expect(model.graph.isReachable.allSatisfy { $0 })
        let home = try id("homeTimeline", in: model)
        #expect(model.graph.contexts[home] == [.initialRoot, .tabRoot(0)])
        #expect(try model.graph.contexts[id("localTimeline", in: model)] == [.root])
        #expect(try model.graph.contexts[id("shelves", in: model)] == [.column(.sidebar)])
        #expect(try model.graph.contexts[id("noBook", in: model)] == [.column(.detail)])
    }

    @Test func presentationLevelsFollowTheTreeOfPresentations() throws {
        let model = try model(mastodon)
        let graph = model.graph
        let level = { (name: String) throws -> [ScreenPosition] in
            try graph.positions(of: self.id(name, in: model))
        }
        #expect(try level("homeTimeline") == [ScreenPosition(level: 0, isPushed: false)])
        #expect(try level("post") == [ScreenPosition(level: 0, isPushed: true)])
        #expect(try level("composer") == [ScreenPosition(level: 1, isPushed: false)])
        #expect(try level("draft") == [ScreenPosition(level: 1, isPushed: true)])
        #expect(try level("mediaPicker") == [ScreenPosition(level: 2, isPushed: false)])
        // `push ... in library` closes presentations: level 0 in the other tab.
        #expect(try level("shelf") == [ScreenPosition(level: 0, isPushed: true)])
        #expect(try graph.presentationLevels(of: id("mediaPicker", in: model)) == [2])
        #expect(try graph.isInPresentation(id("draft", in: model)))
        #expect(try !graph.isInPresentation(id("post", in: model)))
    }

    @Test func cyclesOfSheetsStopAtTheDeepestTrackedLevel() throws {
        let model = try model(
            """
            navigation App {
                target iOS 17
                roots a
            }

            route a -> A {
                action next = sheet b
            }

            route b -> B {
                action next = sheet a
                action close = dismiss
            }

            """)
        let levels = try model.graph.presentationLevels(of: id("a", in: model))
        #expect(RouteGraph.deepestTrackedLevel == 3)
        // a is the root (level 0), presented from b at level 2, and deeper (recorded as level 3).
        #expect(levels == [0, 2, 3])
        #expect(try model.graph.presentationLevels(of: id("b", in: model)) == [1, 3])
    }

    @Test func columnsAreDecidedWithinEachTabsSplitView() throws {
        let model = try model(mastodon)
        let library = try #require(model.tab(named: "library")).id
        let timeline = try #require(model.tab(named: "timeline")).id
        let columns = model.tabColumns[library]
        #expect(try columns[id("shelves", in: model)] == .sidebar)
        #expect(try columns[id("noShelf", in: model)] == .content)
        // The sidebar selects a shelf into the content column; the rest is in the detail.
        #expect(try columns[id("shelf", in: model)] == .content)
        #expect(try columns[id("book", in: model)] == .detail)
        #expect(try columns[id("homeTimeline", in: model)] == nil)
        #expect(model.tabColumns[timeline].allSatisfy { $0 == nil })
        // Each route's column comes from its first tab: the post is first in the timeline stack.
        #expect(try model.columns[id("post", in: model)] == nil)
        #expect(try model.columns[id("shelf", in: model)] == .content)
        #expect(try model.columns[id("shelves", in: model)] == .sidebar)
    }

    @Test func anAppWithoutTabsKeepsItsHeaderScene() throws {
        let model = try model(
            """
            navigation App {
                target iOS 16
                style split
                sidebar list
                detail empty
            }

            route list -> List {
                action open = push item
            }

            route item -> Item

            route empty -> Empty

            """)
        #expect(!model.isTabApp && model.tabs.isEmpty && model.tabColumns.isEmpty)
        #expect(model.graph.tabs.allSatisfy { $0.isEmpty })
        let expected: [Column?] = [.sidebar, .detail, .detail]
        #expect(model.columns == expected)
        #expect(model.app.tabStyle == nil)
    }

    /// The tab names the checker rejects cover every member the generated state declares.
    @Test func reservedTabNamesAreRejected() {
        for name in ["push", "selectedTab", "dismissAll", "Type", "self"] {
            let text = """
                navigation App {
                    target iOS 17
                }

                tab \(name) {
                    title "T"
                    image "t"
                    roots home
                }

                route home -> Home

                """
            let codes = Pipeline.check(SourceFile(path: "t.nav", text: text)).diagnostics.map(\.code)
            #expect(codes == [.reservedName], "\(name): \(codes)")
        }
    }
}
