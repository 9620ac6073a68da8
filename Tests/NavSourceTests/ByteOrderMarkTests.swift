import Foundation
import NavSource
import Testing

/// Every renderer reports the same line and column for a file that starts with a UTF-8 byte
/// order mark, as if the mark were not there (the grammar skips it); byte offsets count it.
@Suite struct ByteOrderMarkTests {
    /// `rotue é@` after a byte order mark: `rotue` is at offsets 3 to 8 and `@` at 11.
    let file = SourceFile(path: "a.nav", bytes: [0xEF, 0xBB, 0xBF] + Array("rotue é@\n".utf8))

    /// The misspelled keyword, and the character after a two-byte one.
    var diagnostics: [Diagnostic] {
        [
            Diagnostic(.expectedDeclaration, "'rotue'", at: ByteRange(start: 3, end: 8)),
            Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 11, end: 12)),
        ]
    }

    @Test func textRendererCountsColumnsAfterTheMarkAndDoesNotShowIt() {
        let output = TextDiagnosticRenderer().render(diagnostics, in: file)
        #expect(
            output
                == "a.nav:1:1: error: expected a declaration ('navigation', 'route', 'type', 'tab', 'feature', 'guard' or 'import'), "
                + "found 'rotue' [NAV101]\n"
                + "    1 | rotue é@\n"
                + "      | ^~~~~\n"
                + "a.nav:1:9: error: unexpected character '@' [NAV003]\n"
                + "    1 | rotue é@\n"
                + "      |        ^\n")
        #expect(!output.unicodeScalars.contains("\u{FEFF}"))
    }

    @Test func jsonRendererCountsColumnsAfterTheMarkAndKeepsOffsets() throws {
        let lines = JSONDiagnosticRenderer().render(diagnostics, in: file).split(separator: "\n")
        let decoded = try lines.map { try JSONDecoder().decode(JSONDiagnostic.self, from: Data($0.utf8)) }
        #expect(
            decoded.map(\.range.start) == [
                JSONSourcePosition(line: 1, column: 1, character: 1, offset: 3),
                JSONSourcePosition(line: 1, column: 9, character: 8, offset: 11),
            ])
        #expect(
            decoded.map(\.range.end) == [
                JSONSourcePosition(line: 1, column: 6, character: 6, offset: 8),
                JSONSourcePosition(line: 1, column: 10, character: 9, offset: 12),
            ])
    }

    @Test func gitHubRendererCountsColumnsAfterTheMark() {
        let commands = GitHubDiagnosticRenderer(sourceRoot: "/work").render(diagnostics, in: file)
            .split(separator: "\n")
        #expect(commands.count == 2)
        #expect(commands.first?.hasPrefix("::error file=a.nav,line=1,endLine=1,col=1,endColumn=6,") == true)
        #expect(commands.last?.hasPrefix("::error file=a.nav,line=1,endLine=1,col=8,endColumn=9,") == true)
    }

    @Test func sarifRendererAgreesWithTheOthers() throws {
        let log = SARIFRenderer(toolVersion: "1.0.0").render([(file: file, diagnostics: diagnostics)])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let regions = try results.map { result in
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            return try #require(physical["region"] as? [String: Any])
        }
        // SARIF counts UTF-16 code units, which for this text are the characters.
        #expect(regions.map { $0["startColumn"] as? Int } == [1, 8])
        #expect(regions.map { $0["endColumn"] as? Int } == [6, 9])
        #expect(regions.map { $0["startLine"] as? Int } == [1, 1])
    }
}
