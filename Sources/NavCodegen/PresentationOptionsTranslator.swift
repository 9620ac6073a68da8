import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    /// The presented level's content: `container` (the route in navc's stack) as it is, or,
    /// when some route has presentation options, `presented(container)`, which applies them.
    func presentedContent(_ container: SwiftExpression) -> SwiftExpression {
        guard plan.hasPresentationOptions else { return container }
        return .call(.named("presented"), [SwiftArgument(container)])
    }

    /// `presented(_:)` in the presented level: per route, its presentation modifiers (detents,
    /// drag indicator, interactive dismiss, sizing, background interaction, compact adaptation)
    /// on its container, or on the route's view alone for `container none`. SwiftUI applies
    /// these modifiers to the presentation that encloses the view they are attached to.
    func presentationOptionsDeclaration() -> SwiftDeclaration {
        let container = SwiftExpression.named("container")
        let configured = plan.routes.filter { $0.presentation != nil }
        var cases: [SwiftSwitchCase] = configured.map { route in
            let options = route.presentation!
            let content =
                options.hasContainer
                ? container
                : .call(
                    .member(.named("navigation"), name("getDestination")),
                    [SwiftArgument(name("for"), .named("route"))])
            let modifiers = presentationModifiers(for: options)
            // `getDestination(for:)` already returns an AnyView.
            let result =
                modifiers.isEmpty && !options.hasContainer
                ? content : sdkCall("AnyView", "SwiftUI", [SwiftArgument(.modifierChain(content, modifiers))])
            return SwiftSwitchCase([.enumCase(route.caseName, nil)], [.return(result)])
        }
        if configured.count < plan.routes.count {
            cases.append(.default([.return(sdkCall("AnyView", "SwiftUI", [SwiftArgument(container)]))]))
        }
        return function(
            "presented", modifiers: [.private],
            documentation:
                "`container` (the route in a stack of its own) with the presented route's presentation options, or the route's view alone when it brings its own container.",
            parameters: [unlabeled("container", .opaque(sdk("View")))], result: sdk("AnyView"),
            body: [.switch(.named("route"), cases)])
    }

    /// The modifiers for one route's options, in a fixed order.
    private func presentationModifiers(for options: PresentationPlan) -> [SwiftModifierElement] {
        var modifiers: [SwiftModifierElement] = []
        func modifier(_ swiftUIName: String, _ arguments: [SwiftArgument]) {
            modifiers.append(.modifier(name(swiftUIName), arguments))
        }
        if !options.detents.isEmpty {
            var arguments = [SwiftArgument(.array(options.detents.map(detent)))]
            if let selected = options.selectedDetent {
                arguments.append(
                    SwiftArgument(
                        name("selection"),
                        call(
                            .named("navigation").dot("presentedDetent"),
                            [
                                ("at", .named("depth")), ("initial", detent(selected)),
                                ("among", .array(options.detents.map(detent))),
                            ])))
            }
            modifier("presentationDetents", arguments)
        }
        if let visibility = options.dragIndicator {
            modifier("presentationDragIndicator", [SwiftArgument(.implicitMember(name(visibility.rawValue)))])
        }
        if options.interactiveDismissDisabled { modifier("interactiveDismissDisabled", []) }
        if let sizing = options.sizing {
            modifier("presentationSizing", [SwiftArgument(.implicitMember(name(sizing.rawValue)))])
        }
        if let interaction = options.backgroundInteraction {
            let value: SwiftExpression =
                switch interaction {
                case .automatic: .implicitMember(name("automatic"))
                case .enabled: .implicitMember(name("enabled"))
                case .disabled: .implicitMember(name("disabled"))
                case .upThrough(let limit):
                    .call(.implicitMember(name("enabled")), [SwiftArgument(name("upThrough"), detent(limit))])
                }
            modifier("presentationBackgroundInteraction", [SwiftArgument(value)])
        }
        if let adaptation = options.compactAdaptation {
            let spelling = adaptation == .cover ? "fullScreenCover" : adaptation.rawValue
            modifier("presentationCompactAdaptation", [SwiftArgument(.implicitMember(name(spelling)))])
        }
        return modifiers
    }

    /// `.medium`, `.large`, `.fraction(0.3)`, `.height(240)`.
    private func detent(_ detent: DetentPlan) -> SwiftExpression {
        switch detent {
        case .medium: .implicitMember(name("medium"))
        case .large: .implicitMember(name("large"))
        case .fraction(let value): .call(.implicitMember(name("fraction")), [SwiftArgument(.number(value))])
        case .height(let value): .call(.implicitMember(name("height")), [SwiftArgument(.number(value))])
        }
    }

    /// In the container: the binding of a sheet's detent to the state, and the conversion from
    /// the state's detents to SwiftUI's.
    func detentBindings() -> [SwiftDeclaration] {
        let stateDetent = stateType.member(name("Detent"))
        let swiftUIDetent = sdk("PresentationDetent")
        let state = SwiftExpression.named("state").dot("wrappedValue")
        let convert = SwiftExpression.member(.selfType, name("swiftUIDetent"))
        let matching = SwiftExpression.call(
            .named("detents").dot("first"),
            [
                SwiftArgument(
                    name("where"),
                    .closure(
                        SwiftClosure(
                            parameters: [.named(name("candidate"))],
                            [
                                .expression(
                                    .binary(
                                        .call(convert, [SwiftArgument(.named("candidate"))]), .equal,
                                        .named("newValue")))
                            ])))
            ])
        return [
            function(
                "presentedDetent", modifiers: [.fileprivate], attributes: modernAvailability,
                documentation:
                    "The detent of the sheet at `depth`, kept in the state: `initial` until the sheet moves, then the one of `detents` it rests at.",
                parameters: [
                    labeled("at", "depth", swiftType("Int")), parameter("initial", swiftUIDetent),
                    labeled("among", "detents", .array(stateDetent)),
                ],
                result: sdk("Binding", "SwiftUI", [swiftUIDetent]),
                body: [
                    .local(name("state"), .named("stateBinding")),
                    .return(
                        binding(
                            get: .binary(
                                .call(
                                    .call(
                                        state.dot("presentedDetent"),
                                        [SwiftArgument(name("at"), .named("depth"))]
                                    )
                                    .dot("map"), [SwiftArgument(convert)]),
                                .nilCoalescing, .named("initial"))
                        ) { _ in
                            // `matching` finds the state's detent equal to the closure's `newValue`.
                            [
                                .expression(
                                    .call(
                                        state.dot("setPresentedDetent"),
                                        [SwiftArgument(matching), SwiftArgument(name("at"), .named("depth"))])
                                )
                            ]
                        }),
                ]),
            function(
                "swiftUIDetent", modifiers: [.fileprivate, .static], attributes: modernAvailability,
                documentation: "SwiftUI's detent for one of the state's.",
                parameters: [unlabeled("detent", stateDetent)], result: swiftUIDetent,
                body: [
                    .switch(
                        .named("detent"),
                        [
                            SwiftSwitchCase(
                                [.enumCase(name("medium"), nil)], [.return(.implicitMember(name("medium")))]),
                            SwiftSwitchCase(
                                [.enumCase(name("large"), nil)], [.return(.implicitMember(name("large")))]),
                        ]
                            + ["fraction", "height"].map { kind in
                                SwiftSwitchCase(
                                    [.enumCase(name(kind), [.binding(name("value"))])],
                                    [
                                        .return(
                                            .call(
                                                .implicitMember(name(kind)),
                                                [
                                                    SwiftArgument(
                                                        sdkCall(
                                                            "CGFloat", "Foundation",
                                                            [SwiftArgument(.named("value"))]))
                                                ]))
                                    ])
                            })
                ]),
        ]
    }
}
