import NavSemantics
import NavSource

/// NAV408 large-route-enum: more routes than the configured threshold (default 300).
///
/// Every route is a case of the generated enum and a branch of its switches; very large enums
/// slow the Swift type checker on every build. The count is always reported when over the
/// limit so teams can watch it grow.
struct LargeRouteEnumRule: LintRule {
    let code = DiagnosticCode.largeRouteEnum

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        guard model.routes.count > options.largeEnumThreshold else { return [] }
        return [
            Diagnostic(
                code, String(model.routes.count), String(options.largeEnumThreshold), at: model.app.nameRange)
        ]
    }
}
