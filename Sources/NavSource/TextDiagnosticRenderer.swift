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
///   Xcode do), the severity, the message and the code. Line 1 counts from after a leading byte
///   order mark, which the snippet does not show either.
/// - The snippet shows the line under a gutter as wide as the line number plus one, but at
///   least five columns. The caret line puts `^` under the first character of the range and
///   `~` under the rest of it on that line; a range that continues on later lines is
///   underlined to the end of its first line, and an empty range gets a single `^`.
/// - A line wider than ``excerptWidth`` columns is clipped, as clang does, to a window of
///   about that many columns around the carets, with `...` where it is cut; the carets stay
///   under their characters. So a diagnostic's output does not grow with the length of its
///   line, however many diagnostics a long line has.
/// - Carets are placed by Unicode scalar, not by byte. Tabs are shown as four spaces, invalid
///   UTF-8 as U+FFFD and control characters as their visible Control Pictures, so that every
///   shown scalar but a tab is one column wide and the source cannot send escape sequences to
///   the terminal. Wide characters such as emoji take two terminal columns but count as one.
/// - Control characters in paths and messages are shown as Control Pictures too.
/// - The first fix-it's summary follows the carets when its edit is at or within the
///   underlined part of the range, so that the label never points at a place the fix-it does
///   not change. Notes without a range, then the other fix-its (with their own `line:column`),
///   follow as `= note:` and `= fix-it:` lines aligned with the gutter bar. Notes with a range
///   come last, each with its own header and snippet.
///
/// Diagnostics are rendered in the order given; sort them first with
/// ``Diagnostic/sortedByPosition(_:)`` for deterministic output.
///
/// As clang does, the renderer shows at most ``errorLimit`` errors: where one more would
/// follow, it writes the line `error: too many errors emitted, stopping now` and nothing
/// after it, so a badly broken file (or a binary one) does not bury the first errors, the ones
/// that matter. Machine-readable renderers (JSON, SARIF, GitHub) have no limit.
public struct TextDiagnosticRenderer: Sendable {
    /// Whether the output contains ANSI colour escape sequences.
    public var useColor: Bool
    /// The most errors shown before the output stops, or nil for no limit.
    public var errorLimit: Int?

    /// How many errors are shown at most by default: clang's `-ferror-limit` default.
    public static let defaultErrorLimit = 50

    /// The message of the line that ends the output when errors are left out.
    public static let tooManyErrorsMessage = "too many errors emitted, stopping now"

    /// What a renderer has shown so far, carried from one call to the next so that the error
    /// limit counts the errors of every file a command reports.
    public struct Progress: Sendable {
        /// How many errors were shown.
        public var errorsShown = 0
        /// Whether the limit was reached and the closing line written, so nothing more is shown.
        public var hasStopped = false

        /// Creates the progress of a renderer that has shown nothing yet.
        public init() {}
    }

    /// The widest source line, in shown columns, that a snippet shows whole; a wider line is
    /// clipped to a window of this many columns, `...` markers included. rustc clips to the
    /// same default width when it does not know the terminal's.
    public static let excerptWidth = 140

    /// Creates a renderer that colours its output only if `useColor` is true, and shows at
    /// most `errorLimit` errors (nil for all of them).
    public init(useColor: Bool = false, errorLimit: Int? = defaultErrorLimit) {
        self.useColor = useColor
        self.errorLimit = errorLimit
    }

    /// The escape sequences to use, or none.
    private var style: TerminalStyle { TerminalStyle(isEnabled: useColor) }

    /// The environment variables ``shouldUseColor(mode:isTerminal:environment:)`` reads.
    public static let colorEnvironmentVariables = ["NO_COLOR", "TERM"]

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

