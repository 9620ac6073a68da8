import NavSource
import NavSyntax

/// Where the checker divides a large app's routes between two cores to resolve their members
/// and edges (``Checker/resolveMembersInHalves(syntax:splittingAt:)``).
public enum RouteSplit: Sendable {
    /// In two halves when the app has at least ``Checker/halvedRouteCount`` routes.
    case automatic
    /// Never: every route on the calling core.
    case never
    /// Before the route at this index, whatever the app's size (for tests); an index outside
    /// `1..<routeCount` means never.
    case before(RouteID)

    /// The first route of the second half, or nil to resolve every route on one core.
    func index(forRouteCount count: Int) -> RouteID? {
        switch self {
        case .automatic: count >= Checker.halvedRouteCount ? count / 2 : nil
        case .never: nil
        case .before(let index): index > 0 && index < count ? index : nil
        }
    }
}

extension Checker {
    /// How many routes an app needs for its members and edges to be resolved on two cores: below
    /// it, the work takes a few milliseconds and the halves' merge is not worth making.
    public static let halvedRouteCount = 1_000

    /// The model's lists that grow as routes' members and edges are resolved, by length.
    private struct GrowingCounts {
        var edges: Int
        var dialogs: Int
        var returnsWithoutResult: Int
    }

    /// Resolves the members and edges of the routes before `split` on this core and of the
    /// others on another, and makes the result the one that resolving every route in order
    /// gives.
    ///
    /// The second half is resolved by a copy of the checker made once every route's parameters
    /// are resolved, and neither half sees the other's work. That changes nothing for routes that report no
    /// diagnostic: a route's members and edges read only other routes' parameters, and what
    /// depends on earlier routes (a repeated alert name, by the first declarations noted before;
    /// a repeated deep link, checked after both halves) does not depend on the half. What a
    /// route reports may depend on it: a type reported unknown is not checked again, and only
    /// the app's first misspellings are searched for a suggestion. So the second half stops at
    /// its first route that reports; the routes before it join this core's work, with their
    /// edges' and dialogs' IDs moved past this half's, and this core resolves the rest in
    /// order, as one core would.
    mutating func resolveMembersInHalves(syntax: consuming [RouteDecl], splittingAt split: RouteID) {
        var firstHalf = syntax
        // Each half's syntax and the copy of the checker are handed over, not captured, so that
        // the other core holds the only reference and releases each route's syntax as it goes.
        let secondHalf = Handoff(Array(firstHalf[split...]))
        firstHalf.removeSubrange(split...)
        let before = growingCounts
        let copy = Handoff(copyForSecondHalf(splittingAt: split))
        let second = BackgroundWork {
            () -> (checker: Checker, stop: RouteID?, counts: GrowingCounts, rest: [RouteDecl]) in
            var checker = copy.take()
            var syntax = secondHalf.take()
            let ids = split..<checker.routes.count
            guard let stop = checker.resolveMembers(of: ids, syntax: &syntax, stopsAtDiagnostic: true) else {
                return (checker, nil, checker.growingCounts, [])
            }
            // The route that reported is resolved again, on the first core, after the others.
            return (checker, stop, checker.counts(before: stop), Array(syntax[(stop - split)...]))
        }
        resolveMembers(of: 0..<split, syntax: &firstHalf, stopsAtDiagnostic: false)
        firstHalf = []
        var (checker, stop, counts, rest) = second.take()
        let resolved = split..<(stop ?? routes.count)
        adopt(&checker, routes: resolved, counts: counts, before: before)
        routesResolvedOnSecondCore = resolved
        if let stop {
            resolveMembers(of: stop..<routes.count, syntax: &rest, stopsAtDiagnostic: false)
        }
    }

    /// The copy of this checker that resolves the routes from `split` on. It holds the first
    /// half's routes only as the parameters its edges give arguments to (``parameters(of:)``),
    /// with a stand-in in their place: a route both halves held would be copied by the half that
    /// writes it, and the first half writes each of its routes.
    private func copyForSecondHalf(splittingAt split: RouteID) -> Checker {
        var copy = self
        copy.firstHalfParameters = routes[..<split].map(\.parameterLookup)
        copy.routes = Array(repeating: routes[0], count: split) + routes[split...]
        return copy
    }

