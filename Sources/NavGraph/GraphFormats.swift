import NavSemantics
import NavSource
import NavSyntax

extension RouteGraphRenderer {
    // MARK: - DOT

    /// A DOT string literal.
    static func dotString(_ text: String) -> String {
        "\""
            + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"").replacingEvery(
                "\n", with: "\\n") + "\""
    }

    /// The DOT node ID of the route named `name`: prefixed like Mermaid's, so no route name can
    /// be mistaken for a pop sink (``popSinkID(_:)``) or a DOT keyword such as `node`.
    static func dotID(_ name: String) -> String { dotString(mermaidID(name)) }

    /// The node ID of the point that the pop edge at `index` leads to. Route IDs all start with
    /// `r_` and sink IDs never do, so the two cannot collide.
    static func popSinkID(_ index: Int) -> String { "back\(index)" }

    /// The DOT node ID of the tab named `name`: `t_` keeps it apart from routes and sinks.
    static func dotTabID(_ name: String) -> String { dotString(mermaidTabID(name)) }

    static func dot(_ facts: GraphFacts) -> String {
        var lines = [
            "digraph \(dotString(facts.model.app.name)) {",
            "    graph [rankdir=LR, fontname=\"Helvetica\", label=\(dotString(facts.model.app.name + " navigation")), labelloc=t];",
            "    node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        func nodeLine(_ node: GraphFacts.Node) -> String {
            var attributes = ["label=\(dotString(facts.labelLines(node).joined(separator: "\n")))"]
            if node.isRoot || node.column != nil { attributes.append("peripheries=2") }
            if node.route.deepLink != nil { attributes.append("style=\"rounded,bold\"") }
            if node.findings.contains(.unreachableRoute) {
                attributes += ["color=\"#c0392b\"", "fontcolor=\"#c0392b\"", "style=\"rounded,dashed\""]
            } else if !node.findings.isEmpty {
                attributes += ["color=\"#d35400\"", "fontcolor=\"#d35400\""]
            }
            return "\(dotID(node.route.name)) [\(attributes.joined(separator: ", "))];"
        }
        for tab in facts.model.tabs {
            lines.append("    subgraph \(dotString("cluster_" + mermaidTabID(tab.name))) {")
            lines.append(
                "        graph [label=\(dotString(tab.title)), style=\"rounded,dashed\", color=\"#7f8c8d\"];")
            let label = dotString(facts.tabLabelLines(tab).joined(separator: "\n"))
            lines.append(
                "        \(dotTabID(tab.name)) [label=\(label), shape=tab, style=filled, fillcolor=\"#ecf0f1\"];"
            )
            for node in facts.clusterNodes(of: tab) { lines.append("        " + nodeLine(node)) }
            lines.append("    }")
        }
        for node in facts.looseNodes { lines.append("    " + nodeLine(node)) }
        for (tab, entries) in zip(facts.model.tabs, facts.tabEntries) {
            for entry in entries {
                lines.append(
                    "    \(dotTabID(tab.name)) -> \(dotID(entry.route)) [label=\(dotString(entry.role)), style=dotted];"
                )
            }
        }
        for (index, link) in facts.links.enumerated() {
            let label = dotString(link.label)
            if link.to == nil, link.kind == .tab, let tab = link.tab {
                lines.append(
                    "    \(dotID(link.from)) -> \(dotTabID(tab)) [label=\(label), style=bold, color=\"#8e44ad\"];"
                )
                continue
            }
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
            case .popover: attributes += ["style=dotted"]
            case .root: attributes += ["style=bold", "color=\"#2c3e50\""]
            default: break
            }
            if link.tab != nil { attributes.append("color=\"#8e44ad\"") }
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
    ///
    /// Mermaid decodes entity codes such as `#quot;` and `#35;` in labels, so `#` itself is
    /// escaped too: otherwise text that already reads like a code (`#1;`) would be decoded. A
    /// line break (LF, CR or CR LF) would end the statement, so it is shown as `<br/>`, the line
    /// break Mermaid draws (as DOT draws its `\n`).
    static func mermaidText(_ text: String) -> String {
        var result = ""
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "#": result += "#35;"
            case "&": result += "#amp;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            case "\r": result += "<br/>"
            case "\n": result += afterCarriageReturn ? "" : "<br/>"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The Mermaid node ID of the tab named `name`.
    static func mermaidTabID(_ name: String) -> String { "t_" + name }

    static func mermaid(_ facts: GraphFacts) -> String {
        var lines = ["flowchart LR"]
        func nodeLine(_ node: GraphFacts.Node) -> String {
            let label = facts.labelLines(node).map(mermaidText).joined(separator: "<br/>")
            let shape = node.isRoot || node.column != nil ? ("([\"", "\"])") : ("[\"", "\"]")
            return "\(mermaidID(node.route.name))\(shape.0)\(label)\(shape.1)"
        }
        for tab in facts.model.tabs {
            // Subgraph IDs share the node namespace, so they take a prefix of their own.
            lines.append("    subgraph tab_\(tab.name)[\"\(mermaidText(tab.title))\"]")
            let label = facts.tabLabelLines(tab).map(mermaidText).joined(separator: "<br/>")
            lines.append("        \(mermaidTabID(tab.name)){{\"\(label)\"}}")
            for node in facts.clusterNodes(of: tab) { lines.append("        " + nodeLine(node)) }
            lines.append("    end")
        }
        for node in facts.looseNodes { lines.append("    " + nodeLine(node)) }
        for (tab, entries) in zip(facts.model.tabs, facts.tabEntries) {
            for entry in entries {
                lines.append(
                    "    \(mermaidTabID(tab.name)) -.->|\"\(mermaidText(entry.role))\"| \(mermaidID(entry.route))"
                )
            }
        }
        for (index, link) in facts.links.enumerated() {
            let label = mermaidText(link.label)
            if link.to == nil, link.kind == .tab, let tab = link.tab {
                lines.append("    \(mermaidID(link.from)) ==>|\"\(label)\"| \(mermaidTabID(tab))")
                continue
            }
            guard let target = link.to else {
                lines.append("    \(popSinkID(index))(( ))")
                lines.append("    \(mermaidID(link.from)) -.->|\"\(label)\"| \(popSinkID(index))")
                continue
            }
            let arrow: String
            switch link.kind {
            case .sheet, .cover, .popover: arrow = "-.->"
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
        if facts.model.isTabApp {
            lines.append("    classDef tab fill:#ecf0f1,stroke:#7f8c8d")
            lines.append(
                "    class \(facts.model.tabs.map { mermaidTabID($0.name) }.joined(separator: ",")) tab")
        }
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
            /// The tabs the route is shown in; absent in an app without tabs.
            var tabs: [String]?
        }

        struct EdgeEntry: Encodable {
            var from: String
            var to: String?
            var kind: String
            var trigger: String
            /// The tab a `tab` edge or a `push ... in` switches to.
            var tab: String?
        }

        struct TabEntry: Encodable {
            var name: String
            var title: String
            var image: String?
            var style: String
            var roots: [String]
            var columns: [String: String]
            /// The routes shown in the tab, in declaration order.
            var routes: [String]
        }

        var app: String
        var style: String
        var flow: String
        /// The tab app's tab style (`tabStyle`), when written.
        var tabStyle: String?
        /// The tabs; absent in an app without tabs.
        var tabs: [TabEntry]?
        var routes: [RouteEntry]
        var edges: [EdgeEntry]
    }

    static func json(_ facts: GraphFacts) -> String {
        let model = facts.model
        let name = { (route: RouteID) in model.routes[route].name }
        let tabs = model.tabs.map { tab in
            Document.TabEntry(
                name: tab.name, title: tab.title, image: tab.image, style: tab.style.rawValue,
                roots: tab.roots.map(name),
                columns: Dictionary(
                    uniqueKeysWithValues: tab.columns.map { ($0.key.rawValue, name($0.value)) }),
                routes: model.routes.filter { model.graph.tabs[$0.id].contains(tab.id) }.map(\.name))
        }
        let document = Document(
            app: model.app.name, style: model.app.style.rawValue, flow: model.app.flow.rawValue,
            tabStyle: model.app.tabStyle?.rawValue, tabs: model.isTabApp ? tabs : nil,
            routes: facts.nodes.map { node in
                Document.RouteEntry(
                    name: node.route.name, title: node.route.title, view: node.route.viewType.description,
                    parameters: node.route.parameters.map {
                        Document.Parameter(name: $0.name, type: $0.type.description, required: $0.isRequired)
                    },
                    initialRoot: node.isInitialRoot, root: node.isRoot, column: node.column?.rawValue,
                    deepLink: node.route.deepLink?.text, reachable: model.graph.isReachable[node.route.id],
                    findings: node.findings.map(\.id), tabs: model.isTabApp ? node.tabs : nil)
            },
            edges: facts.links.map {
                Document.EdgeEntry(
                    from: $0.from, to: $0.to, kind: $0.kind.rawValue, trigger: $0.trigger, tab: $0.tab)
            })
        // Encoding cannot fail: the document holds only strings, numbers, flags and lists.
        return try! JSONTextEncoder(prettyPrinted: true).text(of: document) + "\n"
    }
}
