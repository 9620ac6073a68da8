import NavPlan
import NavSemantics
import NavSwift

/// The NavigationView backend, for systems before NavigationStack (iOS 13-15, macOS 10.15-12).
///
/// Each stack is a chain of hidden `NavigationLink(isActive:destination:label:)` links, one per
/// level: the link on level d is active exactly when more than d routes are pushed, and when
/// SwiftUI deactivates it (Back button, swipe) the path is cut back to that level (field note
/// 000 explains why separate booleans fail past two levels). SwiftUI before iOS 16 applies
/// one push or presentation per update, so the container shows its own copy of the state and
/// moves it toward the app's state one step at a time (`AppLegacySteps.steps(from:to:)`,
/// plain Swift and tested on Linux), as FlowStacks and NavigationBackport do.
extension Translation {
    private var legacyLevelType: SwiftType { .named(names.legacyLevel) }
    private var legacyStepsType: SwiftType { .named(names.legacySteps) }

    /// The state the NavigationView backend shows: its own copy while it applies a change in
    /// steps, written through to the app's state.
    private var shownState: SwiftExpression { .selfReference.dot("legacyState").dot("wrappedValue") }

    /// Members of the container for the NavigationView backend.
    func legacyContainerMembers() -> [SwiftDeclaration] {
        let view = SwiftType.opaque(sdk("View"))
        let body = SwiftExpression.modifierChain(
            sceneContent(legacy: true),
            presentationModifiers(depth: .integer(0), level: .selfReference, legacy: true)
                + (isDirect ? [routerInjection(.named("router"))] : [])
                + [
                    .modifier(
                        name("onReceive"),
                        [
                            SwiftArgument(
                                .call(.type(sdk("Just", "Combine")), [SwiftArgument(stateExpression)]))
                        ],
                        trailingClosures: [
                            SwiftTrailingClosure(
                                SwiftClosure(
                                    parameters: [.named(name("target"))],
                                    [
                                        .expression(
                                            .call(
                                                .selfReference.dot("advance"),
                                                [SwiftArgument(name("toward"), .named("target"))]))
                                    ]))
                        ])
                ])
        return [
            variable(
                "legacyBody", view, modifiers: [.private], documentation: "The NavigationView backend.",
                getter: [.expression(body)]),
            variable(
                "legacyState", sdk("Binding", "SwiftUI", [stateType]), modifiers: [.fileprivate],
                documentation:
                    "What the NavigationView backend shows; the user's changes go to the app's state too.",
                getter: [
                    .local(name("state"), .named("stateBinding")),
                    .local(name("shown"), .projected(name("legacyShown"))),
                    .return(
                        binding(
                            get: .binary(
                                .named("shown").dot("wrappedValue"), .nilCoalescing,
                                .named("state").dot("wrappedValue"))
                        ) { newValue in
                            [
                                .assignment(.named("shown").dot("wrappedValue"), newValue),
                                .assignment(.named("state").dot("wrappedValue"), newValue),
                            ]
                        }),
                ]),
            function(
                "advance", modifiers: [.private],
                documentation:
                    "Moves what is shown one step toward `target`, and the next step after a moment.",
                parameters: [labeled("toward", "target", stateType)],
                body: [
                    .guard(
                        [.optionalBinding(name("current"), .named("legacyShown"))],
                        else: [.assignment(.named("legacyShown"), .named("target")), .returnVoid]),
                    .local(
                        name("steps"),
                        .call(
                            .type(legacyStepsType).dot("steps"),
                            [
                                SwiftArgument(name("from"), .named("current")),
                                SwiftArgument(name("to"), .named("target")),
                            ])),
                    // With no step left, what is shown differs at most in what needs no
                    // transition (the alert), which the shown state takes as it is.
                    .guard(
                        [.optionalBinding(name("next"), .named("steps").dot("first"))],
                        else: [
                            .if(
                                [.expression(.binary(.named("current"), .notEqual, .named("target")))],
                                then: [.assignment(.named("legacyShown"), .named("target"))]),
                            .returnVoid,
                        ]),
                    .assignment(.named("legacyShown"), .named("next")),
                ]
                    + (hasDialogs
                        ? [
                            .assignment(
                                .optionalMember(.named("legacyShown"), name("alert")),
                                .named("target").dot("alert"))
                        ]
                        : []) + [
                        .guard(
                            [.expression(.binary(.named("steps").dot("count"), .greater, .integer(1)))],
                            else: [.returnVoid]),
                        .local(name("state"), .named("stateBinding")),
                        .local(name("shown"), .projected(name("legacyShown"))),
                        .expression(
                            .call(
                                .type(sdk("Task", "Swift")), [],
                                trailingClosures: [
                                    SwiftTrailingClosure(
                                        SwiftClosure([
                                            .expression(
                                                .try(
                                                    .await(
                                                        .call(
                                                            .type(sdk("Task", "Swift")).dot("sleep"),
                                                            [
                                                                SwiftArgument(
                                                                    name("nanoseconds"),
                                                                    .number(SwiftNumber("650_000_000")!))
                                                            ])),
                                                    .optional)),
                                            .local(name("latest"), .named("state").dot("wrappedValue")),
                                            .guard(
                                                [
                                                    .optionalBinding(
                                                        name("now"), .named("shown").dot("wrappedValue"))
                                                ], else: [.returnVoid]),
                                            .if(
                                                [
                                                    .optionalBinding(
                                                        name("following"),
                                                        .call(
                                                            .type(legacyStepsType).dot("steps"),
                                                            [
                                                                SwiftArgument(name("from"), .named("now")),
                                                                SwiftArgument(name("to"), .named("latest")),
                                                            ]
                                                        ).dot("first"))
                                                ],
                                                then: [
                                                    .assignment(
                                                        .named("shown").dot("wrappedValue"),
                                                        .named("following"))
                                                ]),
                                        ]))
                                ])),
                    ]),
        ]
    }

