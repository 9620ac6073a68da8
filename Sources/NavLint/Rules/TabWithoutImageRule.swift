import NavSemantics
import NavSource
import NavSyntax

/// NAV409 tab-without-image: a tab with a title but no SF Symbol.
///
/// Tab bars on iPhone, iPad, Apple Watch and Apple Vision Pro draw an icon above (or beside)
/// each title, and the Human Interface Guidelines ask for one on every tab; a tab without one
/// leaves a gap that looks like a bug. macOS and tvOS show titles only, so an app that targets
/// nothing else is not reported.
struct TabWithoutImageRule: LintRule {
    let code = DiagnosticCode.tabWithoutImage

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        let showsIcons =
            model.app.targets.isEmpty
            || model.app.targets.contains { ![.macOS, .tvOS].contains($0.platform) }
        guard showsIcons else { return [] }
        return model.tabs.filter { $0.image == nil }.map { tab in
            Diagnostic(
                code, tab.name, at: tab.nameRange,
                notes: [DiagnosticNote("add an SF Symbol, such as 'image \"square.grid.2x2\"'")])
        }
    }
}
