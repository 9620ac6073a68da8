import NavSemantics
import NavSource
import NavSyntax

/// NAV406 crowded-placement: several separate `item`s in the same placement of one toolbar.
///
/// Field note 000: bar items in one position replace each other with `navigationBarItems`,
/// and "if you want to add multiple buttons to the same area, you can use the
/// ToolbarItemGroup instead".
struct CrowdedPlacementRule: LintRule {
    let code = DiagnosticCode.crowdedPlacement

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        model.routes.flatMap { route -> [Diagnostic] in
            let items = route.toolbar.filter { !$0.isGroup }
            var byPlacement: [ToolbarPlacement: [ToolbarEntry]] = [:]
            for item in items { byPlacement[item.placement, default: []].append(item) }
            return ToolbarPlacement.allCases.compactMap { placement in
                guard let entries = byPlacement[placement], entries.count > 1 else { return nil }
                return Diagnostic(
                    code, String(entries.count), placement.rawValue, at: entries[1].placementRange,
                    notes: [DiagnosticNote("the first item in this placement", at: entries[0].placementRange)]
                )
            }
        }
    }
}
