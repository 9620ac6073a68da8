/// A declaration in generated Swift, with its documentation, attributes and modifiers.
public struct SwiftDeclaration: Sendable, Hashable {
    /// The `///` documentation; the renderer sanitizes it so it can never end the comment.
    public var documentation: String?
    public var attributes: [SwiftAttribute]
    public var modifiers: [SwiftModifier]
    public var kind: Kind

    public init(
        documentation: String? = nil, attributes: [SwiftAttribute] = [], modifiers: [SwiftModifier] = [],
        _ kind: Kind
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
    }

    /// What is declared.
    public indirect enum Kind: Sendable, Hashable {
        /// `struct`, `enum`, `class`, `extension` or `protocol` with members.
        case type(SwiftTypeDeclaration)
        /// `case name(label: Type = default, ...)`
        case enumCase(SwiftName, [SwiftParameter])
        /// `func name<Generics>(parameters) effects -> Result { body }`
        case function(SwiftFunction)
        /// `init?(parameters) effects { body }`
        case initializer(SwiftInitializer)
        /// `let` or `var`, stored or computed.
        case variable(SwiftVariable)
        /// `typealias Name = Type`
        case `typealias`(SwiftName, SwiftType)
        /// `import Module`
        case `import`(SwiftName)
        /// A `#if` block of declarations.
        case ifConfig(SwiftIfConfig<SwiftDeclaration>)
        /// `// MARK: - Title`, a section header.
        case mark(String)
    }

    /// A declaration with only its kind.
    public static func kind(_ kind: Kind) -> SwiftDeclaration { SwiftDeclaration(kind) }
}

/// A type declaration or extension.
public struct SwiftTypeDeclaration: Sendable, Hashable {
    public enum Keyword: String, Sendable, Hashable {
        case `struct`, `enum`, `class`, `extension`, `protocol`
    }

    public var keyword: Keyword
    /// The declared name, or the extended type for an extension.
    public var name: SwiftType
    public var genericParameters: [SwiftGenericParameter]
    /// Inherited types and conformances.
    public var inheritance: [SwiftType]
    public var members: [SwiftDeclaration]

    public init(
        _ keyword: Keyword, _ name: SwiftType, genericParameters: [SwiftGenericParameter] = [],
        inheritance: [SwiftType] = [], members: [SwiftDeclaration]
    ) {
        self.keyword = keyword
        self.name = name
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.members = members
    }
}

/// `<T: Constraint>`
public struct SwiftGenericParameter: Sendable, Hashable {
    public var name: SwiftName
    public var constraint: SwiftType?

    public init(_ name: SwiftName, _ constraint: SwiftType? = nil) {
        self.name = name
        self.constraint = constraint
    }
}

/// A parameter of a function, initializer or enum case.
public struct SwiftParameter: Sendable, Hashable {
    /// How the argument label relates to the parameter name.
    public enum Label: Sendable, Hashable {
        /// The label is the name (`x: Int`).
        case same
        /// No label (`_ x: Int`).
        case none
        /// A different label (`for route: AppRoute`).
        case distinct(SwiftName)
    }

    public var label: Label
    /// The parameter's name; for an enum case payload, the label itself.
    public var name: SwiftName?
    public var type: SwiftType
    public var attributes: [SwiftAttribute]
    public var isInout: Bool
    public var defaultValue: SwiftExpression?

    public init(
        _ label: Label = .same, _ name: SwiftName?, _ type: SwiftType, attributes: [SwiftAttribute] = [],
        isInout: Bool = false, default defaultValue: SwiftExpression? = nil
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.attributes = attributes
        self.isInout = isInout
        self.defaultValue = defaultValue
    }

    /// An enum case payload element without a label (`case a(Int)`).
    public static func unlabeled(_ type: SwiftType) -> SwiftParameter {
        SwiftParameter(.none, nil, type)
    }
}

/// A function declaration.
public struct SwiftFunction: Sendable, Hashable {
    public var name: SwiftName
    public var genericParameters: [SwiftGenericParameter]
    public var parameters: [SwiftParameter]
    public var effects: Effects
    public var result: SwiftType?
    /// The body; nil for a protocol requirement.
    public var body: [SwiftStatement]?

    public init(
        _ name: SwiftName, genericParameters: [SwiftGenericParameter] = [], parameters: [SwiftParameter] = [],
        effects: Effects = [], result: SwiftType? = nil, body: [SwiftStatement]?
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.result = result
        self.body = body
    }
}

/// An initializer declaration.
public struct SwiftInitializer: Sendable, Hashable {
    public var isFailable: Bool
    public var parameters: [SwiftParameter]
    public var effects: Effects
    public var body: [SwiftStatement]

    public init(
        isFailable: Bool = false, parameters: [SwiftParameter], effects: Effects = [], body: [SwiftStatement]
    ) {
        self.isFailable = isFailable
        self.parameters = parameters
        self.effects = effects
        self.body = body
    }
}

/// A `let` or `var`.
public struct SwiftVariable: Sendable, Hashable {
    public var isMutable: Bool
    public var name: SwiftName
    public var type: SwiftType?
    /// `= value` for a stored variable.
    public var initialValue: SwiftExpression?
    /// The getter's body for a computed variable.
    public var getter: [SwiftStatement]?
    /// The `didSet` observer's body for a stored variable.
    public var didSet: [SwiftStatement]?

    public init(
        _ isMutable: Bool, _ name: SwiftName, _ type: SwiftType?, initialValue: SwiftExpression? = nil,
        getter: [SwiftStatement]? = nil, didSet: [SwiftStatement]? = nil
    ) {
        self.isMutable = isMutable
        self.name = name
        self.type = type
        self.initialValue = initialValue
        self.getter = getter
        self.didSet = didSet
    }
}

/// An attribute: `@MainActor`, `@Binding`, `@Environment(\.dismiss)`, `@available(iOS 16, *)`.
public enum SwiftAttribute: Sendable, Hashable {
    /// `@Name` or `@Name(arguments)`.
    case named(SwiftType, [SwiftArgument]?)
    /// `@available(iOS 16, macOS 13, *)`
    case available([SwiftAvailability])

    /// `@Name` from text that is a valid identifier.
    public static func named(_ text: String) -> SwiftAttribute { .named(.named(text), nil) }
}

/// Declaration modifiers, rendered in this declaration order.
public enum SwiftModifier: String, Sendable, Hashable, CaseIterable {
    case `public`, package, `internal`, `fileprivate`, `private`, `static`, final, mutating, nonisolated,
        indirect
}
