import NavSource
import NavSyntax

extension Checker {
    /// Decides whether the route enum (and with it the root enum and the navigation state) is
    /// Codable and Sendable, and reports each parameter type that prevents it (NAV241): a
    /// warning, or an error when the header requires the conformance.
    ///
    /// Known standard types are Hashable and Sendable, and Codable except Substring and
    /// Character; optionals, arrays, sets and dictionaries have what their parts have; a
    /// declared type has exactly what its declaration lists. Each type that blocks a
    /// conformance is reported once, at its first use, so fixing the declaration clears it.
    mutating func checkConformances() -> RouteConformances {
        RouteConformances(codable: status(of: .codable), sendable: status(of: .sendable))
    }

    private mutating func status(of conformance: RouteConformance) -> ConformanceStatus {
        let requirement = app.requiredConformances[conformance]
        var first: ConformanceBlocker?
        var reported: Set<TypeReference> = []
        // Most parameters share a few types; a type found to conform is not walked again.
        var conforming: Set<TypeReference> = []
        // An alert's parameters are part of the state too (its `alert`).
        let owners =
            routes.map { (id: $0.id, name: $0.name, parameters: $0.parameters) }
            + dialogs.map { (id: $0.route, name: $0.name, parameters: $0.parameters) }
        for route in owners {
            for parameter in route.parameters where !conforming.contains(parameter.type) {
                guard let syntax = parameterTypeSyntax[parameter.range] else { continue }
                guard let (type, range) = firstPart(of: syntax, lacking: conformance) else {
                    conforming.insert(parameter.type)
                    continue
                }
                first =
                    first
                    ?? ConformanceBlocker(
                        route: route.id, parameter: parameter.name, type: type, range: range)
                guard reported.insert(type).inserted else { continue }
                var diagnostic = Diagnostic(
                    .conformanceLost, parameter.name, route.name, conformance.rawValue, at: range)
                if let declared = declaredType(type) {
                    diagnostic.notes.append(
                        DiagnosticNote(
                            "'\(type)' is declared here without \(conformance.rawValue)", at: declared.range))
                    diagnostic.fixIts.append(insertConformance(conformance.rawValue, into: declared))
                } else if type.standardType != nil {
                    diagnostic.notes.append(
                        DiagnosticNote("'\(type)' is not \(conformance.rawValue); 'String' is"))
                    diagnostic.fixIts.append(FixIt(range: range, replacement: "String"))
                }
                if let requirement {
                    diagnostic.severity = .error
                    diagnostic.notes.append(
                        DiagnosticNote("the header requires \(conformance.rawValue)", at: requirement))
                }
                report(diagnostic)
            }
        }
        return ConformanceStatus(blocker: first, isRequired: requirement != nil)
    }

    /// The first part of a parameter type, with where it is written, that lacks
    /// `conformance`; nil when the whole type has it. Types navc does not know are already
    /// reported and count as having it.
    private func firstPart(of syntax: TypeSyntax, lacking conformance: RouteConformance) -> (
        TypeReference, ByteRange
    )? {
        switch syntax {
        case .missing:
            return nil
        case .optional(let wrapped, _), .array(let wrapped, _):
            return firstPart(of: wrapped, lacking: conformance)
        case .dictionary(let key, let value, _):
            return firstPart(of: key, lacking: conformance) ?? firstPart(of: value, lacking: conformance)
        case .named(let components, let range):
            let type = TypeReference(syntax, in: tree)
            switch type {
            case .optional, .array, .set, .dictionary:
                for argument in components[components.count - 1].genericArguments {
                    if let part = firstPart(of: argument, lacking: conformance) { return part }
                }
                return nil
            case .named, .error:
                if let standard = type.standardType {
                    return conformance == .codable && !standard.isCodable ? (type, range) : nil
                }
                guard let declared = declaredType(type) else { return nil }
                return declared.declares(conformance.rawValue) ? nil : (type, range)
            }
        }
    }
}

extension TypeReference {
    /// Whether every part of the type is a standard type that is Hashable, Sendable and
    /// Codable, so that a parameter of the type never keeps the route enum from a conformance
    /// (``Checker/checkConformances()`` finds no part of it lacking one).
    var hasEveryRouteConformance: Bool {
        switch self {
        case .named: standardType?.isCodable ?? false
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): wrapped.hasEveryRouteConformance
        case .dictionary(let key, let value): key.hasEveryRouteConformance && value.hasEveryRouteConformance
        case .error: false
        }
    }
}
