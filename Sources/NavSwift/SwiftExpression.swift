/// An expression in generated Swift.
///
/// There is no case for raw text: every part of an expression is a name, a literal value or
/// an operator the renderer spells, so no `.nav` text can reach the output unescaped.
///
/// Only the cases that hold an expression directly (and the rare key path) are `indirect`: a
/// name or a literal is stored in place, not in a box of its own, since files hold millions.
public enum SwiftExpression: Sendable, Hashable {
    /// A reference to a variable, function or type: `route`, `getDestination`, `AnyView`.
    case name(SwiftName)
    /// `self`
    case selfReference
    /// `self.init`, called to hand initialization to another initializer of the type.
    case delegatingInitializer
    /// `Self`
    case selfType
    /// A type used as a value (`AppRoute` in `AppRoute.home`, or `[AppRoute]` in `[AppRoute]()`).
    case type(SwiftType)
    /// `T.self`
    case metatype(SwiftType)
    /// `$name`: a property wrapper's projected value.
    case projected(SwiftName)
    /// `_name`: a property wrapper's backing storage.
    case backing(SwiftName)
    /// `.name` with the type inferred.
    case implicitMember(SwiftName)
    /// `base.name`
    indirect case member(SwiftExpression, SwiftName)
    /// `base?.name`
    indirect case optionalMember(SwiftExpression, SwiftName)
    /// `callee(arguments) { trailing closure }`
    indirect case call(SwiftExpression, [SwiftArgument], trailingClosures: [SwiftTrailingClosure] = [])
    /// `base[arguments]`
    indirect case `subscript`(SwiftExpression, [SwiftArgument])
    /// A closure expression.
    case closure(SwiftClosure)
    /// A string literal; the renderer escapes every character that needs it.
    case string(String)
    /// A string literal written over several lines (`"""`), one line of the text per line of
    /// source; long tables read and compile better this way than as one literal per entry. On a
    /// line that must stay one line (a condition), it is written as ``string(_:)`` writes it.
    case multilineString(String)
    /// An integer literal.
    case integer(Int)
    /// A numeric literal already validated as Swift's decimal literal syntax (`-1.5`, `1_000`).
    case number(SwiftNumber)
    /// `true` or `false`
    case boolean(Bool)
    /// `nil`
    case `nil`
    /// `[a, b]`
    case array([SwiftExpression])
    /// `[k: v]`; an empty list renders `[:]`.
    case dictionary([SwiftDictionaryElement])
    /// `(a, b)` or `(label: a)`
    case tuple([SwiftArgument])
    /// `lhs op rhs`, parenthesized by the renderer when an operand is itself binary.
    indirect case binary(SwiftExpression, SwiftBinaryOperator, SwiftExpression)
    /// `!x`, `-x`, `&x`
    indirect case prefix(SwiftPrefixOperator, SwiftExpression)
    /// `x!`
    indirect case forceUnwrap(SwiftExpression)
    /// `try x`, `try? x`
    indirect case `try`(SwiftExpression, TryKind = .plain)
    /// `await x`
    indirect case await(SwiftExpression)
    /// `condition ? a : b`
    indirect case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
    /// `\Root.a.b` or `\.a.b`
    indirect case keyPath(root: SwiftType?, [SwiftName])
    /// `value as Type`
    indirect case cast(SwiftExpression, SwiftType)
    /// `value as? Type`
    indirect case conditionalCast(SwiftExpression, SwiftType)
    /// `lower...`
    indirect case partialRangeFrom(SwiftExpression)
    /// `tuple.0`
    indirect case tupleElement(SwiftExpression, Int)
    /// A view followed by modifiers, rendered one modifier per line: `Text("x").bold()`.
    indirect case modifierChain(SwiftExpression, [SwiftModifierElement])

    /// `base.name`
    public func dot(_ name: SwiftName) -> SwiftExpression { .member(self, name) }

    /// `base.name`, from text that is a valid identifier.
    public func dot(_ text: String) -> SwiftExpression { .member(self, SwiftName(text)) }

