import NavSemantics
import NavSource
import NavSyntax

/// NAV401 no-way-back: a pushed route that hides the navigation bar or the back button and
/// offers no `pop`, `popToRoot`, `root` or `dismiss` of its own.
///
/// Field note 000: "If the navigation bar is hidden, there is no way for the user to get back
/// to the source view. Neither tapping the Back button nor swiping from the left edge will be
/// possible." A hidden bar hides the toolbar buttons placed in it too, so only buttons in the
/// bottom bar or status area count then.
struct NoWayBackRule: LintRule {
    let code = DiagnosticCode.noWayBack

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.routes.compactMap { route in
            guard model.graph.isPushed(route.id), route.backButtonHidden || route.navigationBarHidden else {
                return nil
            }
            let hasWayBack = model.edges(from: route.id).contains { edge in
                guard [.pop, .popToRoot, .root, .dismiss].contains(edge.kind) else { return false }
                guard route.navigationBarHidden, case .toolbarButton(let entry, _) = edge.trigger else {
                    return true
                }
                return [.bottomBar, .status].contains(route.toolbar[entry].placement)
            }
            guard !hasWayBack else { return nil }
            let hidden = route.navigationBarHidden ? "navigation bar" : "back button"
            let range =
                (route.navigationBarHidden ? route.memberRanges.navigationBar : route.memberRanges.backButton)
                ?? route.nameRange
            return Diagnostic(
                code, route.name, hidden, at: range,
                notes: [
                    DiagnosticNote("add an action such as 'action back = pop', or a toolbar button that pops")
                ])
        }
    }
}
