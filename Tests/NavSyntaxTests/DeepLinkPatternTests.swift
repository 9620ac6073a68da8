import Foundation
import NavSemantics
import Testing

/// `DeepLinkPattern.parse`, which reads a pattern as UTF-8 bytes: its segments, and each reason
/// a pattern is refused.
@Suite struct DeepLinkPatternTests {
    @Test(arguments: [
        ("/", [DeepLinkPattern.Segment]()),
        ("/notes/", [.literal("notes")]),
        ("/notes/{id}", [.literal("notes"), .placeholder("id")]),
        ("/{_id2}/caf\u{E9}/{x}", [.placeholder("_id2"), .literal("caf\u{E9}"), .placeholder("x")]),
        // A combining accent after a slash is its own segment's first character, not part of
        // the slash.
        ("/a/\u{301}b", [.literal("a"), .literal("\u{301}b")]),
        // Only a segment that is all one or two dots is a dot segment.
        ("/.../.a/a.", [.literal("..."), .literal(".a"), .literal("a.")]),
    ])
    func segmentsAreReadFromTheBytes(text: String, segments: [DeepLinkPattern.Segment]) throws {
        let pattern = try DeepLinkPattern.parse(text).get()
        #expect(pattern.segments == segments)
        #expect(pattern.text == text)
    }

    @Test(arguments: [
        ("/search?q={query}", [DeepLinkPattern.Segment.literal("search")], [("q", "query")]),
        ("/search/?q={query}&p={page}", [.literal("search")], [("q", "query"), ("p", "page")]),
        ("/?a.b-c_d~={x}", [], [("a.b-c_d~", "x")]),
        ("/items/{id}?v={version}", [.literal("items"), .placeholder("id")], [("v", "version")]),
    ])
    func queryItemsNameTheirKeys(text: String, segments: [DeepLinkPattern.Segment], items: [(String, String)])
        throws
    {
        let pattern = try DeepLinkPattern.parse(text).get()
        #expect(pattern.segments == segments)
        #expect(pattern.query.map(\.key) == items.map(\.0))
        #expect(pattern.queryPlaceholders == items.map(\.1))
        #expect(
            pattern.placeholders
                == segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } })
        // The query does not change which links the path matches.
        #expect(pattern.shape == (try DeepLinkPattern.parse(String(text.prefix { $0 != "?" })).get().shape))
    }

    @Test(arguments: [
        ("notes", "it must start with '/'"),
        ("/notes#top", "a link pattern has no fragment; remove '#'"),
        ("/notes?id={id}#top", "a link pattern has no fragment; remove '#'"),
        ("/notes?id", "a query item must be 'key={parameter}', as in '/search?q={query}'"),
        ("/notes?id=1", "a query item must be 'key={parameter}', as in '/search?q={query}'"),
        ("/notes?id={}", "a query item must be 'key={parameter}', as in '/search?q={query}'"),
        ("/notes?", "a query item must be 'key={parameter}', as in '/search?q={query}'"),
        ("/notes?a={a}&", "a query item must be 'key={parameter}', as in '/search?q={query}'"),
        ("/notes?={id}", "the query key '' must be letters, digits, '-', '.', '_' or '~'"),
        ("/notes?k%20={id}", "the query key 'k%20' must be letters, digits, '-', '.', '_' or '~'"),
        ("/notes?id={1d}", "'{1d}' is not a parameter name"),
        ("/notes?a={x}&a={y}", "the query key 'a' appears more than once"),
        ("/notes/{id}?a={id}", "'{id}' appears more than once"),
        ("/a//b", "empty path segment ('//')"),
        ("/{}", "'{}' is not a parameter name"),
        ("/{1st}", "'{1st}' is not a parameter name"),
        ("/{caf\u{E9}}", "'{caf\u{E9}}' is not a parameter name"),
        ("/{a-b}", "'{a-b}' is not a parameter name"),
        ("/{id}/{id}", "'{id}' appears more than once"),
        ("/x{id}", "a placeholder must be a whole segment, as in '/notes/{id}'"),
        ("/{id", "a placeholder must be a whole segment, as in '/notes/{id}'"),
        ("/id}", "a placeholder must be a whole segment, as in '/notes/{id}'"),
        ("/a/../b", "'..' is a dot segment, which URL standardization removes"),
        ("/.", "'.' is a dot segment, which URL standardization removes"),
        ("/notes/./{id}", "'.' is a dot segment, which URL standardization removes"),
    ])
    func malformedPatternsSayWhy(text: String, reason: String) {
        switch DeepLinkPattern.parse(text) {
        case .success(let pattern): Issue.record("'\(text)' parsed as \(pattern.segments)")
        case .failure(let malformed): #expect(malformed.reason == reason)
        }
    }
}

