import NavSyntax

/// The routes as nodes and the edges between them, with the facts derived from the graph that
/// the checker, the linter and the generator need.
///
/// The entry points are the app's roots and columns, or in a tab app every tab's roots and
/// columns, and the routes with a deep link. From them the graph works out, for each route,
/// the ways it comes on screen (``contexts``), the tabs it is shown in (``tabs``), and where
/// it sits in the tree of presentations (``positions(of:)``).
public struct RouteGraph: Sendable {
    /// The edges leaving each route, by ``RouteID``.
    public var outgoing: EdgeRows
    /// The edges arriving at each route, by ``RouteID``.
    public var incoming: EdgeRows
    /// Every way each route can come on screen, by ``RouteID``.
    public var contexts: [PresentationContexts]
    /// Whether each route can be reached from an entry point (a root, a column, a tab's root or
    /// column, or a deep link).
    public var isReachable: [Bool]
    /// The kinds of the edges whose target route did not resolve (a misspelled name, already
    /// reported). Such an edge could show any route, so facts that depend on what is shown
    /// how are uncertain while this is not empty: see ``mayBePushed(_:)``.
    public var unresolvedEdgeKinds: Set<EdgeKind>
    /// The tabs each route is shown in, by ``RouteID``: a route is in tab T when T's roots or
    /// columns reach it through push, sheet, cover and root edges (presentations opened from
    /// inside the tab belong to it too), or when a `push ... in T` shows it. A route may be in
    /// several tabs; in an app without tabs every set is empty.
    public var tabs: [Set<TabID>]
    /// The routes with a deep link that the link presents rather than pushes, because every
    /// edge that shows them presents them (roots are shown as roots).
    public var routesPresentedByDeepLinks: Set<RouteID>
    /// Where each route can be on screen, by ``RouteID``, as a bit mask of
    /// ``ScreenPosition/bit``.
    private var positionMasks: [UInt8]
    /// Whether some route can be shown inside a presentation.
    private var hasPresentations: Bool

    /// The deepest presentation level recorded: a route presented at this level or deeper is
    /// recorded at this level, which keeps cycles of sheets finite.
    public static let deepestTrackedLevel = 3

