/// How text from a `.nav` file (titles, names of files, comments) is made safe in Swift source.
public enum SwiftText {
    /// A Swift string literal for `value`: quotes, backslashes and line breaks are escaped,
    /// `\(` can never start an interpolation, and every non-ASCII or control scalar is written
    /// as `\u{...}`, so no text can inject code, break the file or hide bidirectional overrides.
    public static func stringLiteral(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return result + "\""
    }

    /// The lines of a `///` comment: line breaks start new lines, and every other character
    /// that could end the comment early or reorder what a reader sees (control characters,
    /// line and paragraph separators, bidirectional overrides and isolates) becomes a space.
    public static func documentationLines(_ text: String) -> [String] {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        return lines.map { commentLine(String($0)) }
    }

    /// One line of comment text with every unsafe character (see ``documentationLines(_:)``),
    /// line breaks included, replaced by a space.
    public static func commentLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isUnsafeInComment($0) ? " " : $0 }))
    }

    /// Whether `scalar` may not appear in a generated comment.
    public static func isUnsafeInComment(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // ASCII's control characters, decided without the Unicode tables that every generated
        // comment's text would otherwise be looked up in.
        case 0x00..<0x20, 0x7F: return true
        case 0x20..<0x7F: return false
        case 0x2028, 0x2029: return true  // Line and paragraph separators end a line in some editors.
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true  // Bidi controls.
        default: return scalar.properties.generalCategory == .control
        }
    }
}
