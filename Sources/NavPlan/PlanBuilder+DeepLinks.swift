import NavSemantics
import NavSwift
import NavSyntax

extension Builder {
    /// Deep links: codecs per parameter, the order patterns are tried in, and where each link
    /// opens its route; the patterns' parsers are named later (``namedMatchers(_:names:)``), so
    /// that this runs while the route enum's member names are being chosen.
    func planDeepLinks(edges: [EdgePlan]) -> (plan: DeepLinkPlan, matchers: [UnnamedMatcher])? {
        let linked = model.routes.filter { $0.deepLink != nil || !$0.formerDeepLinks.isEmpty }
        guard !linked.isEmpty else { return nil }
        var links = RouteTable<DeepLinkRoutePlan>()
        var placements = RouteTable<DeepLinkPlacement>()
        placements.reserveCapacity(linked.count)
        // Each pattern's sort key (`DeepLinkPattern.matchOrder`) is computed once, not once per
        // comparison.
        var matchers: [(matcher: UnnamedMatcher, key: [Int])] = []
        var patterns: [DeepLinkPattern] = []
        let searches = placementSearches(edges: edges)
        // Large apps share the beginnings of ways (``shareWays(in:ending:searches:edges:)``).
        let sharesWays = model.routes.count > options.largeEnumThreshold
        // Where each placement's way ends, in the order of `placements`, for sharing the ways.
        var wayEnds: [WayEnd?] = []
        wayEnds.reserveCapacity(linked.count)
        for route in linked {
            // A route whose name Swift cannot spell gets no parser (the namer reports it).
            if SwiftName.isValidIdentifier(route.name) {
                if let pattern = route.deepLink {
                    let link = routePattern(pattern, of: route)
                    links[route.id] = link
                    patterns.append(pattern)
                    matchers.append(
                        (UnnamedMatcher(route: route.id, pattern: link, former: nil), pattern.matchOrder))
                }
                for (index, former) in route.formerDeepLinks.enumerated() {
                    patterns.append(former.pattern)
                    matchers.append(
                        (
                            UnnamedMatcher(
                                route: route.id, pattern: routePattern(former.pattern, of: route),
                                former: index),
                            former.pattern.matchOrder
                        ))
                }
            }
            let (placement, wayEnd) = placement(
                of: route.id, edges: edges, searches: searches, sharesWays: sharesWays)
            placements[route.id] = placement
            wayEnds.append(wayEnd)
        }
        if model.guards.isEmpty == false {
            let elseEdges = Set(edges.compactMap(\.otherwise))
            placements.updateEach { route, placement in
                guard placement.guards.isEmpty && !placement.steps.isEmpty else { return }
                placement.opensOnlyIf = guardsOfEveryEdge(showing: route, edges: edges, elseEdges: elseEdges)
            }
        }
        let ordered = matchers.sorted { lhs, rhs in
            if lhs.key != rhs.key { return lhs.key.lexicographicallyPrecedes(rhs.key) }
            return lhs.matcher.tieBreak < rhs.matcher.tieBreak
        }.map(\.matcher)
        avoidLiterals(in: &links, literals: DeepLinkLiterals(patterns))
        let indices = Array(ordered.indices)
        var plan = DeepLinkPlan(
            matchers: [], links: links, placements: placements,
            chunks: indices.count > options.chunkSize
                ? stride(from: 0, to: indices.count, by: options.chunkSize).map {
                    Array(indices[$0..<min($0 + options.chunkSize, indices.count)])
                } : [indices])
        plan.encodesDotSegments = linked.contains { route in
            route.deepLink?.placeholders.contains { name in
                guard let type = route.parameter(named: name)?.type else { return false }
                return DeepLinkText.writes(".", as: type) || DeepLinkText.writes("..", as: type)
            } ?? false
        }
        if sharesWays {
            shareWays(in: &plan, ending: wayEnds, searches: searches, edges: edges)
        }
        return (plan, ordered)
    }

