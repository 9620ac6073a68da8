import NavPlan
import NavSemantics
import NavSwift
import NavSyntax

extension Translation {
    /// `getDestination(for:)`: each route's view with its title, bar settings and toolbar.
    func destinationDeclarations() -> [SwiftDeclaration] {
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
        return declarations(of: function)
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
        switch edge.operation {
        case .push(let target): return [call("push", [value(target)])]
        // Selections take optionals, where `.none` or `.some` would not name a route.
        case .select(let target, .sidebar): return [call("select", [value(target, typed: true)])]
        case .select(let target, .content): return [call("selectDetail", [value(target, typed: true)])]
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
        case .openTab(let index, let target):
            var result = [call("openTab", [SwiftArgument(.implicitMember(tabName(index)))])]
            if let target { result.append(call("push", [value(target)])) }
            return result
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
        switch text {
        case .literal(let literal):
            return .string(literal)
        case .parameter(let index):
            let parameter = route.parameters[index]
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
        guard !route.toolbar.isEmpty else { return modifiers }
        if backends.usesIOS13Modifiers {
            modifiers.append(
                .conditional(SwiftIfConfig(.os(.iOS), [barItems(route)], else: [toolbar(route)])))
        } else {
            modifiers.append(toolbar(route))
        }
        return modifiers
    }

    /// iOS 13's bar items: leading and trailing buttons side by side in HStacks, with 44 pt
    /// tap targets (field note 000). The checker allows only leading and trailing placements
    /// when the app targets iOS 13.
    private func barItems(_ route: RoutePlan) -> SwiftModifierElement {
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
                                SwiftClosure(buttons.map { .expression(button($0, route: route)) }))
                        ])))
        }
        return .modifier(name("navigationBarItems"), arguments)
    }

    /// `.toolbar { ... }`: ToolbarContentBuilder takes at most ten items per block, so larger
    /// toolbars are grouped by ten.
    private func toolbar(_ route: RoutePlan) -> SwiftModifierElement {
        let items = route.toolbar.map { toolbarItem($0, route: route) }
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
    /// toolbar API does not exist.
    private func toolbarItem(_ entry: ToolbarEntryPlan, route: RoutePlan) -> SwiftStatement {
        func item(_ placement: SwiftName) -> SwiftStatement {
            .expression(
                .call(
                    .type(sdk(entry.isGroup ? "ToolbarItemGroup" : "ToolbarItem")),
                    [SwiftArgument(name("placement"), .implicitMember(placement))],
                    trailingClosures: [
                        SwiftTrailingClosure(
                            SwiftClosure(entry.buttons.map { .expression(button($0, route: route)) }))
                    ]))
        }
        switch entry.placement {
        case .same(let placement): return item(placement)
        case .perPlatform(let macOS, let other):
            return .ifConfig(SwiftIfConfig(.os(.macOS), [item(macOS)], else: [item(other)]))
        }
    }

    /// A bar button with a 44 x 44 pt tap target.
    private func button(_ button: ToolbarButtonPlan, route: RoutePlan) -> SwiftExpression {
        let state: SwiftExpression = stateExpression
        let action =
            button.edge.map { statements(for: plan.edges[$0], route: route, action: nil, state: state) } ?? []
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
