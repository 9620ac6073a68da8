/// Renders diagnostics as human-readable text in the style of clang and Xcode.
///
/// Each diagnostic is rendered as follows, every line ending with a newline:
///
/// ```
/// a.nav:12:30: error: expected ')' to close parameter list [NAV104]
///    12 |     route second(data: String -> SecondView {
///       |                              ^ insert ')'
///       = note: a note without a range
///       = fix-it: 12:40: insert ','
/// a.nav:12:17: note: to match this '('
///    12 |     route second(data: String -> SecondView {
///       |                 ^
/// ```
///
/// - The header gives the path, the 1-based line, the 1-based UTF-8 byte column (as clang and
///   Xcode do), the severity, the message and the code.
/// - The snippet shows the line under a gutter as wide as the line number plus one, but at
///   least five columns. The caret line puts `^` under the first character of the range and
///   `~` under the rest of it on that line; a range that continues on later lines is
///   underlined to the end of its first line, and an empty range gets a single `^`.
/// - Carets are placed by Unicode scalar, not by byte. Tabs are shown as four spaces, invalid
///   UTF-8 as U+FFFD and control characters as their visible Control Pictures, so that every
///   shown scalar but a tab is one column wide and the source cannot send escape sequences to
///   the terminal. Wide characters such as emoji take two terminal columns but count as one.
/// - Control characters in paths and messages are shown as Control Pictures too.
/// - The first fix-it's summary follows the carets. Notes without a range, then the other
///   fix-its (with their own `line:column`), follow as `= note:` and `= fix-it:` lines aligned
///   with the gutter bar. Notes with a range come last, each with its own header and snippet.
///
/// Diagnostics are rendered in the order given; sort them first with
/// ``Diagnostic/sortedByPosition(_:)`` for deterministic output.
public struct TextDiagnosticRenderer: Sendable {
    /// Whether the output contains ANSI colour escape sequences.
    public var useColor: Bool

    /// Creates a renderer that colours its output only if `useColor` is true.
    public init(useColor: Bool = false) {
        self.useColor = useColor
    }

    /// The escape sequences to use, or none.
    private var style: TerminalStyle { TerminalStyle(isEnabled: useColor) }

    /// Decides whether to colour diagnostics written to standard error.
    ///
    /// `always` and `never` are explicit requests and win over the environment, as the
    /// NO_COLOR convention asks for command-line flags. `auto` colours only a terminal, and
    /// only when `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
    public static func shouldUseColor(
        mode: ColorMode, isTerminal: Bool, environment: [String: String]
    ) -> Bool {
        switch mode {
        case .always:
            return true
        case .never:
            return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }

    /// A closing line such as `2 errors, 1 warning generated.` without a trailing newline, or
    /// nil when there are no errors or warnings.
    public static func summary(of diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ") + " generated."
    }

    /// Renders `diagnostics`, all reported in `file`, one after another.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { render($0, in: file) }.joined()
    }

    /// Renders one diagnostic with its snippet, notes and fix-its.
    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        let title = "\(Self.printable(diagnostic.message)) [\(diagnostic.code.id)]"
        // The first fix-it labels the carets when it is in the diagnostic's file; a fix-it in
        // another file of a graph is listed with its path instead.
        let home = file.file(containing: diagnostic.range.start)
        let labelled = diagnostic.fixIts.first.map { file.file(containing: $0.range.start) === home } ?? false
        let fixItLabel = labelled ? diagnostic.fixIts.first.map { Self.printable($0.summary) } : nil
        var output = header(diagnostic.severity, title, at: diagnostic.range.start, in: file)
        output += snippet(diagnostic.range, label: fixItLabel, in: file)

