import NavPlan
import NavSemantics
import NavSwift

/// One scene of the state: the single stack or split view, or one tab's.
struct SceneSlot {
    /// The state's property holding the scene (`stack`, `split`, or the tab's name).
    var property: SwiftName
    var scene: ScenePlan
    /// The tab enum's case, for tab layouts.
    var tab: SwiftName?
}

extension Translation {
    /// The scenes of the layout, in order.
    var sceneSlots: [SceneSlot] {
        switch plan.layout {
        case .single(let scene):
            switch scene {
            case .stack: [SceneSlot(property: name("stack"), scene: scene, tab: nil)]
            case .split: [SceneSlot(property: name("split"), scene: scene, tab: nil)]
            }
        case .tabs(let tabs): tabs.map { SceneSlot(property: $0.name, scene: $0.scene, tab: $0.name) }
        }
    }

    var hasTabs: Bool {
        if case .tabs = plan.layout { return true }
        return false
    }

    var hasStackScene: Bool { sceneSlots.contains { if case .stack = $0.scene { true } else { false } } }
    var hasSplitScene: Bool { sceneSlots.contains { if case .split = $0.scene { true } else { false } } }
    var hasContentColumn: Bool {
        sceneSlots.contains { if case .split(let split) = $0.scene { split.hasContentColumn } else { false } }
    }

    var stackType: SwiftType { stateType.member(name("Stack")) }
    var splitType: SwiftType { stateType.member(name("Split")) }
    var presentationType: SwiftType { stateType.member(name("Presentation")) }
    var presentationStyleType: SwiftType { stateType.member(name("PresentationStyle")) }
    var visibilityType: SwiftType { stateType.member(name("ColumnVisibility")) }
    var routeList: SwiftType { .array(routeType) }

    /// `state.stack`, `state.home`: a scene's property on `base`.
    func scene(_ slot: SceneSlot, on base: SwiftExpression) -> SwiftExpression {
        .member(base, slot.property)
    }

    /// The value a scene starts with.
    func initialValue(of slot: SceneSlot) -> SwiftExpression {
        switch slot.scene {
        case .stack(let stack):
            .call(
                .type(stackType), [SwiftArgument(name("root"), expression(stack.initialRoot, typed: false))])
        case .split: .call(.type(splitType), [])
        }
    }

    // MARK: - The state

    /// The tab enum, the navigation state and its operations.
    func navigationStateDeclarations() -> [SwiftDeclaration] {
        var declarations: [SwiftDeclaration] = [.kind(.mark("Navigation state"))]
        if case .tabs(let tabs) = plan.layout {
            declarations.append(
                type(
                    .enum, tabType, modifiers: access,
                    documentation: "The tabs of \(plan.appName), in order.",
                    conformances: [
                        swiftType("String"), swiftType("Hashable"), swiftType("Sendable"),
                        swiftType("Codable"), swiftType("CaseIterable"),
                    ],
                    members: tabs.map { SwiftDeclaration(documentation: $0.title, .enumCase($0.name, [])) }))
        }
        var members: [SwiftDeclaration] = []
        if hasStackScene { members.append(stackDeclaration()) }
        if hasSplitScene {
            members.append(splitDeclaration())
            members.append(visibilityDeclaration())
        }
        if plan.presents {
            members.append(presentationStyleDeclaration())
            if plan.selectsDetents { members.append(detentDeclaration()) }
            members.append(presentationDeclaration())
        }
        members += storedProperties()
        members.append(initializer())
        members += operations()
        members += guardOperations()
        if plan.presents { members += presentationHelpers() }
        if plan.conformances.isCodable { members.append(stateDecoder()) }
        declarations.append(
            type(
                .struct, stateType, modifiers: access,
                documentation: """
                    The whole navigation state of \(plan.appName) as a value ("navigation is just data"): the app can
                    own it, save it, restore it, and build it in one assignment from a deep link. It is a tree:
                    \(hasTabs ? "the selected tab and a scene per tab" : "one scene")\(plan.presents ? ", and a chain of presentations over it, each with a stack of its own" : "").
                    """, conformances: valueConformances, members: members))
        if plan.conformances.isCodable { declarations.append(decodePrefixHelper()) }
        declarations += guardDeclarations()
        return declarations
    }

