import NavSemantics
import NavSource
import NavSyntax

/// NAV407 style-fights-platform: a container style that works against the app's targets.
///
/// `split` and `split3` need NavigationSplitView (iOS 16, macOS 13); older targets fall back to
/// NavigationView columns. `columns` is the deprecated NavigationView style when every target
/// has NavigationSplitView. A multi-column style that shows the same route in every column
/// has effectively one column (field note 000: "make sure you add two views"). In a tab app
/// each tab's style is judged on its own.
struct StyleFightsPlatformRule: LintRule {
    let code = DiagnosticCode.styleFightsPlatform

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        guard model.isTabApp else {
            return check(model.app.style, columns: model.app.columns, at: model.app.nameRange, in: model)
        }
        return model.tabs.flatMap { tab in
            check(tab.style, columns: tab.columns, at: tab.entryRanges.style ?? tab.nameRange, in: model)
        }
    }

    /// The findings for one stack or split view, the app's (reported at its name) or a tab's
    /// (reported at its style).
    private func check(
        _ style: NavigationStyle, columns: [Column: RouteID], at range: ByteRange, in model: SemanticModel
    ) -> [Diagnostic] {
        let app = model.app
        let spelled = style.rawValue
        var findings: [Diagnostic] = []
        let splitMinimum = Availability.row(for: .splitView).introduced
        switch style {
        case .split, .split3:
            for target in app.targets {
                guard let minimum = splitMinimum[target.platform], target.version < minimum else { continue }
                findings.append(
                    Diagnostic(
                        code, spelled,
                        "falls back to NavigationView columns before \(target.platform.rawValue) \(minimum)",
                        at: model.isTabApp ? range : target.range))
            }
        case .columns:
            if !app.targets.isEmpty && Availability.supportsNavigationStack(app.targets) {
                findings.append(
                    Diagnostic(
                        code, spelled,
                        "uses the deprecated NavigationView columns although every target has NavigationSplitView",
                        at: range, notes: [DiagnosticNote("use 'style split'")]))
            }
        case .stack:
            break
        }
        if style != .stack, Set(columns.values).count == 1, columns.count > 1 {
            findings.append(Diagnostic(code, spelled, "shows the same route in every column", at: range))
        }
        return findings
    }
}
