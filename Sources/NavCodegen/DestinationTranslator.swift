import NavPlan
import NavSemantics
import NavSwift
import NavSyntax

extension Translation {
    /// `getDestination(for:)`: each route's view with its title, bar settings and toolbar, in
    /// parts of one chunk of routes each.
    func destinationParts() -> [FilePart] {
        let function = RouteSwitch(
            name: name("getDestination"), chunkName: { SwiftName("getDestinationChunk" + String($0)) },
            modifiers: access, chunkModifiers: [.private],
            parameters: [labeled("for", "route", routeType)],
            forwardedArguments: [SwiftArgument(name("for"), .named("route"))],
            result: sdk("AnyView"), subject: .named("route"), routes: routes.map(\.id),
            pattern: { bindingPattern($0) },
            body: { [.return(sdkCall("AnyView", "SwiftUI", [SwiftArgument(destinationView($0))]))] },
            fallback: [
                .return(sdkCall("AnyView", "SwiftUI", [SwiftArgument(sdkCall("EmptyView", "SwiftUI", []))]))
            ],
            documentation: "Builds the view for `route` with its title, bar settings and toolbar.")
        return parts(of: function)
    }

    /// The view of `route` with its modifiers, its parameters bound by the case pattern.
    private func destinationView(_ route: RoutePlan) -> SwiftExpression {
        var arguments = route.parameters.map { SwiftArgument($0.label, .name($0.binding)) }
        // Fixed view arguments follow the data and come before the callbacks, as a view's
        // stored properties usually do.
        arguments += route.viewArguments.map { SwiftArgument($0.label, expression($0.value)) }
        if !isDirect {
            for action in route.actions {
                // An action that gets a result takes the closure receiving it last.
                let receiver = action.receives.map { _ in receiverName(of: action, in: route) }
                let body =
                    action.edge.map {
                        statements(
                            for: plan.edges[$0], route: route, action: action, state: stateExpression,
                            receiver: receiver.map { .name($0) })
                    } ?? []
                let parameters =
                    action.parameters.map { SwiftClosureParameter.named($0.binding) }
                    + (receiver.map { [.named($0)] } ?? [])
                arguments.append(
                    SwiftArgument(action.name, .closure(SwiftClosure(parameters: parameters, body))))
            }
        }
        if !isDirect, let toolbar = route.viewToolbar {
            // The view applies its toolbar itself; the container supplies what the buttons navigate to.
            let closures = route.toolbar.flatMap(\.buttons).flatMap { [$0] + ($0.menuButtons ?? []) }
                .compactMap {
                    button -> SwiftArgument? in
                    guard let closure = button.edgeClosure, let edge = button.edge else { return nil }
                    let body = statements(
                        for: plan.edges[edge], route: route, action: nil, state: stateExpression)
                    return SwiftArgument(closure, .closure(SwiftClosure(body)))
                }
            arguments.append(
                SwiftArgument(
                    toolbar.label,
                    .call(.type(.named(toolbar.typeName.text)).dot(toolbar.edgesTypeName), closures)))
        }
        if let binding = route.selection {
            // Setting the selection goes through select, so the columns after it start over.
            let sidebar = binding.column == .sidebar
            let slot = binding.tab.map { sceneSlots[$0] } ?? sceneSlots[0]
            let split = scene(slot, on: stateExpression)
            let selection = self.binding(get: split.dot(sidebar ? "selection" : "detailSelection")) {
                newValue in
                [
                    .expression(
                        .call(split.dot(sidebar ? "select" : "selectDetail"), [SwiftArgument(newValue)]))
                ]
            }
            arguments.append(SwiftArgument(name("selection"), selection))
        }
        let view = SwiftExpression.call(.type(route.viewType), arguments)
        let modifiers = viewModifiers(route)
        return modifiers.isEmpty ? view : .modifierChain(view, modifiers)
    }

