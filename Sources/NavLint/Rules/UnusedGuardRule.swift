import NavSemantics
import NavSource
import NavSyntax

/// NAV411 unused-guard: a guard no edge goes through.
///
/// The app must still supply it to the generated guards type, so an unused guard is a closure
/// written for nothing, and usually a sign that an edge lost its `if`.
struct UnusedGuardRule: LintRule {
    let code = DiagnosticCode.unusedGuard

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.guards.filter { !$0.isUsed }.map { guardModel in
            Diagnostic(
                code, guardModel.name, at: guardModel.range,
                notes: [
                    DiagnosticNote(
                        "use it in an edge, 'push ROUTE if \(guardModel.name) else sheet ROUTE', or remove it"
                    )
                ])
        }
    }
}
