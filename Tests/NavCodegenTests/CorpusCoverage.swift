import NavSemantics
import NavSyntax

/// What the corpus exercises, computed from the checked models, so a test can prove that the
/// corpus still covers what real apps use when apps are edited or removed.
struct CorpusCoverage {
    /// One fact per line, each naming the apps that show it; a missing fact names none.
    private(set) var facts: [String: Set<String>] = [:]

    /// The facts the corpus must show, with what each means.
    static let required: [(fact: String, meaning: String)] =
        [
            ("over 64 routes", "at least two apps take the large-enum code paths"),
            (
                "over 64 routes, a non-Sendable parameter, over 32 deep links",
                "one large app has a parameter type that is not Sendable and chunked deep-link parsing"
            ),
            ("style stack", "a NavigationStack app"), ("style split", "a two-column split view"),
            ("style split3", "a three-column split view"), ("style columns", "a NavigationView with columns"),
            ("flow direct", "a router object"), ("flow indirect", "closures"),
            ("sheet", "a sheet"), ("cover", "a full-screen cover"), ("root", "root switching"),
            ("toolbar", "a toolbar"), ("several targets", "an app deployed to iOS and macOS"),
            ("presentation detents", "a sheet at a detent (Hacker News' login sheet)"),
            ("view arguments", "fixed view arguments instead of wrapper views (the Mastodon client)"),
            ("enum case and URL literals", "enum cases and URLs as literals (the Mastodon client)"),
            ("NavigationView backend", "an app below iOS 16"),
            ("NavigationView backend, several targets", "the legacy backend on two platforms"),
            ("view shown by two routes", "one view from two routes with different parameters"),
            ("type Codable Hashable", "a declared model type that is Codable and Hashable"),
            ("type Hashable only", "a declared model type that is neither Codable nor Sendable"),
            (
                "type LosslessStringConvertible in a deep link",
                "a declared model type read from a deep-link placeholder"
            ),
            ("default nil on an optional", "`variant: String? = nil`"), ("default Int", "`page: Int = 1`"),
            ("optional parameter", "an optional"), ("array parameter", "an array"),
            ("set parameter", "a set"), ("dictionary parameter", "a dictionary"),
            ("UUID parameter", "a UUID"), ("URL parameter", "a URL"), ("Date parameter", "a Date"),
            ("Bool parameter", "a Bool"), ("Double parameter", "a Double"),
            ("placeholder before literal", "`/users/{name}` declared before `/users/me`"),
            ("literal before placeholder", "`/users/me` declared before `/users/{name}`"),
            ("optional query parameter", "an optional parameter of a linked route, in the query"),
            ("required query item", "a required parameter in a query item (Hacker News' `/item?id={id}`)"),
            ("query item key", "a query item whose key is not the parameter's name (`?q={query}`)"),
            (
                "returning route",
                "a presented route that returns a value (the Mastodon client's language picker)"
            ),
            ("alert", "an alert (a confirmation before deleting)"), ("dialog", "a confirmation dialog"),
            ("alert, NavigationView backend", "an alert below iOS 15, as an Alert value"),
            ("tabs", "a tab app, each tab with a stack of its own (the Mastodon client's seven tabs)"),
            ("tabs, NavigationView backend", "a tab app below iOS 16 (MovieSwiftUI's four tabs on iOS 13)"),
            ("tab", "an edge that switches tabs"),
            ("sheet over sheet", "a presented route that presents another (the Mastodon client's editor)"),
        ]
        + (1...6).map { ("target iOS \(12 + $0)", "an app deployed to iOS \(12 + $0)") }
        + (13...15).map { ("target macOS \($0)", "an app deployed to macOS \($0)") }
        + urlTypes.flatMap { type in
            [
                ("\(type) in a path", "a deep-link path placeholder of type \(type)"),
                ("\(type) in a query", "a deep-link query parameter of type \(type)"),
            ]
        }

    /// Every parameter type a deep link can carry: the URL-parsable standard types and declared
    /// `LosslessStringConvertible` types.
    static let urlTypes: [String] =
        StandardType.allCases.filter(\.isURLParsable).map(\.rawValue) + ["LosslessStringConvertible"]

    /// The facts of every app.
    init(models: [(app: String, model: SemanticModel)]) {
        for (app, model) in models { add(model, as: app) }
    }

    /// The required facts no app shows.
    var missing: [String] { Self.required.map(\.fact).filter { facts[$0, default: []].isEmpty } }

    private mutating func note(_ fact: String, _ app: String) { facts[fact, default: []].insert(app) }

