import Foundation
import NavSyntax
import Testing

/// The editor grammar `Grammar/nav.tmLanguage.json` is well formed and keeps up with the language.
///
/// TextMate grammars use Oniguruma regular expressions; these tests compile them with
/// `NSRegularExpression` (ICU). The grammar sticks to the features both engines share, so none is
/// skipped: in particular it spells hex digits `[0-9A-Fa-f]` rather than Oniguruma's `\h`, which
/// means horizontal whitespace to ICU.
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
