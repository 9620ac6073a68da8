import NavPlan
import NavSemantics
import NavSwift
import NavSyntax

extension Translation {
    // MARK: - The alert enum (model part)

    /// The enum of alerts and dialogs: each a case with its parameters, its own identity, and
    /// its style. The state's `alert` holds the one on screen.
    func alertEnumDeclarations() -> [SwiftDeclaration] {
        guard hasDialogs else { return [] }
        let styleType = alertType.member(names.alertStyle)
        var members: [SwiftDeclaration] = [
            type(
                .enum, names.alertStyle.asType, modifiers: access,
                documentation: "How an alert is shown: as an alert, or as a confirmation dialog.",
                conformances: [swiftType("String")] + valueConformances,
                members: [
                    SwiftDeclaration(.enumCase(name("alert"), [])),
                    SwiftDeclaration(.enumCase(name("dialog"), [])),
                ])
        ]
        members += plan.dialogs.map { dialog in
            enumCase(dialog.caseName, documentation: literalTitle(of: dialog), parameters: dialog.parameters)
        }
        members.append(
            variable(
                "id", .selfType, modifiers: access, documentation: "An alert is its own identity.",
                getter: [.expression(.selfReference)]))
        members.append(
            variable(
                "style", styleType, modifiers: access, documentation: "How the alert is shown.",
                getter: [
                    .switch(
                        .selfReference,
                        plan.dialogs.map { dialog in
                            SwiftSwitchCase(
                                [.enumCase(dialog.caseName, nil)],
                                [.return(.implicitMember(name(dialog.style == .alert ? "alert" : "dialog")))])
                        })
                ]))
        return [
            .kind(.mark("Alerts")),
            type(
                .enum, alertType, modifiers: access,
                documentation: """
                    The alerts and confirmation dialogs of \(plan.appName). The navigation state shows at most one, over
                    the screen on top, so tests, saved state and deep links see it as data.
                    """, conformances: valueConformances + [swiftType("Identifiable")], members: members),
        ]
    }

    private func literalTitle(of dialog: DialogPlan) -> String? {
        if case .literal(let text) = dialog.title { return text }
        return nil
    }

    // MARK: - The container's alert helpers (SwiftUI part)

    /// `.alert` and `.confirmationDialog` (or `.alert(item:)` and `.actionSheet(item:)` before
    /// iOS 15) showing the state's alert over the level at `depth`: the alert shows on the level
    /// whose presentations end there, the top one.
    func dialogModifiers(depth: SwiftExpression, level navigation: SwiftExpression) -> [SwiftModifierElement]
    {
        guard hasDialogs else { return [] }
        let styles = Set(plan.dialogs.map(\.style))
        var modifiers: [SwiftModifierElement] = []
        for style in [DialogStyle.alert, .dialog] where styles.contains(style) {
            let styleCase = SwiftExpression.implicitMember(name(style == .alert ? "alert" : "dialog"))
            if plan.backends.usesAlertValues {
                let modifier = SwiftModifierElement.modifier(
                    name(style == .alert ? "alert" : "actionSheet"),
                    [
                        SwiftArgument(
                            name("item"),
                            .call(
                                navigation.dot("alertItem"),
                                [SwiftArgument(name("at"), depth), SwiftArgument(name("as"), styleCase)]))
                    ],
                    trailingClosures: [
                        SwiftTrailingClosure(
                            SwiftClosure(
                                parameters: [.named(name("alert"))],
                                [
                                    .expression(
                                        .call(
                                            navigation.dot(
                                                style == .alert ? "alertValue" : "actionSheetValue"),
                                            [SwiftArgument(.named("alert"))]))
                                ]))
                    ])
                if style == .dialog {
                    // ActionSheet never existed on macOS; there the checker requires macOS 12,
                    // which has confirmationDialog.
                    modifiers.append(
                        .conditional(
                            SwiftIfConfig(
                                .os(.macOS), [modernDialogModifier(style, depth: depth, level: navigation)],
                                else: [modifier])))
                } else {
                    modifiers.append(modifier)
                }
            } else {
                modifiers.append(modernDialogModifier(style, depth: depth, level: navigation))
            }
        }
        return modifiers
    }

