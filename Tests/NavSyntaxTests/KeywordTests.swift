import NavSource
import NavSyntax
import Testing

/// The lexer's hand-written keyword switch agrees with every keyword's spelling.
@Suite struct KeywordTests {
    @Test(arguments: Keyword.allCases.filter { $0 != .none })
    func everyKeywordLexesAsItself(keyword: Keyword) {
        let tokens = Lexer.tokenize(SourceFile(path: "k.nav", text: keyword.spelling)).tokens
        #expect(tokens.first?.keyword == keyword)
        #expect(Keyword.lookup(keyword.spelling) == keyword)
    }

    @Test(arguments: Keyword.allCases.filter { $0 != .none })
    func nearMissesAreOrdinaryIdentifiers(keyword: Keyword) {
        for text in [
            keyword.spelling + "s", String(keyword.spelling.dropLast()), keyword.spelling.uppercased(),
        ] {
            let tokens = Lexer.tokenize(SourceFile(path: "k.nav", text: text)).tokens
            let expected = Keyword.lookup(text)
            #expect(tokens.first?.keyword == expected, "\(text)")
        }
    }

    @Test func tokensArePacked() {
        #expect(MemoryLayout<Token>.stride == 12)
    }
}
