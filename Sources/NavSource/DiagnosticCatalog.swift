/// Every diagnostic navc can report, with its stable number.
///
/// This is the single catalog (like Swift's `DiagnosticsParse.def` or Go's `codes.go`). Numbers
/// are append-only and never reused: `NAV0xx` lexing, `NAV1xx` parsing, `NAV2xx` names and
/// types, `NAV3xx` route graph, `NAV4xx` lint, `NAV5xx` configuration and I/O. Each entry's
/// ``DiagnosticDescriptor/example`` is a `.nav` source that a test proves triggers it.
public enum DiagnosticCode: Int, CaseIterable, Sendable, Hashable, Codable {
    // MARK: Lexing (NAV0xx)
    case invalidUTF8 = 1
    case nulByte = 2
    case unexpectedCharacter = 3
    case unterminatedString = 4
    case unterminatedBlockComment = 5
    case invalidEscape = 6
    case stringInterpolation = 7
    case invalidUnicodeEscape = 8
    case invalidNumber = 9

    // MARK: Parsing (NAV1xx)
    case expectedDeclaration = 101
    case expectedName = 102
    case expectedToken = 103
    case expectedClosingDelimiter = 104
    case expectedType = 105
    case unknownHeaderEntry = 106
    case unknownRouteMember = 107
    case unknownEdgeKind = 108
    case unknownToolbarPlacement = 109
    case invalidOptionValue = 110
    case expectedExpression = 111
    case nestingTooDeep = 112
    case expectedVersion = 113
    case unexpectedEdgeTarget = 114
    case expectedEdgeTarget = 115
    case expectedToolbarElement = 116
    case unknownButtonArgument = 117
    case expectedString = 118
    case unexpectedToken = 119

    // MARK: Configuration and I/O (NAV5xx)
    case fileNotFound = 501
    case isDirectory = 502
    case unreadableFile = 503
    case unwritableFile = 504