    private func modernDialogModifier(
        _ style: DialogStyle, depth: SwiftExpression, level navigation: SwiftExpression
    )
        -> SwiftModifierElement
    {
        let styleCase = SwiftExpression.implicitMember(name(style == .alert ? "alert" : "dialog"))
        var arguments = [
            SwiftArgument(.call(navigation.dot("alertTitle"), [])),
            SwiftArgument(
                name("isPresented"),
                .call(
                    navigation.dot("alertIsPresented"),
                    [SwiftArgument(name("at"), depth), SwiftArgument(name("as"), styleCase)])),
        ]
        if style == .dialog {
            arguments.append(SwiftArgument(name("titleVisibility"), .implicitMember(name("visible"))))
        }
        arguments.append(
            SwiftArgument(name("presenting"), navigation.dot("stateBinding").dot("wrappedValue").dot("alert"))
        )
        return .modifier(
            name(style == .alert ? "alert" : "confirmationDialog"), arguments,
            trailingClosures: [
                SwiftTrailingClosure(
                    SwiftClosure(
                        parameters: [.named(name("alert"))],
                        [.expression(.call(navigation.dot("alertActions"), [SwiftArgument(.named("alert"))]))]
                    )),
                SwiftTrailingClosure(
                    name("message"),
                    SwiftClosure(
                        parameters: [.named(name("alert"))],
                        [.expression(.call(navigation.dot("alertMessage"), [SwiftArgument(.named("alert"))]))]
                    )),
            ])
    }

    /// The container's members that the alert modifiers read: the bindings, and each alert's
    /// title, message and buttons.
    func dialogHelpers() -> [SwiftDeclaration] {
        guard hasDialogs else { return [] }
        let state = SwiftExpression.named("state").dot("wrappedValue")
        let styleType = alertType.member(names.alertStyle)
        let stateLocal = SwiftStatement.local(name("state"), .named("stateBinding"))
        let resultsLocal = SwiftStatement.local(name("results"), resultsExpression)
        // The alert shows on the level at `depth`: the top one, with nothing presented above it.
        var shownHere = SwiftExpression.binary(
            .optionalMember(state.dot("alert"), name("style")), .equal, .named("style"))
        if plan.presents {
            shownHere = .binary(
                shownHere, .and, .binary(state.dot("presentations").dot("count"), .equal, .named("depth")))
        }
        var closeStatements: [SwiftStatement] = [.assignment(state.dot("alert"), .nil)]
        if plan.returnsResults {
            closeStatements.append(
                .expression(.call(.named("results").dot("settle"), [SwiftArgument(state)])))
        }
        let parameters = [labeled("at", "depth", swiftType("Int")), labeled("as", "style", styleType)]
        var declarations: [SwiftDeclaration] = []
        if plan.backends.usesAlertValues {
            declarations.append(
                function(
                    "alertItem", modifiers: [.fileprivate],
                    documentation:
                        "The alert shown at `depth` as `style`, for `alert(item:)` and `actionSheet(item:)`; setting nil closes it.",
                    parameters: parameters, result: sdk("Binding", "SwiftUI", [.optional(alertType)]),
                    body: [stateLocal] + (plan.returnsResults ? [resultsLocal] : []) + [
                        .return(
                            binding(get: .ternary(shownHere, state.dot("alert"), .nil)) { newValue in
                                [
                                    .if(
                                        [
                                            .expression(
                                                .binary(.binary(newValue, .equal, .nil), .and, shownHere))
                                        ],
                                        then: closeStatements)
                                ]
                            })
                    ]))
        }
        let modernStart = declarations.count
        if !plan.backends.usesAlertValues || plan.dialogs.contains(where: { $0.style == .dialog }) {
            declarations.append(
                function(
                    "alertIsPresented", modifiers: [.fileprivate],
                    documentation:
                        "Whether the state's alert shows at `depth` as `style`; setting false closes it.",
                    parameters: parameters, result: sdk("Binding", "SwiftUI", [swiftType("Bool")]),
                    body: [stateLocal] + (plan.returnsResults ? [resultsLocal] : []) + [
                        .return(
                            binding(get: shownHere) { newValue in
                                [
                                    .if(
                                        [.expression(.binary(.prefix(.not, newValue), .and, shownHere))],
                                        then: closeStatements)
                                ]
                            })
                    ]))
            declarations.append(
                function(
                    "alertTitle", modifiers: [.fileprivate],
                    documentation: "The title of the state's alert.", result: sdk("Text"),
                    body: [
                        .guard(
                            [.optionalBinding(name("alert"), stateExpression.dot("alert"))],
                            else: [
                                .return(
                                    sdkCall("Text", "SwiftUI", [SwiftArgument(name("verbatim"), .string(""))])
                                )
                            ]),
                        .switch(
                            .named("alert"),
                            plan.dialogs.map { dialog in
                                SwiftSwitchCase(
                                    [dialogPattern(dialog, binding: textParameters(dialog.title))],
                                    [.return(text(dialog.title, of: dialog))])
                            }),
                    ]))
            declarations.append(
                function(
                    "alertActions", modifiers: [.fileprivate],
                    documentation: "The buttons of `alert`.", parameters: [unlabeled("alert", alertType)],
                    result: sdk("AnyView"),
                    body: [
                        .switch(
                            .named("alert"),
                            plan.dialogs.map { dialog in
                                SwiftSwitchCase(
                                    [dialogPattern(dialog, binding: buttonParameters(dialog))],
                                    [
                                        .return(
                                            sdkCall(
                                                "AnyView", "SwiftUI", [SwiftArgument(buttonGroup(dialog))]))
                                    ])
                            })
                    ]))
            declarations.append(
                function(
                    "alertMessage", modifiers: [.fileprivate],
                    documentation: "The message of `alert`, if it has one.",
                    parameters: [unlabeled("alert", alertType)],
                    result: sdk("AnyView"),
                    body: [
                        .switch(
                            .named("alert"),
                            plan.dialogs.map { dialog in
                                let message =
                                    dialog.message.map { text($0, of: dialog) }
                                    ?? sdkCall("EmptyView", "SwiftUI", [])
                                return SwiftSwitchCase(
                                    [
                                        dialogPattern(
                                            dialog, binding: dialog.message.map(textParameters) ?? [])
                                    ],
                                    [.return(sdkCall("AnyView", "SwiftUI", [SwiftArgument(message)]))])
                            })
                    ]))
        }
        if plan.backends.usesAlertValues && declarations.count > modernStart {
            // With alert values, the helpers of the iOS 15 modifiers serve only macOS's
            // confirmation dialogs (macOS has no ActionSheet), and the buttons' roles they spell
            // need iOS 15.
            let modern = SwiftIfConfig(.os(.macOS), Array(declarations[modernStart...]))
            declarations.replaceSubrange(modernStart..., with: [.kind(.ifConfig(modern))])
        }
        if plan.backends.usesAlertValues {
            for style in [DialogStyle.alert, .dialog]
            where plan.dialogs.contains(where: { $0.style == style }) {
                let value = legacyDialogValue(style)
                // ActionSheet does not exist on macOS, where the modifier uses the helpers above.
                declarations.append(
                    style == .dialog ? .kind(.ifConfig(SwiftIfConfig(.not(.os(.macOS)), [value]))) : value)
            }
        }
        return declarations
    }

