/// What the checker knows about the type of a value: a declared type, a kind of literal, or
/// nothing (a member access it cannot see through).
enum ValueKind: CustomStringConvertible {
    case typed(TypeReference)
    case stringLiteral
    case integerLiteral
    case floatLiteral
    case booleanLiteral
    case nilLiteral
    case unknown

    /// The kind of a literal value, or nil for references.
    static func literal(_ value: Value) -> ValueKind? {
        switch value {
        case .string: .stringLiteral
        case .integer: .integerLiteral
        case .float: .floatLiteral
        case .boolean: .booleanLiteral
        case .nil: .nilLiteral
        case .reference: nil
        }
    }

    /// How the value reads in "cannot pass X to parameter ...".
    var description: String {
        switch self {
        case .typed(let type): "value of type '\(type)'"
        case .stringLiteral: "a string literal"
        case .integerLiteral: "an integer literal"
        case .floatLiteral: "a floating-point literal"
        case .booleanLiteral: "a boolean literal"
        case .nilLiteral: "nil"
        case .unknown: "a value"
        }
    }

    /// Whether a value of this kind can be passed where `type` is expected. Known standard
    /// types are checked exactly; an unknown user type matches only the same spelling, but may
    /// accept literals (it could be expressible by them), so literals are not rejected there.
    func isAssignable(to type: TypeReference) -> Bool {
        if case .error = type { return true }
        switch self {
        case .unknown:
            return true
        case .nilLiteral:
            return type.isOptional
        case .typed(let valueType):
            if case .error = valueType { return true }
            if valueType == type { return true }
            if type.isOptional { return isAssignable(to: type.unwrapped) }
            return false
        case .stringLiteral, .integerLiteral, .floatLiteral, .booleanLiteral:
            let target = type.unwrapped
            if target.isOptional { return isAssignable(to: target) }
            guard let standard = target.standardType else {
                // Arrays and dictionaries never take these literals; user types might.
                if case .named = target { return true }
                return false
            }
            switch self {
            case .stringLiteral: return standard.isStringLike
            case .integerLiteral: return standard.isInteger || standard.isFloatingPoint
            case .floatLiteral: return standard.isFloatingPoint
            case .booleanLiteral: return standard == .bool
            default: return false
            }
        }
    }
}
