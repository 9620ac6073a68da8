import NavSource
import NavSyntax

extension Checker {
    /// Reports graph errors (NAV3xx) once the graph is known. An edge whose target did not
    /// resolve (already reported) could lead anywhere, so no error here follows from it: what
    /// it might push, present or switch to is assumed to be.
    mutating func checkGraph(_ graph: RouteGraph) {
        checkColumns()
        checkRootArguments(graph)
        for edge in edges {
            let route = routes[edge.source]
            switch edge.kind {
            case .pop, .popToRoot:
                guard !graph.mayBePushed(edge.source) else { continue }
                var notes: [DiagnosticNote] = []
                if graph.isPresented(edge.source) {
                    notes.append(DiagnosticNote("the route is presented; use 'dismiss' to close it"))
                }
                report(
                    Diagnostic(.popWithoutStack, edge.kind.rawValue, route.name, at: edge.range, notes: notes)
                )
            case .dismiss:
                guard !graph.mayBePushed(edge.source) && !graph.mayBePresented(edge.source) else { continue }
                report(Diagnostic(.dismissWithoutPresentation, route.name, at: edge.range))
            case .push, .sheet, .cover, .root:
                continue
            }
        }
    }

    /// NAV304 and NAV305: the columns a split style needs, and columns without one.
    private mutating func checkColumns() {
        let needed: [Column]
        switch app.style {
        case .stack: needed = []
        case .split, .columns: needed = [.sidebar, .detail]
        case .split3: needed = [.sidebar, .content, .detail]
        }
        if app.style == .stack {
            for (column, route) in app.columns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                report(
                    Diagnostic(
                        .columnWithoutSplitStyle, column.rawValue, app.style.rawValue,
                        at: routes[route].nameRange))
            }
        }
        for column in needed where app.columns[column] == nil && !unresolvedColumns.contains(column) {
            report(Diagnostic(.missingColumn, app.style.rawValue, column.rawValue, at: app.nameRange))
        }
        if app.style == .split || app.style == .columns, let content = app.columns[.content] {
            report(
                Diagnostic(
                    .columnWithoutSplitStyle, Column.content.rawValue, app.style.rawValue,
                    at: routes[content].nameRange))
        }
    }

    /// NAV301: routes shown without arguments that require some. A root that only an
    /// unresolved `root` edge might switch to is given the benefit of the doubt.
    private mutating func checkRootArguments(_ graph: RouteGraph) {
        var shownWithoutArguments: [RouteID] = []
        if let initial = app.roots.first { shownWithoutArguments.append(initial) }
        shownWithoutArguments += app.columns.sorted(by: { $0.key.rawValue < $1.key.rawValue }).map(\.value)
        for root in app.roots.dropFirst()
        where !graph.unresolvedEdgeKinds.contains(.root)
            && !edges.contains(where: { $0.kind == .root && $0.target == root })
        {
            shownWithoutArguments.append(root)
        }
        var reported: Set<RouteID> = []
        for route in shownWithoutArguments where routes[route].hasRequiredParameters {
            guard reported.insert(route).inserted else { continue }
            let required = routes[route].parameters.filter(\.isRequired).map { "'\($0.name)'" }.joined(
                separator: ", ")
            report(
                Diagnostic(
                    .rootNeedsArguments, routes[route].name, at: routes[route].nameRange,
                    notes: [
                        DiagnosticNote(
                            "required: \(required); give them default values or make them optional")
                    ]))
        }
    }
}
