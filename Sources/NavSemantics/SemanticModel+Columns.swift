import NavSyntax

/// The one decision of which column each route is shown in. The graph output, the linter and
/// the code generator all read it from ``SemanticModel/columns`` and
/// ``SemanticModel/tabColumns``, which the checker fills in with these functions.
///
/// In a split view the sidebar's route is in the sidebar. With three columns, the content
/// column shows its placeholder and every route the sidebar selects (pushes); every other
/// route is in the detail column, where pushes go onto the detail's own stack. Routes of a
/// stack have no column.
///
/// In a tab app each tab's split view decides for the routes in that tab (those its roots and
/// columns reach, see ``RouteGraph/tabs``). A route in several tabs takes its column from the
/// first of them, in declaration order; routes in no tab have none.
enum ColumnAssignment {
    /// The column of every route of an app without tabs.
    static func columns(of app: AppHeader, edges: [Edge], routeCount: Int) -> [Column?] {
        columns(style: app.style, columns: app.columns, edges: edges, routeCount: routeCount) { _ in true }
    }

    /// The column of every route within `tab`'s split view, by ``RouteID``.
    static func columns(of tab: Tab, edges: [Edge], graph: RouteGraph) -> [Column?] {
        columns(style: tab.style, columns: tab.columns, edges: edges, routeCount: graph.tabs.count) {
            graph.tabs[$0].contains(tab.id)
        }
    }

    /// The column of every route of a tab app: each route's first tab decides.
    static func merged(_ tabColumns: [[Column?]], tabs: [Tab], graph: RouteGraph) -> [Column?] {
        graph.tabs.indices.map { route in
            guard let first = graph.tabs[route].min() else { return nil }
            return tabColumns[first][route]
        }
    }

    /// The columns of one stack or split view whose routes are those `isMember` accepts.
    private static func columns(
        style: NavigationStyle, columns: [Column: RouteID], edges: [Edge], routeCount: Int,
        isMember: (RouteID) -> Bool
    ) -> [Column?] {
        var result = [Column?](repeating: nil, count: routeCount)
        guard style != .stack else { return result }
        for route in 0..<routeCount where isMember(route) { result[route] = .detail }
        let sidebar = columns[.sidebar]
        if style == .split3 {
            if let content = columns[.content] { result[content] = .content }
            // A push that names a tab switches to it first, so it selects nothing here.
            for edge in edges where edge.kind == .push && edge.source == sidebar && edge.tab == nil {
                if let target = edge.target, target != sidebar { result[target] = .content }
            }
        }
        if let sidebar { result[sidebar] = .sidebar }
        return result
    }
}
