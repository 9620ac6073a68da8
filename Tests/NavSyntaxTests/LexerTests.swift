import NavSource
import NavSyntax
import Testing

/// Where a piece of bad input sits, for tests that run the same bytes through every lexical
/// context: bare code, a string literal, a line comment and a block comment.
enum LexicalContext: String, CaseIterable, Sendable, CustomStringConvertible {
    case code
    case string
    case lineComment
    case blockComment

    /// The bytes written before the input under test.
    var prefix: [UInt8] {
        switch self {
        case .code: Array("a ".utf8)
        case .string: Array("a \"".utf8)
        case .lineComment: Array("a // ".utf8)
        case .blockComment: Array("a /* ".utf8)
        }
    }

    /// The bytes written after the input under test.
    var suffix: [UInt8] {
        switch self {
        case .code: Array(" b".utf8)
        case .string: Array("\" b".utf8)
        case .lineComment: Array("\nb".utf8)
        case .blockComment: Array(" */ b".utf8)
        }
    }

    /// The token kinds the lexer must produce around the input, which it skips or absorbs.
    var expectedKinds: [TokenKind] {
        self == .string ? [.identifier, .string, .identifier] : [.identifier, .identifier]
    }

    /// How many comments the context holds.
    var expectedCommentCount: Int {
        self == .lineComment || self == .blockComment ? 1 : 0
    }

    var description: String { rawValue }
}

@Suite struct LexerTests: SyntaxTestHelpers {
    // MARK: Punctuation

