import NavSource
import NavSyntax

/// How a value is used, which decides how a mismatch is reported.
enum ValueUse {
    /// The default value of parameter `parameter` (NAV226).
    case defaultValue(parameter: String, type: TypeReference)
    /// An argument for the target's parameter (NAV209).
    case argument(label: String, parameter: RouteParameter)
    /// The value of a `return` edge of `owner` ("route 'picker'"), which returns `type` (NAV294).
    case returnValue(owner: String, type: TypeReference)
}

/// The parameters a reference in an argument may name: the action's, then the route's.
struct ValueScope {
    var actionParameters = ParameterLookup.none
    /// The route parameters references see (none in an alert's button).
    var routeParameters = ParameterLookup.none

    /// The declared type of a reference without member accesses, or nil when the checker
    /// cannot see it (a member access, or a name already reported as undeclared).
    func type(of name: String, members: [String], isActionParameter: Bool) -> TypeReference? {
        guard members.isEmpty else { return nil }
        return (isActionParameter ? actionParameters : routeParameters).parameter(named: name)?.type
    }
}

extension Checker {
    /// The value of a literal expression, or nil for references, missing values and
    /// collection literals holding either.
    func literalValue(_ expression: Expression) -> Value? {
        switch expression {
        case .string(let literal): return .string(tree.value(literal))
        case .number(let range):
            let text = tree.text(range)
            return text.utf8.contains(UInt8(ascii: ".")) ? .float(text) : .integer(text)
        case .boolean(let value, _): return .boolean(value)
        case .nil: return .nil
        case .array(let elements, _):
            var values: [Value] = []
            for element in elements {
                guard let value = literalValue(element) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .dictionary(let elements, _):
            var pairs: [ValuePair] = []
            for element in elements {
                guard let key = literalValue(element.key), let value = literalValue(element.value) else {
                    return nil
                }
                pairs.append(ValuePair(key: key, value: value))
            }
            return .dictionary(pairs)
        case .enumCase(let name, _):
            return name.isMissing ? nil : .enumCase(text(name))
        case .url(let literal, _):
            return literal.isMissing ? nil : .url(tree.value(literal))
        case .reference, .missing: return nil
        }
    }

    /// Checks a literal whose type navc does not know (a view argument): only that each URL
    /// in it parses (NAV276).
    mutating func checkUntypedValue(_ value: Value, written expression: Expression) {
        switch (value, expression) {
        case (.url(let text), _):
            checkURL(text, at: expression.range)
        case (.enumCase(let name), _):
            _ = checkEnumCaseName(name, at: expression.range)
        case (.array(let elements), .array(let syntax, _)):
            for (element, written) in zip(elements, syntax) { checkUntypedValue(element, written: written) }
        case (.dictionary(let pairs), .dictionary(let syntax, _)):
            for (pair, written) in zip(pairs, syntax) {
                checkUntypedValue(pair.key, written: written.key)
                checkUntypedValue(pair.value, written: written.value)
            }
        default:
            break
        }
    }

    /// Reports NAV250 for a case name Swift reads as something else after a dot (`.init`,
    /// `.self`, `.Type`), and returns whether the name can be a case.
    mutating func checkEnumCaseName(_ name: String, at range: ByteRange) -> Bool {
        let reason: String? =
            switch name {
            case "init": "Swift reads '.init' as an initializer"
            case "self", "Type", "Protocol": "Swift reads '.\(name)' as a metatype expression"
            case "_": "it is not a Swift identifier"
            default: nil
            }
        guard let reason else { return true }
        report(Diagnostic(.reservedName, name, "an enum case", reason, at: range))
        return false
    }

    /// Reports NAV276 when `text` is not a URL that `URL(string:)` parses on every platform
    /// and version navc targets.
    private mutating func checkURL(_ text: String, at range: ByteRange) {
        guard let problem = URLLiteral.problem(in: text) else { return }
        report(Diagnostic(.invalidURLLiteral, tree.text(range), problem, at: range))
    }

    /// Reports every way `value`, written as `expression`, does not fit `type`: a literal of
    /// the wrong kind, an integer out of range (NAV239), a `Character` that is not one
    /// character (NAV240), a repeated dictionary key (NAV243), a collection literal for a
    /// type that takes none, or a reference of another type. Elements of collection literals
    /// are checked one by one.
    mutating func checkValue(
        _ value: Value, written expression: Expression, against type: TypeReference, use: ValueUse,
        scope: ValueScope
    ) {
        if case .error = type { return }
        if mentionsInvalidType(type) { return }
        switch value {
        case .reference(let name, let members, let isActionParameter):
            guard let valueType = scope.type(of: name, members: members, isActionParameter: isActionParameter)
            else { return }
            if !mentionsInvalidType(valueType) && !Self.isAssignable(valueType, to: type) {
                reportMismatch(
                    "value of type '\(valueType)'", at: expression.range, use: use, elementType: type)
            }
        case .nil:
            if type.isOptional || declaredType(type)?.declares("ExpressibleByNilLiteral") == true { return }
            reportMismatch("nil", at: expression.range, use: use, elementType: type)
        case .enumCase(let name):
            guard checkEnumCaseName(name, at: expression.range) else { return }
            checkLiteral(value, written: expression, against: type.fullyUnwrapped, use: use, scope: scope)
        case .url(let text):
            checkURL(text, at: expression.range)
            checkLiteral(value, written: expression, against: type.fullyUnwrapped, use: use, scope: scope)
        case .string, .integer, .float, .boolean, .array, .dictionary:
            checkLiteral(value, written: expression, against: type.fullyUnwrapped, use: use, scope: scope)
        }
    }

    /// Whether a value of type `source` can be passed where `target` is expected: the same
    /// canonical type, or any level of optional around it.
    static func isAssignable(_ source: TypeReference, to target: TypeReference) -> Bool {
        if case .error = source { return true }
        if case .error = target { return true }
        if source == target { return true }
        if case .optional(let wrapped) = target { return isAssignable(source, to: wrapped) }
        return false
    }

    /// Checks a literal against a non-optional type.
    private mutating func checkLiteral(
        _ value: Value, written expression: Expression, against type: TypeReference, use: ValueUse,
        scope: ValueScope
    ) {
        let kind = Self.literalDescription(value)
        switch type {
        case .error:
            return
        case .array(let elementType), .set(let elementType):
            guard case .array(let elements) = value, case .array(let syntax, _) = expression else {
                reportMismatch(kind, at: expression.range, use: use, elementType: type)
                return
            }
            for (element, written) in zip(elements, syntax) {
                checkValue(element, written: written, against: elementType, use: use, scope: scope)
            }
        case .dictionary(let keyType, let valueType):
            guard case .dictionary(let pairs) = value, case .dictionary(let syntax, _) = expression else {
                reportMismatch(kind, at: expression.range, use: use, elementType: type)
                return
            }
            var firstKeys: [LiteralKey: ByteRange] = [:]
            for (pair, written) in zip(pairs, syntax) {
                checkValue(pair.key, written: written.key, against: keyType, use: use, scope: scope)
                checkValue(pair.value, written: written.value, against: valueType, use: use, scope: scope)
                guard let key = LiteralKey(pair.key, type: keyType.fullyUnwrapped) else { continue }
                if let first = firstKeys[key] {
                    report(
                        Diagnostic(
                            .duplicateDictionaryKey, tree.text(written.key.range), at: written.key.range,
                            notes: [DiagnosticNote("first written here", at: first)]))
                } else {
                    firstKeys[key] = written.key.range
                }
            }
        case .named:
            if let standard = type.standardType {
                checkLiteral(value, kind: kind, written: expression, against: standard, use: use)
            } else if case .url = value, let declared = declaredType(type) {
                reportMismatch(
                    kind, at: expression.range, use: use, elementType: type,
                    notes: [DiagnosticNote("a URL literal is a 'URL'", at: declared.range)])
            } else if case .enumCase(let name) = value, let declared = declaredType(type) {
                // Without a list of cases, the name is the app's and Swift checks it.
                guard let cases = declared.cases, !cases.contains(where: { $0.name == name }) else { return }
                var diagnostic = Diagnostic(
                    .unknownEnumCase, type.description, name, at: expression.range,
                    notes: [DiagnosticNote("'\(type)' is declared here", at: declared.range)])
                if let suggestion = Suggestion.closest(to: name, among: cases.map(\.name)) {
                    diagnostic.notes.insert(DiagnosticNote("did you mean '.\(suggestion)'?"), at: 0)
                    diagnostic.fixIts.append(FixIt(range: expression.range, replacement: "." + suggestion))
                }
                report(diagnostic)
            } else if let declared = declaredType(type) {
                guard let conformance = Self.literalProtocol(for: value), !declared.declares(conformance)
                else {
                    return
                }
                // One character also initializes types expressible by a character or scalar.
                if case .string(let text) = value,
                    (text.count == 1 && declared.declares("ExpressibleByExtendedGraphemeClusterLiteral"))
                        || (text.unicodeScalars.count == 1
                            && declared.declares("ExpressibleByUnicodeScalarLiteral"))
                {
                    return
                }
                reportMismatch(
                    kind, at: expression.range, use: use, elementType: type,
                    notes: [
                        DiagnosticNote(
                            "'\(declared.type)' is declared without \(conformance)", at: declared.range)
                    ])
            }
        // A type navc does not know is already reported; its literals are not checked.
        case .optional:
            // Unreachable: callers unwrap optionals first.
            return
        }
    }

    /// Checks a literal against a standard type.
    private mutating func checkLiteral(
        _ value: Value, kind: String, written expression: Expression, against type: StandardType,
        use: ValueUse
    ) {
        switch value {
        case .integer(let text):
            guard type.isInteger || type.isFloatingPoint else { break }
            if let limits = type.integerLiteralLimits, !IntegerLiteral(text).fits(limits) {
                report(
                    Diagnostic(
                        .integerLiteralOverflow, text, type.rawValue, at: expression.range,
                        notes: [DiagnosticNote(Self.rangeNote(for: type))]))
            }
            return
        case .float:
            if type.isFloatingPoint { return }
        case .string(let text):
            guard type.isStringLike else { break }
            if type == .character && text.count != 1 {
                report(
                    Diagnostic(
                        .characterLiteralLength, tree.text(expression.range), type.rawValue,
                        at: expression.range,
                        notes: [DiagnosticNote("use 'String' for text of any length")]))
            }
            return
        case .boolean:
            if type == .bool { return }
        case .url:
            if type == .url { return }
        default:
            break
        }
        reportMismatch(kind, at: expression.range, use: use, elementType: .named(type.rawValue))
    }

    /// "Int8 holds -128 to 127".
    private static func rangeNote(for type: StandardType) -> String {
        guard let limits = type.integerLiteralLimits else { return "" }
        let lowest = limits.negative == 0 ? "0" : "-\(limits.negative)"
        let noun = type.isInteger ? "'\(type.rawValue)' holds" : "'\(type.rawValue)' literals hold"
        return "\(noun) \(lowest) to \(limits.positive)"
    }

    /// Reports NAV226 or NAV209 for a value of the wrong kind; `elementType` is the type the
    /// offending (part of the) value was checked against, noted when it is part of a
    /// collection.
    private mutating func reportMismatch(
        _ kind: String, at range: ByteRange, use: ValueUse, elementType: TypeReference,
        notes extraNotes: [DiagnosticNote] = []
    ) {
        var notes = extraNotes
        switch use {
        case .defaultValue(let parameter, let type):
            if elementType != type.fullyUnwrapped && elementType != type {
                notes.insert(DiagnosticNote("the element type is '\(elementType)'"), at: 0)
            }
            report(
                Diagnostic(
                    .defaultValueTypeMismatch, kind, parameter, type.description, at: range, notes: notes))
        case .argument(let label, let parameter):
            if elementType != parameter.type.fullyUnwrapped && elementType != parameter.type {
                notes.insert(DiagnosticNote("the element type is '\(elementType)'"), at: 0)
            }
            notes.append(DiagnosticNote("parameter declared here", at: parameter.range))
            report(
                Diagnostic(
                    .argumentTypeMismatch, kind, label, parameter.type.description, at: range, notes: notes))
        case .returnValue(let owner, let type):
            if elementType != type.fullyUnwrapped && elementType != type {
                notes.insert(DiagnosticNote("the element type is '\(elementType)'"), at: 0)
            }
            report(Diagnostic(.returnTypeMismatch, kind, owner, type.description, at: range, notes: notes))
        }
    }

    /// How a literal reads in messages: "a string literal".
    static func literalDescription(_ value: Value) -> String {
        switch value {
        case .string: "a string literal"
        case .integer: "an integer literal"
        case .float: "a floating-point literal"
        case .boolean: "a boolean literal"
        case .nil: "nil"
        case .array(let elements): elements.isEmpty ? "an empty array literal" : "an array literal"
        case .dictionary(let pairs): pairs.isEmpty ? "an empty dictionary literal" : "a dictionary literal"
        case .enumCase(let name): "the enum case '.\(name)'"
        case .url: "a URL literal"
        case .reference: "a value"
        }
    }

    /// The protocol a user type must declare to accept `value` as a literal.
    static func literalProtocol(for value: Value) -> String? {
        switch value {
        case .string: "ExpressibleByStringLiteral"
        case .integer: "ExpressibleByIntegerLiteral"
        case .float: "ExpressibleByFloatLiteral"
        case .boolean: "ExpressibleByBooleanLiteral"
        case .nil: "ExpressibleByNilLiteral"
        case .array: "ExpressibleByArrayLiteral"
        case .dictionary: "ExpressibleByDictionaryLiteral"
        case .reference, .enumCase, .url: nil
        }
    }
}

/// An integer literal's sign and magnitude, read from its text (`-1_000`).
struct IntegerLiteral {
    var isNegative: Bool
    /// The magnitude, or nil when it exceeds `UInt64.max`.
    var magnitude: UInt64?

