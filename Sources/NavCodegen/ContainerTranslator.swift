import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    var isDirect: Bool {
        if case .direct = plan.flow { return true }
        return false
    }

    var usesObservation: Bool {
        if case .direct(let router) = plan.flow { return router.usesObservation }
        return false
    }

    /// Inside the container: the state binding (`$state` or `$router.state`).
    var stateBindingExpression: SwiftExpression {
        isDirect ? .member(.projected(name("router")), name("state")) : .projected(name("state"))
    }

    /// Inside the container: the state (`self.state` or `self.router.state`).
    var stateExpression: SwiftExpression {
        isDirect ? .selfReference.dot("router").dot("state") : .selfReference.dot("state")
    }

    /// `$state.stack.path`: a binding to a scene's member.
    func binding(_ base: SwiftExpression, _ members: SwiftName...) -> SwiftExpression {
        members.reduce(base) { .member($0, $1) }
    }

    /// `@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)` when both backends are generated.
    var modernAvailability: [SwiftAttribute] {
        plan.backends.legacy ? [.available(plan.backends.navigationStackAvailability)] : []
    }

    /// The SwiftUI part: the router (direct flow), the container with `getDestination(for:)`,
    /// the presented levels, and the NavigationView backend's views. It sits inside
    /// `#if canImport(SwiftUI)`.
    ///
    /// The router of the direct flow belongs to the model part, so feature modules that import
    /// only the model can navigate; the containers belong to the views part.
    func swiftUIParts(including part: PlanOptions.GeneratedPart = .all) -> [FilePart] {
        let hasRouter = part != .views && isDirect
        let hasViews = part != .model
        guard hasRouter || hasViews else { return [] }
        var members: [FilePart] = [
            .declarations {
                var declarations: [SwiftDeclaration] = [.kind(.import(name("SwiftUI")))]
                if hasRouter, case .direct(let router) = plan.flow {
                    declarations.append(routerDeclaration(router))
                }
                return declarations
            }
        ]
        if hasViews {
            members.append(
                .nested(
                    type(
                        .struct, .named(names.container), modifiers: access,
                        documentation: containerDocumentation, conformances: [sdk("View")], members: []),
                    containerMembers()))
            members.append(
                .declarations {
                    var declarations = viewToolbarDeclarations()
                    if plan.presents { declarations.append(presentedLevelDeclaration()) }
                    if plan.backends.legacy { declarations.append(legacyLevelDeclaration()) }
                    return declarations
                })
        }
        return [
            .declarations { [.kind(.mark("SwiftUI"))] },
            .nested(.kind(.ifConfig(SwiftIfConfig(.canImport(name("SwiftUI")), []))), members),
        ]
    }

    // MARK: - Container

    /// The container's members: its state, body and helpers, then `getDestination(for:)` in
    /// parts (one a chunk of routes, in a large app).
    private func containerMembers() -> [FilePart] {
        [.declarations { containerStateAndBody() }] + destinationParts()
    }

    /// The container's members before `getDestination(for:)`.
    private func containerStateAndBody() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        if isDirect {
            members.append(
                variable(
                    "router", routerType, modifiers: [.fileprivate],
                    attributes: [
                        usesObservation ? .named(sdk("Bindable"), nil) : .named(sdk("ObservedObject"), nil)
                    ]))
            members.append(
                SwiftDeclaration(
                    documentation: "Creates the container around a router the app owns.", modifiers: access,
                    .initializer(
                        SwiftInitializer(
                            parameters: [parameter("router", routerType)],
                            body: [.assignment(.selfReference.dot("router"), .named("router"))]))))
        } else {
            members.append(
                variable("state", stateType, modifiers: [.private], attributes: [.named(sdk("Binding"), nil)])
            )
            if plan.hasGuards {
                members.append(variable("guards", guardsType, mutable: false, modifiers: [.private]))
            }
            members.append(
                SwiftDeclaration(
                    documentation: plan.hasGuards
                        ? "Creates the container over a state the app owns, so it can save, restore and drive it, with the app's guards."
                        : "Creates the container over a state the app owns, so it can save, restore and drive it.",
                    modifiers: access,
                    .initializer(
                        SwiftInitializer(
                            parameters: [parameter("state", sdk("Binding", "SwiftUI", [stateType]))]
                                + (plan.hasGuards ? [parameter("guards", guardsType)] : []),
                            body: [.assignment(.backing(name("state")), .named("state"))]
                                + (plan.hasGuards
                                    ? [.assignment(.selfReference.dot("guards"), .named("guards"))] : [])))))
        }
        if plan.returnsResults && !isDirect {
            members.append(
                variable(
                    "results", resultsType, modifiers: [.fileprivate],
                    attributes: [.named(sdk("State"), nil)],
                    documentation: "The actions waiting for a value from what they presented.",
                    value: .call(.type(resultsType), [])))
        }
        if plan.backends.legacy {
            members.append(
                variable(
                    "legacyShown", .optional(stateType), modifiers: [.private],
                    attributes: [.named(sdk("State"), nil)],
                    documentation:
                        "What the NavigationView backend shows while it applies a change step by step.",
                    value: .nil))
        }
        let view = SwiftType.opaque(sdk("View"))
        if plan.backends.legacy {
            members.append(
                variable(
                    "body", view, mutable: true, modifiers: access,
                    getter: [
                        .if(
                            [.available(plan.backends.navigationStackAvailability)],
                            then: [
                                .return(sdkCall("AnyView", "SwiftUI", [SwiftArgument(.named("modernBody"))]))
                            ]),
                        .return(sdkCall("AnyView", "SwiftUI", [SwiftArgument(.named("legacyBody"))])),
                    ]))
            members.append(
                variable(
                    "modernBody", view, modifiers: [.private], attributes: modernAvailability,
                    documentation: "The NavigationStack backend.", getter: [.expression(modernBody())]))
            members += legacyContainerMembers()
        } else {
            members.append(variable("body", view, modifiers: access, getter: [.expression(modernBody())]))
        }
        members.append(
            variable(
                "stateBinding", sdk("Binding", "SwiftUI", [stateType]), modifiers: [.fileprivate],
                documentation: "A binding to the navigation state, wherever it is kept.",
                getter: [.expression(stateBindingExpression)]))
        if plan.presents { members += presentationBindings() }
        members += dialogHelpers()
        if plan.returnsResults && plan.presents {
            members.append(
                function(
                    "settleResults", modifiers: [.fileprivate],
                    documentation: "Answers nil to the actions whose route or alert is no longer shown.",
                    body: [
                        .expression(
                            .call(
                                resultsExpression.dot("settle"),
                                [SwiftArgument(.named("stateBinding").dot("wrappedValue"))]))
                    ]))
        }
        if plan.selectsDetents { members += detentBindings() }
        if hasSplitScene { members += visibilityConversions() }
        return members
    }

    private var containerDocumentation: String {
        let layout: String
        switch plan.layout {
        case .single(.stack): layout = "a NavigationStack over the state's stack"
        case .single(.split(let split)):
            layout =
                split.hasContentColumn
                ? "a three-column NavigationSplitView whose detail column holds a NavigationStack"
                : "a NavigationSplitView whose detail column holds a NavigationStack"
        case .tabs: layout = "a TabView with a stack or split view in every tab"
        }
        let flow =
            isDirect
            ? "Views reach the \(names.router.text) through the environment and call its methods."
            : "Views get one closure per action and know nothing of navigation."
        return
            "The navigation container of \(plan.appName): \(layout), with sheets and covers over it.\n\(flow)"
    }

    /// The scene (or tab view) with the first level of presentations and the router injected.
    private func modernBody() -> SwiftExpression {
        var modifiers = presentationModifiers(depth: .integer(0), level: .selfReference)
        if isDirect { modifiers.append(routerInjection(.named("router"))) }
        let content = sceneContent(legacy: false)
        return modifiers.isEmpty ? content : .modifierChain(content, modifiers)
    }

    /// `.environmentObject(router)` or `.environment(router)`.
    func routerInjection(_ router: SwiftExpression) -> SwiftModifierElement {
        .modifier(name(usesObservation ? "environment" : "environmentObject"), [SwiftArgument(router)])
    }

    /// The scene view of the layout (the modern or the legacy form).
    func sceneContent(legacy: Bool) -> SwiftExpression {
        switch plan.layout {
        case .single:
            let slot = sceneSlots[0]
            return legacy ? legacySceneView(slot) : sceneView(slot)
        case .tabs(let tabs):
            return tabView(tabs, legacy: legacy)
        }
    }

    /// One scene with the NavigationStack backend.
    func sceneView(_ slot: SceneSlot) -> SwiftExpression {
        let sceneState = scene(slot, on: stateExpression)
        let sceneBinding = binding(stateBindingExpression, slot.property)
        switch slot.scene {
        case .stack:
            return stack(path: .member(sceneBinding, name("path")), root: sceneState.dot("root"))
        case .split(let split):
            let detail = SwiftTrailingClosure(
                name("detail"),
                SwiftClosure([
                    .expression(
                        stack(
                            path: .member(sceneBinding, name("path")),
                            root: detailRoot(split, scene: sceneState)))
                ]))
            let sidebar = SwiftTrailingClosure(
                SwiftClosure([.expression(destination(expression(split.sidebar, typed: true)))]))
            var closures = [sidebar]
            if split.hasContentColumn {
                closures.append(
                    SwiftTrailingClosure(
                        name("content"),
                        SwiftClosure([.expression(destination(contentRoot(split, scene: sceneState)))])))
            }
            closures.append(detail)
            let visibility = binding(
                get: .call(
                    .selfType.dot("swiftUIVisibility"), [SwiftArgument(sceneState.dot("columnVisibility"))])
            ) { newValue in
                [
                    .assignment(
                        sceneState.dot("columnVisibility"),
                        .call(.selfType.dot("stateVisibility"), [SwiftArgument(newValue)]))
                ]
            }
            return .call(
                .type(sdk("NavigationSplitView")), [SwiftArgument(name("columnVisibility"), visibility)],
                trailingClosures: closures)
        }
    }

    /// `getDestination(for: route)`
    func destination(_ route: SwiftExpression) -> SwiftExpression {
        .call(.named("getDestination"), [SwiftArgument(name("for"), route)])
    }

    /// `NavigationStack(path:) { root with navigationDestination }`
    func stack(path: SwiftExpression, root: SwiftExpression, destinations: SwiftExpression = .selfReference)
        -> SwiftExpression
    {
        let build = { (route: SwiftExpression) -> SwiftExpression in
            .call(.member(destinations, name("getDestination")), [SwiftArgument(name("for"), route)])
        }
        return .call(
            .type(sdk("NavigationStack")), [SwiftArgument(name("path"), path)],
            trailingClosures: [
                SwiftTrailingClosure(
                    SwiftClosure([
                        .expression(
                            .modifierChain(
                                build(root),
                                [
                                    .modifier(
                                        name("navigationDestination"),
                                        [SwiftArgument(name("for"), .metatype(routeType))],
                                        trailingClosures: [
                                            SwiftTrailingClosure(
                                                SwiftClosure(
                                                    parameters: [.named(name("route"))],
                                                    [.expression(build(.named("route")))]))
                                        ])
                                ]))
                    ]))
            ])
    }

    /// The sheet and cover modifiers presenting the level at `depth` over `level`'s content.
    func presentationModifiers(depth: SwiftExpression, level: SwiftExpression, legacy: Bool = false)
        -> [SwiftModifierElement]
    {
        var modifiers: [SwiftModifierElement] = []
        let navigation: SwiftExpression = level == .selfReference ? .selfReference : level
        for style in plan.presentationStyles {
            func modifier(_ swiftUIName: String) -> SwiftModifierElement {
                .modifier(
                    name(swiftUIName),
                    [
                        SwiftArgument(
                            name("item"),
                            .call(
                                .member(navigation, name("presentation")),
                                [
                                    SwiftArgument(name("at"), depth),
                                    SwiftArgument(name("as"), .implicitMember(name(style.rawValue))),
                                ]))
                    ],
                    trailingClosures: [
                        SwiftTrailingClosure(
                            SwiftClosure(
                                parameters: [.named(name("route"))],
                                [
                                    .expression(
                                        call(
                                            .type(.named(names.presentedLevel)),
                                            [
                                                ("navigation", navigation), ("depth", depth),
                                                ("route", .named("route")),
                                            ]))
                                ]))
                    ])
            }
            switch style {
            case .sheet:
                modifiers.append(modifier("sheet"))
            case .cover:
                // fullScreenCover does not exist on macOS, where a cover is shown as a sheet.
                modifiers.append(
                    .conditional(
                        SwiftIfConfig(.os(.macOS), [modifier("sheet")], else: [modifier("fullScreenCover")])))
            case .popover:
                // Popovers do not exist on tvOS and watchOS (the checker rejects those targets);
                // built for them anyway, a popover is shown as a sheet.
                modifiers.append(
                    .conditional(
                        SwiftIfConfig(
                            .any([.os(.tvOS), .os(.watchOS)]), [modifier("sheet")],
                            else: [modifier("popover")])))
            }
        }
        return modifiers + dialogModifiers(depth: depth, level: navigation)
    }

    /// Bindings the presentation modifiers and presented stacks read and write.
    private func presentationBindings() -> [SwiftDeclaration] {
        let resultsLocal: [SwiftStatement] =
            plan.returnsResults
            ? [
                .local(name("results"), resultsExpression)
            ] : []
        let routeBinding = sdk("Binding", "SwiftUI", [.optional(routeType)])
        let pathBinding = sdk("Binding", "SwiftUI", [routeList])
        let state = SwiftExpression.named("state").dot("wrappedValue")
        return [
            function(
                "presentation", modifiers: [.fileprivate],
                documentation:
                    "The route presented at `depth` as `style`; setting nil closes it and everything above it.",
                parameters: [
                    labeled("at", "depth", swiftType("Int")), labeled("as", "style", presentationStyleType),
                ],
                result: routeBinding,
                body: [
                    .local(name("state"), .named("stateBinding"))
                ] + resultsLocal + [
                    .return(
                        binding(
                            get: .call(
                                state.dot("presentedRoute"),
                                [
                                    SwiftArgument(name("at"), .named("depth")),
                                    SwiftArgument(name("as"), .named("style")),
                                ])
                        ) { newValue in
                            [
                                .if(
                                    [.expression(.binary(newValue, .equal, .nil))],
                                    then: [
                                        .expression(
                                            .call(
                                                state.dot("closePresentations"),
                                                [SwiftArgument(name("from"), .named("depth"))]))
                                    ]
                                        + (plan.returnsResults
                                            ? [
                                                .expression(
                                                    .call(
                                                        .named("results").dot("settle"),
                                                        [SwiftArgument(state)]))
                                            ] : []))
                            ]
                        })
                ]),
            function(
                "presentedPath", modifiers: [.fileprivate],
                documentation: "The stack inside the presentation at `depth`.",
                parameters: [labeled("at", "depth", swiftType("Int"))], result: pathBinding,
                body: [
                    .local(name("state"), .named("stateBinding")),
                    .return(
                        binding(
                            get: .call(
                                state.dot("presentedPath"), [SwiftArgument(name("at"), .named("depth"))])
                        ) { newValue in
                            [
                                .expression(
                                    .call(
                                        state.dot("setPresentedPath"),
                                        [SwiftArgument(newValue), SwiftArgument(name("at"), .named("depth"))])
                                )
                            ]
                        }),
                ]),
        ]
    }

    /// Conversions between the state's column visibility and SwiftUI's.
    private func visibilityConversions() -> [SwiftDeclaration] {
        let cases = ["automatic", "all", "doubleColumn", "detailOnly"]
        let swiftUI = sdk("NavigationSplitViewVisibility")
        return [
            function(
                "swiftUIVisibility", modifiers: [.private, .static], attributes: modernAvailability,
                parameters: [unlabeled("visibility", visibilityType)], result: swiftUI,
                body: [
                    .switch(
                        .named("visibility"),
                        cases.map {
                            SwiftSwitchCase([.enumCase(name($0), nil)], [.return(.implicitMember(name($0)))])
                        })
                ]),
            function(
                "stateVisibility", modifiers: [.private, .static], attributes: modernAvailability,
                parameters: [unlabeled("visibility", swiftUI)], result: visibilityType,
                body: cases.dropFirst().map { visibility in
                    .if(
                        [
                            .expression(
                                .binary(.named("visibility"), .equal, .implicitMember(name(visibility))))
                        ],
                        then: [.return(.implicitMember(name(visibility)))])
                } + [.return(.implicitMember(name("automatic")))]),
        ]
    }

    // MARK: - Presented levels

    /// The view showing one presentation, in a stack of its own, with the next level's
    /// presentation modifiers attached inside it (a sheet over a sheet is presented by the
    /// first sheet's content).
    private func presentedLevelDeclaration() -> SwiftDeclaration {
        let navigation = SwiftExpression.named("navigation")
        var modifiers = presentationModifiers(
            depth: .binary(.named("depth"), .plus, .integer(1)), level: navigation)
        // Sheets on iOS 13 do not inherit environment objects, so the router is passed in.
        if isDirect { modifiers.append(routerInjection(navigation.dot("router"))) }
        if plan.returnsResults {
            // However a presentation closes, the action waiting on it gets its answer.
            modifiers.append(
                .modifier(
                    name("onDisappear"), [],
                    trailingClosures: [
                        SwiftTrailingClosure(
                            SwiftClosure([.expression(.call(navigation.dot("settleResults"), []))]))
                    ]))
        }
        let modern = SwiftExpression.modifierChain(
            presentedContent(
                stack(
                    path: .call(
                        navigation.dot("presentedPath"), [SwiftArgument(name("at"), .named("depth"))]),
                    root: .named("route"), destinations: navigation)),
            modifiers)
        var members: [SwiftDeclaration] = [
            variable(
                "navigation", .named(names.container), mutable: false,
                documentation: "The container, for destinations and bindings."),
            variable(
                "depth", swiftType("Int"), mutable: false, documentation: "0 for the first presentation."),
            variable("route", routeType, mutable: false, documentation: "The presented route."),
        ]

        if plan.backends.legacy {
            members.append(
                variable(
                    "body", .opaque(sdk("View")),
                    getter: [
                        .if(
                            [.available(plan.backends.navigationStackAvailability)],
                            then: [.return(sdkCall("AnyView", "SwiftUI", [SwiftArgument(modern)]))]),
                        .return(
                            sdkCall("AnyView", "SwiftUI", [SwiftArgument(legacyPresentedLevel(modifiers))])),
                    ]))
        } else {
            members.append(variable("body", .opaque(sdk("View")), getter: [.expression(modern)]))
        }
        if plan.hasPresentationOptions { members.append(presentationOptionsDeclaration()) }
        return type(
            .struct, .named(names.presentedLevel), modifiers: [.private],
            documentation: plan.presentationStyles.contains(.popover) || plan.hasPresentationOptions
                ? "One presented sheet, cover or popover: the route in a stack of its own (or alone, when it brings its own), with its presentation options, and what it presents."
                : "One presented sheet or cover: the route in a stack of its own, and what it presents.",
            conformances: [sdk("View")], members: members)
    }
}