/// `DeepLinkText`, the rules of the generated deep-link code that the planner and `navc diff`
/// decide with, against what the generated code calls: Foundation's percent-encoding and each
/// type's parser and description.
@Suite struct DeepLinkTextTests {
    static let texts = [
        "a", "0", "1", "-1", "42", "1234", "0.0", "1.0", "1.5", "-0.5", "1e+20", "nan", "inf", "NaN", "true",
        "false", "AAAA", "AA==", "00000000-0000-0000-0000-000000000000", "https://example.com", "", ".", "..",
        "new", "caf\u{E9}", "e\u{301}", "a b/c?d", "%41", "%zz", "%", "%C3%A9", "%FF", " 1",
        "1abc", ".5", "AB==", "AAB=", "A===", "QQ", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
        "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "007", "+5",
        "-0", "1.0e+20", "-inf", "x",
    ]

    /// The generated `encode(_:)` and `decode(_:)`.
    @Test(arguments: texts)
    func percentEncodingIsFoundations(text: String) {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        #expect(
            DeepLinkText.percentEncoded(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved)
        )
        #expect(DeepLinkText.percentDecoded(text) == text.removingPercentEncoding)
    }

    /// Which texts the codecs write (`uuidString`, `base64EncodedString()`, `description`) and
    /// read (`UUID(uuidString:)`, `Data(base64Encoded:)`, `Decimal(string:)`, `init?(_:)`).
    @Test(arguments: texts)
    func typesWriteAndReadAsTheirCodecs(text: String) {
        func type(_ name: String) -> TypeReference { .named([.init(name: name)]) }
        #expect(DeepLinkText.writes(text, as: type("UUID")) == (UUID(uuidString: text)?.uuidString == text))
        #expect(DeepLinkText.reads(text, as: type("UUID")) == (UUID(uuidString: text) != nil))
        #expect(
            DeepLinkText.writes(text, as: type("Data"))
                == (Data(base64Encoded: text)?.base64EncodedString() == text))
        #expect(DeepLinkText.reads(text, as: type("Data")) == (Data(base64Encoded: text) != nil))
        // Foundation versions differ in what Decimal reads, so the rule may say more.
        if Decimal(string: text) != nil { #expect(DeepLinkText.reads(text, as: type("Decimal"))) }
        if let decimal = Decimal(string: text), decimal.description == text {
            #expect(DeepLinkText.writes(text, as: type("Decimal")))
        }
        #expect(DeepLinkText.writes(text, as: type("Int")) == (Int(text)?.description == text))
        #expect(DeepLinkText.reads(text, as: type("UInt8")) == (UInt8(text) != nil))
        #expect(DeepLinkText.writes(text, as: type("Double")) == (Double(text)?.description == text))
        #expect(DeepLinkText.writes(text, as: type("Bool")) == (Bool(text)?.description == text))
        #expect(DeepLinkText.writes(text, as: type("Character")) == (text.count == 1))
        #expect(DeepLinkText.writes(text, as: type("String")))
    }

    /// A literal matches the segment of a value text that is the literal, or that navc writes
    /// as the literal; a placeholder never writes a value that a literal of its version matches.
    @Test func literalsMatchTheirTextAndItsEncoding() {
        #expect(DeepLinkText.literal("new", matchesValue: "new"))
        #expect(!DeepLinkText.literal("new", matchesValue: "New"))
        #expect(DeepLinkText.literal("caf%C3%A9", matchesValue: "caf\u{E9}"))
        #expect(DeepLinkText.literal("caf\u{E9}", matchesValue: "caf\u{E9}"))
        #expect(DeepLinkText.values(matchedBy: "caf%C3%A9") == ["caf%C3%A9", "caf\u{E9}"])
        // Lowercase hex is not how navc encodes, so only the text itself matches.
        #expect(DeepLinkText.values(matchedBy: "caf%c3%a9") == ["caf%c3%a9"])
        let literals = DeepLinkLiterals([try! DeepLinkPattern.parse("/users/me").get()])
        func pattern(_ text: String) -> DeepLinkPattern { try! DeepLinkPattern.parse(text).get() }
        #expect(!literals.writesAsIs("me", at: 1, of: pattern("/users/{name}")))
        #expect(!literals.writesAsIs("me", at: 1, of: pattern("/{section}/{name}")))
        #expect(literals.writesAsIs("me", at: 0, of: pattern("/{name}/me")))
        #expect(literals.writesAsIs("me", at: 1, of: pattern("/users/{name}/posts")))
        #expect(literals.writesAsIs("you", at: 1, of: pattern("/users/{name}")))
        // A pattern whose other segments no link of /users/me has never meets its literal.
        #expect(literals.writesAsIs("me", at: 1, of: pattern("/posts/{name}")))
    }

    /// A placeholder avoids the literals of the patterns that could match its links, and only
    /// those: the index by literal finds them without comparing every pair of patterns.
    @Test func literalsComeFromPatternsThatCouldMatchTheSameLinks() {
        func pattern(_ text: String) -> DeepLinkPattern { try! DeepLinkPattern.parse(text).get() }
        let literals = DeepLinkLiterals(
            [
                "/users/me", "/users/new", "/posts/latest", "/{kind}/all", "/users/%41", "/a/b/c",
                "/users/{id}/edit",
            ].map(pattern))
        #expect(literals.literals(at: 1, of: pattern("/users/{id}")) == ["me", "new", "all", "%41"])
        #expect(literals.literals(at: 1, of: pattern("/posts/{id}")) == ["latest", "all"])
        #expect(
            literals.literals(at: 1, of: pattern("/{kind}/{id}")) == ["me", "new", "latest", "all", "%41"])
        #expect(literals.literals(at: 0, of: pattern("/{kind}/me")) == ["users"])
        // A literal with `%` may be another spelling of any text, so it is taken to match.
        #expect(literals.literals(at: 0, of: pattern("/{kind}/other")) == ["users"])
        #expect(literals.literals(at: 0, of: pattern("/{kind}/%41")) == ["users", "posts"])
        #expect(literals.literals(at: 1, of: pattern("/users/{id}/edit")) == [])
        #expect(literals.literals(at: 2, of: pattern("/a/b/{c}")) == ["c"])
        #expect(literals.literals(at: 2, of: pattern("/a/x/{c}")) == [])
        #expect(literals.literals(at: 1, of: pattern("/users/{id}/{tab}")) == [])
        #expect(literals.literals(at: 2, of: pattern("/users/{id}/{tab}")) == ["edit"])
        // Every placeholder's literals at once are each placeholder's, asked one at a time.
        for text in [
            "/users/{id}", "/posts/{id}", "/{kind}/{id}", "/{kind}/me", "/{kind}/other", "/{kind}/%41",
            "/users/{id}/edit", "/a/b/{c}", "/a/x/{c}", "/users/{id}/{tab}", "/{a}/{b}/{c}", "/none",
        ] {
            let asked = pattern(text)
            var oneAtATime: [Int: Set<String>] = [:]
            for (position, segment) in asked.segments.enumerated() {
                guard case .placeholder = segment else { continue }
                let found = literals.literals(at: position, of: asked)
                if !found.isEmpty { oneAtATime[position] = found }
            }
            #expect(literals.literalsAtEachPlaceholder(of: asked) == oneAtATime, "\(text)")
        }
    }

    /// Two placeholder types share a text when one writes what the other reads.
    @Test func sharedTextsFollowTheCodecs() {
        func type(_ name: String) -> TypeReference { .named([.init(name: name)]) }
        #expect(DeepLinkText.sharedText(writtenAs: type("Int"), readAs: type("Double")) == "0")
        #expect(DeepLinkText.sharedText(writtenAs: type("Double"), readAs: type("Int")) == nil)
        #expect(DeepLinkText.sharedText(writtenAs: type("Bool"), readAs: type("Int")) == nil)
        #expect(DeepLinkText.sharedText(writtenAs: type("String"), readAs: type("UUID")) != nil)
        #expect(DeepLinkText.sharedText(writtenAs: type("Int"), readAs: type("Data")) == "1234")
        #expect(!DeepLinkText.reads("abc", as: type("Decimal")))
    }
}