    /// Builds the graph for `routes` and `edges` with the entry points of `app` and `tabs`.
    init(routes: [Route], edges: [Edge], app: AppHeader, tabs: [Tab]) {
        let outgoing = EdgeRows(rowCount: routes.count, edges: edges, row: { $0.source })
        let incoming = EdgeRows(rowCount: routes.count, edges: edges, row: { $0.target })
        var contexts = [PresentationContexts](repeating: [], count: routes.count)
        var unresolved: Set<EdgeKind> = []
        for edge in edges {
            guard let target = edge.target else {
                if edge.kind.takesTarget { unresolved.insert(edge.kind) }
                continue
            }
            switch edge.kind {
            case .push: contexts[target].insert(.pushed)
            case .sheet, .cover, .popover: contexts[target].insert(.presented)
            case .root: contexts[target].insert(.root)
            case .pop, .popToRoot, .dismiss, .dismissAll, .tab, .return, .alert, .dialog, .continue: break
            }
        }
        var entryPoints: [RouteID] = []
        if tabs.isEmpty {
            for (index, root) in app.roots.enumerated() {
                contexts[root].insert(index == 0 ? .initialRoot : .root)
                entryPoints.append(root)
            }
            for (column, route) in app.columns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                contexts[route].insert(.column(column))
                entryPoints.append(route)
            }
        } else {
            for tab in tabs {
                for (index, root) in tab.roots.enumerated() {
                    if index == 0 && tab.id == 0 { contexts[root].insert(.initialRoot) }
                    contexts[root].insert(index == 0 ? .tabRoot(tab.id) : .root)
                    entryPoints.append(root)
                }
                for (column, route) in tab.columns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                    contexts[route].insert(.column(column))
                    entryPoints.append(route)
                }
            }
        }
        let roots = Set(tabs.isEmpty ? app.roots : tabs.flatMap(\.roots))
        var linkEntries: [RouteID: ScreenPosition] = [:]
        for route in routes where route.deepLink != nil {
            contexts[route.id].insert(.deepLink)
            // A deep link to a route that is not a root presents it when every edge that shows
            // it presents it, and otherwise pushes it onto a root.
            if !roots.contains(route.id) {
                let presented = Self.isPresentedOnly(incoming[route.id], edges: edges)
                contexts[route.id].insert(presented ? .presented : .pushed)
                linkEntries[route.id] = ScreenPosition(level: presented ? 1 : 0, isPushed: !presented)
            }
            entryPoints.append(route.id)
        }
        let arrows = PackedArrows(outgoing: outgoing, edges: edges)
        var reachable = [Bool](repeating: false, count: routes.count)
        var queue = entryPoints
        while let route = queue.popLast() {
            guard !reachable[route] else { continue }
            reachable[route] = true
            for arrow in arrows.indices(from: route) where !reachable[arrows.target(arrow)] {
                queue.append(arrows.target(arrow))
            }
        }
        self.outgoing = outgoing
        self.incoming = incoming
        self.contexts = contexts
        self.isReachable = reachable
        self.unresolvedEdgeKinds = unresolved
        self.routesPresentedByDeepLinks = Set(linkEntries.filter { $0.value.level > 0 }.keys)
        self.tabs = Self.tabMembership(routeCount: routes.count, edges: edges, arrows: arrows, tabs: tabs)
        let masks = Self.positions(
            routeCount: routes.count, arrows: arrows,
            entries: entryPoints.map { ($0, linkEntries[$0] ?? ScreenPosition(level: 0, isPushed: false)) })
        self.positionMasks = masks
        self.hasPresentations = masks.contains { $0 & ScreenPosition.presentedBits != 0 }
    }

    /// The tabs of every route: a search from each tab's roots and columns over the edges that
    /// stay in the tab, and the targets of pushes that name a tab.
    private static func tabMembership(
        routeCount: Int, edges: [Edge], arrows: PackedArrows, tabs: [Tab]
    ) -> [Set<TabID>] {
        var membership = [Set<TabID>](repeating: [], count: routeCount)
        guard !tabs.isEmpty else { return membership }
        for tab in tabs {
            var queue = tab.roots + tab.columns.values.sorted()
            for index in edges.indices where edges[index].kind == .push && edges[index].tab == tab.id {
                if let target = edges[index].target { queue.append(target) }
            }
            while let route = queue.popLast() {
                guard membership[route].insert(tab.id).inserted else { continue }
                for arrow in arrows.indices(from: route) {
                    let target = arrows.target(arrow)
                    // A push that names a tab shows its route in that tab, not in this one, and a
                    // root edge shows one of this tab's roots (anything else is NAV306 or NAV316).
                    guard !arrows.namesTab[arrow], !membership[target].contains(tab.id),
                        arrows.kinds[arrow] != .root || tab.roots.contains(target)
                    else { continue }
                    queue.append(target)
                }
            }
        }
        return membership
    }

    /// The positions of every route: a search over (route, level, pushed) from the entry
    /// points, then from each route it did not reach, in order, as if it were a root, so that
    /// unreachable routes (already a lint finding) are judged by the edges they do have.
    private static func positions(
        routeCount: Int, arrows: PackedArrows, entries: [(route: RouteID, position: ScreenPosition)]
    ) -> [UInt8] {
        var masks = [UInt8](repeating: 0, count: routeCount)
        var queue: [(route: RouteID, position: ScreenPosition)] = []
        func visit(_ route: RouteID, _ position: ScreenPosition) {
            let bit = position.bit
            guard masks[route] & bit == 0 else { return }
            masks[route] |= bit
            queue.append((route, position))
        }
        func drain() {
            while let next = queue.popLast() {
                let (route, position) = next
                for arrow in arrows.indices(from: route) {
                    let target = arrows.target(arrow)
                    switch arrows.kinds[arrow] {
                    case .push:
                        // A push that names a tab closes presentations and pushes in that tab.
                        visit(
                            target,
                            ScreenPosition(level: arrows.namesTab[arrow] ? 0 : position.level, isPushed: true)
                        )
                    case .sheet, .cover, .popover:
                        visit(
                            target,
                            ScreenPosition(
                                level: min(position.level + 1, deepestTrackedLevel), isPushed: false))
                    case .root:
                        // Switching the root clears the stack and every presentation.
                        visit(target, ScreenPosition(level: 0, isPushed: false))
                    case .pop, .popToRoot, .dismiss, .dismissAll, .tab, .return, .alert, .dialog, .continue:
                        break
                    }
                }
            }
        }
        for entry in entries { visit(entry.route, entry.position) }
        drain()
        for route in 0..<routeCount where masks[route] == 0 {
            visit(route, ScreenPosition(level: 0, isPushed: false))
            drain()
        }
        return masks
    }

    /// Whether the edges arriving at a route all present it (as a sheet, cover or popover), and
    /// there is at least one: a deep link then presents the route as they do, rather than
    /// pushing it.
    static func isPresentedOnly(_ incoming: some Sequence<EdgeID>, edges: [Edge]) -> Bool {
        var presented = false
        for edgeID in incoming {
            switch edges[edgeID].kind {
            case .sheet, .cover, .popover: presented = true
            case .push, .root: return false
            case .pop, .popToRoot, .dismiss, .dismissAll, .tab, .return, .alert, .dialog, .continue: break
            }
        }
        return presented
    }

    /// Whether `route` is ever pushed onto a stack (so it has something to pop back to).
    public func isPushed(_ route: RouteID) -> Bool { contexts[route].contains(.pushed) }

    /// Whether `route` is ever presented as a sheet or cover.
    public func isPresented(_ route: RouteID) -> Bool { contexts[route].contains(.presented) }

    /// Whether `route` is pushed, or might be: an unresolved push could push anything.
    public func mayBePushed(_ route: RouteID) -> Bool {
        isPushed(route) || unresolvedEdgeKinds.contains(.push)
    }

    /// Whether `route` is presented, or might be: an unresolved sheet or cover could present
    /// anything.
    public func mayBePresented(_ route: RouteID) -> Bool {
        isPresented(route) || unresolvedEdgeKinds.contains(.sheet) || unresolvedEdgeKinds.contains(.cover)
            || unresolvedEdgeKinds.contains(.popover)
    }

    /// Every position `route` can be shown at, ordered by level, the base of a stack before a
    /// pushed route.
    public func positions(of route: RouteID) -> [ScreenPosition] {
        ScreenPosition.all.filter { positionMasks[route] & $0.bit != 0 }
    }

    /// The presentation levels `route` can be shown at: 0 in the app's (or a tab's) own stack
    /// or split view, 1 in a sheet or cover over it, 2 in one presented from that, and so on
    /// up to ``deepestTrackedLevel``.
    public func presentationLevels(of route: RouteID) -> Set<Int> {
        Set(positions(of: route).map(\.level))
    }

    /// Whether `route` can be shown inside a presentation (presented itself, or pushed onto a
    /// presented route's stack), so that `dismissAll` has something to close.
    public func isInPresentation(_ route: RouteID) -> Bool {
        positionMasks[route] & ScreenPosition.presentedBits != 0
    }

    /// Whether `route` is in a presentation, or might be: an unresolved sheet or cover could
    /// present it, and an unresolved push could push it onto a presented stack.
    public func mayBeInPresentation(_ route: RouteID) -> Bool {
        isInPresentation(route) || unresolvedEdgeKinds.contains(.sheet)
            || unresolvedEdgeKinds.contains(.cover) || unresolvedEdgeKinds.contains(.popover)
            || (unresolvedEdgeKinds.contains(.push) && hasPresentations)
    }
}