        // Asides are aligned with the gutter bar of the main snippet.
        let indent = String(repeating: " ", count: gutterWidth(at: diagnostic.range.start, in: file) + 1)
        for note in diagnostic.notes where note.range == nil {
            output +=
                indent + "= " + style.label("note:", for: .note) + " " + Self.printable(note.message) + "\n"
        }
        for fixIt in diagnostic.fixIts.dropFirst(labelled ? 1 : 0) {
            let location = file.location(of: fixIt.range.start)
            let fixItFile = file.file(containing: fixIt.range.start)
            let prefix = fixItFile === home ? "" : Self.printable(fixItFile.path) + ":"
            let place = "\(prefix)\(location.line):\(location.column):"
            output += indent + "= " + style.green("fix-it:") + " \(place) \(Self.printable(fixIt.summary))\n"
        }
        for note in diagnostic.notes {
            guard let range = note.range else { continue }
            output += header(.note, Self.printable(note.message), at: range.start, in: file)
            output += snippet(range, label: nil, in: file)
        }
        return output
    }

    /// The `path:line:column: severity: message` line.
    private func header(_ severity: Severity, _ text: String, at offset: Int, in file: SourceFile) -> String {
        let location = file.location(of: offset)
        let place =
            "\(Self.printable(file.file(containing: offset).path)):\(location.line):\(location.column): "
        let label = style.label("\(severity.rawValue):", for: severity)
        return style.bold(place) + label + " " + style.bold(text) + "\n"
    }

    /// The text with control characters made visible, so that messages quoting source text
    /// or paths cannot break lines or send escape sequences to the terminal.
    public static func printable(_ text: String) -> String {
        text.unicodeScalars.map(DisplayLine.shown).joined()
    }

    /// The width of the line-number column for the line holding `offset`.
    private func gutterWidth(at offset: Int, in file: SourceFile) -> Int {
        let line = file.location(of: offset).line
        return max(4, String(line).count) + 1
    }

    /// The source line holding the start of `range`, and the caret line under it.
    private func snippet(_ range: ByteRange, label: String?, in source: SourceFile) -> String {
        // In a composed source, the snippet comes from the file that holds the range.
        let (file, range) = source.origin(of: range)
        let start = min(max(0, range.start), file.bytes.count)
        let end = min(max(start, range.end), file.bytes.count)
        let lineIndex = file.lineTable.lineIndex(of: start)
        let content = file.lineTable.contentRange(ofLine: lineIndex, in: file.bytes)
        let line = DisplayLine(file.bytes[content.start..<content.end])

        let caretColumn = line.column(atByte: start - content.start)
        let endColumn = line.column(throughByte: min(end, content.end) - content.start)
        let underline = "^" + String(repeating: "~", count: max(0, endColumn - caretColumn - 1))
        var carets = String(repeating: " ", count: caretColumn) + style.green(underline)
        if let label { carets += " " + style.green(label) }

        let width = gutterWidth(at: start, in: file)
        let number = String(lineIndex + 1)
        let gutter = String(repeating: " ", count: width - number.count) + number
        let blank = String(repeating: " ", count: width)
        return "\(gutter) | \(line.text)\n\(blank) | \(carets)\n"
    }
}

/// One source line decoded for display, remembering which bytes each shown scalar came from.
private struct DisplayLine {
    /// The line as shown: tabs expanded, invalid UTF-8 and control characters replaced.
    private(set) var text = ""
    /// For each decoded scalar: its byte range within the line and the columns it is shown in.
    private var scalars: [(start: Int, end: Int, width: Int)] = []

    /// Decodes `bytes`, which hold one line without its terminator.
    init(_ bytes: ArraySlice<UInt8>) {
        // The parser replaces the same maximal invalid subsequences as `String(decoding:as:)`.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            let scalar: Unicode.Scalar
            let length: Int
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalar = Unicode.UTF8.decode(encoded)
                length = encoded.count
            case .error(let errorLength):
                scalar = "\u{FFFD}"
                length = errorLength
            case .emptyInput:
                return
            }
            let shown = Self.shown(scalar)
            text += shown
            scalars.append((start: offset, end: offset + length, width: shown.unicodeScalars.count))
            offset += length
        }
    }

    /// The column of the scalar that holds byte `offset`, or of the end of the line past it.
    func column(atByte offset: Int) -> Int {
        scalars.lazy.filter { $0.end <= offset }.map(\.width).reduce(0, +)
    }

    /// The column just after every scalar that starts before byte `offset`.
    func column(throughByte offset: Int) -> Int {
        scalars.lazy.filter { $0.start < offset }.map(\.width).reduce(0, +)
    }

    /// How a scalar is shown: tabs as four spaces, C0 controls and DEL as Control Pictures
    /// (U+2400 to U+2421), C1 controls as U+FFFD, and anything else as itself.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: "    "
        case 0x00..<0x20: String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: "\u{2421}"
        case 0x80..<0xA0: "\u{FFFD}"
        default: String(scalar)
        }
    }
}