    /// The matchers of ``planDeepLinks(edges:)``, in the same order, with their parsers' names.
    static func namedMatchers(_ matchers: [UnnamedMatcher], names: RouteMemberNames) -> [DeepLinkMatcher] {
        matchers.map { matcher in
            // Every route with a matcher has a name Swift can spell, so the names have its parsers.
            let route = matcher.route
            let parser = matcher.former.map { names.formerParsers[route]![$0] } ?? names.parsers[route]!
            return DeepLinkMatcher(
                route: matcher.route, pattern: matcher.pattern, parser: parser,
                isFormer: matcher.former != nil)
        }
    }

    /// Turns the placements' ways into a tree (``DeepLinkPlan/ways``): one node per distinct
    /// beginning of a way, numbered parents first, so that each step of a way is written once
    /// however many links go through it.
    ///
    /// The ways of a scene are the branches of its search's tree, so the nodes are that tree's:
    /// one for each reached route that a way goes through (its step being the edge that reached
    /// it), below one for the scene's tab switch. Each node is made once, when the first way
    /// through it is shared (walking up to the nearest node made before), so sharing is linear in
    /// the ways, not in their lengths.
    private func shareWays(
        in plan: inout DeepLinkPlan, ending wayEnds: [WayEnd?], searches: [SceneSearch], edges: [EdgePlan]
    ) {
        // Each node's step is an edge's, which asks that edge's guard (as a placement's step
        // does, ``guards(of:edges:)``).
        var tree = WayTree(searches: searches, routeCount: model.routes.count) { edge in
            self.guards(of: [edge], edges: edges).first
        }
        var index = 0
        plan.placements.updateEach { _, placement in
            defer { index += 1 }
            // The steps before the last, which shows the route itself: the tab switch, then the
            // way's steps. Without steps, the tab switch is the last.
            guard !placement.steps.isEmpty else { return }
            if let end = wayEnds[index] {
                placement.way = tree.node(reaching: end.route, in: end.scene, edges: edges)
            } else {
                placement.way = placement.tab.map { tree.tabNode($0) }
            }
        }
        guard !tree.nodes.isEmpty else { return }
        var taken = SwiftNamer.stateMembers.union(SwiftNamer.generatedMemberNames)
            .union(model.tabs.map(\.name))
        plan.ways = tree.nodes
        plan.wayOpener = SwiftNamer.allocate("navcOpenWay", avoiding: &taken)
        if tree.nodes.contains(where: \.wayAsksGuards) {
            plan.guardedWayOpener = SwiftNamer.allocate("navcOpenGuardedWay", avoiding: &taken)
        }
    }

    /// Records, for each placeholder of each written pattern, the literal segments that the
    /// patterns which could match the same links (`literals`, the current and former patterns of
    /// every route) have at its position, so that a value spelling one of them is written in a
    /// form the literal does not match.
    private func avoidLiterals(in links: inout RouteTable<DeepLinkRoutePlan>, literals: DeepLinkLiterals) {
        links.updateEach { route, link in
            guard let pattern = model.routes[route].deepLink else { return }
            // The link's segments are the pattern's, a parameter where it has a placeholder.
            link.avoidedLiterals = literals.literalsAtEachPlaceholder(of: pattern).filter {
                !$0.value.isEmpty
            }
            .mapValues { $0.sorted() }
        }
    }

    /// A pattern of `route` with the codec of every parameter.
    private func routePattern(_ pattern: DeepLinkPattern, of route: Route) -> DeepLinkRoutePlan {
        let codecs = route.parameters.map { codec(for: $0.type.unwrapped) }
        let segments = pattern.segments.map { segment -> DeepLinkSegmentPlan in
            switch segment {
            case .literal(let text): return .literal(text)
            case .placeholder(let name):
                return .parameter(route.parameterIndex(named: name) ?? 0)
            }
        }
        let inPath = Set(pattern.placeholders)
        let outside = route.parameters.indices.filter { !inPath.contains(route.parameters[$0].name) }
        let query = outside.filter { codecs[$0] != nil }
        let namedKeys = pattern.queryKeysByName
        var keys: [Int: String] = [:]
        for index in query {
            let name = route.parameters[index].name
            keys[index] = namedKeys[name] ?? name
        }
        return DeepLinkRoutePlan(
            segments: segments, queryParameters: query, queryKeys: keys,
            fixedParameters: outside.filter { codecs[$0] == nil }, codecs: codecs)
    }

