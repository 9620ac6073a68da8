import NavSemantics
import NavSwift
import NavSyntax

extension Builder {
    /// Deep links: codecs per parameter, the order patterns are tried in, and where each link
    /// opens its route.
    func planDeepLinks(edges: [EdgePlan]) -> DeepLinkPlan? {
        let linked = model.routes.filter { $0.deepLink != nil }
        guard !linked.isEmpty else { return nil }
        var links: [RouteID: DeepLinkRoutePlan] = [:]
        var searches: [RouteID: ShortestWays] = [:]
        for route in linked {
            guard let pattern = route.deepLink else { continue }
            var codecs: [Int: URLCodec] = [:]
            for (index, parameter) in route.parameters.enumerated() {
                if let codec = codec(for: parameter.type.unwrapped) { codecs[index] = codec }
            }
            let segments = pattern.segments.map { segment -> DeepLinkSegmentPlan in
                switch segment {
                case .literal(let text): return .literal(text)
                case .placeholder(let name):
                    return .parameter(route.parameters.firstIndex { $0.name == name } ?? 0)
                }
            }
            let inPath = Set(pattern.placeholders)
            let outside = route.parameters.indices.filter { !inPath.contains(route.parameters[$0].name) }
            links[route.id] = DeepLinkRoutePlan(
                segments: segments, queryParameters: outside.filter { codecs[$0] != nil },
                fixedParameters: outside.filter { codecs[$0] == nil }, codecs: codecs,
                placement: placement(of: route.id, edges: edges, searches: &searches))
        }
        let order = linked.map(\.id).sorted { lhs, rhs in
            let left = specificity(links[lhs]!.segments)
            let right = specificity(links[rhs]!.segments)
            return left != right ? left.lexicographicallyPrecedes(right) : lhs < rhs
        }
        return DeepLinkPlan(
            matchOrder: order, links: links,
            chunks: order.count > options.chunkSize ? chunking(order).chunks : [order])
    }

    /// A pattern's sort key: segment count, then literal (0) before placeholder (1) at each
    /// position, so the first difference from the left decides.
    private func specificity(_ segments: [DeepLinkSegmentPlan]) -> [Int] {
        [segments.count]
            + segments.map { segment in
                if case .literal = segment { return 0 }
                return 1
            }
    }

    /// How a value of `type` is written to and read from URL text, or nil when it cannot be.
    private func codec(for type: TypeReference) -> URLCodec? {
        if let standard = type.standardType {
            switch standard {
            case .string: return .string
            case .uuid: return .uuid
            case .bool: return .bool
            default:
                guard standard.isURLParsable else { return nil }
                return .lossless(.named(standard.rawValue))
            }
        }
        guard let declared = model.declaredType(named: type.description),
            declared.conformances.contains("LosslessStringConvertible"),
            case .named(let components) = type,
            components.allSatisfy({ SwiftName.isValidIdentifier($0.name) && $0.genericArguments.isEmpty })
        else { return nil }
        return .lossless(.named(components.map { SwiftType.Component(SwiftName($0.name)) }))
    }

    // MARK: - Placement

    /// Where a deep link opens `target`: the shortest way from the scene's entry to it through
    /// routes that need no run-time data, ending with the edge that shows it; when there is
    /// none, the route is shown directly (pushed onto the initial root, or selected in its
    /// column of a split view). `searches` keeps the search from each entry, so the graph is
    /// searched once for all linked routes, not once per route.
    func placement(
        of target: RouteID, edges: [EdgePlan], searches: inout [RouteID: ShortestWays]
    ) -> DeepLinkPlacement {
        let app = model.app
        let entry: RouteID
        switch app.style {
        case .stack:
            if app.roots.contains(target) { return DeepLinkPlacement(tab: nil, steps: [.showTarget(.root)]) }
            entry = app.roots.first ?? target
        case .split, .split3, .columns:
            guard let sidebar = app.columns[.sidebar] else {
                return DeepLinkPlacement(tab: nil, steps: [.showTarget(.push)])
            }
            entry = sidebar
        }
        if searches[entry] == nil { searches[entry] = shortestWays(from: entry, edges: edges) }
        if let steps = searches[entry]?.steps(to: target) {
            return DeepLinkPlacement(tab: nil, steps: steps)
        }
        switch columns[target] {
        case .content?: return DeepLinkPlacement(tab: nil, steps: [.showTarget(.select(.sidebar))])
        case .detail?:
            return DeepLinkPlacement(
                tab: nil, steps: [.showTarget(.select(app.style == .split3 ? .content : .sidebar))])
        case .sidebar?: return DeepLinkPlacement(tab: nil, steps: [])
        case nil: return DeepLinkPlacement(tab: nil, steps: [.showTarget(.push)])
        }
    }

