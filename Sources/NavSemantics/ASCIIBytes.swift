extension UInt8 {
    /// Whether the byte is an ASCII letter, `a` to `z` or `A` to `Z`: the checker reads URLs and
    /// deep-link patterns as UTF-8 bytes, whose syntax is ASCII.
    var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }

    /// Whether the byte is an ASCII digit, `0` to `9`.
    var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