/// The edges with a target, packed for the graph's searches over large apps: each route's
/// edges in a row of a few flat arrays (compressed sparse rows), in edge order, with only what
/// the searches read: the target, the kind, and whether the edge names a tab. A search that
/// follows every edge of every route then reads six bytes an edge from memory it walks mostly in
/// order, not a whole ``Edge`` and an array of its own per route, scattered over a heap of
/// hundreds of megabytes (at 100,000 routes that made the position search 60 times slower than
/// at 10,000).
struct PackedArrows {
    /// Where each route's row starts in the other arrays, and where the last one ends.
    private var rowStarts: [Int]
    /// The target of each edge.
    private var targets: [Int32]
    /// The kind of each edge.
    private(set) var kinds: [EdgeKind]
    /// Whether each edge names a tab (`push ... in tab`).
    private(set) var namesTab: [Bool]

    /// Packs the edges with a target of each row of `outgoing`, in its order.
    init(outgoing: EdgeRows, edges: [Edge]) {
        rowStarts = [0]
        rowStarts.reserveCapacity(outgoing.count + 1)
        targets = []
        kinds = []
        namesTab = []
        for route in 0..<outgoing.count {
            // The fields are read one by one: a whole edge would be copied.
            for edgeID in outgoing[route] {
                guard let target = edges[edgeID].target else { continue }
                targets.append(Int32(target))
                kinds.append(edges[edgeID].kind)
                namesTab.append(edges[edgeID].tab != nil)
            }
            rowStarts.append(targets.count)
        }
    }

