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
        (app(member: "action open = push detail(di: 7)"), "action open = push detail(id: 7)", .extraArgument),
        (app(member: "url \"/home/{ID}\""), "url \"/home/{id}\"", .deepLinkUnknownPlaceholder),
        (app(member: "url \"/h\\u{6F}me/{idd}\""), "url \"/home/{id}\"", .deepLinkUnknownPlaceholder),
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

    /// A tab app whose first route has `member`.
    private static func tabApp(member: String) -> String {
        """
        navigation App {
            target iOS 17
        }

        tab home {
            title "Home"
            image "house"
            roots feed
        }

        tab other {
            title "Other"
            image "star"
            roots settings
        }

        route feed -> Feed {
            \(member)
        }

        route settings -> Settings

        """
    }

    @Test(arguments: [
        (
            tabApp(member: "action open = sheet settings in other"), "action open = sheet settings\n",
            DiagnosticCode.tabClauseNotAfterPush
        ),
        (tabApp(member: "action open = tab other(id: 1)"), "action open = tab other\n", .tabEdgeArguments),
        (tabApp(member: "action open = tab(other)"), "action open = tab other\n", .parenthesizedEdgeTarget),
        (tabApp(member: "action open = tab othr"), "action open = tab other\n", .undeclaredTab),
        (tabApp(member: "action open = switchTab other"), "action open = tab other\n", .unknownEdgeKind),
        (tabApp(member: "action open = push settings in othre"), "push settings in other\n", .undeclaredTab),
    ])
    func applyingTheFixItGivesTheIntendedTabApp(text: String, expected: String, code: DiagnosticCode) throws {
        try applyingTheFixItGivesTheIntendedFile(text: text, expected: expected, code: code)
    }

    /// The lint fix-it for a `push ... in` the route's own tab removes the tab and its space.
    @Test func aRedundantTabClauseIsRemoved() throws {
        let text = Self.tabApp(member: "action open = push settings in home")
        let findings = Pipeline.lint(SourceFile(path: "test.nav", text: text)).diagnostics
        let finding = try #require(
            findings.first { $0.code == .redundantTabSwitch }, "\(findings.map(\.message))")
        let fixed = Self.apply(try #require(finding.fixIts.first), to: text)
        #expect(fixed.contains("action open = push settings\n"), "\(fixed)")
        let relinted = Pipeline.lint(SourceFile(path: "fixed.nav", text: fixed)).diagnostics
        #expect(!relinted.contains { $0.code == .redundantTabSwitch || $0.severity == .error })
    }

    /// `text` with `fixIt`'s byte range replaced.
    static func apply(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}
