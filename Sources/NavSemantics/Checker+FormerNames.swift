import NavSource
import NavSyntax

extension Checker {
    /// Records the names of a `formerly` member; which of them clash is decided once every
    /// route is known (``checkFormerNamesAndLinks(patterns:)``).
    mutating func resolveFormerNames(_ member: FormerlyMember, of id: RouteID) {
        for name in member.names where !name.isMissing {
            routes[id].formerNames.append(FormerName(name: text(name), range: name.range))
        }
    }

    /// Records a `formerURL` pattern that is valid for the route, as a `url` is checked.
    mutating func resolveFormerDeepLink(_ member: FormerURLMember, of id: RouteID) {
        guard !member.pattern.isMissing else { return }
        let range = member.pattern.range
        guard let pattern = validDeepLink(tree.value(member.pattern), at: range, of: id, writesLinks: false)
        else { return }
        routes[id].formerDeepLinks.append(FormerDeepLink(pattern: pattern, range: range))
    }

    /// Former names and former patterns each open exactly one route: a former name must not be
    /// the name of a route (NAV630) or a former name listed before (NAV631), and a former
    /// pattern must not match the links of any pattern before it, current or former (NAV219).
    /// Clashing entries are dropped from the model. `patterns` holds the first route of each
    /// current pattern's shape.
    mutating func checkFormerNamesAndLinks(patterns: [String: RouteID]) {
        var formerOwners: [String: RouteID] = [:]
        // Most routes have no former names or links, and are left as they are.
        for id in routes.indices where !routes[id].formerNames.isEmpty {
            var kept: [FormerName] = []
            for former in routes[id].formerNames {
                if let owner = routeIDs[former.name] {
                    report(
                        Diagnostic(
                            .formerNameInUse, former.name, routes[id].name, at: former.range,
                            notes: [
                                DiagnosticNote(
                                    "route '\(former.name)' is declared here", at: routes[owner].nameRange)
                            ]
                        ))
                    continue
                }
                if let owner = formerOwners[former.name] {
                    let first = routes[owner].formerNames.first { $0.name == former.name }
                    report(
                        Diagnostic(
                            .duplicateFormerName, former.name, routes[owner].name, at: former.range,
                            notes: first.map { [DiagnosticNote("first listed here", at: $0.range)] } ?? []))
                    continue
                }
                formerOwners[former.name] = id
                kept.append(former)
            }
            routes[id].formerNames = kept
        }
        var shapes = patterns
        for id in routes.indices where !routes[id].formerDeepLinks.isEmpty {
            var kept: [FormerDeepLink] = []
            for former in routes[id].formerDeepLinks {
                if let owner = shapes[former.pattern.shape] {
                    report(
                        Diagnostic(
                            .deepLinkDuplicatePattern, former.pattern.text, routes[owner].name,
                            at: former.range))
                    continue
                }
                shapes[former.pattern.shape] = id
                kept.append(former)
            }
            routes[id].formerDeepLinks = kept
        }
    }
}
