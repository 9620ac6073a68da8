extension String {
    /// The range of the first occurrence of `needle`, compared byte for byte in UTF-8 (no
    /// Unicode equivalence), or nil when there is none or `needle` is empty.
    ///
    /// UTF-8 is self-synchronizing, so a match always starts and ends on scalar boundaries:
    /// `"\n"` is found inside `"\r\n"`, which is one `Character`, as escaping needs. This and
    /// ``replacingEvery(_:with:)`` stand in for Foundation's `range(of:)` and
    /// `replacingOccurrences(of:with:)`, which navc does without (see `ARCHITECTURE.md`).
    public func firstLiteralRange(of needle: String) -> Range<String.Index>? {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard let offset = Self.firstOffset(of: pattern, in: haystack, from: 0) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: pattern.count)
    }

    /// The string with every occurrence of `needle` (compared byte for byte in UTF-8, left to
    /// right, without overlaps) replaced by `replacement`.
    public func replacingEvery(_ needle: String, with replacement: String) -> String {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard var found = Self.firstOffset(of: pattern, in: haystack, from: 0) else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(haystack.count)
        var copied = 0
        while true {
            result.append(contentsOf: haystack[copied..<found])
            result.append(contentsOf: replacement.utf8)
            copied = found + pattern.count
            guard let next = Self.firstOffset(of: pattern, in: haystack, from: copied) else { break }
            found = next
        }
        result.append(contentsOf: haystack[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    /// The offset of the first occurrence of `pattern` in `bytes` at or after `start`.
    private static func firstOffset(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count - start >= pattern.count else { return nil }
        var offset = start
        while offset <= bytes.count - pattern.count {
            if bytes[offset] == first && bytes[offset..<offset + pattern.count].elementsEqual(pattern) {
                return offset
            }
            offset += 1
        }
        return nil
    }
}
