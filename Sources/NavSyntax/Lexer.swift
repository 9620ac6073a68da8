import NavSource

/// The tokens, comments and lexical diagnostics of one source file.
public struct LexResult: Sendable {
    /// The tokens in order, always ending with one ``TokenKind/endOfFile`` token.
    public var tokens: [Token]
    /// The byte ranges of every comment, in order (the formatter re-emits them).
    public var comments: [ByteRange]
    /// Problems found while lexing (NAV0xx).
    public var diagnostics: [Diagnostic]
}

/// Splits UTF-8 bytes into tokens.
///
/// The lexer never fails: bad input yields a diagnostic and the lexer carries on, skipping the
/// offending bytes. It works on raw bytes (never `Character`) because it runs on every build.
public enum Lexer {
    /// How many bytes a file has before its second half is lexed on another core.
    public static let splitThreshold = 1 << 20

    /// Tokenizes `source`.
    public static func tokenize(_ source: SourceFile) -> LexResult {
        tokenize(source, splittingFrom: splitThreshold)
    }

    /// Tokenizes `source`, lexing its second half on another core when it has at least
    /// `threshold` bytes; the result is the same either way, which tests check by splitting
    /// every file.
    ///
    /// The second half starts at a line's first byte. The scanner's only state between two
    /// tokens is its position and whether a line break came before, so when this core's scanner
    /// arrives exactly at that byte (not inside a block comment that spans it), it is in the
    /// state the other core's began in, and the two halves' tokens, comments and diagnostics,
    /// one after the other, are what lexing on would find. Otherwise this core lexes on and the
    /// other half is dropped once it is done.
    package static func tokenize(_ source: SourceFile, splittingFrom threshold: Int) -> LexResult {
        let count = source.bytes.count
        let split = count >= threshold ? lineStart(after: count / 2, in: source.bytes) : nil
        let secondHalf = split.map { split in
            BackgroundWork { () -> Scanner.Output in
                source.bytes.withUnsafeBufferPointer { buffer in
                    var scanner = Scanner(buffer: buffer, resumingAt: split)
                    scanner.run(until: count)
                    return scanner.output
                }
            }
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(buffer: buffer)
            if let split, let secondHalf {
                scanner.run(until: split)
                let rest = secondHalf.take()
                if scanner.position == split && scanner.sawLineBreak { scanner.append(rest) }
            }
            // The whole file, or what the second half did not cover.
            scanner.run(until: count)
            return scanner.finished()
        }
    }

    /// The offset of the first line that starts after `offset`, if any.
    private static func lineStart(after offset: Int, in bytes: [UInt8]) -> Int? {
        guard let lineBreak = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")), lineBreak + 1 < bytes.count
        else { return nil }
        return lineBreak + 1
    }
}

/// The lexer's working state over one buffer.
private struct Scanner {
    let buffer: UnsafeBufferPointer<UInt8>
    var position = 0
    var tokens: [Token] = []
    var comments: [ByteRange] = []
    var diagnostics: [Diagnostic] = []
    var sawLineBreak = true

