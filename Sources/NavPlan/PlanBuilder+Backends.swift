import NavSemantics
import NavSwift
import NavSyntax

extension Builder {
    /// The direct flow's router: one method per action name and signature. A method's name is
    /// always its action's name, so it never changes when another route gains an action; the
    /// method performs the action of the frontmost screen on display that declares it, so a
    /// view shown by several routes calls the same method from each.
    func planRouter(_ routes: [RoutePlan]) -> RouterPlan {
        var methods: [RouterMethodPlan] = []
        var index: [RouterMethodKey: Int] = [:]
        for route in routes {
            for (actionIndex, action) in route.actions.enumerated() {
                let key = RouterMethodKey(
                    name: action.name.text,
                    parameters: action.parameters.map { .init(label: $0.label.text, type: $0.typeReference) },
                    receives: action.receives)
                if let existing = index[key] {
                    methods[existing].declarations.append((route.id, actionIndex))
                } else {
                    index[key] = methods.count
                    methods.append(
                        RouterMethodPlan(
                            name: action.name, parameters: action.parameters,
                            declarations: [(route.id, actionIndex)], receives: action.receives))
                }
            }
        }
        return RouterPlan(
            usesObservation: Availability.isAvailableEverywhere(.observation, targets: model.app.targets),
            methods: methods)
    }

    /// What makes two actions one router method: the same name, parameters and result.
    private struct RouterMethodKey: Hashable {
        struct Parameter: Hashable {
            var label: String
            var type: TypeReference
        }

        var name: String
        var parameters: [Parameter]
        var receives: SwiftType?
    }

    /// Which containers and APIs the targets need, from the availability table.
    func planBackends() -> BackendPlan {
        let targets = model.app.targets
        func everywhere(_ feature: Feature) -> Bool {
            Availability.isAvailableEverywhere(feature, targets: targets)
        }
        func availability(_ feature: Feature) -> [SwiftAvailability] {
            Availability.introductions(of: feature).compactMap { entry in
                SwiftPlatform(rawValue: entry.platform.rawValue).map {
                    SwiftAvailability($0, entry.version.components)
                }
            }
        }
        let tabSupport: FeatureSupport
        if everywhere(.tabAPI) {
            tabSupport = .everywhere
        } else if targets.contains(where: { target in
            Availability.row(for: .tabAPI).introduced[target.platform].map { _ in true } ?? false
        }) {
            tabSupport = .some(availability(.tabAPI))
        } else {
            tabSupport = .nowhere
        }
        return BackendPlan(
            modern: true, legacy: !targets.isEmpty && !everywhere(.navigationStack),
            navigationStackAvailability: availability(.navigationStack),
            usesIOS13Modifiers: targets.contains {
                ($0.platform == .iOS || $0.platform == .tvOS) && $0.version < Version([14])
            },
            hasLabel: everywhere(.label), hasToolbarVisibility: everywhere(.toolbarVisibility),
            tabAPI: tabSupport, usesAlertValues: !model.dialogs.isEmpty && !everywhere(.alert))
    }
}
