import NavSource
import NavSyntax

extension Checker {
    /// Reports graph errors (NAV3xx) once the graph is known. An edge whose target did not
    /// resolve (already reported) could lead anywhere, so no error here follows from it: what
    /// it might push, present or switch to is assumed to be.
    ///
    /// The checks apply to the app's stack or split view, or to every tab's, and follow the
    /// tree of presentations: a route pushed inside a sheet is in that presentation, so
    /// `dismissAll` has something to close there.
    mutating func checkGraph(_ graph: RouteGraph) {
        for scene in scenes { checkColumns(scene) }
        checkRootArguments(graph)
        if declaresTabs { checkRootEdgesInTabs(graph) }
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
            case .dismissAll:
                guard !graph.mayBeInPresentation(edge.source) else { continue }
                var notes: [DiagnosticNote] = []
                if graph.isPushed(edge.source) {
                    notes.append(
                        DiagnosticNote("the route is pushed; use 'popToRoot' to go back to the root"))
                }
                report(
                    Diagnostic(.dismissAllWithoutPresentation, route.name, at: edge.range, notes: notes))
            case .continue:
                guard !graph.mayBeInPresentation(edge.source) else { continue }
                report(Diagnostic(.continueWithoutPresentation, route.name, at: edge.range))
            case .push, .sheet, .cover, .popover, .root, .tab, .return, .alert, .dialog:
                continue
            }
        }
    }

    /// NAV304 and NAV305: the columns a split style needs, and columns without one.
    private mutating func checkColumns(_ scene: CheckedScene) {
        let needed: [Column]
        switch scene.style {
        case .stack: needed = []
        case .split, .columns: needed = [.sidebar, .detail]
        case .split3: needed = [.sidebar, .content, .detail]
        }
        if scene.style == .stack {
            for (column, _) in scene.columns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                report(
                    Diagnostic(
                        .columnWithoutSplitStyle, column.rawValue, scene.style.rawValue,
                        column == .content ? "split3" : "split, split3 or columns",
                        at: scene.columnRanges[column] ?? scene.nameRange))
            }
        }
        for column in needed where scene.columns[column] == nil && !scene.unresolvedColumns.contains(column) {
            report(Diagnostic(.missingColumn, scene.style.rawValue, column.rawValue, at: scene.nameRange))
        }
        if scene.style == .split || scene.style == .columns, scene.columns[.content] != nil {
            report(
                Diagnostic(
                    .columnWithoutSplitStyle, Column.content.rawValue, scene.style.rawValue, "split3",
                    at: scene.columnRanges[.content] ?? scene.nameRange))
        }
    }

    /// NAV301: routes shown without arguments that require some: the initial root and the
    /// columns of every scene, and the other roots that no `root` edge switches to. A root
    /// that only an unresolved `root` edge might switch to is given the benefit of the doubt.
    private mutating func checkRootArguments(_ graph: RouteGraph) {
        var shownWithoutArguments: [RouteID] = []
        let scenes = self.scenes
        for scene in scenes {
            if let initial = scene.roots.first { shownWithoutArguments.append(initial) }
            shownWithoutArguments += scene.columns.sorted(by: { $0.key.rawValue < $1.key.rawValue }).map(
                \.value)
        }
        // The later roots a `root` edge shows, which it gives their arguments.
        let shownByRootEdges = Set(edges.lazy.filter { $0.kind == .root }.compactMap(\.target))
        for scene in scenes {
            for root in scene.roots.dropFirst()
            where !graph.unresolvedEdgeKinds.contains(.root) && !shownByRootEdges.contains(root) {
                shownWithoutArguments.append(root)
            }
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

    /// NAV306 in a tab app: a `root` edge replaces the root of the tab it is taken in, so its
    /// route must be listed in the `roots` of every tab the edge's route is shown in (or, for a
    /// route in no tab, of some tab). Tabs with a misspelled root, or with no roots (split
    /// styles), are given the benefit of the doubt.
    private mutating func checkRootEdgesInTabs(_ graph: RouteGraph) {
        for edge in edges where edge.kind == .root {
            guard let target = edge.target, let range = rootEdgeTargetRanges[edge.id] else { continue }
            let owners = graph.tabs[edge.source].sorted().map { tabs[$0] }
            let missing: [Tab]
            if owners.isEmpty {
                let listed = tabs.contains {
                    $0.roots.contains(target) || tabsWithUnresolvedRoots.contains($0.id)
                }
                missing = listed ? [] : tabs.filter { !$0.roots.isEmpty }
            } else {
                missing = owners.filter { tab in
                    !tab.roots.isEmpty && !tab.roots.contains(target)
                        && !tabsWithUnresolvedRoots.contains(tab.id)
                }
            }
            guard !missing.isEmpty else { continue }
            let names = missing.map { "'\($0.name)'" }.joined(separator: ", ")
            let what =
                owners.isEmpty
                ? "the 'roots' of one of the tabs"
                : "the 'roots' of \(missing.count == 1 ? "tab" : "tabs") \(names)"
            report(
                Diagnostic(
                    .rootEdgeTargetNotRoot, routes[target].name, at: range,
                    notes: [DiagnosticNote("add it to \(what)")]))
        }
    }
}
