import NavSource
import NavSyntax

/// The one entry point to every stage of navc, shared by the command-line tool, the build
/// plugin and the tests.
///
/// Data flows one way: source bytes → tokens → syntax tree → (semantic model → Swift
/// description → text, in later stages). Each method returns its product together with all
/// diagnostics found on the way; none of them throws for bad input.
public enum Pipeline {
    /// Lexes and parses `source`.
    public static func parse(_ source: SourceFile) -> ParseResult {
        Parser.parse(source)
    }

    /// Formats `source` in the canonical layout. A file with syntax errors is not formatted:
    /// the result carries the errors and no text, so callers leave the file untouched.
    public static func format(_ source: SourceFile) -> FormatResult {
        let parsed = parse(source)
        guard !parsed.hasErrors else { return FormatResult(formatted: nil, diagnostics: parsed.diagnostics) }
        return FormatResult(formatted: Formatter.format(parsed.tree), diagnostics: parsed.diagnostics)
    }
}

/// The outcome of formatting one file.
public struct FormatResult: Sendable {
    /// The formatted text, or nil when the file has errors.
    public var formatted: String?
    /// Diagnostics from parsing.
    public var diagnostics: [Diagnostic]
}
