/// Writes `Encodable` values as JSON text, as navc's machine-readable outputs (SARIF, JSON Lines
/// diagnostics, the graph's JSON) need it: object keys sorted by their UTF-8 bytes, `/` not
/// escaped, text outside ASCII written as UTF-8, control characters escaped, an optional that is
/// nil left out, and optionally pretty-printed with two spaces per level and `"key" : value`.
///
/// The text is Foundation's `JSONEncoder`'s with `.sortedKeys` and `.withoutEscapingSlashes`
/// (and `.prettyPrinted` when asked) on Linux, which tests compare it with; navc writes it itself
/// so that it does not link Foundation (see `ARCHITECTURE.md`, "Starting up") and so that the
/// same value gives the same bytes on every platform and toolchain.
public struct JSONTextEncoder: Sendable {
    /// Whether to write one member or element per line, indented.
    public var prettyPrinted: Bool

    /// Creates an encoder.
    public init(prettyPrinted: Bool = false) {
        self.prettyPrinted = prettyPrinted
    }

    /// The JSON text of `value`, without a trailing line break; throws what `value`'s
    /// `encode(to:)` throws.
    public func text<Value: Encodable>(of value: Value) throws -> String {
        let root = JSONNode()
        try root.store(value, codingPath: [])
        var output: [UInt8] = []
        root.write(to: &output, prettyPrinted: prettyPrinted, level: 0)
        return String(decoding: output, as: UTF8.self)
    }
}

/// One value of the document as the encoder builds it. Containers are filled in after they are
/// made (an `Encodable` asks for its container, then adds to it), so nodes are references.
private final class JSONNode {
    /// What a node holds.
    enum Content {
        /// A number, `true`, `false` or `null`, as written.
        case literal(String)
        case string(String)
        case array([JSONNode])
        case object([String: JSONNode])
    }

    var content = Content.literal("null")

    /// Makes the node an object (keeping its members if it is one already).
    func becomeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    /// Makes the node an array (keeping its elements if it is one already).
    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    /// Adds a member to an object node; the node stays as it is when it is no object.
    func addMember(_ key: String, _ child: JSONNode) {
        guard case .object(var members) = content else { return }
        content = .literal("null")  // Leaves `members` the only reference, so it grows in place.
        members[key] = child
        content = .object(members)
    }

    /// Adds an element to an array node; the node stays as it is when it is no array.
    func addElement(_ child: JSONNode) {
        guard case .array(var elements) = content else { return }
        content = .literal("null")  // Leaves `elements` the only reference, so it grows in place.
        elements.append(child)
        content = .array(elements)
    }

    /// The number of elements of an array node (0 for any other).
    var elementCount: Int {
        guard case .array(let elements) = content else { return 0 }
        return elements.count
    }

    /// Stores `value`: the standard library's scalars directly, anything else through its
    /// `encode(to:)`.
    func store<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: content = .string(text)
        case let flag as Bool: content = .literal(flag ? "true" : "false")
        case let number as Double: content = .literal(Self.text(of: number))
        case let number as Float: content = .literal(Self.text(of: Double(number)))
        case let number as any BinaryInteger: content = .literal("\(number)")
        default: try value.encode(to: JSONNodeEncoder(node: self, codingPath: codingPath))
        }
    }

    /// A floating-point number as JSON writes it: whole numbers without a fraction, and negative
    /// zero as `-0`.
    static func text(of number: Double) -> String {
        if number == 0 { return number.sign == .minus ? "-0" : "0" }
        if number.rounded() == number && abs(number) < 9_007_199_254_740_992 { return "\(Int64(number))" }
        return "\(number)"
    }

    func write(to output: inout [UInt8], prettyPrinted: Bool, level: Int) {
        switch content {
        case .literal(let literal):
            output.append(contentsOf: literal.utf8)
        case .string(let string):
            Self.writeString(string, to: &output)
        case .array(let elements):
            writeContainer(
                opening: "[", closing: "]", count: elements.count, to: &output, prettyPrinted: prettyPrinted,
                level: level
            ) { index, output in
                elements[index].write(to: &output, prettyPrinted: prettyPrinted, level: level + 1)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            writeContainer(
                opening: "{", closing: "}", count: sorted.count, to: &output, prettyPrinted: prettyPrinted,
                level: level
            ) { index, output in
                Self.writeString(sorted[index].key, to: &output)
                output.append(contentsOf: (prettyPrinted ? " : " : ":").utf8)
                sorted[index].value.write(to: &output, prettyPrinted: prettyPrinted, level: level + 1)
            }
        }
    }

    /// Writes `[` or `{`, the `count` entries `writeEntry` writes, separated by commas (and line
    /// breaks and indentation when pretty-printed), and the closing bracket. An empty container
    /// pretty-printed is an empty line between its brackets, as Foundation writes it.
    private func writeContainer(
        opening: Unicode.Scalar, closing: Unicode.Scalar, count: Int, to output: inout [UInt8],
        prettyPrinted: Bool, level: Int, writeEntry: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: opening))
        if prettyPrinted {
            output.append(UInt8(ascii: "\n"))
            if count == 0 { output.append(UInt8(ascii: "\n")) }
        }
        for index in 0..<count {
            if index > 0 { output.append(contentsOf: (prettyPrinted ? ",\n" : ",").utf8) }
            if prettyPrinted { Self.indent(level + 1, to: &output) }
            writeEntry(index, &output)
        }
        if prettyPrinted {
            if count > 0 { output.append(UInt8(ascii: "\n")) }
            Self.indent(level, to: &output)
        }
        output.append(UInt8(ascii: closing))
    }

    private static func indent(_ level: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
    }

    /// The lowercase hexadecimal digits, as `\u00XX` escapes write them.
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Writes `text` quoted: `"` and `\` escaped, control characters as `\n`, `\t` and the
    /// like or `\u00XX`, everything else as its UTF-8.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// The `Encoder` an `Encodable` writes itself into: it fills in one node.
private struct JSONNodeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return JSONUnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// The key of an array element in a coding path.
private struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    /// A new member node for `key`.
    private func member(_ key: Key) -> JSONNode {
        let child = JSONNode()
        node.addMember(key.stringValue, child)
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { member(key).content = .literal("null") }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try member(key).store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        JSONNodeEncoder(node: member(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONNodeEncoder(node: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        JSONNodeEncoder(node: member(Key(stringValue: "super")!), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONNodeEncoder(node: member(key), codingPath: codingPath + [key])
    }
}

private struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.elementCount }

    /// A new element node at the end.
    private func element() -> JSONNode {
        let child = JSONNode()
        node.addElement(child)
        return child
    }

    mutating func encodeNil() throws { element().content = .literal("null") }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let key = JSONIndexKey(count)
        try element().store(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let key = JSONIndexKey(count)
        return JSONNodeEncoder(node: element(), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = JSONIndexKey(count)
        return JSONNodeEncoder(node: element(), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = JSONIndexKey(count)
        return JSONNodeEncoder(node: element(), codingPath: codingPath + [key])
    }
}

private struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .literal("null") }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try node.store(value, codingPath: codingPath)
    }
}
