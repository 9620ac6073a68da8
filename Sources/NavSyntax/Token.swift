import NavSource

/// The kind of a token. Keywords are contextual, so they lex as ``identifier`` and carry a
/// ``Keyword`` on the token.
public enum TokenKind: UInt8, Sendable, Hashable {
    case identifier
    case number
    case string
    case leftBrace
    case rightBrace
    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case leftAngle
    case rightAngle
    case comma
    case colon
    case dot
    case question
    case equals
    case arrow
    case endOfFile

    /// How the kind reads in a diagnostic, e.g. `'{'` or `identifier`.
    public var displayName: String {
        switch self {
        case .identifier: "identifier"
        case .number: "number"
        case .string: "string literal"
        case .endOfFile: "end of file"
        default: "'\(spelling)'"
        }
    }

    /// The fixed text of a punctuation kind (empty for kinds with variable text).
    public var spelling: String {
        switch self {
        case .leftBrace: "{"
        case .rightBrace: "}"
        case .leftParen: "("
        case .rightParen: ")"
        case .leftBracket: "["
        case .rightBracket: "]"
        case .leftAngle: "<"
        case .rightAngle: ">"
        case .comma: ","
        case .colon: ":"
        case .dot: "."
        case .question: "?"
        case .equals: "="
        case .arrow: "->"
        case .identifier, .number, .string, .endOfFile: ""
        }
    }
}

/// One token: its kind, its byte range, and facts about the trivia before it.
///
/// Tokens are the lexer's bulk output (one per few bytes of source), so they are packed into
/// 12 bytes: offsets are stored as `UInt32`, which limits a source file to 4 GiB.
public struct Token: Sendable, Hashable {
    @usableFromInline var start: UInt32
    @usableFromInline var end: UInt32
    /// What kind of token this is.
    public var kind: TokenKind
    /// The contextual keyword this identifier spells, or ``Keyword/none``.
    public var keyword: Keyword
    /// Whether a line break (in whitespace or inside a comment) comes between the previous token
    /// and this one, or this is the first token of the file.
    public var startsLine: Bool

    /// The token's bytes in the source.
    @inlinable
    public var range: ByteRange {
        get { ByteRange(start: Int(start), end: Int(end)) }
        set {
            start = UInt32(truncatingIfNeeded: newValue.start)
            end = UInt32(truncatingIfNeeded: newValue.end)
        }
    }

    /// Creates a token.
    @inlinable
    public init(kind: TokenKind, keyword: Keyword = .none, startsLine: Bool, range: ByteRange) {
        self.start = UInt32(truncatingIfNeeded: range.start)
        self.end = UInt32(truncatingIfNeeded: range.end)
        self.kind = kind
        self.keyword = keyword
        self.startsLine = startsLine
    }
}
