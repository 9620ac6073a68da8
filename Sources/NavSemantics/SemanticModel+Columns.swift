import NavSyntax

extension SemanticModel {
    /// The column each route is shown in, by ``RouteID``: nil for every route of a stack
    /// style. The graph output, the linter and the code generator all read this one decision.
    ///
    /// In a split view the sidebar's route is in the sidebar. With three columns, the content
    /// column shows its placeholder and every route the sidebar selects (pushes); every other
    /// route is in the detail column, where pushes go onto the detail's own stack.
    public var columns: [Column?] {
        guard app.style != .stack else { return Array(repeating: nil, count: routes.count) }
        var result = [Column?](repeating: .detail, count: routes.count)
        let sidebar = app.columns[.sidebar]
        if app.style == .split3 {
            if let content = app.columns[.content] { result[content] = .content }
            for edge in edges where edge.kind == .push && edge.source == sidebar {
                if let target = edge.target, target != sidebar { result[target] = .content }
            }
        }
        if let sidebar { result[sidebar] = .sidebar }
        return result
    }
}
