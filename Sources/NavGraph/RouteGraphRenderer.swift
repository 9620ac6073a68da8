import NavLint
import NavSemantics
import NavSource
import NavSyntax

/// The formats `navc graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT, for `dot -Tsvg`.
    case dot
    /// A Mermaid flowchart, which GitHub renders in Markdown as is.
    case mermaid
    /// A JSON document for other tools.
    case json
}

/// Renders the route graph of a checked model: routes as nodes (title, parameters, roots and
/// deep-link entry points marked), edges labelled by action and kind, and lint findings
/// (unreachable routes, no way back, dead ends) highlighted. In a tab app each tab is a
/// cluster holding a node for the tab and the routes shown only in it, and tab switches lead
/// to the tab's node. Output is deterministic: tabs, routes and edges appear in declaration
/// order.
public enum RouteGraphRenderer {
    /// The graph of `model` in `format`, ending with a newline.
    public static func render(_ model: SemanticModel, as format: GraphFormat) -> String {
        let facts = GraphFacts(model: model)
        switch format {
        case .dot: return dot(facts)
        case .mermaid: return mermaid(facts)
        case .json: return json(facts)
        }
    }
}

/// What every format shows, computed once from the model.
struct GraphFacts {
    struct Node {
        var route: Route
        var isInitialRoot: Bool
        var isRoot: Bool
        var column: Column?
        /// The lint codes found on the route (NAV401, NAV402, NAV403, ...).
        var findings: [DiagnosticCode]
        /// The names of the tabs the route is shown in, in tab order (empty without tabs).
        var tabs: [String]
    }

    struct Link {
        var from: String
        var to: String?
        var kind: EdgeKind
        /// The tab the edge switches to (`tab T`, `push ... in T`).
        var tab: String?
        /// The action name, or the toolbar button's title or image.
        var trigger: String

        /// How the edge reads on its arrow: `openShelf: push in library`.
        var label: String {
            "\(trigger): \(kind.rawValue)" + (kind == .push ? tab.map { " in \($0)" } ?? "" : "")
        }
    }

    /// A tab's entry from the tab to one of its roots or columns.
    struct TabEntry {
        var route: String
        /// `initial root`, `root`, or the column's name.
        var role: String
    }

    var model: SemanticModel
    var nodes: [Node]
    var links: [Link]
    /// Each tab's roots and columns, by ``TabID``.
    var tabEntries: [[TabEntry]]

    init(model: SemanticModel) {
        self.model = model
        let findings = Linter.lint(model)
        let roots = model.isTabApp ? model.tabs.flatMap(\.roots) : model.app.roots
        let initialRoot = model.isTabApp ? model.tabs.first?.roots.first : model.app.roots.first
        let declaredColumns = model.isTabApp ? model.tabs.map(\.columns) : [model.app.columns]
        nodes = model.routes.map { route in
            let codes = findings.filter { route.range.contains($0.range.start) }.map(\.code)
            let column = Column.allCases.first { column in declaredColumns.contains { $0[column] == route.id }
            }
            return Node(
                route: route, isInitialRoot: initialRoot == route.id, isRoot: roots.contains(route.id),
                column: column, findings: codes.reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
                tabs: model.graph.tabs[route.id].sorted().map { model.tabs[$0].name })
        }
        links = model.edges.map { edge in
            let source = model.routes[edge.source]
            var trigger: String
            switch edge.trigger {
            case .action(let index): trigger = source.actions[index].name
            case .toolbarButton(let entry, let button):
                let model = source.toolbar[entry].buttons[button]
                trigger = model.title ?? model.image.map { "[\($0)]" } ?? "button"
            case .dialogButton(let dialog, let button):
                trigger = "\(model.dialogs[dialog].name): \(model.dialogs[dialog].buttons[button].title)"
            }
            // A guarded edge and its else edge say which is which.
            if let guardIndex = edge.guardIndex, model.guards.indices.contains(guardIndex) {
                trigger += " if " + model.guards[guardIndex].name
            } else if edge.guardedEdge != nil {
                trigger += " else"
            }
            return Link(
                from: source.name, to: edge.target.map { model.routes[$0].name }, kind: edge.kind,
                tab: edge.tab.map { model.tabs[$0].name }, trigger: trigger)
        }
        tabEntries = model.tabs.map { tab in
            tab.roots.enumerated().map { index, root in
                TabEntry(route: model.routes[root].name, role: index == 0 ? "initial root" : "root")
            }
                + Column.allCases.compactMap { column in
                    tab.columns[column].map { TabEntry(route: model.routes[$0].name, role: column.rawValue) }
                }
        }
    }

    /// The nodes drawn inside tab `tab`'s cluster: the routes shown in that tab only. Routes in
    /// several tabs are drawn outside every cluster, with their tabs in their label.
    func clusterNodes(of tab: Tab) -> [Node] {
        nodes.filter { $0.tabs == [tab.name] }
    }

    /// The nodes drawn outside the tab clusters: all of them in an app without tabs.
    var looseNodes: [Node] {
        model.isTabApp ? nodes.filter { $0.tabs.count != 1 } : nodes
    }

    /// `(id: UUID, data: String)`, or empty.
    static func signature(_ route: Route) -> String {
        route.parameters.isEmpty
            ? "" : "(" + route.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// The lines of a node's label.
    func labelLines(_ node: Node) -> [String] {
        var lines = [node.route.name + Self.signature(node.route)]
        if let title = node.route.title { lines.append("\"\(title)\"") }
        var marks: [String] = []
        if node.isInitialRoot { marks.append("initial root") } else if node.isRoot { marks.append("root") }
        if let column = node.column { marks.append("\(column.rawValue) column") }
        if let link = node.route.deepLink { marks.append("url \(link.text)") }
        if node.tabs.count > 1 { marks.append("tabs " + node.tabs.joined(separator: ", ")) }
        if !marks.isEmpty { lines.append(marks.joined(separator: ", ")) }
        for code in node.findings { lines.append("\(code.id) \(code.descriptor.name)") }
        return lines
    }

    /// The lines of a tab node's label: its name, title and SF Symbol.
    func tabLabelLines(_ tab: Tab) -> [String] {
        var lines = ["tab \(tab.name)", "\"\(tab.title)\""]
        var marks: [String] = []
        if let image = tab.image { marks.append("image \(image)") }
        if tab.style != .stack { marks.append("style \(tab.style.rawValue)") }
        if !marks.isEmpty { lines.append(marks.joined(separator: ", ")) }
        return lines
    }
}
