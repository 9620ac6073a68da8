/// A type in generated Swift.
///
/// Only the cases that hold a type directly are `indirect`, so a plain name is not boxed.
public enum SwiftType: Sendable, Hashable {
    /// A named type, possibly qualified and generic: `String`, `Foundation.URL`, `Binding<Int>`.
    case named([Component])
    /// `Wrapped?`
    indirect case optional(SwiftType)
    /// `[Element]`
    indirect case array(SwiftType)
    /// `[Key: Value]`
    indirect case dictionary(key: SwiftType, value: SwiftType)
    /// `(A, B) -> Result`, optionally `throws` or `@escaping`-free `@MainActor`.
    indirect case function(parameters: [SwiftType], result: SwiftType, effects: Effects = [])
    /// `some View`
    indirect case opaque(SwiftType)
    /// `any Decoder`
    indirect case existential(SwiftType)
    /// `Self`
    case selfType
    /// `Any`, the type every value has (a keyword, so not a named type).
    case anyType
    /// `Void`, spelled `()` only inside function types' results is not needed: `Void` is a name.
    case tuple([SwiftType])

    /// One dotted component of a named type.
    public struct Component: Sendable, Hashable {
        public var name: SwiftName
        public var genericArguments: [SwiftType]

        public init(_ name: SwiftName, genericArguments: [SwiftType] = []) {
            self.name = name
            self.genericArguments = genericArguments
        }
    }

    /// A plain type name: `String`.
    public static func named(_ name: SwiftName, _ genericArguments: [SwiftType] = []) -> SwiftType {
        .named([Component(name, genericArguments: genericArguments)])
    }

    /// A plain type name from text that is a valid identifier: `String`.
    public static func named(_ text: String, _ genericArguments: [SwiftType] = []) -> SwiftType {
        .named(SwiftName(text), genericArguments)
    }

    /// A member type: `Outer.Inner`.
    public func member(_ name: SwiftName, _ genericArguments: [SwiftType] = []) -> SwiftType {
        guard case .named(let components) = self else {
            return .named([Component(name, genericArguments: genericArguments)])
        }
        return .named(components + [Component(name, genericArguments: genericArguments)])
    }

    /// `Void`.
    public static let void = SwiftType.named("Void")
}

/// Effects of a function or a function type.
public struct Effects: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let async = Effects(rawValue: 1)
    public static let `throws` = Effects(rawValue: 2)
}
