/// The byte offsets at which each line of a file starts.
///
/// A line ends at `\n`, at `\r\n`, or at a lone `\r`. The table is built once per file in a
/// single pass over the bytes and answers look-ups by binary search.
public struct LineTable: Sendable {
    /// The offset of the first byte of each line; the first entry is always 0.
    public let lineStarts: [Int]

    /// Builds the table for `bytes`.
    public init(bytes: [UInt8]) {
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

    /// The byte range of line `index` (0-based), without its line terminator.
    public func contentRange(ofLine index: Int, in bytes: [UInt8]) -> ByteRange {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) {
            end -= 1
        }
        return ByteRange(start: start, end: end)
    }

    /// The location of `offset`, with columns in bytes and in Unicode scalars.
    public func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let clamped = min(max(0, offset), bytes.count)
        let line = lineIndex(of: clamped)
        let start = lineStarts[line]
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
