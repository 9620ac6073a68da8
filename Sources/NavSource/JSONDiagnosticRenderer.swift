/// Renders diagnostics as JSON Lines: one JSON object per diagnostic, each on its own line.
///
/// Keys are sorted and slashes are not escaped, so the output is deterministic and paths stay
/// readable. Every string is escaped (``JSONTextEncoder``); non-ASCII text is written as UTF-8.
/// The objects decode back into ``JSONDiagnostic``.
///
/// Every object carries `"version": 1` (``formatVersion``). `Grammar/diagnostics.schema.json` is
/// the format's JSON Schema; within one version keys are only ever added, never removed,
/// renamed or given another meaning, and a change that would break a reader raises the version.
public struct JSONDiagnosticRenderer: Sendable {
    /// The version of the format, written in every object as `version`.
    public static let formatVersion = 1

    /// Creates a renderer.
    public init() {}

    /// Renders `diagnostics`, all reported in `file`, one line each, in the order given.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        let encoder = JSONTextEncoder()
        return diagnostics.map { diagnostic in
            // Encoding cannot fail: the payload holds only strings and integers.
            try! encoder.text(of: JSONDiagnostic(diagnostic, in: file)) + "\n"
        }.joined()
    }

    /// Renders a failure of the tool itself (a file it could not read or write) as one line:
    /// the keys of a diagnostic without `range`, `notes` and `fixIts`, and `file` only when the
    /// failure concerns one.
    public func render(_ failure: ToolFailure) -> String {
        let payload = JSONToolFailure(
            version: Self.formatVersion, file: failure.path, id: failure.code.id,
            name: failure.code.descriptor.name, severity: .error,
            message: failure.message)
        // Encoding cannot fail: the payload holds only strings.
        return try! JSONTextEncoder().text(of: payload) + "\n"
    }
}

/// The JSON form of a ``ToolFailure``.
public struct JSONToolFailure: Codable, Hashable, Sendable {
    /// The format's version (``JSONDiagnosticRenderer/formatVersion``).
    public var version: Int
    /// The path of the file concerned, if any.
    public var file: String?
    /// The catalog code, e.g. `NAV504`.
    public var id: String
    /// The catalog name, e.g. `unwritable-file`.
    public var name: String
    /// Always `error`.
    public var severity: Severity
    /// The message, with the system's reason.
    public var message: String
}

/// The JSON form of a ``Diagnostic``, shared with later SARIF and LSP output.
public struct JSONDiagnostic: Codable, Hashable, Sendable {
    /// The format's version (``JSONDiagnosticRenderer/formatVersion``).
    public var version: Int
    /// The path of the file the diagnostic is in.
    public var file: String
    /// The catalog code, e.g. `NAV104`.
    public var id: String
    /// The catalog name, e.g. `expected-closing-delimiter`.
    public var name: String
    /// The severity, as `error`, `warning` or `note`.
    public var severity: Severity
    /// The message.
    public var message: String
    /// Where the diagnostic points.
    public var range: JSONSourceRange
    /// Secondary messages.
    public var notes: [JSONDiagnosticNote]
    /// Suggested edits.
    public var fixIts: [JSONFixIt]

    /// Creates a payload from its parts.
    public init(
        version: Int = JSONDiagnosticRenderer.formatVersion, file: String, id: String, name: String,
        severity: Severity, message: String, range: JSONSourceRange, notes: [JSONDiagnosticNote],
        fixIts: [JSONFixIt]
    ) {
        self.version = version
        self.file = file
        self.id = id
        self.name = name
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// Creates the payload for `diagnostic`, resolving its positions in `file` (for a composed
    /// source, in the file of the graph that holds each of them).
    public init(_ diagnostic: Diagnostic, in file: SourceFile) {
        let home = file.file(containing: diagnostic.range.start)
        self.init(
            file: home.path,
            id: diagnostic.code.id,
            name: diagnostic.code.descriptor.name,
            severity: diagnostic.severity,
            message: diagnostic.message,
            range: JSONSourceRange(diagnostic.range, in: file),
            notes: diagnostic.notes.map { note in
                let noteFile = note.range.map { file.file(containing: $0.start) }
                return JSONDiagnosticNote(
                    message: note.message, file: noteFile.flatMap { $0 === home ? nil : $0.path },
                    range: note.range.map { JSONSourceRange($0, in: file) })
            },
            fixIts: diagnostic.fixIts.map { fixIt in
                JSONFixIt(range: JSONSourceRange(fixIt.range, in: file), replacement: fixIt.replacement)
            }
        )
    }
}

/// The JSON form of a ``DiagnosticNote``; the `range` key is left out when there is none, and
/// the `file` key unless the range is in another file than the diagnostic's.
public struct JSONDiagnosticNote: Codable, Hashable, Sendable {
    /// The note's text.
    public var message: String
    /// The file the note's range is in, when it is not the diagnostic's file.
    public var file: String?
    /// Where the note points, if anywhere.
    public var range: JSONSourceRange?

    /// Creates a note payload.
    public init(message: String, file: String? = nil, range: JSONSourceRange?) {
        self.message = message
        self.file = file
        self.range = range
    }
}

/// The JSON form of a ``FixIt``.
public struct JSONFixIt: Codable, Hashable, Sendable {
    /// The text to replace (empty for an insertion).
    public var range: JSONSourceRange
    /// The text to put in its place.
    public var replacement: String

    /// Creates a fix-it payload.
    public init(range: JSONSourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A half-open range between two resolved positions.
public struct JSONSourceRange: Codable, Hashable, Sendable {
    /// The first position in the range.
    public var start: JSONSourcePosition
    /// The position one past the end of the range.
    public var end: JSONSourcePosition

    /// Creates a range from its ends.
    public init(start: JSONSourcePosition, end: JSONSourcePosition) {
        self.start = start
        self.end = end
    }

    /// Resolves the byte offsets of `range` in `file`.
    public init(_ range: ByteRange, in file: SourceFile) {
        start = JSONSourcePosition(range.start, in: file)
        end = JSONSourcePosition(range.end, in: file)
    }
}

/// A position given both as a byte offset and as a human-facing line and column.
public struct JSONSourcePosition: Codable, Hashable, Sendable {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column in UTF-8 bytes.
    public var column: Int
    /// The 1-based column in Unicode scalars.
    public var character: Int
    /// The 0-based byte offset from the start of the file.
    public var offset: Int

    /// Creates a position from its parts.
    public init(line: Int, column: Int, character: Int, offset: Int) {
        self.line = line
        self.column = column
        self.character = character
        self.offset = offset
    }

    /// Resolves `offset` in `file`, clamping it to the file's bytes; for a composed source, in
    /// the file of the graph that holds it.
    public init(_ offset: Int, in source: SourceFile) {
        let (file, local) = source.origin(of: min(max(0, offset), source.bytes.count))
        let clamped = min(max(0, local), file.bytes.count)
        let location = file.location(of: clamped)
        line = location.line
        column = location.column
        character = location.characterColumn
        self.offset = clamped
    }
}