    /// The parameters of route `id`, which an edge to it gives arguments to: read from the
    /// table of the first half's routes in the copy that resolves the second half.
    func parameters(of id: RouteID) -> ParameterLookup {
        id < firstHalfParameters.count ? firstHalfParameters[id] : routes[id].parameterLookup
    }

    private var growingCounts: GrowingCounts {
        GrowingCounts(
            edges: edges.count, dialogs: dialogs.count, returnsWithoutResult: returnsWithoutResult.count)
    }

    /// The counts before route `id`, the last one this checker resolved: its edges, dialogs and
    /// noted results are the last in their lists.
    private func counts(before id: RouteID) -> GrowingCounts {
        GrowingCounts(
            edges: edges.firstIndex { $0.source == id } ?? edges.count,
            dialogs: dialogs.firstIndex { $0.route == id } ?? dialogs.count,
            returnsWithoutResult: returnsWithoutResult.firstIndex { $0.route == id }
                ?? returnsWithoutResult.count)
    }

    /// Takes the work of `other`, a copy of this checker made when both had the counts `before`:
    /// the routes `ids`, which it resolved without a diagnostic, and the edges, dialogs and
    /// noted results it made for them, the lists' entries up to `counts`.
    private mutating func adopt(
        _ other: inout Checker, routes ids: Range<RouteID>, counts: GrowingCounts, before: GrowingCounts
    ) {
        let shift = IDShift(
            edges: edges.count - before.edges, dialogs: dialogs.count - before.dialogs,
            firstEdge: before.edges, firstDialog: before.dialogs)
        // The routes are moved over before their IDs are, so that each is written in a box it
        // alone holds.
        var otherRoutes: [Route] = []
        swap(&otherRoutes, &other.routes)
        for id in ids { routes[id] = otherRoutes[id] }
        otherRoutes = []
        for id in ids { shift.apply(to: &routes[id]) }
        for index in before.edges..<counts.edges {
            var edge = other.edges[index]
            shift.apply(to: &edge)
            if let guardIndex = edge.guardIndex { guards[guardIndex].isUsed = true }
            edges.append(edge)
        }
        for index in before.dialogs..<counts.dialogs {
            var dialog = other.dialogs[index]
            shift.apply(to: &dialog)
            dialogIDs[dialog.name] = dialog.id
            dialogs.append(dialog)
        }
        returnsWithoutResult +=
            other.returnsWithoutResult[before.returnsWithoutResult..<counts.returnsWithoutResult]
        for (edge, range) in other.rootEdgeTargetRanges where edge >= before.edges && edge < counts.edges {
            rootEdgeTargetRanges[shift.edge(edge)] = range
        }
        // Types resolved without a diagnostic are the same whichever half resolved them.
        parameterTypeSyntax.merge(other.parameterTypeSyntax) { mine, _ in mine }
        cleanParameterTypes.merge(other.cleanParameterTypes) { mine, _ in mine }
    }
}

/// How the IDs of the edges and dialogs that the second half made move when its lists follow
/// the first half's.
private struct IDShift {
    var edges: Int
    var dialogs: Int
    /// The first ID the second half gave; IDs below it were given before the halves.
    var firstEdge: Int
    var firstDialog: Int

    func edge(_ id: EdgeID) -> EdgeID { id >= firstEdge ? id + edges : id }
    func dialog(_ id: DialogID) -> DialogID { id >= firstDialog ? id + dialogs : id }

    func apply(to route: inout Route) {
        for index in route.actions.indices {
            route.actions[index].edge = route.actions[index].edge.map(edge)
        }
        for entry in route.toolbar.indices {
            for button in route.toolbar[entry].buttons.indices {
                route.toolbar[entry].buttons[button].edge = route.toolbar[entry].buttons[button].edge.map(
                    edge)
            }
        }
        route.dialogs = route.dialogs.map(dialog)
    }

    func apply(to model: inout Edge) {
        model.id = edge(model.id)
        if let other = model.elseEdge { model.elseEdge = edge(other) }
        if let other = model.guardedEdge { model.guardedEdge = edge(other) }
        if let shown = model.dialog { model.dialog = dialog(shown) }
        if case .dialogButton(let shown, let button) = model.trigger {
            model.trigger = .dialogButton(dialog: dialog(shown), button: button)
        }
    }

    func apply(to model: inout Dialog) {
        model.id = dialog(model.id)
        for index in model.buttons.indices {
            model.buttons[index].edge = model.buttons[index].edge.map(edge)
        }
    }
}