    /// Renders `diagnostics`, all reported in `file`, one after another, up to the error limit.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var progress = Progress()
        return render(diagnostics, in: file, progress: &progress)
    }

    /// Renders `diagnostics`, all reported in `file`, after what `progress` says was shown
    /// before: the error limit counts the errors of earlier calls, and once the output has
    /// stopped nothing more is rendered.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile, progress: inout Progress) -> String {
        guard !progress.hasStopped else { return "" }
        // Diagnostics sorted by position come in runs on one line, which is decoded once.
        let lines = DisplayLineCache()
        var output = ""
        for diagnostic in diagnostics {
            if diagnostic.severity == .error, let errorLimit {
                if progress.errorsShown >= errorLimit {
                    progress.hasStopped = true
                    return output + style.label("error:", for: .error) + " " + Self.tooManyErrorsMessage
                        + "\n"
                }
                progress.errorsShown += 1
            }
            output += render(diagnostic, in: file, lines: lines)
        }
        return output
    }

    /// Renders one diagnostic with its snippet, notes and fix-its.
    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        render(diagnostic, in: file, lines: DisplayLineCache())
    }

    /// Renders one diagnostic, decoding its source lines through `lines`.
    private func render(_ diagnostic: Diagnostic, in file: SourceFile, lines: DisplayLineCache) -> String {
        let title = "\(Self.printable(diagnostic.message)) [\(diagnostic.code.id)]"
        let home = file.file(containing: diagnostic.range.start)
        let labelled =
            diagnostic.fixIts.first.map { Self.isUnderCarets($0.range, of: diagnostic.range, in: file) }
            ?? false
        let fixItLabel = labelled ? diagnostic.fixIts.first.map { Self.printable($0.summary) } : nil
        var output = header(diagnostic.severity, title, at: diagnostic.range.start, in: file)
        output += snippet(diagnostic.range, label: fixItLabel, in: file, lines: lines)

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
            output += snippet(range, label: nil, in: file, lines: lines)
        }
        return output
    }

    /// Whether the edit of a fix-it at `fixIt` is the one the carets under `range` mark: in the
    /// same file, on the range's first line, and overlapping or touching the range. A fix-it
    /// elsewhere (another line, such as a declaration the diagnostic points
    /// back to, or another file of a graph) must be listed with its own location instead.
    static func isUnderCarets(_ fixIt: ByteRange, of range: ByteRange, in file: SourceFile) -> Bool {
        // An edit that overlaps the carets (a removal of "this" and the space before it) or
        // touches them (an insertion just after) is the one they mark.
        guard file.file(containing: fixIt.start) === file.file(containing: range.start),
            fixIt.start <= max(range.start, range.end), fixIt.end >= range.start
        else { return false }
        let line = file.location(of: range.start).line
        return file.location(of: fixIt.start).line == line && file.location(of: fixIt.end).line == line
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
    private func snippet(
        _ range: ByteRange, label: String?, in source: SourceFile, lines: DisplayLineCache
    ) -> String {
        // In a composed source, the snippet comes from the file that holds the range.
        let (file, range) = source.origin(of: range)
        let lineIndex = file.lineTable.lineIndex(of: min(max(0, range.start), file.bytes.count))
        let content = file.lineTable.contentRange(ofLine: lineIndex, in: file.bytes)
        // A range that starts in a byte order mark starts at the line's text.
        let start = min(max(content.start, range.start), file.bytes.count)
        let end = min(max(start, range.end), file.bytes.count)
        let line = lines.line(content, of: file)

        let caretColumn = line.column(atByte: start - content.start)
        let endColumn = line.column(throughByte: min(end, content.end) - content.start)
        // The window keeps the whole underline when it fits, and at least the caret's scalar.
        let caretEnd = max(endColumn, line.column(throughByte: start - content.start + 1), caretColumn + 1)
        let excerpt = line.excerpt(around: caretColumn..<caretEnd, width: Self.excerptWidth)
        let shownCaret = excerpt.shownColumn(caretColumn)
        let shownEnd = excerpt.shownColumn(min(endColumn, excerpt.columns.upperBound))
        let underline = "^" + String(repeating: "~", count: max(0, shownEnd - shownCaret - 1))
        var carets = String(repeating: " ", count: shownCaret) + style.green(underline)
        if let label { carets += " " + style.green(label) }

        let width = gutterWidth(at: start, in: file)
        let number = String(lineIndex + 1)
        let gutter = String(repeating: " ", count: width - number.count) + number
        let blank = String(repeating: " ", count: width)
        return "\(gutter) | \(excerpt.text)\n\(blank) | \(carets)\n"
    }
}

/// The source lines decoded while rendering a list of diagnostics, so that the many diagnostics
/// of one long line decode it once rather than once each. It lives for one call of
/// ``TextDiagnosticRenderer/render(_:in:)`` and is never shared between threads.
private final class DisplayLineCache {
    /// The decoded lines, keyed by their file and the offset of their text.
    private var lines: [Key: DisplayLine] = [:]

    /// A line of one file.
    private struct Key: Hashable {
        let file: ObjectIdentifier
        let start: Int
    }

    /// How many lines are kept: diagnostics in order of position come in runs on a line, with
    /// their notes on a few others.
    private static let capacity = 16

