import NavSemantics
import NavSource

/// NAV405 unlabeled-button: a toolbar button with neither a title nor an SF Symbol image.
///
/// Field note 000 builds every bar button from an `Image(systemName:)` or text with a 44 pt
/// tap target; an empty label renders nothing to tap and nothing for VoiceOver to read.
struct UnlabeledButtonRule: LintRule {
    let code = DiagnosticCode.unlabeledButton

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.routes.flatMap { route in
            route.toolbar.flatMap(\.buttons).filter { $0.title == nil && $0.image == nil }.map { button in
                Diagnostic(code, at: button.range)
            }
        }
    }
}
