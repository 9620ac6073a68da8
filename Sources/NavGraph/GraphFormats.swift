import Foundation
import NavSemantics
import NavSource
import NavSyntax

extension RouteGraphRenderer {
    // MARK: - DOT

    /// A DOT string literal.
    static func dotString(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The DOT node ID of the route named `name`: prefixed like Mermaid's, so no route name can
    /// be mistaken for a pop sink (``popSinkID(_:)``) or a DOT keyword such as `node`.
    static func dotID(_ name: String) -> String { dotString(mermaidID(name)) }

    /// The node ID of the point that the pop edge at `index` leads to. Route IDs all start with
    /// `r_` and sink IDs never do, so the two cannot collide.
    static func popSinkID(_ index: Int) -> String { "back\(index)" }

    static func dot(_ facts: GraphFacts) -> String {
        var lines = [
            "digraph \(dotString(facts.model.app.name)) {",
            "    graph [rankdir=LR, fontname=\"Helvetica\", label=\(dotString(facts.model.app.name + " navigation")), labelloc=t];",
            "    node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for node in facts.nodes {
            var attributes = ["label=\(dotString(facts.labelLines(node).joined(separator: "\n")))"]
            if node.isRoot || node.column != nil { attributes.append("peripheries=2") }
            if node.route.deepLink != nil { attributes.append("style=\"rounded,bold\"") }
            if node.findings.contains(.unreachableRoute) {
                attributes += ["color=\"#c0392b\"", "fontcolor=\"#c0392b\"", "style=\"rounded,dashed\""]
            } else if !node.findings.isEmpty {
                attributes += ["color=\"#d35400\"", "fontcolor=\"#d35400\""]
            }
            lines.append("    \(dotID(node.route.name)) [\(attributes.joined(separator: ", "))];")
        }
        for (index, link) in facts.links.enumerated() {
            let label = dotString("\(link.trigger): \(link.kind.rawValue)")
            guard let target = link.to else {
                // Pop, popToRoot and dismiss lead back, not to a route: draw them to a small
                // point per edge so the graph stays readable.
                let point = dotString(popSinkID(index))
                lines.append("    \(point) [shape=point, width=0.05, label=\"\"];")
                lines.append(
                    "    \(dotID(link.from)) -> \(point) [label=\(label), style=dotted, arrowhead=empty];"
                )
                continue
            }
            var attributes = ["label=\(label)"]
            switch link.kind {
            case .sheet: attributes.append("style=dashed")
            case .cover: attributes += ["style=dashed", "penwidth=2"]
            case .root: attributes += ["style=bold", "color=\"#2c3e50\""]
            default: break
            }
            lines.append(
                "    \(dotID(link.from)) -> \(dotID(target)) [\(attributes.joined(separator: ", "))];"
            )
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Mermaid

    /// Mermaid node IDs are prefixed so route names like `end` cannot clash with keywords.
    static func mermaidID(_ name: String) -> String { "r_" + name }

    /// Text for a Mermaid label in double quotes, with quotes and markup characters escaped.
    static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "#amp;").replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
            .replacingOccurrences(of: "|", with: "#124;")
    }

    static func mermaid(_ facts: GraphFacts) -> String {
        var lines = ["flowchart LR"]
        for node in facts.nodes {
            let label = facts.labelLines(node).map(mermaidText).joined(separator: "<br/>")
            let shape = node.isRoot || node.column != nil ? ("([\"", "\"])") : ("[\"", "\"]")
            lines.append("    \(mermaidID(node.route.name))\(shape.0)\(label)\(shape.1)")
        }
        for (index, link) in facts.links.enumerated() {
            let label = mermaidText("\(link.trigger): \(link.kind.rawValue)")
            guard let target = link.to else {
                lines.append("    \(popSinkID(index))(( ))")
                lines.append("    \(mermaidID(link.from)) -.->|\"\(label)\"| \(popSinkID(index))")
                continue
            }
            let arrow: String
            switch link.kind {
            case .sheet, .cover: arrow = "-.->"
            case .root: arrow = "==>"
            default: arrow = "-->"
            }
            lines.append("    \(mermaidID(link.from)) \(arrow)|\"\(label)\"| \(mermaidID(target))")
        }
        let flagged = facts.nodes.filter { !$0.findings.isEmpty }.map { mermaidID($0.route.name) }
        let linked = facts.nodes.filter { $0.route.deepLink != nil }.map { mermaidID($0.route.name) }
        lines.append("    classDef finding stroke:#c0392b,stroke-width:2px,stroke-dasharray:5 3")
        lines.append("    classDef deepLink stroke-width:3px")
        if !linked.isEmpty { lines.append("    class \(linked.joined(separator: ",")) deepLink") }
        if !flagged.isEmpty { lines.append("    class \(flagged.joined(separator: ",")) finding") }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - JSON

    private struct Document: Encodable {
        struct Parameter: Encodable {
            var name: String
            var type: String
            var required: Bool
        }

        struct RouteEntry: Encodable {
            var name: String
            var title: String?
            var view: String
            var parameters: [Parameter]
            var initialRoot: Bool
            var root: Bool
            var column: String?
            var deepLink: String?
            var reachable: Bool
            var findings: [String]
        }

        struct EdgeEntry: Encodable {
            var from: String
            var to: String?
            var kind: String
            var trigger: String
        }

        var app: String
        var style: String
        var flow: String
        var routes: [RouteEntry]
        var edges: [EdgeEntry]
    }

    static func json(_ facts: GraphFacts) -> String {
        let model = facts.model
        let document = Document(
            app: model.app.name, style: model.app.style.rawValue, flow: model.app.flow.rawValue,
            routes: facts.nodes.map { node in
                Document.RouteEntry(
                    name: node.route.name, title: node.route.title, view: node.route.viewType.description,
                    parameters: node.route.parameters.map {
                        Document.Parameter(name: $0.name, type: $0.type.description, required: $0.isRequired)
                    },
                    initialRoot: node.isInitialRoot, root: node.isRoot, column: node.column?.rawValue,
                    deepLink: node.route.deepLink?.text, reachable: model.graph.isReachable[node.route.id],
                    findings: node.findings.map(\.id))
            },
            edges: facts.links.map {
                Document.EdgeEntry(from: $0.from, to: $0.to, kind: $0.kind.rawValue, trigger: $0.trigger)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
