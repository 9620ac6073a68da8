import NavPlan
import NavSemantics
import NavSwift

/// What every translator reads: the plan, and the shared spellings of its values as Swift
/// expressions and types.
///
/// The plan is held in a box: the parts of a large file are closures that capture the
/// translation (thousands of them for a large app's chunked switches), and each then holds one
/// reference instead of a copy of the plan's dozens of fields.
struct Translation: Sendable {
    /// The box of the plan.
    private final class PlanBox: Sendable {
        let plan: NavigationPlan

        init(_ plan: NavigationPlan) {
            self.plan = plan
        }
    }

    private let box: PlanBox

    /// A translation of `plan`.
    init(plan: NavigationPlan) {
        box = PlanBox(plan)
    }

    /// The plan being translated.
    var plan: NavigationPlan { box.plan }

    var names: PlanNames { plan.names }
    var routes: [RoutePlan] { plan.routes }

    /// The access modifier of generated API (none for `internal`, the default).
    var access: [SwiftModifier] {
        switch plan.access {
        case .public: [.public]
        case .package: [.package]
        case .internal: []
        }
    }

    /// `access` plus `extra`.
    func modifiers(_ extra: SwiftModifier...) -> [SwiftModifier] { access + extra }

    // MARK: - Types

    var routeType: SwiftType { .named(names.routeEnum) }
    var stateType: SwiftType { .named(names.state) }
    var tabType: SwiftType { .named(names.tabEnum) }
    var routerType: SwiftType { .named(names.router) }

    /// An SDK type as the namer spells it.
    func sdk(_ name: String, _ module: String = "SwiftUI", _ arguments: [SwiftType] = []) -> SwiftType {
        names.sdk.type(name, in: module, arguments)
    }

    /// An SDK type as an expression to call: `Text`, `AnyView`, or `SwiftUI.Button`.
    func sdkCall(_ name: String, _ module: String = "SwiftUI", _ arguments: [SwiftArgument])
        -> SwiftExpression
    {
        .call(.type(sdk(name, module)), arguments)
    }

    /// `String`, `Int`, ... from the standard library.
    func swiftType(_ name: String) -> SwiftType { sdk(name, "Swift") }

    /// The conformances every value type of the state has: Hashable, and Sendable and Codable
    /// when the routes are.
    var valueConformances: [SwiftType] {
        var result = [swiftType("Hashable")]
        if plan.conformances.isSendable { result.append(swiftType("Sendable")) }
        if plan.conformances.isCodable { result.append(swiftType("Codable")) }
        return result
    }

    // MARK: - Values

    /// A route value as an expression: `AppRoute.detail(id: id)`, or `.detail(id: id)` where
    /// the type is known from context (`typed: false`).
    func expression(
        _ value: RouteValue, typed: Bool, route source: RoutePlan? = nil, action: ActionPlan? = nil
    ) -> SwiftExpression {
        let target = routes[value.route]
        let base: SwiftExpression =
            typed ? .member(.type(routeType), target.caseName) : .implicitMember(target.caseName)
        // A case with parameters is called even when they all take their defaults.
        guard !target.parameters.isEmpty else { return base }
        return .call(
            base,
            value.arguments.map { argument in
                SwiftArgument(
                    target.parameters[argument.parameter].label,
                    expression(argument.value, route: source, action: action))
            })
    }

    /// An alert value as an expression: `.removeItem(id: id)`, or `AppAlert.removeItem(id: id)`.
    func expression(
        _ value: DialogValue, typed: Bool, route source: RoutePlan? = nil, action: ActionPlan? = nil
    ) -> SwiftExpression {
        let dialog = plan.dialogs[value.dialog]
        let base: SwiftExpression =
            typed
            ? .member(.type(.named(names.alertEnum)), dialog.caseName) : .implicitMember(dialog.caseName)
        guard !dialog.parameters.isEmpty else { return base }
        return .call(
            base,
            value.arguments.map { argument in
                SwiftArgument(
                    dialog.parameters[argument.parameter].label,
                    expression(argument.value, route: source, action: action))
            })
    }

