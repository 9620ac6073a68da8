import NavDriver
import NavSemantics
import NavSource
import NavSyntax
import Testing

/// `navc diff`'s breaking-change detection, over old/new fixture pairs, and the `formerly` and
/// `formerURL` route members that keep old state and links working.
@Suite struct CompatibilityTests {
    /// The diff findings from `old` to `new`, which must both check without errors.
    static func findings(old: SourceFile, new: SourceFile) throws -> [CompatibilityCheck.Finding] {
        let oldResult = Pipeline.check(old)
        let newResult = Pipeline.check(new)
        #expect(!oldResult.hasErrors, "\(old.path): \(oldResult.diagnostics.map(\.message))")
        #expect(!newResult.hasErrors, "\(new.path): \(newResult.diagnostics.map(\.message))")
        let oldModel = try #require(oldResult.model)
        let newModel = try #require(newResult.model)
        return CompatibilityCheck.compare(old: oldModel, new: newModel)
    }

    /// `diff/NAME.old.nav` → `diff/NAME.new.nav` reports exactly what the new file's
    /// `expected-*` comments announce, rendered as in `diff/NAME.stderr`.
    @Test(arguments: try Fixtures.names(in: "diff", suffix: ".new.nav"))
    func diffMatchesAnnotationsAndGolden(name: String) throws {
        let old = SourceFile(path: "diff/\(name).old.nav", bytes: Fixtures.bytes("diff/\(name).old.nav"))
        let new = SourceFile(path: "diff/\(name).new.nav", bytes: Fixtures.bytes("diff/\(name).new.nav"))
        let diagnostics = try Self.findings(old: old, new: new).map(\.diagnostic)
        #expect(!diagnostics.isEmpty, "a diff fixture must produce diagnostics")
        var expected = ExpectedDiagnostic.parse(String(decoding: new.bytes, as: UTF8.self))
        var unexpected: [String] = []
        for diagnostic in diagnostics {
            let line = new.location(of: diagnostic.range.start).line
            if let index = expected.firstIndex(where: {
                $0.severity == diagnostic.severity && $0.line == line
                    && diagnostic.message.contains($0.message)
            }) {
                expected.remove(at: index)
            } else {
                unexpected.append("line \(line): \(diagnostic.severity.rawValue): \(diagnostic.message)")
            }
        }
        #expect(unexpected.isEmpty, "diagnostics without an expected-* annotation: \(unexpected)")
        #expect(expected.isEmpty, "annotations that no diagnostic matched: \(expected)")
        let rendered = TextDiagnosticRenderer(useColor: false).render(diagnostics, in: new)
        Fixtures.expectGolden(rendered, path: "diff/\(name).stderr")
    }