    /// One scene with the NavigationView backend.
    func legacySceneView(_ slot: SceneSlot) -> SwiftExpression {
        let shown = scene(slot, on: shownState)
        let shownBinding = SwiftExpression.member(.selfReference.dot("legacyState"), slot.property)
        switch slot.scene {
        case .stack:
            return .modifierChain(
                .call(
                    .type(sdk("NavigationView")), [],
                    trailingClosures: [
                        SwiftTrailingClosure(
                            SwiftClosure([
                                .expression(level(path: shownBinding.dot("path"), root: shown.dot("root")))
                            ]))
                    ]),
                [
                    // The stack style also avoids iOS 14's disappearing Back button (field note 000).
                    .conditional(
                        SwiftIfConfig(
                            .not(.os(.macOS)),
                            [
                                .modifier(
                                    name("navigationViewStyle"),
                                    [SwiftArgument(sdkCall("StackNavigationViewStyle", "SwiftUI", []))])
                            ]))
                ])
        case .split(let split):
            var columns: [SwiftStatement] = [.expression(destination(expression(split.sidebar, typed: true)))]
            if split.hasContentColumn {
                columns.append(.expression(destination(contentRoot(split, scene: shown))))
            }
            columns.append(
                .expression(level(path: shownBinding.dot("path"), root: detailRoot(split, scene: shown))))
            return .modifierChain(
                .call(
                    .type(sdk("NavigationView")), [],
                    trailingClosures: [SwiftTrailingClosure(SwiftClosure(columns))]),
                [
                    .modifier(
                        name("navigationViewStyle"),
                        [SwiftArgument(sdkCall("DoubleColumnNavigationViewStyle", "SwiftUI", []))])
                ])
        }
    }