    /// One breadth-first search over edges from `entry`, whose intermediate routes must be
    /// buildable from literals and defaults alone, recording for every route the first edge
    /// that shows it.
    ///
    /// It finds for every target what a search from `entry` that stops at the target finds:
    /// such a search never enters the target, but it reaches the target's first showing edge
    /// before the target could be entered (entering it takes an edge that shows it), so both
    /// searches take the same steps until then.
    private func shortestWays(from entry: RouteID, edges: [EdgePlan]) -> ShortestWays {
        var ways = ShortestWays(entry: entry)
        var visited: Set<RouteID> = [entry]
        var queue: [RouteID] = [entry]
        var head = 0
        while head < queue.count {
            let route = queue[head]
            head += 1
            for edgeID in model.graph.outgoing[route] {
                let edge = edges[edgeID]
                guard let value = shownValue(edge.operation) else { continue }
                if ways.firstShowing[value.route] == nil, let step = targetStep(edge.operation) {
                    ways.firstShowing[value.route] = (route, step)
                }
                guard !visited.contains(value.route), isBuildable(value) else { continue }
                visited.insert(value.route)
                guard let step = intermediateStep(edge.operation) else { continue }
                ways.reachedBy[value.route] = (route, step)
                queue.append(value.route)
            }
        }
        return ways
    }

    /// The route an operation shows, if any.
    private func shownValue(_ operation: StateOperation) -> RouteValue? {
        switch operation {
        case .push(let value), .select(let value, _), .present(let value, _), .setRoot(let value): value
        case .openTab(_, let value?): value
        case .pop, .popToRoot, .dismiss, .dismissAll, .openTab(_, nil): nil
        }
    }

    private func targetStep(_ operation: StateOperation) -> TargetStep? {
        switch operation {
        case .push: .push
        case .select(_, let column): .select(column)
        case .present(_, let style): .present(style)
        case .setRoot: .root
        default: nil
        }
    }

    private func intermediateStep(_ operation: StateOperation) -> PlacementStep? {
        switch operation {
        case .push(let value): .push(value)
        case .select(let value, let column): .select(value, column: column)
        case .present(let value, let style): .present(value, style)
        case .setRoot(let value): .root(value)
        default: nil
        }
    }

    /// Whether a route value needs no run-time data: every argument a literal, and every
    /// parameter without an argument optional or defaulted.
    private func isBuildable(_ value: RouteValue) -> Bool {
        let route = model.routes[value.route]
        for (index, parameter) in route.parameters.enumerated() {
            if let argument = value.arguments.first(where: { $0.parameter == index }) {
                switch argument.value {
                case .routeParameter, .actionParameter: return false
                default: continue
                }
            }
            if parameter.isRequired { return false }
        }
        return true
    }
}

/// The result of one breadth-first search from a scene's entry (see
/// `Builder.shortestWays(from:edges:)`): how each route was first reached, and the first edge
/// that shows each route.
struct ShortestWays {
    /// Where the search starts.
    let entry: RouteID
    /// For each route the search went through, the route it came from and the step taken.
    var reachedBy: [RouteID: (from: RouteID, step: PlacementStep)] = [:]
    /// For each route, the route of the first edge that shows it and how that edge shows it.
    var firstShowing: [RouteID: (from: RouteID, step: TargetStep)] = [:]

    /// The steps from the entry to `target`, ending with the one that shows it, or nil when no
    /// edge the search saw shows it.
    func steps(to target: RouteID) -> [PlacementStep]? {
        guard let last = firstShowing[target] else { return nil }
        var steps: [PlacementStep] = [.showTarget(last.step)]
        var route = last.from
        while route != entry, let previous = reachedBy[route] {
            steps.append(previous.step)
            route = previous.from
        }
        return steps.reversed()
    }
}
