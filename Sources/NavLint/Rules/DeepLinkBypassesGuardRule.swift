import NavSemantics
import NavSource
import NavSyntax

/// NAV413 deep-link-bypasses-guard: a route with a deep link that every edge showing it
/// reaches through a guard.
///
/// The generated `init?(deepLink:)` builds the whole state from the URL alone and asks none of the
/// app's guards, so a link opened with it shows the screen the guard keeps for signed-in users
/// (say). `init?(deepLink:guards:)` asks them; the warning says so.
struct DeepLinkBypassesGuardRule: LintRule {
    let code = DiagnosticCode.deepLinkBypassesGuard

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.routes.compactMap { route -> Diagnostic? in
            guard route.deepLink != nil, let range = route.memberRanges.url else { return nil }
            var guards: [Int] = []
            for edgeID in model.graph.incoming[route.id] {
                let edge = model.edges[edgeID]
                // An else edge shows its route when the guard says no: it is not behind a guard.
                guard edge.kind.takesTarget, edge.guardedEdge == nil else { continue }
                guard let guardIndex = edge.guardIndex else { return nil }
                if !guards.contains(guardIndex) { guards.append(guardIndex) }
            }
            // Roots and columns are on screen without any edge.
            guard !guards.isEmpty, !model.graph.contexts[route.id].contains(where: \.isEntry) else {
                return nil
            }
            let names =
                (guards.count == 1 ? "guard " : "guards ")
                + guards.map { "'\(model.guards[$0].name)'" }.joined(separator: ", ")
            return Diagnostic(
                code, route.name, names, at: range,
                notes: [
                    DiagnosticNote(
                        "init?(deepLink:) asks no guard; open links with init?(deepLink:guards:), which asks \(guards.count == 1 ? "it" : "them")"
                    )
                ])
        }
    }
}