    private mutating func add(_ model: SemanticModel, as app: String) {
        let routes = model.routes
        let linked = routes.filter { $0.deepLink != nil }
        let nonSendable = routes.contains { $0.parameters.contains { !isSendable($0.type, in: model) } }
        if routes.count > 64 { note("over 64 routes", app) }
        if routes.count > 64 && nonSendable && linked.count > 32 {
            note("over 64 routes, a non-Sendable parameter, over 32 deep links", app)
        }
        note("style \(model.app.style.rawValue)", app)
        note("flow \(model.app.flow.rawValue)", app)
        for edge in model.edges where [.sheet, .cover, .root, .tab].contains(edge.kind) {
            note(edge.kind.rawValue, app)
        }
        if !model.tabs.isEmpty {
            note("tabs", app)
            if !Availability.supportsNavigationStack(model.app.targets) {
                note("tabs, NavigationView backend", app)
            }
        }
        let presents: Set<EdgeKind> = [.sheet, .cover, .popover]
        let presented = Set(model.edges.filter { presents.contains($0.kind) }.compactMap(\.target))
        if model.edges.contains(where: { presents.contains($0.kind) && presented.contains($0.source) }) {
            note("sheet over sheet", app)
        }
        if routes.contains(where: { !$0.toolbar.isEmpty }) { note("toolbar", app) }
        if routes.contains(where: { $0.returnType != nil }) { note("returning route", app) }
        for dialog in model.dialogs { note(dialog.style.rawValue, app) }
        if !model.dialogs.isEmpty && !Availability.supportsNavigationStack(model.app.targets) {
            note("alert, NavigationView backend", app)
        }
        if routes.contains(where: { !$0.presentation.detents.isEmpty }) { note("presentation detents", app) }
        if routes.contains(where: { !$0.viewArguments.isEmpty }) { note("view arguments", app) }
        let values = routes.flatMap {
            $0.viewArguments.map(\.value) + $0.parameters.compactMap(\.defaultValue)
        }
        let hasEnumCase = values.contains { if case .enumCase = $0 { true } else { false } }
        let hasURL = values.contains { if case .url = $0 { true } else { false } }
        if hasEnumCase && hasURL { note("enum case and URL literals", app) }
        for target in model.app.targets {
            note("target \(target.platform.rawValue) \(target.version.components.first ?? 0)", app)
        }
        let several = Set(model.app.targets.map(\.platform)).count > 1
        if several { note("several targets", app) }
        if !Availability.supportsNavigationStack(model.app.targets) {
            note("NavigationView backend", app)
            if several { note("NavigationView backend, several targets", app) }
        }
        let views = Dictionary(grouping: routes, by: \.viewType.description)
        if views.values.contains(where: { Set($0.map { $0.parameters.map(\.type.description) }).count > 1 }) {
            note("view shown by two routes", app)
        }
        for declared in model.declaredTypes {
            let conformances = declared.conformances
            if conformances.isSuperset(of: ["Codable", "Hashable"]) { note("type Codable Hashable", app) }
            if conformances.contains("Hashable") && !conformances.contains("Codable")
                && !conformances.contains("Sendable")
            {
                note("type Hashable only", app)
            }
        }
        for route in routes {
            for parameter in route.parameters { addParameter(parameter, app) }
            guard let pattern = route.deepLink else { continue }
            for parameter in route.parameters {
                let inPath = pattern.placeholders.contains(parameter.name)
                guard let kind = urlKind(parameter.type.unwrapped, in: model) else { continue }
                note("\(kind) in a \(inPath ? "path" : "query")", app)
                if inPath && kind == "LosslessStringConvertible" {
                    note("type LosslessStringConvertible in a deep link", app)
                }
                if !inPath && parameter.type.isOptional { note("optional query parameter", app) }
                if let key = pattern.queryKey(for: parameter.name) {
                    if parameter.isRequired { note("required query item", app) }
                    if key != parameter.name { note("query item key", app) }
                }
            }
        }
        addOverlaps(linked, app)
    }

    private mutating func addParameter(_ parameter: RouteParameter, _ app: String) {
        let type = parameter.type
        if type.isOptional { note("optional parameter", app) }
        if type.isOptional && parameter.defaultValue == .nil { note("default nil on an optional", app) }
        if type.unwrapped.standardType == .int, case .integer = parameter.defaultValue {
            note("default Int", app)
        }
        func visit(_ type: TypeReference) {
            switch type {
            case .optional(let wrapped): visit(wrapped)
            case .set(let element):
                note("set parameter", app)
                visit(element)
            case .array(let element):
                note("array parameter", app)
                visit(element)
            case .dictionary(let key, let value):
                note("dictionary parameter", app)
                visit(key)
                visit(value)
            case .named(let components):
                if components.count == 1 && components[0].name == "Set" { note("set parameter", app) }
                if let standard = type.standardType,
                    [.uuid, .url, .date, .bool, .double].contains(standard)
                {
                    note("\(standard.rawValue) parameter", app)
                }
                components.flatMap(\.genericArguments).forEach(visit)
            case .error: break
            }
        }
        visit(type)
    }

    /// Records patterns where a placeholder and a literal compete for the same segment.
    private mutating func addOverlaps(_ linked: [Route], _ app: String) {
        for (index, first) in linked.enumerated() {
            for second in linked[(index + 1)...] {
                guard let a = first.deepLink?.segments, let b = second.deepLink?.segments, a.count == b.count
                else { continue }
                var firstWins = false
                var secondWins = false
                var compatible = true
                for (left, right) in zip(a, b) {
                    switch (left, right) {
                    case (.literal(let x), .literal(let y)): compatible = compatible && x == y
                    case (.placeholder, .literal): secondWins = true
                    case (.literal, .placeholder): firstWins = true
                    case (.placeholder, .placeholder): break
                    }
                }
                guard compatible else { continue }
                if secondWins && !firstWins { note("placeholder before literal", app) }
                if firstWins && !secondWins { note("literal before placeholder", app) }
            }
        }
    }

    private func urlKind(_ type: TypeReference, in model: SemanticModel) -> String? {
        if let standard = type.standardType { return standard.isURLParsable ? standard.rawValue : nil }
        let declared = model.declaredType(type)
        return declared?.conformances.contains("LosslessStringConvertible") == true
            ? "LosslessStringConvertible" : nil
    }

    private func isSendable(_ type: TypeReference, in model: SemanticModel) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped):
            return isSendable(wrapped, in: model)
        case .dictionary(let key, let value):
            return isSendable(key, in: model) && isSendable(value, in: model)
        case .error: return true
        case .named(let components):
            if type.standardType != nil { return true }
            if components.count == 1
                && ["Set", "Array", "Optional", "Dictionary"].contains(components[0].name)
            {
                return components[0].genericArguments.allSatisfy { isSendable($0, in: model) }
            }
            return model.declaredType(type)?.conformances.contains("Sendable") ?? false
        }
    }
}