    /// `Alert(...)` or `ActionSheet(...)` for each alert of `style`: the iOS 13 and 14 form.
    private func legacyDialogValue(_ style: DialogStyle) -> SwiftDeclaration {
        let typeName = style == .alert ? "Alert" : "ActionSheet"
        var cases: [SwiftSwitchCase] = []
        for dialog in plan.dialogs where dialog.style == style {
            var arguments = [SwiftArgument(name("title"), text(dialog.title, of: dialog))]
            if let message = dialog.message {
                arguments.append(SwiftArgument(name("message"), text(message, of: dialog)))
            }
            let buttons = dialog.buttons.map { legacyButton($0, of: dialog) }
            switch (style, buttons.count) {
            case (.dialog, _): arguments.append(SwiftArgument(name("buttons"), .array(buttons)))
            case (.alert, 0): break
            case (.alert, 1): arguments.append(SwiftArgument(name("dismissButton"), buttons[0]))
            case (.alert, _):
                arguments.append(SwiftArgument(name("primaryButton"), buttons[0]))
                arguments.append(SwiftArgument(name("secondaryButton"), buttons[1]))
            }
            let texts = textParameters(dialog.title).union(dialog.message.map(textParameters) ?? [])
            cases.append(
                SwiftSwitchCase(
                    [dialogPattern(dialog, binding: buttonParameters(dialog).union(texts))],
                    [.return(sdkCall(typeName, "SwiftUI", arguments))]))
        }
        if cases.count < plan.dialogs.count {
            // The other style's alerts never reach this modifier; they are shown by the other one.
            cases.append(
                .default([
                    .return(
                        sdkCall(
                            typeName, "SwiftUI",
                            [
                                SwiftArgument(
                                    name("title"),
                                    sdkCall("Text", "SwiftUI", [SwiftArgument(name("verbatim"), .string(""))])
                                )
                            ]
                                + (style == .dialog ? [SwiftArgument(name("buttons"), .array([]))] : [])))
                ]))
        }
        return function(
            style == .alert ? "alertValue" : "actionSheetValue", modifiers: [.fileprivate],
            documentation:
                "`alert` as \(style == .alert ? "an Alert" : "an ActionSheet"), for targets before iOS 15.",
            parameters: [unlabeled("alert", alertType)], result: sdk(typeName),
            body: [.switch(.named("alert"), cases)])
    }