    /// How a value of `type` is written to and read from URL text, or nil when it cannot be.
    private func codec(for type: TypeReference) -> URLCodec? {
        if let standard = type.standardType {
            switch standard {
            case .string: return .string
            case .uuid: return .uuid
            case .bool: return .bool
            case .character: return .character
            case .cgFloat: return .cgFloat
            case .decimal: return .decimal
            case .url: return .url
            case .date: return .date
            case .data: return .data
            case .substring: return .substring
            case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64, .double,
                .float:
                return .lossless(sdkNames.type(standard.rawValue, in: standard.module))
            }
        }
        guard let declared = model.declaredType(type),
            declared.conformances.contains("LosslessStringConvertible"),
            case .named(let components) = type,
            components.allSatisfy({ SwiftName.isValidIdentifier($0.name) && $0.genericArguments.isEmpty })
        else { return nil }
        return .declaredLossless(.named(components.map { SwiftType.Component(SwiftName($0.name)) }))
    }

    // MARK: - Placement

    /// Where a deep link opens `target`: in the first scene (tab) whose entry reaches it, the
    /// shortest way there through routes that need no run-time data, ending with the edge that
    /// shows it; when no scene reaches it, the route is shown directly in the first scene it
    /// belongs to (pushed onto its initial root, or selected in its column of a split view).
    ///
    /// With the placement comes where its way ends when it follows a scene's search: the scene
    /// and the route whose screens its last step is taken from. When `sharesWays`, the placement
    /// keeps its last step and that step's guard alone (the way, with its guards, becomes a node
    /// of ``DeepLinkPlan/ways``), so a long chain of screens costs each link one step instead of
    /// the whole chain.
    func placement(of target: RouteID, edges: [EdgePlan], searches: [SceneSearch], sharesWays: Bool)
        -> (DeepLinkPlacement, WayEnd?)
    {
        for (index, scene) in searches.enumerated() {
            if scene.isStack && scene.roots.contains(target) {
                return (DeepLinkPlacement(tab: scene.tab, steps: [.showTarget(.root)]), nil)
            }
            guard let search = scene.search, target != search.entry,
                let last = search.lastEdge(to: target, edges: edges),
                let lastStep = Builder.targetStep(edges[last].operation)
            else { continue }
            let end = WayEnd(scene: index, route: edges[last].source)
            if sharesWays {
                // The way's guards are its nodes' (``shareWays(in:ending:searches:edges:)``).
                let placement = DeepLinkPlacement(
                    tab: scene.tab, steps: [.showTarget(lastStep)], guards: guards(of: [last], edges: edges))
                return (placement, end)
            }
            guard let way = search.steps(through: last, edges: edges) else { continue }
            let placement = DeepLinkPlacement(
                tab: scene.tab, steps: way.steps, guards: guards(of: way.edges, edges: edges))
            return (placement, end)
        }
        return (fallbackPlacement(of: target, edges: edges), nil)
    }

