/// A deep-link URL pattern such as `/notes/{id}`: literal path segments and whole-segment
/// placeholders naming route parameters.
public struct DeepLinkPattern: Sendable, Hashable {
    /// One path segment.
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The segments after the leading `/` (empty for the pattern `/`).
    public var segments: [Segment]

    /// The pattern as written.
    public var text: String

    /// The pattern with placeholder names erased (`/notes/{}`), so two patterns that match the
    /// same URLs compare equal.
    public var shape: String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .placeholder: "{}"
                }
            }.joined(separator: "/")
    }

    /// Where the generated matcher tries this pattern, as a key compared lexicographically
    /// (smaller first): the number of segments, then a literal (0) before a placeholder (1) at
    /// each position, so the first difference from the left decides and a literal segment wins
    /// over a placeholder. Two patterns with the same key and the same literals have the same
    /// shape, which one version never gives two routes, so the key alone decides which of two
    /// patterns that match the same link opens it.
    public var matchOrder: [Int] {
        [segments.count]
            + segments.map { segment in
                if case .literal = segment { return 0 }
                return 1
            }
    }

    /// The placeholder names in order.
    public var placeholders: [String] {
        segments.compactMap { segment in
            if case .placeholder(let name) = segment { return name }
            return nil
        }
    }

    /// Parses `text`, or returns why it is malformed.
    public static func parse(_ text: String) -> Result<DeepLinkPattern, MalformedPattern> {
        guard text.hasPrefix("/") else { return .failure(MalformedPattern("it must start with '/'")) }
        // Byte comparisons: `String.contains(_: String)` goes through Foundation's slow search.
        if text.utf8.contains(UInt8(ascii: "?")) || text.utf8.contains(UInt8(ascii: "#")) {
            return .failure(
                MalformedPattern("query and fragment are derived from optional parameters; remove '?' or '#'")
            )
        }
        var segments: [Segment] = []
        // The pattern is read as UTF-8 bytes: its syntax is ASCII, and splitting by characters
        // would break graphemes for every segment of every route.
        let parts = text.utf8.dropFirst().split(
            separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        var seen: Set<String> = []
        for (index, part) in parts.enumerated() {
            if part.isEmpty {
                // A single trailing slash is allowed; empty segments elsewhere are not.
                if index == parts.count - 1 { continue }
                return .failure(MalformedPattern("empty path segment ('//')"))
            }
            if part.first == UInt8(ascii: "{") && part.last == UInt8(ascii: "}") && part.count >= 2 {
                let nameBytes = part.dropFirst().dropLast()
                let name = String(Substring(nameBytes))
                guard let first = nameBytes.first, first == UInt8(ascii: "_") || first.isASCIILetter,
                    nameBytes.allSatisfy({ $0 == UInt8(ascii: "_") || $0.isASCIILetter || $0.isASCIIDigit })
                else {
                    return .failure(MalformedPattern("'{\(name)}' is not a parameter name"))
                }
                guard seen.insert(name).inserted else {
                    return .failure(MalformedPattern("'{\(name)}' appears more than once"))
                }
                segments.append(.placeholder(name))
            } else if part.contains(UInt8(ascii: "{")) || part.contains(UInt8(ascii: "}")) {
                return .failure(
                    MalformedPattern("a placeholder must be a whole segment, as in '/notes/{id}'"))
            } else {
                let literal = String(Substring(part))
                // `URL.standardized` and browsers remove dot segments, so no link would keep it.
                guard !DeepLinkText.isDotSegment(literal) else {
                    return .failure(
                        MalformedPattern("'\(literal)' is a dot segment, which URL standardization removes"))
                }
                segments.append(.literal(literal))
            }
        }
        return .success(DeepLinkPattern(segments: segments, text: text))
    }
}

/// Why a deep-link pattern is malformed.
public struct MalformedPattern: Error, Sendable, Hashable {
    public var reason: String
    init(_ reason: String) { self.reason = reason }
}
