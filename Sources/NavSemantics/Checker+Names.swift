import NavSource

extension Checker {
    /// Reports names that would collide in the generated Swift (NAV215).
    mutating func checkNameCollisions() {
        let names = app.generatedNames
        var generated: [String: String] = [:]
        for (name, role) in names.all {
            if let other = generated[name] {
                report(Diagnostic(.nameCollision, name, other, at: app.nameRange))
            }
            generated[name] = generated[name] ?? role
        }
        for route in routes {
            if GeneratedNames.reservedRouteMembers.contains(route.name) {
                report(
                    Diagnostic(
                        .nameCollision, route.name, "the member '\(route.name)' of \(names.routeEnum)",
                        at: route.nameRange))
            }
            if let viewName = route.viewType.simpleName, let role = generated[viewName] {
                report(Diagnostic(.nameCollision, viewName, role, at: route.viewTypeRange))
            }
            for argument in route.viewArguments {
                let other: (description: String, range: ByteRange)? =
                    if let parameter = route.parameter(named: argument.label) {
                        ("parameter '\(parameter.name)'", parameter.range)
                    } else if let action = route.actions.first(where: { $0.name == argument.label }) {
                        ("action '\(action.name)'", action.range)
                    } else {
                        nil
                    }
                if let other {
                    report(
                        Diagnostic(
                            .viewArgumentNameInUse, argument.label, other.description,
                            route.viewType.description, at: argument.labelRange,
                            notes: [DiagnosticNote("declared here", at: other.range)]))
                }
            }
            for action in route.actions {
                if let parameter = route.parameter(named: action.name) {
                    report(
                        Diagnostic(
                            .nameCollision, action.name,
                            "parameter '\(parameter.name)': both become arguments of \(route.viewType)",
                            at: action.range,
                            notes: [DiagnosticNote("parameter declared here", at: parameter.range)]))
                }
            }
        }
    }
}