    /// A planned value as an expression; parameters read the bindings of `route` and `action`.
    func expression(_ value: PlannedValue, route: RoutePlan? = nil, action: ActionPlan? = nil)
        -> SwiftExpression
    {
        switch value {
        case .string(let text): return .string(text)
        case .integer(let text), .float(let text): return SwiftNumber(text).map { .number($0) } ?? .integer(0)
        case .boolean(let flag): return .boolean(flag)
        case .nil: return .nil
        case .enumCase(let name): return .implicitMember(name)
        case .url(let text):
            // The checker proved that URL(string:) parses the text on every platform.
            return .forceUnwrap(
                .call(.type(sdk("URL", "Foundation")), [SwiftArgument(SwiftName("string"), .string(text))]))
        case .array(let elements):
            return .array(elements.map { expression($0, route: route, action: action) })
        case .dictionary(let pairs):
            return .dictionary(
                pairs.map {
                    SwiftDictionaryElement(
                        expression($0.key, route: route, action: action),
                        expression($0.value, route: route, action: action))
                })
        case .routeParameter(let index, let members):
            let base: SwiftExpression = route.map { .name($0.parameters[index].binding) } ?? .nil
            return members.reduce(base) { .member($0, $1) }
        case .actionParameter(let index, let members):
            let base: SwiftExpression = action.map { .name($0.parameters[index].binding) } ?? .nil
            return members.reduce(base) { .member($0, $1) }
        }
    }

    /// `.detail(let id, let highlight)`: a pattern binding every parameter of `route`.
    func bindingPattern(_ route: RoutePlan) -> SwiftPattern {
        .enumCase(
            route.caseName, route.parameters.isEmpty ? nil : route.parameters.map { .binding($0.binding) })
    }

    /// `.detail(let id, _)`: a pattern binding only the parameters in `used`.
    func bindingPattern(_ route: RoutePlan, binding used: Set<Int>) -> SwiftPattern {
        guard !route.parameters.isEmpty else { return .enumCase(route.caseName, nil) }
        return .enumCase(
            route.caseName,
            route.parameters.indices.map {
                used.contains($0) ? .binding(route.parameters[$0].binding) : .wildcard
            })
    }

    /// `.detail(id: id, highlight: highlight)`: the route rebuilt from its bindings.
    func rebuilt(_ route: RoutePlan, typed: Bool = false) -> SwiftExpression {
        let base: SwiftExpression =
            typed ? .member(.type(routeType), route.caseName) : .implicitMember(route.caseName)
        guard !route.parameters.isEmpty else { return base }
        return .call(base, route.parameters.map { SwiftArgument($0.label, .name($0.binding)) })
    }

    // MARK: - Shortcuts

    /// A name from text that is a valid identifier.
    func name(_ text: String) -> SwiftName { SwiftName(text) }

    /// `self.name`
    func selfMember(_ text: String) -> SwiftExpression { .member(.selfReference, SwiftName(text)) }

    /// A declaration of a function.
    func function(
        _ name: String, modifiers: [SwiftModifier] = [], attributes: [SwiftAttribute] = [],
        documentation: String? = nil, generics: [SwiftGenericParameter] = [],
        parameters: [SwiftParameter] = [],
        effects: Effects = [], result: SwiftType? = nil, body: [SwiftStatement]
    ) -> SwiftDeclaration {
        SwiftDeclaration(
            documentation: documentation, attributes: attributes, modifiers: modifiers,
            .function(
                SwiftFunction(
                    SwiftName(name), genericParameters: generics, parameters: parameters, effects: effects,
                    result: result, body: body)))
    }

    /// A stored or computed property.
    func variable(
        _ name: String, _ type: SwiftType?, mutable: Bool = true, modifiers: [SwiftModifier] = [],
        attributes: [SwiftAttribute] = [], documentation: String? = nil, value: SwiftExpression? = nil,
        getter: [SwiftStatement]? = nil
    ) -> SwiftDeclaration {
        SwiftDeclaration(
            documentation: documentation, attributes: attributes, modifiers: modifiers,
            .variable(SwiftVariable(mutable, SwiftName(name), type, initialValue: value, getter: getter)))
    }