    /// `.destructive(Text("Remove")) { ... }`: a button of an Alert or ActionSheet.
    private func legacyButton(_ button: DialogButtonPlan, of dialog: DialogPlan) -> SwiftExpression {
        let kind =
            switch button.role {
            case .destructive?: "destructive"
            case .cancel?: "cancel"
            case nil: "default"
            }
        return .call(
            .implicitMember(name(kind)),
            [
                SwiftArgument(sdkCall("Text", "SwiftUI", [SwiftArgument(.string(button.title))])),
                SwiftArgument(name("action"), .closure(SwiftClosure(buttonStatements(button, of: dialog)))),
            ])
    }

    /// The buttons of an alert, in a Group: `Button("Remove", role: .destructive) { ... }`.
    private func buttonGroup(_ dialog: DialogPlan) -> SwiftExpression {
        let buttons = dialog.buttons.map { button -> SwiftStatement in
            var arguments = [SwiftArgument(.string(button.title))]
            if let role = button.role {
                arguments.append(SwiftArgument(name("role"), .implicitMember(name(role.rawValue))))
            }
            return .expression(
                .call(
                    .type(sdk("Button")), arguments,
                    trailingClosures: [
                        SwiftTrailingClosure(SwiftClosure(buttonStatements(button, of: dialog)))
                    ]))
        }
        return .call(.type(sdk("Group")), [], trailingClosures: [SwiftTrailingClosure(SwiftClosure(buttons))])
    }

    /// What a button does: a `return` answers the action that showed the alert; any other edge
    /// closes the alert first and then runs; a button without an edge leaves closing to SwiftUI.
    private func buttonStatements(_ button: DialogButtonPlan, of dialog: DialogPlan) -> [SwiftStatement] {
        guard let edgeID = button.edge else { return [] }
        let edge = plan.edges[edgeID]
        let route = routes[dialog.route]
        // The alert's parameters play the part of an action's, which the planner reads them as.
        let action = ActionPlan(
            sourceName: dialog.caseName.text, name: dialog.caseName, parameters: dialog.parameters,
            edge: edgeID)
        if case .return = edge.operation {
            return statements(for: edge, route: route, action: action, state: stateExpression, dialog: dialog)
        }
        return [.assignment(stateExpression.dot("alert"), .nil)]
            + statements(for: edge, route: route, action: action, state: stateExpression)
    }

    /// The parameters of an alert its buttons read: every one for a `return`, which rebuilds the
    /// alert to find who waits on it, else those the edges' arguments name.
    private func buttonParameters(_ dialog: DialogPlan) -> Set<Int> {
        var used: Set<Int> = []
        func collect(_ value: PlannedValue) {
            switch value {
            case .actionParameter(let index, _): used.insert(index)
            case .array(let elements): elements.forEach(collect)
            case .dictionary(let pairs):
                for pair in pairs {
                    collect(pair.key)
                    collect(pair.value)
                }
            default: break
            }
        }
        for button in dialog.buttons {
            guard let edge = button.edge else { continue }
            // A guarded edge's else edge reads the alert's parameters too.
            for id in [edge] + (plan.edges[edge].otherwise.map { [$0] } ?? []) {
                let operation = plan.edges[id].operation
                switch operation {
                case .return: return Set(dialog.parameters.indices)
                case .showDialog(let value): value.arguments.forEach { collect($0.value) }
                default: operation.shownRoute?.arguments.forEach { collect($0.value) }
                }
            }
        }
        return used
    }

    /// `.removeItem(let id)`: an alert's case, binding the parameters in `used`.
    func dialogPattern(_ dialog: DialogPlan, binding used: Set<Int>) -> SwiftPattern {
        guard !dialog.parameters.isEmpty else { return .enumCase(dialog.caseName, nil) }
        return .enumCase(
            dialog.caseName,
            dialog.parameters.indices.map {
                used.contains($0) ? .binding(dialog.parameters[$0].binding) : .wildcard
            })
    }

    /// `.removeItem(id: id)`: an alert rebuilt from its bindings.
    func rebuilt(_ dialog: DialogPlan) -> SwiftExpression {
        let base = SwiftExpression.implicitMember(dialog.caseName)
        guard !dialog.parameters.isEmpty else { return base }
        return .call(base, dialog.parameters.map { SwiftArgument($0.label, .name($0.binding)) })
    }

    /// The parameters a text reads.
    private func textParameters(_ text: RouteText) -> Set<Int> {
        if case .parameter(let index) = text { return [index] }
        return []
    }

    /// `Text("Remove Item?")`, localizable, or `Text(name)` for a String parameter, shown as it is.
    private func text(_ text: RouteText, of dialog: DialogPlan) -> SwiftExpression {
        sdkCall("Text", "SwiftUI", [SwiftArgument(self.text(text, parameters: dialog.parameters))])
    }
}
