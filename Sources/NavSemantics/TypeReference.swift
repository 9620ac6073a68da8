import NavSyntax

/// A type written in a `.nav` file, resolved to a structure the checker can compare.
///
/// Types are compared by their canonical spelling (`[String: Int]?`), so an unknown user type
/// matches only itself. The standard library and Foundation types navc knows are classified
/// so the checker can tell literals, Codable, Hashable and URL-parsable types apart.
public indirect enum TypeReference: Sendable, Hashable, CustomStringConvertible {
    /// `Note.ID`, `Set<Int>`: dotted components with generic arguments.
    case named([NameComponent])
    case optional(TypeReference)
    case array(TypeReference)
    case dictionary(key: TypeReference, value: TypeReference)
    /// A type the parser could not read (already diagnosed); compatible with everything.
    case error

    /// One dotted component of a named type.
    public struct NameComponent: Sendable, Hashable {
        public var name: String
        public var genericArguments: [TypeReference]
    }

    /// Resolves a syntax tree type.
    public init(_ syntax: TypeSyntax, in tree: SyntaxTree) {
        switch syntax {
        case .named(let components, _):
            self = .named(
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
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .error: "<error>"
        }
    }

    /// Whether the type is `Optional`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        if case .named(let components) = self, components.count == 1, components[0].name == "Optional" {
            return true
        }
        return false
    }

    /// The type without one level of optionality.
    public var unwrapped: TypeReference {
        if case .optional(let wrapped) = self { return wrapped }
        return self
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
        if let name = simpleName { return StandardType(rawValue: name) }
        if case .named(let components) = self, components.count == 2,
            components[0].name == "Foundation"
                || components[0].name == "Swift", components[1].genericArguments.isEmpty
        {
            return StandardType(rawValue: components[1].name)
        }
        return nil
    }
}

/// The value types navc knows without a `type` declaration.
public enum StandardType: String, Sendable, CaseIterable {
    case string = "String", substring = "Substring", character = "Character"
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"
    case double = "Double", float = "Float", cgFloat = "CGFloat", decimal = "Decimal"
    case bool = "Bool", uuid = "UUID", url = "URL", date = "Date", data = "Data"

    /// Integer types (integer literals and URL parsing through `init?(_: String)`).
    public var isInteger: Bool {
        switch self {
        case .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64: true
        default: false
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

    /// Types the generated deep-link parser can read from one URL segment or query value.
    public var isURLParsable: Bool {
        isInteger || self == .string || self == .double || self == .float || self == .bool || self == .uuid
    }

    /// Whether the type is Codable (all known types are Hashable).
    public var isCodable: Bool { self != .substring && self != .character }
}