    /// The statements that perform `edge` on `state`. An action that gets a result passes the
    /// closure receiving it as `receiver` (it waits in `results`, the container's by default);
    /// the buttons of an alert pass the alert as `dialog`, which their `return` answers for.
    func statements(
        for edge: EdgePlan, route: RoutePlan, action: ActionPlan?, state: SwiftExpression,
        results: SwiftExpression? = nil, receiver: SwiftExpression? = nil, dialog: DialogPlan? = nil
    ) -> [SwiftStatement] {
        func call(_ method: String, _ arguments: [SwiftArgument] = []) -> SwiftStatement {
            .expression(.call(state.dot(method), arguments))
        }
        func value(_ value: RouteValue, typed: Bool = false) -> SwiftArgument {
            SwiftArgument(expression(value, typed: typed, route: route, action: action))
        }
        let results = results ?? resultsExpression
        /// `results.wait(for: shown, in: state, receiver)`, when the action waits for a result.
        func wait(_ label: String, _ shown: SwiftExpression) -> [SwiftStatement] {
            guard let receiver else { return [] }
            return [
                .expression(
                    .call(
                        results.dot("wait"),
                        [
                            SwiftArgument(name(label), shown), SwiftArgument(name("in"), state),
                            SwiftArgument(receiver),
                        ]))
            ]
        }
        /// An action waiting for a result waits on what the guarded edge shows; when the guard
        /// said no, that is not shown, and the action gets nil at once.
        func waitAfterGuard() -> [SwiftStatement] {
            switch edge.operation {
            case .present(let target, _):
                return wait("for", expression(target, typed: false, route: route, action: action))
            case .showDialog(let shown):
                return wait("forAlert", expression(shown, typed: false, route: route, action: action))
            default: return []
            }
        }
        if let guardIndex = edge.guardIndex, plan.guards.indices.contains(guardIndex) {
            // The state performs the edge, or the else edge and keeps this one for `continue`.
            let allowed = SwiftExpression.call(
                guardsExpression(besideState: state).dot(plan.guards[guardIndex].name), [])
            let otherwise =
                edge.otherwise.map {
                    deferredEdgeValue(plan.edges[$0].operation, route: route, action: action)
                } ?? .nil
            return [
                .expression(
                    .call(
                        state.dot("perform"),
                        [
                            SwiftArgument(deferredEdgeValue(edge.operation, route: route, action: action)),
                            SwiftArgument(name("guardedBy"), allowed),
                            SwiftArgument(name("otherwise"), otherwise),
                        ]))
            ] + waitAfterGuard()
        }
        /// A push or a selection, on its own or after a tab switch.
        func show(_ operation: StateOperation?) -> [SwiftStatement] {
            switch operation {
            case .push(let target)?: return [call("push", [value(target)])]
            // Selections take optionals, where `.none` or `.some` would not name a route.
            case .select(let target, .sidebar)?: return [call("select", [value(target, typed: true)])]
            case .select(let target, .content)?: return [call("selectDetail", [value(target, typed: true)])]
            default: return []
            }
        }
        switch edge.operation {
        case .push, .select: return show(edge.operation)
        case .present(let target, let style):
            return [
                call(
                    "present",
                    [value(target), SwiftArgument(name("as"), .implicitMember(name(style.rawValue)))])
            ] + wait("for", expression(target, typed: false, route: route, action: action))
        case .showDialog(let shown):
            let alert = expression(shown, typed: false, route: route, action: action)
            return [.assignment(state.dot("alert"), alert)] + wait("forAlert", alert)
        case .return(let returned):
            // The value goes through `Any`, so a literal is typed as the result (`.red as Tag`).
            let resultType = dialog != nil ? dialog?.result : route.result
            let written = expression(returned, route: route, action: action)
            let value = SwiftArgument(resultType.map { SwiftExpression.cast(written, $0) } ?? written)
            if let dialog {
                let closing = SwiftTrailingClosure(SwiftClosure([.assignment(state.dot("alert"), .nil)]))
                return [
                    .expression(
                        .call(
                            results.dot("deliver"),
                            [value, SwiftArgument(name("fromAlert"), rebuilt(dialog))],
                            trailingClosures: [closing]))
                ]
            }
            // A route that is never presented has nothing to return to (the checker allows no
            // other way to show it).
            guard plan.presents else { return [] }
            let closing = SwiftTrailingClosure(
                SwiftClosure([
                    .expression(
                        .call(state.dot("closePresentation"), [SwiftArgument(name("of"), rebuilt(route))]))
                ]))
            return [
                .expression(
                    .call(
                        results.dot("deliver"), [value, SwiftArgument(name("from"), rebuilt(route))],
                        trailingClosures: [closing]))
            ]
        case .setRoot(let target): return [call("setRoot", [value(target)])]
        case .pop: return [call("pop")]
        case .popToRoot: return [call("popToRoot")]
        case .dismiss: return [call("dismiss")]
        case .dismissAll: return [call("dismissAll")]
        case .continueDeferred: return [call(plan.hasGuards ? "continueDeferred" : "dismiss")]
        case .openTab(let index, let then):
            return [call("openTab", [SwiftArgument(.implicitMember(tabName(index)))])] + show(then)
        }
    }