    /// A type declaration.
    func type(
        _ keyword: SwiftTypeDeclaration.Keyword, _ name: SwiftType, modifiers: [SwiftModifier] = [],
        attributes: [SwiftAttribute] = [], documentation: String? = nil, conformances: [SwiftType] = [],
        members: [SwiftDeclaration]
    ) -> SwiftDeclaration {
        SwiftDeclaration(
            documentation: documentation, attributes: attributes, modifiers: modifiers,
            .type(SwiftTypeDeclaration(keyword, name, inheritance: conformances, members: members)))
    }

    /// A case of a generated enum (a route, an alert) whose associated values are `parameters`,
    /// with their planned labels, types and default values.
    func enumCase(_ name: SwiftName, documentation: String?, parameters: [ParameterPlan]) -> SwiftDeclaration
    {
        SwiftDeclaration(
            documentation: documentation,
            .enumCase(
                name,
                parameters.map { parameter in
                    SwiftParameter(
                        .same, parameter.label, parameter.type,
                        default: parameter.defaultValue.map { expression($0) })
                }))
    }

    /// A parameter with a label equal to its name.
    func parameter(_ name: String, _ type: SwiftType, default value: SwiftExpression? = nil) -> SwiftParameter
    {
        SwiftParameter(.same, SwiftName(name), type, default: value)
    }

    /// A parameter without a label.
    func unlabeled(_ name: String, _ type: SwiftType) -> SwiftParameter {
        SwiftParameter(.none, SwiftName(name), type)
    }

    /// A parameter whose label differs from its name.
    func labeled(_ label: String, _ name: String, _ type: SwiftType) -> SwiftParameter {
        SwiftParameter(.distinct(SwiftName(label)), SwiftName(name), type)
    }

    /// `Binding(get: { get }, set: { newValue in set })`: a binding computed from the state,
    /// whose setter's statements read the new value as the closure's parameter `newValue`.
    func binding(get: SwiftExpression, set: (SwiftExpression) -> [SwiftStatement]) -> SwiftExpression {
        call(
            .type(sdk("Binding")),
            [
                ("get", .closure(SwiftClosure([.expression(get)]))),
                (
                    "set",
                    .closure(SwiftClosure(parameters: [.named(name("newValue"))], set(.named("newValue"))))
                ),
            ])
    }

    /// `init(from decoder: Decoder) throws`, declaring `container` keyed by `keys` (the type's
    /// `CodingKeys` unless given) and then running `body`.
    func decoder(
        documentation: String? = nil, keyedBy keys: SwiftType = .named("CodingKeys"), _ body: [SwiftStatement]
    ) -> SwiftDeclaration {
        SwiftDeclaration(
            documentation: documentation, modifiers: access,
            .initializer(
                SwiftInitializer(
                    parameters: [labeled("from", "decoder", .existential(swiftType("Decoder")))],
                    effects: .throws,
                    body: [
                        .local(
                            name("container"),
                            .try(
                                .call(
                                    .named("decoder").dot("container"),
                                    [SwiftArgument(name("keyedBy"), .metatype(keys))])))
                    ] + body)))
    }

    /// `presentations.lastIndex(where: { presented in presented.route == route })`: the depth
    /// of the newest presentation of `route`, or nil.
    func newestPresentation(of route: SwiftExpression, in presentations: SwiftExpression) -> SwiftExpression {
        .call(
            presentations.dot("lastIndex"),
            [
                SwiftArgument(
                    name("where"),
                    .closure(
                        SwiftClosure(
                            parameters: [.named(name("presented"))],
                            [.expression(.binary(.named("presented").dot("route"), .equal, route))])))
            ])
    }

    /// A call of `callee` with labeled arguments given as `(label, value)`; an empty label
    /// leaves the argument unlabeled.
    func call(_ callee: SwiftExpression, _ arguments: [(String, SwiftExpression)]) -> SwiftExpression {
        .call(callee, arguments.map { SwiftArgument($0.0.isEmpty ? nil : SwiftName($0.0), $0.1) })
    }
}
