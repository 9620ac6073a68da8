import NavSemantics
import NavSource
import NavSyntax

/// How lint findings are filtered and escalated: from the command line, then the file's own
/// `lint { ... }` block, then a configuration file (`.navc.json`).
public struct LintConfiguration: Sendable, Hashable {
    /// Codes the command line disables (`--disable NAV402`); they win over the file.
    public var disabled: Set<DiagnosticCode>
    /// Whether every warning becomes an error (`--warnings-as-errors`).
    public var warningsAsErrors: Bool
    public var options: LintOptions
    /// Severities set outside the `.nav` file (a `.navc.json` file's `"lint"` rules): a
    /// severity, or nil to turn the rule off. The file's own `lint` block wins over them.
    public var configuredSeverities: [DiagnosticCode: Severity?]

    /// Creates a configuration.
    public init(
        disabled: Set<DiagnosticCode> = [], warningsAsErrors: Bool = false,
        options: LintOptions = LintOptions(), configuredSeverities: [DiagnosticCode: Severity?] = [:]
    ) {
        self.disabled = disabled
        self.warningsAsErrors = warningsAsErrors
        self.options = options
        self.configuredSeverities = configuredSeverities
    }
}

/// Runs every lint rule over a checked model and applies the configuration.
public enum Linter {
    /// Every rule, in code order.
    public static let rules: [any LintRule] = [
        NoWayBackRule(), UnreachableRouteRule(), DeadEndRule(), PushObjectsNotIdentifiersRule(),
        UnlabeledButtonRule(),
        CrowdedPlacementRule(), StyleFightsPlatformRule(), LargeRouteEnumRule(), TabWithoutImageRule(),
        RedundantTabSwitchRule(), UnusedGuardRule(), ActionShadowedInSplitViewRule(),
        DeepLinkBypassesGuardRule(),
    ]

    /// The findings for `model`, filtered and escalated by `configuration` and the model's
    /// own lint directives, sorted by position.
    public static func lint(_ model: SemanticModel, configuration: LintConfiguration = LintConfiguration())
        -> [Diagnostic]
    {
        var severities = configuration.configuredSeverities
        for directive in model.app.lintDirectives {
            switch directive.action {
            case .disable: severities[directive.code] = .some(nil)
            case .warning: severities[directive.code] = .warning
            case .error: severities[directive.code] = .error
            }
        }
        var findings: [Diagnostic] = []
        for rule in rules where !configuration.disabled.contains(rule.code) {
            var severity: Severity? = rule.code.descriptor.severity
            if let override = severities[rule.code] { severity = override }
            guard var resolved = severity else { continue }
            if configuration.warningsAsErrors && resolved == .warning { resolved = .error }
            for var diagnostic in rule.check(model, options: configuration.options) {
                diagnostic.severity = resolved
                findings.append(diagnostic)
            }
        }
        return Diagnostic.sortedByPosition(findings)
    }
}