    /// The closure parameter receiving an action's result: `receive`, unless a parameter of the
    /// action or the route has that name.
    func receiverName(of action: ActionPlan, in route: RoutePlan) -> SwiftName {
        let taken = Set(action.parameters.map(\.binding.text) + route.parameters.map(\.binding.text))
        var candidate = "receive"
        while taken.contains(candidate) { candidate += "Result" }
        return name(candidate)
    }

    // MARK: - Modifiers

    /// A title or subtitle: a string literal (a `LocalizedStringKey`, so it is localizable), or
    /// the value of a String parameter, shown as it is (nil shows as an empty title).
    private func text(_ text: RouteText, of route: RoutePlan) -> SwiftExpression {
        self.text(text, parameters: route.parameters)
    }

    /// ``text(_:of:)`` for the parameters a text may name (a route's, or an alert's).
    func text(_ text: RouteText, parameters: [ParameterPlan]) -> SwiftExpression {
        switch text {
        case .literal(let literal):
            return .string(literal)
        case .parameter(let index):
            let parameter = parameters[index]
            let value = SwiftExpression.name(parameter.binding)
            return parameter.isOptional ? .binary(value, .nilCoalescing, .string("")) : value
        }
    }

    private func viewModifiers(_ route: RoutePlan) -> [SwiftModifierElement] {
        var modifiers: [SwiftModifierElement] = []
        let backends = plan.backends
        let titleText =
            route.titleParameter.map { RouteText.parameter($0) } ?? route.title.map { .literal($0) }
        if backends.usesIOS13Modifiers && (titleText != nil || route.displayMode != nil) {
            // iOS 13 has only navigationBarTitle(_:displayMode:); other platforms use navigationTitle.
            let title = titleText.map { text($0, of: route) } ?? .string("")
            let iOS = SwiftModifierElement.modifier(
                name("navigationBarTitle"),
                [
                    SwiftArgument(sdkCall("Text", "SwiftUI", [SwiftArgument(title)])),
                    SwiftArgument(
                        name("displayMode"), .implicitMember(name(route.displayMode?.rawValue ?? "automatic"))
                    ),
                ])
            let other: [SwiftModifierElement]? = titleText.map {
                [.modifier(name("navigationTitle"), [SwiftArgument(text($0, of: route))])]
            }
            modifiers.append(.conditional(SwiftIfConfig(.os(.iOS), [iOS], else: other)))
        } else {
            if let title = titleText {
                modifiers.append(.modifier(name("navigationTitle"), [SwiftArgument(text(title, of: route))]))
            }
            if let mode = route.displayMode {
                modifiers.append(
                    .conditional(
                        SwiftIfConfig(
                            .os(.iOS),
                            [
                                .modifier(
                                    name("navigationBarTitleDisplayMode"),
                                    [SwiftArgument(.implicitMember(name(mode.rawValue)))])
                            ])))
            }
        }
        if let subtitle = route.subtitle {
            // The subtitle is a macOS feature here (iOS has it only from iOS 26).
            modifiers.append(
                .conditional(
                    SwiftIfConfig(
                        .os(.macOS),
                        [.modifier(name("navigationSubtitle"), [SwiftArgument(text(subtitle, of: route))])])))
        }
        if route.backButtonHidden {
            modifiers.append(
                .modifier(name("navigationBarBackButtonHidden"), [SwiftArgument(.boolean(true))]))
        }
        if route.navigationBarHidden {
            // toolbar(_:for:) needs iOS 16; navigationBarHidden(_:) works from iOS 13 on.
            let hide: SwiftModifierElement =
                backends.hasToolbarVisibility
                ? .modifier(
                    name("toolbar"),
                    [
                        SwiftArgument(.implicitMember(name("hidden"))),
                        SwiftArgument(name("for"), .implicitMember(name("navigationBar"))),
                    ])
                : .modifier(name("navigationBarHidden"), [SwiftArgument(.boolean(true))])
            modifiers.append(.conditional(SwiftIfConfig(.os(.iOS), [hide])))
        }
        guard !route.toolbar.isEmpty, route.viewToolbar == nil else { return modifiers }
        modifiers += toolbarModifiers(route, context: .container)
        return modifiers
    }

