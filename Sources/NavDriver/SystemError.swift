#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call, with the C library's `errno` and the reason `strerror` gives for it.
public struct SystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` value, such as `ENOSPC`.
    public var number: Int32

    /// Creates an error for `number`.
    public init(_ number: Int32) {
        self.number = number
    }

    /// The error of the system call that just failed.
    public static var current: SystemError { SystemError(errno) }

    /// The reason as a lowercase phrase, such as `no space left on device`, so it reads well
    /// after a colon in a diagnostic.
    public var reason: String {
        let text = String(cString: strerror(number))
        guard let first = text.first, first.isUppercase, !text.dropFirst().prefix(1).allSatisfy(\.isUppercase)
        else { return text }
        return first.lowercased() + text.dropFirst()
    }

    public var description: String { reason }
}

/// Paths as the operating system sees them: bytes, which need not be UTF-8.
///
/// Swift strings hold Unicode text, so a command-line argument that is not valid UTF-8 would
/// lose bytes when decoded. Instead, each byte of an invalid sequence is kept as one scalar of
/// the private-use range U+10FF80–U+10FFFF (byte 0x80 + n becomes U+10FF80 + n), and
/// ``bytes(_:)`` turns those scalars back into the original bytes when the path is opened.
/// Every valid UTF-8 argument decodes to itself.
public enum RawPath {
    /// The first scalar that stands for a raw byte (0x80).
    private static let firstEscape: UInt32 = 0x10_FF80

    /// Decodes `bytes`, an argument from `argv` or a name from a folder, keeping invalid
    /// sequences as escape scalars. Valid UTF-8, the usual case, is decoded in one step.
    public static func decode(_ bytes: [UInt8]) -> String {
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            guard length > 0 else { break }
            index += length
        }
        guard index < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
        // Some byte is not UTF-8: the valid runs are copied and each invalid byte becomes the
        // UTF-8 of its escape scalar, so the string is made once.
        var text = Array(bytes[..<index])
        text.reserveCapacity(bytes.count + 8)
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length == 0 {
                UTF8.encode(Unicode.Scalar(firstEscape + UInt32(bytes[index] - 0x80))!) { text.append($0) }
                index += 1
            } else {
                text += bytes[index..<index + length]
                index += length
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of `path` for the operating system: UTF-8, with escape scalars turned back
    /// into the bytes they stand for.
    public static func bytes(_ path: String) -> [UInt8] {
        var result: [UInt8] = []
        for scalar in path.unicodeScalars {
            if scalar.value >= firstEscape {
                result.append(UInt8(scalar.value - firstEscape + 0x80))
            } else {
                result.append(contentsOf: String(scalar).utf8)
            }
        }
        return result
    }

    /// `path` for messages and generated headers: each raw byte shown as `\xHH`.
    public static func display(_ path: String) -> String {
        var result = ""
        for scalar in path.unicodeScalars {
            if scalar.value >= firstEscape {
                let byte = scalar.value - firstEscape + 0x80
                result += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Calls `body` with `path` as a NUL-terminated C string of its raw bytes.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result
    {
        let bytes = self.bytes(path).map { CChar(bitPattern: $0) } + [0]
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}