    init(_ text: String) {
        isNegative = text.hasPrefix("-")
        magnitude = UInt64(text.filter { $0 != "-" && $0 != "_" })
    }

    /// Whether the literal lies within `limits` (see ``StandardType/integerLiteralLimits``).
    func fits(_ limits: (negative: UInt64, positive: UInt64)) -> Bool {
        guard let magnitude else { return false }
        if magnitude == 0 { return true }
        return isNegative ? magnitude <= limits.negative : magnitude <= limits.positive
    }
}

/// A dictionary key literal compared as Swift compares the keys at run time, so `1` and
/// `1.0` collide for a Double key and `"é"` collides however it is encoded.
enum LiteralKey: Hashable {
    case string(String)
    case integer(isNegative: Bool, magnitude: UInt64)
    case number(Double)
    case boolean(Bool)
    case `nil`
    case enumCase(String)
    case url(String)

    /// The key for `value` under a key of type `type`, or nil when it cannot be compared
    /// (references, collections, out-of-range numbers).
    init?(_ value: Value, type: TypeReference) {
        let isFloatingPoint = type.standardType?.isFloatingPoint ?? false
        switch value {
        case .string(let text): self = .string(text)
        case .integer(let text):
            if isFloatingPoint {
                guard let number = Double(text.filter { $0 != "_" }) else { return nil }
                self = .number(number)
            } else {
                let literal = IntegerLiteral(text)
                guard let magnitude = literal.magnitude else { return nil }
                self = .integer(isNegative: literal.isNegative && magnitude != 0, magnitude: magnitude)
            }
        case .float(let text):
            guard let number = Double(text.filter { $0 != "_" }) else { return nil }
            self = .number(number)
        case .boolean(let flag): self = .boolean(flag)
        case .nil: self = .nil
        case .enumCase(let name): self = .enumCase(name)
        case .url(let text): self = .url(text)
        case .reference, .array, .dictionary: return nil
        }
    }
}
