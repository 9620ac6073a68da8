import NavSource

/// A JSON value with the byte range it was read from, so that errors about configuration
/// files point at the offending key or value.
///
/// ``LocatedJSON/parse(_:)`` reads RFC 8259 JSON from UTF-8 bytes. It never traps: malformed
/// input, and nesting deeper than ``LocatedJSON/maximumDepth``, give an error with a position.
public struct LocatedJSON: Sendable, Hashable {
    /// The kinds of JSON values.
    public enum Value: Sendable, Hashable {
        case object([Member])
        case array([LocatedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object, in source order.
    public struct Member: Sendable, Hashable {
        /// The key, decoded.
        public var key: String
        /// Where the key is written, quotes included.
        public var keyRange: ByteRange
        /// The value.
        public var value: LocatedJSON
    }

    /// A syntax error: what was expected, and where.
    public struct SyntaxError: Error, Sendable, Hashable {
        /// A lowercase phrase such as `expected ',' or '}' after an object member`.
        public var message: String
        /// Where the problem is (empty at the offending position).
        public var range: ByteRange
    }

    /// The value.
    public var value: Value
    /// Where the value is written.
    public var range: ByteRange

    /// How deeply arrays and objects may nest.
    public static let maximumDepth = 64

    /// The value as it would be written in JSON, for messages: `"private"`, `3`, `an object`.
    public var summary: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text): return "\"\(text)\""
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return String(flag)
        case .null: return "null"
        }
    }

    /// Parses `bytes` as one JSON value surrounded by optional whitespace.
    public static func parse(_ bytes: [UInt8]) -> Result<LocatedJSON, SyntaxError> {
        var parser = JSONParser(bytes: bytes)
        do throws(SyntaxError) {
            parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.position == bytes.count else {
                throw parser.error("expected the end of the file after the value")
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}

/// The recursive-descent reader behind ``LocatedJSON/parse(_:)``.
private struct JSONParser {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A leading byte order mark is not part of the value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The byte at the current position, if any.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// An error at the current position.
    func error(_ message: String) -> LocatedJSON.SyntaxError {
        let end = min(position + 1, bytes.count)
        return LocatedJSON.SyntaxError(
            message: message, range: ByteRange(start: position, end: max(position, end)))
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            position += 1
        }
    }

    mutating func parseValue(depth: Int) throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        guard let byte = current else { throw error("expected a value") }
        let start = position
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < LocatedJSON.maximumDepth else { throw error("objects and arrays nest too deeply") }
            return try parseObject(depth: depth)
        case UInt8(ascii: "["):
            guard depth < LocatedJSON.maximumDepth else { throw error("objects and arrays nest too deeply") }
            return try parseArray(depth: depth)
        case UInt8(ascii: "\""):
            let text = try parseString()
            return LocatedJSON(value: .string(text), range: ByteRange(start: start, end: position))
        case UInt8(ascii: "t"):
            try expectWord("true")
            return LocatedJSON(value: .bool(true), range: ByteRange(start: start, end: position))
        case UInt8(ascii: "f"):
            try expectWord("false")
            return LocatedJSON(value: .bool(false), range: ByteRange(start: start, end: position))
        case UInt8(ascii: "n"):
            try expectWord("null")
            return LocatedJSON(value: .null, range: ByteRange(start: start, end: position))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "'"):
            throw error("strings use double quotes")
        default:
            throw error("expected a value")
        }
    }

    mutating func expectWord(_ word: String) throws(LocatedJSON.SyntaxError) {
        let spelling = Array(word.utf8)
        guard bytes[position...].starts(with: spelling) else { throw error("expected a value") }
        position += spelling.count
    }

    mutating func parseObject(depth: Int) throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        let start = position
        position += 1
        var members: [LocatedJSON.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return LocatedJSON(value: .object(members), range: ByteRange(start: start, end: position))
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error(members.isEmpty ? "expected a key in double quotes" : "expected a key after ','")
            }
            let keyStart = position
            let key = try parseString()
            let keyRange = ByteRange(start: keyStart, end: position)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            position += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(LocatedJSON.Member(key: key, keyRange: keyRange, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                if current == UInt8(ascii: "}") { throw error("a trailing ',' is not allowed in JSON") }
                continue
            }
            guard current == UInt8(ascii: "}") else {
                throw error("expected ',' or '}' after an object member")
            }
            position += 1
            return LocatedJSON(value: .object(members), range: ByteRange(start: start, end: position))
        }
    }

    mutating func parseArray(depth: Int) throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        let start = position
        position += 1
        var elements: [LocatedJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return LocatedJSON(value: .array(elements), range: ByteRange(start: start, end: position))
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw error("a trailing ',' is not allowed in JSON") }
                continue
            }
            guard current == UInt8(ascii: "]") else {
                throw error("expected ',' or ']' after an array element")
            }
            position += 1
            return LocatedJSON(value: .array(elements), range: ByteRange(start: start, end: position))
        }
    }

    /// Reads a string starting at its opening quote and returns its decoded text.
    mutating func parseString() throws(LocatedJSON.SyntaxError) -> String {
        position += 1
        var decoded: [UInt8] = []
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: decoded, as: UTF8.self) else {
                    throw error("the string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                guard let escape = current else { throw error("unterminated string") }
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHexQuad()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard bytes[position...].starts(with: Array("\\u".utf8)) else {
                            throw error("a high surrogate must be followed by a low surrogate")
                        }
                        position += 2
                        let low = try parseHexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("a high surrogate must be followed by a low surrogate")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let character = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    decoded += Array(String(character).utf8)
                default:
                    position -= 1
                    throw error("invalid escape in a string")
                }
            case 0x00..<0x20:
                throw error("control characters must be escaped in a string")
            default:
                decoded.append(byte)
                position += 1
            }
        }
    }

    /// Reads the four hexadecimal digits of a `\u` escape.
    mutating func parseHexQuad() throws(LocatedJSON.SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    mutating func parseNumber() throws(LocatedJSON.SyntaxError) -> LocatedJSON {
        let start = position
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
        if current == UInt8(ascii: "-") { position += 1 }
        guard isDigit(current) else { throw error("expected a digit") }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            while isDigit(current) { position += 1 }
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard isDigit(current) else { throw error("expected a digit after '.'") }
            while isDigit(current) { position += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard isDigit(current) else { throw error("expected a digit in the exponent") }
            while isDigit(current) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return LocatedJSON(value: .number(Double(text) ?? 0), range: ByteRange(start: start, end: position))
    }
}
