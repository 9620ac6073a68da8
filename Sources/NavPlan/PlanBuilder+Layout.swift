import NavSemantics
import NavSwift
import NavSyntax

extension Builder {
    /// One stack, or a split view whose sidebar selection drives the next column.
    func planLayout() -> LayoutPlan {
        .single(planScene())
    }

    private func planScene() -> ScenePlan {
        let app = model.app
        switch app.style {
        case .stack:
            let initial = app.roots.first ?? 0
            return .stack(StackPlan(roots: app.roots, initialRoot: RouteValue(route: initial, arguments: [])))
        case .split, .split3, .columns:
            return .split(
                SplitPlan(
                    hasContentColumn: app.style == .split3, isLegacyColumns: app.style == .columns,
                    sidebar: RouteValue(route: app.columns[.sidebar] ?? 0, arguments: []),
                    contentPlaceholder: app.style == .split3
                        ? app.columns[.content].map { RouteValue(route: $0, arguments: []) } : nil,
                    detailPlaceholder: app.columns[.detail].map { RouteValue(route: $0, arguments: []) }))
        }
    }

    // MARK: - Edges

    /// The state operation an edge performs.
    func planEdge(_ edge: NavSemantics.Edge) -> EdgePlan {
        EdgePlan(id: edge.id, source: edge.source, operation: operation(of: edge))
    }

    private func operation(of edge: NavSemantics.Edge) -> StateOperation {
        let value = { () -> RouteValue in self.routeValue(of: edge) }
        switch edge.kind {
        case .push:
            switch columns[edge.source] {
            case .sidebar?: return .select(value(), column: .sidebar)
            case .content?: return .select(value(), column: .content)
            case .detail?, nil: return .push(value())
            }
        case .sheet: return .present(value(), .sheet)
        case .cover: return .present(value(), .cover)
        case .root:
            // In a split view a root edge replaces what the target's column shows.
            guard model.app.style != .stack, let target = edge.target else { return .setRoot(value()) }
            switch columns[target] {
            case .content?: return .select(value(), column: .sidebar)
            case .detail?: return .select(value(), column: model.app.style == .split3 ? .content : .sidebar)
            case .sidebar?, nil: return .popToRoot
            }
        case .pop: return .pop
        case .popToRoot: return .popToRoot
        case .dismiss: return .dismiss
        }
    }

    /// The route an edge shows, with its arguments in parameter order.
    private func routeValue(of edge: NavSemantics.Edge) -> RouteValue {
        let target = model.routes[edge.target ?? 0]
        let source = model.routes[edge.source]
        var action: Action?
        if case .action(let index) = edge.trigger, index < source.actions.count {
            action = source.actions[index]
        }
        let arguments = edge.arguments.compactMap { argument -> RouteArgument? in
            guard let index = target.parameters.firstIndex(where: { $0.name == argument.parameter }) else {
                return nil
            }
            return RouteArgument(
                parameter: index, value: plannedValue(argument.value, in: source, action: action))
        }
        return RouteValue(route: target.id, arguments: arguments.sorted { $0.parameter < $1.parameter })
    }
}