    /// The code as printed, e.g. `NAV104`.
    public var id: String {
        let digits = String(rawValue)
        return "NAV" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// Looks up a code by its printed form (`NAV104`, case-insensitive) or its number.
    public init?(id: String) {
        var text = id.uppercased()
        if text.hasPrefix("NAV") { text.removeFirst(3) }
        guard let number = Int(text), let code = DiagnosticCode(rawValue: number) else { return nil }
        self = code
    }

    /// The catalog entry for this code.
    public var descriptor: DiagnosticDescriptor {
        switch self {
        case .invalidUTF8:
            DiagnosticDescriptor(
                name: "invalid-utf8", severity: .error,
                template: "invalid UTF-8 byte sequence",
                explanation:
                    "A .nav file must be UTF-8. The bytes shown do not form a valid UTF-8 character.",
                example: "route home -> Home { title \"\u{FFFD}\" }\n",
                exampleBytes: Array("route home -> Home { title \"".utf8) + [0xC3, 0x28]
                    + Array("\" }\n".utf8))
        case .nulByte:
            DiagnosticDescriptor(
                name: "nul-byte", severity: .error,
                template: "unexpected NUL byte",
                explanation:
                    "NUL bytes cannot appear in a .nav file; they usually mean the file is binary or corrupted.",
                example: "route home -> Home {}\u{0}\n")
        case .unexpectedCharacter:
            DiagnosticDescriptor(
                name: "unexpected-character", severity: .error,
                template: "unexpected character '%0'",
                explanation:
                    "Outside strings and comments, .nav files use ASCII identifiers, numbers and punctuation.",
                example: "route home -> Home { title \"Home\" } @\n")
        case .unterminatedString:
            DiagnosticDescriptor(
                name: "unterminated-string", severity: .error,
                template: "unterminated string literal",
                explanation: "A string literal must end with '\"' on the line where it starts.",
                example: "route home -> Home {\n    title \"Home\n}\n")
        case .unterminatedBlockComment:
            DiagnosticDescriptor(
                name: "unterminated-block-comment", severity: .error,
                template: "unterminated block comment",
                explanation:
                    "Every '/*' needs a matching '*/'; block comments nest, so each inner '/*' needs its own.",
                example: "/* outer /* inner */\nroute home -> Home {}\n")
        case .invalidEscape:
            DiagnosticDescriptor(
                name: "invalid-escape", severity: .error,
                template: "invalid escape sequence '\\%0' in string literal",
                explanation: "Strings accept Swift's escapes: \\0 \\\\ \\t \\n \\r \\\" \\' and \\u{...}.",
                example: "route home -> Home { title \"C:\\qux\" }\n")
        case .stringInterpolation:
            DiagnosticDescriptor(
                name: "string-interpolation", severity: .error,
                template: "string interpolation is not supported in .nav strings",
                explanation:
                    "Titles and patterns are constant strings; write '\\\\(' for a literal backslash and parenthesis.",
                example: "route home(name: String) -> Home { title \"Hi \\(name)\" }\n")
        case .invalidUnicodeEscape:
            DiagnosticDescriptor(
                name: "invalid-unicode-escape", severity: .error,
                template:
                    "invalid unicode escape; expected 1 to 8 hex digits naming a unicode scalar in '\\u{...}'",
                explanation:
                    "A \\u{...} escape holds 1 to 8 hexadecimal digits naming a Unicode scalar (not a surrogate).",
                example: "route home -> Home { title \"\\u{D800}\" }\n")
        case .invalidNumber:
            DiagnosticDescriptor(
                name: "invalid-number", severity: .error,
                template: "invalid number literal '%0'",
                explanation:
                    "Numbers are decimal digits with optional dot-separated parts, like 16 or 17.4.1.",
                example: "navigation App {\n    target iOS 16abc\n}\n")

        case .expectedDeclaration:
            DiagnosticDescriptor(
                name: "expected-declaration", severity: .error,
                template: "expected 'navigation', 'route', 'type' or 'import' declaration, found %0",
                explanation:
                    "At the top level a .nav file holds the navigation header, routes, type declarations and imports.",
                example: "screen home -> Home {}\n")
        case .expectedName:
            DiagnosticDescriptor(
                name: "expected-name", severity: .error,
                template: "expected %0",
                explanation: "A name (an identifier such as 'home' or 'NoteDetail') is required here.",
                example: "route -> Home {}\n")
        case .expectedToken:
            DiagnosticDescriptor(
                name: "expected-token", severity: .error,
                template: "expected '%0' %1",
                explanation: "A piece of punctuation or a keyword required by the grammar is missing.",
                example: "route home Home {}\n")
        case .expectedClosingDelimiter:
            DiagnosticDescriptor(
                name: "expected-closing-delimiter", severity: .error,
                template: "expected '%0' to close %1",
                explanation:
                    "An opening bracket has no matching closing bracket; the note points at the opening one.",
                example: "route second(data: String -> Second {}\n")
        case .expectedType:
            DiagnosticDescriptor(
                name: "expected-type", severity: .error,
                template: "expected type %0",
                explanation:
                    "Types use Swift syntax: names (String, Note.ID), optionals (Int?), arrays ([Int]) and dictionaries ([String: Int]).",
                example: "route detail(id: ) -> Detail {}\n")
        case .unknownHeaderEntry:
            DiagnosticDescriptor(
                name: "unknown-header-entry", severity: .error,
                template: "unknown navigation header entry '%0'",
                explanation:
                    "The navigation header accepts target, style, flow, roots, sidebar, content, detail, enum and lint.",
                example: "navigation App {\n    theme dark\n}\n")
        case .unknownRouteMember:
            DiagnosticDescriptor(
                name: "unknown-route-member", severity: .error,
                template: "unknown route member '%0'",
                explanation:
                    "A route body accepts title, display, backButton, navigationBar, url, action and toolbar.",
                example: "route home -> Home {\n    subtitle \"Hi\"\n}\n")
        case .unknownEdgeKind:
            DiagnosticDescriptor(
                name: "unknown-edge-kind", severity: .error,
                template: "unknown edge kind '%0'",
                explanation:
                    "An edge is push, sheet, cover or root with a target route, or pop, popToRoot or dismiss.",
                example: "route home -> Home {\n    action next = show detail\n}\nroute detail -> Detail {}\n"
            )
        case .unknownToolbarPlacement:
            DiagnosticDescriptor(
                name: "unknown-toolbar-placement", severity: .error,
                template: "unknown toolbar placement '%0'",
                explanation:
                    "Placements are SwiftUI's ToolbarItemPlacement names, such as navigationBarTrailing, principal or bottomBar.",
                example:
                    "route home -> Home {\n    toolbar {\n        item topRight button(\"Add\") = pop\n    }\n}\n"
            )
        case .invalidOptionValue:
            DiagnosticDescriptor(
                name: "invalid-option-value", severity: .error,
                template: "'%0' is not a valid %1; expected %2",
                explanation:
                    "Header entries and route members take one of a fixed set of values, listed in the message.",
                example: "navigation App {\n    style tabs\n}\n")
        case .expectedExpression:
            DiagnosticDescriptor(
                name: "expected-expression", severity: .error,
                template: "expected value, found %0",
                explanation:
                    "An argument value is a parameter reference, a string, a number, true, false or nil.",
                example:
                    "route home -> Home {\n    action next = push detail(id: )\n}\nroute detail(id: Int) -> Detail {}\n"
            )
        case .nestingTooDeep:
            DiagnosticDescriptor(
                name: "nesting-too-deep", severity: .error,
                template: "nesting is too deep; the limit is %0 levels",
                explanation:
                    "Types nest at most a fixed number of levels, so a malicious or broken file cannot exhaust the stack.",
                example: "route home(x: " + String(repeating: "[", count: 300) + "Int"
                    + String(repeating: "]", count: 300)
                    + ") -> Home {}\n")
        case .expectedVersion:
            DiagnosticDescriptor(
                name: "expected-version", severity: .error,
                template: "expected version number after '%0'",
                explanation:
                    "A deployment target is a platform name followed by a version, such as 'iOS 16' or 'macOS 13.3'.",
                example: "navigation App {\n    target iOS\n}\n")
        case .unexpectedEdgeTarget:
            DiagnosticDescriptor(
                name: "unexpected-edge-target", severity: .error,
                template: "'%0' does not take a target route",
                explanation:
                    "pop, popToRoot and dismiss act on the current stack or presentation and take no route.",
                example: "route home -> Home {\n    action back = pop home\n}\n")
        case .expectedEdgeTarget:
            DiagnosticDescriptor(
                name: "expected-edge-target", severity: .error,
                template: "'%0' needs a target route on the same line",
                explanation:
                    "push, sheet, cover and root name the route they show, as in 'push detail(id: id)'.",
                example: "route home -> Home {\n    action next = push\n}\n")
        case .expectedToolbarElement:
            DiagnosticDescriptor(
                name: "expected-toolbar-element", severity: .error,
                template: "expected 'item' or 'group' in toolbar, found %0",
                explanation:
                    "A toolbar holds 'item PLACEMENT button(...) = EDGE' and 'group PLACEMENT { button(...) = EDGE ... }'.",
                example: "route home -> Home {\n    toolbar {\n        button(\"Add\") = pop\n    }\n}\n")
        case .unknownButtonArgument:
            DiagnosticDescriptor(
                name: "unknown-button-argument", severity: .error,
                template: "unknown button argument '%0'; expected a title string, 'image:' or 'role:'",
                explanation:
                    "A toolbar button takes an optional title string, an optional 'image:' SF Symbol name and an optional 'role:'.",
                example:
                    "route home -> Home {\n    toolbar {\n        item principal button(\"Add\", icon: \"plus\") = pop\n    }\n}\n"
            )
        case .expectedString:
            DiagnosticDescriptor(
                name: "expected-string", severity: .error,
                template: "expected string literal %0",
                explanation:
                    "Titles, deep-link patterns, SF Symbol names and import paths are double-quoted strings.",
                example: "route home -> Home {\n    title Home\n}\n")
        case .unexpectedToken:
            DiagnosticDescriptor(
                name: "unexpected-token", severity: .error,
                template: "unexpected %0 %1",
                explanation:
                    "The parser found text it could not fit into the surrounding construct and skipped it.",
                example: "route home -> Home {\n    title \"Home\" \"Again\"\n}\n")

        case .fileNotFound:
            DiagnosticDescriptor(
                name: "file-not-found", severity: .error,
                template: "no such file '%0'",
                explanation: "The path given on the command line does not exist.",
                example: "navc parse missing.nav")
        case .isDirectory:
            DiagnosticDescriptor(
                name: "is-directory", severity: .error,
                template: "'%0' is a directory, not a .nav file",
                explanation: "Commands take .nav files; pass the files inside the directory instead.",
                example: "navc parse Samples")
        case .unreadableFile:
            DiagnosticDescriptor(
                name: "unreadable-file", severity: .error,
                template: "cannot read '%0'",
                explanation: "The file exists but could not be read, usually for lack of permission.",
                example: "navc parse locked.nav  # with mode 000")
        case .unwritableFile:
            DiagnosticDescriptor(
                name: "unwritable-file", severity: .error,
                template: "cannot write '%0'",
                explanation: "An output file could not be written; check the folder exists and is writable.",
                example: "navc fmt readonly/app.nav  # in a read-only folder")
        }
    }
}

/// The fixed facts about one diagnostic code.
public struct DiagnosticDescriptor: Sendable {
    /// A stable kebab-case name, e.g. `expected-closing-delimiter`.
    public let name: String
    /// The default severity.
    public let severity: Severity
    /// The message, with `%0`, `%1`, ... standing for the arguments.
    public let template: String
    /// A paragraph for `navc explain` and SARIF help text.
    public let explanation: String
    /// A `.nav` source that triggers this diagnostic (as text, for documentation).
    public let example: String
    /// The exact bytes of the example (differs from `example` only when it is not valid UTF-8).
    public let exampleBytes: [UInt8]

    /// Creates a catalog entry.
    public init(
        name: String, severity: Severity, template: String, explanation: String, example: String,
        exampleBytes: [UInt8]? = nil
    ) {
        self.name = name
        self.severity = severity
        self.template = template
        self.explanation = explanation
        self.example = example
        self.exampleBytes = exampleBytes ?? Array(example.utf8)
    }
}