    /// Where a deep link opens `target` when no scene's search reaches it: in the first scene it
    /// belongs to, pushed onto its initial root, selected in its column of a split view, or
    /// presented.
    private func fallbackPlacement(of target: RouteID, edges: [EdgePlan]) -> DeepLinkPlacement {
        let tab = model.isTabApp ? (model.graph.tabs[target].min() ?? 0) : nil
        let column = tab.map { model.tabColumns[$0][target] } ?? columns[target]
        let threeColumns = (tab.map { model.tabs[$0].style } ?? model.app.style) == .split3
        switch column {
        case .content?: return DeepLinkPlacement(tab: tab, steps: [.showTarget(.select(.sidebar))])
        case .detail?:
            return DeepLinkPlacement(
                tab: tab, steps: [.showTarget(.select(threeColumns ? .content : .sidebar))])
        case .sidebar?: return DeepLinkPlacement(tab: tab, steps: [])
        case nil:
            // A route that every edge presents, or that brings its own container and so is never
            // pushed (NAV308), is presented as the first edge that presents it does.
            if model.graph.routesPresentedByDeepLinks.contains(target)
                || model.routes[target].presentation.hasNoContainer
            {
                let style = model.graph.incoming[target].lazy.compactMap { edge -> PresentationStyle? in
                    if case .present(_, let style) = edges[edge].operation { return style }
                    return nil
                }.first
                return DeepLinkPlacement(tab: tab, steps: [.showTarget(.present(style ?? .sheet))])
            }
            return DeepLinkPlacement(tab: tab, steps: [.showTarget(.push)])
        }
    }

    /// The guards that the edges showing `route` go through, when every one of them goes
    /// through a guard (an else edge, shown when a guard says no, goes through none); empty when
    /// an edge shows it without a guard, no edge shows it, or it is a scene's entry.
    private func guardsOfEveryEdge(showing route: RouteID, edges: [EdgePlan], elseEdges: Set<EdgeID>)
        -> [Int]
    {
        // A scene's entry is on screen without any edge.
        guard !model.graph.contexts[route].contains(where: \.isEntry) else { return [] }
        var guards: [Int] = []
        for edgeID in model.graph.incoming[route] {
            let edge = edges[edgeID]
            guard edge.operation.shownRoute?.route == route else { continue }
            guard let guardIndex = edge.guardIndex, !elseEdges.contains(edgeID) else { return [] }
            if !guards.contains(guardIndex) { guards.append(guardIndex) }
        }
        return guards.sorted()
    }

    /// The guards the edges a placement's steps take go through, with what each else edge does
    /// when it can do it without run-time data.
    private func guards(of wayEdges: [EdgeID], edges: [EdgePlan]) -> [PlacementGuard] {
        wayEdges.enumerated().compactMap { step, edgeID in
            let edge = edges[edgeID]
            guard let guardIndex = edge.guardIndex else { return nil }
            let otherwise = edge.otherwise.map { edges[$0].operation }
            return PlacementGuard(
                step: step, guardIndex: guardIndex,
                otherwise: otherwise.flatMap { needsRunTimeData($0) ? nil : $0 })
        }
    }

    /// Whether an operation carries a value only an action has at run time: an argument that is
    /// one of a route's or an action's parameters, or a required parameter left out.
    private func needsRunTimeData(_ operation: StateOperation) -> Bool {
        switch operation {
        case .push(let value), .select(let value, _), .present(let value, _), .setRoot(let value):
            return !isBuildable(value)
        case .openTab(_, let then): return then.map { needsRunTimeData($0) } ?? false
        case .showDialog(let dialog):
            return dialog.arguments.contains { argument in
                switch argument.value {
                case .routeParameter, .actionParameter: true
                default: false
                }
            }
        case .pop, .popToRoot, .dismiss, .dismissAll, .continueDeferred, .return: return false
        }
    }

