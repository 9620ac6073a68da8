/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A replacement of a byte range with new text, offered when it is the single obvious fix.
public struct FixIt: Hashable, Sendable {
    /// The bytes to replace (empty for an insertion).
    public var range: ByteRange
    /// The text to put in their place.
    public var replacement: String

    /// Creates a fix-it that replaces `range` with `replacement`.
    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// A fix-it that inserts `text` at `offset`.
    public static func insert(_ text: String, at offset: Int) -> FixIt {
        FixIt(range: .empty(at: offset), replacement: text)
    }

    /// A one-phrase description such as `insert ')'` or `replace with 'push'`.
    public var summary: String {
        if range.isEmpty { return "insert '\(replacement)'" }
        if replacement.isEmpty { return "remove this" }
        return "replace with '\(replacement)'"
    }
}

/// A secondary message attached to a diagnostic, optionally pointing somewhere else.
public struct DiagnosticNote: Hashable, Sendable {
    /// The note's text: lowercase, one phrase, no final period.
    public var message: String
    /// Where the note points, if anywhere.
    public var range: ByteRange?

    /// Creates a note.
    public init(_ message: String, at range: ByteRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// One problem found in a source file, identified by a stable catalog code.
public struct Diagnostic: Hashable, Sendable {
    /// The catalog entry this diagnostic instantiates.
    public var code: DiagnosticCode
    /// The severity, normally the catalog's default (lint configuration may change it).
    public var severity: Severity
    /// The message, with the catalog template's placeholders filled in.
    public var message: String
    /// The bytes the diagnostic is about.
    public var range: ByteRange
    /// Secondary messages.
    public var notes: [DiagnosticNote]
    /// Suggested edits.
    public var fixIts: [FixIt]

    /// Creates a diagnostic from the catalog entry for `code`, filling `%0`, `%1`, ... in its
    /// message template with `arguments`.
    public init(
        _ code: DiagnosticCode,
        _ arguments: String...,
        at range: ByteRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.init(code, arguments: arguments, at: range, notes: notes, fixIts: fixIts)
    }

    /// Creates a diagnostic from the catalog entry for `code` with an array of arguments.
    public init(
        _ code: DiagnosticCode,
        arguments: [String],
        at range: ByteRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = []
    ) {
        self.code = code
        self.severity = code.descriptor.severity
        self.message = code.descriptor.message(arguments)
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// Orders diagnostics by position, then by code, for deterministic output.
    public static func sortedByPosition(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { left, right in
            if left.element.range != right.element.range { return left.element.range < right.element.range }
            if left.element.code != right.element.code {
                return left.element.code.rawValue < right.element.code.rawValue
            }
            return left.offset < right.offset
        }.map(\.element)
    }
}

extension DiagnosticDescriptor {
    /// The template with `%0`, `%1`, ... replaced by `arguments`.
    public func message(_ arguments: [String]) -> String {
        var result = ""
        var characters = template.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            guard let digit = characters.next() else {
                result.append(character)
                break
            }
            if let index = digit.wholeNumberValue, index < arguments.count {
                result += arguments[index]
            } else {
                result.append(character)
                result.append(digit)
            }
        }
        return result
    }
}

extension SourceFile {
    /// The files of this source with the diagnostics each holds, positions made local to the
    /// file: the source itself with `diagnostics` unchanged for a single file, or every file of
    /// a composed source (each once, in order, with or without diagnostics). A note whose range
    /// lies in another file keeps its message with that file's path, line and column appended,
    /// and loses its range; a fix-it in another file is left out. Formats that cannot point
    /// into several files from one diagnostic (SARIF) use this.
    public func localized(_ diagnostics: [Diagnostic]) -> [(file: SourceFile, diagnostics: [Diagnostic])] {
        guard !components.isEmpty else { return [(self, diagnostics)] }
        var grouped = components.map { (file: $0.file, diagnostics: [Diagnostic]()) }
        for diagnostic in diagnostics {
            let index = componentIndex(containing: diagnostic.range.start)
            func local(_ range: ByteRange) -> ByteRange? {
                guard componentIndex(containing: range.start) == index else { return nil }
                return origin(of: range).range
            }
            var moved = diagnostic
            moved.range = origin(of: diagnostic.range).range
            moved.notes = diagnostic.notes.map { note in
                guard let range = note.range else { return note }
                if let range = local(range) { return DiagnosticNote(note.message, at: range) }
                let location = self.location(of: range.start)
                return DiagnosticNote(
                    note.message
                        + " (\(file(containing: range.start).path):\(location.line):\(location.column))")
            }
            moved.fixIts = diagnostic.fixIts.compactMap { fixIt in
                local(fixIt.range).map { FixIt(range: $0, replacement: fixIt.replacement) }
            }
            grouped[index].diagnostics.append(moved)
        }
        return grouped
    }
}
