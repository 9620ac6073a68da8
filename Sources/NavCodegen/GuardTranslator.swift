import NavPlan
import NavSemantics
import NavSwift

/// Guards (`guard signedIn`, `push checkout if signedIn else sheet signIn`): the guards type the
/// app supplies, the deferred edge (plain data in the state), and the state operations that
/// perform a guarded edge and continue a deferred one. All of it is SwiftUI-free, so the
/// harness runs it on Linux.
extension Translation {
    var guardsType: SwiftType { .named(plan.names.guards ?? name("Guards")) }
    var deferredEdgeType: SwiftType { .named(plan.names.deferredEdge ?? name("DeferredEdge")) }

    /// The guards type and the deferred edge, when the file declares guards.
    func guardDeclarations() -> [SwiftDeclaration] {
        guard plan.hasGuards else { return [] }
        let closure = SwiftType.function(parameters: [], result: swiftType("Bool"))
        var guardMembers: [SwiftDeclaration] = plan.guards.map {
            SwiftDeclaration(
                documentation: "`guard \($0.sourceName)`: whether edges through it go ahead.",
                modifiers: access,
                .variable(SwiftVariable(true, $0.name, closure)))
        }
        guardMembers.append(
            SwiftDeclaration(
                documentation: "Creates the guards; each closure is asked when an edge goes through it.",
                modifiers: access,
                .initializer(
                    SwiftInitializer(
                        parameters: plan.guards.map {
                            SwiftParameter(.same, $0.name, closure, attributes: [.named("escaping")])
                        },
                        body: plan.guards.map { .assignment(.selfReference.dot($0.name), .name($0.name)) }))))
        let owner = isDirect ? names.router.text : names.container.text
        let guardsDeclaration = type(
            .struct, guardsType, modifiers: access,
            documentation: """
                The guards of \(plan.appName), supplied by the app to \(owner)'s initializer: one closure per
                `guard` declaration, asked when an edge goes through it (signed in? unsaved changes?).
                """, members: guardMembers)
        return [guardsDeclaration, deferredEdgeDeclaration()]
    }

    /// One case per operation the state performs, so any edge can be deferred.
    private func deferredEdgeCases() -> [(name: String, parameters: [SwiftParameter])] {
        var cases: [(String, [SwiftParameter])] = [("push", [.unlabeled(routeType)])]
        if plan.presents {
            cases.append(("present", [.unlabeled(routeType), .unlabeled(presentationStyleType)]))
        }
        if hasStackScene { cases.append(("setRoot", [.unlabeled(routeType)])) }
        if hasSplitScene { cases.append(("select", [.unlabeled(.optional(routeType))])) }
        if hasContentColumn { cases.append(("selectDetail", [.unlabeled(.optional(routeType))])) }
        cases += [("pop", []), ("popToRoot", []), ("dismiss", [])]
        if plan.presents { cases += [("dismissAll", []), ("continueDeferred", [])] }
        if hasDialogs { cases.append(("showAlert", [.unlabeled(alertType)])) }
        if hasTabs {
            cases.append(
                (
                    "openTab",
                    [.unlabeled(tabType), SwiftParameter(.same, name("then"), .optional(deferredEdgeType))]
                ))
        }
        return cases
    }

    private func deferredEdgeDeclaration() -> SwiftDeclaration {
        type(
            .enum, deferredEdgeType, modifiers: access,
            documentation: """
                An edge as plain data: what a guarded edge does, kept with the presentation its else edge opened
                until the presented route continues (`continue`), or dropped when that presentation closes.
                """, conformances: valueConformances,
            members: deferredEdgeCases().map { enumCase in
                // A tab switch carries what it shows next, itself a deferred edge.
                SwiftDeclaration(
                    modifiers: enumCase.name == "openTab" ? [.indirect] : [],
                    .enumCase(name(enumCase.name), enumCase.parameters))
            })
    }

