/// A half-open range of byte offsets into a source file's UTF-8 bytes.
///
/// Positions are byte offsets everywhere in navc; line and column numbers are computed only
/// when a diagnostic is rendered (see ``LineTable``).
///
/// A range takes 8 bytes: the offsets are stored as `UInt32`, as in ``Token``, which limits a
/// source file to 4 GiB. Every syntax node and most of the semantic model hold ranges, so
/// their size decides much of the memory a large file needs.
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    @usableFromInline var storedStart: UInt32
    @usableFromInline var storedEnd: UInt32

    /// The offset of the first byte in the range.
    @inlinable
    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(truncatingIfNeeded: newValue) }
    }

    /// The offset one past the last byte in the range.
    @inlinable
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(truncatingIfNeeded: newValue) }
    }

    /// Creates a range from `start` up to, but not including, `end`.
    @inlinable
    public init(start: Int, end: Int) {
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: max(start, end))
    }

    /// An empty range at `offset`, used for missing syntax and insertion points.
    @inlinable
    public static func empty(at offset: Int) -> ByteRange {
        ByteRange(start: offset, end: offset)
    }

    /// The number of bytes in the range.
    @inlinable
    public var length: Int { end - start }

    /// Whether the range covers no bytes.
    @inlinable
    public var isEmpty: Bool { start == end }

    /// The smallest range that covers both `self` and `other`.
    @inlinable
    public func union(_ other: ByteRange) -> ByteRange {
        ByteRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// Whether `offset` lies within the range (an empty range contains its own offset).
    @inlinable
    public func contains(_ offset: Int) -> Bool {
        offset >= start && (offset < end || (isEmpty && offset == start))
    }

    @inlinable
    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        lhs.storedStart != rhs.storedStart ? lhs.storedStart < rhs.storedStart : lhs.storedEnd < rhs.storedEnd
    }

    public var description: String { "\(start)..<\(end)" }
}
