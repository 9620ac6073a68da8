import NavSource

/// A syntax tree and every lexical and syntax diagnostic found while building it.
public struct ParseResult: Sendable {
    /// The tree; always complete, with missing nodes where the source is broken.
    public var tree: SyntaxTree
    /// Lexing (NAV0xx) and parsing (NAV1xx) diagnostics, sorted by position.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The recursive-descent parser for the grammar in `Grammar/nav.ebnf`.
///
/// The parser never throws and never stops at the first error: it reports, invents a missing
/// node with an empty range where syntax is absent, skips what it cannot use up to the next
/// line that starts a member or declaration, and carries on. Each `parseX` method builds the
/// syntax-tree type `X` of the grammar production with the same name.
public struct Parser: Sendable {
    /// The deepest a type or a collection literal may nest before the parser reports NAV112
    /// instead of recursing. The checker limits parameter types further (NAV238).
    public static let maximumNestingDepth = 64

    private let source: SourceFile
    private let tokens: [Token]
    private var index = 0
    private var diagnostics: [Diagnostic]
    /// How many parentheses, brackets or angle brackets enclose the current token; inside them
    /// line breaks do not end a construct.
    private var delimiterDepth = 0
    /// The end offset of the last consumed token.
    private var previousEnd = 0

    /// How many tokens a file has before its second half is parsed on another core.
    static let splitThreshold = 200_000

    /// Parses `source` into a syntax tree.
    public static func parse(_ source: SourceFile) -> ParseResult {
        parse(source, splittingFrom: splitThreshold)
    }

    /// Parses `source`, splitting the work in two when it has at least `threshold` tokens (see
    /// ``parseSourceFileInTwo()``), and the lexing when it has at least `byteThreshold` bytes
    /// (``Lexer/tokenize(_:splittingFrom:)``); the result is the same either way, which tests
    /// check by splitting every file.
    package static func parse(
        _ source: SourceFile, splittingFrom threshold: Int,
        lexingSplitFrom byteThreshold: Int = Lexer.splitThreshold
    ) -> ParseResult {
        let lexed = Lexer.tokenize(source, splittingFrom: byteThreshold)
        var parser = Parser(source: source, tokens: lexed.tokens, diagnostics: lexed.diagnostics)
        let declarations =
            lexed.tokens.count >= threshold ? parser.parseSourceFileInTwo() : parser.parseSourceFile()
        let tree = SyntaxTree(
            source: source, declarations: declarations, tokens: lexed.tokens, comments: lexed.comments)
        return ParseResult(tree: tree, diagnostics: Diagnostic.sortedByPosition(parser.diagnostics))
    }

    private init(source: SourceFile, tokens: [Token], diagnostics: [Diagnostic]) {
        self.source = source
        self.tokens = tokens
        self.diagnostics = diagnostics
        if source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { previousEnd = 3 }
    }

    /// A parser of the same tokens that starts at top level at token `index`, as this parser is
    /// when it has just parsed every declaration before that token.
    private init(resumingAt index: Int, of parser: Parser) {
        self.init(source: parser.source, tokens: parser.tokens, diagnostics: [])
        self.index = index
        if index > 0 { previousEnd = tokens[index - 1].range.end }
    }

    // MARK: - Token access

    private var current: Token { tokens[index] }

    private var nextToken: Token { tokens[min(index + 1, tokens.count - 1)] }

    /// Whether the current token starts a new line outside any delimiters, which ends the
    /// construct being parsed.
    private var atLineEnd: Bool {
        current.kind == .endOfFile || (current.startsLine && delimiterDepth == 0)
    }

    /// Whether the current token starts a line with a top-level declaration keyword, which
    /// ends an unclosed block or list during error recovery. A keyword followed by ':' on its
    /// line is a name instead (`type: Int` on its own line in a parameter list).
    private var atDeclarationStart: Bool {
        current.startsLine && current.keyword.startsDeclaration
            && !(nextToken.kind == .colon && !nextToken.startsLine)
    }

    /// Whether the current token is `keyword`, used as a keyword.
    private func at(_ keyword: Keyword) -> Bool {
        current.kind == .identifier && current.keyword == keyword
    }

    /// Whether the current token is of `kind` and continues the current line.
    private func atOnLine(_ kind: TokenKind) -> Bool {
        current.kind == kind && !atLineEnd
    }

    @discardableResult
    private mutating func advance() -> Token {
        let token = tokens[index]
        if token.kind != .endOfFile {
            index += 1
            previousEnd = token.range.end
        }
        return token
    }

    /// The range of a node whose first token was at `mark`: from that token to the last one
    /// consumed, or the insertion point when the node consumed nothing.
    private func nodeRange(from mark: Int) -> ByteRange {
        index == mark ? insertionPoint : ByteRange(start: tokens[mark].range.start, end: previousEnd)
    }

    /// An empty range just after the last consumed token: where missing syntax belongs.
    private var insertionPoint: ByteRange { .empty(at: previousEnd) }

    private func text(_ token: Token) -> String { source.text(token.range) }

    /// How the current token reads in "found X" messages.
    private var currentDescription: String {
        switch current.kind {
        case .identifier: "'\(text(current))'"
        case .endOfFile: "end of file"
        case .string: "string literal"
        case .number: "number '\(text(current))'"
        default: current.kind.displayName
        }
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Consumes a token of `kind` on the current line, or reports NAV103 at the insertion point.
    @discardableResult
    private mutating func expect(_ kind: TokenKind, _ context: String) -> Token? {
        if atOnLine(kind) { return advance() }
        report(
            Diagnostic(
                .expectedToken, kind.spelling, context, at: insertionPoint,
                fixIts: [.insert(kind.spelling, at: previousEnd)]))
        return nil
    }

    /// Consumes an identifier on the current line, or reports NAV102 and returns a missing name.
    private mutating func parseName(_ what: String) -> Identifier {
        if atOnLine(.identifier) { return Identifier(range: advance().range) }
        report(Diagnostic(.expectedName, what, at: insertionPoint))
        return Identifier(range: insertionPoint, isMissing: true)
    }

    /// Consumes a string literal on the current line, or reports NAV118 and returns a missing one.
    private mutating func parseStringLiteral(_ context: String) -> StringLiteralSyntax {
        if atOnLine(.string) { return StringLiteralSyntax(range: advance().range) }
        report(Diagnostic(.expectedString, context, at: atLineEnd ? insertionPoint : current.range))
        return StringLiteralSyntax(range: insertionPoint, isMissing: true)
    }

    /// Consumes a word from `Word`'s list. An unknown word is reported (with a suggestion when
    /// one is close) and kept, with no meaning, so the tree still covers it.
    private mutating func parseVocabularyWord<Word: Vocabulary>(
        _: Word.Type, unknownCode: DiagnosticCode = .invalidOptionValue
    ) -> VocabularyWord<Word> {
        guard atOnLine(.identifier) else {
            report(
                Diagnostic(.expectedName, "\(Word.vocabularyName) (\(Word.allSpellings))", at: insertionPoint)
            )
            return VocabularyWord(name: Identifier(range: insertionPoint, isMissing: true), value: nil)
        }
        let token = advance()
        if let value = Word.spelled(by: source.bytes, in: token.range) {
            return VocabularyWord(name: Identifier(range: token.range), value: value)
        }
        let spelled = text(token)
        let listsWords = unknownCode == .invalidOptionValue
        let arguments: [String] = listsWords ? [spelled, Word.vocabularyName, Word.allSpellings] : [spelled]
        var diagnostic = Diagnostic(unknownCode, arguments: arguments, at: token.range)
        if let suggestion = Word.suggestion(for: spelled) {
            diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion.rawValue)'?"))
            diagnostic.fixIts.append(FixIt(range: token.range, replacement: suggestion.rawValue))
        }
        if !listsWords {
            diagnostic.notes.append(DiagnosticNote("valid \(Word.vocabularyName)s: \(Word.allSpellings)"))
        }
        report(diagnostic)
        return VocabularyWord(name: Identifier(range: token.range), value: nil)
    }

    /// Consumes the keyword that starts a header entry or a route member. A ':' after it
    /// (`title: "Home"`, as in JSON or YAML) is reported with a fix-it and skipped, so the
    /// entry still parses.
    @discardableResult
    private mutating func advanceKeyword() -> Token {
        let keyword = advance()
        if atOnLine(.colon) {
            let colon = advance()
            report(
                Diagnostic(
                    .colonAfterKeyword, text(keyword), at: colon.range,
                    fixIts: [
                        FixIt(
                            range: ByteRange(start: keyword.range.end, end: colon.range.end), replacement: "")
                    ]
                ))
        }
        return keyword
    }