    /// Who performs a toolbar's buttons.
    enum ToolbarContext {
        /// The container, on its state.
        case container
        /// A toolbar type of the indirect flow: its stored edges and the view's callbacks and flags.
        case indirect(ViewToolbarPlan)
        /// A toolbar type of the direct flow: the router from the environment and the view's parts.
        case direct(ViewToolbarPlan)
    }

    /// The toolbar modifiers of `route`: `toolbar { ... }`, or iOS 13's bar items beside it.
    func toolbarModifiers(_ route: RoutePlan, context: ToolbarContext) -> [SwiftModifierElement] {
        if plan.backends.usesIOS13Modifiers {
            return [
                .conditional(
                    SwiftIfConfig(
                        .os(.iOS), [barItems(route, context: context)],
                        else: [toolbar(route, context: context)]))
            ]
        }
        return [toolbar(route, context: context)]
    }

    /// iOS 13's bar items: leading and trailing buttons side by side in HStacks, with 44 pt
    /// tap targets (field note 000). The checker allows only leading and trailing placements
    /// when the app targets iOS 13.
    private func barItems(_ route: RoutePlan, context: ToolbarContext) -> SwiftModifierElement {
        let leading = route.toolbar.filter { $0.placement.isLeadingOnIOS13 }.flatMap(\.buttons)
        let trailing = route.toolbar.filter { !$0.placement.isLeadingOnIOS13 }.flatMap(\.buttons)
        var arguments: [SwiftArgument] = []
        for (side, buttons) in [("leading", leading), ("trailing", trailing)] where !buttons.isEmpty {
            arguments.append(
                SwiftArgument(
                    name(side),
                    .call(
                        .type(sdk("HStack")), [SwiftArgument(name("spacing"), .integer(0))],
                        trailingClosures: [
                            SwiftTrailingClosure(
                                SwiftClosure(buttons.map { control($0, route: route, context: context) }))
                        ])))
        }
        return .modifier(name("navigationBarItems"), arguments)
    }

