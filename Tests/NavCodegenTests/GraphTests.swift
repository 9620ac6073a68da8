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
        if ProcessInfo.processInfo.environment["NAVC_UPDATE_GOLDENS"] == "1" {
            try Data(output.utf8).write(to: golden)
            return
        }
        #expect(
            output == (try String(contentsOf: golden, encoding: .utf8)), "\(golden.lastPathComponent) differs"
        )
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