    /// `AppLegacyLevel(path:depth:root:destination:)` at depth 0.
    private func level(
        path: SwiftExpression, root: SwiftExpression, destinations: SwiftExpression = .selfReference
    ) -> SwiftExpression {
        call(
            .type(legacyLevelType),
            [
                ("path", path), ("depth", .integer(0)), ("root", root),
                (
                    "destination",
                    .closure(
                        SwiftClosure(
                            parameters: [.named(name("route"))],
                            [
                                .expression(
                                    .call(
                                        .member(destinations, name("getDestination")),
                                        [SwiftArgument(name("for"), .named("route"))]))
                            ]))
                ),
            ])
    }

    /// A presented route in a NavigationView of its own, with the next level's presentations.
    func legacyPresentedLevel(_ modifiers: [SwiftModifierElement]) -> SwiftExpression {
        let navigation = SwiftExpression.named("navigation")
        let container = SwiftExpression.modifierChain(
            .call(
                .type(sdk("NavigationView")), [],
                trailingClosures: [
                    SwiftTrailingClosure(
                        SwiftClosure([
                            .expression(
                                level(
                                    path: .call(
                                        navigation.dot("presentedPath"),
                                        [SwiftArgument(name("at"), .named("depth"))]), root: .named("route"),
                                    destinations: navigation))
                        ]))
                ]),
            [
                .conditional(
                    SwiftIfConfig(
                        .not(.os(.macOS)),
                        [
                            .modifier(
                                name("navigationViewStyle"),
                                [SwiftArgument(sdkCall("StackNavigationViewStyle", "SwiftUI", []))])
                        ]))
            ])
        return .modifierChain(presentedContent(container), modifiers)
    }

    /// The view for one level of the link chain.
    func legacyLevelDeclaration() -> SwiftDeclaration {
        let path = SwiftExpression.named("path")
        let depth = SwiftExpression.named("depth")
        let link = call(
            .type(sdk("NavigationLink")),
            [
                (
                    "isActive",
                    call(
                        .type(sdk("Binding")),
                        [
                            (
                                "get",
                                .closure(
                                    SwiftClosure([
                                        .expression(
                                            call(
                                                .type(legacyStepsType).dot("isActive"),
                                                [("depth", depth), ("pathCount", path.dot("count"))]))
                                    ]))
                            ),
                            (
                                "set",
                                .closure(
                                    SwiftClosure(
                                        parameters: [.named(name("active"))],
                                        [
                                            .assignment(
                                                path,
                                                call(
                                                    .type(legacyStepsType).dot("path"),
                                                    [
                                                        ("", path), ("settingLinkAt", depth),
                                                        ("active", .named("active")),
                                                    ]))
                                        ]))
                            ),
                        ])
                ),
                (
                    "destination",
                    .closure(
                        SwiftClosure([
                            .expression(
                                call(
                                    .type(legacyLevelType),
                                    [
                                        ("path", .projected(name("path"))),
                                        ("depth", .binary(depth, .plus, .integer(1))),
                                        ("root", .named("root")),
                                        ("destination", .named("destination")),
                                    ]))
                        ]))
                ),
                ("label", .closure(SwiftClosure([.expression(sdkCall("EmptyView", "SwiftUI", []))]))),
            ])
        let current = SwiftExpression.ternary(
            .binary(depth, .equal, .integer(0)), .named("root"),
            .ternary(
                .binary(depth, .lessOrEqual, path.dot("count")),
                .subscript(path, [SwiftArgument(.binary(depth, .minus, .integer(1)))]),
                .cast(.nil, .optional(routeType))))
        return type(
            .struct, legacyLevelType, modifiers: [.private],
            documentation: """
                One level of the NavigationView link chain: the route at `depth` (the root at depth 0), with a
                hidden link to the next level that is active exactly when the path is deeper. The link sits in
                the background, so it adds no row to a List or Form.
                """, conformances: [sdk("View")],
            members: [
                variable("path", routeList, attributes: [.named(sdk("Binding"), nil)]),
                variable("depth", swiftType("Int"), mutable: false),
                variable("root", routeType, mutable: false),
                variable(
                    "destination", .function(parameters: [routeType], result: sdk("AnyView")), mutable: false),
                variable(
                    "body", .opaque(sdk("View")),
                    getter: [
                        .if(
                            [.optionalBinding(name("route"), current)],
                            then: [
                                .expression(
                                    .modifierChain(
                                        .call(.named("destination"), [SwiftArgument(.named("route"))]),
                                        [
                                            .modifier(
                                                name("background"),
                                                [
                                                    SwiftArgument(
                                                        .modifierChain(link, [.modifier(name("hidden"), [])]))
                                                ])
                                        ]))
                            ])
                    ]),
            ])
    }