    /// One search per scene (each tab's, or the app's one), from its entry: the initial root,
    /// or the sidebar.
    func placementSearches(edges: [EdgePlan]) -> [SceneSearch] {
        let scenes: [(tab: Int?, style: NavigationStyle, roots: [RouteID], columns: [Column: RouteID])] =
            model.isTabApp
            ? model.tabs.map { ($0.id, $0.style, $0.roots, $0.columns) }
            : [(nil, model.app.style, model.app.roots, model.app.columns)]
        // Which parameters of each route need an argument, read in route order: deciding below
        // whether the route an edge shows is buildable then reads this one dense list instead of
        // the route, which in a large model is a cache miss for every edge.
        let required = model.routes.map(Self.requiredParameters)
        // What the searches ask of each edge, decided once for every scene.
        let hops = edges.map { edge -> PlacementHop in
            guard let shown = edge.operation.shownRoute else {
                return PlacementHop(target: -1, isGuarded: false, isIntermediate: false, isLast: false)
            }
            return PlacementHop(
                target: shown.route, isGuarded: edge.guardIndex != nil,
                isIntermediate: Builder.intermediateStep(edge.operation) != nil
                    && isBuildable(shown, requiring: required[shown.route]),
                isLast: Builder.targetStep(edge.operation) != nil)
        }
        return scenes.map { scene in
            let entry = scene.style == .stack ? scene.roots.first : scene.columns[.sidebar]
            return SceneSearch(
                tab: scene.tab, isStack: scene.style == .stack, roots: scene.roots,
                search: entry.map { PlacementSearch(entry: $0, graph: model.graph, hops: hops) })
        }
    }

    static func targetStep(_ operation: StateOperation) -> TargetStep? {
        switch operation {
        case .push: .push
        case .select(_, let column): .select(column)
        case .present(_, let style): .present(style)
        case .setRoot: .root
        default: nil
        }
    }

    static func intermediateStep(_ operation: StateOperation) -> PlacementStep? {
        switch operation {
        case .push(let value): .push(value)
        case .select(let value, let column): .select(value, column: column)
        case .present(let value, let style): .present(value, style)
        case .setRoot(let value): .root(value)
        default: nil
        }
    }

    /// Which parameters of `route` need an argument, as a bit mask (bit `i` for parameter `i`),
    /// or nil for a route of more parameters than the mask holds.
    static func requiredParameters(of route: Route) -> UInt64? {
        guard route.parameters.count <= UInt64.bitWidth else { return nil }
        var mask: UInt64 = 0
        for (index, parameter) in route.parameters.enumerated() where parameter.isRequired {
            mask |= 1 << index
        }
        return mask
    }

    /// Whether a route value needs no run-time data: every argument a literal, and every
    /// parameter without an argument optional or defaulted.
    func isBuildable(_ value: RouteValue) -> Bool {
        isBuildable(value, requiring: Self.requiredParameters(of: model.routes[value.route]))
    }

    /// ``isBuildable(_:)`` with the route's ``requiredParameters(of:)`` given, so that a caller
    /// holding them in a dense list does not read the route itself.
    func isBuildable(_ value: RouteValue, requiring required: UInt64?) -> Bool {
        var given: UInt64 = 0
        for argument in value.arguments {
            switch argument.value {
            case .routeParameter, .actionParameter: return false
            // A shift past the mask's width gives 0, so a parameter beyond it sets no bit.
            default: given |= 1 << argument.parameter
            }
        }
        if let required { return required & ~given == 0 }
        // A route of more parameters than a mask holds: each required one needs an argument,
        // which flags by parameter tell in one pass over the arguments.
        let parameters = model.routes[value.route].parameters
        var hasArgument = [Bool](repeating: false, count: parameters.count)
        for argument in value.arguments where hasArgument.indices.contains(argument.parameter) {
            hasArgument[argument.parameter] = true
        }
        return parameters.indices.allSatisfy { !parameters[$0].isRequired || hasArgument[$0] }
    }
}

/// A pattern that opens a route, before its parser is named.
struct UnnamedMatcher {
    var route: RouteID
    var pattern: DeepLinkRoutePlan
    /// Which of the route's former patterns it is, or nil for its current one.
    var former: Int?

    /// The order of two patterns that match the same links: current patterns before former
    /// ones, then by route, then a route's former patterns in declaration order.
    var tieBreak: (isFormer: Int, route: RouteID, former: Int) { (former == nil ? 0 : 1, route, former ?? 0) }
}