    /// A scanner at the start of `buffer`, past a byte order mark. Room is made for the tokens
    /// of the whole buffer (about one per five bytes), so that a second half's can be appended.
    init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        tokens.reserveCapacity(buffer.count / 5 + 1)
        let count = buffer.count
        if count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { position = 3 }
        // A UTF-16 file (little- or big-endian byte order mark) is reported once, instead of an
        // error for nearly every byte, and nothing in it is read.
        if count >= 2
            && ((buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF))
        {
            diagnostics.append(
                Diagnostic(
                    .utf16File, at: ByteRange(start: 0, end: 2),
                    notes: [
                        DiagnosticNote("save the file as UTF-8, for example with 'iconv -f UTF-16 -t UTF-8'")
                    ]))
            position = count
        }
    }

    /// A scanner of `buffer` from `offset`, the first byte of a line.
    init(buffer: UnsafeBufferPointer<UInt8>, resumingAt offset: Int) {
        self.buffer = buffer
        position = offset
        tokens.reserveCapacity((buffer.count - offset) / 5 + 1)
    }

    /// What a scanner found: its tokens, comments and diagnostics.
    typealias Output = (tokens: [Token], comments: [ByteRange], diagnostics: [Diagnostic])

    var output: Output { (tokens, comments, diagnostics) }

    /// Adds what a scanner of the rest of the buffer found, after this one's.
    mutating func append(_ rest: Output) {
        tokens += rest.tokens
        comments += rest.comments
        diagnostics += rest.diagnostics
        position = buffer.count
    }

    /// The result, with the end-of-file token.
    mutating func finished() -> LexResult {
        tokens.append(Token(kind: .endOfFile, startsLine: true, range: .empty(at: buffer.count)))
        return LexResult(tokens: tokens, comments: comments, diagnostics: diagnostics)
    }

    /// Lexes tokens until the position reaches `limit` (or passes it, inside a token).
    mutating func run(until limit: Int) {
        while position < limit {
            switch lexeme(at: position) {
            case .blank:
                position += 1
            case .lineBreak:
                sawLineBreak = true
                position += 1
            case .identifier: lexIdentifier()
            case .number: lexNumber(start: position)
            case .string: lexString()
            case .singleQuotedString: lexSingleQuotedString()
            case .lineComment: lexLineComment()
            case .blockComment: lexBlockComment()
            case .punctuation(let kind, let length): add(kind, length: length)
            case .nul:
                diagnostics.append(Diagnostic(.nulByte, at: ByteRange(start: position, end: position + 1)))
                position += 1
            case .unexpected: reportUnexpectedCharacter()
            }
        }
    }

    @inline(__always)
    mutating func add(_ kind: TokenKind, length: Int) {
        tokens.append(
            Token(
                kind: kind, startsLine: sawLineBreak,
                range: ByteRange(start: position, end: position + length)))
        sawLineBreak = false
        position += length
    }

    @inline(__always)
    func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    mutating func lexIdentifier() {
        let start = position
        position += 1
        while position < buffer.count && isIdentifierByte(buffer[position]) { position += 1 }
        let keyword = Keyword.lookup(buffer, start: start, count: position - start)
        tokens.append(
            Token(
                kind: .identifier, keyword: keyword, startsLine: sawLineBreak,
                range: ByteRange(start: start, end: position)))
        sawLineBreak = false
    }

    /// Lexes `-? digits (. digits)*`, allowing `_` separators after the first digit.
    mutating func lexNumber(start: Int) {
        position = start
        if buffer[position] == UInt8(ascii: "-") { position += 1 }
        func skipDigits(_ scanner: inout Scanner) {
            while scanner.position < scanner.buffer.count {
                let byte = scanner.buffer[scanner.position]
                guard (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                else { break }
                scanner.position += 1
            }
        }
        skipDigits(&self)
        while position + 1 < buffer.count && buffer[position] == UInt8(ascii: ".")
            && buffer[position + 1] >= UInt8(ascii: "0") && buffer[position + 1] <= UInt8(ascii: "9")
        {
            position += 1
            skipDigits(&self)
        }
        if position < buffer.count && isIdentifierByte(buffer[position]) {
            while position < buffer.count
                && (isIdentifierByte(buffer[position]) || buffer[position] == UInt8(ascii: "."))
            {
                position += 1
            }
            let range = ByteRange(start: start, end: position)
            diagnostics.append(Diagnostic(.invalidNumber, text(range), at: range))
        }
        tokens.append(
            Token(kind: .number, startsLine: sawLineBreak, range: ByteRange(start: start, end: position)))
        sawLineBreak = false
    }

    func text(_ range: ByteRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range.start..<range.end]), as: UTF8.self)
    }

    /// Lexes a string literal, validating escapes and UTF-8. An unterminated literal ends at the
    /// end of its line and is still a token, so the parser sees the structure it expects.
    mutating func lexString() {
        let start = position
        position += 1
        let count = buffer.count
        var terminated = false
        while position < count {
            let byte = buffer[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                terminated = true
                break
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "\\") {
                lexEscape()
            } else {
                skipTextCharacter()
            }
        }
        if !terminated {
            diagnostics.append(
                Diagnostic(
                    .unterminatedString, at: ByteRange(start: start, end: position),
                    fixIts: [.insert("\"", at: position)]))
        }
        tokens.append(
            Token(kind: .string, startsLine: sawLineBreak, range: ByteRange(start: start, end: position)))
        sawLineBreak = false
    }

    /// Lexes `'text'`, which people bring from other languages, as a string token and reports
    /// it with a fix-it to double quotes. A quote with no partner on its line is an ordinary
    /// unexpected character.
    mutating func lexSingleQuotedString() {
        let start = position
        let count = buffer.count
        var end = position + 1
        while end < count {
            let byte = buffer[end]
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            end +=
                byte == UInt8(ascii: "\\") && end + 1 < count && buffer[end + 1] == UInt8(ascii: "'") ? 2 : 1
        }
        guard end < count, buffer[end] == UInt8(ascii: "'") else {
            reportUnexpectedCharacter()
            return
        }
        position += 1
        while position < end {
            if buffer[position] == UInt8(ascii: "\\") {
                lexEscape()
            } else {
                skipTextCharacter()
            }
        }
        position = end + 1
        let range = ByteRange(start: start, end: position)
        diagnostics.append(
            Diagnostic(
                .singleQuotedString, at: range,
                fixIts: [FixIt(range: range, replacement: doubleQuoted(contentsOf: range))]))
        tokens.append(Token(kind: .string, startsLine: sawLineBreak, range: range))
        sawLineBreak = false
    }

    /// The single-quoted literal at `range` rewritten with double quotes: `"` inside it is
    /// escaped and `\'` needs no escape any more.
    func doubleQuoted(contentsOf range: ByteRange) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        var index = range.start + 1
        while index < range.end - 1 {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") {
                bytes += [UInt8(ascii: "\\"), byte]
            } else if byte == UInt8(ascii: "\\") && index + 1 < range.end - 1 {
                let next = buffer[index + 1]
                bytes += next == UInt8(ascii: "'") ? [next] : [byte, next]
                index += 1
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Validates one escape sequence starting at the backslash under `position`.
    mutating func lexEscape() {
        let start = position
        position += 1
        guard position < buffer.count else { return }
        let byte = buffer[position]
        switch byte {
        case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
            UInt8(ascii: "\""), UInt8(ascii: "'"):
            position += 1
        case UInt8(ascii: "("):
            position += 1
            diagnostics.append(Diagnostic(.stringInterpolation, at: ByteRange(start: start, end: position)))
        case UInt8(ascii: "u"):
            position += 1
            lexUnicodeEscape(start: start)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // Leave the line break for the string loop, which reports the unterminated string.
            diagnostics.append(Diagnostic(.invalidEscape, "", at: ByteRange(start: start, end: position)))
        default:
            let characterStart = position
            if byte >= 0x80 { skipUTF8Character() } else { position += 1 }
            let spelled = text(ByteRange(start: characterStart, end: position))
            diagnostics.append(
                Diagnostic(.invalidEscape, spelled, at: ByteRange(start: start, end: position)))
        }
    }

    /// Validates `{hex...}` after `\u`.
    mutating func lexUnicodeEscape(start: Int) {
        guard position < buffer.count, buffer[position] == UInt8(ascii: "{") else {
            diagnostics.append(Diagnostic(.invalidUnicodeEscape, at: ByteRange(start: start, end: position)))
            return
        }
        position += 1
        var value: UInt32 = 0
        var digits = 0
        while position < buffer.count, let digit = hexDigitValue(buffer[position]) {
            if digits < 9 { value = value &* 16 &+ UInt32(digit) }
            digits += 1
            position += 1
        }
        let closed = position < buffer.count && buffer[position] == UInt8(ascii: "}")
        if closed { position += 1 }
        if !closed || digits == 0 || digits > 8 || Unicode.Scalar(value) == nil {
            diagnostics.append(Diagnostic(.invalidUnicodeEscape, at: ByteRange(start: start, end: position)))
        }
    }

    /// Skips one character of free text (in a string or a comment): any valid UTF-8 character,
    /// reporting NUL bytes and invalid sequences.
    @inline(__always)
    mutating func skipTextCharacter() {
        let byte = buffer[position]
        if byte >= 0x80 {
            skipUTF8Character()
            return
        }
        if byte == 0 {
            diagnostics.append(Diagnostic(.nulByte, at: ByteRange(start: position, end: position + 1)))
        }
        position += 1
    }

    /// Skips one UTF-8 encoded character at `position`, reporting an invalid sequence, and
    /// returns whether it was valid.
    @discardableResult
    mutating func skipUTF8Character() -> Bool {
        let length = validUTF8Length(at: position)
        if length == 0 {
            let start = position
            position += 1
            // Merge a run of invalid bytes into one diagnostic.
            while position < buffer.count && buffer[position] >= 0x80 && validUTF8Length(at: position) == 0 {
                position += 1
            }
            diagnostics.append(Diagnostic(.invalidUTF8, at: ByteRange(start: start, end: position)))
            return false
        }
        position += length
        return true
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when the bytes there are invalid
    /// (overlong forms, surrogates and values past U+10FFFF included).
    func validUTF8Length(at index: Int) -> Int {
        let count = buffer.count
        let lead = buffer[index]
        func continuation(_ offset: Int) -> Bool {
            index + offset < count && buffer[index + offset] & 0xC0 == 0x80
        }
        switch lead {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0...0xEF:
            guard continuation(1), continuation(2) else { return 0 }
            let second = buffer[index + 1]
            if lead == 0xE0 && second < 0xA0 { return 0 }
            if lead == 0xED && second > 0x9F { return 0 }
            return 3
        case 0xF0...0xF4:
            guard continuation(1), continuation(2), continuation(3) else { return 0 }
            let second = buffer[index + 1]
            if lead == 0xF0 && second < 0x90 { return 0 }
            if lead == 0xF4 && second > 0x8F { return 0 }
            return 4
        default:
            return 0
        }
    }

    mutating func lexLineComment() {
        let start = position
        position += 2
        let count = buffer.count
        while position < count {
            let byte = buffer[position]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            skipTextCharacter()
        }
        comments.append(ByteRange(start: start, end: position))
    }

    /// Lexes a nesting block comment. A line break inside it counts as a line break between the
    /// surrounding tokens.
    mutating func lexBlockComment() {
        let start = position
        position += 2
        var depth = 1
        var openings = [start]
        let count = buffer.count
        while position < count && depth > 0 {
            let byte = buffer[position]
            if byte == UInt8(ascii: "/") && position + 1 < count && buffer[position + 1] == UInt8(ascii: "*")
            {
                depth += 1
                openings.append(position)
                position += 2
            } else if byte == UInt8(ascii: "*") && position + 1 < count
                && buffer[position + 1] == UInt8(ascii: "/")
            {
                depth -= 1
                openings.removeLast()
                position += 2
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                sawLineBreak = true
                position += 1
            } else {
                skipTextCharacter()
            }
        }
        if depth > 0 {
            let innermost = openings.last ?? start
            diagnostics.append(
                Diagnostic(
                    .unterminatedBlockComment, at: ByteRange(start: innermost, end: innermost + 2),
                    fixIts: [.insert(String(repeating: "*/", count: depth), at: count)]))
        }
        comments.append(ByteRange(start: start, end: position))
    }

    /// Reports the character at `position`, and every unexpected character written right
    /// after it, as one diagnostic, and skips them: a pasted run such as `%%%` or `😀😀` is one
    /// error. The run stops at anything the lexer reads otherwise (whitespace, a token, a
    /// comment, a NUL byte, invalid UTF-8), which reports itself.
    mutating func reportUnexpectedCharacter() {
        let start = position
        if buffer[position] >= 0x80 {
            // Invalid UTF-8 is reported as such.
            guard skipUTF8Character() else { return }
        } else {
            position += 1
        }
        var characterCount = 1
        // Only valid characters continue the run, so each one is skipped whole.
        while position < buffer.count && isUnexpectedCharacter(at: position) {
            position += buffer[position] >= 0x80 ? validUTF8Length(at: position) : 1
            characterCount += 1
        }
        reportUnexpectedCharacters(from: start, to: position, count: characterCount)
    }

    /// Reports the run of `count` unexpected characters between `start` and `end`, naming
    /// control characters (and a byte order mark) by their code points, which cannot be shown.
    mutating func reportUnexpectedCharacters(from start: Int, to end: Int, count: Int) {
        let range = ByteRange(start: start, end: end)
        let spelled = text(range)
        let shown =
            spelled.unicodeScalars.allSatisfy {
                $0.properties.generalCategory != .control && $0.value != 0xFEFF
            }
            ? spelled
            : spelled.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: count > 1 ? " " : "")
        diagnostics.append(
            Diagnostic(.unexpectedCharacter, count == 1 ? "character" : "characters", shown, at: range))
    }

    /// Whether the byte at `index` starts a character that `run()` reports as unexpected
    /// (``Lexeme/unexpected``). A valid character only: invalid UTF-8 and NUL bytes have
    /// diagnostics of their own.
    func isUnexpectedCharacter(at index: Int) -> Bool {
        guard case .unexpected = lexeme(at: index) else { return false }
        return buffer[index] < 0x80 || validUTF8Length(at: index) > 0
    }

    /// What `run()` reads from the byte at `index`: the one table of what each byte starts, so
    /// that the lexer and the run of unexpected characters it reports agree.
    @inline(__always)
    func lexeme(at index: Int) -> Lexeme {
        // Only `/` and `-` look at the byte after them.
        var nextByte: UInt8 { index + 1 < buffer.count ? buffer[index + 1] : 0 }
        switch buffer[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C: return .blank
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .lineBreak
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "'"): return .singleQuotedString
        case UInt8(ascii: "/"):
            let next = nextByte
            if next == UInt8(ascii: "/") { return .lineComment }
            return next == UInt8(ascii: "*") ? .blockComment : .unexpected
        case UInt8(ascii: "-"):
            let next = nextByte
            if next == UInt8(ascii: ">") { return .punctuation(.arrow, length: 2) }
            return next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") ? .number : .unexpected
        case UInt8(ascii: "{"): return .punctuation(.leftBrace, length: 1)
        case UInt8(ascii: "}"): return .punctuation(.rightBrace, length: 1)
        case UInt8(ascii: "("): return .punctuation(.leftParen, length: 1)
        case UInt8(ascii: ")"): return .punctuation(.rightParen, length: 1)
        case UInt8(ascii: "["): return .punctuation(.leftBracket, length: 1)
        case UInt8(ascii: "]"): return .punctuation(.rightBracket, length: 1)
        case UInt8(ascii: "<"): return .punctuation(.leftAngle, length: 1)
        case UInt8(ascii: ">"): return .punctuation(.rightAngle, length: 1)
        case UInt8(ascii: ","): return .punctuation(.comma, length: 1)
        case UInt8(ascii: ":"): return .punctuation(.colon, length: 1)
        case UInt8(ascii: "."): return .punctuation(.dot, length: 1)
        case UInt8(ascii: "?"): return .punctuation(.question, length: 1)
        case UInt8(ascii: "="): return .punctuation(.equals, length: 1)
        case 0: return .nul
        default: return .unexpected
        }
    }
}

