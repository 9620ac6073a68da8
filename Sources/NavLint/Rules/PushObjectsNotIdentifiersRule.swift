import NavSemantics
import NavSource
import NavSyntax

/// NAV404 push-objects-not-identifiers: a route parameter whose type looks like a whole model
/// object rather than an identifier or a small value.
///
/// Field note 001: "Push stable, lightweight identifiers instead of whole model objects. The
/// pushed copy goes stale the moment the model changes, and restoring state or handling a
/// deep link means rebuilding entire objects instead of writing an id." A user type counts as
/// an identifier or value when its last name component ends in a value-like word (ID, Key,
/// Kind, Mode, ...), when the file declares it RawRepresentable or LosslessStringConvertible,
/// or when it declares it as an enum with its cases.
struct PushObjectsNotIdentifiersRule: LintRule {
    let code = DiagnosticCode.pushObjectsNotIdentifiers

    /// Name endings that mark identifiers and small values.
    static let valueSuffixes = [
        "ID", "Id", "Identifier", "Key", "Kind", "Mode", "Style", "Type", "Option", "Options", "Filter",
        "Tab",
        "Section", "Sort", "Order", "Range", "Level", "Configuration", "Route", "Destination", "Token",
        "Code",
    ]

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.routes.flatMap { route in
            route.parameters.compactMap { parameter -> Diagnostic? in
                guard let object = objectType(in: parameter.type, model: model) else { return nil }
                return Diagnostic(
                    code, parameter.name, object, at: parameter.range,
                    notes: [
                        DiagnosticNote(
                            "pass '\(object).ID' (or another key) and look the \(object) up in the view")
                    ])
            }
        }
    }

    /// The name of the model-object type inside `type`, if any.
    private func objectType(in type: TypeReference, model: SemanticModel) -> String? {
        switch type {
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped):
            return objectType(in: wrapped, model: model)
        case .dictionary(_, let value): return objectType(in: value, model: model)
        case .error: return nil
        case .named(let components):
            guard type.standardType == nil, let last = components.last?.name else { return nil }
            if Self.valueSuffixes.contains(where: last.hasSuffix) { return nil }
            // An enum declared with its cases is a small value, not an object.
            if let declared = model.declaredType(type),
                declared.cases != nil
                    || !declared.conformances.isDisjoint(with: [
                        "RawRepresentable", "LosslessStringConvertible", "CaseIterable",
                    ])
            {
                return nil
            }
            return type.description
        }
    }
}