    /// Adds "did you mean" with a replacement fix-it when a candidate is close to `word`.
    private func addSuggestion(
        to diagnostic: inout Diagnostic, for word: String, among candidates: [String], at range: ByteRange
    ) {
        guard let suggestion = Suggestion.closest(to: word, among: candidates) else { return }
        diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
        diagnostic.fixIts.append(FixIt(range: range, replacement: suggestion))
    }

    /// Skips tokens up to the start of the next line (outside brackets), a `}` that closes the
    /// enclosing block, or the end of the file. Brackets opened while skipping are skipped whole.
    private mutating func skipToNextLine() {
        var depth = 0
        var first = true
        while current.kind != .endOfFile {
            if depth == 0 && !first && current.startsLine { return }
            if depth > 0 && atDeclarationStart { return }
            switch current.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            default: break
            }
            advance()
            first = false
        }
    }

    /// Reports anything left on the line after a complete construct, then skips it.
    private mutating func finishLine(after construct: String) {
        guard !atLineEnd, current.kind != .rightBrace else { return }
        report(
            Diagnostic(
                .unexpectedToken, currentDescription,
                "after \(construct); start each \(construct) on its own line",
                at: current.range))
        skipToNextLine()
    }

    /// Parses the items of a `{ ... }` block whose `{` was just consumed, up to and including
    /// the `}`. A missing `}` is reported against the `{` when the file ends or a top-level
    /// declaration keyword starts a line.
    private mutating func parseBlock(
        opening: ByteRange, construct: String, itemName: String, parseItem: (inout Parser) -> Void
    ) {
        while true {
            if current.kind == .rightBrace {
                advance()
                return
            }
            if current.kind == .endOfFile || atDeclarationStart {
                report(
                    Diagnostic(
                        .expectedClosingDelimiter, "}", construct, at: insertionPoint,
                        notes: [DiagnosticNote("to match this '{'", at: opening)],
                        fixIts: [.insert("}", at: previousEnd)]))
                return
            }
            let before = index
            let reported = diagnostics.count
            parseItem(&self)
            if index == before {
                // The item parser reported the problem but could not consume anything.
                skipToNextLine()
                if index == before { advance() }
            }
            if diagnostics.count > reported {
                // The item is already diagnosed; what is left of its line would only cascade.
                if !atLineEnd && current.kind != .rightBrace { skipToNextLine() }
            } else {
                finishLine(after: itemName)
            }
        }
    }

    /// Reports an unknown item in a block, suggesting the closest known keyword, and skips it.
    private mutating func skipUnknownItem(_ code: DiagnosticCode, known: [Keyword]) {
        if current.kind == .identifier {
            let spelled = text(current)
            var diagnostic = Diagnostic(code, spelled, at: current.range)
            addSuggestion(to: &diagnostic, for: spelled, among: known.map(\.spelling), at: current.range)
            report(diagnostic)
        } else {
            report(
                Diagnostic(
                    .unexpectedToken, currentDescription,
                    "in \(code.descriptor.name.split(separator: "-").dropFirst().joined(separator: " "))",
                    at: current.range))
        }
        skipToNextLine()
    }

    // MARK: - Files and declarations

    /// Parses the file's declarations from the current token to the end, or up to the first one
    /// that starts at or after token `stop`.
    private mutating func parseSourceFile(stoppingAt stop: Int = .max) -> [Declaration] {
        var declarations: [Declaration] = []
        while current.kind != .endOfFile && index < stop {
            let before = index
            let reported = diagnostics.count
            if let declaration = parseDeclaration() {
                declarations.append(declaration)
                if diagnostics.count > reported {
                    // Already diagnosed; what is left of the line would only cascade.
                    if !atLineEnd { skipToNextLine() }
                } else {
                    finishLine(after: "declaration")
                }
            }
            if index == before {
                report(Diagnostic(.expectedDeclaration, currentDescription, at: current.range))
                // Skip to the next line that starts a declaration.
                repeat {
                    advance()
                } while current.kind != .endOfFile && !atDeclarationStart
            }
        }
        return declarations
    }

    /// Parses the file's declarations on two cores: from a declaration keyword that starts a
    /// line halfway through the tokens on another thread, and up to it on this one. A parser at
    /// top level between two declarations has no state but its position (the end of the previous
    /// token follows from it, and no delimiter is open there), so when this thread's parse ends
    /// its last declaration just before that keyword, the other thread's declarations and
    /// diagnostics are exactly what parsing on would have found. When it does not (error
    /// recovery ran past the keyword, or a delimiter is still open), this thread parses on and
    /// the other result is dropped, once it is done: no work of the parse outlives it (a thread
    /// still freeing the dropped result after the parse returned made the fuzzer's leak check
    /// report its memory as leaked).
    private mutating func parseSourceFileInTwo() -> [Declaration] {
        guard
            let split = (tokens.count / 2..<tokens.count).first(where: { index in
                tokens[index].startsLine && tokens[index].kind == .identifier
                    && tokens[index].keyword.startsDeclaration
            })
        else { return parseSourceFile() }
        let rest = Parser(resumingAt: split, of: self)
        let parsedRest = BackgroundWork { () -> (declarations: [Declaration], diagnostics: [Diagnostic]) in
            var parser = rest
            return (parser.parseSourceFile(), parser.diagnostics)
        }
        var declarations = parseSourceFile(stoppingAt: split)
        guard index == split && delimiterDepth == 0 else {
            declarations += parseSourceFile()
            _ = parsedRest.take()
            return declarations
        }
        let (laterDeclarations, laterDiagnostics) = parsedRest.take()
        declarations += laterDeclarations
        diagnostics += laterDiagnostics
        return declarations
    }

    private mutating func parseDeclaration() -> Declaration? {
        guard current.kind == .identifier else { return nil }
        switch current.keyword {
        case .navigation: return .navigation(parseNavigationDecl())
        case .route: return .route(parseRouteDecl())
        case .type: return .type(parseTypeDecl())
        case .import: return .import(parseImportDecl())
        case .tab: return .tab(parseTabDecl())
        case .feature: return .feature(parseFeatureDecl())
        case .guard: return .guard(parseGuardDecl())
        default: return nil
        }
    }

    private mutating func parseImportDecl() -> ImportDecl {
        let start = advance().range.start
        let path = parseStringLiteral("after 'import'")
        return ImportDecl(range: ByteRange(start: start, end: previousEnd), path: path)
    }

    private mutating func parseTypeDecl() -> TypeDecl {
        let start = advance().range.start
        let type = parseTypeSyntax(context: "after 'type'")
        var conformances: [Identifier] = []
        if atOnLine(.colon) {
            advance()
            repeat {
                conformances.append(parseName("protocol name"))
            } while atOnLine(.comma) && advance().kind == .comma
        }
        var cases: [CaseEntry]?
        // A body's brace may sit on the next line, as a route's may.
        if current.kind == .leftBrace {
            let opening = advance().range
            var entries: [CaseEntry] = []
            parseBlock(opening: opening, construct: "type body", itemName: "enum case") { parser in
                guard parser.at(.case) else {
                    parser.report(
                        Diagnostic(.expectedToken, "case", "in the type's body", at: parser.current.range))
                    parser.skipToNextLine()
                    return
                }
                let entryStart = parser.advanceKeyword().range.start
                var names: [Identifier] = []
                repeat {
                    names.append(parser.parseName("enum case name"))
                } while parser.atOnLine(.comma) && parser.advance().kind == .comma
                entries.append(
                    CaseEntry(range: ByteRange(start: entryStart, end: parser.previousEnd), names: names))
            }
            cases = entries
        }
        return TypeDecl(
            range: ByteRange(start: start, end: previousEnd), type: type, conformances: conformances,
            cases: cases)
    }

    // MARK: - The app header

