import NavSemantics
import NavSource
import NavSyntax

/// NAV403 dead-end: a route that is not a root or column (of the app or of a tab), has no
/// outgoing edge, and cannot be left with a system gesture: it is shown only as a full-screen
/// cover, which has no swipe to dismiss and covers the tab bar.
///
/// Sheets can be swiped away and pushed screens have a Back button, so those are not dead
/// ends even without edges; a pushed screen that hides its Back button is NAV401's finding.
struct DeadEndRule: LintRule {
    let code = DiagnosticCode.deadEnd

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.routes.compactMap { route in
            let contexts = model.graph.contexts[route.id]
            let isEntry = contexts.contains { context in
                switch context {
                case .initialRoot, .tabRoot, .root, .column: true
                default: false
                }
            }
            guard !isEntry, model.graph.isReachable[route.id], model.edges(from: route.id).isEmpty else {
                return nil
            }
            // A pushed route with hidden chrome is NAV401's finding; do not report it twice.
            if model.graph.isPushed(route.id) && (route.backButtonHidden || route.navigationBarHidden) {
                return nil
            }
            let arrivals = model.graph.incoming[route.id].map { model.edges[$0].kind }
            // A sheet closes with a swipe unless its route disables that; a popover closes with a
            // tap outside it.
            let swipesAway =
                arrivals.contains(.sheet) && route.presentation.interactiveDismissDisabled != true
            let systemBack = swipesAway || arrivals.contains(.popover) || model.graph.isPushed(route.id)
            guard !systemBack else { return nil }
            return Diagnostic(code, route.name, at: route.nameRange)
        }
    }
}
