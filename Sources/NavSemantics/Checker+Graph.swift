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
    mutating func checkGraph(_ graph: RouteGraph, tabColumns: [[Column?]]) {
        for scene in scenes { checkColumns(scene) }
        checkRootArguments(graph)
        if declaresTabs {
            checkRootEdgesInTabs(graph)
            checkEdgesAcrossTabs(graph, tabColumns: tabColumns)
        }
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

    /// What a push or root edge does in one tab: the plan gives each edge one operation, which
    /// depends on the column its route (for a push) or its target (for a root edge) has there.
    private enum EdgeMeaningInTab: Equatable {
        case push
        case select(Column)
        case setRoot
        case popToSidebar

        /// How a note names it.
        var description: String {
            switch self {
            case .push: "pushes its route"
            case .select(let column): "selects its route in the \(column.rawValue) column"
            case .setRoot: "replaces the tab's root"
            case .popToSidebar: "returns to the sidebar"
            }
        }
    }

    /// NAV316 and NAV317: a `root` edge in a split tab shows a route of that tab's columns, and
    /// a push or root edge of a route shown in several tabs does the same in each of them.
    private mutating func checkEdgesAcrossTabs(_ graph: RouteGraph, tabColumns: [[Column?]]) {
        for edge in edges where (edge.kind == .push && edge.tab == nil) || edge.kind == .root {
            guard let target = edge.target, graph.tabs[edge.source].count > 0 else { continue }
            var meanings: [(tab: Tab, meaning: EdgeMeaningInTab)] = []
            for tabID in graph.tabs[edge.source].sorted() where tabColumns.indices.contains(tabID) {
                let tab = tabs[tabID]
                let columns = tabColumns[tabID]
                if edge.kind == .push {
                    switch columns[edge.source] {
                    case .sidebar?: meanings.append((tab, .select(.sidebar)))
                    case .content?: meanings.append((tab, .select(.content)))
                    case .detail?, nil: meanings.append((tab, .push))
                    }
                    continue
                }
                guard tab.style != .stack else {
                    // A target that is not one of the tab's roots is NAV306 already.
                    if tab.roots.contains(target) { meanings.append((tab, .setRoot)) }
                    continue
                }
                switch columns[target] {
                case .sidebar?: meanings.append((tab, .popToSidebar))
                case .content?: meanings.append((tab, .select(.sidebar)))
                case .detail?: meanings.append((tab, .select(tab.style == .split3 ? .content : .sidebar)))
                case nil:
                    let range = rootEdgeTargetRanges[edge.id] ?? edge.range
                    report(
                        Diagnostic(
                            .rootEdgeTargetNotInSplitTab, tab.name, routes[target].name, at: range,
                            notes: [
                                DiagnosticNote(
                                    "tab '\(tab.name)' shows '\(routes[edge.source].name)' in its split view")
                            ]))
                }
            }
            guard let first = meanings.first,
                let other = meanings.first(where: { $0.meaning != first.meaning })
            else { continue }
            report(
                Diagnostic(
                    .edgeDiffersAcrossTabs, edge.kind.rawValue, routes[edge.source].name, first.tab.name,
                    other.tab.name, at: edge.range,
                    notes: [
                        DiagnosticNote("in tab '\(first.tab.name)' it \(first.meaning.description)"),
                        DiagnosticNote("in tab '\(other.tab.name)' it \(other.meaning.description)"),
                    ]))
        }
    }
}
