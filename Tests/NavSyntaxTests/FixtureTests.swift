import NavDriver
import NavSource
import NavSyntax
import Testing

/// Golden tests over `Fixtures/`: parse trees, diagnostics and formatting.
@Suite struct FixtureTests {
    /// `parse/NAME.nav` dumps to `parse/NAME.ast`, followed by any diagnostics as comments.
    @Test(arguments: try Fixtures.names(in: "parse", suffix: ".nav"))
    func parseTreeMatchesGolden(name: String) {
        let source = SourceFile(path: "\(name).nav", bytes: Fixtures.bytes("parse/\(name).nav"))
        let result = Pipeline.parse(source)
        var dump = SyntaxDumper.dump(result.tree)
        for diagnostic in result.diagnostics {
            dump += "// \(diagnostic.code.id) \(diagnostic.range): \(diagnostic.message)\n"
        }
        Fixtures.expectGolden(dump, path: "parse/\(name).ast")
    }

    /// `diagnostics/NAME.nav` reports exactly the syntax diagnostics its `expected-*` comments
    /// announce, rendered as in `diagnostics/NAME.stderr`.
    @Test(arguments: try Fixtures.names(in: "diagnostics", suffix: ".nav"))
    func syntaxDiagnosticsMatchAnnotationsAndGolden(name: String) {
        verifyDiagnostics(folder: "diagnostics", name: name) { Pipeline.parse($0).diagnostics }
    }

    /// `check/NAME.nav` reports exactly the checker and lint diagnostics its `expected-*`
    /// comments announce, rendered as in `check/NAME.stderr`.
    @Test(arguments: try Fixtures.names(in: "check", suffix: ".nav"))
    func semanticDiagnosticsMatchAnnotationsAndGolden(name: String) {
        verifyDiagnostics(folder: "check", name: name) { Pipeline.lint($0).diagnostics }
    }

    private func verifyDiagnostics(folder: String, name: String, run: (SourceFile) -> [Diagnostic]) {
        let bytes = Fixtures.bytes("\(folder)/\(name).nav")
        let source = SourceFile(path: "\(folder)/\(name).nav", bytes: bytes)
        let diagnostics = run(source)
        #expect(!diagnostics.isEmpty, "a diagnostics fixture must produce diagnostics")

        var expected = ExpectedDiagnostic.parse(String(decoding: bytes, as: UTF8.self))
        var unexpected: [String] = []
        for diagnostic in diagnostics {
            let line = source.location(of: diagnostic.range.start).line
            if let index = expected.firstIndex(where: {
                $0.severity == diagnostic.severity && $0.line == line
                    && diagnostic.message.contains($0.message)
            }) {
                expected.remove(at: index)
            } else {
                unexpected.append("line \(line): \(diagnostic.severity.rawValue): \(diagnostic.message)")
            }
            for note in diagnostic.notes {
                guard let range = note.range else { continue }
                let noteLine = source.location(of: range.start).line
                if let index = expected.firstIndex(where: {
                    $0.severity == .note && $0.line == noteLine && note.message.contains($0.message)
                }) {
                    expected.remove(at: index)
                }
            }
        }
        #expect(unexpected.isEmpty, "diagnostics without an expected-* annotation: \(unexpected)")
        #expect(expected.isEmpty, "annotations that no diagnostic matched: \(expected)")

        let rendered = TextDiagnosticRenderer(useColor: false).render(diagnostics, in: source)
        Fixtures.expectGolden(rendered, path: "\(folder)/\(name).stderr")
    }

    /// `fmt/NAME.input.nav` formats to `fmt/NAME.golden.nav`; formatting the golden changes
    /// nothing, and the formatted file parses to the same tree.
    @Test(arguments: try Fixtures.names(in: "fmt", suffix: ".input.nav"))
    func formattingMatchesGolden(name: String) throws {
        let source = SourceFile(path: "\(name).input.nav", bytes: Fixtures.bytes("fmt/\(name).input.nav"))
        let formatted = try #require(Pipeline.format(source).formatted)
        Fixtures.expectGolden(formatted, path: "fmt/\(name).golden.nav")

        let reformatted = Pipeline.format(SourceFile(path: "golden", text: formatted)).formatted
        #expect(reformatted == formatted, "formatting is not idempotent")
        #expect(sameTree(source, SourceFile(path: "golden", text: formatted)))
    }

    /// Every sample is canonically formatted, and formatting it is a no-op on the tree.
    @Test(arguments: try Fixtures.samplePaths())
    func samplesAreFormattedAndParseCleanly(path: String) throws {
        let source = SourceFile(path: path, bytes: Fixtures.bytes(path, relativeTo: Fixtures.repositoryRoot))
        let result = Pipeline.format(source)
        #expect(result.diagnostics.isEmpty)
        let formatted = try #require(result.formatted)
        #expect(Array(formatted.utf8) == source.bytes, "\(path) is not in the canonical layout; run navc fmt")
    }
}

/// Whether two sources parse to the same tree, ignoring layout.
func sameTree(_ left: SourceFile, _ right: SourceFile) -> Bool {
    SyntaxDumper.dump(Parser.parse(left).tree, includeRanges: false)
        == SyntaxDumper.dump(Parser.parse(right).tree, includeRanges: false)
}
