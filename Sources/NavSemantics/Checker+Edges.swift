import NavSource
import NavSyntax

extension Checker {
    /// Resolves the edges of route `id`'s actions, toolbar buttons and dialog buttons, whose
    /// syntax is `members`; ``resolveRoutes()`` calls it once the route's members are resolved
    /// and then releases them.
    mutating func resolveEdges(of id: RouteID, members: consuming [RouteMember]) {
        var actionIndex = 0
        var toolbarIndex = 0
        var dialogIndex = 0
        for member in members {
            switch member {
            case .action(let action):
                // Actions dropped as duplicates were not added; match by range.
                guard actionIndex < routes[id].actions.count,
                    routes[id].actions[actionIndex].range == action.name.range
                else { continue }
                let scope = ParameterLookup(routes[id].actions[actionIndex].parameters)
                routes[id].actions[actionIndex].edge = resolveEdge(
                    action.edge, from: id, scope: scope, trigger: .action(index: actionIndex))
                actionIndex += 1
            case .toolbar(let toolbar):
                guard routes[id].memberRanges.toolbar == toolbar.range else { continue }
                resolveToolbarEdges(toolbar, of: id, entryOffset: &toolbarIndex)
            case .dialog(let syntax):
                // Dialogs dropped as duplicates were not added; match by range.
                guard dialogIndex < routes[id].dialogs.count,
                    dialogs[routes[id].dialogs[dialogIndex]].range == syntax.range
                else { continue }
                let dialog = routes[id].dialogs[dialogIndex]
                dialogIndex += 1
                let buttons = syntax.entries.compactMap { entry -> DialogButton? in
                    if case .button(let button) = entry { return button }
                    return nil
                }
                let scope = ParameterLookup(dialogs[dialog].parameters)
                for (index, button) in buttons.enumerated() {
                    guard let edge = button.edge else { continue }
                    dialogs[dialog].buttons[index].edge = resolveEdge(
                        edge, from: id, scope: scope,
                        trigger: .dialogButton(dialog: dialog, button: index))
                }
            default:
                break
            }
        }
    }

    private mutating func resolveToolbarEdges(_ toolbar: ToolbarDecl, of id: RouteID, entryOffset: inout Int)
    {
        for element in toolbar.elements {
            let buttons: [ToolbarButton]
            switch element {
            case .item(let item):
                guard item.placement.value != nil else { continue }
                buttons = [item.button]
            case .group(let group):
                guard group.placement.value != nil else { continue }
                buttons = group.buttons
            }
            // The model lists a menu's buttons after it, in source order.
            let flattened = buttons.flatMap { [$0] + $0.menuButtons }
            for (buttonIndex, button) in flattened.enumerated() {
                guard let edge = button.edge, buttonIndex < routes[id].toolbar[entryOffset].buttons.count
                else {
                    continue
                }
                routes[id].toolbar[entryOffset].buttons[buttonIndex].edge = resolveEdge(
                    edge, from: id, scope: .none,
                    trigger: .toolbarButton(entry: entryOffset, button: buttonIndex))
            }
            entryOffset += 1
        }
    }