    @Test(arguments: [
        ("{", TokenKind.leftBrace), ("}", .rightBrace), ("(", .leftParen), (")", .rightParen),
        ("[", .leftBracket), ("]", .rightBracket), ("<", .leftAngle), (">", .rightAngle),
        (",", .comma), (":", .colon), (".", .dot), ("?", .question), ("=", .equals), ("->", .arrow),
    ])
    func eachPunctuationMarkLexesToItsOwnKind(spelling: String, kind: TokenKind) {
        let result = lex(spelling)
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [kind])
        #expect(result.tokens[0].range == range(0, spelling.utf8.count))
        #expect(result.tokens[0].keyword == .none)
        #expect(result.tokens[0].startsLine)
        #expect(kind.spelling == spelling)
        #expect(kind.displayName == "'\(spelling)'")
    }

    @Test func punctuationWrittenWithoutSpacesSplitsIntoSingleTokens() {
        let result = lex("{}()[]<>,:.?=->")
        #expect(result.diagnostics == [])
        #expect(
            kinds(result) == [
                .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .leftAngle,
                .rightAngle, .comma, .colon, .dot, .question, .equals, .arrow,
            ])
        #expect(ranges(result) == (0..<13).map { range($0, $0 + 1) } + [range(13, 15)])
        #expect(result.tokens.dropLast().map(\.startsLine) == [true] + Array(repeating: false, count: 13))
    }

    @Test func anArrowBetweenNamesIsOneToken() {
        let result = lex("a->b")
        #expect(kinds(result) == [.identifier, .arrow, .identifier])
        #expect(ranges(result) == [range(0, 1), range(1, 3), range(3, 4)])
    }

    @Test func anArrowFollowedByANegativeNumberLexesAsTwoTokens() {
        let result = lex("->-1")
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.arrow, .number])
        #expect(ranges(result) == [range(0, 2), range(2, 4)])
    }

    @Test func closingAngleBracketsAreAlwaysSeparateTokens() {
        let result = lex("Set<Set<Int>>")
        #expect(
            kinds(result) == [
                .identifier, .leftAngle, .identifier, .leftAngle, .identifier, .rightAngle, .rightAngle,
            ])
        #expect(result.tokens[5].range == range(11, 12))
        #expect(result.tokens[6].range == range(12, 13))
    }

    @Test(arguments: ["-", "/", "- 3", "a-b", "a/b"])
    func aLoneMinusOrSlashIsAnUnexpectedCharacter(text: String) {
        let result = lex(text)
        let offset = Array(text.utf8).firstIndex { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") } ?? -1
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics.first?.range == range(offset, offset + 1))
        #expect(!kinds(result).contains(.arrow))
    }

    @Test func aMinusBeforeDigitsAfterSpaceIsReportedAndTheDigitsStillLex() {
        let result = lex("- 3")
        #expect(result.diagnostics.map(\.message) == ["unexpected character '-'"])
        #expect(kinds(result) == [.number])
        #expect(ranges(result) == [range(2, 3)])
    }

    // MARK: Identifiers and keywords

    @Test func identifiersAreRunsOfLettersDigitsAndUnderscores() {
        let result = lex("abc _x a1 A_b9 __ x_1_")
        #expect(result.diagnostics == [])
        #expect(kinds(result) == Array(repeating: .identifier, count: 6))
        #expect(
            ranges(result) == [
                range(0, 3), range(4, 6), range(7, 9), range(10, 14), range(15, 17), range(18, 22),
            ])
        #expect(result.tokens.allSatisfy { $0.keyword == .none })
    }

    @Test(arguments: Keyword.allCases.filter { $0 != .none })
    func everyKeywordSpellingLexesAsAnIdentifierCarryingThatKeyword(keyword: Keyword) {
        let result = lex(keyword.spelling)
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.identifier])
        #expect(result.tokens[0].keyword == keyword)
        #expect(result.tokens[0].range == range(0, keyword.spelling.utf8.count))
        #expect(Keyword.lookup(keyword.spelling) == keyword)
    }

    @Test(arguments: [
        "titles", "Title", "TITLE", "tit", "title_", "title1", "_title", "routes", "rout", "Push", "pushy",
        "nil_", "True", "popToRootView", "navigationBars", "backbutton", "enums", "a", "x",
    ])
    func wordsThatOnlyResembleAKeywordCarryNoKeyword(word: String) {
        let result = lex(word)
        #expect(kinds(result) == [.identifier])
        #expect(result.tokens[0].keyword == .none)
        #expect(Keyword.lookup(word) == .none)
    }

    @Test func keywordsAreTaggedWhereverTheyAppear() {
        let result = lex("route title(action: String) -> Title")
        #expect(
            result.tokens.dropLast().map(\.keyword) == [
                .route, .title, .none, .action, .none, .none, .none, .none, .none,
            ])
    }

    @Test func aVeryLongIdentifierIsOneTokenWithoutAKeyword() {
        let name = String(repeating: "navigation", count: 50)
        let result = lex(name)
        #expect(kinds(result) == [.identifier])
        #expect(result.tokens[0].range == range(0, 500))
        #expect(result.tokens[0].keyword == .none)
    }

    // MARK: Numbers

    @Test(arguments: [
        "16", "17.4.1", "-3", "1_000", "0", "1.5", "-0.25", "1_0.2_0", "007", "1_", "99999999999999999999",
    ])
    func wellFormedNumbersLexAsOneNumberToken(text: String) {
        let result = lex(text)
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.number])
        #expect(result.tokens[0].range == range(0, text.utf8.count))
        #expect(result.tokens[0].keyword == .none)
    }

    @Test func aLetterRightAfterDigitsMakesTheWholeRunAnInvalidNumber() {
        let result = lex("16abc")
        #expect(codes(result.diagnostics) == [.invalidNumber])
        #expect(result.diagnostics[0].range == range(0, 5))
        #expect(result.diagnostics[0].message == "invalid number literal '16abc'")
        #expect(kinds(result) == [.number])
        #expect(result.tokens[0].range == range(0, 5))
    }

    @Test(arguments: [("-3x", 3), ("1.2beta", 7), ("16abc.def", 9), ("1_000k", 6), ("17.4.1b2", 8)])
    func invalidNumbersCoverTheLettersThatFollowThem(text: String, length: Int) {
        let result = lex(text + " next")
        #expect(codes(result.diagnostics) == [.invalidNumber])
        #expect(result.diagnostics.first?.range == range(0, length))
        #expect(kinds(result) == [.number, .identifier])
        #expect(result.tokens[0].range == range(0, length))
    }

    @Test func aTrailingDotIsNotPartOfTheNumber() {
        let result = lex("16.")
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.number, .dot])
        #expect(ranges(result) == [range(0, 2), range(2, 3)])
    }

    @Test func aDotFollowedByALetterEndsTheNumber() {
        let result = lex("1.x")
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.number, .dot, .identifier])
        #expect(ranges(result) == [range(0, 1), range(1, 2), range(2, 3)])
    }

    @Test func twoDotsSplitANumber() {
        let result = lex("1..2")
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.number, .dot, .dot, .number])
    }

    @Test func numbersStopAtPunctuation() {
        let result = lex("16,17->a-1")
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.number, .comma, .number, .arrow, .identifier, .number])
        #expect(
            ranges(result) == [range(0, 2), range(2, 3), range(3, 5), range(5, 7), range(7, 8), range(8, 10)])
    }

    // MARK: Strings

    @Test func aStringIsOneTokenIncludingItsQuotes() {
        let text = "title \"hello\""
        let result = lex(text)
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.identifier, .string])
        #expect(result.tokens[1].range == range(6, 13))
        #expect(StringLiteralDecoder.decode(utf8(text), range: range(6, 13)) == "hello")
    }

    @Test func anEmptyStringDecodesToNothing() {
        let result = lex("\"\"")
        #expect(result.diagnostics == [])
        #expect(ranges(result) == [range(0, 2)])
        #expect(StringLiteralDecoder.decode(utf8("\"\""), range: range(0, 2)) == "")
    }

    @Test(arguments: [
        (#"\0"#, "\0"), (#"\\"#, "\\"), (#"\t"#, "\t"), (#"\n"#, "\n"), (#"\r"#, "\r"), (#"\""#, "\""),
        (#"\'"#, "'"), (#"\u{1F600}"#, "😀"), (#"\u{41}"#, "A"), (#"\u{e9}"#, "é"), (#"\u{0000E9}"#, "é"),
        (#"\u{00000041}"#, "A"), (#"\u{10FFFF}"#, "\u{10FFFF}"), (#"\u{0}"#, "\0"),
    ])
    func eachValidEscapeDecodesToItsCharacter(escape: String, value: String) {
        let text = "\"a" + escape + "b\""
        let result = lex(text)
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.string])
        #expect(result.tokens[0].range == range(0, text.utf8.count))
        #expect(StringLiteralDecoder.decode(utf8(text), range: result.tokens[0].range) == "a" + value + "b")
    }

    @Test func everyEscapeInOneStringDecodesInOrder() {
        let text = #""\0\\\t\n\r\"\'\u{1F600}""#
        let result = lex(text)
        #expect(result.diagnostics == [])
        #expect(ranges(result) == [range(0, text.utf8.count)])
        let value = StringLiteralDecoder.decode(utf8(text), range: range(0, text.utf8.count))
        #expect(value == "\0\\\t\n\r\"'😀")
    }

    @Test func anEscapedQuoteDoesNotEndTheString() {
        let result = lex(#""a\"b" c"#)
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.string, .identifier])
        #expect(ranges(result) == [range(0, 6), range(7, 8)])
    }

    @Test func anEscapedBackslashBeforeTheQuoteEndsTheString() {
        let result = lex(#""a\\" c"#)
        #expect(result.diagnostics == [])
        #expect(ranges(result) == [range(0, 5), range(6, 7)])
    }

    @Test func anUnknownEscapeIsReportedOverTheBackslashAndItsCharacter() {
        let result = lex(#"x "a\qb" y"#)
        #expect(codes(result.diagnostics) == [.invalidEscape])
        #expect(result.diagnostics[0].range == range(4, 6))
        #expect(result.diagnostics[0].message == #"invalid escape sequence '\q' in string literal"#)
        #expect(kinds(result) == [.identifier, .string, .identifier])
        #expect(result.tokens[1].range == range(2, 8))
    }

    @Test func anUnknownEscapeOfANonASCIICharacterCoversTheWholeCharacter() {
        let result = lex(#""\é""#)
        #expect(codes(result.diagnostics) == [.invalidEscape])
        #expect(result.diagnostics[0].range == range(1, 4))
        #expect(result.diagnostics[0].message == #"invalid escape sequence '\é' in string literal"#)
    }

    @Test func interpolationIsReportedOverTheBackslashAndParenthesis() {
        let result = lex(#""Hi \(name)""#)
        #expect(codes(result.diagnostics) == [.stringInterpolation])
        #expect(result.diagnostics[0].range == range(4, 6))
        #expect(kinds(result) == [.string])
        #expect(result.tokens[0].range == range(0, 12))
    }

    @Test(arguments: [
        (#"\u{D800}"#, 8), (#"\u{DFFF}"#, 8), (#"\u{}"#, 4), (#"\u{123456789}"#, 13), (#"\u{110000}"#, 10),
        (#"\u{FFFFFFFF}"#, 12), (#"\u{41"#, 5), (#"\u0041"#, 2), (#"\u{G}"#, 3),
    ])
    func malformedUnicodeEscapesAreReportedFromTheBackslash(escape: String, length: Int) {
        let text = "\"" + escape + "\""
        let result = lex(text)
        #expect(codes(result.diagnostics) == [.invalidUnicodeEscape])
        #expect(result.diagnostics.first?.range == range(1, 1 + length))
        #expect(kinds(result) == [.string])
        #expect(result.tokens[0].range == range(0, text.utf8.count))
    }

    /// `StringLiteralDecoder.decode` documents that "invalid escapes decode to themselves".
    @Test(arguments: [#"\q"#, #"\("#, #"\é"#])
    func invalidEscapesDecodeToThemselves(escape: String) {
        let text = "\"a" + escape + "b\""
        #expect(!lex(text).diagnostics.isEmpty)
        let value = StringLiteralDecoder.decode(utf8(text), range: range(0, text.utf8.count))
        #expect(value == "a" + escape + "b")
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func aLineBreakEndsAnUnterminatedStringAndTheNextLineLexesNormally(lineBreak: String) {
        let text = "title \"abc" + lineBreak + "route x"
        let result = lex(text)
        #expect(codes(result.diagnostics) == [.unterminatedString])
        #expect(result.diagnostics[0].range == range(6, 10))
        #expect(result.diagnostics[0].message == "unterminated string literal")
        #expect(result.diagnostics[0].fixIts == [FixIt(range: .empty(at: 10), replacement: "\"")])
        #expect(kinds(result) == [.identifier, .string, .identifier, .identifier])
        #expect(result.tokens[1].range == range(6, 10))
        let route = result.tokens[2]
        #expect(route.keyword == .route)
        #expect(route.startsLine)
        #expect(route.range == range(10 + lineBreak.utf8.count, 15 + lineBreak.utf8.count))
        #expect(StringLiteralDecoder.decode(utf8(text), range: range(6, 10)) == "abc")
    }

    @Test func anUnterminatedStringEndingInAnEscapedQuoteKeepsTheQuoteInItsValue() {
        let text = #""a\""# + "\n"
        let result = lex(text)
        #expect(codes(result.diagnostics) == [.unterminatedString])
        #expect(ranges(result) == [range(0, 4)])
        #expect(StringLiteralDecoder.decode(utf8(text), range: range(0, 4)) == "a\"")
    }

    @Test func aStringUnterminatedAtTheEndOfTheFileIsStillAToken() {
        let result = lex("\"abc")
        #expect(codes(result.diagnostics) == [.unterminatedString])
        #expect(result.diagnostics[0].range == range(0, 4))
        #expect(result.diagnostics[0].fixIts == [FixIt(range: .empty(at: 4), replacement: "\"")])
        #expect(ranges(result) == [range(0, 4)])
        #expect(result.tokens.last?.range == .empty(at: 4))
    }

    @Test func aBackslashBeforeALineBreakIsAnInvalidEscapeInAnUnterminatedString() {
        let result = lex("\"ab\\\nx")
        #expect(codes(result.diagnostics) == [.invalidEscape, .unterminatedString])
        #expect(result.diagnostics.map(\.range) == [range(3, 4), range(0, 4)])
        #expect(kinds(result) == [.string, .identifier])
        #expect(result.tokens[1].startsLine)
    }

    @Test func aBackslashAtTheEndOfTheFileLeavesTheStringUnterminated() {
        let result = lex("\"ab\\")
        #expect(codes(result.diagnostics).contains(.unterminatedString))
        #expect(ranges(result) == [range(0, 4)])
    }

    // MARK: Non-ASCII text

    @Test func nonASCIITextInStringsAndCommentsIsAccepted() {
        let text = "title \"héllo 😀 日本\" // café ☕\n/* ü — ✓ /* ñ */ */ x"
        let result = lex(text)
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.identifier, .string, .identifier])
        #expect(result.comments.count == 2)
        let literal = result.tokens[1].range
        #expect(StringLiteralDecoder.decode(utf8(text), range: literal) == "héllo 😀 日本")
    }

    @Test func aByteOrderMarkInsideAStringIsOrdinaryText() {
        let result = lex(bytes: utf8("\"") + [0xEF, 0xBB, 0xBF] + utf8("\""))
        #expect(result.diagnostics == [])
        #expect(ranges(result) == [range(0, 5)])
    }

    // MARK: UTF-16

    /// A file saved as UTF-16, little- or big-endian, is one error over its byte order mark,
    /// not an error for every NUL byte and every other character.
    @Test(arguments: [[0xFF, 0xFE] as [UInt8], [0xFE, 0xFF]])
    func aUTF16FileIsReportedOnce(byteOrderMark: [UInt8]) {
        let littleEndian = byteOrderMark == [0xFF, 0xFE]
        let text = utf8("navigation App {\n    target iOS 16 // caf\u{E9}\n}\nroute home -> Home\n")
        let bytes = byteOrderMark + text.flatMap { littleEndian ? [$0, 0] : [0, $0] }
        let result = lex(bytes: bytes)
        #expect(codes(result.diagnostics) == [.utf16File])
        #expect(result.diagnostics.first?.range == range(0, 2))
        #expect(result.diagnostics.first?.message == "file is encoded in UTF-16; navc reads UTF-8")
        #expect(kinds(result) == [])
        #expect(result.tokens.last?.range == .empty(at: bytes.count))
    }

    /// The parser adds nothing to the one error: the file has no tokens to complain about.
    @Test func aUTF16FileHasNoOtherSyntaxErrors() {
        let bytes: [UInt8] = [0xFF, 0xFE] + utf8("route home -> Home {}\n").flatMap { [$0, 0] }
        let diagnostics = Parser.parse(SourceFile(path: "a.nav", bytes: bytes)).diagnostics
        #expect(codes(diagnostics) == [.utf16File])
    }

    /// Bytes FF FE that do not start the file are invalid UTF-8, as any other.
    @Test func utf16ByteOrderMarkAfterTheStartIsInvalidUTF8() {
        let result = lex(bytes: utf8("a ") + [0xFF, 0xFE] + utf8(" b"))
        #expect(codes(result.diagnostics) == [.invalidUTF8])
    }

    // MARK: Invalid UTF-8

    /// Byte sequences that are not UTF-8: a lone 0xFF, truncated sequences, a lone continuation
    /// byte, overlong forms, a surrogate and a scalar past U+10FFFF.
    static let invalidSequences: [[UInt8]] = [
        [0xFF], [0xFE, 0xFF], [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0x80], [0xC1, 0xBF],
        [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]

    @Test(arguments: LexerTests.invalidSequences, LexicalContext.allCases)
    func invalidUTF8IsReportedOnceOverItsExactBytes(sequence: [UInt8], context: LexicalContext) {
        let bytes = context.prefix + sequence + context.suffix
        let result = lex(bytes: bytes)
        #expect(codes(result.diagnostics) == [.invalidUTF8])
        #expect(
            result.diagnostics.first?.range
                == range(context.prefix.count, context.prefix.count + sequence.count))
        #expect(result.diagnostics.first?.message == "invalid UTF-8 byte sequence")
        #expect(kinds(result) == context.expectedKinds)
        #expect(result.comments.count == context.expectedCommentCount)
        #expect(result.tokens.last?.range == .empty(at: bytes.count))
        if context == .string {
            #expect(result.tokens[1].range == range(2, bytes.count - 2))
            let value = StringLiteralDecoder.decode(bytes, range: result.tokens[1].range)
            #expect(value.unicodeScalars.allSatisfy { $0 == "\u{FFFD}" })
        }
    }

    @Test(arguments: LexicalContext.allCases)
    func invalidUTF8NextToAValidCharacterLeavesTheValidCharacterAlone(context: LexicalContext) {
        let sequence: [UInt8] = [0xFF] + utf8("é") + [0xC0]
        let result = lex(bytes: context.prefix + sequence + context.suffix)
        let start = context.prefix.count
        let invalid = result.diagnostics.filter { $0.code == .invalidUTF8 }.map(\.range)
        #expect(invalid == [range(start, start + 1), range(start + 3, start + 4)])
        let others = result.diagnostics.filter { $0.code != .invalidUTF8 }
        if context == .code {
            #expect(codes(others) == [.unexpectedCharacter])
            #expect(others.first?.range == range(start + 1, start + 3))
        } else {
            #expect(others == [])
        }
    }

    @Test func aTruncatedSequenceAtTheEndOfALineCommentIsReported() {
        let result = lex(bytes: utf8("// ") + [0xE2, 0x82])
        #expect(codes(result.diagnostics) == [.invalidUTF8])
        #expect(result.diagnostics[0].range == range(3, 5))
        #expect(result.comments == [range(0, 5)])
    }

    @Test func aTruncatedSequenceAtTheEndOfAnUnterminatedStringIsReportedWithTheString() {
        let result = lex(bytes: utf8("\"") + [0xF0, 0x9F])
        #expect(codes(result.diagnostics) == [.invalidUTF8, .unterminatedString])
        #expect(result.diagnostics.map(\.range) == [range(1, 3), range(0, 3)])
        #expect(ranges(result) == [range(0, 3)])
    }

    @Test func aTruncatedSequenceBeforeAClosingQuoteDoesNotSwallowTheQuote() {
        let result = lex(bytes: utf8("\"") + [0xE2] + utf8("\" x"))
        #expect(codes(result.diagnostics) == [.invalidUTF8])
        #expect(result.diagnostics[0].range == range(1, 2))
        #expect(kinds(result) == [.string, .identifier])
        #expect(ranges(result) == [range(0, 3), range(4, 5)])
    }

    @Test func aTruncatedSequenceBeforeTheEndOfABlockCommentDoesNotSwallowTheEnd() {
        let result = lex(bytes: utf8("/*") + [0xE2] + utf8("*/ x"))
        #expect(codes(result.diagnostics) == [.invalidUTF8])
        #expect(result.comments == [range(0, 5)])
        #expect(ranges(result) == [range(6, 7)])
    }

    @Test func invalidUTF8InCodeIsNotAlsoReportedAsAnUnexpectedCharacter() {
        let result = lex(bytes: utf8("route ") + [0xFF] + utf8(" x"))
        #expect(codes(result.diagnostics) == [.invalidUTF8])
        #expect(result.diagnostics[0].range == range(6, 7))
        #expect(ranges(result) == [range(0, 5), range(8, 9)])
    }

    // MARK: NUL bytes

    @Test(arguments: LexicalContext.allCases)
    func aNulByteIsReportedInEveryContext(context: LexicalContext) {
        let bytes = context.prefix + [0x78, 0x00, 0x79] + context.suffix
        let result = lex(bytes: bytes)
        #expect(codes(result.diagnostics) == [.nulByte])
        #expect(result.diagnostics.first?.range == range(context.prefix.count + 1, context.prefix.count + 2))
        #expect(result.diagnostics.first?.message == "unexpected NUL byte")
        #expect(result.comments.count == context.expectedCommentCount)
        switch context {
        case .code:
            #expect(kinds(result) == [.identifier, .identifier, .identifier, .identifier])
        case .string:
            #expect(kinds(result) == [.identifier, .string, .identifier])
            #expect(result.tokens[1].range == range(2, 7))
        case .lineComment, .blockComment:
            #expect(kinds(result) == [.identifier, .identifier])
        }
    }

    @Test func consecutiveNulBytesAreEachReported() {
        let result = lex(bytes: [0, 0])
        #expect(result.diagnostics.map(\.range) == [range(0, 1), range(1, 2)])
        #expect(kinds(result) == [])
    }

    // MARK: Byte-order marks

    @Test func aLeadingByteOrderMarkIsSkipped() {
        let result = lex(bytes: [0xEF, 0xBB, 0xBF] + utf8("route home"))
        #expect(result.diagnostics == [])
        #expect(kinds(result) == [.identifier, .identifier])
        #expect(result.tokens[0].range == range(3, 8))
        #expect(result.tokens[0].keyword == .route)
        #expect(result.tokens[0].startsLine)
        #expect(!result.tokens[1].startsLine)
    }

    @Test func aFileHoldingOnlyAByteOrderMarkHasOnlyTheEndOfFile() {
        let result = lex(bytes: [0xEF, 0xBB, 0xBF])
        #expect(result.diagnostics == [])
        #expect(result.tokens == [Token(kind: .endOfFile, startsLine: true, range: .empty(at: 3))])
    }

    @Test func aByteOrderMarkAnywhereElseIsAnUnexpectedCharacter() {
        let result = lex(bytes: utf8("a ") + [0xEF, 0xBB, 0xBF] + utf8(" b"))
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics[0].range == range(2, 5))
        #expect(result.diagnostics[0].message == "unexpected character 'U+FEFF'")
        #expect(ranges(result) == [range(0, 1), range(6, 7)])
    }

    @Test func aSecondLeadingByteOrderMarkIsAnUnexpectedCharacter() {
        let result = lex(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + utf8("x"))
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics[0].range == range(3, 6))
        #expect(ranges(result) == [range(6, 7)])
    }

    @Test func aTruncatedByteOrderMarkIsInvalidUTF8() {
        let result = lex(bytes: [0xEF, 0xBB] + utf8("x"))
        #expect(codes(result.diagnostics) == [.invalidUTF8])
        #expect(result.diagnostics[0].range == range(0, 2))
        #expect(ranges(result) == [range(2, 3)])
    }

    // MARK: Line breaks and whitespace

    @Test(arguments: ["\n", "\r\n", "\r", "\n\n", "\r\r", "\r\n\r\n", " \n\t "])
    func everyLineBreakStyleStartsANewLine(lineBreak: String) {
        let text = "a" + lineBreak + "b c"
        let result = lex(text)
        #expect(result.diagnostics == [])
        #expect(result.tokens.dropLast().map(\.startsLine) == [true, true, false])
        let offset = 1 + lineBreak.utf8.count
        #expect(ranges(result) == [range(0, 1), range(offset, offset + 1), range(offset + 2, offset + 3)])
    }

    @Test func theFirstTokenStartsALineEvenAfterIndentation() {
        let result = lex("   \t a")
        #expect(result.tokens[0].startsLine)
        #expect(result.tokens[0].range == range(5, 6))
    }

    @Test func tabsVerticalTabsAndFormFeedsSeparateTokensOnOneLine() {
        let result = lex("\ta\t\tb\u{0B}c\u{0C}d")
        #expect(result.diagnostics == [])
        #expect(ranges(result) == [range(1, 2), range(4, 5), range(6, 7), range(8, 9)])
        #expect(result.tokens.dropLast().map(\.startsLine) == [true, false, false, false])
    }

    // MARK: Comments

    @Test func aLineCommentIsRecordedAndProducesNoToken() {
        let result = lex("a // note\nb")
        #expect(result.diagnostics == [])
        #expect(result.comments == [range(2, 9)])
        #expect(ranges(result) == [range(0, 1), range(10, 11)])
        #expect(result.tokens[1].startsLine)
    }

    @Test func aLineCommentEndsAtALoneCarriageReturn() {
        let result = lex("// x\rb")
        #expect(result.comments == [range(0, 4)])
        #expect(ranges(result) == [range(5, 6)])
        #expect(result.tokens[0].startsLine)
    }

    @Test func aLineCommentEndsAtCarriageReturnLineFeed() {
        let result = lex("a // x\r\nb")
        #expect(result.comments == [range(2, 6)])
        #expect(ranges(result) == [range(0, 1), range(8, 9)])
        #expect(result.tokens[1].startsLine)
    }

    @Test func aLineCommentMayEndTheFile() {
        let result = lex("// end")
        #expect(result.diagnostics == [])
        #expect(result.comments == [range(0, 6)])
        #expect(result.tokens == [Token(kind: .endOfFile, startsLine: true, range: .empty(at: 6))])
    }

    @Test func aLineCommentMayContainBlockCommentMarkers() {
        let result = lex("// /* x\ny */")
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics.first?.range == range(10, 12))
        #expect(result.comments == [range(0, 7)])
        #expect(kinds(result) == [.identifier])
    }

    @Test func nestedBlockCommentsFormOneComment() {
        let result = lex("y /* a /* b */ c */ x")
        #expect(result.diagnostics == [])
        #expect(result.comments == [range(2, 19)])
        #expect(ranges(result) == [range(0, 1), range(20, 21)])
        #expect(!result.tokens[1].startsLine)
    }

    @Test func deeplyNestedBlockCommentsFormOneComment() {
        let text = String(repeating: "/* ", count: 100) + String(repeating: "*/ ", count: 100) + "x"
        let result = lex(text)
        #expect(result.diagnostics == [])
        #expect(result.comments == [range(0, 599)])
        #expect(ranges(result) == [range(600, 601)])
    }

    @Test func anEmptyBlockCommentNeedsNoSpace() {
        let result = lex("/**/x")
        #expect(result.diagnostics == [])
        #expect(result.comments == [range(0, 4)])
        #expect(ranges(result) == [range(4, 5)])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func aBlockCommentSpanningALineBreakStartsANewLine(lineBreak: String) {
        let result = lex("a /* x" + lineBreak + " y */ b")
        #expect(result.diagnostics == [])
        #expect(result.comments.count == 1)
        #expect(result.tokens[1].startsLine)
    }

    @Test func aBlockCommentWithoutALineBreakKeepsTheLine() {
        let result = lex("a /* x */ b")
        #expect(!result.tokens[1].startsLine)
    }

    @Test func anUnterminatedBlockCommentPointsAtTheOnlyOpener() {
        let result = lex("x /* never closed")
        #expect(codes(result.diagnostics) == [.unterminatedBlockComment])
        #expect(result.diagnostics[0].range == range(2, 4))
        #expect(result.diagnostics[0].message == "unterminated block comment")
        #expect(result.diagnostics[0].fixIts == [FixIt(range: .empty(at: 17), replacement: "*/")])
        #expect(result.comments == [range(2, 17)])
        #expect(ranges(result) == [range(0, 1)])
    }

    @Test func anUnterminatedNestedBlockCommentPointsAtTheInnermostUnclosedOpener() {
        let result = lex("x /* a /* b")
        #expect(codes(result.diagnostics) == [.unterminatedBlockComment])
        #expect(result.diagnostics[0].range == range(7, 9))
        #expect(result.diagnostics[0].fixIts == [FixIt(range: .empty(at: 11), replacement: "*/*/")])
        #expect(result.comments == [range(2, 11)])
    }

    @Test func aClosedInnerCommentLeavesTheOuterOpenerUnclosed() {
        let result = lex("/* a /* b */ c\nroute")
        #expect(codes(result.diagnostics) == [.unterminatedBlockComment])
        #expect(result.diagnostics[0].range == range(0, 2))
        #expect(result.diagnostics[0].fixIts == [FixIt(range: .empty(at: 20), replacement: "*/")])
        #expect(kinds(result) == [])
    }

    @Test func aStrayCommentCloserIsOneRunOfUnexpectedCharacters() {
        let result = lex("*/")
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics.map(\.range) == [range(0, 2)])
        #expect(result.diagnostics.first?.message == "unexpected characters '*/'")
        #expect(result.comments == [])
    }

    @Test func commentsAreListedInSourceOrder() {
        let result = lex("// a\n/* b */ x // c")
        #expect(result.comments == [range(0, 4), range(5, 12), range(15, 19)])
        #expect(ranges(result) == [range(13, 14)])
    }

    // MARK: Unexpected characters

    @Test(arguments: ["@", "$", "#", "!", ";", "*", "\\", "'", "%", "&", "|", "~", "^", "`", "+"])
    func unknownASCIICharactersAreReportedAndSkipped(character: String) {
        let result = lex("a" + character + "b")
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics.first?.range == range(1, 2))
        #expect(result.diagnostics.first?.message == "unexpected character '\(character)'")
        #expect(ranges(result) == [range(0, 1), range(2, 3)])
    }

    @Test(arguments: ["é", "😀", "日", "ü"])
    func nonASCIICharactersOutsideStringsAreReportedWhole(character: String) {
        let length = character.utf8.count
        let result = lex("a " + character + " b")
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics.first?.range == range(2, 2 + length))
        #expect(result.diagnostics.first?.message == "unexpected character '\(character)'")
        #expect(ranges(result) == [range(0, 1), range(3 + length, 4 + length)])
    }

    @Test func aNonASCIILetterDoesNotContinueAnIdentifier() {
        let result = lex("café")
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics[0].range == range(3, 5))
        #expect(ranges(result) == [range(0, 3)])
    }

    /// Unexpected characters written together are one diagnostic over all of them, whatever
    /// mix of punctuation and non-ASCII characters they are.
    @Test(arguments: ["@@@", "$#!", "%&|~^", "😀😀", "é@ü", "@\\`+", "*-", "/@"])
    func aRunOfUnexpectedCharactersIsOneDiagnostic(run: String) {
        let result = lex("a " + run + " b")
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics.first?.range == range(2, 2 + run.utf8.count))
        #expect(result.diagnostics.first?.message == "unexpected characters '\(run)'")
        #expect(ranges(result) == [range(0, 1), range(3 + run.utf8.count, 4 + run.utf8.count)])
    }

    /// A run ends where the lexer reads something else: whitespace, a token, a comment, an
    /// arrow or a number; each run of `@@` on either side is reported on its own.
    @Test(arguments: [
        ("@@ @@", [0, 3]), ("@@x@@", [0, 3]), ("@@{@@", [0, 3]), ("@@//@@", [0]), ("@@->@@", [0, 4]),
        ("@@-1@@", [0, 4]), ("@@\"s\"@@", [0, 5]),
    ])
    func aRunEndsAtWhatTheLexerReadsOtherwise(text: String, runStarts: [Int]) {
        let result = lex(text)
        #expect(result.diagnostics.allSatisfy { $0.code == .unexpectedCharacter })
        #expect(result.diagnostics.map(\.range) == runStarts.map { range($0, $0 + 2) })
    }

    /// A NUL byte or invalid UTF-8 ends a run and is reported with its own code.
    @Test func aRunEndsAtANulByteOrInvalidUTF8() {
        let result = lex(bytes: utf8("@@") + [0] + utf8("@@") + [0xFF] + utf8("@@"))
        #expect(
            codes(result.diagnostics) == [
                .unexpectedCharacter, .nulByte, .unexpectedCharacter, .invalidUTF8, .unexpectedCharacter,
            ])
        #expect(
            result.diagnostics.map(\.range) == [
                range(0, 2), range(2, 3), range(3, 5), range(5, 6), range(6, 8),
            ])
    }

    /// Control characters in a run are each named by their code point.
    @Test func aRunOfControlCharactersNamesEach() {
        let result = lex(bytes: [UInt8(ascii: "a"), 0x01, 0x1B, UInt8(ascii: "b")])
        #expect(result.diagnostics.map(\.message) == ["unexpected characters 'U+0001 U+001B'"])
        #expect(result.diagnostics.first?.range == range(1, 3))
    }

    @Test(arguments: [(UInt8(0x01), "U+0001"), (0x1B, "U+001B"), (0x7F, "U+007F")])
    func controlCharactersAreNamedByTheirCodePoint(byte: UInt8, name: String) {
        let result = lex(bytes: [UInt8(ascii: "a"), byte, UInt8(ascii: "b")])
        #expect(codes(result.diagnostics) == [.unexpectedCharacter])
        #expect(result.diagnostics.first?.range == range(1, 2))
        #expect(result.diagnostics.first?.message == "unexpected character '\(name)'")
    }

    // MARK: End of file

    @Test func emptyInputYieldsOnlyTheEndOfFile() {
        let result = lex("")
        #expect(result.tokens == [Token(kind: .endOfFile, startsLine: true, range: .empty(at: 0))])
        #expect(result.comments == [])
        #expect(result.diagnostics == [])
    }

    @Test(arguments: ["", "a", "  \n", "route a -> A {}\n", "/* x */", "\"abc", "/* open", "x\r\n"])
    func theEndOfFileTokenIsEmptyAtTheByteCount(text: String) {
        let result = lex(text)
        #expect(result.tokens.last?.kind == .endOfFile)
        #expect(result.tokens.last?.range == .empty(at: text.utf8.count))
        #expect(result.tokens.filter { $0.kind == .endOfFile }.count == 1)
    }

    // MARK: Invariants

    /// Inputs mixing every lexical construct, valid and broken, for the invariant tests.
    static let mixedInputs: [[UInt8]] = [
        Array("route home(id: Int = -1) -> Home { title \"Hi\\n\" } // c\n".utf8),
        Array("\"unterminated\n\"\\q\\(\\u{D800}\" 16abc 17.4.1 /* /* */".utf8),
        [0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc".utf8) + [0x00, 0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80],
        Array("@$é😀 -> - / * {}[]()<>,:.?=".utf8),
        [0x22, 0xF0, 0x9F, 0x98],
        [0x2F, 0x2A, 0xE2, 0x82],
        [0x2D],
        [0x31, 0x2E],
        Array(#""\u{""#.utf8),
        Array("\"\\".utf8),
    ]

    @Test(arguments: LexerTests.mixedInputs)
    func tokensAreOrderedNonOverlappingAndInsideTheFile(bytes: [UInt8]) {
        let result = lex(bytes: bytes)
        var previousEnd = 0
        for token in result.tokens {
            #expect(token.range.start >= previousEnd)
            #expect(token.range.end <= bytes.count)
            #expect(token.kind == .endOfFile || !token.range.isEmpty)
            previousEnd = token.range.end
        }
        #expect(result.tokens.last?.kind == .endOfFile)
        for diagnostic in result.diagnostics {
            #expect(diagnostic.range.end <= bytes.count)
            #expect(diagnostic.severity == .error)
            #expect((1...9).contains(diagnostic.code.rawValue))
        }
        for comment in result.comments {
            #expect(comment.end <= bytes.count)
            #expect(!result.tokens.contains { $0.range.start < comment.end && comment.start < $0.range.end })
        }
    }
}
