import Foundation
import NavSource
import NavSyntax
import Testing

/// The editor grammar `Grammar/nav.tmLanguage.json` is well formed, keeps up with the language,
/// and scopes real files as the lexer reads them.
///
/// TextMate grammars use Oniguruma regular expressions; the structural tests compile them with
/// `NSRegularExpression` (ICU). The grammar sticks to the features both engines share, so none is
/// skipped: in particular it spells hex digits `[0-9A-Fa-f]` rather than Oniguruma's `\h`, which
/// means horizontal whitespace to ICU. The behaviour tests tokenize the samples and fixtures with
/// a real TextMate engine (``TextMateEngine``) and compare its scopes with the lexer's tokens.
@Suite struct TextMateGrammarTests {
    /// The repository root, three levels above this file (`Tests/NavSyntaxTests/<file>`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The grammar file.
    static let grammarURL = repositoryRoot.appendingPathComponent("Grammar/nav.tmLanguage.json")

    /// The keyword rule's regex must be exactly this prefix, the keywords joined by `|`, and this suffix.
    static let keywordPrefix = #"\b(?:"#
    static let keywordSuffix = #")\b"#

    /// One word list of the language, named for test output.
    struct WordList: Sendable, CustomTestStringConvertible {
        var name: String
        var words: [String]
        var testDescription: String { name }

        init<Words: Vocabulary>(_ type: Words.Type) {
            name = "\(type)"
            words = type.allCases.map(\.rawValue)
        }
    }

    /// Every ``Vocabulary`` enum; each of their words needs a rule in the grammar.
    static let wordLists: [WordList] = [
        WordList(ToolbarPlacement.self), WordList(EdgeKind.self), WordList(NavigationStyle.self),
        WordList(NavigationFlow.self), WordList(TitleDisplayMode.self), WordList(Visibility.self),
        WordList(Platform.self), WordList(ButtonRole.self), WordList(Column.self),
        WordList(LintRuleAction.self), WordList(AccessLevel.self), WordList(RouteConformance.self),
        WordList(TabStyle.self), WordList(PresentationOption.self), WordList(DetentKind.self),
        WordList(IndicatorVisibility.self), WordList(Enablement.self), WordList(PresentationSizingStyle.self),
        WordList(BackgroundInteractionMode.self), WordList(CompactAdaptation.self),
        WordList(PresentationContainer.self),
    ]

    // MARK: Structure

    @Test func grammarIsValidJSONWithTheExpectedHeader() throws {
        let grammar = try Self.loadGrammar()
        #expect(grammar["scopeName"] as? String == "source.nav")
        #expect(grammar["name"] as? String == "Nav")
        #expect((grammar["fileTypes"] as? [String])?.contains("nav") == true)
        let patterns = try #require(grammar["patterns"] as? [Any])
        #expect(!patterns.isEmpty)
        #expect(grammar["repository"] is [String: Any])
    }

    @Test func everyIncludeNamesARepositoryRule() throws {
        let grammar = try Self.loadGrammar()
        let repository = try #require(grammar["repository"] as? [String: Any])
        var includes: [String] = []
        Self.walk(grammar) { key, value in
            if key == "include", let name = value as? String { includes.append(name) }
        }
        #expect(!includes.isEmpty)
        for include in includes {
            #expect(include.hasPrefix("#"), "include \(include) is not a repository reference")
            #expect(repository[String(include.dropFirst())] != nil, "include \(include) names no rule")
        }
    }

    /// Block comments nest, so the block-comment rule must include itself.
    @Test func blockCommentRuleIsRecursive() throws {
        let repository = try #require(try Self.loadGrammar()["repository"] as? [String: Any])
        let rule = try #require(repository["block-comment"] as? [String: Any])
        let patterns = try #require(rule["patterns"] as? [[String: Any]])
        #expect(rule["begin"] as? String == #"/\*"#)
        #expect(rule["end"] as? String == #"\*/"#)
        #expect(patterns.contains { $0["include"] as? String == "#block-comment" })
    }