/// Where a placement's way ends: the scene whose search found it (an index in the searches)
/// and the reached route whose screens the placement's last step is taken from.
struct WayEnd {
    var scene: Int
    var route: RouteID
}

/// The tree of the ways deep links open, made as ways are shared (``DeepLinkPlan/ways``).
struct WayTree {
    /// The nodes, parents first.
    private(set) var nodes: [PlacementNode] = []
    private let searches: [SceneSearch]
    /// The node of each tab's switch, by tab index (-1 until made).
    private var tabNodes: [Int] = []
    /// The node of the way to each reached route, by scene and route (-1 until made); a scene's
    /// list is made when a way of the scene is first shared.
    private var routeNodes: [[Int]]
    private let routeCount: Int
    /// The guard that taking an edge asks, by ``EdgeID`` (its `step` is not used).
    private let guardOfEdge: (EdgeID) -> PlacementGuard?

    init(searches: [SceneSearch], routeCount: Int, guardOfEdge: @escaping (EdgeID) -> PlacementGuard?) {
        self.searches = searches
        self.routeCount = routeCount
        self.routeNodes = Array(repeating: [], count: searches.count)
        self.guardOfEdge = guardOfEdge
    }

    /// The node of switching to `tab`, made when first asked for.
    mutating func tabNode(_ tab: Int) -> Int {
        if tab >= tabNodes.count { tabNodes += repeatElement(-1, count: tab + 1 - tabNodes.count) }
        if tabNodes[tab] < 0 {
            nodes.append(PlacementNode(parent: nil, step: .openTab(tab)))
            tabNodes[tab] = nodes.count - 1
        }
        return tabNodes[tab]
    }

    /// The node holding the way to `route`, which the search of scene `scene` reached: nil for
    /// the scene's entry in an app without tabs (its initial state needs no step).
    mutating func node(reaching route: RouteID, in scene: Int, edges: [EdgePlan]) -> Int? {
        guard let search = searches[scene].search else { return nil }
        if routeNodes[scene].isEmpty { routeNodes[scene] = Array(repeating: -1, count: routeCount) }
        // The routes on the way up to the entry or to a route with a node, nearest first. Every
        // reached route but the entry was reached by an edge, so the walk ends at one of those.
        var unmade: [(route: RouteID, edge: EdgeID)] = []
        var current = route
        while current != search.entry && routeNodes[scene][current] < 0,
            let edge = search.parentEdge(of: current)
        {
            unmade.append((current, edge))
            current = edges[edge].source
        }
        let made = routeNodes[scene][current]
        var parent: Int? =
            current == search.entry ? searches[scene].tab.map { tabNode($0) } : (made < 0 ? nil : made)
        for (reached, edge) in unmade.reversed() {
            guard let step = Builder.intermediateStep(edges[edge].operation) else { break }
            var node = PlacementNode(parent: parent, step: step)
            if edges[edge].guardIndex != nil, let guarded = guardOfEdge(edge) {
                node.guardIndex = guarded.guardIndex
                node.otherwise = guarded.otherwise
            }
            node.wayAsksGuards = node.guardIndex != nil || (parent.map { nodes[$0].wayAsksGuards } ?? false)
            nodes.append(node)
            parent = nodes.count - 1
            routeNodes[scene][reached] = nodes.count - 1
        }
        return parent
    }
}

/// A scene's entry for deep links: its tab, its roots, and the search from its entry.
struct SceneSearch {
    var tab: Int?
    var isStack: Bool
    var roots: [RouteID]
    var search: PlacementSearch?
}

/// What a placement search asks of an edge, decided once for every scene: a few bytes each, so
/// that the searches of a large app read one small array instead of the plan's edges.
struct PlacementHop {
    /// The route the edge shows, or -1 when it shows none.
    var target: RouteID
    /// Whether the edge goes through a guard.
    var isGuarded: Bool
    /// Whether the edge can be a step on the way to another route: its operation shows a route
    /// that needs no run-time data.
    var isIntermediate: Bool
    /// Whether the edge can be the last step, the one that shows a link's route.
    var isLast: Bool
}