    /// The indices of the edges leaving `route`, for ``target(_:)``, ``kinds`` and ``namesTab``.
    func indices(from route: RouteID) -> Range<Int> { rowStarts[route]..<rowStarts[route + 1] }

    /// The route edge `index` shows.
    func target(_ index: Int) -> RouteID { RouteID(targets[index]) }
}

/// The edges of each route (those leaving it, or those arriving at it) as rows of one array,
/// in the order of the edges: two allocations for the whole graph instead of one array per
/// route, which at 100,000 routes took megabytes of headers scattered over the heap.
public struct EdgeRows: Sendable {
    /// Where each row starts in ``edges``, and where the last one ends.
    private var rowStarts: [Int32]
    /// The rows, one after another.
    private var edges: [EdgeID]

    /// Packs the edges of `edges` into `rowCount` rows, each edge into the row `row` gives it
    /// (none when nil).
    init(rowCount: Int, edges: [Edge], row: (Edge) -> RouteID?) {
        // Rows are counted, their starts summed, then filled in edge order.
        var rowStarts = [Int32](repeating: 0, count: rowCount + 1)
        // Edges are read in place: iterating would copy each whole edge.
        for position in edges.indices {
            if let index = row(edges[position]) { rowStarts[index + 1] += 1 }
        }
        for index in 0..<rowCount { rowStarts[index + 1] += rowStarts[index] }
        var next = rowStarts
        var packed = [EdgeID](repeating: 0, count: Int(rowStarts[rowCount]))
        for position in edges.indices {
            guard let index = row(edges[position]) else { continue }
            packed[Int(next[index])] = edges[position].id
            next[index] += 1
        }
        self.rowStarts = rowStarts
        self.edges = packed
    }

    /// The number of rows (routes).
    public var count: Int { rowStarts.count - 1 }

    /// The edges of row `route`, in the order of the model's edges.
    public subscript(route: RouteID) -> ArraySlice<EdgeID> {
        edges[Int(rowStarts[route])..<Int(rowStarts[route + 1])]
    }
}

/// The ways one route comes on screen: a set of ``PresentationContext`` that needs no memory of
/// its own unless the route is the root of a tab (one flag per context without a payload, one
/// per column, and the tabs in a list that stays empty for most routes).
public struct PresentationContexts: Sendable, Hashable, Sequence, ExpressibleByArrayLiteral {
    /// One bit per context without a tab: ``bit(_:)``.
    private var flags: UInt8 = 0
    /// The tabs the route is the first root of, in increasing order.
    private var tabRoots: [TabID] = []

    /// A set of `contexts`.
    public init(arrayLiteral contexts: PresentationContext...) {
        for context in contexts { insert(context) }
    }

