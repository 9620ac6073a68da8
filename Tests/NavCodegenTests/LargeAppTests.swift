import Foundation
import NavCodegen
import NavDriver
import NavSemantics
import NavSource
import TestSupport
import Testing

/// Apps above the large-enum threshold take the chunked shapes: switches split into chunk
/// functions with `default:` arms, and Codable written by hand. They must compile, run and
/// type-check like small ones.
@Suite struct LargeAppTests {
    /// A valid app with `count` routes of mixed parameters, edges and deep links.
    static func source(routes count: Int) -> String {
        var text = "navigation Big {\n    target iOS 16\n    roots r0\n}\n"
        for index in 0..<count {
            let next = (index + 1) % count
            let parameters =
                index == 0
                ? "" : index % 3 == 0 ? "(id: Int, name: String? = nil)" : index % 3 == 1 ? "(key: UUID)" : ""
            text += "\nroute r\(index)\(parameters) -> View\(index) {\n    title \"Route \(index)\"\n"
            if index % 3 == 0 && index != 0 { text += "    url \"/r\(index)/{id}\"\n" }
            let nextArguments =
                next == 0 ? "" : next % 3 == 0 ? "(id: \(index))" : next % 3 == 1 ? "(key: key)" : ""
            if next % 3 == 1 && next != 0 && index % 3 != 1 {
                text += "    action go(key: UUID) = push r\(next)(key: key)\n"
            } else {
                text += "    action go = push r\(next)\(nextArguments)\n"
            }
            if index % 5 == 0 {
                text += "    action show = sheet r\(index / 5 * 3 + 2 < count ? index / 5 * 3 + 2 : 2)\n"
            }
            if index != 0 { text += "    action back = pop\n" }
            text += "}\n"
        }
        return text
    }

    @Test func largeAppCompilesRunsAndTypeChecks() throws {
        let text = Self.source(routes: 100)
        let checked = Pipeline.check(SourceFile(path: "Big.nav", text: text))
        #expect(!checked.hasErrors, "\(checked.diagnostics.prefix(5).map(\.message))")
        let plan = try #require(checked.plan)
        let generated = SwiftGenerator.generate(plan, sourcePath: "Big.nav")
        #expect(generated.contents.contains("getDestinationChunk3"), "large apps switch through chunks")
        #expect(
            generated.contents.contains("extension BigRoute: Codable"), "large apps write Codable by hand")
        #expect(!generated.contents.contains("enum BigRoute: Hashable, Sendable, Codable"))

        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            try Scratch.write(generated.contents, named: "Generated.swift", in: folder),
            try Scratch.write(ContractSources.harness(for: plan), named: "main.swift", in: folder),
        ]
        let executable = folder.appendingPathComponent("harness")
        let compiled = try StubCompiler.run(
            try StubCompiler.requireSwiftc(),
            [
                "-swift-version", "6", "-warnings-as-errors", "-module-cache-path",
                StubCompiler.moduleCache.path, "-o", executable.path,
            ]
                + files.map(\.path))
        #expect(compiled.status == 0, "\(compiled.output)")
        if compiled.status == 0 {
            #expect(try StubCompiler.run(executable, []).output == "OK\n")
        }
        // Written part by part on every core, the file is the one rendered whole.
        var streamed: [UInt8] = []
        Pipeline.generate(plan, chunkSize: 512) { streamed.append(contentsOf: $0) }
        #expect(String(decoding: streamed, as: UTF8.self) == generated.contents)
        let outcome = try StubCompiler.typecheck(sources: [
            generated.contents, ContractSources.views(for: plan),
        ])
        #expect(outcome.succeeded, "\(outcome.diagnostics.prefix(2000))")
    }
}
