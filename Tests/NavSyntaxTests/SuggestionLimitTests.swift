import NavDriver
import NavSemantics
import NavSource
import Testing

/// A misspelled route or type is searched for among every route or type of the app once per
/// misspelling, and only for the first `Checker.appWideSuggestionLimit` distinct misspellings,
/// so that a file with thousands of broken names is checked in moments instead of minutes.
@Suite struct SuggestionLimitTests {
    /// An app whose root pushes `edgeCount` routes whose names are one letter off a declared
    /// route's (`screenN` is declared, `screnN` is pushed), each misspelling written `repeats`
    /// times.
    private func diagnostics(edgeCount: Int, repeats: Int) -> [Diagnostic] {
        var text = "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> HomeView {\n"
        for index in 0..<edgeCount {
            for copy in 0..<repeats { text += "    action open\(index)x\(copy) = push scren\(index)\n" }
        }
        text += "}\n\n"
        for index in 0..<edgeCount { text += "route screen\(index) -> ScreenView\(index)\n" }
        return Pipeline.check(SourceFile(path: "test.nav", text: text)).diagnostics
            .filter { $0.code == .undeclaredRoute }
    }

    @Test func everyUseOfASuggestedMisspellingGetsTheSuggestion() {
        let found = diagnostics(edgeCount: 3, repeats: 4)
        #expect(found.count == 12)
        for diagnostic in found {
            let misspelled = diagnostic.message.split(separator: "'")[1]
            let expected = misspelled.replacingOccurrences(of: "scren", with: "screen")
            #expect(diagnostic.fixIts.map(\.replacement) == [expected], "\(diagnostic.message)")
        }
    }

    @Test func onlyTheFirstDistinctMisspellingsAreSearchedFor() {
        let limit = Checker.appWideSuggestionLimit
        let found = diagnostics(edgeCount: limit + 20, repeats: 2)
        #expect(found.count == 2 * (limit + 20))
        let suggested = found.filter { !$0.fixIts.isEmpty }
        #expect(suggested.count == 2 * limit)
        // The misspellings met first, in source order, are the ones searched for.
        #expect(found.prefix(2 * limit).allSatisfy { !$0.fixIts.isEmpty })
    }
}
