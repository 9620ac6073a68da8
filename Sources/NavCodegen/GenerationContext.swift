import NavSemantics
import NavSyntax

/// What every emitter needs: the model, the options, the generated names, and the one set of
/// helpers that spell routes, patterns, types and values in Swift.
struct GenerationContext {
    let model: SemanticModel
    let options: GeneratorOptions
    let names: GeneratedNames

    init(model: SemanticModel, options: GeneratorOptions) {
        self.model = model
        self.options = options
        self.names = model.app.generatedNames
    }

    /// `public ` or `package ` or nothing, before a declaration.
    var access: String { options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " " }

    var routes: [Route] { model.routes }

    /// Whether switches over the route enum must be chunked.
    var isLarge: Bool { routes.count > options.largeEnumThreshold }

    /// Whether the app has more than one root, so a root enum is generated.
    var hasRootEnum: Bool { model.app.roots.count > 1 }

    /// Whether some edge presents a sheet or a cover.
    var presents: Bool { model.edges.contains { $0.kind == .sheet || $0.kind == .cover } }
    var presentsSheets: Bool { model.edges.contains { $0.kind == .sheet } }
    var presentsCovers: Bool { model.edges.contains { $0.kind == .cover } }

    /// Whether the style is one of the split-view styles.
    var isSplit: Bool { model.app.style != .stack }

    // MARK: - Spelling

    /// A Swift type, with every name component escaped.
    func swiftType(_ type: TypeReference) -> String {
        switch type {
        case .named(let components):
            components.map { component in
                let name = SwiftIdentifier(component.name).escaped
                guard !component.genericArguments.isEmpty else { return name }
                return name + "<" + component.genericArguments.map(swiftType).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): swiftType(wrapped) + "?"
        case .array(let element): "[" + swiftType(element) + "]"
        case .set(let element): "Set<" + swiftType(element) + ">"
        case .dictionary(let key, let value): "[" + swiftType(key) + ": " + swiftType(value) + "]"
        case .error: "Never"
        }
    }

    /// `case second(data: String)`: a case declaration of the route enum.
    func caseDeclaration(_ route: Route) -> String {
        guard !route.parameters.isEmpty else { return "case " + route.swiftName.escaped }
        let parameters = route.parameters.map { "\($0.swiftName.escaped): \(swiftType($0.type))" }
        return "case " + route.swiftName.escaped + "(" + parameters.joined(separator: ", ") + ")"
    }

    /// `.second(let data)`: a pattern binding every parameter under its own name.
    func casePattern(_ route: Route) -> String {
        guard !route.parameters.isEmpty else { return "." + route.swiftName.escapedAsMember }
        let bindings = route.parameters.map { "let " + $0.swiftName.escaped }
        return "." + route.swiftName.escapedAsMember + "(" + bindings.joined(separator: ", ") + ")"
    }

    /// `.second(data: data)`: a case built from variables named after its parameters.
    func caseFromBindings(_ route: Route) -> String {
        guard !route.parameters.isEmpty else { return "." + route.swiftName.escapedAsMember }
        let arguments = route.parameters.map { "\($0.swiftName.escapedAsLabel): \($0.swiftName.escaped)" }
        return "." + route.swiftName.escapedAsMember + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// `.first` or `.first(x: 1)`: a route shown without arguments (a root or a column), its
    /// parameters at their defaults (the checker guarantees none is required).
    func valueWithDefaults(_ route: Route) -> String {
        guard !route.parameters.isEmpty else { return "." + route.swiftName.escapedAsMember }
        let arguments = route.parameters.map {
            "\($0.swiftName.escapedAsLabel): \($0.defaultValue.map(expression) ?? "nil")"
        }
        return "." + route.swiftName.escapedAsMember + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The route value an edge shows: `.third(data: data)`, with defaults for omitted
    /// parameters written out so the case is complete.
    func target(of edge: NavSemantics.Edge) -> String? {
        guard let targetID = edge.target else { return nil }
        let route = routes[targetID]
        guard !route.parameters.isEmpty else { return "." + route.swiftName.escapedAsMember }
        let arguments = route.parameters.map { parameter -> String in
            let value =
                edge.arguments.first { $0.parameter == parameter.name }.map { expression($0.value) }
                ?? parameter.defaultValue.map(expression) ?? "nil"
            return "\(parameter.swiftName.escapedAsLabel): \(value)"
        }
        return "." + route.swiftName.escapedAsMember + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// A value as a Swift expression; references name the variables the emitters bind.
    func expression(_ value: Value) -> String {
        switch value {
        case .reference(let name, let members, _):
            ([SwiftIdentifier(name).escaped] + members.map { SwiftIdentifier($0).escapedAsMember }).joined(
                separator: ".")
        case .string(let text): SwiftLiteral.string(text)
        case .integer(let text), .float(let text): text
        case .boolean(let value): value ? "true" : "false"
        case .nil: "nil"
        case .array(let elements): "[" + elements.map(expression).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            pairs.isEmpty
                ? "[:]"
                : "[" + pairs.map { expression($0.key) + ": " + expression($0.value) }.joined(separator: ", ")
                    + "]"
        }
    }

    /// The closure type of an action for the indirect flow: `(String) -> Void`.
    func closureType(_ action: Action) -> String {
        "(" + action.parameters.map { swiftType($0.type) }.joined(separator: ", ") + ") -> Void"
    }

    /// The column an edge's source route sits in, for split styles.
    func column(of route: RouteID) -> Column {
        let app = model.app
        if app.columns[.sidebar] == route { return .sidebar }
        if app.style == .split3 {
            if app.columns[.content] == route { return .content }
            let fromSidebar = model.edges.contains {
                $0.kind == .push && $0.source == app.columns[.sidebar] && $0.target == route
            }
            if fromSidebar { return .content }
        }
        return .detail
    }
}
