import NavSemantics
import NavSwift
import NavSyntax

extension Builder {
    /// One stack or split view, or a tab view with one of them per tab.
    func planLayout() -> LayoutPlan {
        guard model.isTabApp else {
            return .single(
                planScene(style: model.app.style, roots: model.app.roots, columns: model.app.columns))
        }
        return .tabs(
            model.tabs.map { tab in
                TabPlan(
                    name: SwiftName(tab.name), title: tab.title, systemImage: tab.image,
                    scene: planScene(style: tab.style, roots: tab.roots, columns: tab.columns))
            })
    }

    private func planScene(style: NavigationStyle, roots: [RouteID], columns: [Column: RouteID]) -> ScenePlan
    {
        switch style {
        case .stack:
            let initial = roots.first ?? 0
            return .stack(StackPlan(roots: roots, initialRoot: RouteValue(route: initial, arguments: [])))
        case .split, .split3, .columns:
            return .split(
                SplitPlan(
                    hasContentColumn: style == .split3, isLegacyColumns: style == .columns,
                    sidebar: RouteValue(route: columns[.sidebar] ?? 0, arguments: []),
                    contentPlaceholder: style == .split3
                        ? columns[.content].map { RouteValue(route: $0, arguments: []) } : nil,
                    detailPlaceholder: columns[.detail].map { RouteValue(route: $0, arguments: []) }))
        }
    }

    /// The style of the scene `route` is shown in: its tab's (the first tab it is in), or the
    /// app's.
    func sceneStyle(of route: RouteID) -> NavigationStyle {
        guard model.isTabApp else { return model.app.style }
        let tab = model.graph.tabs[route].min() ?? 0
        return model.tabs.indices.contains(tab) ? model.tabs[tab].style : .stack
    }

    /// How the TabView shows its tabs, when the file asks for a style.
    func planTabStyle() -> TabStylePlan? {
        guard model.isTabApp, let style = model.app.tabStyle, style != .automatic else { return nil }
        let feature: Feature = style == .sidebarAdaptable ? .sidebarAdaptableTabs : .tabBarOnlyTabs
        let everywhere = Availability.isAvailableEverywhere(feature, targets: model.app.targets)
        return TabStylePlan(
            name: SwiftName(style.rawValue),
            availability: everywhere
                ? nil
                : Availability.introductions(of: feature).compactMap { entry in
                    SwiftPlatform(rawValue: entry.platform.rawValue).map {
                        SwiftAvailability($0, entry.version.components)
                    }
                })
    }

    // MARK: - Edges

    /// The state operation an edge performs.
    func planEdge(_ edge: NavSemantics.Edge) -> EdgePlan {
        EdgePlan(
            id: edge.id, source: edge.source, operation: operation(of: edge), guardIndex: edge.guardIndex,
            otherwise: edge.elseEdge)
    }

    private func operation(of edge: NavSemantics.Edge) -> StateOperation {
        let value = { () -> RouteValue in self.routeValue(of: edge) }
        switch edge.kind {
        case .push:
            if let tab = edge.tab { return .openTab(tab, then: arrival(of: value(), in: tab)) }
            switch columns[edge.source] {
            case .sidebar?: return .select(value(), column: .sidebar)
            case .content?: return .select(value(), column: .content)
            case .detail?, nil: return .push(value())
            }
        case .sheet: return .present(value(), .sheet)
        case .cover: return .present(value(), .cover)
        case .popover: return .present(value(), .popover)
        case .root:
            // In a split view a root edge replaces what the target's column shows.
            guard let target = edge.target, let column = columns[target] else { return .setRoot(value()) }
            switch column {
            case .content: return .select(value(), column: .sidebar)
            case .detail:
                return .select(value(), column: sceneStyle(of: target) == .split3 ? .content : .sidebar)
            case .sidebar: return .popToRoot
            }
        case .pop: return .pop
        case .popToRoot: return .popToRoot
        case .dismiss: return .dismiss
        case .dismissAll: return .dismissAll
        case .tab: return .openTab(edge.tab ?? 0, then: nil)
        case .alert, .dialog:
            guard let dialog = edge.dialog else { return .dismiss }
            return .showDialog(
                DialogValue(
                    dialog: dialog,
                    arguments: arguments(of: edge, to: ParameterLookup(model.dialogs[dialog].parameters))))
        case .return:
            let value = edge.value.map {
                plannedValue(
                    $0, parameters: visibleParameters(of: edge),
                    actionParameters: triggeringParameters(of: edge))
            }
            return .return(value ?? .nil)
        case .continue: return .continueDeferred
        }
    }

    /// How `push ROUTE in TAB` shows its route once the tab is selected: pushed onto a stack
    /// tab's stack; in a split tab, selected by the column before the route's own (so the
    /// column shows it as its root, not pushed over the placeholder), and nothing more for
    /// the tab's sidebar, which the tab shows anyway.
    private func arrival(of value: RouteValue, in tab: TabID) -> StateOperation? {
        let style = model.tabs.indices.contains(tab) ? model.tabs[tab].style : .stack
        guard style != .stack, model.tabColumns.indices.contains(tab) else { return .push(value) }
        switch model.tabColumns[tab][value.route] {
        case .sidebar?: return nil
        case .content?: return .select(value, column: .sidebar)
        case .detail?: return .select(value, column: style == .split3 ? .content : .sidebar)
        case nil: return .push(value)
        }
    }

    /// The route parameters an edge's values may read: none in an alert's button, which sees
    /// only the alert's parameters (planned as the action's).
    private func visibleParameters(of edge: NavSemantics.Edge) -> ParameterLookup {
        if case .dialogButton = edge.trigger { return .none }
        return model.routes[edge.source].parameterLookup
    }

    /// The parameters of what triggers an edge, which its values may read: the action's, or
    /// for an alert's button the alert's, which play that part.
    private func triggeringParameters(of edge: NavSemantics.Edge) -> ParameterLookup? {
        switch edge.trigger {
        case .action(let index) where index < model.routes[edge.source].actions.count:
            return ParameterLookup(model.routes[edge.source].actions[index].parameters)
        case .dialogButton(let dialog, _):
            return ParameterLookup(model.dialogs[dialog].parameters)
        default:
            return nil
        }
    }

    /// An edge's arguments for `parameters`, in parameter order.
    private func arguments(of edge: NavSemantics.Edge, to parameters: ParameterLookup) -> [RouteArgument] {
        let sourceParameters = visibleParameters(of: edge)
        let action = triggeringParameters(of: edge)
        return edge.arguments.compactMap { argument -> RouteArgument? in
            guard let index = parameters.index(named: argument.parameter) else { return nil }
            return RouteArgument(
                parameter: index,
                value: plannedValue(argument.value, parameters: sourceParameters, actionParameters: action))
        }.sorted { $0.parameter < $1.parameter }
    }

    /// The route an edge shows, with its arguments in parameter order.
    private func routeValue(of edge: NavSemantics.Edge) -> RouteValue {
        // Only the parts needed are read: copying whole routes costs a retain per field.
        let targetID = model.routes[edge.target ?? 0].id
        return RouteValue(
            route: targetID, arguments: arguments(of: edge, to: model.routes[targetID].parameterLookup))
    }
}
