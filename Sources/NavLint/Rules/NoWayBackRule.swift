import NavSemantics
import NavSource
import NavSyntax

/// NAV401 no-way-back: a pushed route that hides the navigation bar or the back button and
/// offers no `pop`, `popToRoot`, `root` or `dismiss` of its own (nor `dismissAll` inside a
/// presentation).
///
/// Field note 000: "If the navigation bar is hidden, there is no way for the user to get back
/// to the source view. Neither tapping the Back button nor swiping from the left edge will be
/// possible." A hidden bar hides the toolbar buttons placed in it too, so only buttons in the
/// bottom bar or status area count then.
///
/// The rule looks at each presentation level the route is pushed at. In a tab app the tab bar
/// stays on screen below the presentations, and selecting the tab on screen again pops its
/// stack to the root, so a route pushed in a tab's own stack has a way back; pushed inside a
/// sheet or cover, which covers the tab bar, it has not.
struct NoWayBackRule: LintRule {
    let code = DiagnosticCode.noWayBack

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.routes.compactMap { route in
            guard model.graph.isPushed(route.id), route.backButtonHidden || route.navigationBarHidden else {
                return nil
            }
            let trapped = model.graph.positions(of: route.id).contains { position in
                position.isPushed && (position.level > 0 || !model.isTabApp)
            }
            guard trapped else { return nil }
            let inPresentation = model.graph.isInPresentation(route.id)
            let hasWayBack = model.edges(from: route.id).contains { edge in
                let goesBack =
                    [.pop, .popToRoot, .root, .dismiss].contains(edge.kind)
                    || ((edge.kind == .dismissAll || edge.kind == .continue) && inPresentation)
                guard goesBack else { return false }
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