    @Test func everyRegexCompiles() throws {
        let regexes = try Self.regexes()
        #expect(regexes.count > 50)
        for (path, pattern) in regexes {
            #expect(throws: Never.self, "\(path): \(pattern)") {
                _ = try NSRegularExpression(pattern: pattern)
            }
        }
    }

    // MARK: Word lists

    @Test func keywordRuleListsExactlyTheLexerKeywords() throws {
        let listed = try Self.keywordList()
        let expected = Set(Keyword.allCases.filter { $0 != .none }.map(\.spelling))
        let missing = expected.subtracting(listed)
        let extra = Set(listed).subtracting(expected)
        #expect(missing.isEmpty, "keywords the grammar lacks: \(missing.sorted())")
        #expect(extra.isEmpty, "listed words that are not keywords: \(extra.sorted())")
        #expect(listed.count == Set(listed).count, "the keyword list repeats a word")
    }

    @Test(arguments: wordLists)
    func everyVocabularyWordHasARule(list: WordList) throws {
        let words = try Self.regexes().reduce(into: Set<String>()) { words, entry in
            words.formUnion(Self.identifierWords(in: entry.pattern))
        }
        let missing = list.words.filter { !words.contains($0) }
        #expect(missing.isEmpty, "no rule matches these \(list.name) words: \(missing)")
    }

    // MARK: Behaviour

    @Test func keywordRuleFindsKeywordsInASample() throws {
        let repository = try #require(try Self.loadGrammar()["repository"] as? [String: Any])
        let rule = try #require(repository["keywords"] as? [String: Any])
        let regex = try NSRegularExpression(pattern: try #require(rule["match"] as? String))
        let text = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("Samples/FourPages/FourPages.nav"),
            encoding: .utf8)
        let found = Set(Self.matches(of: regex, in: text))
        for word in ["navigation", "route", "push", "title", "action", "roots", "popToRoot"] {
            #expect(found.contains(word), "'\(word)' not found")
        }
        #expect(!found.contains("navigationBar"), "the keyword rule must match whole words only")
    }

    /// The lexer's valid escapes are scoped as escapes; interpolation and unknown escapes are not.
    @Test func stringEscapesFollowTheLexer() throws {
        let rules = try Self.rules(in: "string-escapes")
        let valid = try NSRegularExpression(
            pattern: try #require(rules.first { $0.name == "constant.character.escape.nav" }?.match))
        let invalid = try rules.filter { $0.name.hasPrefix("invalid.illegal") }.map {
            try NSRegularExpression(pattern: $0.match)
        }
        for escape in [#"\0"#, #"\\"#, #"\t"#, #"\n"#, #"\r"#, #"\""#, #"\'"#, #"\u{1F600}"#, #"\u{41}"#] {
            #expect(Self.matches(of: valid, in: escape) == [escape], "\(escape) is a valid escape")
        }
        for escape in [#"\("#, #"\q"#, #"\u{}"#, #"\u{123456789}"#, #"\u{zz}"#, #"\u"#] {
            #expect(Self.matches(of: valid, in: escape) == [], "\(escape) is not a valid escape")
            #expect(invalid.contains { !Self.matches(of: $0, in: escape).isEmpty }, "\(escape) is flagged")
        }
    }

    // MARK: A real TextMate engine

    /// Every sample and fixture the engine can read (UTF-8 with `\n` line breaks only), tokenized
    /// once for all the tests below.
    static let engineFiles: [URL] = {
        let folders = ["Samples", "Tests/NavSyntaxTests/Fixtures"].map {
            repositoryRoot.appendingPathComponent($0)
        }
        return folders.flatMap { folder -> [URL] in
            let paths =
                FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(".nav") }.sorted().map { folder.appendingPathComponent($0) }
        }.filter { url in
            guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
                return false
            }
            // Python splits lines at more characters than the lexer; such files are left out.
            return !text.unicodeScalars.contains {
                "\r\u{0B}\u{0C}\u{1C}\u{1D}\u{1E}\u{85}\u{2028}\u{2029}\u{0}".unicodeScalars.contains($0)
            }
        }
    }()

    @Test(.enabled(if: TextMateEngine.isAvailable || TextMateEngine.isRequired, TextMateEngine.skipMessage))
    func realFilesAreScopedAsTheLexerReadsThem() throws {
        #expect(
            Self.engineFiles.count >= 20, "too few readable samples and fixtures: \(Self.engineFiles.count)")
        let tokenized = try TextMateEngine.tokenize(Self.engineFiles)
        var checked = (strings: 0, numbers: 0, comments: 0, declarations: 0)
        for url in Self.engineFiles {
            let name = url.lastPathComponent
            let source = SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
            let lexed = Lexer.tokenize(source)
            // Files the lexer rejects for other reasons than a malformed number are left out.
            guard lexed.diagnostics.allSatisfy({ $0.code == .invalidNumber }) else { continue }
            let engine = try #require(tokenized[url.path], "\(name) was not tokenized")
            func scopes(at offset: Int) -> [String] {
                let location = source.location(of: offset)
                return engine.scopes(line: location.line - 1, column: location.characterColumn - 1)
            }
            for token in lexed.tokens {
                let found = scopes(at: token.range.start)
                let text = source.text(token.range)
                switch token.kind {
                case .string:
                    checked.strings += 1
                    #expect(
                        found.contains { $0.hasPrefix("string.quoted.double") },
                        "\(name): \(text) has \(found)")
                case .number:
                    checked.numbers += 1
                    let invalid = lexed.diagnostics.contains { $0.range.start == token.range.start }
                    let expected = invalid ? "invalid.illegal.number.nav" : "constant.numeric."
                    #expect(found.contains { $0.hasPrefix(expected) }, "\(name): \(text) has \(found)")
                case .identifier
                where token.startsLine && source.location(of: token.range.start).column == 1
                    && ["navigation", "route", "type", "import", "tab"].contains(text):
                    checked.declarations += 1
                    #expect(found.last == "keyword.declaration.\(text).nav", "\(name): \(text) has \(found)")
                default: break
                }
            }
            for comment in lexed.comments {
                checked.comments += 1
                let found = scopes(at: comment.start)
                #expect(
                    found.contains { $0.hasPrefix("comment.") }, "\(name): comment at \(comment) has \(found)"
                )
            }
        }
        #expect(
            checked.strings > 100 && checked.numbers > 20 && checked.comments > 50
                && checked.declarations > 50, "\(checked)")
    }

    @Test(.enabled(if: TextMateEngine.isAvailable || TextMateEngine.isRequired, TextMateEngine.skipMessage))
    func concreteTokensOfASampleHaveTheirScopes() throws {
        let sample = Self.repositoryRoot.appendingPathComponent("Samples/FourPages/FourPages.nav")
        let tokens = try #require(try TextMateEngine.tokenize([sample])[sample.path])
        let expected: [(text: String, scope: String)] = [
            ("navigation", "keyword.declaration.navigation.nav"), ("FourPages", "entity.name.type.app.nav"),
            ("target", "keyword.other.entry.target.nav"), ("iOS", "support.constant.platform.nav"),
            ("16", "constant.numeric.integer.nav"), ("route", "keyword.declaration.route.nav"),
            ("First Page", "string.quoted.double.nav"), ("push", "keyword.control.edge.nav"),
            ("popToRoot", "keyword.control.edge.nav"), ("String", "support.type.nav"),
            ("//", "punctuation.definition.comment.nav"),
        ]
        for (text, scope) in expected {
            let token = try #require(tokens.tokens.first { $0.text == text }, "no token '\(text)'")
            #expect(token.scopes.contains(scope), "'\(text)' has \(token.scopes)")
        }
        let comment = try #require(tokens.tokens.first { $0.text.contains("Field note 003") })
        #expect(comment.scopes.last == "comment.line.double-slash.nav")
    }

    /// Tab declarations, the tab style and the edges that switch tabs have scopes of their own,
    /// and `tab`, `in` and `type` stay names where the lexer reads them as names.
    @Test(.enabled(if: TextMateEngine.isAvailable || TextMateEngine.isRequired, TextMateEngine.skipMessage))
    func tabTokensHaveTheirScopes() throws {
        let fixture = Self.repositoryRoot.appendingPathComponent(
            "Tests/NavSyntaxTests/Fixtures/parse/tabs.nav")
        let tokens = try #require(try TextMateEngine.tokenize([fixture])[fixture.path]).tokens
        let expected: [(text: String, scope: String)] = [
            ("tab", "keyword.declaration.tab.nav"), ("timeline", "entity.name.type.tab.nav"),
            ("tabStyle", "keyword.other.entry.tab-style.nav"),
            ("sidebarAdaptable", "support.constant.tab-style.nav"),
            ("image", "keyword.other.entry.image.nav"), ("house", "string.quoted.double.nav"),
            ("roots", "keyword.other.entry.roots.nav"), ("split3", "support.constant.style.nav"),
            ("sidebar", "keyword.other.entry.column.nav"), ("tab", "keyword.control.edge.nav"),
            ("library", "entity.name.type.tab.nav"), ("in", "keyword.control.edge.in.nav"),
            ("dismissAll", "keyword.control.edge.nav"), ("tab", "variable.parameter.nav"),
            ("type", "variable.parameter.nav"), ("in", "entity.name.function.action.nav"),
        ]
        for (text, scope) in expected {
            #expect(
                tokens.contains { $0.text == text && $0.scopes.contains(scope) },
                "no '\(text)' has \(scope): \(tokens.filter { $0.text == text }.map(\.scopes))")
        }
    }

    @Test(.enabled(if: TextMateEngine.isAvailable || TextMateEngine.isRequired, TextMateEngine.skipMessage))
    func numbersWithUnderscoresAreNumbers() throws {
        let text = """
            navigation App {
                target iOS 16.4, macOS 13
                roots a
            }

            route a(x: Int = 1_000, y: Double = 1_0.5_0, z: Int = -3, w: Int = 1_000_000, v: Int = 1abc, u: Int = 2_x) -> A

            """
        let tokens = try TextMateEngine.tokenize(text: text)
        let expected: [(text: String, scope: String)] = [
            ("16.4", "constant.numeric.float.nav"), ("13", "constant.numeric.integer.nav"),
            ("1_000", "constant.numeric.integer.nav"), ("1_0.5_0", "constant.numeric.float.nav"),
            ("-3", "constant.numeric.integer.nav"), ("1_000_000", "constant.numeric.integer.nav"),
            ("1abc", "invalid.illegal.number.nav"), ("2_x", "invalid.illegal.number.nav"),
        ]
        for (spelling, scope) in expected {
            let token = try #require(
                tokens.tokens.first { $0.text == spelling },
                "no token '\(spelling)': \(tokens.tokens.map(\.text))")
            #expect(token.scopes.last == scope, "'\(spelling)' has \(token.scopes)")
        }
        // The lexer agrees on which spellings are malformed.
        let lexed = Lexer.tokenize(SourceFile(path: "a.nav", text: text))
        let source = SourceFile(path: "a.nav", text: text)
        #expect(lexed.diagnostics.map { source.text($0.range) } == ["1abc", "2_x"])
    }

    /// An unclosed bracket recolours at most its own declaration's line: the lines after it are
    /// scoped exactly as in the intact file.
    @Test(
        .enabled(if: TextMateEngine.isAvailable || TextMateEngine.isRequired, TextMateEngine.skipMessage),
        arguments: [
            ("route a(x: Int) -> A {", "route a(x: Int -> A {"),
            ("route a(x: Int) -> A {", "route a(x: Int, y: [String -> A {"),
            ("route a(x: Int) -> A {", "route a(x: Dictionary<String, Int -> A {"),
            ("    action go = push b(x: 1)", "    action go = push b(x: 1"),
            ("    action go(text: String) = push b(x: 1)", "    action go(text: String = push b(x: 1)"),
        ])
    func anUnclosedBracketDoesNotRecolourTheNextLines(intact: String, broken: String) throws {
        let template = """
            navigation App {
                target iOS 16
                roots a
            }

            %LINE%
                title "A (first)"
                url "/a/{x}"
                action next = push b(x: 2)
                toolbar {
                    item trailing button("Next", image: "arrow.right") = push b(x: 3)
                }
            }

            // The next route, which must look the same.
            route b(x: Int) -> B {
                title "B"
                action back = pop
            }

            """
        let line = intact.hasPrefix("    action") ? "route a(x: Int) -> A {\n" + intact : intact
        let brokenLine = broken.hasPrefix("    action") ? "route a(x: Int) -> A {\n" + broken : broken
        let brokenLineIndex = 5 + (intact.hasPrefix("    action") ? 1 : 0)
        let good = try TextMateEngine.tokenize(text: template.replacingOccurrences(of: "%LINE%", with: line))
        let bad = try TextMateEngine.tokenize(
            text: template.replacingOccurrences(of: "%LINE%", with: brokenLine))
        let after = { (tokens: TextMateEngine.Tokens) in tokens.tokens.filter { $0.line > brokenLineIndex } }
        #expect(after(bad).count > 20)
        for (expected, found) in zip(after(good), after(bad)) {
            #expect(
                expected.text == found.text && expected.scopes == found.scopes,
                "line \(found.line + 1): '\(found.text)' is \(found.scopes), not \(expected.scopes)")
        }
        #expect(after(good).count == after(bad).count)
    }

    /// A route body whose `}` is missing ends at the next declaration, which is scoped as in the
    /// intact file.
    @Test(.enabled(if: TextMateEngine.isAvailable || TextMateEngine.isRequired, TextMateEngine.skipMessage))
    func anUnclosedBraceEndsAtTheNextDeclaration() throws {
        let intact =
            "route a -> A {\n    title \"A\"\n}\n\nroute b(x: [String: Int]) -> B {\n    action back = pop\n}\n"
        let broken = intact.replacingOccurrences(of: "\"A\"\n}\n", with: "\"A\"\n\n")
        let good = try TextMateEngine.tokenize(text: intact).tokens.filter { $0.line >= 4 }
        let bad = try TextMateEngine.tokenize(text: broken).tokens.filter { $0.line >= 3 }
        #expect(good.map(\.text) == bad.map(\.text))
        #expect(good.map(\.scopes) == bad.map(\.scopes), "\(bad.map { ($0.text, $0.scopes.last ?? "") })")
        #expect(good.first?.scopes.last == "keyword.declaration.route.nav")
    }

    // MARK: Helpers

    /// The grammar file, parsed.
    static func loadGrammar() throws -> [String: Any] {
        let data = try Data(contentsOf: grammarURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Calls `visit` with every key and value of every dictionary in `value`, depth first.
    static func walk(_ value: Any, visit: (String, Any) -> Void) {
        if let dictionary = value as? [String: Any] {
            for (key, child) in dictionary {
                visit(key, child)
                walk(child, visit: visit)
            }
        } else if let array = value as? [Any] {
            for child in array { walk(child, visit: visit) }
        }
    }

    /// Every `match`, `begin`, `end` and `while` regex in the grammar, with the key it sits under.
    static func regexes() throws -> [(path: String, pattern: String)] {
        var found: [(path: String, pattern: String)] = []
        walk(try loadGrammar()) { key, value in
            if ["match", "begin", "end", "while"].contains(key), let pattern = value as? String {
                found.append((key, pattern))
            }
        }
        return found
    }

    /// The words of the `keywords` rule, whose match must be `\b(?:word|word|...)\b`.
    static func keywordList() throws -> [String] {
        let repository = try #require(try loadGrammar()["repository"] as? [String: Any])
        let rule = try #require(repository["keywords"] as? [String: Any], "the grammar has no keywords rule")
        let match = try #require(rule["match"] as? String)
        try #require(match.hasPrefix(keywordPrefix) && match.hasSuffix(keywordSuffix), "\(match)")
        let list = match.dropFirst(keywordPrefix.count).dropLast(keywordSuffix.count)
        return list.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }

    /// The `name` and `match` of each match rule directly inside a repository rule's `patterns`.
    static func rules(in key: String) throws -> [(name: String, match: String)] {
        let repository = try #require(try loadGrammar()["repository"] as? [String: Any])
        let rule = try #require(repository[key] as? [String: Any])
        let patterns = try #require(rule["patterns"] as? [[String: Any]])
        return patterns.compactMap { pattern in
            guard let name = pattern["name"] as? String, let match = pattern["match"] as? String else {
                return nil
            }
            return (name, match)
        }
    }

    /// The identifier-like words a regex spells, after dropping escapes such as `\b` and `\s`, so
    /// `\b(?:push|pop)\b` yields `push` and `pop`.
    static func identifierWords(in pattern: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        var escaped = false
        for character in pattern {
            if escaped || character == "\\" {
                // A backslash ends a word, and the character it escapes is never part of one.
                escaped = !escaped
                if !current.isEmpty { words.insert(current) }
                current = ""
                continue
            }
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                current.append(character)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }

    /// The text of every match of `regex` in `text`.
    static func matches(of regex: NSRegularExpression, in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }
    }
}

/// A real TextMate engine: `Tests/TextMate/tokenize_nav.py` on the PyPI packages
/// `textmate-grammar-python` and `onigurumacffi`. Without Python or the packages the tests that
/// use it are skipped, unless `NAVC_REQUIRE_TEXTMATE=1` (set by `.ci/run`, which installs them)
/// makes them required.
enum TextMateEngine {
    /// The tokens of one file.
    struct Tokens: Sendable {
        var tokens: [Token]

        /// The scopes at a 0-based line and scalar column, or none when no token covers it.
        func scopes(line: Int, column: Int) -> [String] {
            tokens.first {
                $0.line == line && $0.column <= column && column < $0.column + $0.text.unicodeScalars.count
            }?
            .scopes ?? []
        }
    }

    /// One token: where it starts (0-based line and scalar column), its text and its scopes.
    struct Token: Sendable {
        var line: Int
        var column: Int
        var text: String
        var scopes: [String]
    }

    /// The tokenizer script.
    static let script = TextMateGrammarTests.repositoryRoot.appendingPathComponent(
        "Tests/TextMate/tokenize_nav.py")

    /// The skip message.
    static let skipMessage: Comment =
        "no TextMate engine (pip install textmate-grammar-python onigurumacffi); NAVC_REQUIRE_TEXTMATE=1 makes this fail"

    /// Whether a missing engine fails the tests instead of skipping them.
    static let isRequired = ProcessInfo.processInfo.environment["NAVC_REQUIRE_TEXTMATE"] == "1"

    /// `python3` on the `PATH`, if any.
    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
        return path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("python3")
        }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether Python and both packages are installed.
    static let isAvailable: Bool = {
        guard python != nil else { return false }
        return (try? run(["-c", "import onigurumacffi, textmate_grammar.parsers.base"]))?.status == 0
    }()

    /// Tokenizes `text` as a `.nav` file.
    static func tokenize(text: String) throws -> Tokens {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navc-textmate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("test.nav")
        try Data(text.utf8).write(to: file)
        return try #require(try tokenize([file])[file.path])
    }

    /// Tokenizes `files` and returns their tokens by path.
    static func tokenize(_ files: [URL]) throws -> [String: Tokens] {
        let grammar = TextMateGrammarTests.grammarURL
        let outcome = try run([script.path, grammar.path] + files.map(\.path))
        try #require(outcome.status == 0, "tokenize_nav.py failed (\(outcome.status)): \(outcome.error)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: outcome.output) as? [String: Any], "not a JSON object")
        let entries = try #require(document["files"] as? [[String: Any]])
        var result: [String: Tokens] = [:]
        for entry in entries {
            let path = try #require(entry["path"] as? String)
            let rows = try #require(entry["tokens"] as? [[Any]])
            result[path] = Tokens(
                tokens: try rows.map { row in
                    try #require(row.count == 4, "token \(row)")
                    return Token(
                        line: try #require(row[0] as? Int), column: try #require(row[1] as? Int),
                        text: try #require(row[2] as? String), scopes: try #require(row[3] as? [String]))
                })
        }
        return result
    }

    /// Runs `python3` with `arguments` in a scratch folder (the engine writes a cache folder
    /// into its working directory) and returns its status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: Data, error: String) {
        let python = try #require(python, "python3 is not installed")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navc-textmate-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = python
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        // Standard error goes to a file, so neither stream can fill a pipe and block Python.
        let errorFile = folder.appendingPathComponent("stderr.txt")
        try Data().write(to: errorFile)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, data, message)
    }
}
