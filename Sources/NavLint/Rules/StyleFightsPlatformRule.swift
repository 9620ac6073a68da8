import NavSemantics
import NavSource
import NavSyntax

/// NAV407 style-fights-platform: a container style that works against the app's targets.
///
/// `split` and `split3` need NavigationSplitView (iOS 16, macOS 13); older targets fall back to
/// NavigationView columns. `columns` is the deprecated NavigationView style when every target
/// has NavigationSplitView. A multi-column style that shows the same route in every column
/// has effectively one column (field note 000: "make sure you add two views").
struct StyleFightsPlatformRule: LintRule {
    let code = DiagnosticCode.styleFightsPlatform

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        let app = model.app
        let style = app.style.rawValue
        var findings: [Diagnostic] = []
        let splitMinimum = Availability.row(for: .splitView).introduced
        switch app.style {
        case .split, .split3:
            for target in app.targets {
                guard let minimum = splitMinimum[target.platform], target.version < minimum else { continue }
                findings.append(
                    Diagnostic(
                        code, style,
                        "falls back to NavigationView columns before \(target.platform.rawValue) \(minimum)",
                        at: target.range))
            }
        case .columns:
            if !app.targets.isEmpty && Availability.supportsNavigationStack(app.targets) {
                findings.append(
                    Diagnostic(
                        code, style,
                        "uses the deprecated NavigationView columns although every target has NavigationSplitView",
                        at: app.nameRange, notes: [DiagnosticNote("use 'style split'")]))
            }
        case .stack:
            break
        }
        if app.style != .stack, Set(app.columns.values).count == 1, app.columns.count > 1 {
            findings.append(
                Diagnostic(code, style, "shows the same route in every column", at: app.nameRange))
        }
        return findings
    }
}
