import Foundation
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
/// (unreachable routes, no way back, dead ends) highlighted. Output is deterministic: routes
/// and edges appear in declaration order.
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
    }

    struct Link {
        var from: String
        var to: String?
        var kind: EdgeKind
        /// The action name, or the toolbar button's title or image.
        var trigger: String
    }

    var model: SemanticModel
    var nodes: [Node]
    var links: [Link]

    init(model: SemanticModel) {
        self.model = model
        let findings = Linter.lint(model)
        nodes = model.routes.map { route in
            let codes = findings.filter { route.range.contains($0.range.start) }.map(\.code)
            let column = Column.allCases.first { model.app.columns[$0] == route.id }
            return Node(
                route: route, isInitialRoot: model.app.roots.first == route.id,
                isRoot: model.app.roots.contains(route.id),
                column: column, findings: codes.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        }
        links = model.edges.map { edge in
            let source = model.routes[edge.source]
            let trigger: String
            switch edge.trigger {
            case .action(let index): trigger = source.actions[index].name
            case .toolbarButton(let entry, let button):
                let model = source.toolbar[entry].buttons[button]
                trigger = model.title ?? model.image.map { "[\($0)]" } ?? "button"
            }
            return Link(
                from: source.name, to: edge.target.map { model.routes[$0].name }, kind: edge.kind,
                trigger: trigger)
        }
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
        if !marks.isEmpty { lines.append(marks.joined(separator: ", ")) }
        for code in node.findings { lines.append("\(code.id) \(code.descriptor.name)") }
        return lines
    }
}