    private mutating func parseNavigationDecl() -> NavigationDecl {
        let start = advance().range.start
        let name = parseName("app name after 'navigation'")
        var entries: [HeaderEntry] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "navigation header", itemName: "header entry") { parser in
                if let entry = parser.parseHeaderEntry() { entries.append(entry) }
            }
        } else {
            expect(.leftBrace, "to start the navigation header")
        }
        return NavigationDecl(range: ByteRange(start: start, end: previousEnd), name: name, entries: entries)
    }

    private static let headerKeywords: [Keyword] = [
        .target, .style, .flow, .roots, .sidebar, .content, .detail, .enum, .access, .require, .lint,
        .tabStyle,
    ]

    private mutating func parseHeaderEntry() -> HeaderEntry? {
        guard current.kind == .identifier else {
            skipUnknownItem(.unknownHeaderEntry, known: Self.headerKeywords)
            return nil
        }
        switch current.keyword {
        case .target: return .target(parseTargetEntry())
        case .style: return .style(parseStyleEntry())
        case .flow: return .flow(parseFlowEntry())
        case .roots: return .roots(parseRootsEntry())
        case .sidebar, .content, .detail: return .column(parseColumnEntry())
        case .enum: return .enumName(parseEnumNameEntry())
        case .access: return .access(parseAccessEntry())
        case .require: return .require(parseRequireEntry())
        case .lint: return .lint(parseLintEntry())
        case .tabStyle: return .tabStyle(parseTabStyleEntry())
        default:
            skipUnknownItem(.unknownHeaderEntry, known: Self.headerKeywords)
            return nil
        }
    }

    private mutating func parseTargetEntry() -> TargetEntry {
        let start = advanceKeyword().range.start
        var platforms: [PlatformVersion] = []
        repeat {
            platforms.append(parsePlatformVersion())
        } while atOnLine(.comma) && advance().kind == .comma
        return TargetEntry(range: ByteRange(start: start, end: previousEnd), platforms: platforms)
    }

    private mutating func parsePlatformVersion() -> PlatformVersion {
        let mark = index
        if let joined = parseJoinedPlatformVersion() { return joined }
        let platform = parseVocabularyWord(Platform.self)
        let version: VersionSyntax
        if atOnLine(.number) {
            let token = advance()
            let parts = text(token).split(separator: ".", omittingEmptySubsequences: false).map {
                Int($0.filter { $0 != "_" })
            }
            let components = parts.contains(nil) ? [] : parts.compactMap { $0 }
            version = VersionSyntax(range: token.range, components: components)
        } else {
            if !platform.name.isMissing {
                report(Diagnostic(.expectedVersion, source.text(platform.name.range), at: insertionPoint))
            }
            version = VersionSyntax(range: insertionPoint, components: [])
        }
        return PlatformVersion(
            range: nodeRange(from: mark), platform: platform, version: version)
    }

    /// Parses a platform and version written as one word (`iOS17`, `macOS13.3`), reporting
    /// it with a fix-it that inserts the space; nil, consuming nothing, for any other word.
    private mutating func parseJoinedPlatformVersion() -> PlatformVersion? {
        guard atOnLine(.identifier) else { return nil }
        let token = current
        let spelled = text(token)
        guard
            let platform = Platform.allCases.first(where: { platform in
                spelled.count > platform.rawValue.count
                    && spelled.lowercased().hasPrefix(platform.rawValue.lowercased())
                    && spelled.dropFirst(platform.rawValue.count).first?.isASCII == true
                    && spelled.dropFirst(platform.rawValue.count).allSatisfy { $0.isNumber || $0 == "_" }
                    && spelled.dropFirst(platform.rawValue.count).first?.isNumber == true
            })
        else { return nil }
        advance()
        let nameEnd = token.range.start + platform.rawValue.utf8.count
        // `iOS17.4` lexes as `iOS17`, `.`, `4`: the parts written without spaces belong to it.
        while current.kind == .dot && current.range.start == previousEnd && nextToken.kind == .number
            && nextToken.range.start == current.range.end
        {
            advance()
            advance()
        }
        let versionRange = ByteRange(start: nameEnd, end: previousEnd)
        let versionText = source.text(versionRange)
        let parts = versionText.split(separator: ".", omittingEmptySubsequences: false).map {
            Int($0.filter { $0 != "_" })
        }
        let suggestion = "\(platform.rawValue) \(versionText)"
        let whole = ByteRange(start: token.range.start, end: previousEnd)
        report(
            Diagnostic(
                .platformVersionWithoutSpace, suggestion, at: whole,
                fixIts: [FixIt(range: whole, replacement: suggestion)]))
        return PlatformVersion(
            range: whole,
            platform: VocabularyWord(
                name: Identifier(range: ByteRange(start: token.range.start, end: nameEnd)), value: platform),
            version: VersionSyntax(
                range: versionRange, components: parts.contains(nil) ? [] : parts.compactMap { $0 }))
    }

    private mutating func parseStyleEntry() -> StyleEntry {
        let start = advanceKeyword().range.start
        let style = parseVocabularyWord(NavigationStyle.self)
        return StyleEntry(range: ByteRange(start: start, end: previousEnd), style: style)
    }

    private mutating func parseTabStyleEntry() -> TabStyleEntry {
        let start = advanceKeyword().range.start
        let style = parseVocabularyWord(TabStyle.self)
        return TabStyleEntry(range: ByteRange(start: start, end: previousEnd), style: style)
    }

    private mutating func parseFlowEntry() -> FlowEntry {
        let start = advanceKeyword().range.start
        let flow = parseVocabularyWord(NavigationFlow.self)
        return FlowEntry(range: ByteRange(start: start, end: previousEnd), flow: flow)
    }

    private mutating func parseRootsEntry() -> RootsEntry {
        let start = advanceKeyword().range.start
        var routes: [Identifier] = []
        repeat {
            routes.append(parseName("route name in 'roots'"))
        } while atOnLine(.comma) && advance().kind == .comma
        return RootsEntry(range: ByteRange(start: start, end: previousEnd), routes: routes)
    }

    private mutating func parseColumnEntry() -> ColumnEntry {
        let keyword = advanceKeyword()
        let column = Column(rawValue: text(keyword)) ?? .detail
        let route = parseName("route name after '\(column.rawValue)'")
        return ColumnEntry(
            range: ByteRange(start: keyword.range.start, end: previousEnd), column: column, route: route)
    }

    private mutating func parseEnumNameEntry() -> EnumNameEntry {
        let start = advanceKeyword().range.start
        let name = parseName("type name after 'enum'")
        return EnumNameEntry(range: ByteRange(start: start, end: previousEnd), name: name)
    }

    private mutating func parseAccessEntry() -> AccessEntry {
        let start = advanceKeyword().range.start
        let level = parseVocabularyWord(AccessLevel.self)
        return AccessEntry(range: ByteRange(start: start, end: previousEnd), level: level)
    }

    private mutating func parseRequireEntry() -> RequireEntry {
        let start = advanceKeyword().range.start
        var conformances: [VocabularyWord<RouteConformance>] = []
        repeat {
            conformances.append(parseVocabularyWord(RouteConformance.self))
        } while atOnLine(.comma) && advance().kind == .comma
        return RequireEntry(range: ByteRange(start: start, end: previousEnd), conformances: conformances)
    }

    private mutating func parseLintEntry() -> LintEntry {
        let start = advanceKeyword().range.start
        var rules: [LintRule] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "lint block", itemName: "lint rule") { parser in
                if let rule = parser.parseLintRule() { rules.append(rule) }
            }
        } else {
            expect(.leftBrace, "after 'lint'")
        }
        return LintEntry(range: ByteRange(start: start, end: previousEnd), rules: rules)
    }

    private mutating func parseLintRule() -> LintRule? {
        guard current.kind == .identifier, let action = LintRuleAction(rawValue: text(current)) else {
            report(
                Diagnostic(.expectedName, "'disable', 'warning' or 'error' in lint block", at: current.range))
            skipToNextLine()
            return nil
        }
        let start = advance().range.start
        var codes: [Identifier] = []
        repeat {
            codes.append(parseName("diagnostic ID such as NAV402"))
        } while atOnLine(.comma) && advance().kind == .comma
        return LintRule(range: ByteRange(start: start, end: previousEnd), action: action, codes: codes)
    }

    // MARK: - Tabs

    private mutating func parseTabDecl() -> TabDecl {
        let start = advance().range.start
        let name = parseName("tab name after 'tab'")
        var entries: [TabEntry] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "tab", itemName: "tab entry") { parser in
                if let entry = parser.parseTabEntry() { entries.append(entry) }
            }
        } else {
            expect(.leftBrace, "to start the tab")
        }
        return TabDecl(range: ByteRange(start: start, end: previousEnd), name: name, entries: entries)
    }

    private static let tabKeywords: [Keyword] = [.title, .image, .roots, .style, .sidebar, .content, .detail]

    private mutating func parseTabEntry() -> TabEntry? {
        guard current.kind == .identifier else {
            skipUnknownItem(.unknownTabEntry, known: Self.tabKeywords)
            return nil
        }
        switch current.keyword {
        case .title:
            let start = advanceKeyword().range.start
            let text = parseStringLiteral("after 'title'")
            return .title(TitleMember(range: ByteRange(start: start, end: previousEnd), text: text))
        case .image:
            let start = advanceKeyword().range.start
            let symbol = parseStringLiteral("with the SF Symbol name after 'image'")
            return .image(ImageEntry(range: ByteRange(start: start, end: previousEnd), symbol: symbol))
        case .roots: return .roots(parseRootsEntry())
        case .style: return .style(parseStyleEntry())
        case .sidebar, .content, .detail: return .column(parseColumnEntry())
        default:
            skipUnknownItem(.unknownTabEntry, known: Self.tabKeywords)
            return nil
        }
    }

    // MARK: - Guards

    private mutating func parseGuardDecl() -> GuardDecl {
        let start = advance().range.start
        let name = parseName("guard name after 'guard'")
        return GuardDecl(range: ByteRange(start: start, end: previousEnd), name: name)
    }

    /// Whether `if NAME` follows on the line: an edge's guard.
    private var atGuardClause: Bool {
        at(.if) && !atLineEnd && nextToken.kind == .identifier && !nextToken.startsLine
    }

    /// Parses `if NAME [else EDGE]` with `if` under the cursor. The else edge takes no guard
    /// of its own (NAV137).
    private mutating func parseEdgeCondition() -> EdgeCondition {
        let start = advance().range.start
        let name = Identifier(range: advance().range)
        var elseKeyword: ByteRange?
        var elseEdge: Edge?
        if at(.else) && !atLineEnd {
            elseKeyword = advance().range
            if atOnLine(.identifier) {
                var edge = parseEdge()
                if let nested = edge.condition {
                    report(Diagnostic(.guardedElseEdge, at: nested.range))
                    edge.condition = nil
                }
                elseEdge = edge
            } else {
                report(Diagnostic(.expectedEdgeTarget, "else", at: insertionPoint))
            }
        }
        return EdgeCondition(
            range: ByteRange(start: start, end: previousEnd), guardName: name, elseKeyword: elseKeyword,
            elseEdge: elseEdge)
    }

    // MARK: - Features

    private mutating func parseFeatureDecl() -> FeatureDecl {
        let start = advance().range.start
        let name = parseName("feature name after 'feature'")
        var starts: [StartEntry] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "feature", itemName: "feature entry") { parser in
                guard parser.at(.start) else {
                    parser.skipUnknownItem(.unknownFeatureEntry, known: [.start])
                    return
                }
                let entryStart = parser.advanceKeyword().range.start
                let route = parser.parseName("start route after 'start'")
                starts.append(
                    StartEntry(range: ByteRange(start: entryStart, end: parser.previousEnd), route: route))
            }
        } else {
            expect(.leftBrace, "to start the feature")
        }
        return FeatureDecl(range: ByteRange(start: start, end: previousEnd), name: name, starts: starts)
    }

    // MARK: - Routes

    private mutating func parseRouteDecl() -> RouteDecl {
        let start = advance().range.start
        let name = parseName("route name after 'route'")
        var parameters: ParameterClause?
        if atOnLine(.leftParen) { parameters = parseParameterClause(construct: "parameter list") }
        let viewType: TypeSyntax
        if expect(.arrow, "before the route's view type") != nil || atOnLine(.identifier) {
            viewType = parseTypeSyntax(context: "for the route's view")
        } else {
            viewType = .missing(range: insertionPoint)
        }
        var viewArguments: ArgumentClause?
        if atOnLine(.leftParen) { viewArguments = parseArgumentClause() }
        let returnType = parseReturnsClause()
        var members: [RouteMember] = []
        // A body's brace may sit on the next line; nothing else at that position starts with '{'.
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "route body", itemName: "route member") { parser in
                if let member = parser.parseRouteMember() { members.append(member) }
            }
        }
        return RouteDecl(
            range: ByteRange(start: start, end: previousEnd), name: name, parameters: parameters,
            viewType: viewType, viewArguments: viewArguments, returnType: returnType,
            members: members)
    }

    /// Parses `returns Type` on the current line, if it is there.
    private mutating func parseReturnsClause() -> TypeSyntax? {
        guard at(.returns) && !atLineEnd else { return nil }
        advance()
        return parseTypeSyntax(context: "after 'returns'")
    }

    /// Parses `( ... )` with `parseElement` for each comma-separated element. A missing `)` is
    /// reported against the `(`.
    private mutating func parseDelimitedList(
        construct: String, closing: TokenKind = .rightParen, parseElement: (inout Parser) -> Void
    ) -> ByteRange {
        let opening = advance().range
        delimiterDepth += 1
        defer { delimiterDepth -= 1 }
        while current.kind != closing {
            if current.kind == .endOfFile || current.kind == .rightBrace || current.kind == .leftBrace
                || current.kind == .arrow || current.kind == .equals
                || atDeclarationStart
            {
                break
            }
            let before = index
            parseElement(&self)
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == closing || index == before { break }
            if current.kind == .identifier && nextToken.kind == .colon {
                report(
                    Diagnostic(
                        .expectedToken, ",", "between elements of the \(construct)", at: insertionPoint,
                        fixIts: [.insert(",", at: previousEnd)]))
                continue
            }
            break
        }
        if current.kind == closing {
            advance()
        } else {
            report(
                Diagnostic(
                    .expectedClosingDelimiter, closing.spelling, construct, at: insertionPoint,
                    notes: [DiagnosticNote("to match this '\(TokenKind.leftParen.spelling)'", at: opening)],
                    fixIts: [.insert(closing.spelling, at: previousEnd)]))
        }
        return ByteRange(start: opening.start, end: previousEnd)
    }

    private mutating func parseParameterClause(construct: String) -> ParameterClause {
        var parameters: [Parameter] = []
        let range = parseDelimitedList(construct: construct) { parser in
            parameters.append(parser.parseParameter())
        }
        return ParameterClause(range: range, parameters: parameters)
    }

    private mutating func parseParameter() -> Parameter {
        let mark = index
        let name = parseName("parameter name")
        let type: TypeSyntax
        if expect(.colon, "after parameter name") != nil || current.kind == .identifier
            || current.kind == .leftBracket
        {
            type = parseTypeSyntax(context: "for parameter")
        } else {
            type = .missing(range: insertionPoint)
        }
        var defaultValue: Expression?
        if current.kind == .equals {
            advance()
            defaultValue = parseExpression()
        }
        return Parameter(
            range: nodeRange(from: mark), name: name, type: type,
            defaultValue: defaultValue)
    }

    private static let routeMemberKeywords: [Keyword] = [
        .title, .subtitle, .display, .backButton, .navigationBar, .url, .action, .toolbar, .formerly,
        .formerURL, .presentation, .alert, .dialog,
    ]

    private mutating func parseRouteMember() -> RouteMember? {
        guard current.kind == .identifier else {
            skipUnknownItem(.unknownRouteMember, known: Self.routeMemberKeywords)
            return nil
        }
        switch current.keyword {
        case .title:
            return .title(parseRouteTitle("title"))
        case .subtitle:
            return .subtitle(parseRouteTitle("subtitle"))
        case .display:
            let start = advanceKeyword().range.start
            let mode = parseVocabularyWord(TitleDisplayMode.self)
            return .display(DisplayMember(range: ByteRange(start: start, end: previousEnd), mode: mode))
        case .backButton:
            return .backButton(parseVisibilityMember())
        case .navigationBar:
            return .navigationBar(parseVisibilityMember())
        case .url:
            let start = advanceKeyword().range.start
            let pattern = parseStringLiteral("with the deep-link pattern after 'url'")
            return .url(URLMember(range: ByteRange(start: start, end: previousEnd), pattern: pattern))
        case .action:
            return .action(parseActionDecl())
        case .toolbar:
            return .toolbar(parseToolbarDecl())
        case .formerly:
            return .formerly(parseFormerlyMember())
        case .formerURL:
            return .formerURL(parseFormerURLMember())
        case .presentation:
            return .presentation(parsePresentationDecl())
        case .alert, .dialog:
            return .dialog(parseDialogDecl())
        default:
            skipUnknownItem(.unknownRouteMember, known: Self.routeMemberKeywords)
            return nil
        }
    }

    private static let dialogEntryKeywords: [Keyword] = [.title, .message, .button]

    /// Parses `alert NAME(params) returns T { entries }` (or `dialog ...`) with the keyword
    /// under the cursor.
    private mutating func parseDialogDecl() -> DialogDecl {
        let keyword = advanceKeyword()
        let style: DialogStyle = keyword.keyword == .alert ? .alert : .dialog
        let name = parseName("\(style.rawValue) name after '\(style.rawValue)'")
        var parameters: ParameterClause?
        if atOnLine(.leftParen) { parameters = parseParameterClause(construct: "parameter list") }
        let returnType = parseReturnsClause()
        var entries: [DialogEntry] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: style.rawValue, itemName: "\(style.rawValue) entry") {
                parser in
                if let entry = parser.parseDialogEntry() { entries.append(entry) }
            }
        } else {
            expect(.leftBrace, "to start the \(style.rawValue)")
        }
        return DialogDecl(
            range: ByteRange(start: keyword.range.start, end: previousEnd), style: style,
            keywordRange: keyword.range, name: name, parameters: parameters, returnType: returnType,
            entries: entries)
    }

    private mutating func parseDialogEntry() -> DialogEntry? {
        guard current.kind == .identifier else {
            skipUnknownItem(.unknownDialogEntry, known: Self.dialogEntryKeywords)
            return nil
        }
        switch current.keyword {
        case .title: return .title(parseRouteTitle("title"))
        case .message: return .message(parseRouteTitle("message"))
        case .button: return .button(parseDialogButton())
        default:
            skipUnknownItem(.unknownDialogEntry, known: Self.dialogEntryKeywords)
            return nil
        }
    }

    /// Parses `button("Title", role: cancel) [= edge]`; an alert's button without an edge only
    /// closes the alert.
    private mutating func parseDialogButton() -> DialogButton {
        let mark = index
        _ = advanceKeyword()
        var arguments = ButtonArguments()
        if atOnLine(.leftParen) {
            _ = parseDelimitedList(construct: "button arguments") { parser in
                parser.parseButtonArgument(&arguments, inMenu: false)
            }
        } else {
            expect(.leftParen, "after 'button'")
        }
        if arguments.title == nil {
            report(Diagnostic(.expectedString, "(the button's title)", at: nodeRange(from: mark)))
        }
        // An alert's buttons are SwiftUI's, which show a title and nothing the view controls.
        let unsupported: [(String, ByteRange?)] = [
            ("image:", arguments.image?.range), ("disabled:", arguments.disabled?.range),
            ("hidden:", arguments.hidden?.range), ("platform:", arguments.platforms.first?.name.range),
        ]
        for (label, range) in unsupported {
            guard let range else { continue }
            report(
                Diagnostic(
                    .unexpectedToken, "'\(label)'",
                    "in the button of an alert or dialog, which shows only a title",
                    at: range))
        }
        let title = arguments.title
        let role = arguments.role
        var edge: Edge?
        if atOnLine(.equals) {
            advance()
            edge = parseEdge()
        }
        return DialogButton(range: nodeRange(from: mark), title: title, role: role, edge: edge)
    }

    private mutating func parsePresentationDecl() -> PresentationDecl {
        let start = advanceKeyword().range.start
        var entries: [PresentationEntry] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "presentation block", itemName: "presentation option") {
                parser in
                if let entry = parser.parsePresentationEntry() { entries.append(entry) }
            }
        } else {
            expect(.leftBrace, "after 'presentation'")
        }
        return PresentationDecl(range: ByteRange(start: start, end: previousEnd), entries: entries)
    }

    private mutating func parsePresentationEntry() -> PresentationEntry? {
        guard current.kind == .identifier else {
            report(
                Diagnostic(
                    .expectedName,
                    "\(PresentationOption.vocabularyName) (\(PresentationOption.allSpellings))",
                    at: current.range))
            skipToNextLine()
            return nil
        }
        let start = current.range.start
        let option = parseLeadingWord(PresentationOption.self)
        let value: PresentationValue
        switch option.value {
        case .detents:
            var detents: [DetentSyntax] = []
            repeat {
                detents.append(parseDetent())
            } while atOnLine(.comma) && advance().kind == .comma
            value = .detents(detents)
        case .selectedDetent: value = .selectedDetent(parseDetent())
        case .dragIndicator: value = .dragIndicator(parseVocabularyWord(IndicatorVisibility.self))
        case .interactiveDismiss: value = .interactiveDismiss(parseVocabularyWord(Enablement.self))
        case .sizing: value = .sizing(parseVocabularyWord(PresentationSizingStyle.self))
        case .backgroundInteraction:
            let mode = parseVocabularyWord(BackgroundInteractionMode.self)
            value = .backgroundInteraction(mode, upThrough: mode.value == .upThrough ? parseDetent() : nil)
        case .compactAdaptation: value = .compactAdaptation(parseVocabularyWord(CompactAdaptation.self))
        case .container: value = .container(parseVocabularyWord(PresentationContainer.self))
        case nil:
            skipToNextLine()
            value = .invalid
        }
        return PresentationEntry(
            range: ByteRange(start: start, end: previousEnd), option: option, value: value)
    }

    /// Consumes the word that starts an item of a block (so it starts its line), from `Word`'s
    /// list; an unknown word is reported with the valid ones and the likely meaning.
    private mutating func parseLeadingWord<Word: Vocabulary>(_: Word.Type) -> VocabularyWord<Word> {
        let token = advanceKeyword()
        if let value = Word.spelled(by: source.bytes, in: token.range) {
            return VocabularyWord(name: Identifier(range: token.range), value: value)
        }
        var diagnostic = Diagnostic(
            .invalidOptionValue, arguments: [text(token), Word.vocabularyName, Word.allSpellings],
            at: token.range)
        if let suggestion = Word.suggestion(for: text(token)) {
            diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion.rawValue)'?"))
            diagnostic.fixIts.append(FixIt(range: token.range, replacement: suggestion.rawValue))
        }
        report(diagnostic)
        return VocabularyWord(name: Identifier(range: token.range), value: nil)
    }

    /// `medium`, `large`, `fraction(0.3)` or `height(240)`.
    private mutating func parseDetent() -> DetentSyntax {
        let start = atOnLine(.identifier) ? current.range.start : insertionPoint.start
        let kind = parseVocabularyWord(DetentKind.self)
        var number: ByteRange?
        if kind.value?.takesValue == true {
            if expect(.leftParen, "after '\(kind.value?.rawValue ?? "")'") != nil {
                if atOnLine(.number) {
                    number = advance().range
                } else {
                    report(Diagnostic(.expectedExpression, currentDescription, at: current.range))
                }
                expect(.rightParen, "after the detent's value")
            }
        }
        return DetentSyntax(range: ByteRange(start: start, end: previousEnd), kind: kind, value: number)
    }

    /// `title "Text"` or `title name` (a parameter), and the same after `subtitle`.
    private mutating func parseRouteTitle(_ keyword: String) -> TitleMember {
        let start = advanceKeyword().range.start
        if atOnLine(.identifier) {
            let parameter = Identifier(range: advance().range)
            return TitleMember(
                range: ByteRange(start: start, end: previousEnd),
                text: StringLiteralSyntax(range: insertionPoint, isMissing: true),
                parameter: parameter)
        }
        let text = parseStringLiteral("or parameter name after '\(keyword)'")
        return TitleMember(range: ByteRange(start: start, end: previousEnd), text: text)
    }

    private mutating func parseFormerlyMember() -> FormerlyMember {
        let start = advanceKeyword().range.start
        var names: [Identifier] = []
        repeat {
            names.append(parseName("the route's former name after 'formerly'"))
        } while atOnLine(.comma) && advance().kind == .comma
        return FormerlyMember(range: ByteRange(start: start, end: previousEnd), names: names)
    }

    private mutating func parseFormerURLMember() -> FormerURLMember {
        let start = advanceKeyword().range.start
        let pattern = parseStringLiteral("with the former deep-link pattern after 'formerURL'")
        return FormerURLMember(range: ByteRange(start: start, end: previousEnd), pattern: pattern)
    }

    private mutating func parseVisibilityMember() -> VisibilityMember {
        let start = advanceKeyword().range.start
        let visibility = parseVocabularyWord(Visibility.self)
        return VisibilityMember(range: ByteRange(start: start, end: previousEnd), visibility: visibility)
    }

    private mutating func parseActionDecl() -> ActionDecl {
        let start = advanceKeyword().range.start
        let name = parseName("action name after 'action'")
        var parameters: ParameterClause?
        if atOnLine(.leftParen) { parameters = parseParameterClause(construct: "action parameter list") }
        let edge = parseEdgeAfterEquals(context: "after the action's name")
        return ActionDecl(
            range: ByteRange(start: start, end: previousEnd), name: name, parameters: parameters, edge: edge)
    }

    /// Parses `= Edge`, tolerating a missing `=` when an edge kind follows on the line.
    private mutating func parseEdgeAfterEquals(context: String) -> Edge {
        if atOnLine(.equals) {
            advance()
        } else {
            expect(.equals, context)
            if !atOnLine(.identifier) {
                return Edge(
                    range: insertionPoint,
                    kind: VocabularyWord(
                        name: Identifier(range: insertionPoint, isMissing: true), value: nil), target: nil)
            }
        }
        return parseEdge()
    }

    private mutating func parseEdge() -> Edge {
        let mark = index
        let kind = parseVocabularyWord(EdgeKind.self, unknownCode: .unknownEdgeKind)
        var target: RouteTarget?
        var tab: TabTarget?
        // `then` after an edge without a target belongs to the button (`dismiss then ...` is reported there).
        let targetOnLine =
            atOnLine(.identifier) && !atTabClause && !atGuardClause
            && !(at(.then) && kind.value.map { !($0.takesTarget || $0.takesTab || $0.takesDialog) } ?? false)
        var returned: Expression?
        if let value = kind.value {
            if value.takesValue {
                returned = parseExpression()
            } else if value.takesTab {
                tab = parseTabEdgeTarget(after: kind.name, onLine: targetOnLine)
            } else if value.takesTarget || value.takesDialog {
                if targetOnLine {
                    target = parseRouteTarget()
                } else if atOnLine(.leftParen) && nextToken.kind == .identifier {
                    target = parseParenthesizedRouteTarget(after: kind.name)
                } else if value.takesDialog {
                    report(
                        Diagnostic(
                            .expectedName, "\(value.rawValue) name after '\(value.rawValue)'",
                            at: insertionPoint))
                } else {
                    report(Diagnostic(.expectedEdgeTarget, value.rawValue, at: insertionPoint))
                }
            } else if targetOnLine {
                let parsed = parseRouteTarget()
                report(
                    Diagnostic(
                        .unexpectedEdgeTarget, value.rawValue, at: parsed.range,
                        fixIts: [
                            FixIt(
                                range: ByteRange(start: kind.name.range.end, end: parsed.range.end),
                                replacement: "")
                        ]))
                target = parsed
            }
        } else if targetOnLine {
            target = parseRouteTarget()
        }
        if at(.in) && !atLineEnd {
            let before = previousEnd
            let clause = parseInTabTarget()
            let removal = FixIt(range: ByteRange(start: before, end: clause.range.end), replacement: "")
            if kind.value == .tab {
                report(
                    Diagnostic(
                        .unexpectedToken, "'\(source.text(clause.range))'",
                        "after the tab name; 'tab' names one tab",
                        at: clause.range, fixIts: [removal]))
            } else if let value = kind.value, value != .push {
                report(
                    Diagnostic(
                        .tabClauseNotAfterPush, value.rawValue, at: clause.range,
                        notes: [DiagnosticNote("to switch tabs, write 'tab NAME' or 'push ROUTE in NAME'")],
                        fixIts: [removal]))
            }
            if tab == nil { tab = clause }
        }
        let condition = atGuardClause ? parseEdgeCondition() : nil
        return Edge(
            range: nodeRange(from: mark), kind: kind, target: target, tab: tab, value: returned,
            condition: condition)
    }

    /// Whether `in NAME` follows on the line: the tab a push switches to. `in in NAME` starts
    /// with a route named `in`.
    private var atTabClause: Bool {
        at(.in) && !atLineEnd && nextToken.kind == .identifier && !nextToken.startsLine
            && nextToken.keyword != .in
    }

    /// Parses `in NAME` with the `in` under the cursor.
    private mutating func parseInTabTarget() -> TabTarget {
        let keyword = advance().range
        let name: Identifier
        if atOnLine(.identifier) {
            name = Identifier(range: advance().range)
        } else {
            report(Diagnostic(.expectedTabName, "in", at: insertionPoint))
            name = Identifier(range: insertionPoint, isMissing: true)
        }
        return TabTarget(
            range: ByteRange(start: keyword.start, end: previousEnd), inKeyword: keyword, name: name)
    }

    /// Parses the tab name of a `tab` edge. Arguments after it (`tab library(id: 1)`) and a name
    /// in parentheses (`tab(library)`) are reported with fix-its and the name is kept.
    private mutating func parseTabEdgeTarget(after kind: Identifier, onLine: Bool) -> TabTarget? {
        let start = current.range.start
        let parsed: RouteTarget
        if onLine {
            parsed = parseRouteTarget()
        } else if atOnLine(.leftParen) && nextToken.kind == .identifier {
            parsed = parseParenthesizedRouteTarget(after: kind)
        } else {
            report(Diagnostic(.expectedTabName, EdgeKind.tab.rawValue, at: insertionPoint))
            return nil
        }
        if let arguments = parsed.arguments {
            report(
                Diagnostic(
                    .tabEdgeArguments, at: arguments.range,
                    notes: [DiagnosticNote("to show a route in the tab, write 'push ROUTE(...) in NAME'")],
                    fixIts: [FixIt(range: arguments.range, replacement: "")]))
        }
        return TabTarget(range: ByteRange(start: start, end: previousEnd), inKeyword: nil, name: parsed.route)
    }

    /// Parses `sheet(settings)`, a target written in parentheses as if the edge kind were a
    /// function, and reports it with a fix-it that writes `sheet settings`.
    private mutating func parseParenthesizedRouteTarget(after kind: Identifier) -> RouteTarget {
        let opening = advance().range
        delimiterDepth += 1
        let target = parseRouteTarget()
        delimiterDepth -= 1
        guard current.kind == .rightParen else {
            report(
                Diagnostic(
                    .expectedClosingDelimiter, ")", "the edge target", at: insertionPoint,
                    notes: [DiagnosticNote("to match this '('", at: opening)],
                    fixIts: [.insert(")", at: previousEnd)]))
            return target
        }
        advance()
        let written = "\(source.text(kind.range)) \(source.text(target.range))"
        report(
            Diagnostic(
                .parenthesizedEdgeTarget, written, at: ByteRange(start: opening.start, end: previousEnd),
                fixIts: [
                    FixIt(
                        range: ByteRange(start: kind.range.end, end: previousEnd),
                        replacement: " " + source.text(target.range))
                ]))
        return target
    }

    private mutating func parseRouteTarget() -> RouteTarget {
        let route = Identifier(range: advance().range)
        var arguments: ArgumentClause?
        if atOnLine(.leftParen) { arguments = parseArgumentClause() }
        return RouteTarget(
            range: ByteRange(start: route.range.start, end: previousEnd), route: route, arguments: arguments)
    }

    /// Parses `(label: value, ...)` with the `(` under the cursor.
    private mutating func parseArgumentClause() -> ArgumentClause {
        var list: [Argument] = []
        let range = parseDelimitedList(construct: "argument list") { parser in
            list.append(parser.parseArgument())
        }
        return ArgumentClause(range: range, arguments: list)
    }

    private mutating func parseArgument() -> Argument {
        let mark = index
        if startsUnlabeledValue {
            // `detail(id)`: the checker knows the parameters, so it names the missing label.
            let label = Identifier(range: .empty(at: current.range.start), isMissing: true)
            let value = parseExpression()
            return Argument(range: nodeRange(from: mark), label: label, value: value)
        }
        let label = parseName("argument label")
        let value: Expression
        if expect(.colon, "after argument label") != nil || current.kind == .identifier
            || current.kind == .string || current.kind == .dot
            || current.kind == .number
        {
            value = parseExpression()
        } else {
            value = .missing(range: insertionPoint)
        }
        return Argument(range: nodeRange(from: mark), label: label, value: value)
    }

    /// Whether the current token starts an argument value written without its label: a
    /// literal, or a name followed by ',', ')' or '.' rather than ':'.
    private var startsUnlabeledValue: Bool {
        switch current.kind {
        case .string, .number, .leftBracket, .dot: true
        case .identifier:
            nextToken.kind == .comma || nextToken.kind == .rightParen || nextToken.kind == .dot
                || atURLLiteral
        default: false
        }
    }

    private mutating func parseExpression(depth: Int = 0) -> Expression {
        guard !atLineEnd else {
            report(Diagnostic(.expectedExpression, "end of line", at: insertionPoint))
            return .missing(range: insertionPoint)
        }
        switch current.kind {
        case .string:
            return .string(StringLiteralSyntax(range: advance().range))
        case .number:
            let token = advance()
            if source.bytes[token.range.start..<token.range.end].lazy.filter({ $0 == UInt8(ascii: ".") })
                .count > 1
            {
                report(Diagnostic(.invalidNumberValue, text(token), at: token.range))
            }
            return .number(range: token.range)
        case .leftBracket:
            return parseCollectionLiteral(depth: depth)
        case .dot:
            // `.recent`: an enum case; its name stays on the line of the dot.
            let start = advance().range.start
            let name = parseName("enum case name after '.'")
            return .enumCase(name: name, range: ByteRange(start: start, end: previousEnd))
        case .identifier where atURLLiteral:
            return parseURLLiteral()
        case .identifier:
            switch current.keyword {
            case .true: return .boolean(true, range: advance().range)
            case .false: return .boolean(false, range: advance().range)
            case .nil: return .nil(range: advance().range)
            default: break
            }
            var components = [Identifier(range: advance().range)]
            while atOnLine(.dot) {
                advance()
                components.append(parseName("member name after '.'"))
            }
            return .reference(
                components: components, range: ByteRange(start: components[0].range.start, end: previousEnd))
        default:
            report(Diagnostic(.expectedExpression, currentDescription, at: current.range))
            return .missing(range: insertionPoint)
        }
    }

    /// Whether the cursor is at `URL(` on one line: a URL literal, since a reference takes no
    /// call syntax.
    private var atURLLiteral: Bool {
        current.kind == .identifier && text(current) == "URL" && nextToken.kind == .leftParen
            && (!nextToken.startsLine || delimiterDepth > 0)
    }

    /// Parses `URL("...")` with `URL` under the cursor.
    private mutating func parseURLLiteral() -> Expression {
        let start = advance().range.start
        let opening = advance().range
        delimiterDepth += 1
        let string = parseStringLiteral("for the URL")
        delimiterDepth -= 1
        if current.kind == .rightParen {
            advance()
        } else {
            report(
                Diagnostic(
                    .expectedClosingDelimiter, ")", "URL literal", at: insertionPoint,
                    notes: [DiagnosticNote("to match this '('", at: opening)],
                    fixIts: [.insert(")", at: previousEnd)]))
        }
        return .url(string, range: ByteRange(start: start, end: previousEnd))
    }

    /// Parses `[]`, `[:]`, `[a, b]` or `[k: v]` with the `[` under the cursor.
    private mutating func parseCollectionLiteral(depth: Int) -> Expression {
        if depth >= Self.maximumNestingDepth {
            return .missing(range: skipTooDeeplyNested())
        }
        let opening = advance().range
        delimiterDepth += 1
        defer { delimiterDepth -= 1 }
        if current.kind == .colon && nextToken.kind == .rightBracket {
            advance()
            advance()
            return .dictionary(elements: [], range: ByteRange(start: opening.start, end: previousEnd))
        }
        var elements: [Expression] = []
        var entries: [DictionaryElement] = []
        while current.kind != .rightBracket {
            let start = current.range.start
            let first = parseExpression(depth: depth + 1)
            if current.kind == .colon {
                let colon = advance()
                let value = parseExpression(depth: depth + 1)
                if !elements.isEmpty {
                    report(Diagnostic(.unexpectedToken, "':'", "in array literal", at: colon.range))
                } else {
                    entries.append(
                        DictionaryElement(
                            range: ByteRange(start: start, end: previousEnd), key: first, value: value))
                }
            } else if !entries.isEmpty {
                report(
                    Diagnostic(
                        .expectedToken, ":", "after the dictionary key", at: insertionPoint,
                        fixIts: [.insert(":", at: previousEnd)]))
            } else {
                elements.append(first)
            }
            guard current.kind == .comma else { break }
            advance()
        }
        if current.kind == .rightBracket {
            advance()
        } else {
            report(
                Diagnostic(
                    .expectedClosingDelimiter, "]", entries.isEmpty ? "array literal" : "dictionary literal",
                    at: insertionPoint, notes: [DiagnosticNote("to match this '['", at: opening)],
                    fixIts: [.insert("]", at: previousEnd)]))
        }
        let range = ByteRange(start: opening.start, end: previousEnd)
        return entries.isEmpty
            ? .array(elements: elements, range: range) : .dictionary(elements: entries, range: range)
    }

    // MARK: - Toolbars

    private mutating func parseToolbarDecl() -> ToolbarDecl {
        let start = advanceKeyword().range.start
        var elements: [ToolbarElement] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "toolbar", itemName: "toolbar element") { parser in
                if let element = parser.parseToolbarElement() { elements.append(element) }
            }
        } else {
            expect(.leftBrace, "after 'toolbar'")
        }
        return ToolbarDecl(range: ByteRange(start: start, end: previousEnd), elements: elements)
    }

    private mutating func parseToolbarElement() -> ToolbarElement? {
        if at(.item) { return .item(parseToolbarItemDecl()) }
        if at(.group) { return .group(parseToolbarGroupDecl()) }
        report(Diagnostic(.expectedToolbarElement, currentDescription, at: current.range))
        skipToNextLine()
        return nil
    }

    private mutating func parseToolbarItemDecl() -> ToolbarItemDecl {
        let start = advance().range.start
        let placement = parseVocabularyWord(ToolbarPlacement.self, unknownCode: .unknownToolbarPlacement)
        let button = at(.menu) && !atLineEnd ? parseToolbarMenu() : parseToolbarButton()
        return ToolbarItemDecl(
            range: ByteRange(start: start, end: previousEnd), placement: placement, button: button)
    }

    private mutating func parseToolbarGroupDecl() -> ToolbarGroupDecl {
        let start = advance().range.start
        let placement = parseVocabularyWord(ToolbarPlacement.self, unknownCode: .unknownToolbarPlacement)
        var buttons: [ToolbarButton] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "toolbar group", itemName: "button") { parser in
                if parser.at(.button) {
                    buttons.append(parser.parseToolbarButton(startsItsLine: true))
                } else if parser.at(.menu) {
                    buttons.append(parser.parseToolbarMenu())
                } else {
                    parser.report(
                        Diagnostic(.expectedToken, "button", "in toolbar group", at: parser.current.range))
                    parser.skipToNextLine()
                }
            }
        } else {
            expect(.leftBrace, "after the group's placement")
        }
        return ToolbarGroupDecl(
            range: ByteRange(start: start, end: previousEnd), placement: placement, buttons: buttons)
    }

    /// Parses `menu("Title", image: "symbol") { buttons }` with `menu` under the cursor.
    private mutating func parseToolbarMenu() -> ToolbarButton {
        let mark = index
        let keyword = advance().range
        var arguments = ButtonArguments()
        if atOnLine(.leftParen) {
            _ = parseDelimitedList(construct: "menu arguments") { parser in
                parser.parseButtonArgument(&arguments, inMenu: true)
            }
        } else {
            expect(.leftParen, "after 'menu'")
        }
        var buttons: [ToolbarButton] = []
        if current.kind == .leftBrace {
            let opening = advance().range
            parseBlock(opening: opening, construct: "menu", itemName: "button") { parser in
                if parser.at(.button) {
                    buttons.append(parser.parseToolbarButton(startsItsLine: true))
                } else {
                    parser.report(Diagnostic(.expectedToken, "button", "in menu", at: parser.current.range))
                    parser.skipToNextLine()
                }
            }
        } else {
            expect(.leftBrace, "after the menu's arguments")
        }
        return ToolbarButton(
            range: nodeRange(from: mark), title: arguments.title, image: arguments.image, role: nil,
            edge: nil,
            disabled: arguments.disabled, hidden: arguments.hidden, platforms: arguments.platforms,
            menuKeyword: keyword, menuButtons: buttons)
    }

    private mutating func parseToolbarButton(startsItsLine: Bool = false) -> ToolbarButton {
        let mark = index
        var arguments = ButtonArguments()
        if at(.button) && (startsItsLine || !atLineEnd) {
            advance()
            if atOnLine(.leftParen) {
                _ = parseDelimitedList(construct: "button arguments") { parser in
                    parser.parseButtonArgument(&arguments, inMenu: false)
                }
            } else {
                expect(.leftParen, "after 'button'")
            }
        } else {
            report(Diagnostic(.expectedToken, "button", "for the toolbar item", at: insertionPoint))
        }
        var call: ToolbarCall?
        var edge: Edge?
        if atOnLine(.equals) && nextToken.keyword == .call && !nextToken.startsLine {
            advance()
            let callStart = advance().range.start
            let name = parseName("callback name after 'call'")
            var thenKeyword: ByteRange?
            let callEnd = previousEnd
            if at(.then) && !atLineEnd {
                thenKeyword = advance().range
                if at(.call) && !atLineEnd {
                    report(Diagnostic(.callAfterThen, at: current.range))
                    advance()
                    if atOnLine(.identifier) { advance() }
                } else if atOnLine(.identifier) {
                    edge = parseEdge()
                } else {
                    report(Diagnostic(.expectedEdgeTarget, "then", at: insertionPoint))
                }
            }
            call = ToolbarCall(
                range: ByteRange(start: callStart, end: callEnd), name: name, thenKeyword: thenKeyword)
        } else {
            edge = parseEdgeAfterEquals(context: "after the button")
            if at(.then) && !atLineEnd {
                let keyword = advance()
                report(Diagnostic(.thenAfterNonCall, at: keyword.range))
                if atOnLine(.identifier) { _ = parseEdge() }
            }
        }
        return ToolbarButton(
            range: nodeRange(from: mark), title: arguments.title, image: arguments.image,
            role: arguments.role,
            edge: edge, call: call, disabled: arguments.disabled, hidden: arguments.hidden,
            platforms: arguments.platforms)
    }

    /// What a button's or menu's argument list holds.
    private struct ButtonArguments {
        var title: StringLiteralSyntax?
        var image: StringLiteralSyntax?
        var role: VocabularyWord<ButtonRole>?
        var disabled: Identifier?
        var hidden: Identifier?
        var platforms: [VocabularyWord<Platform>] = []
    }

    private mutating func parseButtonArgument(_ arguments: inout ButtonArguments, inMenu: Bool) {
        if current.kind == .string {
            let literal = StringLiteralSyntax(range: advance().range)
            if arguments.title != nil {
                report(Diagnostic(.unexpectedToken, "second title", "in button arguments", at: literal.range))
            }
            arguments.title = literal
            return
        }
        guard current.kind == .identifier, nextToken.kind == .colon else {
            report(Diagnostic(.expectedExpression, currentDescription, at: current.range))
            if current.kind != .rightParen { advance() }
            return
        }
        let label = advance()
        advance()
        func once(_ value: Identifier?) -> Identifier {
            if value != nil {
                report(
                    Diagnostic(
                        .unexpectedToken, "second '\(text(label)):'", "in button arguments", at: label.range))
            }
            let name = parseName("name of a Bool the view supplies after '\(text(label)):'")
            if name.isMissing && current.kind != .comma && current.kind != .rightParen && !atLineEnd {
                advance()
            }
            return name
        }
        switch label.keyword {
        case .image:
            arguments.image = parseStringLiteral("with the SF Symbol name after 'image:'")
        case .role where inMenu:
            report(
                Diagnostic(
                    .unexpectedToken, "'role:'", "in menu arguments; a menu's buttons take roles",
                    at: label.range))
            _ = parseExpression()
        case .role:
            arguments.role = parseVocabularyWord(ButtonRole.self)
        case .disabled:
            arguments.disabled = once(arguments.disabled)
        case .hidden:
            arguments.hidden = once(arguments.hidden)
        case .platform:
            arguments.platforms.append(parseVocabularyWord(Platform.self))
        default:
            let spelled = text(label)
            var diagnostic = Diagnostic(.unknownButtonArgument, spelled, at: label.range)
            let known =
                inMenu
                ? ["image", "disabled", "hidden", "platform"]
                : ["image", "role", "disabled", "hidden", "platform"]
            addSuggestion(to: &diagnostic, for: spelled, among: known, at: label.range)
            report(diagnostic)
            _ = parseExpression()
        }
    }

    // MARK: - Types

    private mutating func parseTypeSyntax(context: String, depth: Int = 0) -> TypeSyntax {
        if depth >= Self.maximumNestingDepth {
            return .missing(range: skipTooDeeplyNested())
        }
        let start = current.range.start
        var type: TypeSyntax
        if atOnLine(.identifier) {
            var components: [TypeNameComponent] = []
            repeat {
                let name = parseName("type name after '.'")
                var arguments: [TypeSyntax] = []
                if current.kind == .leftAngle && !atLineEnd {
                    let opening = advance().range
                    delimiterDepth += 1
                    repeat {
                        arguments.append(parseTypeSyntax(context: "in generic arguments", depth: depth + 1))
                    } while current.kind == .comma && advance().kind == .comma
                    delimiterDepth -= 1
                    if current.kind == .rightAngle {
                        advance()
                    } else {
                        report(
                            Diagnostic(
                                .expectedClosingDelimiter, ">", "generic arguments", at: insertionPoint,
                                notes: [DiagnosticNote("to match this '<'", at: opening)],
                                fixIts: [.insert(">", at: previousEnd)]))
                    }
                }
                components.append(TypeNameComponent(name: name, genericArguments: arguments))
            } while atOnLine(.dot) && advance().kind == .dot
            type = .named(components: components, range: ByteRange(start: start, end: previousEnd))
        } else if atOnLine(.leftBracket) {
            let opening = advance().range
            delimiterDepth += 1
            let element = parseTypeSyntax(context: "for the collection's element", depth: depth + 1)
            var value: TypeSyntax?
            if current.kind == .colon {
                advance()
                value = parseTypeSyntax(context: "for the dictionary's value", depth: depth + 1)
            }
            delimiterDepth -= 1
            if current.kind == .rightBracket {
                advance()
            } else {
                report(
                    Diagnostic(
                        .expectedClosingDelimiter, "]", value == nil ? "array type" : "dictionary type",
                        at: insertionPoint,
                        notes: [DiagnosticNote("to match this '['", at: opening)],
                        fixIts: [.insert("]", at: previousEnd)]))
            }
            let range = ByteRange(start: start, end: previousEnd)
            type =
                value.map { .dictionary(key: element, value: $0, range: range) }
                ?? .array(element: element, range: range)
        } else {
            report(
                Diagnostic(
                    .expectedType, context,
                    at: atLineEnd || current.kind == .rightParen ? insertionPoint : current.range))
            return .missing(range: insertionPoint)
        }
        var optionalDepth = depth
        while current.kind == .question && !atLineEnd {
            optionalDepth += 1
            if optionalDepth >= Self.maximumNestingDepth {
                report(Diagnostic(.nestingTooDeep, String(Self.maximumNestingDepth), at: current.range))
                while current.kind == .question && !atLineEnd { advance() }
                break
            }
            advance()
            type = .optional(wrapped: type, range: ByteRange(start: start, end: previousEnd))
        }
        return type
    }

    /// Reports NAV112 and skips the rest of a too-deeply nested type or literal without
    /// recursing: up to the bracket that closes the enclosing level, or the end of the line.
    /// Returns the range skipped.
    private mutating func skipTooDeeplyNested() -> ByteRange {
        let start = current.range.start
        report(Diagnostic(.nestingTooDeep, String(Self.maximumNestingDepth), at: current.range))
        var depth = 0
        while current.kind != .endOfFile
            && !(current.startsLine && depth == 0 && index > 0 && delimiterDepth == 0)
        {
            if atDeclarationStart { break }
            switch current.kind {
            case .leftBracket, .leftAngle, .leftParen: depth += 1
            case .rightBracket, .rightAngle, .rightParen:
                if depth == 0 { return ByteRange(start: start, end: previousEnd) }
                depth -= 1
            case .leftBrace, .rightBrace, .arrow, .equals:
                if depth == 0 { return ByteRange(start: start, end: previousEnd) }
            default: break
            }
            advance()
        }
        return ByteRange(start: start, end: previousEnd)
    }
}

extension Keyword {
    /// Whether the keyword begins a top-level declaration; at the start of a line such a keyword
    /// ends an unclosed block during error recovery.
    var startsDeclaration: Bool {
        self == .navigation || self == .route || self == .type || self == .import || self == .tab
            || self == .feature || self == .guard
    }
}
