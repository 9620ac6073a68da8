import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    /// The toolbar types of routes whose toolbars use parts the view supplies: ViewModifiers
    /// the views apply themselves, since the container cannot read a view's state.
    func viewToolbarDeclarations() -> [SwiftDeclaration] {
        routes.compactMap { route in route.viewToolbar.map { viewToolbarDeclaration(route, toolbar: $0) } }
    }

    private func viewToolbarDeclaration(_ route: RoutePlan, toolbar: ViewToolbarPlan) -> SwiftDeclaration {
        let typeName = toolbar.typeName
        let selfType = SwiftType.named(typeName.text)
        func inputType(_ input: ToolbarInputPlan) -> SwiftType {
            switch input.kind {
            case .callback(let returnsBool):
                .function(parameters: [], result: sdk(returnsBool ? "Bool" : "Void", "Swift"))
            case .flag: sdk("Bool", "Swift")
            }
        }
        func inputParameter(_ input: ToolbarInputPlan) -> SwiftParameter {
            let isCallback = input.kind != .flag
            return SwiftParameter(
                input.label == input.storage ? .same : .distinct(input.label), input.storage,
                inputType(input),
                attributes: isCallback ? [.named("escaping")] : [])
        }
        let inputs = toolbar.inputs
        let inputAssignments = inputs.map {
            SwiftStatement.assignment(.selfReference.dot($0.storage), .name($0.storage))
        }
        let usage = inputs.map { "\($0.label.text): ..." }.joined(separator: ", ")
        var members: [SwiftDeclaration] = []
        var documentation =
            "The toolbar of route `\(route.sourceName)`. Its buttons use callbacks and flags of the view, so the view applies it itself, in its body: "
        switch plan.flow {
        case .indirect:
            documentation +=
                "`.modifier(toolbar(\(usage)))`, with the `toolbar` value its initializer receives from the container (what the buttons navigate to)."
            let edgeButtons = route.toolbar.flatMap(\.buttons).flatMap { [$0] + ($0.menuButtons ?? []) }
                .compactMap(\.edgeClosure)
            let edgeType = SwiftType.function(parameters: [], result: sdk("Void", "Swift"))
            var edgeMembers: [SwiftDeclaration] = edgeButtons.map {
                SwiftDeclaration(modifiers: [.fileprivate], .variable(SwiftVariable(false, $0, edgeType)))
            }
            edgeMembers.append(
                SwiftDeclaration(
                    documentation: "Made by the container: what each navigating button does.",
                    modifiers: access,
                    .initializer(
                        SwiftInitializer(
                            parameters: edgeButtons.map {
                                SwiftParameter(.same, $0, edgeType, attributes: [.named("escaping")])
                            },
                            body: edgeButtons.map { .assignment(.selfReference.dot($0), .name($0)) }))))
            edgeMembers.append(
                SwiftDeclaration(
                    documentation: "The toolbar with the view's callbacks and flags, for `.modifier(_:)`.",
                    modifiers: access,
                    .function(
                        SwiftFunction(
                            name("callAsFunction"), parameters: inputs.map(inputParameter), result: selfType,
                            body: [
                                .return(
                                    .call(
                                        .type(selfType),
                                        [SwiftArgument(toolbar.edgesProperty, .selfReference)]
                                            + inputs.map { SwiftArgument($0.storage, .name($0.storage)) }))
                            ]))))
            members.append(
                type(
                    .struct, .named(toolbar.edgesTypeName), modifiers: access,
                    attributes: [.named(sdk("MainActor", "Swift"), nil)],
                    documentation: "What the toolbar's navigating buttons do, supplied by the container.",
                    members: edgeMembers))
            members.append(
                SwiftDeclaration(
                    modifiers: [.private],
                    .variable(SwiftVariable(false, toolbar.edgesProperty, .named(toolbar.edgesTypeName.text)))
                ))
            members += inputs.map {
                SwiftDeclaration(
                    modifiers: [.private], .variable(SwiftVariable(false, $0.storage, inputType($0))))
            }
            members.append(
                SwiftDeclaration(
                    modifiers: [.fileprivate],
                    .initializer(
                        SwiftInitializer(
                            parameters: [
                                SwiftParameter(
                                    .same, toolbar.edgesProperty, .named(toolbar.edgesTypeName.text))
                            ]
                                + inputs.map(inputParameter),
                            body: [
                                .assignment(
                                    .selfReference.dot(toolbar.edgesProperty), .name(toolbar.edgesProperty))
                            ]
                                + inputAssignments))))
        case .direct(let router):
            let parameterUsage = route.parameters.map { "\($0.label.text): ..., " }.joined()
            documentation +=
                "`.modifier(\(typeName.text)(\(parameterUsage)\(usage)))`. It performs navigation on the \(names.router.text) from the environment."
            members.append(
                SwiftDeclaration(
                    attributes: router.usesObservation
                        ? [.named(sdk("Environment"), [SwiftArgument(.metatype(routerType))])]
                        : [.named(sdk("EnvironmentObject"), nil)],
                    modifiers: [.private],
                    .variable(
                        SwiftVariable(true, toolbar.routerProperty, router.usesObservation ? nil : routerType)
                    )))
            members += route.parameters.map {
                SwiftDeclaration(modifiers: [.private], .variable(SwiftVariable(false, $0.binding, $0.type)))
            }
            members += inputs.map {
                SwiftDeclaration(
                    modifiers: [.private], .variable(SwiftVariable(false, $0.storage, inputType($0))))
            }
            members.append(
                SwiftDeclaration(
                    documentation:
                        "The toolbar with the route's parameters and the view's callbacks and flags.",
                    modifiers: access,
                    .initializer(
                        SwiftInitializer(
                            parameters: route.parameters.map {
                                SwiftParameter(
                                    $0.label == $0.binding ? .same : .distinct($0.label), $0.binding, $0.type)
                            } + inputs.map(inputParameter),
                            body: route.parameters.map {
                                .assignment(.selfReference.dot($0.binding), .name($0.binding))
                            }
                                + inputAssignments))))
        }
        let context: ToolbarContext = isDirect ? .direct(toolbar) : .indirect(toolbar)
        let content = SwiftExpression.name(name("content"))
        members.append(
            SwiftDeclaration(
                modifiers: access,
                .function(
                    SwiftFunction(
                        // `Content` through the type: an app type of that name would hide it.
                        name("body"),
                        parameters: [
                            parameter(
                                "content",
                                .named([SwiftType.Component(typeName), SwiftType.Component(name("Content"))]))
                        ],
                        result: .opaque(sdk("View")),
                        body: [
                            .expression(.modifierChain(content, toolbarModifiers(route, context: context)))
                        ]))))
        return type(
            .struct, .named(typeName), modifiers: access,
            documentation: documentation, conformances: [sdk("ViewModifier")], members: members)
    }
}
