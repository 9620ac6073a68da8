import NavDriver
import NavSource
import NavSyntax
import Testing

/// Fix-its for the mistakes newcomers make do what they say: applying them gives the file
/// that was meant, and that file checks without errors.
@Suite struct FixItTests {
    /// A file with one header entry or route member line replaced by `line`.
    private static func app(header: String = "target iOS 16", member: String) -> String {
        """
        navigation App {
            \(header)
            roots home
        }

        route home(id: Int = 1) -> Home {
            \(member)
        }

        route detail(id: Int) -> Detail

        route settings -> Settings

        """
    }

    @Test(arguments: [
        (
            app(member: "action open = push detail(id)"), "action open = push detail(id: id)",
            DiagnosticCode.missingArgumentLabel
        ),
        (
            app(member: "action open = push detail(7)"), "action open = push detail(id: 7)",
            .missingArgumentLabel
        ),
        (
            app(member: "action open = sheet(settings)"), "action open = sheet settings",
            .parenthesizedEdgeTarget
        ),
        (
            app(member: "action open = push(detail(id: id))"), "action open = push detail(id: id)",
            .parenthesizedEdgeTarget
        ),
        (app(member: "title 'Home'"), "title \"Home\"", .singleQuotedString),
        (app(member: #"title 'It\'s "home"'"#), #"title "It's \"home\"""#, .singleQuotedString),
        (
            app(header: "target iOS17", member: "title \"Home\""), "target iOS 17",
            .platformVersionWithoutSpace
        ),
        (
            app(header: "target macOS13.3", member: "title \"Home\""), "target macOS 13.3",
            .platformVersionWithoutSpace
        ),
        (app(member: "title: \"Home\""), "title \"Home\"", .colonAfterKeyword),
        (app(header: "target: iOS 16", member: "title \"Home\""), "target iOS 16", .colonAfterKeyword),
        (app(member: "action open = present settings"), "action open = sheet settings", .unknownEdgeKind),
        (
            app(member: "action open = navigate detail(id: id)"), "action open = push detail(id: id)",
            .unknownEdgeKind
        ),
        (
            app(member: "toolbar {\n        item topRight button(\"Add\") = sheet settings\n    }"),
            "item topBarTrailing button", .unknownToolbarPlacement
        ),
    ])
    func applyingTheFixItGivesTheIntendedFile(text: String, expected: String, code: DiagnosticCode) throws {
        let source = SourceFile(path: "test.nav", text: text)
        let diagnostics = Pipeline.check(source).diagnostics.filter { $0.severity == .error }
        #expect(diagnostics.map(\.code) == [code], "\(diagnostics.map(\.message))")
        let fixIt = try #require(diagnostics.first?.fixIts.first)
        let fixed = Self.apply(fixIt, to: text)
        #expect(fixed.contains(expected), "\(fixed)")
        let result = Pipeline.check(SourceFile(path: "fixed.nav", text: fixed))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    }

    /// `text` with `fixIt`'s byte range replaced.
    static func apply(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}
