import Foundation
import NavDriver
import NavGraph
import NavSemantics
import NavSource
import TestSupport
import Testing

/// `navc graph`: golden outputs for every sample, valid DOT, and highlighted findings.
@Suite struct GraphTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/graph")

    @Test(arguments: GeneratorCase.samples, GraphFormat.allCases)
    func graphMatchesGolden(sample: GeneratorCase, format: GraphFormat) throws {
        let output = RouteGraphRenderer.render(try sample.model(), as: format)
        let name = sample.url.deletingPathExtension().lastPathComponent
        let golden = Self.folder.appendingPathComponent("\(name).\(format.rawValue)")
        let mismatch = Golden.mismatch(output, golden: golden)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// The graph-only fixtures beside the goldens (`Fixtures/graph/*.nav`): tab apps whose graph
    /// layout (clusters per tab) is tested apart from the samples.
    static var graphApps: [String] {
        get throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".nav") }.sorted()
            guard !names.isEmpty else { throw GraphFixtureListingFailure(folder: folder.path) }
            return names.map { String($0.dropLast(".nav".count)) }
        }
    }

    /// The checked model of graph fixture `name`, which must have no errors.
    static func graphAppModel(_ name: String) throws -> SemanticModel {
        let url = folder.appendingPathComponent("\(name).nav")
        let result = Pipeline.check(SourceFile(path: "\(name).nav", bytes: Array(try Data(contentsOf: url))))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return try #require(result.model)
    }

    @Test(arguments: try graphApps, GraphFormat.allCases)
    func graphOfATabAppMatchesGolden(name: String, format: GraphFormat) throws {
        let output = RouteGraphRenderer.render(try Self.graphAppModel(name), as: format)
        let golden = Self.folder.appendingPathComponent("\(name).\(format.rawValue)")
        let mismatch = Golden.mismatch(output, golden: golden)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// A tab app's DOT holds one cluster per tab with the tab's node and the routes shown only
    /// in that tab; a route in two tabs or none is drawn outside; every node is declared once,
    /// and Graphviz lays it out.
    @Test func tabsAreClustersWithTheirRoutes() throws {
        let model = try Self.graphAppModel("Tabs")
        let dot = RouteGraphRenderer.render(model, as: .dot)
        let lines = dot.split(separator: "\n").map(String.init)
        func cluster(_ tab: String) -> [String] {
            guard let start = lines.firstIndex(of: "    subgraph \"cluster_t_\(tab)\" {") else { return [] }
            return Array(lines[start...].prefix { $0 != "    }" })
        }
        let nodeIDs = { (lines: [String]) in
            lines.compactMap { $0.firstMatch(of: /^ +("[rt]_[^"]*") \[/).map { String($0.output.1) } }
        }
        #expect(nodeIDs(cluster("home")) == ["\"t_home\"", "\"r_feed\"", "\"r_composer\""])
        #expect(
            nodeIDs(cluster("library")) == ["\"t_library\"", "\"r_shelves\"", "\"r_shelf\"", "\"r_noShelf\""])
        let all = nodeIDs(lines)
        #expect(Set(all).count == all.count && all.count == model.routes.count + model.tabs.count, "\(dot)")
        #expect(
            dot.contains(
                "\"r_post\" [label=\"post(id: Int)\\n\\\"Post\\\"\\nurl /posts/{id}, tabs home, library\""))
        #expect(dot.contains("\"r_feed\" -> \"t_library\" [label=\"browse: tab\""))
        #expect(dot.contains("\"r_feed\" -> \"r_shelf\" [label=\"openShelf: push in library\""))
        #expect(dot.contains("\"t_home\" -> \"r_feed\" [label=\"initial root\""))
        let mermaid = RouteGraphRenderer.render(model, as: .mermaid)
        #expect(mermaid.contains("    subgraph tab_home[\"Home\"]\n        t_home{{"))
        #expect(mermaid.contains("    r_feed ==>|\"browse: tab\"| t_library"))
        if let dotPath = Graphviz.dot {
            let folder = try Scratch.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let input = try Scratch.write(dot, named: "graph.dot", in: folder)
            let rendered = try StubCompiler.run(URL(fileURLWithPath: dotPath), ["-Tplain", input.path])
            #expect(rendered.status == 0, "\(rendered.output.prefix(500))")
            let pops = model.edges.filter { $0.target == nil && $0.kind != .tab }.count
            #expect(
                rendered.output.split(separator: "\n").filter { $0.hasPrefix("node ") }.count
                    == model.routes.count + model.tabs.count + pops)
        }
    }

    /// The JSON lists each tab with its routes, each route's tabs, and each edge's tab.
    @Test func jsonOfATabAppListsTabs() throws {
        let model = try Self.graphAppModel("Tabs")
        let json = RouteGraphRenderer.render(model, as: .json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["tabStyle"] as? String == "sidebarAdaptable")
        let tabs = try #require(document["tabs"] as? [[String: Any]])
        #expect(tabs.map { $0["name"] as? String } == ["home", "library"])
        #expect(tabs[0]["routes"] as? [String] == ["feed", "post", "composer"])
        #expect(tabs[1]["columns"] as? [String: String] == ["sidebar": "shelves", "detail": "noShelf"])
        let routes = try #require(document["routes"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: routes.map { ($0["name"] as! String, $0) })
        #expect(byName["post"]?["tabs"] as? [String] == ["home", "library"])
        #expect(byName["orphan"]?["tabs"] as? [String] == [])
        let edges = try #require(document["edges"] as? [[String: Any]])
        #expect(edges.filter { $0["tab"] as? String == "library" }.count == 3)
        // An app without tabs keeps its JSON as it was: no tab keys at all.
        let plain = RouteGraphRenderer.render(try GeneratorCase.samples[0].model(), as: .json)
        #expect(!plain.contains("\"tab"))
    }

    /// Graphviz accepts every sample's DOT. Without `dot` the cases are skipped, unless
    /// `NAVC_REQUIRE_GRAPHVIZ=1` (set by `.ci/run`, which installs Graphviz) makes them required.
    @Test(
        .enabled(
            if: Graphviz.dot != nil || Graphviz.isRequired,
            "Graphviz's dot is not installed (apt-get install graphviz); NAVC_REQUIRE_GRAPHVIZ=1 makes this fail"
        ),
        arguments: GeneratorCase.samples)
    func dotRendersWithGraphviz(sample: GeneratorCase) throws {
        let dot = try #require(
            Graphviz.dot,
            "graphviz's dot is not installed (apt-get install -y graphviz) and NAVC_REQUIRE_GRAPHVIZ=1")
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try Scratch.write(
            RouteGraphRenderer.render(try sample.model(), as: .dot), named: "graph.dot", in: folder)
        let result = try StubCompiler.run(URL(fileURLWithPath: dot), ["-Tsvg", input.path])
        #expect(result.status == 0, "\(result.output.prefix(500))")
        #expect(result.output.contains("<svg"))
    }

    /// Routes named like the pop sinks (`back1`, the sink of the second edge) or like prefixed
    /// IDs (`r_home`) keep nodes of their own in DOT and Mermaid: every declared node ID is
    /// unique and every route has one.
    @Test func nodeNamesNeverCollide() throws {
        let text = """
            navigation App {
                target iOS 16
                roots home
            }

            route home -> Home {
                action a = push back1
            }

            route back1 -> Back {
                action close = pop
                action top = popToRoot
                action next = push r_home
            }

            route r_home -> Other {
                action close = pop
                action next = push node
            }

            route node -> Node {
                action close = pop
            }

            """
        let result = Pipeline.check(SourceFile(path: "a.nav", text: text))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let model = try #require(result.model)
        let dot = RouteGraphRenderer.render(model, as: .dot)
        let dotNodes = dot.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^    ("[^"]*") \[/).map { String($0.output.1) }
        }
        #expect(dotNodes.count == 4 + 4, "four routes and four pop sinks:\n\(dot)")
        #expect(Set(dotNodes).count == dotNodes.count, "a DOT node is declared twice:\n\(dot)")
        for route in ["home", "back1", "r_home", "node"] {
            #expect(dotNodes.contains("\"r_\(route)\""), "no node for route \(route)")
        }
        let mermaid = RouteGraphRenderer.render(model, as: .mermaid)
        let mermaidNodes = mermaid.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^    ([A-Za-z0-9_]+)(\(\[|\[|\(\()/).map { String($0.output.1) }
        }
        #expect(mermaidNodes.count == 8 && Set(mermaidNodes).count == 8, "\(mermaid)")
        if let dotPath = Graphviz.dot {
            let folder = try Scratch.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let input = try Scratch.write(dot, named: "graph.dot", in: folder)
            let rendered = try StubCompiler.run(URL(fileURLWithPath: dotPath), ["-Tplain", input.path])
            #expect(rendered.status == 0, "\(rendered.output.prefix(500))")
            #expect(rendered.output.split(separator: "\n").filter { $0.hasPrefix("node ") }.count == 8)
        }
    }

    /// Mermaid decodes entity codes such as `#quot;` in labels, so a title that holds `#` is
    /// escaped (`#35;`) and shows as written; a line break in a title becomes `<br/>` instead of
    /// ending the node's statement. DOT keeps its own escapes.
    @Test func mermaidEscapesNumberSignsAndLineBreaksInLabels() throws {
        let text = #"""
            navigation App {
                target iOS 17
                roots home
            }

            route home -> Home {
                title "Issue #1; see #quot;notes#quot; \"q\"\nline 2"
                action go = push detail
            }

            route detail -> Detail {
                title "a\r\nb\rc"
                action back = pop
            }

            """#
        let model = try #require(Pipeline.check(SourceFile(path: "a.nav", text: text)).model)
        let mermaid = RouteGraphRenderer.render(model, as: .mermaid)
        let lines = mermaid.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[1]
                == #"    r_home(["home<br/>#quot;Issue #35;1; see #35;quot;notes#35;quot; #quot;q#quot;<br/>line 2#quot;"#
                + #"<br/>initial root"])"#)
        // Every statement stays on its own line.
        #expect(lines.dropFirst().allSatisfy { $0.isEmpty || $0.hasPrefix("    ") }, "\(mermaid)")
        #expect(lines[2] == #"    r_detail["detail<br/>#quot;a<br/>b<br/>c#quot;"]"#)

        let dot = RouteGraphRenderer.render(model, as: .dot)
        #expect(
            dot.contains(#"label="home\n\"Issue #1; see #quot;notes#quot; \"q\"\nline 2\"\ninitial root""#))
    }

    @Test func jsonIsValidAndMarksFindings() throws {
        let text = """
            navigation App {
                target iOS 16
                roots home
            }

            route home -> Home {
                action next = push detail
            }

            route detail -> Detail {
                backButton hidden
            }

            route orphan -> Orphan

            """
        let model = try #require(Pipeline.check(SourceFile(path: "a.nav", text: text)).model)
        let json = RouteGraphRenderer.render(model, as: .json)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let routes = try #require(document["routes"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: routes.map { ($0["name"] as! String, $0) })
        #expect(byName["orphan"]?["reachable"] as? Bool == false)
        #expect(byName["orphan"]?["findings"] as? [String] == ["NAV402"])
        #expect(byName["detail"]?["findings"] as? [String] == ["NAV401"])
        #expect(byName["home"]?["initialRoot"] as? Bool == true)
        let dot = RouteGraphRenderer.render(model, as: .dot)
        #expect(dot.contains("\"r_orphan\" [label=\"orphan\\nNAV402 unreachable-route\""))
        #expect(dot.contains("style=\"rounded,dashed\""))
        let mermaid = RouteGraphRenderer.render(model, as: .mermaid)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.contains("class r_detail,r_orphan finding"))
    }
}

/// The graph fixture folder holds no `.nav` file.
struct GraphFixtureListingFailure: Error, CustomStringConvertible {
    var folder: String
    var description: String { "no .nav file in \(folder)" }
}

/// Where Graphviz's `dot` is, and whether the tests must have it.
enum Graphviz {
    /// The `dot` executable on the `PATH` or in a usual place, if installed.
    static let dot: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders =
            path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { $0 + "/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether a missing `dot` fails the tests instead of skipping them (`NAVC_REQUIRE_GRAPHVIZ=1`).
    static let isRequired = ProcessInfo.processInfo.environment["NAVC_REQUIRE_GRAPHVIZ"] == "1"
}