    /// The state's guard operations: perform a deferred edge, perform a guarded one, continue.
    func guardOperations() -> [SwiftDeclaration] {
        guard plan.hasGuards else { return [] }
        let edge = unlabeled("edge", deferredEdgeType)
        func call(_ method: String, _ arguments: [SwiftExpression] = []) -> SwiftStatement {
            .expression(.call(.named(method), arguments.map { SwiftArgument($0) }))
        }
        var cases: [SwiftSwitchCase] = []
        for (caseName, parameters) in deferredEdgeCases() {
            let names =
                caseName == "openTab"
                ? ["tab", "then"] : caseName == "showAlert" ? ["alert"] : ["route", "style"]
            let bindings = parameters.indices.map { name(names[$0]) }
            let pattern = SwiftPattern.enumCase(
                name(caseName), parameters.isEmpty ? nil : bindings.map { .binding($0) })
            let body: [SwiftStatement]
            switch caseName {
            case "present":
                body = [
                    .expression(
                        .call(
                            .named("present"),
                            [
                                SwiftArgument(.name(bindings[0])),
                                SwiftArgument(name("as"), .name(bindings[1])),
                            ]))
                ]
            case "showAlert":
                body = [.assignment(.selfReference.dot("alert"), .name(bindings[0]))]
            case "openTab":
                body = [
                    call("openTab", [.name(bindings[0])]),
                    .if(
                        [.optionalBinding(name("next"), .name(bindings[1]))],
                        then: [call("perform", [.named("next")])]),
                ]
            default:
                body = [call(caseName, bindings.map { .name($0) })]
            }
            cases.append(SwiftSwitchCase([pattern], body))
        }
        var guarded: [SwiftStatement] = [
            .if([.expression(.named("allowed"))], then: [call("perform", [.named("edge")]), .returnVoid]),
            .guard([.optionalBinding(name("otherwise"), nil)], else: [.returnVoid]),
        ]
        if plan.presents {
            guarded += [
                .local(name("count"), .named("presentations").dot("count")),
                call("perform", [.named("otherwise")]),
                .if(
                    [
                        .expression(
                            .binary(
                                .named("presentations").dot("count"), .equal,
                                .binary(.named("count"), .plus, .integer(1))))
                    ],
                    then: [
                        .assignment(
                            .subscript(
                                .named("presentations"),
                                [
                                    SwiftArgument(
                                        .binary(.named("presentations").dot("count"), .minus, .integer(1)))
                                ]
                            ).dot("deferred"), .named("edge"))
                    ]),
            ]
        } else {
            guarded.append(call("perform", [.named("otherwise")]))
        }
        var members: [SwiftDeclaration] = [
            function(
                "perform", modifiers: modifiers(.mutating), documentation: "Performs `edge` now.",
                parameters: [edge], body: [.switch(.named("edge"), cases)]),
            function(
                "perform", modifiers: modifiers(.mutating),
                documentation: """
                    Performs `edge` when its guard allows it; otherwise performs `otherwise`, and when that presents
                    a route, keeps `edge` with the new presentation until the route continues.
                    """,
                parameters: [
                    edge, labeled("guardedBy", "allowed", swiftType("Bool")),
                    parameter("otherwise", .optional(deferredEdgeType)),
                ], body: guarded),
        ]
        if plan.presents {
            members.append(
                function(
                    "continueDeferred", modifiers: modifiers(.mutating),
                    documentation: """
                        `continue`: closes the top presentation and performs the edge a guard deferred when it was
                        presented; with nothing deferred, dismisses.
                        """,
                    body: [
                        .guard(
                            [
                                .optionalBinding(
                                    name("deferred"),
                                    .optionalMember(.named("presentations").dot("last"), name("deferred")))
                            ],
                            else: [call("dismiss"), .returnVoid]),
                        .expression(.call(.named("presentations").dot("removeLast"), [])),
                        call("perform", [.named("deferred")]),
                    ]))
        }
        return members
    }

    /// `.push(.checkout)`: an operation as a deferred edge.
    func deferredEdgeValue(_ operation: StateOperation, route: RoutePlan?, action: ActionPlan?)
        -> SwiftExpression
    {
        func value(_ value: RouteValue, typed: Bool = false) -> SwiftArgument {
            SwiftArgument(expression(value, typed: typed, route: route, action: action))
        }
        func member(_ caseName: String, _ arguments: [SwiftArgument] = []) -> SwiftExpression {
            arguments.isEmpty
                ? .implicitMember(name(caseName)) : .call(.implicitMember(name(caseName)), arguments)
        }
        switch operation {
        case .push(let target): return member("push", [value(target)])
        case .select(let target, .sidebar): return member("select", [value(target, typed: true)])
        case .select(let target, .content): return member("selectDetail", [value(target, typed: true)])
        case .present(let target, let style):
            return member("present", [value(target), SwiftArgument(.implicitMember(name(style.rawValue)))])
        case .setRoot(let target): return member("setRoot", [value(target)])
        case .pop: return member("pop")
        case .popToRoot: return member("popToRoot")
        case .dismiss: return member("dismiss")
        case .dismissAll: return member("dismissAll")
        case .continueDeferred: return member("continueDeferred")
        case .showDialog(let shown):
            return member(
                "showAlert", [SwiftArgument(expression(shown, typed: true, route: route, action: action))])
        case .return:
            // The checker lets no guard hold back a `return` (NAV311), nor stand in for one.
            return member("dismiss")
        case .openTab(let index, let then):
            return member(
                "openTab",
                [
                    SwiftArgument(.implicitMember(tabName(index))),
                    SwiftArgument(
                        name("then"), then.map { deferredEdgeValue($0, route: route, action: action) } ?? .nil
                    ),
                ])
        }
    }

    /// `self.guards` beside `self.state`, or `self.router.guards` beside `self.router.state`.
    func guardsExpression(besideState state: SwiftExpression) -> SwiftExpression {
        if case .member(let base, let member) = state, member.text == "state" { return base.dot("guards") }
        return .selfReference.dot("guards")
    }
}
