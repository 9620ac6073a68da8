/// How the generated deep-link code writes route values into path segments and reads them back,
/// and which segments a pattern's literal matches.
///
/// The translator writes these rules into the generated `DeepLinkComponents` and parsers; they
/// are stated once here so that what navc decides about links follows them too: the planner's
/// match order and the literals each placeholder must not spell, and what `navc diff` says about
/// the links an old version made. A value's *text* is what its codec makes of it (`description`,
/// `uuidString`, `absoluteString`, base64) before percent-encoding; a *segment* is what the link
/// holds between two slashes.
public enum DeepLinkText {
    /// Whether `byte` is one of RFC 3986's unreserved characters, which segments hold as they are.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// `text` as the generated `encode(_:)` writes it (`addingPercentEncoding` with the
    /// unreserved characters allowed): every other UTF-8 byte as `%XX` in uppercase hex.
    public static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` percent-decoded as `removingPercentEncoding` decodes it, or nil when a `%` starts
    /// no escape of two hex digits or the bytes are not UTF-8 (the generated `decode(_:)` then
    /// keeps the segment as it is).
    public static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces bytes that are not UTF-8, so the text differs from them.
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The segment a placeholder writes for the value text `text`, unless it would spell a
    /// literal it avoids (``DeepLinkLiterals``): the text percent-encoded, and `.` and `..`
    /// as `%2E` and `%2E%2E` (``isDotSegment(_:)``).
    public static func segment(writing text: String) -> String {
        isDotSegment(text) ? String(repeating: "%2E", count: text.utf8.count) : percentEncoded(text)
    }

    /// Whether `text` is a dot segment, `.` or `..`, which URL standardization (RFC 3986's
    /// `remove_dot_segments`, `URL.standardized`, browsers) removes from a path with the
    /// segment before it: a pattern cannot have one as a literal (NAV220), and a value that is
    /// one is written with its dots percent-encoded, which standardization keeps.
    public static func isDotSegment(_ text: String) -> Bool {
        text == "." || text == ".."
    }

    /// Whether the literal segment `literal` of a pattern matches the segment written for the
    /// value text `text`, as the generated `segment(_:is:)` decides: the segment is the literal
    /// as the pattern writes it, or percent-encoded as navc writes links. A pattern's own literal
    /// is written as the value text of itself, so this also says whether two literals match the
    /// same links.
    public static func literal(_ literal: String, matchesValue text: String) -> Bool {
        let written = segment(writing: text)
        return written == literal || written == percentEncoded(literal)
    }

    /// The value texts whose segments `literal` matches: the literal itself, and the text it
    /// spells when it is written percent-encoded the way navc encodes (`caf%C3%A9` for `café`).
    public static func values(matchedBy literal: String) -> [String] {
        guard let decoded = percentDecoded(literal), decoded != literal, segment(writing: decoded) == literal
        else { return [literal] }
        return [literal, decoded]
    }

    // MARK: - Values of each type

    /// Whether some value of `type` has the text `text`: what the generated code writes into a
    /// placeholder of that type (the type's `description`, `uuidString`, `absoluteString` or
    /// base64). For a type the app declares, whose texts navc cannot know, true.
    public static func writes(_ text: String, as type: TypeReference) -> Bool {
        guard let standard = type.fullyUnwrapped.standardType else { return true }
        switch standard {
        case .string, .substring: return true
        case .character: return text.count == 1
        case .bool: return text == "true" || text == "false"
        case .int: return roundTrips(Int.self, text)
        case .int8: return roundTrips(Int8.self, text)
        case .int16: return roundTrips(Int16.self, text)
        case .int32: return roundTrips(Int32.self, text)
        case .int64: return roundTrips(Int64.self, text)
        case .uint: return roundTrips(UInt.self, text)
        case .uint8: return roundTrips(UInt8.self, text)
        case .uint16: return roundTrips(UInt16.self, text)
        case .uint32: return roundTrips(UInt32.self, text)
        case .uint64: return roundTrips(UInt64.self, text)
        // CGFloat is written through Double, and a date as its seconds since the reference date.
        case .double, .cgFloat, .date: return roundTrips(Double.self, text)
        case .float: return roundTrips(Float.self, text)
        case .decimal: return text == "NaN" || isDecimalNumber(text)
        case .uuid: return isUUID(text, lowercaseAllowed: false)
        case .url: return !text.isEmpty
        case .data: return isBase64(text, canonical: true)
        }
    }

    /// Whether the generated parser reads the value text `text` into a value of `type` (the
    /// type's `init?(_:)`, `init?(uuidString:)`, `init?(string:)` or `init?(base64Encoded:)`).
    /// For a type the app declares, true.
    public static func reads(_ text: String, as type: TypeReference) -> Bool {
        guard let standard = type.fullyUnwrapped.standardType else { return true }
        switch standard {
        case .string, .substring: return true
        case .character: return text.count == 1
        case .bool: return Bool(text) != nil
        case .int: return Int(text) != nil
        case .int8: return Int8(text) != nil
        case .int16: return Int16(text) != nil
        case .int32: return Int32(text) != nil
        case .int64: return Int64(text) != nil
        case .uint: return UInt(text) != nil
        case .uint8: return UInt8(text) != nil
        case .uint16: return UInt16(text) != nil
        case .uint32: return UInt32(text) != nil
        case .uint64: return UInt64(text) != nil
        case .double, .cgFloat, .date: return Double(text) != nil
        case .float: return Float(text) != nil
        case .decimal: return startsWithNumber(text)
        case .uuid: return isUUID(text, lowercaseAllowed: true)
        case .url: return !text.isEmpty
        case .data: return isBase64(text, canonical: false)
        }
    }

    /// Whether a placeholder of `type` reads every text: a String or a Substring, or a type the
    /// app declares (navc cannot know which texts it refuses).
    public static func readsEverything(as type: TypeReference) -> Bool {
        guard let standard = type.fullyUnwrapped.standardType else { return true }
        return standard == .string || standard == .substring
    }

    /// Value texts of every kind the standard types write, to find one that two types share.
    static let probes = [
        "a", "0", "1", "-1", "42", "1234", "0.0", "1.0", "1.5", "-0.5", "1e+20", "nan", "inf", "NaN", "true",
        "false", "AAAA", "AA==", "00000000-0000-0000-0000-000000000000", "https://example.com",
    ]

    /// A value text that a placeholder of type `writer` writes and one of type `reader` reads,
    /// or nil when they share none: where an old link held a value of one type, whether a new
    /// pattern's placeholder of the other type can read it.
    public static func sharedText(writtenAs writer: TypeReference, readAs reader: TypeReference) -> String? {
        probes.first { writes($0, as: writer) && reads($0, as: reader) }
    }

    /// Whether `text` is what `T(text)?.description` gives back.
    private static func roundTrips<T: LosslessStringConvertible>(_ type: T.Type, _ text: String) -> Bool {
        T(text)?.description == text
    }

    /// `-12.5`: a sign, digits, and a fraction, as `Decimal.description` writes.
    private static func isDecimalNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return (1...2).contains(parts.count)
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }

    /// Whether `Decimal(string:)` may read `text`: it reads the number at the start of the text
    /// after white space, and Foundation versions differ in what they make of a text that
    /// starts like a number but is none (`-`, `.`, `e`), so those count as read.
    private static func startsWithNumber(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        guard let first = text.utf8.first(where: { !" \t\n\r".utf8.contains($0) }) else { return true }
        return first.isASCIIDigit || "+-.eE".utf8.contains(first)
    }

    /// `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`: 32 hex digits in groups of 8, 4, 4, 4 and 12;
    /// `uuidString` writes uppercase, and `UUID(uuidString:)` reads either case.
    private static func isUUID(_ text: String, lowercaseAllowed: Bool) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !(byte.isASCIIDigit || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
                || (lowercaseAllowed && (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)))
            {
                return false
            }
        }
        return true
    }

    /// Whether `text` is base64 with padding, as `Data(base64Encoded:)` reads; `canonical`
    /// also requires the bits after the last byte to be zero, as `base64EncodedString()` writes.
    private static func isBase64(_ text: String, canonical: Bool) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count % 4 == 0 else { return false }
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return false }
        var last: UInt8 = 0
        for byte in bytes.dropLast(padding) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): last = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): last = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): last = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): last = 62
            case UInt8(ascii: "/"): last = 63
            default: return false
            }
        }
        guard canonical else { return true }
        switch padding {
        case 1: return last & 0b11 == 0
        case 2: return last & 0b1111 == 0
        default: return true
        }
    }
}

/// The literal segments of a version's deep-link patterns (current and former), found for each
/// placeholder among the patterns that could match the same links. A placeholder's value whose
/// segment one of them matches is written in another percent-encoding of the same text, which no
/// literal matches (`user(name: "me")` beside `/user/me`), so that the link reads back as its own
/// route.
///
/// A pattern's literal matters to a placeholder only when the two patterns have as many segments
/// and every other position of them could match one segment: `/user/me` to `/user/{name}`, not
/// `/post/latest`. Taking every literal at the placeholder's position instead gave every route
/// every other route's literals, so a large app's links carried lists that grew with the square
/// of its routes. To find the candidates without comparing every pair, the patterns of each
/// length are indexed by the literal at each position; a literal that holds `%` (which can match
/// what another literal spells percent-encoded) is indexed as a placeholder, which matches
/// anything.
public struct DeepLinkLiterals: Sendable {
    /// The patterns that have a literal segment, by their number of segments.
    private var patterns: [Int: [[DeepLinkPattern.Segment]]] = [:]
    /// For each length and position, the patterns (indices into `patterns`) by the literal they
    /// have there.
    private var byLiteral: [Int: [[String: [Int]]]] = [:]
    /// For each length and position, the patterns that could match any segment there.
    private var anySegment: [Int: [[Int]]] = [:]

    public init(_ patterns: some Sequence<DeepLinkPattern>) {
        for pattern in patterns where pattern.segments.contains(where: Self.isLiteral) {
            let count = pattern.segments.count
            let index = self.patterns[count, default: []].count
            self.patterns[count, default: []].append(pattern.segments)
            if byLiteral[count] == nil {
                byLiteral[count] = Array(repeating: [:], count: count)
                anySegment[count] = Array(repeating: [], count: count)
            }
            for (position, segment) in pattern.segments.enumerated() {
                if let key = Self.indexKey(segment) {
                    byLiteral[count]![position][key, default: []].append(index)
                } else {
                    anySegment[count]![position].append(index)
                }
            }
        }
    }

    /// The literals at `position` of the patterns that could match a link that `pattern` (whose
    /// segment there is a placeholder) writes.
    public func literals(at position: Int, of pattern: DeepLinkPattern) -> Set<String> {
        let count = pattern.segments.count
        guard let candidates = patterns[count] else { return [] }
        var found: Set<String> = []
        for index in candidateIndices(at: position, of: pattern.segments) {
            let other = candidates[index]
            guard case .literal(let text) = other[position] else { continue }
            let compatible = zip(pattern.segments, other).enumerated().allSatisfy { offset, pair in
                offset == position || Self.canMatchOneSegment(pair.0, pair.1)
            }
            if compatible { found.insert(text) }
        }
        return found
    }

    /// ``literals(at:of:)`` for every placeholder of `pattern` at once, by position (a position
    /// without literals to avoid is left out). The candidates are found once for the pattern and
    /// each is compared with it once, so a pattern of thousands of placeholders takes time in
    /// proportion to them rather than to their square.
    public func literalsAtEachPlaceholder(of pattern: DeepLinkPattern) -> [Int: Set<String>] {
        guard let candidates = patterns[pattern.segments.count] else { return [:] }
        var found: [Int: Set<String>] = [:]
        // A placeholder has no index key, so the candidates of every placeholder's position are
        // those found leaving out no position at all.
        for index in candidateIndices(at: -1, of: pattern.segments) {
            let other = candidates[index]
            // A placeholder can match any one segment, so leaving a placeholder's position out of
            // the comparison changes nothing: one comparison decides for every placeholder.
            guard zip(pattern.segments, other).allSatisfy({ Self.canMatchOneSegment($0, $1) }) else {
                continue
            }
            for (position, segment) in pattern.segments.enumerated() {
                guard case .placeholder = segment, case .literal(let text) = other[position] else { continue }
                found[position, default: []].insert(text)
            }
        }
        return found
    }

    /// Whether a placeholder at `position` of `pattern` writes the value text `text` in navc's
    /// encoding (``DeepLinkText/segment(writing:)``), because no literal there matches that
    /// segment.
    public func writesAsIs(_ text: String, at position: Int, of pattern: DeepLinkPattern) -> Bool {
        Self.writesAsIs(text, avoiding: literals(at: position, of: pattern))
    }

    /// Whether a placeholder whose avoided literals (``literals(at:of:)``) are `avoided` writes
    /// the value text `text` in navc's encoding: for callers that ask about many values at one
    /// placeholder, so that its literals are found once.
    public static func writesAsIs(_ text: String, avoiding avoided: Set<String>) -> Bool {
        !avoided.contains { DeepLinkText.literal($0, matchesValue: text) }
    }

    /// The patterns of `segments.count` segments to compare with: those that could match the
    /// segment at the literal position other than `position` that the fewest patterns could
    /// match, or all of them when there is none.
    private func candidateIndices(at position: Int, of segments: [DeepLinkPattern.Segment]) -> [Int] {
        let count = segments.count
        var fewest: [Int]? = nil
        for (offset, segment) in segments.enumerated() where offset != position {
            guard let key = Self.indexKey(segment) else { continue }
            let matching = (byLiteral[count]?[offset][key] ?? []) + (anySegment[count]?[offset] ?? [])
            if matching.count < fewest?.count ?? Int.max { fewest = matching }
        }
        return fewest ?? Array(patterns[count]?.indices ?? 0..<0)
    }

    /// The key a segment is indexed by: its literal text, or nil when it could match other
    /// texts (a placeholder, or a literal with `%`).
    private static func indexKey(_ segment: DeepLinkPattern.Segment) -> String? {
        guard case .literal(let text) = segment, !text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        return text
    }

    /// Whether some one segment of a link could match both segments.
    private static func canMatchOneSegment(
        _ first: DeepLinkPattern.Segment, _ second: DeepLinkPattern.Segment
    ) -> Bool {
        guard let firstKey = indexKey(first), let secondKey = indexKey(second) else { return true }
        return firstKey == secondKey
    }

    private static func isLiteral(_ segment: DeepLinkPattern.Segment) -> Bool {
        if case .literal = segment { return true }
        return false
    }
}
