/// A deep-link URL pattern such as `/notes/{id}` or `/search?q={query}`: literal path segments
/// and whole-segment placeholders naming route parameters, then query items that name the key
/// a parameter travels under.
public struct DeepLinkPattern: Sendable, Hashable {
    /// One path segment.
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// A query item of the pattern, `q={query}`: the key a parameter's value travels under.
    public struct QueryItem: Sendable, Hashable {
        public var key: String
        /// The parameter, by name.
        public var name: String
    }

    /// The segments after the leading `/` (empty for the pattern `/`).
    public var segments: [Segment]

    /// The query items the pattern writes out (`/search?q={query}`), in order. A parameter that
    /// is in neither the path nor these and is optional or defaulted travels in the query under
    /// its own name.
    public var query: [QueryItem] = []

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

    /// The names of the parameters in ``query``, in order.
    public var queryPlaceholders: [String] { query.map(\.name) }

    /// The key the query item of parameter `name` is written under, when the pattern names one.
    public func queryKey(for name: String) -> String? { query.first { $0.name == name }?.key }

    /// ``queryKey(for:)`` of every parameter the query names, made in one pass: a query of
    /// thousands of items would otherwise be searched once an item. A name listed twice keeps
    /// its first item's key, as ``queryKey(for:)`` finds it.
    public var queryKeysByName: [String: String] {
        var keys: [String: String] = [:]
        keys.reserveCapacity(query.count)
        for item in query where keys[item.name] == nil { keys[item.name] = item.key }
        return keys
    }

    /// Parses `text`, or returns why it is malformed.
    public static func parse(_ text: String) -> Result<DeepLinkPattern, MalformedPattern> {
        guard text.hasPrefix("/") else { return .failure(MalformedPattern("it must start with '/'")) }
        // Byte comparisons: `String.contains(_: String)` goes through Foundation's slow search.
        if text.utf8.contains(UInt8(ascii: "#")) {
            return .failure(MalformedPattern("a link pattern has no fragment; remove '#'"))
        }
        let bytes = text.utf8
        let queryStart = bytes.firstIndex(of: UInt8(ascii: "?"))
        var segments: [Segment] = []
        // The pattern is read as UTF-8 bytes: its syntax is ASCII, and splitting by characters
        // would break graphemes for every segment of every route.
        let parts = bytes[bytes.index(after: bytes.startIndex)..<(queryStart ?? bytes.endIndex)].split(
            separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        var seen: Set<String> = []
        for (index, part) in parts.enumerated() {
            if part.isEmpty {
                // A single trailing slash is allowed; empty segments elsewhere are not.
                if index == parts.count - 1 { continue }
                return .failure(MalformedPattern("empty path segment ('//')"))
            }
            if part.first == UInt8(ascii: "{") && part.last == UInt8(ascii: "}") && part.count >= 2 {
                let name: String
                switch placeholderName(part) {
                case .success(let valid): name = valid
                case .failure(let malformed): return .failure(malformed)
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
        var query: [QueryItem] = []
        if let queryStart {
            var keys: Set<String> = []
            for item in bytes[bytes.index(after: queryStart)...].split(
                separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
            {
                let parts = item.split(
                    separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
                let malformed = MalformedPattern(
                    "a query item must be 'key={parameter}', as in '/search?q={query}'")
                guard parts.count == 2, let value = parts.last, value.count > 2,
                    value.first == UInt8(ascii: "{"), value.last == UInt8(ascii: "}")
                else { return .failure(malformed) }
                let key = String(Substring(parts[0]))
                // The key is written as it is, so it holds only characters links keep unencoded.
                guard !parts[0].isEmpty, parts[0].allSatisfy(DeepLinkText.isUnreserved) else {
                    return .failure(
                        MalformedPattern(
                            "the query key '\(key)' must be letters, digits, '-', '.', '_' or '~'"))
                }
                let name: String
                switch placeholderName(value) {
                case .success(let valid): name = valid
                case .failure(let malformed): return .failure(malformed)
                }
                guard keys.insert(key).inserted else {
                    return .failure(MalformedPattern("the query key '\(key)' appears more than once"))
                }
                guard seen.insert(name).inserted else {
                    return .failure(MalformedPattern("'{\(name)}' appears more than once"))
                }
                query.append(QueryItem(key: key, name: name))
            }
        }
        return .success(DeepLinkPattern(segments: segments, query: query, text: text))
    }
}

extension DeepLinkPattern {
    /// The parameter name in `{name}` (the braces included in `bytes`), or why it is none.
    fileprivate static func placeholderName(_ bytes: Substring.UTF8View.SubSequence) -> Result<
        String, MalformedPattern
    > {
        let nameBytes = bytes.dropFirst().dropLast()
        let name = String(Substring(nameBytes))
        guard let first = nameBytes.first, first == UInt8(ascii: "_") || first.isASCIILetter,
            nameBytes.allSatisfy({ $0 == UInt8(ascii: "_") || $0.isASCIILetter || $0.isASCIIDigit })
        else {
            return .failure(MalformedPattern("'{\(name)}' is not a parameter name"))
        }
        return .success(name)
    }
}

/// Why a deep-link pattern is malformed.
public struct MalformedPattern: Error, Sendable, Hashable {
    public var reason: String
    init(_ reason: String) { self.reason = reason }
}