    /// `self(arguments)`
    public func called(_ arguments: [SwiftArgument]) -> SwiftExpression { .call(self, arguments) }

    /// `self(arguments)` from unlabeled expressions.
    public func called(_ arguments: SwiftExpression...) -> SwiftExpression {
        .call(self, arguments.map { SwiftArgument($0) })
    }

    /// A reference from text that is a valid identifier.
    public static func named(_ text: String) -> SwiftExpression { .name(SwiftName(text)) }

    /// `try? value`
    public static func tryOptional(_ value: SwiftExpression) -> SwiftExpression { .try(value, .optional) }
}

/// How `try` is written.
public enum TryKind: Sendable, Hashable {
    case plain, optional, forced
}

/// One argument of a call, subscript or tuple: an optional label and a value.
public struct SwiftArgument: Sendable, Hashable {
    public var label: SwiftName?
    public var value: SwiftExpression

    public init(_ label: SwiftName?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An unlabeled argument.
    public init(_ value: SwiftExpression) {
        self.label = nil
        self.value = value
    }

    /// A labeled argument from text that is a valid identifier.
    public static func labeled(_ label: String, _ value: SwiftExpression) -> SwiftArgument {
        SwiftArgument(SwiftName(label), value)
    }
}

/// A trailing closure after a call: the first has no label, later ones do (`} detail: {`).
public struct SwiftTrailingClosure: Sendable, Hashable {
    public var label: SwiftName?
    public var closure: SwiftClosure

    public init(_ label: SwiftName?, _ closure: SwiftClosure) {
        self.label = label
        self.closure = closure
    }

    /// The first trailing closure, which has no label.
    public init(_ closure: SwiftClosure) {
        self.label = nil
        self.closure = closure
    }
}

/// `{ a, b in statements }`
public struct SwiftClosure: Sendable, Hashable {
    /// The parameter names; empty for a closure without an `in` clause.
    public var parameters: [SwiftClosureParameter]
    public var body: [SwiftStatement]

    public init(parameters: [SwiftClosureParameter] = [], _ body: [SwiftStatement]) {
        self.parameters = parameters
        self.body = body
    }
}

/// A closure parameter: a name, or `_` to ignore the argument.
public enum SwiftClosureParameter: Sendable, Hashable {
    case named(SwiftName)
    case ignored
}

/// One `key: value` pair of a dictionary literal.
public struct SwiftDictionaryElement: Sendable, Hashable {
    public var key: SwiftExpression
    public var value: SwiftExpression

    public init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// A numeric literal in Swift's decimal syntax: optional `-`, digits with `_`, optional
/// fraction. Construction validates the text, so a literal can never carry other characters.
public struct SwiftNumber: Sendable, Hashable {
    public let text: String

    /// The literal, or nil when `text` is not a decimal integer or floating-point literal.
    public init?(_ text: String) {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        for part in parts {
            guard let first = part.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                part.allSatisfy({
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_")
                })
            else { return nil }
        }
        self.text = text
    }
}

/// Binary operators generated code uses.
public enum SwiftBinaryOperator: String, Sendable, Hashable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&", or = "||", plus = "+", minus = "-", nilCoalescing = "??"
}

/// Prefix operators generated code uses.
public enum SwiftPrefixOperator: String, Sendable, Hashable {
    case not = "!", negate = "-", address = "&"
}

/// One element of a modifier chain: a modifier call, or modifiers that apply only under a
/// compilation condition (`#if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`).
public enum SwiftModifierElement: Sendable, Hashable {
    /// `.name(arguments) { trailing }`
    case modifier(SwiftName, [SwiftArgument], trailingClosures: [SwiftTrailingClosure] = [])
    /// A postfix `#if` with branches of modifiers.
    indirect case conditional(SwiftIfConfig<SwiftModifierElement>)

    /// A modifier from text that is a valid identifier.
    public static func call(_ name: String, _ arguments: [SwiftArgument] = []) -> SwiftModifierElement {
        .modifier(SwiftName(name), arguments)
    }
}