    /// The line of `file` whose text is `content`, decoded now unless it was decoded before.
    func line(_ content: ByteRange, of file: SourceFile) -> DisplayLine {
        let key = Key(file: ObjectIdentifier(file), start: content.start)
        if let line = lines[key] { return line }
        if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
        let line = DisplayLine(file.bytes[content.start..<content.end])
        lines[key] = line
        return line
    }
}

/// The part of a line a snippet shows: its text with any `...` markers, the columns of the line
/// it shows, and where those columns are shown.
private struct Excerpt {
    /// The shown text.
    let text: String
    /// The line's columns the text shows, without the markers.
    let columns: Range<Int>
    /// The width of the marker before the shown columns: 3 when the line is cut there, else 0.
    let leadingMarker: Int

    /// Where column `column` of the line is shown in ``text``; a column of the window's range
    /// or its end.
    func shownColumn(_ column: Int) -> Int {
        leadingMarker + min(max(column, columns.lowerBound), columns.upperBound) - columns.lowerBound
    }
}

/// One source line decoded for display, remembering which bytes each shown scalar came from.
private struct DisplayLine {
    /// The decoded scalars, invalid UTF-8 replaced by U+FFFD (shown by ``shown(_:)``).
    private var scalars: [Unicode.Scalar] = []
    /// The byte offset within the line at which each scalar starts, then the line's length.
    private var boundaries: [Int] = [0]
    /// The column at which each scalar is shown, then the width of the whole line.
    private var columns: [Int] = [0]

    /// Decodes `bytes`, which hold one line without its terminator.
    init(_ bytes: ArraySlice<UInt8>) {
        // The parser replaces the same maximal invalid subsequences as `String(decoding:as:)`.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
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
            scalars.append(scalar)
            boundaries.append(boundaries[boundaries.count - 1] + length)
            columns.append(columns[columns.count - 1] + Self.width(scalar))
        }
    }

    /// The number of columns the whole line is shown in.
    var width: Int { columns[columns.count - 1] }

    /// The column of the scalar that holds byte `offset`, or of the end of the line past it.
    func column(atByte offset: Int) -> Int {
        // The scalars that end at or before `offset` come before it.
        columns[max(0, Self.count(of: boundaries.dropFirst(), atMost: offset))]
    }

    /// The column just after every scalar that starts before byte `offset`.
    func column(throughByte offset: Int) -> Int {
        columns[Self.count(of: boundaries.dropLast(), atMost: offset - 1)]
    }

    /// How many of the ascending `values` are at most `limit`, found by binary search.
    private static func count(of values: ArraySlice<Int>, atMost limit: Int) -> Int {
        var low = values.startIndex
        var high = values.endIndex
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= limit { low = middle + 1 } else { high = middle }
        }
        return low - values.startIndex
    }

    /// The line, or when it is wider than `width` columns, a window of at most `width` columns
    /// (markers included) that holds `focus` (the underlined columns) as far as it fits, with
    /// the rest of the window shared evenly between the two sides, as clang does.
    func excerpt(around focus: Range<Int>, width: Int) -> Excerpt {
        let marker = "..."
        guard self.width > width else {
            return Excerpt(text: text(of: 0..<scalars.count), columns: 0..<self.width, leadingMarker: 0)
        }
        let room = width - 2 * marker.count
        let span = min(focus.count, room)
        var lower = max(0, focus.lowerBound - (room - span) / 2)
        var upper = min(self.width, lower + room)
        lower = max(0, upper - room)
        // A side the line is not cut on needs no marker, so the window takes its room.
        if lower == 0 { upper = min(self.width, upper + marker.count) }
        if upper == self.width { lower = max(0, lower - marker.count) }
        // Only whole scalars are shown: a tab that the window cuts is left out.
        let first = Self.count(of: columns.dropLast(), atMost: lower - 1)
        let last = Self.count(of: columns.dropFirst(), atMost: upper)
        let leading = first > 0 ? marker : ""
        let trailing = last < scalars.count ? marker : ""
        return Excerpt(
            text: leading + text(of: first..<last) + trailing, columns: columns[first]..<columns[last],
            leadingMarker: leading.count)
    }

    /// The scalars at `indices` as shown.
    private func text(of indices: Range<Int>) -> String {
        scalars[indices].map(Self.shown).joined()
    }

    /// The number of columns `scalar` is shown in: four for a tab, else one.
    private static func width(_ scalar: Unicode.Scalar) -> Int {
        scalar == "\t" ? 4 : 1
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
