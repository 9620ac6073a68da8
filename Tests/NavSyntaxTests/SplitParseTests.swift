import Foundation
import NavSource
import NavSyntax
import Testing

/// A large file's second half is lexed and parsed on another core (`Lexer.tokenize(_:splittingFrom:)`,
/// `Parser.parseSourceFileInTwo()`); the tokens, the tree and the diagnostics must be exactly
/// those of lexing and parsing it in one go, whether the split holds (the first half's scanner
/// arrives at the second half's first byte, the first half's last declaration ends where the
/// second half begins) or runs past it (a block comment spans it, error recovery runs on) and the
/// first half's scanner or parser carries on.
@Suite struct SplitParseTests {
    /// Lexes and parses `bytes` in one go and split, and expects the same result.
    func expectSameParse(_ bytes: [UInt8], name: String) {
        let source = SourceFile(path: name, bytes: bytes)
        let whole = Parser.parse(source, splittingFrom: .max, lexingSplitFrom: .max)
        let split = Parser.parse(source, splittingFrom: 0, lexingSplitFrom: 0)
        #expect(split.tree.tokens == whole.tree.tokens, "\(name): tokens differ")
        #expect(split.tree.comments == whole.tree.comments, "\(name): comments differ")
        #expect(split.tree.declarations == whole.tree.declarations, "\(name): declarations differ")
        #expect(split.diagnostics == whole.diagnostics, "\(name): diagnostics differ")
    }

    @Test func aBlockCommentAcrossTheMiddleLexesTheSameSplit() {
        // The middle of the file is inside a block comment whose lines look like routes: the
        // first half's scanner runs past the second half's first byte, and the second half's
        // tokens (lexed from inside the comment) are dropped.
        let commented = (0..<60).map { "route hidden\($0) -> Hidden\($0)View\n" }.joined()
        let text =
            "navigation App {\n    target iOS 17\n    roots first\n}\n"
            + "route first -> FirstView\n/* \"a quote\n\(commented)*/\nroute second -> SecondView\n"
        expectSameParse(Array(text.utf8), name: "comment.nav")
        let tokens = Parser.parse(
            SourceFile(path: "comment.nav", bytes: Array(text.utf8)), splittingFrom: 0, lexingSplitFrom: 0
        ).tree.tokens
        #expect(tokens.filter { $0.keyword == .route }.count == 2)
    }

    @Test func aSplitAtALineOfWindowsLineBreaksLexesTheSame() {
        let routes = (0..<40).map { "route screen\($0) -> Screen\($0)View // note \($0)\r\n" }.joined()
        let text = "navigation App {\r\n    target iOS 17\r\n    roots screen0\r\n}\r\n" + routes
        expectSameParse(Array(text.utf8), name: "crlf.nav")
    }

    @Test(arguments: try Fixtures.names(in: "parse", suffix: ".nav"))
    func everyParseFixtureParsesTheSameSplit(name: String) {
        expectSameParse(Fixtures.bytes("parse/\(name).nav"), name: name)
    }

    @Test(arguments: try Fixtures.samplePaths())
    func everySampleAndItsMutantsParseTheSameSplit(path: String) {
        let original = Fixtures.bytes(path, relativeTo: Fixtures.repositoryRoot)
        #expect(!original.isEmpty)
        expectSameParse(original, name: path)
        // Mutants break braces, lines and keywords around the split point, so that recovery
        // sometimes runs past it.
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: path.utf8.count &* 7919))
        for iteration in 0..<200 {
            expectSameParse(Mutator.mutate(original, random: &random), name: "\(path) mutant \(iteration)")
        }
    }

    @Test func aKeywordNamingAParameterInTheMiddleParsesTheSameSplit() {
        // Halfway through the tokens, a parameter list spans lines and its parameters are named
        // by declaration keywords, each at the start of a line: the split point is inside the
        // list, the first half's parser runs past it, and the second half's result is dropped.
        let names = ["route", "type", "tab", "feature", "guard", "import"]
        let list = (0..<120).map { index in "    \(names[index % names.count]): Int,\n" }.joined()
        let text =
            "navigation App {\n    target iOS 17\n    roots first\n}\n"
            + "route first(\n\(list)    last: Int\n) -> FirstView\n"
            + "route second -> SecondView\n"
        expectSameParse(Array(text.utf8), name: "keywords.nav")
    }

    @Test func aFileCutInsideABlockParsesTheSameSplit() {
        // A route block in the first half is never closed: its parser recovers at the next
        // declaration keyword that starts a line, which is where a split may begin.
        let routes = (0..<40).map {
            "route screen\($0)(id: Int) -> Screen\($0)View {\n    title \"S\($0)\"\n}\n"
        }
        var text = "navigation App {\n    target iOS 17\n    roots screen0\n}\n" + routes.joined()
        text = text.replacingOccurrences(of: "title \"S19\"\n}", with: "title \"S19\"\n")
        expectSameParse(Array(text.utf8), name: "cut.nav")
    }
}
