/// The URLs navc accepts as literals (`URL("https://example.com")`), which the generated code
/// spells `URL(string: "...")!`: absolute URLs in the strict RFC 3986 form, which
/// `URL(string:)` parses on every platform and version (before iOS 17 and macOS 14 it returns
/// nil for a space, a non-ASCII character or a stray '%', which later versions encode).
public enum URLLiteral {
    /// Why `text` is not such a URL, or nil when it is one.
    public static func problem(in text: String) -> String? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return "it is empty" }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else {
            return "it has no scheme (such as 'https:')"
        }
        let scheme = bytes[..<colon]
        guard scheme[scheme.startIndex].isASCIILetter,
            scheme.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "+-.".utf8.contains($0) })
        else {
            return
                "its scheme '\(String(decoding: scheme, as: UTF8.self))' is not letters, digits, '+', '-' and '.' after a letter"
        }
        var index = colon + 1
        var sawFragment = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2])
                else {
                    return "'%' must start a percent escape of two hex digits"
                }
                index += 3
                continue
            }
            if byte == UInt8(ascii: "#") {
                if sawFragment { return "it has a second '#' (write %23)" }
                sawFragment = true
            } else if !isAllowed(byte) {
                return "\(describe(byte, in: bytes, at: index)) must be percent-encoded"
            }
            index += 1
        }
        return nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        byte.isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// Unreserved characters, and the delimiters RFC 3986 allows outside a host's brackets.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || "-._~:/?@!$&'()*+,;=".utf8.contains(byte)
    }

    /// "a space", "'é'", "'['".
    private static func describe(_ byte: UInt8, in bytes: [UInt8], at index: Int) -> String {
        if byte == UInt8(ascii: " ") { return "a space" }
        if byte < 0x80 {
            return byte < 0x20 || byte == 0x7F
                ? "a control character" : "'\(Character(Unicode.Scalar(byte)))'"
        }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }
}
