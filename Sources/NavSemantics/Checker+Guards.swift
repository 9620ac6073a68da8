import NavSource
import NavSyntax

extension Checker {
    /// Declares the guards (`guard signedIn`): each once (NAV296), named unlike the routes,
    /// tabs and features, whose names edges also spell (NAV297), and with a name the guards
    /// type can declare as a property (NAV250).
    mutating func declareGuards(_ decls: [GuardDecl]) {
        for decl in decls where !decl.name.isMissing {
            let name = text(decl.name)
            if let first = guardIDs[name] {
                report(
                    Diagnostic(
                        .duplicateGuard, name, at: decl.name.range,
                        notes: [DiagnosticNote("first declared here", at: guards[first].range)]))
                continue
            }
            if let route = routeIDs[name] {
                report(
                    Diagnostic(
                        .guardNameInUse, name, "route", at: decl.name.range,
                        notes: [DiagnosticNote("the route is declared here", at: routes[route].nameRange)]))
            } else if featureIDs[name] != nil {
                report(Diagnostic(.guardNameInUse, name, "feature", at: decl.name.range))
            } else if tabIDs[name] != nil {
                report(Diagnostic(.guardNameInUse, name, "tab", at: decl.name.range))
            }
            if GeneratedNames.reservedPropertyNames.contains(name) {
                report(
                    Diagnostic(
                        .reservedName, name, "a guard", "Swift gives '.\(name)' a meaning of its own",
                        at: decl.name.range))
            }
            guardIDs[name] = guards.count
            guards.append(GuardModel(name: name, range: decl.name.range, isUsed: false))
        }
    }

    /// The guard named in `if NAME`, or nil after reporting NAV295 with "did you mean".
    mutating func resolveGuard(_ name: Identifier) -> Int? {
        guard !name.isMissing else { return nil }
        let spelled = text(name)
        if let index = guardIDs[spelled] {
            guards[index].isUsed = true
            return index
        }
        var diagnostic = Diagnostic(.undeclaredGuard, spelled, at: name.range)
        if let suggestion = Suggestion.closest(to: spelled, among: guards.map(\.name)) {
            diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            diagnostic.fixIts.append(FixIt(range: name.range, replacement: suggestion))
        } else {
            diagnostic.notes.append(DiagnosticNote("declare it at the top level: 'guard \(spelled)'"))
        }
        report(diagnostic)
        return nil
    }
}
