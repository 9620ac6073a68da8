import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    /// The tab name of tab `index`.
    func tabName(_ index: Int) -> SwiftName {
        guard case .tabs(let tabs) = plan.layout, tabs.indices.contains(index) else {
            return name("invalidTab")
        }
        return tabs[index].name
    }

    /// The TabView of a tab layout: the `Tab` API where every target has it (iOS 18, macOS 15),
    /// `tabItem` and `tag` where none does, and both behind `#available` in between. Selecting
    /// a tab goes through the state's `selectTab`, so a second tap on the selected tab pops
    /// its stack to the root.
    func tabView(_ tabs: [TabPlan], legacy: Bool) -> SwiftExpression {
        let selection = binding(get: stateExpression.dot("selectedTab")) { newValue in
            [.expression(.call(stateExpression.dot("selectTab"), [SwiftArgument(newValue)]))]
        }
        let slots = sceneSlots
        let tabItems = SwiftExpression.call(
            .type(sdk("TabView")), [SwiftArgument(name("selection"), selection)],
            trailingClosures: [
                SwiftTrailingClosure(
                    SwiftClosure(
                        zip(tabs, slots).map { tab, slot in
                            .expression(
                                .modifierChain(
                                    legacy ? legacySceneView(slot) : sceneView(slot),
                                    [
                                        .modifier(
                                            name("tabItem"), [],
                                            trailingClosures: [
                                                SwiftTrailingClosure(
                                                    SwiftClosure([.expression(tabLabel(tab))]))
                                            ]),
                                        .modifier(
                                            name("tag"), [SwiftArgument(.member(.type(tabType), tab.name))]),
                                    ]))
                        }))
            ])
        guard !legacy else { return tabItems }
        let tabs = SwiftExpression.call(
            .type(sdk("TabView")), [SwiftArgument(name("selection"), selection)],
            trailingClosures: [
                SwiftTrailingClosure(
                    SwiftClosure(
                        zip(tabs, slots).map { tab, slot in
                            let value = SwiftArgument(name("value"), .member(.type(tabType), tab.name))
                            let content = SwiftTrailingClosure(SwiftClosure([.expression(sceneView(slot))]))
                            guard let image = tab.systemImage else {
                                // Tab has no title-only initializer: the title is the label.
                                return .expression(
                                    .call(
                                        .type(sdk("Tab")), [value],
                                        trailingClosures: [
                                            content,
                                            SwiftTrailingClosure(
                                                name("label"), SwiftClosure([.expression(tabLabel(tab))])),
                                        ]))
                            }
                            return .expression(
                                .call(
                                    .type(sdk("Tab")),
                                    [
                                        SwiftArgument(.string(tab.title)),
                                        SwiftArgument(name("systemImage"), .string(image)), value,
                                    ],
                                    trailingClosures: [content]))
                        }))
            ])
        // The tab styles came with the Tab API (iOS 18, macOS 15), so they go on its TabView.
        let tabAPI =
            plan.tabStyle.map { style in
                SwiftExpression.modifierChain(
                    tabs, [.modifier(name("tabViewStyle"), [SwiftArgument(.implicitMember(style.name))])])
            } ?? tabs
        switch plan.backends.tabAPI {
        case .everywhere: return tabAPI
        case .nowhere: return tabItems
        case .some(let availability):
            // The whole TabView sits in each branch: tabs and tab items do not mix.
            return .call(
                .type(sdk("Group")), [],
                trailingClosures: [
                    SwiftTrailingClosure(
                        SwiftClosure([
                            .if(
                                [.available(availability)], then: [.expression(tabAPI)],
                                else: [.expression(tabItems)])
                        ]))
                ])
        }
    }

    /// A tab's label for `tabItem`: a Label, or an image above a text before iOS 14.
    private func tabLabel(_ tab: TabPlan) -> SwiftExpression {
        guard let image = tab.systemImage else {
            return sdkCall("Text", "SwiftUI", [SwiftArgument(.string(tab.title))])
        }
        if plan.backends.hasLabel {
            return sdkCall(
                "Label", "SwiftUI",
                [SwiftArgument(.string(tab.title)), SwiftArgument(name("systemImage"), .string(image))])
        }
        return .call(
            .type(sdk("VStack")), [],
            trailingClosures: [
                SwiftTrailingClosure(
                    SwiftClosure([
                        .expression(
                            sdkCall("Image", "SwiftUI", [SwiftArgument(name("systemName"), .string(image))])),
                        .expression(sdkCall("Text", "SwiftUI", [SwiftArgument(.string(tab.title))])),
                    ]))
            ])
    }
}
