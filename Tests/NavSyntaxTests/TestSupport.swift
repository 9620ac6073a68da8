import NavSource
import NavSyntax
import Testing

/// Helpers shared by ``LexerTests`` and ``ParserTests``.
///
/// They live in a protocol extension rather than at the top level so that other suites in this
/// module can define helpers of their own without clashing names.
protocol SyntaxTestHelpers {}

/// One line of a syntax dump with ranges: the node's name, its nesting depth and its range.
struct DumpedNode: Sendable, Hashable, CustomStringConvertible {
    /// How many levels below `SourceFile` the node is (the file itself is 0).
    var depth: Int
    /// The whole line, without indentation.
    var line: String
    /// The node's byte range.
    var range: ByteRange

    var description: String { line }
}

extension SyntaxTestHelpers {
    // MARK: Sources

    /// A source file named `test.nav` holding `text` as UTF-8.
    func source(_ text: String) -> SourceFile {
        SourceFile(path: "test.nav", text: text)
    }

    /// A source file named `test.nav` holding `bytes` exactly (they need not be valid UTF-8).
    func source(bytes: [UInt8]) -> SourceFile {
        SourceFile(path: "test.nav", bytes: bytes)
    }

    /// The UTF-8 bytes of `text`, to build byte-level inputs with `+`.
    func utf8(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    /// A half-open byte range, written short.
    func range(_ start: Int, _ end: Int) -> ByteRange {
        ByteRange(start: start, end: end)
    }

    /// The byte range of the `occurrence`-th (1-based) appearance of `needle` in `text`.
    ///
    /// Computing ranges from the text keeps expectations readable and correct when a test's
    /// source changes; the tests that pin absolute offsets spell them out instead.
    func range(of needle: String, in text: String, occurrence: Int = 1) -> ByteRange {
        let haystack = Array(text.utf8)
        let pattern = Array(needle.utf8)
        var found = 0
        var start = 0
        while start + pattern.count <= haystack.count {
            if haystack[start..<start + pattern.count].elementsEqual(pattern) {
                found += 1
                if found == occurrence { return ByteRange(start: start, end: start + pattern.count) }
            }
            start += 1
        }
        Issue.record("'\(needle)' does not occur \(occurrence) time(s) in the test source")
        return .empty(at: 0)
    }

    /// The empty range just after the `occurrence`-th appearance of `needle` in `text`: the
    /// insertion point the parser reports when syntax is missing after that text.
    func insertionPoint(after needle: String, in text: String, occurrence: Int = 1) -> ByteRange {
        .empty(at: range(of: needle, in: text, occurrence: occurrence).end)
    }

    // MARK: Lexing

    /// Lexes `text`.
    func lex(_ text: String) -> LexResult {
        Lexer.tokenize(source(text))
    }

    /// Lexes raw bytes.
    func lex(bytes: [UInt8]) -> LexResult {
        Lexer.tokenize(source(bytes: bytes))
    }

    /// The kinds of every token except the final end of file.
    func kinds(_ result: LexResult) -> [TokenKind] {
        result.tokens.dropLast().map(\.kind)
    }

    /// The ranges of every token except the final end of file.
    func ranges(_ result: LexResult) -> [ByteRange] {
        result.tokens.dropLast().map(\.range)
    }

    // MARK: Parsing

    /// Parses `text`.
    func parse(_ text: String) -> ParseResult {
        Parser.parse(source(text))
    }

    /// Parses raw bytes.
    func parse(bytes: [UInt8]) -> ParseResult {
        Parser.parse(source(bytes: bytes))
    }

    /// The syntax dump of `text` without ranges and without the final newline, for comparison
    /// with a multi-line string literal.
    func outline(_ text: String) -> String {
        outline(parse(text))
    }

    /// The syntax dump of a parse result without ranges and without the final newline.
    func outline(_ result: ParseResult) -> String {
        var dump = SyntaxDumper.dump(result.tree, includeRanges: false)
        if dump.hasSuffix("\n") { dump.removeLast() }
        return dump
    }

    /// `lines` with every line indented by `levels` dump levels (two spaces each).
    func indented(_ lines: String, by levels: Int) -> String {
        let prefix = String(repeating: "  ", count: levels)
        return lines.split(separator: "\n", omittingEmptySubsequences: false)
            .map { prefix + $0 }
            .joined(separator: "\n")
    }

    /// Every node of the tree as dumped with ranges, in dump order.
    func dumpedNodes(_ tree: SyntaxTree) -> [DumpedNode] {
        SyntaxDumper.dump(tree, includeRanges: true).split(separator: "\n").compactMap { line in
            let indentation = line.prefix { $0 == " " }.count
            let fields = line.dropFirst(indentation).split(separator: " ")
            guard fields.count >= 2 else { return nil }
            let bounds = fields[1].split(separator: "..<")
            guard bounds.count == 2, let start = Int(bounds[0]), let end = Int(bounds[1]) else {
                Issue.record("unexpected dump line: \(line)")
                return nil
            }
            return DumpedNode(
                depth: indentation / 2, line: String(line.dropFirst(indentation)),
                range: ByteRange(start: start, end: end))
        }
    }

    /// The codes of `diagnostics`, in order.
    func codes(_ diagnostics: [Diagnostic]) -> [DiagnosticCode] {
        diagnostics.map(\.code)
    }

    /// The route declarations of a tree, in order.
    func routes(_ tree: SyntaxTree) -> [RouteDecl] {
        tree.declarations.compactMap { declaration in
            guard case .route(let route) = declaration else { return nil }
            return route
        }
    }

    /// The first route's members, or an empty list (recording an issue) when there is no route.
    func firstRouteMembers(_ result: ParseResult) -> [RouteMember] {
        guard let route = routes(result.tree).first else {
            Issue.record("the source has no route")
            return []
        }
        return route.members
    }
}