    /// The bit of `context`, or nil for a tab's root.
    private static func bit(_ context: PresentationContext) -> UInt8? {
        switch context {
        case .initialRoot: 1 << 0
        case .tabRoot: nil
        case .root: 1 << 1
        case .column(.sidebar): 1 << 2
        case .column(.content): 1 << 3
        case .column(.detail): 1 << 4
        case .pushed: 1 << 5
        case .presented: 1 << 6
        case .deepLink: 1 << 7
        }
    }

    /// The contexts with a bit, in the order ``makeIterator()`` lists them.
    private static let flagged: [PresentationContext] =
        [
            .initialRoot, .root, .column(.sidebar), .column(.content), .column(.detail), .pushed, .presented,
            .deepLink,
        ]

    /// Adds `context`.
    public mutating func insert(_ context: PresentationContext) {
        if let bit = Self.bit(context) {
            flags |= bit
        } else if case .tabRoot(let tab) = context {
            let index = tabRoots.firstIndex { $0 >= tab } ?? tabRoots.endIndex
            if index == tabRoots.endIndex || tabRoots[index] != tab { tabRoots.insert(tab, at: index) }
        }
    }

    /// Whether the set holds `context`.
    public func contains(_ context: PresentationContext) -> Bool {
        if let bit = Self.bit(context) { return flags & bit != 0 }
        if case .tabRoot(let tab) = context { return tabRoots.contains(tab) }
        return false
    }

    /// Whether the set is empty.
    public var isEmpty: Bool { flags == 0 && tabRoots.isEmpty }

    /// The contexts: those without a tab in a fixed order, then the tab roots by tab.
    public func makeIterator() -> IndexingIterator<[PresentationContext]> {
        (Self.flagged.filter { contains($0) } + tabRoots.map { .tabRoot($0) }).makeIterator()
    }
}

/// Where a route sits on screen: how many presentations deep, and whether it is pushed.
public struct ScreenPosition: Hashable, Sendable, CustomStringConvertible {
    /// 0 in the app's (or a tab's) own stack or split view, 1 in a sheet or cover over it, 2 in
    /// one presented from that, up to ``RouteGraph/deepestTrackedLevel``. `dismiss` from a
    /// presented route at level 2 returns to level 1.
    public var level: Int
    /// Whether the route is pushed onto its level's stack, rather than being the base of it (a
    /// root, a column, or the presented route itself).
    public var isPushed: Bool

    /// Creates a position.
    public init(level: Int, isPushed: Bool) {
        self.level = level
        self.isPushed = isPushed
    }

    /// Every position the graph records, in order.
    static let all: [ScreenPosition] = (0...RouteGraph.deepestTrackedLevel).flatMap { level in
        [ScreenPosition(level: level, isPushed: false), ScreenPosition(level: level, isPushed: true)]
    }

    /// The position's bit in a route's mask.
    var bit: UInt8 { 1 << UInt8(level * 2 + (isPushed ? 1 : 0)) }

    /// The bits of every position inside a presentation (level 1 and deeper).
    static let presentedBits: UInt8 = all.filter { $0.level > 0 }.reduce(0) { $0 | $1.bit }

    /// `level 1, pushed`.
    public var description: String { "level \(level)" + (isPushed ? ", pushed" : "") }
}

/// One way a route comes on screen.
public enum PresentationContext: Hashable, Sendable {
    /// Whether the route is on screen without any edge: a scene's initial root, a tab's root or
    /// a column.
    public var isEntry: Bool {
        switch self {
        case .initialRoot, .tabRoot, .column: true
        case .root, .pushed, .presented, .deepLink: false
        }
    }

    /// The app's first screen (in a tab app, the first root of the first tab).
    case initialRoot
    /// The first root of a tab: what the tab shows when it is first selected.
    case tabRoot(TabID)
    /// A root the app (or a tab) switches to.
    case root
    /// A column of a split style (the app's, or a tab's).
    case column(Column)
    /// Pushed onto a navigation stack.
    case pushed
    /// Presented as a sheet or a full-screen cover.
    case presented
    /// Opened by a deep link.
    case deepLink
}
