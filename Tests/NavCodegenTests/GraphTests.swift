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

    /// Graphviz accepts every sample's DOT (CI installs graphviz; a missing `dot` fails).
    @Test(arguments: GeneratorCase.samples)
    func dotRendersWithGraphviz(sample: GeneratorCase) throws {
        let dot = try #require(
            ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            },
            "graphviz's dot is not installed (apt-get install -y graphviz)")
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try Scratch.write(
            RouteGraphRenderer.render(try sample.model(), as: .dot), named: "graph.dot", in: folder)
        let result = try StubCompiler.run(URL(fileURLWithPath: dot), ["-Tsvg", input.path])
        #expect(result.status == 0, "\(result.output.prefix(500))")
        #expect(result.output.contains("<svg"))
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
        #expect(dot.contains("\"orphan\" [label=\"orphan\\nNAV402 unreachable-route\""))
        #expect(dot.contains("style=\"rounded,dashed\""))
        let mermaid = RouteGraphRenderer.render(model, as: .mermaid)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.contains("class r_detail,r_orphan finding"))
    }
}