/// What a byte starts, as the lexer reads it (``Scanner/lexeme(at:)``).
private enum Lexeme {
    /// A space, tab, vertical tab or form feed.
    case blank
    /// A line feed or carriage return.
    case lineBreak
    /// A letter or underscore: an identifier or keyword.
    case identifier
    /// A digit, or a `-` followed by a digit.
    case number
    /// A double-quoted string literal.
    case string
    /// A single-quoted string, which is read whole and reported.
    case singleQuotedString
    /// `//`.
    case lineComment
    /// `/*`.
    case blockComment
    /// A punctuation token of `length` bytes.
    case punctuation(TokenKind, length: Int)
    /// A NUL byte.
    case nul
    /// Anything else: punctuation navc does not use, a control character, a non-ASCII
    /// character, or a `/` or `-` that starts no comment, arrow or number.
    case unexpected
}

/// Decodes the value of string literals whose escapes the lexer has already validated.
public enum StringLiteralDecoder {
    /// The value of the string literal token spanning `range` in `bytes` (quotes included).
    /// Invalid escapes decode to themselves; invalid UTF-8 decodes to U+FFFD.
    public static func decode(_ bytes: [UInt8], range: ByteRange) -> String {
        let start = range.start + 1
        var end = min(range.end, bytes.count)
        // Single-quoted literals (already reported) close with their own quote.
        let quote = start <= end ? bytes[range.start] : UInt8(ascii: "\"")
        if end > start && bytes[end - 1] == quote {
            // The final quote closes the literal unless a backslash escapes it (an odd run).
            var backslashes = 0
            while end - 2 - backslashes >= start && bytes[end - 2 - backslashes] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { end -= 1 }
        }
        let contentStart = min(start, end)
        var output: [UInt8] = []
        output.reserveCapacity(end - contentStart)
        var index = contentStart
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "0"): output.append(0)
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                var cursor = index + 1
                while cursor < end && bytes[cursor] != UInt8(ascii: "}") && cursor - index < 10 {
                    value = value &* 16 &+ UInt32(hexDigitValue(bytes[cursor]) ?? 0)
                    cursor += 1
                }
                if let scalar = Unicode.Scalar(value) {
                    output.append(contentsOf: Array(String(scalar).utf8))
                } else {
                    output.append(contentsOf: Array("\u{FFFD}".utf8))
                }
                index = min(end, cursor + 1)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): output.append(escaped)
            default:
                // An invalid escape (already diagnosed) decodes to itself.
                output.append(UInt8(ascii: "\\"))
                output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

}

/// The value of an ASCII hexadecimal digit, or nil for any other byte.
@inline(__always)
func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
