import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    var resultsType: SwiftType { .named(names.results) }
    var alertType: SwiftType { .named(names.alertEnum) }
    var hasDialogs: Bool { !plan.dialogs.isEmpty }

    /// Whether presented routes return values (alerts may too, see ``hasDialogs``).
    var routesReturn: Bool { plan.presents && routes.contains { $0.result != nil } }

    /// Inside the container: the actions waiting for results (`self.results` or
    /// `self.router.results`).
    var resultsExpression: SwiftExpression {
        isDirect ? .selfReference.dot("router").dot("results") : .selfReference.dot("results")
    }

    /// The class that keeps the actions waiting for a value from what they presented. It is
    /// plain Swift, so the Linux harness runs it: an action's closure is answered exactly once,
    /// with the value its route or alert returns, or with nil when that closes any other way.
    func resultsDeclarations() -> [SwiftDeclaration] {
        guard plan.returnsResults else { return [] }
        let answerType = SwiftType.function(parameters: [.optional(.anyType)], result: swiftType("Void"))
        var sourceCases: [SwiftDeclaration] = []
        var shownCases: [SwiftSwitchCase] = []
        let state = SwiftExpression.named("state")
        if routesReturn {
            sourceCases.append(
                SwiftDeclaration(
                    documentation: "The route presented at `depth`.",
                    .enumCase(
                        name("presentation"),
                        [parameter("depth", swiftType("Int")), parameter("route", routeType)])))
            shownCases.append(
                SwiftSwitchCase(
                    [.enumCase(name("presentation"), [.binding(name("depth")), .binding(name("route"))])],
                    [
                        .return(
                            .binary(
                                .binary(.named("depth"), .less, state.dot("presentations").dot("count")),
                                .and,
                                .binary(
                                    .subscript(state.dot("presentations"), [SwiftArgument(.named("depth"))])
                                        .dot(
                                            "route"), .equal, .named("route"))))
                    ]))
        }
        if hasDialogs {
            sourceCases.append(
                SwiftDeclaration(
                    documentation: "The alert shown.", .enumCase(name("alert"), [.unlabeled(alertType)])))
            shownCases.append(
                SwiftSwitchCase(
                    [.enumCase(name("alert"), [.binding(name("alert"))])],
                    [.return(.binary(state.dot("alert"), .equal, .named("alert")))]))
        }
        if routesReturn {
            sourceCases.append(
                variable(
                    "presentedRoute", .optional(routeType),
                    documentation: "The presented route waited on, if any.",
                    getter: [
                        .if(
                            [
                                .matches(
                                    .enumCase(name("presentation"), [.wildcard, .binding(name("route"))]),
                                    .selfReference)
                            ],
                            then: [.return(.named("route"))]),
                        .return(.nil),
                    ]))
        }
        let sourceType = resultsType.member(name("Source"))
        let waitingType = resultsType.member(name("Waiting"))
        var members: [SwiftDeclaration] = [
            type(
                .enum, name("Source").asType, modifiers: [.private],
                documentation: "What an action waits on.",
                conformances: [swiftType("Hashable")], members: sourceCases),
            type(
                .struct, name("Waiting").asType, modifiers: [.private],
                documentation: "An action waiting for its answer.",
                members: [
                    variable("source", sourceType, mutable: false),
                    variable("answer", answerType, mutable: false),
                ]),
            variable(
                "waiting", .array(waitingType), modifiers: [.private],
                documentation: "The waiting actions, oldest first.", value: .array([])),
            SwiftDeclaration(
                documentation: "Creates an empty list of waiting actions.", modifiers: access,
                .initializer(SwiftInitializer(parameters: [], body: []))),
        ]
        let value = SwiftGenericParameter(name("Value"))
        let typedAnswer = SwiftParameter(
            .none, name("answer"),
            .function(parameters: [.optional(.named(name("Value")))], result: swiftType("Void")),
            attributes: [.named("escaping")])
        /// `Waiting(source: source, answer: { answer($0 as? Value) })`, appended.
        func append(_ source: SwiftExpression) -> SwiftStatement {
            .expression(
                .call(
                    selfMember("waiting").dot("append"),
                    [
                        SwiftArgument(
                            call(
                                .type(waitingType),
                                [
                                    ("source", source),
                                    (
                                        "answer",
                                        .closure(
                                            SwiftClosure(
                                                parameters: [.named(name("value"))],
                                                [
                                                    .expression(
                                                        .call(
                                                            .named("answer"),
                                                            [
                                                                SwiftArgument(
                                                                    .conditionalCast(
                                                                        .named("value"), .named(name("Value"))
                                                                    ))
                                                            ]))
                                                ]))
                                    ),
                                ]))
                    ]))
        }
        /// Stops the newest action waiting on `source` from waiting, runs `close`, then answers
        /// the action with `value`: the waiting action is removed first, so settling while the
        /// state changes does not answer it nil, and the answer runs once the state has changed.
        func deliver(matching matches: SwiftExpression) -> [SwiftStatement] {
            [
                .local(
                    name("index"),
                    .call(
                        selfMember("waiting").dot("lastIndex"),
                        [
                            SwiftArgument(
                                name("where"),
                                .closure(
                                    SwiftClosure(
                                        parameters: [.named(name("waiting"))],
                                        [.expression(matches)])))
                        ])),
                .local(
                    name("waiting"),
                    .call(
                        .named("index").dot("map"),
                        [
                            SwiftArgument(
                                .closure(
                                    SwiftClosure(
                                        parameters: [.named(name("index"))],
                                        [
                                            .expression(
                                                .call(
                                                    selfMember("waiting").dot("remove"),
                                                    [SwiftArgument(name("at"), .named("index"))]))
                                        ])))
                        ])),
                .expression(.call(.named("close"), [])),
                .if(
                    [.optionalBinding(name("waiting"), nil)],
                    then: [
                        .expression(.call(.named("waiting").dot("answer"), [SwiftArgument(.named("value"))]))
                    ]),
            ]
        }
        let delivered = unlabeled("value", .anyType)
        let close = SwiftParameter(
            .none, name("close"), .function(parameters: [], result: swiftType("Void")))
        if routesReturn {
            members.append(
                function(
                    "wait", modifiers: access,
                    documentation:
                        "Waits for the value of `route`, the newest presentation of it in `state`; answers nil at once when it is not presented.",
                    generics: [value],
                    parameters: [
                        labeled("for", "route", routeType), labeled("in", "state", stateType), typedAnswer,
                    ],
                    body: [
                        .guard(
                            [
                                .optionalBinding(
                                    name("depth"),
                                    newestPresentation(
                                        of: .named("route"), in: .named("state").dot("presentations")))
                            ],
                            else: [.expression(.call(.named("answer"), [SwiftArgument(.nil)])), .returnVoid]),
                        append(
                            .call(
                                .implicitMember(name("presentation")),
                                [
                                    SwiftArgument(name("depth"), .named("depth")),
                                    SwiftArgument(name("route"), .named("route")),
                                ])),
                    ]))
            members.append(
                function(
                    "deliver", modifiers: access,
                    documentation:
                        "Hands `value` to the newest action waiting on a presentation of `route`, after `close` has closed it.",
                    parameters: [delivered, labeled("from", "route", routeType), close],
                    body: deliver(
                        matching: .binary(
                            .named("waiting").dot("source").dot("presentedRoute"), .equal, .named("route")))))
        }
        if hasDialogs {
            members.append(
                function(
                    "wait", modifiers: access,
                    documentation:
                        "Waits for the value of `alert`, shown in `state`; answers nil at once when it is not shown.",
                    generics: [value],
                    parameters: [
                        labeled("forAlert", "alert", alertType), labeled("in", "state", stateType),
                        typedAnswer,
                    ],
                    body: [
                        .guard(
                            [.expression(.binary(.named("state").dot("alert"), .equal, .named("alert")))],
                            else: [.expression(.call(.named("answer"), [SwiftArgument(.nil)])), .returnVoid]),
                        append(.call(.implicitMember(name("alert")), [SwiftArgument(.named("alert"))])),
                    ]))
            members.append(
                function(
                    "deliver", modifiers: access,
                    documentation:
                        "Hands `value` to the newest action waiting on `alert`, after `close` has closed it.",
                    parameters: [delivered, labeled("fromAlert", "alert", alertType), close],
                    body: deliver(
                        matching: .binary(
                            .named("waiting").dot("source"), .equal,
                            .call(.implicitMember(name("alert")), [SwiftArgument(.named("alert"))])))))
        }
        // `{ waiting in !Self.isShown(waiting.source, in: state) }`: what `state` no longer shows.
        let stale = SwiftExpression.closure(
            SwiftClosure(
                parameters: [.named(name("waiting"))],
                [
                    .expression(
                        .prefix(
                            .not,
                            .call(
                                .selfType.dot("isShown"),
                                [
                                    SwiftArgument(.named("waiting").dot("source")),
                                    SwiftArgument(name("in"), .named("state")),
                                ])))
                ]))
        members.append(
            function(
                "settle", modifiers: access,
                documentation: "Answers nil to every action whose route or alert `state` no longer shows.",
                parameters: [unlabeled("state", stateType)],
                body: [
                    .local(
                        name("gone"),
                        .call(
                            selfMember("waiting").dot("filter"), [SwiftArgument(stale)])),
                    .guard(
                        [.expression(.prefix(.not, .named("gone").dot("isEmpty")))], else: [.returnVoid]),
                    .expression(
                        .call(selfMember("waiting").dot("removeAll"), [SwiftArgument(name("where"), stale)])),
                    .for(
                        .name(name("waiting")), in: .named("gone"), where: nil,
                        body: [.expression(.call(.named("waiting").dot("answer"), [SwiftArgument(.nil)]))]),
                ]))
        members.append(
            function(
                "isShown", modifiers: [.private, .static],
                documentation: "Whether `state` still shows what `source` names.",
                parameters: [unlabeled("source", sourceType), labeled("in", "state", stateType)],
                result: swiftType("Bool"),
                body: [.switch(.named("source"), shownCases)]))
        return [
            .kind(.mark("Results")),
            type(
                .class, resultsType, modifiers: modifiers(.final),
                attributes: [.named(swiftType("MainActor"), nil)],
                documentation: """
                    The actions of \(plan.appName) waiting for a value from what they presented: a route or an alert that
                    returns one. Each waiting action is answered exactly once: with the value its route or alert returns,
                    or with nil when that closes any other way (`settle(_:)`, which the generated views call).
                    """, members: members),
        ]
    }
}
