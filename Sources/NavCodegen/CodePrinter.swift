/// Accumulates generated Swift line by line with managed indentation.
///
/// Every line of generated code goes through a printer (as in swift-protobuf's `CodePrinter`):
/// emitters never concatenate whole files, and indentation is never typed by hand.
struct CodePrinter {
    /// The indentation unit of generated code.
    static let indentUnit = "    "

    private(set) var text = ""
    private var level = 0

    /// Prints one line at the current indentation (an empty string prints a blank line).
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: Self.indentUnit, count: level) + content + "\n"
        }
    }

    /// Prints several lines.
    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// Prints `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    /// Prints a `switch` whose `case` labels sit at the switch's own indentation, as Swift
    /// style has them; the body prints each label and indents its statements.
    mutating func switchBlock(_ header: String, _ body: (inout CodePrinter) -> Void) {
        line(header)
        body(&self)
        line("}")
    }

    /// Prints the body one level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Prints a `///` doc comment. Text from a `.nav` file may hold any character, so line
    /// breaks start new comment lines and other control characters become spaces: nothing in a
    /// comment can end it early and turn the rest of its line into code.
    mutating func doc(_ comment: String) {
        let safe = String(
            String.UnicodeScalarView(
                comment.unicodeScalars.map { scalar in
                    scalar == "\n"
                        || !(scalar.properties.generalCategory == .control || scalar == "\u{2028}"
                            || scalar == "\u{2029}")
                        ? scalar : " "
                }))
        for part in safe.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// " + part)
        }
    }

    /// Prints a `// MARK: -` section header with a blank line before it.
    mutating func mark(_ title: String) {
        if !text.isEmpty && !text.hasSuffix("\n\n") { line() }
        line("// MARK: - " + title)
        line()
    }
}

/// Swift source spellings of values.
enum SwiftLiteral {
    /// A Swift string literal for `value`: quotes, backslashes and line breaks are escaped,
    /// `\(` can never start an interpolation, and every non-ASCII or control scalar is written
    /// as `\u{...}`, so no `.nav` text can inject code or break the generated file.
    static func string(_ value: String) -> String {
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
}
