import NavSource
import NavSyntax

extension Checker {
    /// The deepest a parameter type may nest (`[[Int]]?` nests 3 levels). The parser stops
    /// at 64 levels to protect its stack; this lower limit keeps the generated Swift fast to
    /// compile, and no real app comes near it.
    static let maximumTypeNesting = 8

    /// The protocols navc reads from `type` declarations, for spotting misspelled ones.
    static let knownProtocols = [
        "Codable", "Encodable", "Decodable", "Hashable", "Equatable", "Sendable", "Identifiable",
        "Comparable", "CaseIterable", "RawRepresentable", "LosslessStringConvertible",
        "CustomStringConvertible", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral",
    ]

    /// Resolves a parameter's type to its canonical form, reporting what would not compile:
    /// types navc does not know (NAV236), standard generics with the wrong number of
    /// arguments (NAV237), nesting past ``maximumTypeNesting`` (NAV238), and declared types
    /// used without Hashable (NAV225).
    ///
    /// Apps write the same few types over and over: a type written as one before that resolved
    /// without a diagnostic is that type again (the declared types are all known by now), so it
    /// is looked up by its spelling instead of being resolved and checked once more.
    /// Resolves the type after `returns` in `owner` (a route or an alert), which is not optional
    /// (NAV298): the waiting action receives nil when nothing is returned.
    mutating func resolveReturnType(_ syntax: TypeSyntax, of owner: String) -> TypeReference {
        let type = resolveParameterType(syntax)
        if case .optional(let wrapped) = type {
            report(
                Diagnostic(
                    .optionalReturnType, owner, type.description, wrapped.description, at: syntax.range,
                    fixIts: [FixIt(range: syntax.range, replacement: wrapped.description)]))
        }
        return type
    }

    mutating func resolveParameterType(_ syntax: TypeSyntax) -> TypeReference {
        let spelling = tree.text(syntax.range)
        if let known = cleanParameterTypes[spelling] { return known }
        let reportedBefore = diagnostics.count
        let type = TypeReference(syntax, in: tree)
        let depth = Self.nestingDepth(of: syntax)
        if depth > Self.maximumTypeNesting {
            report(
                Diagnostic(
                    .typeNestingTooDeep, String(depth), String(Self.maximumTypeNesting), at: syntax.range,
                    notes: [DiagnosticNote("wrap the inner structure in a type declared with 'type'")]))
        } else {
            checkTypeIsKnown(syntax, resolved: type, position: nil)
        }
        if diagnostics.count == reportedBefore { cleanParameterTypes[spelling] = type }
        return type
    }

    /// How many optionals, collections and generic arguments enclose the innermost name.
    static func nestingDepth(of syntax: TypeSyntax) -> Int {
        switch syntax {
        case .named(let components, _):
            let arguments = components.flatMap(\.genericArguments)
            return arguments.isEmpty ? 0 : 1 + arguments.map(nestingDepth).max()!
        case .optional(let wrapped, _): return 1 + nestingDepth(of: wrapped)
        case .array(let element, _): return 1 + nestingDepth(of: element)
        case .dictionary(let key, let value, _):
            return 1 + max(nestingDepth(of: key), nestingDepth(of: value))
        case .missing: return 0
        }
    }

    /// Where a type sits inside a collection, for explaining why it must be Hashable.
    enum HashablePosition {
        case setElement, dictionaryKey

        var note: String {
            switch self {
            case .setElement: "set elements must be Hashable"
            case .dictionaryKey: "dictionary keys must be Hashable"
            }
        }
    }

    /// Reports the unknown, misshapen and non-Hashable parts of `syntax`, which resolves to
    /// `type`: the syntax says where each part is written, the resolved type what it is, so
    /// no part is resolved twice.
    private mutating func checkTypeIsKnown(
        _ syntax: TypeSyntax, resolved type: TypeReference, position: HashablePosition?
    ) {
        switch syntax {
        case .missing:
            return
        case .optional(let wrapped, _), .array(let wrapped, _):
            checkTypeIsKnown(wrapped, resolved: type.parts[0], position: nil)
        case .dictionary(let key, let value, _):
            checkTypeIsKnown(key, resolved: type.parts[0], position: .dictionaryKey)
            checkTypeIsKnown(value, resolved: type.parts[1], position: nil)
        case .named(let components, let range):
            let arguments = components[components.count - 1].genericArguments
            switch type {
            case .optional(let wrapped), .array(let wrapped):
                checkTypeIsKnown(arguments[0], resolved: wrapped, position: nil)
            case .set(let element):
                checkTypeIsKnown(arguments[0], resolved: element, position: .setElement)
            case .dictionary(let key, let value):
                checkTypeIsKnown(arguments[0], resolved: key, position: .dictionaryKey)
                checkTypeIsKnown(arguments[1], resolved: value, position: nil)
            case .named(let canonical):
                if type.standardType != nil { return }
                if let declared = declaredTypes[type] {
                    checkHashable(declared, at: range, position: position)
                    return
                }
                invalidTypes.insert(type)
                if let (name, _) = TypeReference.standardName(of: canonical) {
                    let expected = StandardGeneric(rawValue: name)?.argumentCount ?? 0
                    report(
                        Diagnostic(
                            .genericArgumentCount, name, String(expected), String(arguments.count), at: range)
                    )
                    for (argument, resolved) in zip(arguments, type.parts) {
                        checkTypeIsKnown(argument, resolved: resolved, position: nil)
                    }
                    return
                }
                reportUnknownType(components, at: range)
            case .error:
                return
            }
        }
    }

