/// The byte offsets at which each line of a file starts.
///
/// A line ends at `\n`, at `\r\n`, or at a lone `\r`. The table is built once per file in a
/// single pass over the bytes and answers look-ups by binary search.
///
/// A leading UTF-8 byte order mark (EF BB BF) is not part of the text, as the grammar says: the
/// first line's content and columns start after it, so line 1 column 1 is the byte after the mark
/// in every renderer. Byte offsets still count the mark.
public struct LineTable: Sendable {
    /// The offset of the first byte of each line; the first entry is always 0, even when the file
    /// starts with a byte order mark (see ``textStart``).
    public let lineStarts: [Int]
    /// The offset at which the first line's text starts: 3 after a leading UTF-8 byte order mark,
    /// else 0.
    public let textStart: Int

    /// Builds the table for `bytes`.
    public init(bytes: [UInt8]) {
        textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < count && buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        lineStarts = starts
    }

    /// The number of lines (a file with no newline has one line).
    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line that contains `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The offset of the first byte of line `index` (0-based) that counts as text: the line's
    /// start, or for the first line the byte after a byte order mark.
    public func textStart(ofLine index: Int) -> Int {
        index == 0 ? textStart : lineStarts[index]
    }

    /// The byte range of line `index` (0-based), without its line terminator and, for the first
    /// line, without a byte order mark.
    public func contentRange(ofLine index: Int, in bytes: [UInt8]) -> ByteRange {
        let start = textStart(ofLine: index)
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
            end -= 1
        }
        return ByteRange(start: start, end: end)
    }

    /// The location of `offset`, with columns in bytes and in Unicode scalars. Columns count from
    /// the line's text, so an offset inside a byte order mark is at column 1.
    public func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let line = lineIndex(of: min(max(0, offset), bytes.count))
        let start = textStart(ofLine: line)
        let clamped = min(max(start, offset), bytes.count)
        var characters = 0
        var index = start
        while index < clamped {
            // Count every byte that is not a UTF-8 continuation byte as one scalar.
            if bytes[index] & 0xC0 != 0x80 { characters += 1 }
            index += 1
        }
        return SourceLocation(line: line + 1, column: clamped - start + 1, characterColumn: characters + 1)
    }
}
