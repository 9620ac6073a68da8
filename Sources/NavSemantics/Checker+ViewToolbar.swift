import NavSource
import NavSyntax

extension Checker {
    /// Checks the names a view supplies to its toolbar (`call NAME`, `disabled: NAME`,
    /// `hidden: NAME`): one type per name (NAV285), and none that is also a parameter, view
    /// argument or action of the route, or the `toolbar` label the view's initializer takes in
    /// the indirect flow (NAV286).
    mutating func checkViewToolbars() {
        for route in routes where route.hasViewToolbar {
            var roles: [String: (role: String, range: ByteRange)] = [:]
            func record(_ name: ToolbarViewName, as role: String) {
                if let first = roles[name.name] {
                    if first.role != role {
                        report(
                            Diagnostic(
                                .toolbarNameConflict, name.name, first.role, role, route.name, at: name.range,
                                notes: [DiagnosticNote("first used here", at: first.range)]))
                    }
                    return
                }
                roles[name.name] = (role, name.range)
            }
            var uses: [(name: ToolbarViewName, role: String)] = []
            for entry in route.toolbar {
                for button in entry.buttons {
                    if let call = button.call {
                        uses.append(
                            (
                                ToolbarViewName(name: call.name, range: call.range),
                                call.returnsBool
                                    ? "a callback returning Bool ('call \(call.name) then ...')"
                                    : "a callback ('call \(call.name)')"
                            ))
                    }
                    if let flag = button.disabled { uses.append((flag, "a Bool flag")) }
                    if let flag = button.hidden { uses.append((flag, "a Bool flag")) }
                }
            }
            for use in uses.sorted(by: { $0.name.range.start < $1.name.range.start }) {
                record(use.name, as: use.role)
            }
            var taken: [String: String] = [:]
            for parameter in route.parameters {
                taken[parameter.name] = taken[parameter.name] ?? "a parameter"
            }
            for argument in route.viewArguments {
                taken[argument.label] = taken[argument.label] ?? "a view argument"
            }
            for action in route.actions { taken[action.name] = taken[action.name] ?? "an action" }
            for (name, use) in roles.sorted(by: { $0.value.range.start < $1.value.range.start }) {
                if let other = taken[name] {
                    report(Diagnostic(.toolbarNameInUse, name, other, route.name, at: use.range))
                }
            }
            // In the indirect flow the view's initializer takes the toolbar as `toolbar:`.
            if app.flow == .indirect, let other = taken["toolbar"] {
                let range =
                    route.parameters.first { $0.name == "toolbar" }?.range
                    ?? route.viewArguments.first { $0.label == "toolbar" }?.labelRange
                    ?? route.actions.first { $0.name == "toolbar" }?.range ?? route.nameRange
                report(
                    Diagnostic(
                        .toolbarNameInUse, "toolbar", other, route.name, at: range,
                        notes: [
                            DiagnosticNote(
                                "the view's initializer takes its toolbar as 'toolbar:', since the toolbar uses parts the view supplies"
                            )
                        ]))
            }
        }
    }
}