    /// Reports NAV225 when a declared type used in a parameter is not declared Hashable.
    private mutating func checkHashable(
        _ declared: DeclaredType, at range: ByteRange, position: HashablePosition?
    ) {
        guard !declared.conformances.contains("Hashable") else { return }
        var notes = [DiagnosticNote("declared here", at: declared.range)]
        if let position { notes.append(DiagnosticNote(position.note)) }
        report(
            Diagnostic(
                .typeNotHashable, declared.type.description, at: range, notes: notes,
                fixIts: [insertConformance("Hashable", into: declared)]))
    }

    /// The fix-it that adds `conformance` to a type declaration's list.
    func insertConformance(_ conformance: String, into declared: DeclaredType) -> FixIt {
        .insert(
            (declared.hasConformanceList ? ", " : ": ") + conformance, at: declared.conformanceInsertionPoint)
    }

    /// Reports NAV236 for a named type that is neither standard nor declared, with the
    /// closest known or declared type as a suggestion.
    private mutating func reportUnknownType(_ components: [TypeNameComponent], at range: ByteRange) {
        let names = components.map { tree.text($0.name) }
        let written = tree.text(range)
        var diagnostic = Diagnostic(.unknownType, written, at: range)
        let hasArguments = components.contains { !$0.genericArguments.isEmpty }
        // `Swift.UUID`: a standard type under the wrong module.
        if names.count == 2, let standard = StandardType(rawValue: names[1]), !hasArguments,
            ["Swift", "Foundation"].contains(names[0])
        {
            let suggestion = "\(standard.module).\(standard.rawValue)"
            diagnostic.notes.append(
                DiagnosticNote("'\(standard.rawValue)' is declared in \(standard.module)"))
            diagnostic.fixIts.append(FixIt(range: range, replacement: suggestion))
            report(diagnostic)
            return
        }
        let qualified = names.count == 2 && ["Swift", "Foundation"].contains(names[0])
        let compared = qualified ? names[1] : names.joined(separator: ".")
        if let suggestion = appWideSuggestion(for: compared, among: .types) {
            diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            if !hasArguments {
                let replaced = qualified ? components[1].name.range : range
                diagnostic.fixIts.append(FixIt(range: replaced, replacement: suggestion))
            }
        } else {
            diagnostic.notes.append(
                DiagnosticNote("declare app types with 'type \(written): Codable, Hashable, Sendable'"))
        }
        report(diagnostic)
    }

    /// Records a `type` declaration, reporting duplicates, declarations of types navc already
    /// knows (NAV242) and conformances that look misspelled (NAV244).
    mutating func declareType(_ decl: TypeDecl) {
        let type = TypeReference(decl.type, in: tree)
        for conformance in decl.conformances where !conformance.isMissing {
            let name = text(conformance)
            guard !Self.knownProtocols.contains(name),
                let suggestion = Suggestion.closest(to: name, among: Self.knownProtocols)
            else { continue }
            report(
                Diagnostic(
                    .misspelledConformance, name, suggestion, at: conformance.range,
                    fixIts: [FixIt(range: conformance.range, replacement: suggestion)]))
        }
        switch type {
        case .error:
            return
        case .named where type.standardType == nil && !Self.isMisshapenStandardGeneric(type):
            break
        default:
            report(
                Diagnostic(
                    .standardTypeDeclared, type.description, at: decl.type.range,
                    fixIts: [FixIt(range: decl.range, replacement: "")]))
            return
        }
        if let first = declaredTypes[type] {
            report(
                Diagnostic(
                    .duplicateType, type.description, at: decl.type.range,
                    notes: [DiagnosticNote("first declared here", at: first.range)]))
            return
        }
        let listed = decl.conformances.filter { !$0.isMissing }
        var declared = DeclaredType(
            type: type, conformances: Set(listed.map(text)), range: decl.type.range,
            conformanceInsertionPoint: listed.last?.range.end ?? decl.type.range.end,
            hasConformanceList: !listed.isEmpty)
        if let entries = decl.cases {
            var cases: [EnumCase] = []
            for name in entries.flatMap(\.names) where !name.isMissing {
                let spelled = text(name)
                if let first = cases.first(where: { $0.name == spelled }) {
                    report(
                        Diagnostic(
                            .duplicateEnumCase, spelled, type.description, at: name.range,
                            notes: [DiagnosticNote("first declared here", at: first.range)]))
                    continue
                }
                if checkEnumCaseName(spelled, at: name.range) {
                    cases.append(EnumCase(name: spelled, range: name.range))
                }
            }
            declared.cases = cases
        }
        declaredTypes.append(declared)
    }

    /// Whether `type` spells a standard generic with the wrong number of arguments, which a
    /// declaration cannot turn into a user type.
    private static func isMisshapenStandardGeneric(_ type: TypeReference) -> Bool {
        guard case .named(let components) = type else { return false }
        return TypeReference.standardName(of: components) != nil
    }
}

extension Checker {
    /// The declared user type `type`, if any.
    func declaredType(_ type: TypeReference) -> DeclaredType? {
        declaredTypes[type]
    }

    /// Whether `type` is, or contains, a type already reported as unknown or misshapen.
    func mentionsInvalidType(_ type: TypeReference) -> Bool {
        // Most files have no invalid type: then no type can mention one.
        guard !invalidTypes.isEmpty else { return false }
        return switch type {
        case .named(let components):
            invalidTypes.contains(type)
                || components.contains { $0.genericArguments.contains { mentionsInvalidType($0) } }
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): mentionsInvalidType(wrapped)
        case .dictionary(let key, let value): mentionsInvalidType(key) || mentionsInvalidType(value)
        case .error: false
        }
    }
}