    /// Every diff fixture's new version is what the old one becomes once the fix-its are
    /// applied where they exist: adding `formerly` and `formerURL` makes those findings go away.
    @Test func fixItsAddTheFormerMembersThatKeepOldStateAndLinks() throws {
        let old = SourceFile(path: "old.nav", bytes: Fixtures.bytes("diff/deeplinks.old.nav"))
        var text = String(decoding: Fixtures.bytes("diff/deeplinks.new.nav"), as: UTF8.self)
        let first = try Self.findings(old: old, new: SourceFile(path: "new.nav", text: text))
        let fixable = first.filter { $0.diagnostic.code == .deepLinkNoLongerMatches }
        #expect(fixable.count == 2)
        // Apply the fix-its from the end of the file, so earlier offsets stay valid.
        for fixIt in fixable.flatMap(\.diagnostic.fixIts).sorted(by: { $0.range.start > $1.range.start }) {
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
            text = String(decoding: bytes, as: UTF8.self)
        }
        #expect(text.contains("    formerURL \"/folders/{name}\"\n"))
        #expect(text.contains("route share(id: Int) -> ShareView {\n    formerURL \"/share/{id}\"\n}"))
        let fixed = try Self.findings(old: old, new: SourceFile(path: "new.nav", text: text))
        #expect(
            !fixed.contains { $0.diagnostic.code == .deepLinkNoLongerMatches },
            "\(fixed.map(\.diagnostic.message))")
    }

    /// A link whose placeholder's parameter was renamed as well as moved gets a `formerURL`
    /// with the new parameter's name, so the fixed file checks and opens old links; a link
    /// whose placeholder no parameter takes any more gets no fix-it at all.
    @Test func formerURLFixItsNameTheNewParameters() throws {
        let header = "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home\n\n"
        let old = SourceFile(
            path: "old.nav",
            text: header + """
                route item(id: Int) -> ItemView {
                    url "/items/{id}"
                }

                route tag(id: Int) -> TagView {
                    url "/tags/{id}"
                }

                """)
        var text =
            header + """
                route item(itemID: Int) -> ItemView {
                    url "/products/{itemID}"
                }

                route tag(code: String) -> TagView {
                    url "/labels/{code}"
                }

                """
        let findings = try Self.findings(old: old, new: SourceFile(path: "new.nav", text: text))
        let moved = findings.map(\.diagnostic).filter { $0.code == .deepLinkNoLongerMatches }
        #expect(moved.count == 2, "\(findings.map(\.diagnostic.message))")
        let fixIts = moved.flatMap(\.fixIts)
        #expect(fixIts.map(\.replacement) == ["    formerURL \"/items/{itemID}\"\n"], "\(fixIts)")
        for fixIt in fixIts {
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
            text = String(decoding: bytes, as: UTF8.self)
        }
        let fixed = try Self.findings(old: old, new: SourceFile(path: "new.nav", text: text))
        #expect(
            fixed.map(\.diagnostic).filter { $0.code == .deepLinkNoLongerMatches }.map(\.message)
                == ["links to route 'tag' made by the old version ('/tags/{id}') no longer open it"])
    }

    /// The `formerURL` fix-it for a pattern with query items keeps their keys, so the former
    /// pattern reads old links' query as the old version wrote it, and the fixed file reports
    /// nothing.
    @Test func formerURLFixItsKeepQueryKeys() throws {
        let header = "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home\n\n"
        let old = SourceFile(
            path: "old.nav",
            text: header
                + "route item(id: Int, sort: String? = nil) -> ItemView {\n    url \"/item?id={id}&s={sort}\"\n}\n"
        )
        var text =
            header + "route item(id: Int, sort: String? = nil) -> ItemView {\n    url \"/items/{id}\"\n}\n"
        let findings = try Self.findings(old: old, new: SourceFile(path: "new.nav", text: text))
        let fixIts = findings.map(\.diagnostic).filter { $0.code == .deepLinkNoLongerMatches }.flatMap(
            \.fixIts)
        #expect(fixIts.map(\.replacement) == ["    formerURL \"/item?id={id}&s={sort}\"\n"], "\(fixIts)")
        for fixIt in fixIts {
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
            text = String(decoding: bytes, as: UTF8.self)
        }
        let fixed = try Self.findings(old: old, new: SourceFile(path: "new.nav", text: text))
        #expect(fixed.isEmpty, "\(fixed.map(\.diagnostic.message))")
    }

    /// A version that only adds things, renames with `formerly` and moves links with
    /// `formerURL` breaks nothing.
    @Test func compatibleChangesReportNothing() throws {
        let old = SourceFile(
            path: "old.nav",
            text: """
                navigation App {
                    target iOS 16
                    roots home
                }

                route home -> Home {
                    action open = push detail(id: 1)
                }

                route detail(id: Int) -> Detail {
                    url "/items/{id}"
                }

                """)
        let new = SourceFile(
            path: "new.nav",
            text: """
                navigation App {
                    target iOS 16
                    roots home
                }

                route home -> Home {
                    action open = push item(id: 1)
                    action more = push extra
                }

                route item(id: Int, note: String? = nil) -> Detail {
                    url "/things/{id}"
                    formerly detail
                    formerURL "/items/{id}"
                }

                route extra -> Extra

                """)
        #expect(try Self.findings(old: old, new: new).map(\.diagnostic.message) == [])
    }

    /// The example of each compatibility code reports it: for a `navc diff` code the example
    /// is the old and the new file; for a checker code it is one file.
    @Test(arguments: DiagnosticCode.allCases.filter { (600..<640).contains($0.rawValue) })
    func exampleTriggersCompatibilityCode(code: DiagnosticCode) throws {
        let example = code.descriptor.example
        if code.rawValue < 630 {
            let parts = example.components(separatedBy: DiagnosticDescriptor.newVersionSeparator)
            try #require(parts.count == 2, "\(code.id)'s example must hold an old and a new version")
            let reported = try Self.findings(
                old: SourceFile(path: "old.nav", text: parts[0]),
                new: SourceFile(path: "new.nav", text: parts[1])
            ).map(\.diagnostic.code)
            #expect(reported.contains(code), "example for \(code.id) reported \(reported.map(\.id))")
        } else {
            let reported = Pipeline.lint(SourceFile(path: "example.nav", text: example)).diagnostics.map(
                \.code)
            #expect(reported.contains(code), "example for \(code.id) reported \(reported.map(\.id))")
        }
    }

    @Test func theCompatibilityRangeHasEntries() {
        #expect(DiagnosticCode.allCases.filter { (600..<640).contains($0.rawValue) }.count >= 15)
    }

    /// What the model holds for the former members, for the code generator.
    @Test func theModelHoldsFormerNamesAndPatterns() throws {
        let source = SourceFile(
            path: "app.nav",
            text: """
                navigation App {
                    target iOS 16
                    roots home
                }

                route home -> Home {
                    action open = push note(id: 1)
                }

                route note(id: Int, tab: String? = nil) -> NoteView {
                    url "/n/{id}"
                    formerly detail, item
                    formerly entry
                    formerURL "/notes/{id}"
                    formerURL "/old/{tab}/{id}"
                }

                """)
        let result = Pipeline.check(source)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let note = try #require(result.model?.route(named: "note"))
        #expect(note.formerNames.map(\.name) == ["detail", "item", "entry"])
        #expect(note.formerNames.map { source.text($0.range) } == ["detail", "item", "entry"])
        #expect(note.formerDeepLinks.map(\.pattern.text) == ["/notes/{id}", "/old/{tab}/{id}"])
        #expect(note.formerDeepLinks.map(\.pattern.placeholders) == [["id"], ["tab", "id"]])
        #expect(
            note.formerDeepLinks.map { source.text($0.range) } == ["\"/notes/{id}\"", "\"/old/{tab}/{id}\""])
        #expect(note.deepLink?.text == "/n/{id}")
    }
}
