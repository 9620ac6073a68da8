/// A half-open range of byte offsets into a source file's UTF-8 bytes.
///
/// Positions are byte offsets everywhere in navc; line and column numbers are computed only
/// when a diagnostic is rendered (see ``LineTable``).
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The offset of the first byte in the range.
    public var start: Int
    /// The offset one past the last byte in the range.
    public var end: Int

    /// Creates a range from `start` up to, but not including, `end`.
    @inlinable
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
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

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}