    /// `.toolbar { ... }`: ToolbarContentBuilder takes at most ten items per block, so larger
    /// toolbars are grouped by ten.
    private func toolbar(_ route: RoutePlan, context: ToolbarContext) -> SwiftModifierElement {
        let items = route.toolbar.map { toolbarItem($0, route: route, context: context) }
        var body: [SwiftStatement]
        if items.count > 10 {
            body = stride(from: 0, to: items.count, by: 10).map { start in
                .expression(
                    .call(
                        .type(sdk("Group")), [],
                        trailingClosures: [
                            SwiftTrailingClosure(
                                SwiftClosure(Array(items[start..<min(start + 10, items.count)])))
                        ]))
            }
        } else {
            body = items
        }
        return .modifier(name("toolbar"), [], trailingClosures: [SwiftTrailingClosure(SwiftClosure(body))])
    }

    /// One ToolbarItem or ToolbarItemGroup; the `leading`/`trailing` shorthands become one
    /// item per platform under `#if os(macOS)`, so no placement value is needed where the
    /// toolbar API does not exist. An item limited to some platforms sits under `#if os(...)`.
    private func toolbarItem(_ entry: ToolbarEntryPlan, route: RoutePlan, context: ToolbarContext)
        -> SwiftStatement
    {
        func item(_ placement: SwiftName) -> SwiftStatement {
            .expression(
                .call(
                    .type(sdk(entry.isGroup ? "ToolbarItemGroup" : "ToolbarItem")),
                    [SwiftArgument(name("placement"), .implicitMember(placement))],
                    trailingClosures: [
                        SwiftTrailingClosure(
                            SwiftClosure(
                                entry.buttons.map {
                                    control(
                                        $0, route: route, context: context, limitsPlatforms: entry.isGroup)
                                }))
                    ]))
        }
        let statement: SwiftStatement
        switch entry.placement {
        case .same(let placement): statement = item(placement)
        case .perPlatform(let macOS, let other):
            statement = .ifConfig(SwiftIfConfig(.os(.macOS), [item(macOS)], else: [item(other)]))
        }
        if !entry.isGroup, let platforms = entry.buttons.first?.platforms, !platforms.isEmpty {
            return .ifConfig(SwiftIfConfig(platformCondition(platforms), [statement]))
        }
        return statement
    }

    /// `os(iOS) || os(macOS)`
    private func platformCondition(_ platforms: [Platform]) -> SwiftCompilationCondition {
        let conditions = platforms.compactMap { SwiftPlatform(rawValue: $0.rawValue) }.map {
            SwiftCompilationCondition.os($0)
        }
        return conditions.count == 1 ? conditions[0] : .any(conditions)
    }

    /// A button or menu as a statement of a view builder: hidden by its flag (`if !flag`) and
    /// limited to its platforms (`#if os(...)`, unless its item already is).
    private func control(
        _ button: ToolbarButtonPlan, route: RoutePlan, context: ToolbarContext, limitsPlatforms: Bool = true
    ) -> SwiftStatement {
        var view: SwiftExpression
        if let buttons = button.menuButtons {
            view = menu(button, buttons: buttons, route: route, context: context)
        } else {
            view = self.button(button, route: route, context: context)
        }
        if let flag = button.disabled {
            view = .modifierChain(
                view, [.modifier(name("disabled"), [SwiftArgument(.selfReference.dot(flag))])])
        }
        var statement = SwiftStatement.expression(view)
        if let flag = button.hidden {
            statement = .if([.expression(.prefix(.not, .selfReference.dot(flag)))], then: [statement])
        }
        if limitsPlatforms && !button.platforms.isEmpty {
            statement = .ifConfig(SwiftIfConfig(platformCondition(button.platforms), [statement]))
        }
        return statement
    }

