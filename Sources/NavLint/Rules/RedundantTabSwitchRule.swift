import NavSemantics
import NavSource
import NavSyntax

/// NAV410 redundant-tab-switch: `tab T`, or `push ROUTE in T`, from a route that is only ever
/// shown in tab T and never inside a presentation.
///
/// Switching to the tab on screen does nothing, and closes no presentation when there is none,
/// so `tab T` there is a button that does nothing and `push ROUTE in T` is a plain push. The
/// edge usually names the wrong tab, or was copied from a route of another tab.
struct RedundantTabSwitchRule: LintRule {
    let code = DiagnosticCode.redundantTabSwitch

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.edges.compactMap { edge in
            guard let tab = edge.tab, let tabRange = edge.tabRange,
                model.graph.tabs[edge.source] == [tab], !model.graph.isInPresentation(edge.source)
            else { return nil }
            let route = model.routes[edge.source]
            let name = model.tabs[tab].name
            guard edge.kind == .push else {
                return Diagnostic(
                    code, route.name, name, "tab \(name)", at: edge.range,
                    notes: [DiagnosticNote("the edge does nothing; switch to another tab, or remove it")])
            }
            return Diagnostic(
                code, route.name, name, "in \(name)", at: tabRange,
                notes: [DiagnosticNote("a plain push does the same")],
                fixIts: [
                    FixIt(range: Self.withLeadingSpace(tabRange, in: model.source.bytes), replacement: "")
                ])
        }
    }

    /// `range` widened to take in the spaces and tabs before it.
    private static func withLeadingSpace(_ range: ByteRange, in bytes: [UInt8]) -> ByteRange {
        var start = range.start
        while start > 0 && (bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t")) {
            start -= 1
        }
        return ByteRange(start: start, end: range.end)
    }
}
