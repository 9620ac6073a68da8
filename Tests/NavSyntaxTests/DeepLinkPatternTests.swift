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
    ])
    func segmentsAreReadFromTheBytes(text: String, segments: [DeepLinkPattern.Segment]) throws {
        let pattern = try DeepLinkPattern.parse(text).get()
        #expect(pattern.segments == segments)
        #expect(pattern.text == text)
    }

    @Test(arguments: [
        ("notes", "it must start with '/'"),
        ("/notes?id={id}", "query and fragment are derived from optional parameters; remove '?' or '#'"),
        ("/notes#top", "query and fragment are derived from optional parameters; remove '?' or '#'"),
        ("/a//b", "empty path segment ('//')"),
        ("/{}", "'{}' is not a parameter name"),
        ("/{1st}", "'{1st}' is not a parameter name"),
        ("/{caf\u{E9}}", "'{caf\u{E9}}' is not a parameter name"),
        ("/{a-b}", "'{a-b}' is not a parameter name"),
        ("/{id}/{id}", "'{id}' appears more than once"),
        ("/x{id}", "a placeholder must be a whole segment, as in '/notes/{id}'"),
        ("/{id", "a placeholder must be a whole segment, as in '/notes/{id}'"),
        ("/id}", "a placeholder must be a whole segment, as in '/notes/{id}'"),
    ])
    func malformedPatternsSayWhy(text: String, reason: String) {
        switch DeepLinkPattern.parse(text) {
        case .success(let pattern): Issue.record("'\(text)' parsed as \(pattern.segments)")
        case .failure(let malformed): #expect(malformed.reason == reason)
        }
    }
}
