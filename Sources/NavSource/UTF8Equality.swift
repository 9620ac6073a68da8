extension String {
    /// Whether the string's UTF-8 encoding is exactly `bytes`: a comparison of bytes, with the
    /// lengths first, and not `==`'s canonical equivalence. It reads the bytes where they are,
    /// so the lexer's and checker's comparisons of source text make no strings.
    @inlinable
    public func hasUTF8(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
        var string = self
        return string.withUTF8 { utf8 in
            guard utf8.count == bytes.count else { return false }
            var index = bytes.startIndex
            for byte in utf8 {
                if byte != bytes[index] { return false }
                bytes.formIndex(after: &index)
            }
            return true
        }
    }
}
