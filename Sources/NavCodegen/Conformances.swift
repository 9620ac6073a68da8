import NavSemantics

extension GenerationContext {
    /// Whether every route parameter's type has `conformance` (`Codable`, `Sendable`): known
    /// standard types do (except Character and Substring for Codable), user types only when
    /// the file declares it with `type Name: Conformance`.
    func allParameters(conform conformance: String) -> Bool {
        routes.allSatisfy { route in route.parameters.allSatisfy { conforms($0.type, to: conformance) } }
    }

    private func conforms(_ type: TypeReference, to conformance: String) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped):
            return conforms(wrapped, to: conformance)
        case .dictionary(let key, let value):
            return conforms(key, to: conformance) && conforms(value, to: conformance)
        case .error: return false
        case .named:
            if let standard = type.standardType { return conformance != "Codable" || standard.isCodable }
            guard let declared = model.declaredType(named: type.description) else { return false }
            if conformance == "Codable" {
                return declared.conformances.contains("Codable")
                    || declared.conformances.isSuperset(of: ["Encodable", "Decodable"])
            }
            return declared.conformances.contains(conformance)
        }
    }

    /// The conformances of the route enum: always Hashable, then Sendable and Codable when
    /// every parameter allows them.
    var routeConformances: [String] {
        var result = ["Hashable"]
        if allParameters(conform: "Sendable") { result.append("Sendable") }
        if allParameters(conform: "Codable") { result.append("Codable") }
        return result
    }

    var isCodable: Bool { routeConformances.contains("Codable") }
    var isSendable: Bool { routeConformances.contains("Sendable") }
}
