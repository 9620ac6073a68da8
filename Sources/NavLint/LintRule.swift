import NavSemantics
import NavSource

/// One lint rule: a navigation mistake the field notes warn about, found in the checked model.
///
/// Each rule lives in its own file under `Rules/`, reports one catalog code (NAV4xx), and
/// documents in its doc comment what it finds and why it matters.
public protocol LintRule: Sendable {
    /// The catalog code the rule reports; its descriptor holds the name and explanation.
    var code: DiagnosticCode { get }
    /// The rule's findings in `model`.
    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic]
}

/// Tunable thresholds.
public struct LintOptions: Sendable, Hashable {
    /// The route count beyond which NAV408 warns (huge enums slow the Swift type checker).
    public var largeEnumThreshold: Int

    /// The default options.
    public init(largeEnumThreshold: Int = 300) {
        self.largeEnumThreshold = largeEnumThreshold
    }
}