    // MARK: - Plain Swift

    /// How the NavigationView backend follows the state: the link chain's rule, and the steps
    /// SwiftUI accepts between two states. Plain Swift, so it runs and is tested everywhere.
    func legacyStepsDeclarations() -> [SwiftDeclaration] {
        guard plan.backends.legacy else { return [] }
        let pathType = routeList
        let state = SwiftExpression.named("current")
        func record(_ statements: [SwiftStatement]) -> [SwiftStatement] {
            statements + [.expression(.call(.named("result").dot("append"), [SwiftArgument(state)]))]
        }
        var body: [SwiftStatement] = [
            .local(name("result"), mutable: true, type: .array(stateType), .array([])),
            .local(name("current"), mutable: true, .named("start")),
        ]
        let presentations = state.dot("presentations")
        let targetPresentations = SwiftExpression.named("target").dot("presentations")
        if plan.presents {
            // 1. Close the presentations that differ, top first.
            body += [
                .local(name("kept"), mutable: true, .integer(0)),
                .while(
                    [
                        .expression(.binary(.named("kept"), .less, presentations.dot("count"))),
                        .expression(.binary(.named("kept"), .less, targetPresentations.dot("count"))),
                        .expression(
                            .binary(
                                .subscript(presentations, [SwiftArgument(.named("kept"))]).dot("style"),
                                .equal,
                                .subscript(targetPresentations, [SwiftArgument(.named("kept"))]).dot("style"))
                        ),
                        .expression(
                            .binary(
                                .subscript(presentations, [SwiftArgument(.named("kept"))]).dot("route"),
                                .equal,
                                .subscript(targetPresentations, [SwiftArgument(.named("kept"))]).dot("route"))
                        ),
                    ],
                    body: [.assignment(.named("kept"), .binary(.named("kept"), .plus, .integer(1)))]),
                .while(
                    [.expression(.binary(presentations.dot("count"), .greater, .named("kept")))],
                    body: record([.expression(.call(presentations.dot("removeLast"), []))])),
            ]
        }
        if hasTabs {
            body.append(
                .if(
                    [
                        .expression(
                            .binary(state.dot("selectedTab"), .notEqual, .named("target").dot("selectedTab")))
                    ],
                    then: record([.assignment(state.dot("selectedTab"), .named("target").dot("selectedTab"))])
                ))
        }
        // 2. The scenes: the root or selection in one step, then one push at a time.
        for slot in sceneSlots {
            let current = scene(slot, on: state)
            let target = scene(slot, on: .named("target"))
            switch slot.scene {
            case .stack:
                body.append(
                    .if(
                        [.expression(.binary(current.dot("root"), .notEqual, target.dot("root")))],
                        then: record([
                            .assignment(current, call(.type(stackType), [("root", target.dot("root"))]))
                        ])))
            case .split(let split):
                var differs: SwiftExpression = .binary(
                    current.dot("selection"), .notEqual, target.dot("selection"))
                var change: [SwiftStatement] = [
                    .expression(.call(current.dot("select"), [SwiftArgument(target.dot("selection"))]))
                ]
                if split.hasContentColumn {
                    differs = .binary(
                        differs, .or,
                        .binary(current.dot("detailSelection"), .notEqual, target.dot("detailSelection")))
                    change.append(.assignment(current.dot("detailSelection"), target.dot("detailSelection")))
                    change.append(.assignment(current.dot("path"), .array([])))
                }
                change.append(.assignment(current.dot("columnVisibility"), target.dot("columnVisibility")))
                body.append(.if([.expression(differs)], then: record(change)))
                body.append(
                    .if(
                        [
                            .expression(
                                .binary(
                                    current.dot("columnVisibility"), .notEqual, target.dot("columnVisibility")
                                ))
                        ],
                        then: record([
                            .assignment(current.dot("columnVisibility"), target.dot("columnVisibility"))
                        ])))
            }
            body.append(
                .for(
                    .name(name("path")),
                    in: call(
                        .selfType.dot("pathSteps"),
                        [("from", current.dot("path")), ("to", target.dot("path"))]),
                    where: nil, body: record([.assignment(current.dot("path"), .named("path"))])))
        }
        if plan.presents {
            let at = { (index: SwiftExpression) -> SwiftExpression in
                .subscript(presentations, [SwiftArgument(index)])
            }
            body += [
                // 3. The kept presentations' stacks.
                .for(
                    .name(name("index")),
                    in: .call(
                        .named("stride"),
                        [
                            SwiftArgument(name("from"), .integer(0)),
                            SwiftArgument(name("to"), .named("kept")), SwiftArgument(name("by"), .integer(1)),
                        ]),
                    where: nil,
                    body: [
                        .for(
                            .name(name("path")),
                            in: call(
                                .selfType.dot("pathSteps"),
                                [
                                    ("from", at(.named("index")).dot("path")),
                                    (
                                        "to",
                                        .subscript(targetPresentations, [SwiftArgument(.named("index"))]).dot(
                                            "path")
                                    ),
                                ]),
                            where: nil,
                            body: record([.assignment(at(.named("index")).dot("path"), .named("path"))]))
                    ]),
                // 4. New presentations, one at a time, each followed by its pushes.
                .while(
                    [
                        .expression(
                            .binary(presentations.dot("count"), .less, targetPresentations.dot("count")))
                    ],
                    body: [
                        .local(
                            name("next"),
                            .subscript(
                                targetPresentations, [SwiftArgument(presentations.dot("count"))])),
                        // The presentation as the target has it (its detent, a deferred edge),
                        // with its stack pushed one route at a time below.
                        .local(name("presented"), mutable: true, .named("next")),
                        .assignment(.named("presented").dot("path"), .array([])),
                        .expression(.call(presentations.dot("append"), [SwiftArgument(.named("presented"))])),
                        .expression(.call(.named("result").dot("append"), [SwiftArgument(state)])),
                        .for(
                            .name(name("path")),
                            in: call(
                                .selfType.dot("pathSteps"),
                                [("from", .array([])), ("to", .named("next").dot("path"))]), where: nil,
                            body: record([
                                .assignment(
                                    at(.binary(presentations.dot("count"), .minus, .integer(1))).dot("path"),
                                    .named("path"))
                            ])),
                    ]),
            ]
        }
        body.append(.return(.named("result")))
        let routeType = self.routeType
        return [
            type(
                .enum, legacyStepsType, modifiers: access,
                documentation: """
                    How the NavigationView backend follows the navigation state: the link on level `depth` (0 is
                    the root) is active exactly when more than `depth` routes are pushed, and a change of several
                    pushes or presentations is applied one step at a time, as SwiftUI before iOS 16 needs.
                    """,
                members: [
                    function(
                        "isActive", modifiers: modifiers(.static),
                        documentation:
                            "Whether the link on level `depth` is active for a path of `pathCount` routes.",
                        parameters: [
                            parameter("depth", swiftType("Int")), parameter("pathCount", swiftType("Int")),
                        ], result: swiftType("Bool"),
                        body: [.expression(.binary(.named("pathCount"), .greater, .named("depth")))]),
                    function(
                        "path", modifiers: modifiers(.static),
                        documentation:
                            "The path after SwiftUI sets the link on level `depth` active or inactive.",
                        parameters: [
                            unlabeled("path", pathType), labeled("settingLinkAt", "depth", swiftType("Int")),
                            parameter("active", swiftType("Bool")),
                        ],
                        result: pathType,
                        body: [
                            .guard(
                                [
                                    .expression(.prefix(.not, .named("active"))),
                                    .expression(
                                        .binary(.named("path").dot("count"), .greater, .named("depth"))),
                                ], else: [.return(.named("path"))]),
                            .return(
                                .call(
                                    .type(.array(routeType)),
                                    [
                                        SwiftArgument(
                                            .call(
                                                .named("path").dot("prefix"),
                                                [
                                                    SwiftArgument(
                                                        .call(
                                                            .named("max"),
                                                            [
                                                                SwiftArgument(.integer(0)),
                                                                SwiftArgument(.named("depth")),
                                                            ]))
                                                ]))
                                    ])),
                        ]),
                    function(
                        "pathSteps", modifiers: modifiers(.static),
                        documentation:
                            "The paths between two paths: back to their common prefix in one step, then one push at a time.",
                        parameters: [labeled("from", "start", pathType), labeled("to", "target", pathType)],
                        result: .array(pathType),
                        body: [
                            .local(name("common"), mutable: true, .integer(0)),
                            .while(
                                [
                                    .expression(
                                        .binary(.named("common"), .less, .named("start").dot("count"))),
                                    .expression(
                                        .binary(.named("common"), .less, .named("target").dot("count"))),
                                    .expression(
                                        .binary(
                                            .subscript(.named("start"), [SwiftArgument(.named("common"))]),
                                            .equal,
                                            .subscript(.named("target"), [SwiftArgument(.named("common"))]))),
                                ],
                                body: [
                                    .assignment(
                                        .named("common"), .binary(.named("common"), .plus, .integer(1)))
                                ]),
                            .local(name("result"), mutable: true, type: .array(pathType), .array([])),
                            .local(name("path"), mutable: true, .named("start")),
                            .if(
                                [.expression(.binary(.named("common"), .less, .named("path").dot("count")))],
                                then: [
                                    .assignment(
                                        .named("path"),
                                        .call(
                                            .type(.array(routeType)),
                                            [
                                                SwiftArgument(
                                                    .call(
                                                        .named("path").dot("prefix"),
                                                        [SwiftArgument(.named("common"))]))
                                            ])),
                                    .expression(
                                        .call(.named("result").dot("append"), [SwiftArgument(.named("path"))])
                                    ),
                                ]),
                            .while(
                                [
                                    .expression(
                                        .binary(
                                            .named("path").dot("count"), .less, .named("target").dot("count"))
                                    )
                                ],
                                body: [
                                    .expression(
                                        .call(
                                            .named("path").dot("append"),
                                            [
                                                SwiftArgument(
                                                    .subscript(
                                                        .named("target"),
                                                        [SwiftArgument(.named("path").dot("count"))]))
                                            ])),
                                    .expression(
                                        .call(.named("result").dot("append"), [SwiftArgument(.named("path"))])
                                    ),
                                ]),
                            .return(.named("result")),
                        ]),
                    function(
                        "steps", modifiers: modifiers(.static),
                        documentation: """
                            The states between `start` and `target`, each one change SwiftUI applies in one update, ending
                            with `target` (empty when they are equal): close the presentations that differ (top first),
                            switch tab, set roots and selections, push one route at a time, then present and push inside
                            the new presentations one at a time.
                            """,
                        parameters: [
                            labeled("from", "start", stateType), labeled("to", "target", stateType),
                        ], result: .array(stateType),
                        body: body),
                ])
        ]
    }
}
