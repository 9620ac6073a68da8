import NavSemantics
import NavSource
import NavSyntax

/// NAV412 action-shadowed-in-split-view: in the direct flow, an action that routes of two
/// columns of one split view declare with different edges.
///
/// A view of the direct flow calls the router's method for its action, and the router performs
/// the action of the frontmost screen that declares it: the detail column's, then the content
/// column's, then the sidebar's. Where the columns sit side by side (iPad, Mac), a tap in the
/// column behind performs the front column's edge: a sidebar's `open(id:)` that should select
/// pushes onto the detail column's stack instead. Actions of different signatures are different
/// router methods, and the same edge does the same whichever route performs it.
struct ActionShadowedInSplitViewRule: LintRule {
    let code = DiagnosticCode.actionShadowedInSplitView

    /// One route's declaration of an action, in one column.
    private struct Declaration {
        var column: Column
        var route: RouteID
        var action: Int
    }

    func check(_ model: SemanticModel, options: LintOptions) -> [Diagnostic] {
        guard model.app.flow == .direct else { return [] }
        let splitViews: [[Column?]] =
            model.tabs.isEmpty
            ? (model.app.style == .stack ? [] : [model.columns])
            : model.tabs.indices.filter { model.tabs[$0].style != .stack }.map { model.tabColumns[$0] }
        var diagnostics: [Diagnostic] = []
        var reported: Set<[Int]> = []
        for columns in splitViews {
            var declarations: [String: [Declaration]] = [:]
            for route in columns.indices {
                guard let column = columns[route] else { continue }
                for (index, action) in model.routes[route].actions.enumerated() {
                    declarations[Self.signature(of: action), default: []].append(
                        Declaration(column: column, route: route, action: index))
                }
            }
            for signature in declarations.keys.sorted() {
                let declared = declarations[signature] ?? []
                guard let front = declared.min(by: { Self.depth($0.column) < Self.depth($1.column) }) else {
                    continue
                }
                let frontAction = model.routes[front.route].actions[front.action]
                for behind in declared where Self.depth(behind.column) > Self.depth(front.column) {
                    let behindAction = model.routes[behind.route].actions[behind.action]
                    // A route in two split tabs is reported once.
                    guard !Self.doSameThing(frontAction.edge, behindAction.edge, in: model),
                        reported.insert([behind.route, behind.action]).inserted
                    else { continue }
                    diagnostics.append(
                        Diagnostic(
                            code, behindAction.name, model.routes[behind.route].name, behind.column.rawValue,
                            model.routes[front.route].name, front.column.rawValue, at: behindAction.range,
                            notes: [
                                DiagnosticNote(
                                    "'\(model.routes[front.route].name)' declares it here",
                                    at: frontAction.range),
                                DiagnosticNote("give the actions different names"),
                            ]))
                }
            }
        }
        return diagnostics
    }

    /// The action's router method: its name and parameters.
    private static func signature(of action: Action) -> String {
        action.name + "(" + action.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// How far behind the front of a split view a column is: the router looks for an action in
    /// the detail column first, then the content column, then the sidebar.
    private static func depth(_ column: Column) -> Int {
        switch column {
        case .detail: 0
        case .content: 1
        case .sidebar: 2
        }
    }

    /// Whether two edges do the same wherever they are performed: the same kind, target, tab
    /// and alert, with no arguments (which may read parameters that differ between the routes)
    /// and no guard. A push within the split view still differs: from the sidebar it selects,
    /// from the detail column it pushes.
    private static func doSameThing(_ first: EdgeID?, _ second: EdgeID?, in model: SemanticModel) -> Bool {
        guard let first, let second else { return first == second }
        let (one, other) = (model.edges[first], model.edges[second])
        return one.kind == other.kind && (one.kind != .push || one.tab != nil) && one.target == other.target
            && one.tab == other.tab && one.dialog == other.dialog && one.arguments.isEmpty
            && other.arguments.isEmpty && one.guardIndex == nil && other.guardIndex == nil
    }
}
