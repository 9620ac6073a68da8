/// When to colour diagnostics, as chosen by `--color auto|always|never`.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Colour only when writing to a terminal that accepts it (see
    /// ``TextDiagnosticRenderer/shouldUseColor(mode:isTerminal:environment:)``).
    case auto
    /// Always colour, even when writing to a file or a pipe.
    case always
    /// Never colour.
    case never
}

/// The ANSI escape sequences used for coloured diagnostics, in clang's palette.
///
/// When the style is disabled every function returns its text unchanged, so plain output holds
/// no escape bytes at all.
struct TerminalStyle: Sendable {
    /// Whether escape sequences are emitted.
    var isEnabled: Bool

    /// The text in bold, as for locations and messages.
    func bold(_ text: String) -> String { wrap(text, "1") }

    /// The text in bold green, as for carets and fix-it text.
    func green(_ text: String) -> String { wrap(text, "1;32") }

    /// A label such as `error:` in the colour of `severity`.
    func label(_ text: String, for severity: Severity) -> String {
        switch severity {
        case .error: wrap(text, "1;31")
        case .warning: wrap(text, "1;35")
        case .note: wrap(text, "1;36")
        }
    }

    /// Surrounds `text` with the select-graphic-rendition `codes` and a reset.
    private func wrap(_ text: String, _ codes: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(codes)m" + text + "\u{1B}[0m"
    }
}