    /// `Menu("More", systemImage: "ellipsis.circle") { buttons }`.
    private func menu(
        _ menu: ToolbarButtonPlan, buttons: [ToolbarButtonPlan], route: RoutePlan, context: ToolbarContext
    ) -> SwiftExpression {
        let content = SwiftTrailingClosure(
            SwiftClosure(buttons.map { control($0, route: route, context: context) }))
        switch (menu.title, menu.systemImage) {
        case (let title?, let image?):
            return .call(
                .type(sdk("Menu")),
                [SwiftArgument(.string(title)), SwiftArgument(name("systemImage"), .string(image))],
                trailingClosures: [content])
        case (let title?, nil):
            return .call(.type(sdk("Menu")), [SwiftArgument(.string(title))], trailingClosures: [content])
        case (nil, let image?):
            let label = sdkCall("Image", "SwiftUI", [SwiftArgument(name("systemName"), .string(image))])
            return .call(
                .type(sdk("Menu")), [],
                trailingClosures: [
                    SwiftTrailingClosure(name("content"), content.closure),
                    SwiftTrailingClosure(name("label"), SwiftClosure([.expression(label)])),
                ])
        case (nil, nil):
            return .call(.type(sdk("Menu")), [SwiftArgument(.string(""))], trailingClosures: [content])
        }
    }

    /// What a button does: its edge, the view's callback, or the callback and then the edge
    /// when it returns true.
    private func buttonAction(_ button: ToolbarButtonPlan, route: RoutePlan, context: ToolbarContext)
        -> [SwiftStatement]
    {
        var edge: [SwiftStatement] = []
        if let id = button.edge {
            switch context {
            case .container:
                edge = statements(for: plan.edges[id], route: route, action: nil, state: stateExpression)
            case .indirect(let toolbar):
                if let closure = button.edgeClosure {
                    edge = [.expression(.call(.selfReference.dot(toolbar.edgesProperty).dot(closure), []))]
                }
            case .direct(let toolbar):
                edge = statements(
                    for: plan.edges[id], route: route, action: nil,
                    state: .selfReference.dot(toolbar.routerProperty).dot("state"))
            }
        }
        guard let call = button.call else { return edge }
        let invocation = SwiftExpression.call(.selfReference.dot(call.name), [])
        if call.returnsBool { return [.if([.expression(invocation)], then: edge)] }
        return [.expression(invocation)]
    }

    /// A bar button with a 44 x 44 pt tap target.
    private func button(_ button: ToolbarButtonPlan, route: RoutePlan, context: ToolbarContext)
        -> SwiftExpression
    {
        let action = buttonAction(button, route: route, context: context)
        let label: SwiftExpression
        switch (button.title, button.systemImage) {
        case (let title?, let image?) where !plan.backends.hasLabel:
            // Label needs iOS 14; before it the same content stands side by side.
            label = .call(
                .type(sdk("HStack")), [],
                trailingClosures: [
                    SwiftTrailingClosure(
                        SwiftClosure([
                            .expression(
                                sdkCall(
                                    "Image", "SwiftUI", [SwiftArgument(name("systemName"), .string(image))])),
                            .expression(sdkCall("Text", "SwiftUI", [SwiftArgument(.string(title))])),
                        ]))
                ])
        case (let title?, let image?):
            label = sdkCall(
                "Label", "SwiftUI",
                [SwiftArgument(.string(title)), SwiftArgument(name("systemImage"), .string(image))])
        case (let title?, nil): label = sdkCall("Text", "SwiftUI", [SwiftArgument(.string(title))])
        case (nil, let image?):
            label = sdkCall("Image", "SwiftUI", [SwiftArgument(name("systemName"), .string(image))])
        case (nil, nil): label = sdkCall("EmptyView", "SwiftUI", [])
        }
        var arguments: [SwiftArgument] = []
        if let role = button.role {
            arguments.append(SwiftArgument(name("role"), .implicitMember(name(role.rawValue))))
        }
        arguments.append(SwiftArgument(name("action"), .closure(SwiftClosure(action))))
        return .call(
            .type(sdk("Button")), arguments,
            trailingClosures: [
                SwiftTrailingClosure(
                    SwiftClosure([
                        .expression(
                            .modifierChain(
                                label,
                                [
                                    .modifier(
                                        name("frame"),
                                        [
                                            SwiftArgument(name("minWidth"), .integer(44)),
                                            SwiftArgument(name("minHeight"), .integer(44)),
                                        ])
                                ]))
                    ]))
            ])
    }
}
