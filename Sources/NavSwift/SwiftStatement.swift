/// A statement in generated Swift.
///
/// The cases that hold one expression are stored in place; the others are `indirect`.
public enum SwiftStatement: Sendable, Hashable {
    /// An expression evaluated for its effect.
    case expression(SwiftExpression)
    /// A local declaration (`let x = 1`, a nested function).
    indirect case declaration(SwiftDeclaration)
    /// `target = value`
    indirect case assignment(SwiftExpression, SwiftExpression)
    /// `_ = value`
    case discard(SwiftExpression)
    /// `return` or `return value`
    case `return`(SwiftExpression?)
    /// `throw error`
    case `throw`(SwiftExpression)
    /// `break`
    case `break`
    /// `continue`
    case `continue`
    /// `if conditions { } else if ... { } else { }`
    indirect case `if`([SwiftConditionalBranch], else: [SwiftStatement]?)
    /// `guard conditions else { body }`
    indirect case `guard`([SwiftCondition], else: [SwiftStatement])
    /// `switch subject { cases }`
    indirect case `switch`(SwiftExpression, [SwiftSwitchCase])
    /// `for pattern in sequence where condition { body }`
    indirect case `for`(SwiftPattern, in: SwiftExpression, where: SwiftExpression?, body: [SwiftStatement])
    /// `while condition { body }`
    indirect case `while`([SwiftCondition], body: [SwiftStatement])
    /// A `#if` block of statements.
    indirect case ifConfig(SwiftIfConfig<SwiftStatement>)
    /// `do { body } catch { handler }`
    indirect case doCatch([SwiftStatement], catch: [SwiftStatement])

    /// `return` without a value.
    public static let returnVoid = SwiftStatement.return(Optional<SwiftExpression>.none)

    /// `let name: Type = value`, or `var` when `mutable`: a local variable (the type is left out
    /// when it is nil).
    public static func local(
        _ name: SwiftName, mutable: Bool = false, type: SwiftType? = nil, _ value: SwiftExpression
    ) -> SwiftStatement {
        .declaration(SwiftDeclaration(.variable(SwiftVariable(mutable, name, type, initialValue: value))))
    }

    /// `if condition { body }`
    public static func `if`(
        _ conditions: [SwiftCondition], then body: [SwiftStatement], else elseBody: [SwiftStatement]? = nil
    ) -> SwiftStatement {
        .if([SwiftConditionalBranch(conditions, body)], else: elseBody)
    }
}

/// One `if` or `else if` with its conditions and body.
public struct SwiftConditionalBranch: Sendable, Hashable {
    public var conditions: [SwiftCondition]
    public var body: [SwiftStatement]

    public init(_ conditions: [SwiftCondition], _ body: [SwiftStatement]) {
        self.conditions = conditions
        self.body = body
    }
}

/// One condition of an `if`, `guard` or `while`.
public enum SwiftCondition: Sendable, Hashable {
    /// A Boolean expression.
    case expression(SwiftExpression)
    /// `let name = value`, or `let name` when `value` is nil.
    case optionalBinding(SwiftName, SwiftExpression?)
    /// `case pattern = value`
    case matches(SwiftPattern, SwiftExpression)
    /// `#available(iOS 16, macOS 13, *)`
    case available([SwiftAvailability])
}

/// One `case` (or `default`) of a switch.
public struct SwiftSwitchCase: Sendable, Hashable {
    /// The patterns of the case; empty for `default`.
    public var patterns: [SwiftPattern]
    public var body: [SwiftStatement]

    public init(_ patterns: [SwiftPattern], _ body: [SwiftStatement]) {
        self.patterns = patterns
        self.body = body
    }

    /// `default: body`
    public static func `default`(_ body: [SwiftStatement]) -> SwiftSwitchCase { SwiftSwitchCase([], body) }
}

/// A pattern in a `case`, `if case` or `for`.
public enum SwiftPattern: Sendable, Hashable {
    /// `_`
    case wildcard
    /// `let name`
    case binding(SwiftName)
    /// `.name` or `.name(patterns)`: an enum case with its payload's patterns.
    case enumCase(SwiftName, [SwiftPattern]?)
    /// An expression pattern (`"literal"`, `1`).
    case expression(SwiftExpression)
    /// `name` bound without `let`, as in `for name in`.
    case name(SwiftName)
    /// `(a, b)`: a tuple's elements, each matched by its pattern, as in `for (key, value) in`.
    case tuple([SwiftPattern])
}
