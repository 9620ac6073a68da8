import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    /// The direct flow's router: it owns the navigation state; views read it from the
    /// environment and call one method per action, which performs that action for the
    /// frontmost screen on display that declares it.
    func routerDeclaration(_ router: RouterPlan) -> SwiftDeclaration {
        // However the state changes, an action waiting on a route or alert that closed gets nil.
        let settle: [SwiftStatement]? =
            plan.returnsResults
            ? [.expression(.call(selfMember("results").dot("settle"), [SwiftArgument(selfMember("state"))]))]
            : nil
        var members: [SwiftDeclaration] = [
            SwiftDeclaration(
                documentation: "The navigation state the container shows; change it to navigate.",
                attributes: router.usesObservation ? [] : [.named(sdk("Published", "Combine"), nil)],
                modifiers: access, .variable(SwiftVariable(true, name("state"), stateType, didSet: settle))),
            SwiftDeclaration(
                documentation: "Creates a router, by default at the initial screen.", modifiers: access,
                .initializer(
                    SwiftInitializer(
                        parameters: [parameter("state", stateType, default: .call(.type(stateType), []))]
                            + (plan.hasGuards ? [parameter("guards", guardsType)] : []),
                        body: [.assignment(.selfReference.dot("state"), .named("state"))]
                            + (plan.hasGuards
                                ? [.assignment(.selfReference.dot("guards"), .named("guards"))] : []))
                )),
        ]
        if plan.returnsResults {
            members.append(
                variable(
                    "results", resultsType, mutable: false, modifiers: access,
                    documentation:
                        "The actions waiting for a value from what they presented; the container answers them.",
                    value: .call(.type(resultsType), [])))
        }
        if plan.hasGuards {
            members.insert(
                variable(
                    "guards", guardsType, mutable: false, modifiers: access,
                    documentation: "The app's guards, asked when an edge goes through one."), at: 1)
        }
        for method in router.methods { members.append(routerMethod(method)) }
        let environment =
            router.usesObservation
            ? "`@Environment(\(names.router.text).self)`" : "`@EnvironmentObject`"
        return type(
            .class, routerType, modifiers: modifiers(.final),
            attributes: [.named(swiftType("MainActor"), nil)]
                + (router.usesObservation ? [.named(sdk("Observable", "Observation"), nil)] : []),
            documentation: """
                The router of \(plan.appName): it owns the navigation state; views read it from the environment
                (\(environment)) and call one method per action. A method performs its action for the frontmost
                screen on display that declares it, so its name never depends on other routes, and a view shown
                by several routes calls the same method from each.
                """, conformances: router.usesObservation ? [] : [sdk("ObservableObject", "Combine")],
            members: members)
    }

    private func routerMethod(_ method: RouterMethodPlan) -> SwiftDeclaration {
        let declaring = method.declarations.map { routes[$0.route].sourceName }
        var cases: [SwiftSwitchCase] = []
        for (routeID, actionIndex) in method.declarations {
            let route = routes[routeID]
            let action = route.actions[actionIndex]
            // The action's parameters are bound under the first declaration's names.
            let renamed = ActionPlan(
                sourceName: action.sourceName, name: action.name,
                parameters: zip(action.parameters, method.parameters).map { own, shared in
                    var parameter = own
                    parameter.binding = shared.binding
                    return parameter
                }, edge: action.edge)
            var body: [SwiftStatement]
            if method.receives != nil {
                // The method waits for the result: the continuation receives it.
                let wait =
                    action.edge.map {
                        statements(
                            for: plan.edges[$0], route: route, action: renamed,
                            state: .selfReference.dot("state"),
                            results: .selfReference.dot("results"), receiver: .named("resume"))
                    } ?? []
                let resume = SwiftStatement.local(
                    name("resume"),
                    .closure(
                        SwiftClosure(
                            parameters: [.named(name("value"))],
                            [
                                .expression(
                                    .call(
                                        .named("continuation").dot("resume"),
                                        [SwiftArgument(name("returning"), .named("value"))]))
                            ])))
                body = [
                    .return(
                        .await(
                            .call(
                                .named("withCheckedContinuation"), [],
                                trailingClosures: [
                                    SwiftTrailingClosure(
                                        SwiftClosure(
                                            parameters: [.named(name("continuation"))], [resume] + wait))
                                ])))
                ]
            } else {
                body =
                    action.edge.map {
                        statements(
                            for: plan.edges[$0], route: route, action: renamed,
                            state: .selfReference.dot("state"),
                            results: .selfReference.dot("results"))
                    } ?? []
                body.append(.returnVoid)
            }
            cases.append(
                SwiftSwitchCase([bindingPattern(route, binding: usedParameters(of: action, in: route))], body)
            )
        }
        if method.declarations.count < routes.count { cases.append(.default([.continue])) }
        var trailing: [SwiftStatement] = []
        if method.receives != nil {
            // No screen on display declares the action: nothing to wait for.
            trailing.append(.return(.nil))
        }
        return SwiftDeclaration(
            documentation:
                "Performs `\(method.name.text)` for the frontmost screen declaring it: \(declaring.joined(separator: ", ")).",
            modifiers: access,
            .function(
                SwiftFunction(
                    method.name,
                    parameters: method.parameters.map {
                        SwiftParameter(
                            $0.label == $0.binding ? .same : .distinct($0.label), $0.binding, $0.type)
                    },
                    effects: method.receives == nil ? [] : [.async],
                    result: method.receives.map { .optional($0) },
                    body: [
                        .for(
                            .name(name("route")), in: .named("state").dot("visibleRoutes"), where: nil,
                            body: [.switch(.named("route"), cases)])
                    ] + trailing)))
    }

    /// The route parameters an action's edge reads.
    private func usedParameters(of action: ActionPlan, in route: RoutePlan) -> Set<Int> {
        guard let edge = action.edge else { return [] }
        var used: Set<Int> = []
        func collect(_ value: RouteValue) {
            for argument in value.arguments {
                if case .routeParameter(let index, _) = argument.value { used.insert(index) }
            }
        }
        for id in [edge] + (plan.edges[edge].otherwise.map { [$0] } ?? []) {
            let operation = plan.edges[id].operation
            switch operation {
            case .showDialog(let value):
                for argument in value.arguments {
                    if case .routeParameter(let index, _) = argument.value { used.insert(index) }
                }
            case .return:
                // The route is rebuilt to find its presentation.
                return Set(route.parameters.indices)
            default: operation.shownRoute.map(collect)
            }
        }
        return used
    }
}