/// One breadth-first search over the edges from a scene's entry, shared by every deep link:
/// it reaches the routes that need no run-time data, each by its shortest way (the first found,
/// in edge order), so each link's placement is that way plus the edge that shows the link's
/// route. The search is linear in the graph; finding each placement costs its length.
struct PlacementSearch {
    let entry: RouteID
    /// The edge each reached route was first reached by (nil for the entry and unreached routes).
    private var parent: [EdgeID?]
    /// The order routes were reached in (Int.max for unreached routes).
    private var order: [Int]
    /// How many guarded edges the way to each reached route takes.
    private var guards: [Int]
    private let graph: RouteGraph
    /// What the search asks of each edge, by ``EdgeID``.
    private let hops: [PlacementHop]

    init(entry: RouteID, graph: RouteGraph, hops: [PlacementHop]) {
        self.entry = entry
        self.graph = graph
        self.hops = hops
        let count = graph.outgoing.count
        var parent = [EdgeID?](repeating: nil, count: count)
        var order = [Int](repeating: Int.max, count: count)
        var guards = [Int](repeating: 0, count: count)
        order[entry] = 0
        var queue = [entry]
        // Ways without guards come first: the search runs over the edges without one, then goes
        // on from every route it reached through the guarded edges too, so a link asks a guard
        // only when no way around it exists.
        for throughGuards in [false, true] {
            var head = 0
            while head < queue.count {
                let route = queue[head]
                head += 1
                for edgeID in graph.outgoing[route] {
                    let hop = hops[edgeID]
                    guard throughGuards || !hop.isGuarded, hop.isIntermediate, order[hop.target] == Int.max
                    else { continue }
                    order[hop.target] = queue.count
                    parent[hop.target] = edgeID
                    guards[hop.target] = guards[route] + (hop.isGuarded ? 1 : 0)
                    queue.append(hop.target)
                }
            }
            guard !throughGuards, hops.contains(where: \.isGuarded) else { break }
        }
        self.parent = parent
        self.order = order
        self.guards = guards
    }

    /// The edge the search first reached `route` by: nil for the entry and unreached routes.
    func parentEdge(of route: RouteID) -> EdgeID? { parent[route] }

    /// The edge that shows `target` at the end of its way: of the edges from reached routes
    /// that can be a last step, the one whose way takes fewer guarded edges, then the one from
    /// the earlier-reached source. Nil when no reached route shows it.
    func lastEdge(to target: RouteID, edges: [EdgePlan]) -> EdgeID? {
        var best: (guarded: Int, order: Int, edge: EdgeID)?
        for edgeID in graph.incoming[target] {
            let hop = hops[edgeID]
            guard hop.target == target, hop.isLast else { continue }
            let source = edges[edgeID].source
            let reached = order[source]
            guard reached != Int.max else { continue }
            let guarded = guards[source] + (hop.isGuarded ? 1 : 0)
            if let current = best,
                (current.guarded, current.order, current.edge) <= (guarded, reached, edgeID)
            {
                continue
            }
            best = (guarded, reached, edgeID)
        }
        return best?.edge
    }

    /// The steps to `target` through `last` (its ``lastEdge(to:edges:)``): the way to the
    /// edge's source, then the edge, each step with the edge it takes; nil when the edge shows
    /// no route.
    func steps(through last: EdgeID, edges: [EdgePlan]) -> (steps: [PlacementStep], edges: [EdgeID])? {
        guard let lastStep = Builder.targetStep(edges[last].operation) else { return nil }
        var steps: [PlacementStep] = [.showTarget(lastStep)]
        var taken = [last]
        var route = edges[last].source
        while let edgeID = parent[route], let step = Builder.intermediateStep(edges[edgeID].operation) {
            steps.append(step)
            taken.append(edgeID)
            route = edges[edgeID].source
        }
        return (steps.reversed(), taken.reversed())
    }
}
