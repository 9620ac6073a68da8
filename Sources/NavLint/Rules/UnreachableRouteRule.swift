import NavSemantics
import NavSource

/// NAV402 unreachable-route: no root, column, edge or deep link leads to the route.
///
/// An unreachable screen is dead code that still costs a case in the route enum and a branch
/// in every switch; usually an edge was forgotten or points at the wrong route.
struct UnreachableRouteRule: LintRule {
    let code = DiagnosticCode.unreachableRoute

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.routes.filter { !model.graph.isReachable[$0.id] }.map { route in
            Diagnostic(code, route.name, at: route.nameRange)
        }
    }
}