    /// Resolves one edge and its arguments; returns its ID, or nil when the edge kind is unknown.
    private mutating func resolveEdge(
        _ syntax: NavSyntax.Edge, from source: RouteID, scope: ParameterLookup, trigger: EdgeTrigger
    ) -> EdgeID? {
        guard let kind = syntax.kind.value else { return nil }
        let id = edges.count
        var target: RouteID?
        var arguments: [EdgeArgument] = []
        // In an alert's button only the alert's parameters are in scope, and `return` answers
        // for the alert.
        var shownDialog: DialogID?
        if case .dialogButton(let dialog, _) = trigger { shownDialog = dialog }
        let seesRoute = shownDialog == nil
        var dialog: DialogID?
        var value: Value?
        if kind.takesDialog, let targetSyntax = syntax.target {
            dialog = resolveDialogTarget(
                targetSyntax.route, kind: kind, kindRange: syntax.kind.name.range, from: source)
            if let dialog {
                arguments = resolveArguments(
                    targetSyntax, parameters: ParameterLookup(dialogs[dialog].parameters),
                    targetName: "\(dialogs[dialog].style.description) '\(dialogs[dialog].name)'",
                    from: source,
                    scope: scope, seesRoute: seesRoute)
            }
        }
        if kind == .return, let expression = syntax.value {
            value = resolveReturnValue(
                expression, of: shownDialog, from: source, scope: scope, kindRange: syntax.kind.name.range)
        }
        if kind.takesTarget, let targetSyntax = syntax.target {
            target = resolveRoute(targetSyntax.route)
            if let target {
                arguments = resolveArguments(
                    targetSyntax, parameters: parameters(of: target), targetName: routes[target].name,
                    from: source, scope: scope, seesRoute: seesRoute)
                if kind == .root { rootEdgeTargetRanges[id] = targetSyntax.route.range }
                // In a tab app the roots are the tabs'; the graph check knows which tab applies.
                if kind == .root && !app.roots.contains(target) && !app.roots.isEmpty && !hasUnresolvedRoots {
                    report(
                        Diagnostic(
                            .rootEdgeTargetNotRoot, routes[target].name, at: targetSyntax.route.range,
                            notes: [DiagnosticNote("add it to the header's 'roots' entry")]))
                }
            }
        }
        // Only `tab` and `push` switch tabs; the parser reported an `in NAME` after any other kind.
        var tab: TabID?
        if let tabSyntax = syntax.tab, kind == .tab || kind == .push {
            tab = resolveTab(tabSyntax, of: kind)
        }
        edges.append(
            Edge(
                id: id, kind: kind, source: source, target: target, tab: tab,
                tabRange: tab == nil ? nil : syntax.tab?.range, arguments: arguments, trigger: trigger,
                range: syntax.range, dialog: dialog, value: value))
        if let condition = syntax.condition {
            // A result is handed back at once or not at all: a guard cannot hold it back.
            if kind == .return || condition.elseEdge?.kind.value == .return {
                report(Diagnostic(.guardedReturn, at: condition.range))
            }
            edges[id].guardIndex = resolveGuard(condition.guardName)
            if let other = condition.elseEdge,
                let otherID = resolveEdge(other, from: source, scope: scope, trigger: trigger)
            {
                edges[id].elseEdge = otherID
                edges[otherID].guardedEdge = id
            }
        }
        return id
    }

    /// Resolves the value of a `return` edge and checks it against the declared result: the
    /// alert's, in an alert's button, or else the route's (NAV294). A `return` without a
    /// declared result (NAV282) is reported here for an alert, and for a route by
    /// `checkResults()`, which knows how the route is shown.
    private mutating func resolveReturnValue(
        _ expression: Expression, of dialog: DialogID?, from source: RouteID, scope: ParameterLookup,
        kindRange: ByteRange
    ) -> Value? {
        let owner =
            dialog.map { "\(dialogs[$0].style.description) '\(dialogs[$0].name)'" }
            ?? "route '\(routes[source].name)'"
        let resultType = dialog.map { dialogs[$0].returnType } ?? routes[source].returnType
        guard let resultType else {
            if let dialog {
                // An alert's value goes to the action that showed it, however its route is shown.
                let declared = dialogs[dialog]
                let name = declared.parameters.isEmpty ? declared.name : "\(declared.name)(...)"
                report(
                    Diagnostic(
                        .returnWithoutResult, owner, at: kindRange,
                        notes: [
                            DiagnosticNote(
                                "declare the value's type after the \(declared.style.description)'s \(declared.parameters.isEmpty ? "name" : "parameters"): '\(declared.style.rawValue) \(name) returns Type'"
                            )
                        ]))
            } else {
                returnsWithoutResult.append((source, kindRange))
            }
            return nil
        }
        guard let value = resolveValue(expression, from: source, scope: scope, seesRoute: dialog == nil)
        else {
            return nil
        }
        checkValue(
            value, written: expression, against: resultType,
            use: .returnValue(owner: owner, type: resultType),
            scope: ValueScope(
                actionParameters: scope,
                routeParameters: dialog == nil ? routes[source].parameterLookup : .none))
        return value
    }

