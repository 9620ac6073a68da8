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
                arguments.append(SwiftArgument(name("selection"), detentSelection(startingAt: selected)))
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

    /// `Binding(get: { self.selectedDetent ?? start }, set: { newValue in self.selectedDetent = newValue })`
    private func detentSelection(startingAt start: DetentPlan) -> SwiftExpression {
        call(
            .type(sdk("Binding")),
            [
                (
                    "get",
                    .closure(
                        SwiftClosure([
                            .expression(.binary(selfMember("selectedDetent"), .nilCoalescing, detent(start)))
                        ]))
                ),
                (
                    "set",
                    .closure(
                        SwiftClosure(
                            parameters: [.named(name("newValue"))],
                            [.assignment(selfMember("selectedDetent"), .named("newValue"))]))
                ),
            ])
    }
}
