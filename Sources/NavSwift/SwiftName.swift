/// An identifier in generated Swift, stored as written and spelled by position.
///
/// A name is always a valid identifier (ASCII letters, digits and `_`, not starting with a
/// digit). Whether it needs backticks depends on where it stands: Swift reserves different
/// words as a declaration or reference, after a dot, and as an argument label. The renderer
/// asks ``spelling(as:)`` for the right form, so no other code ever writes a backtick.
public struct SwiftName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The identifier as written, without backticks.
    public let text: String

    /// Creates a name; `text` must be a valid identifier or an operator (checked in debug
    /// builds).
    public init(_ text: String) {
        assert(Self.isValidIdentifier(text) || Self.isOperator(text), "not an identifier: \(text)")
        self.text = text
    }

    /// Whether the name is an operator (`==`), declared as `static func == (...)`.
    public var isOperator: Bool { Self.isOperator(text) }

    /// Whether `text` is made only of operator characters.
    public static func isOperator(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { "=<>!&|+-*/%^~".contains($0) }
    }

    public var description: String { text }

    public static func < (lhs: SwiftName, rhs: SwiftName) -> Bool { lhs.text < rhs.text }

    /// The places a name can stand in Swift source, each with its own reserved words.
    public enum Position: Sendable {
        /// A declaration or a reference (`let x`, `x + 1`, `case x`).
        case identifier
        /// After a dot (`route.x`, `.x`).
        case member
        /// An argument label in a call (`f(x: 1)`).
        case callLabel
        /// An argument label in a declaration (`func f(x: Int)`, `case a(x: Int)`).
        case declarationLabel
        /// The first name of a type (`Note` in `x: Note.ID`), where some words start a type of
        /// their own (`some View`, `any Decoder`).
        case type
    }

    /// The name as it must be written at `position`.
    public func spelling(as position: Position) -> String {
        needsBackticks(as: position) ? "`" + text + "`" : text
    }

    /// Whether Swift needs the name in backticks at `position`.
    public func needsBackticks(as position: Position) -> Bool {
        switch position {
        case .identifier: Self.reservedWordTable.contains(text)
        case .member: Self.reservedAfterDotTable.contains(text)
        case .callLabel: text == "inout"
        case .declarationLabel: text == "inout" || text == "let" || text == "var"
        case .type: Self.reservedInTypeTable.contains(text)
        }
    }

    /// Whether `text` is an identifier navc may write: ASCII letters, digits and `_`, not
    /// starting with a digit, and not `_` alone.
    public static func isValidIdentifier(_ text: String) -> Bool {
        // Every name of a large app passes through here, so the bytes are read in place.
        text.utf8.withContiguousStorageIfAvailable(isValidIdentifier)
            ?? Array(text.utf8).withUnsafeBufferPointer(isValidIdentifier)
    }

    private static func isValidIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first == UInt8(ascii: "_") ? bytes.count > 1 : isLetter(first) else {
            return false
        }
        for byte in bytes where !(byte == UInt8(ascii: "_") || isLetter(byte) || isDigit(byte)) {
            return false
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Words Swift reserves in declarations and expressions, so a declaration or a reference
    /// must write them in backticks (The Swift Programming Language, "Lexical Structure:
    /// Keywords and Punctuation": keywords used in declarations, in statements, in expressions
    /// and types, and those reserved in particular contexts that break an unescaped reference).
    public static let reservedWords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Words that keep a special meaning after a dot (`x.init`, `x.self`, `T.Type`).
    public static let reservedAfterDot: Set<String> = ["init", "self", "Self", "Type", "Protocol", "default"]

    /// Words that start a type (`some View`, `any Decoder`, `each T`, `isolated Actor`,
    /// `sending T`) or stand in a function type (`async`), so a type of that name is written in
    /// backticks.
    public static let typeSpecifiers: Set<String> = ["some", "any", "each", "isolated", "sending", "async"]

    /// ``reservedWords`` and ``reservedAfterDot`` for lookups that hash nothing: the renderer
    /// asks for every name it writes.
    private static let reservedWordTable = WordTable(reservedWords)
    private static let reservedAfterDotTable = WordTable(reservedAfterDot)
    private static let reservedInTypeTable = WordTable(reservedWords.union(typeSpecifiers))
}

/// A set of short ASCII words, looked up without hashing: a word of up to 15 bytes is packed
/// into two integers, and compared with the words of its length and first byte.
private struct WordTable: Sendable {
    /// A word's bytes, little-endian, zero-padded to 16.
    private typealias Packed = (UInt64, UInt64)

    /// The packed words, grouped by bucket.
    private var words: [Packed] = []
    /// For each bucket (see ``bucket(count:first:)``), where its words start in ``words`` and
    /// end, as a pair of indices.
    private var ranges: [Range<Int>]

    /// Words are shorter than this.
    private static let maximumLength = 16

    init(_ set: Set<String>) {
        var grouped = [[Packed]](repeating: [], count: Self.maximumLength * 64)
        for word in set {
            guard let first = word.utf8.first, let bucket = Self.bucket(count: word.utf8.count, first: first),
                let packed = Self.pack(word)
            else {
                preconditionFailure("not a short word: \(word)")
            }
            grouped[bucket].append(packed)
        }
        ranges = []
        for bucket in grouped {
            ranges.append(words.count..<(words.count + bucket.count))
            words += bucket
        }
    }

    private static func bucket(count: Int, first: UInt8) -> Int? {
        count > 0 && count < maximumLength ? count * 64 + Int(first & 63) : nil
    }

    private static func pack(_ text: String) -> Packed? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Packed? in
            guard bytes.count < maximumLength else { return nil }
            var packed: Packed = (0, 0)
            withUnsafeMutableBytes(of: &packed) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            return packed
        } ?? nil
    }

    func contains(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let bucket = Self.bucket(count: bytes.count, first: first) else {
                return false
            }
            let range = ranges[bucket]
            guard !range.isEmpty else { return false }
            var packed: Packed = (0, 0)
            withUnsafeMutableBytes(of: &packed) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            for index in range where words[index] == packed { return true }
            return false
        } ?? Self.pack(text).map { packed in words.contains { $0 == packed } } ?? false
    }
}
