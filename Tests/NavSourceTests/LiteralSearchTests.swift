import NavSource
import Testing

/// Searching and replacing text byte for byte, as escaping needs.
@Suite struct LiteralSearchTests {
    @Test func replacingEveryReplacesEachOccurrenceLeftToRight() {
        #expect("a\\b\\\\c".replacingEvery("\\", with: "/") == "a/b//c")
        #expect("{x}{{y}".replacingEvery("{", with: "{{") == "{{x}{{{{y}")
        #expect("aaaa".replacingEvery("aa", with: "b") == "bb")
        #expect("aaa".replacingEvery("aa", with: "b") == "ba")
        #expect(
            "/a/{id}/b/{id}".replacingEvery("{id}", with: "{identifier}") == "/a/{identifier}/b/{identifier}")
    }

    @Test func replacingEveryLeavesTextWithoutTheNeedleAsItIs() {
        #expect("plain".replacingEvery("\"", with: "\\\"") == "plain")
        #expect("".replacingEvery("x", with: "y") == "")
        #expect("abc".replacingEvery("", with: "y") == "abc")
        #expect("ab".replacingEvery("abc", with: "y") == "ab")
    }

    @Test func aLineFeedInsideACarriageReturnLineFeedIsReplaced() {
        // "\r\n" is one Character; escaping must still reach its line feed.
        #expect("a\r\nb".replacingEvery("\n", with: "\\n") == "a\r\\nb")
    }

    @Test func textIsComparedByteForByteWithoutUnicodeEquivalence() {
        // "é" precomposed (U+00E9) and decomposed (e + U+0301) are equal strings but
        // different bytes; only the spelling searched for is replaced.
        let text = "caf\u{E9} cafe\u{301}"
        #expect(text.replacingEvery("\u{E9}", with: "E") == "cafE cafe\u{301}")
        #expect(text.replacingEvery("e\u{301}", with: "E") == "caf\u{E9} cafE")
        #expect("\u{1F600}x\u{1F600}".replacingEvery("\u{1F600}", with: ":)") == ":)x:)")
    }

    @Test func firstLiteralRangeFindsTheFirstOccurrence() throws {
        let text = "/users/{id}/posts/{id}"
        let range = try #require(text.firstLiteralRange(of: "{id}"))
        #expect(text[..<range.lowerBound] == "/users/")
        #expect(text[range] == "{id}")
        #expect(text[range.upperBound...] == "/posts/{id}")
        #expect(text.firstLiteralRange(of: "{name}") == nil)
        #expect(text.firstLiteralRange(of: "") == nil)
        let accented = "r\u{E9}sum\u{E9}/{x}"
        let found = try #require(accented.firstLiteralRange(of: "{x}"))
        #expect(accented[found] == "{x}")
        #expect(accented[..<found.lowerBound] == "r\u{E9}sum\u{E9}/")
    }
}