    private func storedProperties() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if hasTabs {
            members.append(
                variable("selectedTab", tabType, modifiers: access, documentation: "The tab on screen."))
        }
        for slot in sceneSlots {
            let what: String
            switch slot.scene {
            case .stack: what = "stack"
            case .split: what = "split view"
            }
            members.append(
                SwiftDeclaration(
                    documentation: slot.tab.map { "The \(what) of the \($0.text) tab." }
                        ?? "The app's \(what).",
                    modifiers: access,
                    .variable(
                        SwiftVariable(
                            true, slot.property,
                            {
                                if case .stack = slot.scene { return stackType }
                                return splitType
                            }()))))
        }
        if plan.presents {
            members.append(
                variable(
                    "presentations", .array(presentationType), modifiers: access,
                    documentation:
                        "The sheets and covers on screen, bottom first; each presents over the one before."))
        }
        if hasDialogs {
            members.append(
                variable(
                    "alert", .optional(alertType), modifiers: access,
                    documentation: "The alert or confirmation dialog on screen, over the screen on top."))
        }
        return members
    }

    private func initializer() -> SwiftDeclaration {
        var parameters: [SwiftParameter] = []
        var body: [SwiftStatement] = []
        if case .tabs(let tabs) = plan.layout, let first = tabs.first {
            parameters.append(parameter("selectedTab", tabType, default: .implicitMember(first.name)))
            body.append(.assignment(.selfReference.dot("selectedTab"), .named("selectedTab")))
        }
        for slot in sceneSlots {
            let type: SwiftType
            if case .stack = slot.scene { type = stackType } else { type = splitType }
            parameters.append(SwiftParameter(.same, slot.property, type, default: initialValue(of: slot)))
            body.append(.assignment(.member(.selfReference, slot.property), .name(slot.property)))
        }
        if plan.presents {
            parameters.append(parameter("presentations", .array(presentationType), default: .array([])))
            body.append(.assignment(.selfReference.dot("presentations"), .named("presentations")))
        }
        if hasDialogs {
            parameters.append(parameter("alert", .optional(alertType), default: .nil))
            body.append(.assignment(.selfReference.dot("alert"), .named("alert")))
        }
        return SwiftDeclaration(
            documentation: "Creates a state; by default the initial screen with nothing pushed or presented.",
            modifiers: access, .initializer(SwiftInitializer(parameters: parameters, body: body)))
    }

    // MARK: - Nested types

    private func stackDeclaration() -> SwiftDeclaration {
        let route = unlabeled("route", routeType)
        var members: [SwiftDeclaration] = [
            variable(
                "root", routeType, modifiers: access, documentation: "The route at the bottom of the stack."),
            variable(
                "path", routeList, modifiers: access,
                documentation: "The routes pushed onto the root, bottom first."),
            SwiftDeclaration(
                documentation: "Creates a stack.", modifiers: access,
                .initializer(
                    SwiftInitializer(
                        parameters: [
                            parameter("root", routeType), parameter("path", routeList, default: .array([])),
                        ],
                        body: [
                            .assignment(.selfReference.dot("root"), .named("root")),
                            .assignment(.selfReference.dot("path"), .named("path")),
                        ]))),
            variable(
                "topRoute", routeType, modifiers: access, documentation: "The route on top.",
                getter: [.expression(.binary(.named("path").dot("last"), .nilCoalescing, .named("root")))]),
            function(
                "push", modifiers: modifiers(.mutating), documentation: "Pushes `route`.",
                parameters: [route],
                body: [.expression(.call(.named("path").dot("append"), [SwiftArgument(.named("route"))]))]),
            function(
                "pop", modifiers: modifiers(.mutating), documentation: "Pops the top route, if any.",
                body: [
                    .if(
                        [.expression(.prefix(.not, .named("path").dot("isEmpty")))],
                        then: [.expression(.call(.named("path").dot("removeLast"), []))])
                ]),
            function(
                "popToRoot", modifiers: modifiers(.mutating),
                documentation: "Pops every route back to the root.",
                body: [.expression(.call(.named("path").dot("removeAll"), []))]),
            function(
                "setRoot", modifiers: modifiers(.mutating),
                documentation: "Makes `route` the root, with nothing pushed.",
                parameters: [route],
                body: [
                    .assignment(.named("root"), .named("route")),
                    .expression(.call(.named("path").dot("removeAll"), [])),
                ]),
        ]
        if plan.conformances.isCodable {
            members.append(
                decoder(
                    documentation:
                        "Decodes a saved stack; a path naming routes this version lacks keeps its valid prefix.",
                    [
                        .assignment(.named("root"), .try(decode(routeType, "root"))),
                        .assignment(.named("path"), decodePrefix(routeType, "path")),
                    ]))
        }
        return type(
            .struct, name("Stack").asType, modifiers: access,
            documentation: "A navigation stack: a root and the routes pushed onto it.",
            conformances: valueConformances, members: members)
    }

    private func splitDeclaration() -> SwiftDeclaration {
        let route = unlabeled("route", .optional(routeType))
        var members: [SwiftDeclaration] = [
            variable(
                "selection", .optional(routeType), modifiers: access,
                documentation: hasContentColumn
                    ? "What the sidebar selects; the next column shows it (its placeholder when nil)."
                    : "What the sidebar selects; the detail column shows it at the root of its stack (its placeholder when nil)."
            )
        ]
        if hasContentColumn {
            members.append(
                variable(
                    "detailSelection", .optional(routeType), modifiers: access,
                    documentation:
                        "What the content column selects; the detail column shows it (its placeholder when nil)."
                ))
        }
        members += [
            variable(
                "path", routeList, modifiers: access,
                documentation: "The routes pushed in the detail column, bottom first."),
            variable(
                "columnVisibility", visibilityType, modifiers: access, documentation: "Which columns show."),
        ]
        var parameters = [parameter("selection", .optional(routeType), default: .nil)]
        var body: [SwiftStatement] = [.assignment(.selfReference.dot("selection"), .named("selection"))]
        if hasContentColumn {
            parameters.append(parameter("detailSelection", .optional(routeType), default: .nil))
            body.append(.assignment(.selfReference.dot("detailSelection"), .named("detailSelection")))
        }
        parameters += [
            parameter("path", routeList, default: .array([])),
            parameter("columnVisibility", visibilityType, default: .implicitMember(name("automatic"))),
        ]
        body += [
            .assignment(.selfReference.dot("path"), .named("path")),
            .assignment(.selfReference.dot("columnVisibility"), .named("columnVisibility")),
        ]
        members.append(
            SwiftDeclaration(
                documentation: "Creates a split view's state; by default nothing is selected.",
                modifiers: access,
                .initializer(SwiftInitializer(parameters: parameters, body: body))))
        members += [
            function(
                "push", modifiers: modifiers(.mutating),
                documentation: "Pushes `route` in the detail column.",
                parameters: [unlabeled("route", routeType)],
                body: [.expression(.call(.named("path").dot("append"), [SwiftArgument(.named("route"))]))]),
            function(
                "pop", modifiers: modifiers(.mutating),
                documentation: "Pops the detail column's top route, if any.",
                body: [
                    .if(
                        [.expression(.prefix(.not, .named("path").dot("isEmpty")))],
                        then: [.expression(.call(.named("path").dot("removeLast"), []))])
                ]),
            function(
                "popToRoot", modifiers: modifiers(.mutating),
                documentation: "Pops the detail column back to its root.",
                body: [.expression(.call(.named("path").dot("removeAll"), []))]),
        ]
        var select: [SwiftStatement] = [.assignment(.named("selection"), .named("route"))]
        if hasContentColumn { select.append(.assignment(.named("detailSelection"), .nil)) }
        select.append(.expression(.call(.named("path").dot("removeAll"), [])))
        members.append(
            function(
                "select", modifiers: modifiers(.mutating),
                documentation: "Selects `route` in the sidebar; the columns after it start over.",
                parameters: [route],
                body: select))
        if hasContentColumn {
            members.append(
                function(
                    "selectDetail", modifiers: modifiers(.mutating),
                    documentation: "Selects `route` in the content column; the detail column starts over.",
                    parameters: [route],
                    body: [
                        .assignment(.named("detailSelection"), .named("route")),
                        .expression(.call(.named("path").dot("removeAll"), [])),
                    ]))
        }
        if plan.conformances.isCodable {
            // A selection this version cannot decode drops what was shown beneath it.
            var statements: [SwiftStatement] = [
                .assignment(.selfReference.dot("selection"), .nil)
            ]
            var attempt: [SwiftStatement] = [
                .assignment(.selfReference.dot("selection"), .try(decodeIfPresent(routeType, "selection")))
            ]
            if hasContentColumn {
                statements.append(.assignment(.selfReference.dot("detailSelection"), .nil))
                attempt.append(
                    .assignment(
                        .selfReference.dot("detailSelection"),
                        .try(decodeIfPresent(routeType, "detailSelection"))))
            }
            attempt.append(.assignment(.selfReference.dot("path"), decodePrefix(routeType, "path")))
            statements += [
                .assignment(.selfReference.dot("path"), .array([])),
                .assignment(
                    .selfReference.dot("columnVisibility"),
                    .binary(
                        .tryOptional(decode(visibilityType, "columnVisibility")), .nilCoalescing,
                        .implicitMember(name("automatic")))),
                .doCatch(attempt, catch: []),
            ]
            members.append(
                decoder(
                    documentation: "Decodes a saved split view, keeping what this version can show.",
                    statements))
        }
        return type(
            .struct, name("Split").asType, modifiers: access,
            documentation:
                "A split view's state: the selections that drive its columns, and the detail column's stack.",
            conformances: valueConformances, members: members)
    }

    private func visibilityDeclaration() -> SwiftDeclaration {
        type(
            .enum, name("ColumnVisibility").asType, modifiers: access,
            documentation:
                "Which columns of a split view show (NavigationSplitViewVisibility as plain data).",
            conformances: [
                swiftType("String"), swiftType("Hashable"), swiftType("Sendable"), swiftType("Codable"),
                swiftType("CaseIterable"),
            ],
            members: ["automatic", "all", "doubleColumn", "detailOnly"].map { .kind(.enumCase(name($0), [])) }
        )
    }

    private func presentationStyleDeclaration() -> SwiftDeclaration {
        type(
            .enum, name("PresentationStyle").asType, modifiers: access,
            documentation: "How a route is presented modally.",
            conformances: [
                swiftType("String"), swiftType("Hashable"), swiftType("Sendable"), swiftType("Codable"),
            ],
            members: plan.presentationStyles.map { .kind(.enumCase(name($0.rawValue), [])) })
    }

    /// `Detent`: a sheet's height as plain data (SwiftUI's `PresentationDetent` is neither
    /// Codable nor available outside SwiftUI).
    private func detentDeclaration() -> SwiftDeclaration {
        let double = swiftType("Double")
        return type(
            .enum, name("Detent").asType, modifiers: access,
            documentation: "A height a sheet rests at (PresentationDetent as plain data).",
            conformances: [swiftType("Hashable"), swiftType("Sendable"), swiftType("Codable")],
            members: [
                SwiftDeclaration(
                    documentation: "About half the screen's height.", .enumCase(name("medium"), [])),
                SwiftDeclaration(documentation: "The full height.", .enumCase(name("large"), [])),
                SwiftDeclaration(
                    documentation: "A fraction of the full height.",
                    .enumCase(name("fraction"), [SwiftParameter(.none, nil, double)])),
                SwiftDeclaration(
                    documentation: "A height in points.",
                    .enumCase(name("height"), [SwiftParameter(.none, nil, double)])
                ),
            ])
    }

    private func presentationDeclaration() -> SwiftDeclaration {
        let detentType = SwiftType.optional(stateType.member(name("Detent")))
        let tracksDetents = plan.selectsDetents
        var members: [SwiftDeclaration] = [
            variable("style", presentationStyleType, modifiers: access, documentation: "A sheet or a cover."),
            variable(
                "route", routeType, modifiers: access,
                documentation: "The presented route, at the root of its own stack."),
            variable(
                "path", routeList, modifiers: access,
                documentation: "The routes pushed inside the presentation, bottom first."),
        ]
        if tracksDetents {
            members.append(
                variable(
                    "detent", detentType, modifiers: access,
                    documentation:
                        "The detent the sheet rests at once moved; nil opens the route at its selected detent."
                ))
        }
        let defers = plan.hasGuards
        if defers {
            members.append(
                variable(
                    "deferred", .optional(deferredEdgeType), modifiers: access,
                    documentation:
                        "The edge a guard deferred when this presentation opened instead: `continue` performs it."
                ))
        }
        members += [
            SwiftDeclaration(
                documentation: "Creates a presentation.", modifiers: access,
                .initializer(
                    SwiftInitializer(
                        parameters: [
                            parameter("style", presentationStyleType), parameter("route", routeType),
                            parameter("path", routeList, default: .array([])),
                        ] + (tracksDetents ? [parameter("detent", detentType, default: .nil)] : [])
                            + (defers
                                ? [parameter("deferred", .optional(deferredEdgeType), default: .nil)] : []),
                        body: [
                            .assignment(.selfReference.dot("style"), .named("style")),
                            .assignment(.selfReference.dot("route"), .named("route")),
                            .assignment(.selfReference.dot("path"), .named("path")),
                        ]
                            + (tracksDetents
                                ? [.assignment(.selfReference.dot("detent"), .named("detent"))] : [])
                            + (defers
                                ? [.assignment(.selfReference.dot("deferred"), .named("deferred"))] : []))
                )),
            variable(
                "id", routeType, modifiers: access,
                documentation: "A presentation is identified by its route.",
                getter: [.expression(.named("route"))]),
            variable(
                "topRoute", routeType, modifiers: access,
                documentation: "The route on top of the presentation's stack.",
                getter: [.expression(.binary(.named("path").dot("last"), .nilCoalescing, .named("route")))]),
        ]
        if plan.conformances.isCodable {
            members.append(
                decoder(
                    documentation:
                        "Decodes a saved presentation; its path keeps the prefix this version can decode.",
                    [
                        .assignment(.named("style"), .try(decode(presentationStyleType, "style"))),
                        .assignment(.named("route"), .try(decode(routeType, "route"))),
                        .assignment(.named("path"), decodePrefix(routeType, "path")),
                    ]
                        + (tracksDetents
                            // A detent this version cannot read opens the route at its selected one.
                            ? [
                                .assignment(
                                    .named("detent"),
                                    .tryOptional(decodeIfPresent(stateType.member(name("Detent")), "detent")))
                            ] : [])
                        // A deferred edge this version cannot read is dropped.
                        + (defers
                            ? [
                                .assignment(
                                    .named("deferred"),
                                    .tryOptional(decodeIfPresent(deferredEdgeType, "deferred")))
                            ] : [])))
        }
        return type(
            .struct, name("Presentation").asType, modifiers: access,
            documentation: "A sheet or cover: the presented route and the stack inside it.",
            conformances: valueConformances + [swiftType("Identifiable")], members: members)
    }

    // MARK: - Decoding that keeps what it can

    /// `container.decode(T.self, forKey: .key)`
    func decode(_ type: SwiftType, _ key: String) -> SwiftExpression {
        .call(
            .named("container").dot("decode"),
            [SwiftArgument(.metatype(type)), SwiftArgument(name("forKey"), .implicitMember(name(key)))])
    }

    private func decodeIfPresent(_ type: SwiftType, _ key: String) -> SwiftExpression {
        .call(
            .named("container").dot("decodeIfPresent"),
            [SwiftArgument(.metatype(type)), SwiftArgument(name("forKey"), .implicitMember(name(key)))])
    }

    /// The longest decodable prefix of the list at `key`.
    func decodePrefix(_ element: SwiftType, _ key: String) -> SwiftExpression {
        .call(
            .member(.type(stateType), name("decodePrefix")),
            [
                SwiftArgument(.metatype(element)), SwiftArgument(name("from"), .named("container")),
                SwiftArgument(name("forKey"), .implicitMember(name(key))),
            ])
    }

    private func decodePrefixHelper() -> SwiftDeclaration {
        let element = SwiftType.named("Element")
        let key = SwiftType.named("Key")
        return type(
            .extension, stateType,
            members: [
                function(
                    "decodePrefix", modifiers: [.fileprivate, .static],
                    documentation: """
                        The elements of the list at `key` up to the first one this version cannot decode: state
                        saved by an older version that names a removed route keeps the valid part before it.
                        """,
                    generics: [
                        SwiftGenericParameter(name("Element"), swiftType("Decodable")),
                        SwiftGenericParameter(name("Key"), swiftType("CodingKey")),
                    ],
                    parameters: [
                        unlabeled("type", .named([.init(name("Element")), .init(name("Type"))])),
                        labeled("from", "container", sdk("KeyedDecodingContainer", "Swift", [key])),
                        labeled("forKey", "key", key),
                    ],
                    result: .array(element),
                    body: [
                        .guard(
                            [
                                .optionalBinding(
                                    name("items"),
                                    .tryOptional(
                                        .call(
                                            .named("container").dot("nestedUnkeyedContainer"),
                                            [SwiftArgument(name("forKey"), .named("key"))])))
                            ],
                            else: [.return(.array([]))]),
                        .local(name("list"), mutable: true, .named("items")),
                        .local(name("elements"), mutable: true, type: .array(element), .array([])),
                        .while(
                            [.expression(.prefix(.not, .named("list").dot("isAtEnd")))],
                            body: [
                                .guard(
                                    [
                                        .optionalBinding(
                                            name("element"),
                                            .tryOptional(
                                                .call(
                                                    .named("list").dot("decode"),
                                                    [SwiftArgument(.metatype(element))])))
                                    ],
                                    else: [.return(.named("elements"))]),
                                .expression(
                                    .call(
                                        .named("elements").dot("append"), [SwiftArgument(.named("element"))])),
                            ]),
                        .return(.named("elements")),
                    ])
            ])
    }

    /// The state's own decoder: each part falls back to its initial value when it cannot be
    /// decoded, and presentations keep their decodable prefix.
    private func stateDecoder() -> SwiftDeclaration {
        var body: [SwiftStatement] = [
            .local(name("initial"), .call(.selfType, []))
        ]
        if hasTabs {
            body.append(
                .assignment(
                    .named("selectedTab"),
                    .binary(
                        .tryOptional(decode(tabType, "selectedTab")), .nilCoalescing,
                        .named("initial").dot("selectedTab"))))
        }
        for slot in sceneSlots {
            let type: SwiftType
            if case .stack = slot.scene { type = stackType } else { type = splitType }
            // A tab may be named like a local here (`initial`, `container`), so its stack is
            // reached through `self`.
            body.append(
                .assignment(
                    .member(.selfReference, slot.property),
                    .binary(
                        .tryOptional(
                            .call(
                                .named("container").dot("decode"),
                                [
                                    SwiftArgument(.metatype(type)),
                                    SwiftArgument(name("forKey"), .implicitMember(slot.property)),
                                ])),
                        .nilCoalescing, .member(.named("initial"), slot.property))))
        }
        if plan.presents {
            body.append(.assignment(.named("presentations"), decodePrefix(presentationType, "presentations")))
        }
        if hasDialogs {
            // An alert this version does not have is not shown.
            body.append(.assignment(.named("alert"), .tryOptional(decodeIfPresent(alertType, "alert"))))
        }
        return decoder(
            documentation: """
                Decodes a saved state. State saved by another version of the app keeps what this version can show:
                an unknown tab or root falls back to the initial one, and paths and presentations keep their prefix
                up to the first route this version cannot decode.
                """, body)
    }
}

extension SwiftName {
    /// The name as a type.
    var asType: SwiftType { .named(self) }
}