    /// Matches arguments to the target's parameters by label, in order, and checks their types.
    /// An argument without a label is reported (NAV234) with the label of the next parameter
    /// still without an argument, and then checked as if labelled so.
    ///
    /// A long list of parameters is read through its table of positions (``ParameterLookup``), and
    /// remembers which parameters have an argument in flags, so that an edge giving thousands of
    /// arguments takes time in proportion to them.
    private mutating func resolveArguments(
        _ syntax: RouteTarget, parameters lookup: ParameterLookup, targetName: String, from source: RouteID,
        scope: ParameterLookup, seesRoute: Bool
    ) -> [EdgeArgument] {
        let given = syntax.arguments?.arguments ?? []
        let parameters = lookup.list
        /// The position of the parameter an argument's label names, compared in the source's
        /// bytes unless there is a table.
        func position(named label: Identifier) -> Int? {
            if lookup.isIndexed { return lookup.index(named: text(label)) }
            return parameters.firstIndex { tree.source.text(label.range, equals: $0.name) }
        }
        var matchedFlags: [Bool]? =
            max(parameters.count, given.count) > Self.searchedListLength
            ? Array(repeating: false, count: parameters.count) : nil
        // Whether an argument is labeled with `name`, compared in the source's bytes: edges name
        // a handful of parameters, and no label is spelled out as a string unless it is reported.
        func isWritten(_ name: String) -> Bool {
            given.contains { !$0.label.isMissing && tree.source.text($0.label.range, equals: name) }
        }
        let valueScope = ValueScope(
            actionParameters: scope, routeParameters: seesRoute ? routes[source].parameterLookup : .none)
        var matched: [(parameterIndex: Int, argument: EdgeArgument)] = []
        matched.reserveCapacity(given.count)
        var lastIndex = -1
        var lastLabel = ""
        // The parameters that a misspelled label was reported with a fix-it for: the fix-it
        // gives each its argument, so it is not reported missing as well.
        var suggested: Set<String> = []
        /// Whether the parameter at `index` has an argument already.
        func isMatched(_ index: Int) -> Bool {
            matchedFlags?[index] ?? matched.contains { $0.parameterIndex == index }
        }
        for argument in given {
            let label: String
            // The parameter the argument is for: parameter names are unique (`resolveParameters`
            // drops duplicates), so one search finds it.
            let found: Int?
            if argument.label.isMissing {
                if case .missing = argument.value { continue }
                guard
                    let next = parameters.indices.first(where: { index in
                        !isWritten(parameters[index].name) && !isMatched(index)
                    })
                else {
                    report(Diagnostic(.extraUnlabeledArgument, targetName, at: argument.value.range))
                    continue
                }
                label = parameters[next].name
                found = next
                report(
                    Diagnostic(
                        .missingArgumentLabel, label, at: argument.value.range,
                        notes: [DiagnosticNote("parameter declared here", at: parameters[next].range)],
                        fixIts: [.insert("\(label): ", at: argument.value.range.start)]))
            } else {
                found = position(named: argument.label)
                // The parameter's own name, which shares its storage, rather than a new string; the
                // label is spelled out only when no parameter has it.
                label = found.map { parameters[$0].name } ?? text(argument.label)
            }
            guard let index = found else {
                var diagnostic = Diagnostic(
                    .extraArgument, targetName, label, at: argument.label.range)
                // A parameter no argument names (or is suggested for) is what a misspelled label
                // most likely means.
                let unused = parameters.indices.filter { index in
                    !isMatched(index) && !isWritten(parameters[index].name)
                        && !suggested.contains(parameters[index].name)
                }.map { parameters[$0].name }
                if let suggestion = Suggestion.closest(to: label, among: unused) {
                    diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
                    diagnostic.fixIts.append(FixIt(range: argument.label.range, replacement: suggestion))
                    suggested.insert(suggestion)
                }
                report(diagnostic)
                continue
            }
            if isMatched(index) {
                report(Diagnostic(.duplicateArgument, label, at: argument.label.range))
                continue
            }
            if index < lastIndex {
                report(Diagnostic(.argumentOutOfOrder, label, lastLabel, at: argument.label.range))
            } else {
                lastIndex = index
                lastLabel = label
            }
            guard let value = resolveValue(argument.value, from: source, scope: scope, seesRoute: seesRoute)
            else { continue }
            let parameter = parameters[index]
            checkValue(
                value, written: argument.value, against: parameter.type,
                use: .argument(label: label, parameter: parameter), scope: valueScope)
            matched.append((index, EdgeArgument(parameter: label, value: value, range: argument.range)))
            matchedFlags?[index] = true
        }
        for (index, parameter) in parameters.enumerated() where parameter.isRequired {
            guard !isMatched(index), !isWritten(parameter.name), !suggested.contains(parameter.name)
            else { continue }
            let place =
                syntax.arguments.map { ByteRange.empty(at: $0.range.end - 1) } ?? .empty(at: syntax.range.end)
            report(
                Diagnostic(
                    .missingArgument, parameter.name, targetName, at: place,
                    notes: [DiagnosticNote("parameter declared here", at: parameter.range)]))
        }
        // Arguments are almost always written in parameter order already.
        if zip(matched, matched.dropFirst()).allSatisfy({ $0.parameterIndex < $1.parameterIndex }) {
            return matched.map(\.argument)
        }
        return matched.sorted { $0.parameterIndex < $1.parameterIndex }.map(\.argument)
    }

