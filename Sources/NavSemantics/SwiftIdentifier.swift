/// A name as it must be written in generated Swift.
///
/// This is the one place that decides how `.nav` names become Swift identifiers: the name is
/// kept as written (it is already a valid identifier: ASCII letters, digits and `_`), and a
/// Swift keyword is escaped with backticks wherever it appears as a declaration or reference.
public struct SwiftIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The name as written in the `.nav` file.
    public var name: String

    /// Creates the Swift form of `name`.
    public init(_ name: String) { self.name = name }

    /// Whether Swift reserves the name, so generated code must write it in backticks.
    public var needsBackticks: Bool { Self.keywords.contains(name) }

    /// The name as generated code writes it: `` `default` `` or `title`.
    public var escaped: String { needsBackticks ? "`\(name)`" : name }

    /// As a member after a dot (`.default` needs no backticks in Swift 5+, except for the few
    /// words that stay special there).
    public var escapedAsMember: String { Self.memberKeywords.contains(name) ? "`\(name)`" : name }

    /// As an argument label in a call or a parameter list: Swift accepts every keyword there
    /// except `inout`, `var` and `let`, and warns when others are escaped.
    public var escapedAsLabel: String { ["inout", "var", "let"].contains(name) ? "`\(name)`" : name }

    public var description: String { escaped }

    /// The name with its first letter upper-cased, for derived type names (`noteDetail` →
    /// `NoteDetail`).
    public var upperCamelCase: String { name.prefix(1).uppercased() + name.dropFirst() }

    /// Words Swift reserves in declarations and expressions (The Swift Programming Language,
    /// "Lexical Structure: Keywords and Punctuation").
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Keywords that still need backticks after a dot.
    public static let memberKeywords: Set<String> = ["init", "self", "Self", "Type", "Protocol", "default"]
}
