/// The text of one `.nav` file as UTF-8 bytes, with the name used to report it; or the text of
/// a graph composed of several files (one that imports others).
///
/// The lexer scans ``bytes`` directly; strings are made from byte ranges only when a later
/// stage needs them.
///
/// A composed source works like Go's `token.FileSet`: its ``bytes`` are the bytes of its files
/// one after another, each followed by a line break, so one syntax tree and one model hold the
/// whole graph and every position is a plain byte offset. Only rendering asks which file an
/// offset lies in (``origin(of:)``), so a diagnostic names the file it is in, with that
/// file's line and column.
public final class SourceFile: Sendable {
    /// The path shown in diagnostics, relative to the working directory where possible; for a
    /// composed source, the path of its first file (the one that imports the others).
    public let path: String
    /// The file's raw bytes, exactly as read (no BOM stripping, no newline conversion).
    public let bytes: [UInt8]
    /// Maps byte offsets to lines and columns for rendering. It is built the first time it is
    /// read: a file that checks without diagnostics never needs it.
    public var lineTable: LineTable { lazyLineTable.table(of: bytes) }
    private let lazyLineTable = LazyLineTable()
    /// For a composed source, its files in order, each with the offset of its first byte in
    /// ``bytes``; empty for a single file.
    public let components: [Component]
    /// The offsets of the `import` declarations whose files are part of this composed source
    /// (the start of each declaration's range).
    public let resolvedImports: Set<Int>

    /// One file of a composed source.
    public struct Component: Sendable {
        /// The file.
        public let file: SourceFile
        /// The offset of the file's first byte in the composed source.
        public let base: Int
    }

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.components = []
        self.resolvedImports = []
    }

    /// Composes the files of a graph, the importing file first, into one source. Each file is
    /// followed by a line break, so a file that ends in a comment cannot run into the next.
    /// `resolvedImports` are offsets in the composed source.
    public init(composing files: [SourceFile], resolvedImports: Set<Int>) {
        precondition(!files.isEmpty, "a composed source has at least one file")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.reduce(0) { $0 + $1.bytes.count + 1 })
        var components: [Component] = []
        for file in files {
            components.append(Component(file: file, base: bytes.count))
            bytes += file.bytes
            bytes.append(UInt8(ascii: "\n"))
        }
        self.path = files[0].path
        self.bytes = bytes
        self.components = components
        self.resolvedImports = resolvedImports
    }

    /// The file that holds `offset`, and the offset within that file. For a single file, the
    /// file itself and `offset` unchanged.
    public func origin(of offset: Int) -> (file: SourceFile, offset: Int) {
        guard !components.isEmpty else { return (self, offset) }
        let component = components[componentIndex(containing: offset)]
        return (component.file, min(offset - component.base, component.file.bytes.count))
    }

    /// The file that holds the start of `range`, and the range within that file.
    public func origin(of range: ByteRange) -> (file: SourceFile, range: ByteRange) {
        let (file, start) = origin(of: range.start)
        let base = range.start - start
        return (file, ByteRange(start: start, end: min(range.end - base, file.bytes.count)))
    }

    /// The file of a composed source that holds `offset` (the source itself for a single file).
    public func file(containing offset: Int) -> SourceFile { origin(of: offset).file }

    /// The index in ``components`` of the file that holds `offset` (0 for a single file): a
    /// binary search for the last file that starts at or before it.
    public func componentIndex(containing offset: Int) -> Int {
        var low = 0
        var high = max(0, components.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if components[middle].base <= offset { low = middle } else { high = middle - 1 }
        }
        return low
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

    /// Whether `text(range) == string`, found by comparing bytes without making a string of the
    /// range unless one of the two is not ASCII and their bytes differ (strings are equal when
    /// canonically equivalent, which differing bytes can be).
    public func text(_ range: ByteRange, equals string: String) -> Bool {
        let start = min(max(0, range.start), bytes.count)
        let end = min(max(start, range.end), bytes.count)
        let spelled = bytes[start..<end]
        if string.hasUTF8(spelled) { return true }
        if string.utf8.allSatisfy({ $0 < 0x80 }) && spelled.allSatisfy({ $0 < 0x80 }) { return false }
        return text(range) == string
    }

    /// The resolved location of `offset` (1-based line and columns).
    /// For a composed source, the location is in the file that holds `offset` (see
    /// ``file(containing:)`` for its path).
    public func location(of offset: Int) -> SourceLocation {
        guard !components.isEmpty else { return lineTable.location(of: offset, in: bytes) }
        let (file, local) = origin(of: offset)
        return file.lineTable.location(of: local, in: file.bytes)
    }
}

/// A human-facing position: 1-based line, byte column and character column.
///
/// Columns count from the start of the line's text, which on the first line is after a leading
/// byte order mark (see ``LineTable``), so every renderer reports the same column.
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

/// A source's line table, built on first use by whichever thread asks first.
private final class LazyLineTable: @unchecked Sendable {
    /// Guards ``built``, the only mutable state.
    private let lock = SerialLock()
    private var built: LineTable?

    /// The line table of `bytes`, built now if no caller has asked for it before.
    func table(of bytes: [UInt8]) -> LineTable {
        lock.withLock {
            if let built { return built }
            let table = LineTable(bytes: bytes)
            built = table
            return table
        }
    }
}