    /// Resolves an argument expression: literals as they are, references against the action's
    /// parameters first, then the route's, and collection literals element by element.
    private mutating func resolveValue(
        _ expression: Expression, from source: RouteID, scope: ParameterLookup, seesRoute: Bool = true
    ) -> Value? {
        switch expression {
        case .array(let elements, _):
            var values: [Value] = []
            for element in elements {
                guard let value = resolveValue(element, from: source, scope: scope, seesRoute: seesRoute)
                else { return nil }
                values.append(value)
            }
            return .array(values)
        case .dictionary(let elements, _):
            var pairs: [ValuePair] = []
            for element in elements {
                guard let key = resolveValue(element.key, from: source, scope: scope, seesRoute: seesRoute),
                    let value = resolveValue(element.value, from: source, scope: scope, seesRoute: seesRoute)
                else { return nil }
                pairs.append(ValuePair(key: key, value: value))
            }
            return .dictionary(pairs)
        default:
            break
        }
        if let literal = literalValue(expression) { return literal }
        guard case .reference(let components, _) = expression, let first = components.first, !first.isMissing
        else {
            return nil
        }
        let name = text(first)
        let members = components.dropFirst().map { text($0) }
        if scope.parameter(named: name) != nil {
            return .reference(name: name, members: members, isActionParameter: true)
        }
        if seesRoute && routes[source].parameter(named: name) != nil {
            return .reference(name: name, members: members, isActionParameter: false)
        }
        var diagnostic = Diagnostic(.undeclaredReference, name, at: first.range)
        let candidates = scope.list.map(\.name) + (seesRoute ? routes[source].parameters.map(\.name) : [])
        if let suggestion = Suggestion.closest(to: name, among: candidates) {
            diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            diagnostic.fixIts.append(FixIt(range: first.range, replacement: suggestion))
        } else if !seesRoute {
            diagnostic.notes.append(
                DiagnosticNote(
                    "an alert's buttons see only the alert's parameters; pass what they need to the alert"))
        } else if candidates.isEmpty {
            diagnostic.notes.append(
                DiagnosticNote("route '\(routes[source].name)' and this action have no parameters"))
        }
        report(diagnostic)
        return nil
    }
}
