/// The text of one `.nav` file as UTF-8 bytes, with the name used to report it.
///
/// The lexer scans ``bytes`` directly; strings are made from byte ranges only when a later
/// stage needs them.
public final class SourceFile: Sendable {
    /// The path shown in diagnostics, relative to the working directory where possible.
    public let path: String
    /// The file's raw bytes, exactly as read (no BOM stripping, no newline conversion).
    public let bytes: [UInt8]
    /// Maps byte offsets to lines and columns for rendering.
    public let lineTable: LineTable

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lineTable = LineTable(bytes: bytes)
    }

    /// Creates a source file from a string (tests and stdin).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of `range`, decoding invalid UTF-8 as U+FFFD.
    public func text(_ range: ByteRange) -> String {
        let start = min(max(0, range.start), bytes.count)
        let end = min(max(start, range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The resolved location of `offset` (1-based line and columns).
    public func location(of offset: Int) -> SourceLocation {
        lineTable.location(of: offset, in: bytes)
    }
}

/// A human-facing position: 1-based line, byte column and character column.
public struct SourceLocation: Hashable, Sendable {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column counted in UTF-8 bytes (what clang and Xcode report).
    public var column: Int
    /// The 1-based column counted in Unicode scalars, for display and editors.
    public var characterColumn: Int

    /// Creates a location from 1-based numbers.
    public init(line: Int, column: Int, characterColumn: Int) {
        self.line = line
        self.column = column
        self.characterColumn = characterColumn
    }
}
