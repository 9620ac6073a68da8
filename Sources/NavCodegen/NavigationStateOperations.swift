import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    /// `presentations[presentations.count - 1]`: the top presentation.
    private var topPresentation: SwiftExpression {
        .subscript(
            .named("presentations"),
            [SwiftArgument(.binary(.named("presentations").dot("count"), .minus, .integer(1)))])
    }

    /// Statements that act on the scene on screen: the single scene, or a switch over the
    /// selected tab. `action` gives the statements for one scene, or nil where it does not apply.
    func onCurrentScene(
        _ base: SwiftExpression = .selfReference, _ action: (SceneSlot, SwiftExpression) -> [SwiftStatement]?
    ) -> [SwiftStatement] {
        let slots = sceneSlots
        guard hasTabs else { return action(slots[0], scene(slots[0], on: base)) ?? [] }
        let cases = slots.compactMap { slot -> SwiftSwitchCase? in
            guard let tab = slot.tab else { return nil }
            return SwiftSwitchCase([.enumCase(tab, nil)], action(slot, scene(slot, on: base)) ?? [.break])
        }
        return [.switch(.member(base, name("selectedTab")), cases)]
    }

    /// The state's operations: each acts on the top presentation's stack when something is
    /// presented, else on the scene on screen.
    func operations() -> [SwiftDeclaration] {
        let route = unlabeled("route", routeType)
        let routeArgument = [SwiftArgument(.named("route"))]
        func onTopPresentationOr(_ sceneStatements: [SwiftStatement], presented: [SwiftStatement])
            -> [SwiftStatement]
        {
            guard plan.presents else { return sceneStatements }
            return [
                .if(
                    [.expression(.named("presentations").dot("isEmpty"))], then: sceneStatements,
                    else: presented)
            ]
        }
        var members: [SwiftDeclaration] = [
            variable(
                "topRoute", routeType, modifiers: access,
                documentation: "The route on top of everything on screen.",
                getter: topRouteBody()),
            variable(
                "visibleRoutes", routeList, modifiers: access,
                documentation: hasInteractiveSheets
                    ? """
                    The routes on screen that the user can act on, frontmost first: the top of the top presentation,
                    and of each presentation or column beneath a sheet that lets the user act on what is under it;
                    or the top of each column of the scene on screen.
                    """
                    : """
                    The routes on screen that the user can act on, frontmost first: the top of the top presentation,
                    or the top of each column of the scene on screen.
                    """, getter: visibleRoutesBody()),
            function(
                "push", modifiers: modifiers(.mutating),
                documentation: "Pushes `route` onto the stack on screen.",
                parameters: [route],
                body: onTopPresentationOr(
                    onCurrentScene { _, scene in [.expression(.call(scene.dot("push"), routeArgument))] },
                    presented: [.expression(.call(topPresentation.dot("path").dot("append"), routeArgument))])
            ),
            function(
                "pop", modifiers: modifiers(.mutating),
                documentation: "Pops the top route of the stack on screen, if any.",
                body: onTopPresentationOr(
                    onCurrentScene { _, scene in [.expression(.call(scene.dot("pop"), []))] },
                    presented: [
                        .if(
                            [.expression(.prefix(.not, topPresentation.dot("path").dot("isEmpty")))],
                            then: [.expression(.call(topPresentation.dot("path").dot("removeLast"), []))])
                    ])),
            function(
                "popToRoot", modifiers: modifiers(.mutating),
                documentation: "Pops the stack on screen back to its root.",
                body: onTopPresentationOr(
                    onCurrentScene { _, scene in [.expression(.call(scene.dot("popToRoot"), []))] },
                    presented: [.expression(.call(topPresentation.dot("path").dot("removeAll"), []))])),
            function(
                "dismiss", modifiers: modifiers(.mutating),
                documentation: plan.presents
                    ? "Dismisses what is on top: pops the top presentation's stack, or closes the presentation when its stack is empty, or pops the scene's stack."
                    : "Dismisses what is on top: pops the stack on screen.",
                body: plan.presents
                    ? [
                        .if(
                            [.optionalBinding(name("last"), .named("presentations").dot("last"))],
                            then: [
                                .if(
                                    [.expression(.named("last").dot("path").dot("isEmpty"))],
                                    then: [.expression(.call(.named("presentations").dot("removeLast"), []))],
                                    else: [
                                        .expression(.call(topPresentation.dot("path").dot("removeLast"), []))
                                    ])
                            ], else: [.expression(.call(.named("pop"), []))])
                    ] : [.expression(.call(.named("pop"), []))]),
        ]
        if hasStackScene {
            var body: [SwiftStatement] = []
            if plan.presents { body.append(.expression(.call(.named("presentations").dot("removeAll"), []))) }
            body += onCurrentScene { slot, scene in
                guard case .stack = slot.scene else { return nil }
                return [.expression(.call(scene.dot("setRoot"), routeArgument))]
            }
            members.append(
                function(
                    "setRoot", modifiers: modifiers(.mutating),
                    documentation:
                        "Makes `route` the root of the stack on screen, closing every presentation.",
                    parameters: [route], body: body))
        }
        if hasSplitScene {
            members.append(
                function(
                    "select", modifiers: modifiers(.mutating),
                    documentation: "Selects `route` in the sidebar of the split view on screen.",
                    parameters: [unlabeled("route", .optional(routeType))],
                    body: onCurrentScene { slot, scene in
                        guard case .split = slot.scene else { return nil }
                        return [.expression(.call(scene.dot("select"), routeArgument))]
                    }))
        }
        if hasContentColumn {
            members.append(
                function(
                    "selectDetail", modifiers: modifiers(.mutating),
                    documentation: "Selects `route` in the content column of the split view on screen.",
                    parameters: [unlabeled("route", .optional(routeType))],
                    body: onCurrentScene { slot, scene in
                        guard case .split(let split) = slot.scene, split.hasContentColumn else { return nil }
                        return [.expression(.call(scene.dot("selectDetail"), routeArgument))]
                    }))
        }
        if plan.presents {
            members += [
                function(
                    "present", modifiers: modifiers(.mutating),
                    documentation: "Presents `route` over everything on screen, in a stack of its own.",
                    parameters: [route, labeled("as", "style", presentationStyleType)],
                    body: [
                        .expression(
                            .call(
                                .named("presentations").dot("append"),
                                [
                                    SwiftArgument(
                                        call(
                                            .type(presentationType),
                                            [("style", .named("style")), ("route", .named("route"))]))
                                ]))
                    ]),
                function(
                    "dismissAll", modifiers: modifiers(.mutating),
                    documentation: "Closes every presentation.",
                    body: [.expression(.call(.named("presentations").dot("removeAll"), []))]),
            ]
        }
        if hasTabs {
            var open: [SwiftStatement] = []
            if plan.presents { open.append(.expression(.call(.named("presentations").dot("removeAll"), []))) }
            open.append(.assignment(.named("selectedTab"), .named("tab")))
            members += [
                function(
                    "selectTab", modifiers: modifiers(.mutating),
                    documentation: """
                        Selects `tab` as a tap on the tab bar does: every other tab keeps its stack, and selecting
                        the selected tab again pops its stack to the root.
                        """,
                    parameters: [unlabeled("tab", tabType)],
                    body: [
                        .if(
                            [.expression(.binary(.named("tab"), .equal, .named("selectedTab")))],
                            then: onCurrentScene { _, scene in
                                [.expression(.call(scene.dot("popToRoot"), []))]
                            },
                            else: [.assignment(.named("selectedTab"), .named("tab"))])
                    ]),
                function(
                    "openTab", modifiers: modifiers(.mutating),
                    documentation:
                        "Switches to `tab` from anywhere, closing every presentation; the tab keeps its stack.",
                    parameters: [unlabeled("tab", tabType)], body: open),
            ]
        }
        return members
    }

    private func topRouteBody() -> [SwiftStatement] {
        var body: [SwiftStatement] = []
        if plan.presents {
            body.append(
                .if(
                    [.optionalBinding(name("last"), .named("presentations").dot("last"))],
                    then: [.return(.named("last").dot("topRoute"))]))
        }
        body += onCurrentScene { slot, scene in [.return(visibleRoutes(of: slot, scene: scene)[0])] }
        return body
    }

    /// Whether some route's sheet lets the user act on what is under it.
    private var hasInteractiveSheets: Bool { routes.contains(where: Self.letsInteractionThrough) }

    /// Whether `route`'s sheet lets the user act on what is under it.
    private static func letsInteractionThrough(_ route: RoutePlan) -> Bool {
        route.presentation?.backgroundInteraction?.letsInteractionThrough == true
    }

    /// The routes on screen, frontmost first: the top presentation's top route, and beneath a
    /// sheet that lets the user act on what is under it, what is under it too.
    private func visibleRoutesBody() -> [SwiftStatement] {
        var body: [SwiftStatement] = []
        let interactiveSheets = routes.filter {
            $0.presentation?.backgroundInteraction?.letsInteractionThrough == true
        }
        if plan.presents && interactiveSheets.isEmpty {
            body.append(
                .if(
                    [.optionalBinding(name("last"), .named("presentations").dot("last"))],
                    then: [.return(.array([.named("last").dot("topRoute")]))]))
        } else if plan.presents {
            let shown = name("shown")
            let presentation = name("presentation")
            body += [
                .local(shown, mutable: true, type: .array(routeType), .array([])),
                .for(
                    .name(presentation), in: .call(.named("presentations").dot("reversed"), []), where: nil,
                    body: [
                        .expression(
                            .call(
                                .name(shown).dot("append"),
                                [SwiftArgument(.name(presentation).dot("topRoute"))])),
                        .switch(
                            .name(presentation).dot("route"),
                            [
                                SwiftSwitchCase(
                                    interactiveSheets.map { .enumCase($0.caseName, nil) }, [.continue]),
                                .default([.return(.name(shown))]),
                            ]),
                    ]),
            ]
            body += onCurrentScene { slot, scene in
                [.return(.binary(.name(shown), .plus, .array(visibleRoutes(of: slot, scene: scene))))]
            }
            return body
        }
        body += onCurrentScene { slot, scene in [.return(.array(visibleRoutes(of: slot, scene: scene)))] }
        return body
    }

    /// The routes a scene shows, frontmost (the detail column's top) first.
    func visibleRoutes(of slot: SceneSlot, scene: SwiftExpression) -> [SwiftExpression] {
        switch slot.scene {
        case .stack: return [scene.dot("topRoute")]
        case .split(let split):
            let sidebar = expression(split.sidebar, typed: true)
            guard split.hasContentColumn else {
                return [
                    .binary(scene.dot("path").dot("last"), .nilCoalescing, detailRoot(split, scene: scene)),
                    sidebar,
                ]
            }
            return [
                .binary(scene.dot("path").dot("last"), .nilCoalescing, detailRoot(split, scene: scene)),
                contentRoot(split, scene: scene), sidebar,
            ]
        }
    }

    /// What the detail column shows at the root of its stack: the selection, else the placeholder.
    func detailRoot(_ split: SplitPlan, scene: SwiftExpression) -> SwiftExpression {
        let selection = scene.dot(split.hasContentColumn ? "detailSelection" : "selection")
        guard let placeholder = split.detailPlaceholder else { return .forceUnwrap(selection) }
        return .binary(selection, .nilCoalescing, expression(placeholder, typed: true))
    }

    /// What the content column of a three-column split shows.
    func contentRoot(_ split: SplitPlan, scene: SwiftExpression) -> SwiftExpression {
        guard let placeholder = split.contentPlaceholder else { return .forceUnwrap(scene.dot("selection")) }
        return .binary(scene.dot("selection"), .nilCoalescing, expression(placeholder, typed: true))
    }

    /// What SwiftUI's presentation modifiers at each depth read and write.
    func presentationHelpers() -> [SwiftDeclaration] {
        let depth = labeled("at", "depth", swiftType("Int"))
        let inRange = SwiftExpression.binary(.named("depth"), .less, .named("presentations").dot("count"))
        let atDepth = SwiftExpression.subscript(.named("presentations"), [SwiftArgument(.named("depth"))])
        return [
            function(
                "presentedRoute", modifiers: access,
                documentation:
                    "The route presented at `depth` (0 is the first presentation) if it is presented as `style`.",
                parameters: [depth, labeled("as", "style", presentationStyleType)],
                result: .optional(routeType),
                body: [
                    .guard(
                        [
                            .expression(
                                .binary(inRange, .and, .binary(atDepth.dot("style"), .equal, .named("style")))
                            )
                        ], else: [.return(.nil)]),
                    .return(atDepth.dot("route")),
                ]),
            function(
                "closePresentations", modifiers: modifiers(.mutating),
                documentation: "Closes the presentation at `depth` and every one above it.",
                parameters: [labeled("from", "depth", swiftType("Int"))],
                body: [
                    .if(
                        [.expression(inRange)],
                        then: [
                            .expression(
                                .call(
                                    .named("presentations").dot("removeSubrange"),
                                    [SwiftArgument(.partialRangeFrom(.named("depth")))]))
                        ])
                ]),
            function(
                "presentedPath", modifiers: access,
                documentation: "The stack inside the presentation at `depth`.",
                parameters: [depth], result: routeList,
                body: [.return(.ternary(inRange, atDepth.dot("path"), .array([])))]),
            function(
                "setPresentedPath", modifiers: modifiers(.mutating),
                documentation: "Replaces the stack inside the presentation at `depth`.",
                parameters: [unlabeled("path", routeList), depth],
                body: [.if([.expression(inRange)], then: [.assignment(atDepth.dot("path"), .named("path"))])]),
        ] + (plan.selectsDetents ? detentHelpers() : []) + (routesReturn ? [closePresentationOfRoute()] : [])
    }

    /// Closes the newest presentation of a route and everything above it: what a `return`
    /// from a presented route does.
    private func closePresentationOfRoute() -> SwiftDeclaration {
        function(
            "closePresentation", modifiers: modifiers(.mutating),
            documentation: "Closes the newest presentation of `route` and every one above it.",
            parameters: [labeled("of", "route", routeType)],
            body: [
                .if(
                    [
                        .optionalBinding(
                            name("depth"),
                            newestPresentation(of: .named("route"), in: .named("presentations")))
                    ],
                    then: [
                        .expression(
                            .call(
                                .named("closePresentations"), [SwiftArgument(name("from"), .named("depth"))]))
                    ])
            ])
    }

    /// The detent of the sheet at each depth, which the sheet's selection binding reads and writes.
    private func detentHelpers() -> [SwiftDeclaration] {
        let depth = labeled("at", "depth", swiftType("Int"))
        let inRange = SwiftExpression.binary(.named("depth"), .less, .named("presentations").dot("count"))
        let atDepth = SwiftExpression.subscript(.named("presentations"), [SwiftArgument(.named("depth"))])
        let detent = SwiftType.optional(stateType.member(name("Detent")))
        return [
            function(
                "presentedDetent", modifiers: access,
                documentation:
                    "The detent the sheet at `depth` rests at, or nil while it rests where its route opens it.",
                parameters: [depth], result: detent,
                body: [.return(.ternary(inRange, atDepth.dot("detent"), .nil))]),
            function(
                "setPresentedDetent", modifiers: modifiers(.mutating),
                documentation: "Moves the sheet at `depth` to `detent` (nil: where its route opens it).",
                parameters: [unlabeled("detent", detent), depth],
                body: [
                    .if([.expression(inRange)], then: [.assignment(atDepth.dot("detent"), .named("detent"))])
                ]),
        ]
    }
}
