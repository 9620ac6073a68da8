import NavSyntax

/// A type written in a `.nav` file, in canonical form, so the checker compares types by
/// structure rather than by how they are spelled.
///
/// Canonicalization happens once, when the type is built from syntax: `Optional<Int>` and
/// `Swift.Optional<Swift.Int>` become `Int?`, `Array<T>` becomes `[T]`, `Dictionary<K, V>`
/// becomes `[K: V]`, `Set<T>` gets its own case, and a `Swift.` or `Foundation.` prefix on a
/// standard type is dropped. Everything else (user types such as `Note.ID`) stays as written,
/// so it matches only itself. A standard generic name with the wrong number of arguments
/// (`Array<Int, Int>`) also stays as written; the checker reports it.
public indirect enum TypeReference: Sendable, Hashable, CustomStringConvertible {
    /// `Note.ID`, `String`: dotted components with generic arguments.
    case named([NameComponent])
    /// `T?`
    case optional(TypeReference)
    /// `[T]`
    case array(TypeReference)
    /// `Set<T>`
    case set(TypeReference)
    /// `[K: V]`
    case dictionary(key: TypeReference, value: TypeReference)
    /// A type the parser could not read (already diagnosed); compatible with everything.
    case error

    /// One dotted component of a named type.
    public struct NameComponent: Sendable, Hashable {
        public var name: String
        public var genericArguments: [TypeReference]

        /// Creates a component.
        public init(name: String, genericArguments: [TypeReference] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    /// Resolves a syntax tree type to its canonical form.
    public init(_ syntax: TypeSyntax, in tree: SyntaxTree) {
        switch syntax {
        case .named(let components, _):
            self = Self.canonical(
                components.map { component in
                    NameComponent(
                        name: tree.text(component.name),
                        genericArguments: component.genericArguments.map { TypeReference($0, in: tree) })
                })
        case .optional(let wrapped, _): self = .optional(TypeReference(wrapped, in: tree))
        case .array(let element, _): self = .array(TypeReference(element, in: tree))
        case .dictionary(let key, let value, _):
            self = .dictionary(key: TypeReference(key, in: tree), value: TypeReference(value, in: tree))
        case .missing: self = .error
        }
    }

    /// Resolves a type as written, without canonicalization: for view types, which name
    /// SwiftUI views rather than values (a view may be called `Optional`).
    public init(literally syntax: TypeSyntax, in tree: SyntaxTree) {
        switch syntax {
        case .named(let components, _):
            self = .named(
                components.map { component in
                    NameComponent(
                        name: tree.text(component.name),
                        genericArguments: component.genericArguments.map {
                            TypeReference(literally: $0, in: tree)
                        })
                })
        case .optional(let wrapped, _): self = .optional(TypeReference(literally: wrapped, in: tree))
        case .array(let element, _): self = .array(TypeReference(literally: element, in: tree))
        case .dictionary(let key, let value, _):
            self = .dictionary(
                key: TypeReference(literally: key, in: tree), value: TypeReference(literally: value, in: tree)
            )
        case .missing: self = .error
        }
    }

    /// The canonical form of a named type whose generic arguments are already canonical.
    static func canonical(_ components: [NameComponent]) -> TypeReference {
        guard let (name, arguments) = standardName(of: components) else { return .named(components) }
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Set", 1): return .set(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: break
        }
        if arguments.isEmpty, StandardType(rawValue: name) != nil { return .named(name) }
        return .named(components)
    }

    /// The standard name and generic arguments that `components` spell, with or without the
    /// module the type lives in (`Swift.Int`, `Foundation.UUID`), or nil for other names.
    static func standardName(of components: [NameComponent]) -> (String, [TypeReference])? {
        let last = components[components.count - 1]
        switch components.count {
        case 1:
            guard StandardType(rawValue: last.name) != nil || StandardGeneric(rawValue: last.name) != nil
            else {
                return nil
            }
        case 2:
            let module = components[0]
            guard module.genericArguments.isEmpty else { return nil }
            if let standard = StandardType(rawValue: last.name) {
                guard standard.module == module.name else { return nil }
            } else if StandardGeneric(rawValue: last.name) == nil || module.name != "Swift" {
                return nil
            }
        default:
            return nil
        }
        return (last.name, last.genericArguments)
    }

    /// A plain named type such as `String`.
    public static func named(_ name: String) -> TypeReference {
        .named([NameComponent(name: name, genericArguments: [])])
    }

    /// The canonical Swift spelling.
    public var description: String {
        switch self {
        case .named(let components):
            components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : component.name + "<"
                        + component.genericArguments.map(\.description).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): wrapped.description + "?"
        case .array(let element): "[\(element)]"
        case .set(let element): "Set<\(element)>"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .error: "<error>"
        }
    }

    /// The types this one is made of, in the order they are written: the wrapped type of an
    /// optional, the element of a collection, a dictionary's key and value, the generic
    /// arguments of a named type's last component.
    public var parts: [TypeReference] {
        switch self {
        case .named(let components): components.last?.genericArguments ?? []
        case .optional(let part), .array(let part), .set(let part): [part]
        case .dictionary(let key, let value): [key, value]
        case .error: []
        }
    }

    /// Whether the type is an optional.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without one level of optionality.
    public var unwrapped: TypeReference {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The type without any optionality (`Int??` gives `Int`).
    public var fullyUnwrapped: TypeReference {
        var type = self
        while case .optional(let wrapped) = type { type = wrapped }
        return type
    }

    /// The single name of a one-component type without generic arguments (`String`), else nil.
    public var simpleName: String? {
        guard case .named(let components) = self, components.count == 1,
            components[0].genericArguments.isEmpty
        else {
            return nil
        }
        return components[0].name
    }

    /// The standard library or Foundation type this names, if navc knows it.
    public var standardType: StandardType? {
        simpleName.flatMap(StandardType.init(rawValue:))
    }
}

/// The value types navc knows without a `type` declaration.
public enum StandardType: String, Sendable, CaseIterable {
    case string = "String", substring = "Substring", character = "Character"
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"
    case double = "Double", float = "Float", cgFloat = "CGFloat", decimal = "Decimal"
    case bool = "Bool", uuid = "UUID", url = "URL", date = "Date", data = "Data"

    /// The standard type named `rawValue`. The checker and the planner ask this of every type
    /// they meet, so names are first sorted by length: few cases then remain to compare.
    public init?(rawValue: String) {
        let length = rawValue.utf8.count
        guard length < Self.casesByLength.count,
            let found = Self.casesByLength[length].first(where: { $0.rawValue == rawValue })
        else { return nil }
        self = found
    }

    /// The cases whose names have each length, by length.
    private static let casesByLength: [[StandardType]] = {
        var table: [[StandardType]] = []
        for type in allCases {
            let length = type.rawValue.utf8.count
            if table.count <= length { table += Array(repeating: [], count: length + 1 - table.count) }
            table[length].append(type)
        }
        return table
    }()

    /// The module that declares the type, for qualified spellings such as `Foundation.UUID`.
    public var module: String {
        switch self {
        case .decimal, .uuid, .url, .date, .data, .cgFloat: "Foundation"
        default: "Swift"
        }
    }

    /// The integer types.
    public var isInteger: Bool {
        switch self {
        case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64: true
        default: false
        }
    }

    /// The integer literals the type accepts, as the largest magnitude of a negative literal
    /// and the largest positive literal; nil when it takes no integer literal, or any (Double
    /// and Float round big literals). Decimal and CGFloat take literals that fit in Int.
    public var integerLiteralLimits: (negative: UInt64, positive: UInt64)? {
        switch self {
        case .int, .int64, .decimal, .cgFloat: (UInt64(Int64.max) + 1, UInt64(Int64.max))
        case .int8: (UInt64(Int8.max) + 1, UInt64(Int8.max))
        case .int16: (UInt64(Int16.max) + 1, UInt64(Int16.max))
        case .int32: (UInt64(Int32.max) + 1, UInt64(Int32.max))
        case .uint, .uint64: (0, UInt64.max)
        case .uint8: (0, UInt64(UInt8.max))
        case .uint16: (0, UInt64(UInt16.max))
        case .uint32: (0, UInt64(UInt32.max))
        default: nil
        }
    }

    /// Types a float literal initializes.
    public var isFloatingPoint: Bool {
        switch self {
        case .double, .float, .cgFloat, .decimal: true
        default: false
        }
    }

    /// Types a string literal initializes.
    public var isStringLike: Bool { self == .string || self == .substring || self == .character }

    /// Whether the generated deep links can write a value of the type into one URL segment or
    /// query value and read it back unchanged: every standard type can (Date as its seconds
    /// since 2001, Data as base64).
    public var isURLParsable: Bool { true }

    /// Whether the type is Codable (all known types are Hashable and Sendable).
    public var isCodable: Bool { self != .substring && self != .character }
}

/// The standard generic types a parameter type may use.
enum StandardGeneric: String, CaseIterable {
    case optional = "Optional", array = "Array", set = "Set", dictionary = "Dictionary"

    /// How many generic arguments the type takes.
    var argumentCount: Int { self == .dictionary ? 2 : 1 }
}
