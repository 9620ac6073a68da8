import NavSource
import Testing

/// GitHub Actions workflow commands: one command per diagnostic, escaped as GitHub's toolkit does.
@Suite struct GitHubDiagnosticRendererTests {
    /// A file with an unclosed parameter list on line 2.
    static let file = SourceFile(
        path: "/work/repo/Sources/App/App.nav", text: "// x\nroute second(data: String -> Second {}\n")

    @Test func rendersAnErrorWithItsLocationTitleNotesAndFixIts() {
        let diagnostic = Diagnostic(
            .expectedClosingDelimiter, ")", "parameter list", at: ByteRange(start: 31, end: 33),
            notes: [DiagnosticNote("to match this '('", at: ByteRange(start: 17, end: 18))],
            fixIts: [.insert(")", at: 30)])
        let output = GitHubDiagnosticRenderer(sourceRoot: "/work/repo").render([diagnostic], in: Self.file)
        #expect(
            output
                == "::error file=Sources/App/App.nav,line=2,endLine=2,col=27,endColumn=29,title=NAV104"
                + "::expected ')' to close parameter list%0Anote: to match this '(' (2:13)%0Afix-it: insert ')'\n"
        )
    }

    @Test func mapsSeveritiesToCommands() {
        var warning = Diagnostic(.unreachableRoute, "orphan", at: ByteRange(start: 0, end: 2))
        var note = warning
        note.severity = .note
        warning.severity = .warning
        let output = GitHubDiagnosticRenderer(sourceRoot: "/elsewhere").render(
            [warning, note], in: Self.file)
        let commands = output.split(separator: "\n").map { $0.prefix { $0 != " " } }
        #expect(commands == ["::warning", "::notice"])
        // A file outside the source root keeps its path as given.
        #expect(output.contains("file=/work/repo/Sources/App/App.nav,"))
    }

    @Test func escapesDataAndProperties() {
        #expect(GitHubDiagnosticRenderer.escapeData("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d")
        #expect(GitHubDiagnosticRenderer.escapeProperty("a%b\nc:d,e") == "a%25b%0Ac%3Ad%2Ce")
        let odd = SourceFile(path: "/r/we,ird:name%.nav", text: "x\n")
        let output = GitHubDiagnosticRenderer(sourceRoot: "/r").render(
            [Diagnostic(.unexpectedCharacter, "character", "x\ny", at: ByteRange(start: 0, end: 1))], in: odd)
        #expect(output.hasPrefix("::error file=we%2Cird%3Aname%25.nav,line=1,"))
        #expect(output.hasSuffix("::unexpected character 'x%0Ay'\n"))
        // Exactly one line per diagnostic, whatever the message holds.
        #expect(output.filter { $0 == "\n" }.count == 1)
    }

    @Test func rendersToolFailures() {
        let renderer = GitHubDiagnosticRenderer(sourceRoot: "/r")
        let withFile = renderer.render(
            ToolFailure(code: .fileNotFound, message: "no such file '/r/a.nav'", path: "/r/a.nav"))
        #expect(withFile == "::error file=a.nav,title=NAV501::no such file '/r/a.nav'\n")
        let withoutFile = renderer.render(
            ToolFailure(code: .unreadableStandardInput, message: "cannot read standard input", path: nil))
        #expect(withoutFile == "::error title=NAV505::cannot read standard input\n")
    }
}
