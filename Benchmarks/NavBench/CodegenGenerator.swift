/// Writes large, deterministic `.nav` apps that `navc check` accepts with no errors, together
/// with stand-in SwiftUI views for them, for the scale benchmark of generated code
/// (`Benchmarks/scale.sh`).
///
/// Unlike ``Generator`` (which exercises the parser with every syntax form), this one stays
/// inside what the checker accepts and what compiles without user code: parameters have only
/// standard types (`String`, `Int`, `Double`, `Bool`, `UUID` and optionals of `String`, `Int`
/// and `UUID`), so the route enum is Hashable, Sendable and Codable and the generated Swift
/// compiles on its own. The app is `style stack`, `flow indirect`, `target iOS 17` with one
/// root (route 0, no parameters). Every other route is pushed by its predecessor (each route's
/// first action pushes the next one), so `pop` and `dismiss` are valid everywhere but the root.
/// Each route has 0 to 3 parameters, a title, 1 to 3 actions (push, sheet, pop, dismiss) with
/// the right arguments, and some have a `url` pattern (every required parameter a placeholder),
/// a display mode or a toolbar.
///
/// With `modelTypeCount` above zero the file also declares that many model types, as real apps
/// do (`type Item3.ID: Hashable, Codable, Sendable, LosslessStringConvertible`), and parameters
/// draw their type from those too; like `UUID`, a model type's value is passed by reference,
/// and deep links read it from its text.
///
/// With `tabCount` above zero the app is a tab app instead: that many tabs, each a stack whose
/// root is a route without parameters spread evenly over the file, and the edges also include
/// covers, switches to a tab and `dismissAll`, so the generated code holds the whole navigation
/// tree (tabs with a stack each, presentations over presentations).
///
/// ``viewsSource()`` writes one `struct ...: View` per route that matches what the generated
/// `getDestination(for:)` calls: `let` properties for the parameters, then one closure per
/// action, in declaration order, so the memberwise initializer fits.
struct CodegenGenerator {
    /// A parameter type, the name parameters of that type get, and a literal for it (nil: the
    /// value can only be passed by reference, as for `UUID`).
    struct Kind {
        let name: String
        let type: String
        let literal: String?
        /// Whether a defaulted parameter of this kind is possible (it has a literal).
        var canDefault: Bool { literal != nil }
    }

    /// The standard-typed parameter kinds; names are unique, so a reference by name always has
    /// the type the target expects.
    static let standardKinds: [Kind] = [
        Kind(name: "id", type: "UUID", literal: nil),
        Kind(name: "title", type: "String", literal: #""Untitled""#),
        Kind(name: "count", type: "Int", literal: "42"),
        Kind(name: "amount", type: "Double", literal: "1.5"),
        Kind(name: "isEditing", type: "Bool", literal: "true"),
        Kind(name: "draft", type: "String?", literal: "nil"),
        Kind(name: "limit", type: "Int?", literal: "25"),
        Kind(name: "parentID", type: "UUID?", literal: "nil"),
    ]

    /// One parameter of a route: its kind, if it has one its default value as written, and
    /// whether an edge must give it.
    struct Parameter {
        let kind: Int
        let defaultValue: String?
        let isRequired: Bool
    }

    struct Route {
        let name: String
        let viewType: String
        let parameters: [Parameter]
    }

    /// An action as the views see it: its name and the types of its closure's parameters.
    struct Action {
        let name: String
        let parameterKinds: [Int]
    }

    private var random: SplitMix64
    /// The standard kinds, then one for each model type.
    private let kinds: [Kind]
    private let modelTypeCount: Int
    private let routes: [Route]
    /// The route index of each tab's root; empty for a stack app.
    private let tabRoots: [Int]
    /// The actions of each route, filled in while writing, for ``viewsSource()``.
    private var actions: [[Action]]
    /// The routes that an edge written so far presents (as a sheet or a cover): only these may
    /// `dismissAll`, which the checker rejects in a route that is never presented.
    private var presentedRoutes = Set<Int>()
    private var output = ""

    private static let subjects = [
        "note", "account", "profile", "settings", "inbox", "message", "photo", "album", "order", "cart",
        "product", "search", "map", "event", "task", "project", "report", "invoice", "team", "user",
    ]
    private static let screens = [
        "List", "Detail", "Editor", "Picker", "Browser", "Summary", "Settings", "Viewer", "Composer",
        "Filter",
    ]
    private static let placements = [
        "primaryAction", "topBarLeading", "topBarTrailing", "bottomBar", "principal",
    ]
    private static let buttonTitles = ["Add", "Edit", "Share", "Done", "Next", "Café", "Save"]
    private static let images = ["plus", "pencil", "square.and.arrow.up", "gear", "star.fill"]

    /// Plans `routeCount` routes from `seed`, in a stack app or, with `tabCount` tabs, a tab app,
    /// with parameters of the standard types and of `modelTypeCount` declared model types.
    init(routeCount: Int, seed: UInt64, tabCount: Int = 0, modelTypeCount: Int = 0) {
        precondition(routeCount > 0, "An app needs at least one route.")
        precondition((0...10).contains(tabCount) && tabCount <= routeCount, "A tab app has 1 to 10 tabs.")
        let tabRoots = (0..<tabCount).map { $0 * routeCount / tabCount }
        let kinds =
            Self.standardKinds
            + (0..<modelTypeCount).map { Kind(name: "item\($0)ID", type: "Item\($0).ID", literal: nil) }
        var random = SplitMix64(seed: seed)
        var routes: [Route] = []
        routes.reserveCapacity(routeCount)
        for index in 0..<routeCount {
            var parameters: [Parameter] = []
            if index > 0 && !tabRoots.contains(index) {
                // 0 to 3 parameters, of distinct kinds.
                var used = Set<Int>()
                for _ in 0..<random.weighted([25, 35, 25, 15]) {
                    let kind = random.below(kinds.count)
                    guard used.insert(kind).inserted else { continue }
                    let defaultValue = kinds[kind].canDefault && random.chance(20) ? kinds[kind].literal : nil
                    parameters.append(
                        Parameter(
                            kind: kind, defaultValue: defaultValue,
                            isRequired: defaultValue == nil && !kinds[kind].type.hasSuffix("?")))
                }
            }
            let subject = random.pick(Self.subjects)
            let screen = random.pick(Self.screens)
            routes.append(
                Route(
                    name: "\(subject)\(screen)\(index)",
                    viewType: "\(subject.capitalizedFirst)\(screen)View\(index)",
                    parameters: parameters))
        }
        self.random = random
        self.kinds = kinds
        self.modelTypeCount = modelTypeCount
        self.routes = routes
        self.tabRoots = tabRoots
        self.actions = Array(repeating: [], count: routeCount)
    }

    /// Writes the whole `.nav` file and returns its text.
    mutating func generate() -> String {
        output = ""
        output.reserveCapacity(routes.count * 400 + 1024)
        output += """
            // Generated by `navc-bench generate --routes \(routes.count) --style codegen`: a valid app for
            // measuring how generated Swift compiles at scale. Do not edit; regenerate instead.

            navigation ScaleApp {
                target iOS 17
            \(tabRoots.isEmpty ? "    style stack\n" : "")    flow indirect
            \(tabRoots.isEmpty ? "    roots \(routes[0].name)\n" : "")    enum AppRoute
            }


            """
        for model in 0..<modelTypeCount {
            output += "type Item\(model).ID: Hashable, Codable, Sendable, LosslessStringConvertible\n"
        }
        if modelTypeCount > 0 { output += "\n" }
        for (tab, root) in tabRoots.enumerated() {
            output += """
                tab tab\(tab) {
                    title "Tab \(tab)"
                    image "\(Self.images[tab % Self.images.count])"
                    roots \(routes[root].name)
                }


                """
        }
        for index in routes.indices { writeRoute(index) }
        return output
    }

    // MARK: - Routes

    private mutating func writeRoute(_ index: Int) {
        let route = routes[index]
        output += "route \(route.name)"
        if !route.parameters.isEmpty {
            let list = route.parameters.map { parameter -> String in
                let kind = kinds[parameter.kind]
                return "\(kind.name): \(kind.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
            }
            output += "(" + list.joined(separator: ", ") + ")"
        }
        output += " -> \(route.viewType) {\n"
        output += "    title \"\(random.chance(10) ? "Résumé" : "Screen") \(index)\"\n"
        if random.chance(30) { output += "    display \(random.pick(["large", "inline", "automatic"]))\n" }
        if index == 0 || random.chance(30) {
            output += "    url \"\(urlPattern(index))\"\n"
        }
        writeActions(index)
        if random.chance(30) { writeToolbar(index) }
        output += "}\n\n"
    }

    /// `/s12/{id}/{count}`: a unique literal first, then every required parameter.
    private func urlPattern(_ index: Int) -> String {
        let placeholders = routes[index].parameters.filter(\.isRequired).map {
            "/{\(kinds[$0.kind].name)}"
        }
        return "/s\(index)" + placeholders.joined()
    }

    private mutating func writeActions(_ index: Int) {
        var names = Set(routes[index].parameters.map { kinds[$0.kind].name })
        var lines: [(String, Action)] = []
        let count = random.number(in: 1...3)
        for position in 0..<count {
            let edge: (verb: String, text: String, actionKinds: [Int])
            if position == 0 && index + 1 < routes.count {
                // The chain that pushes every route but the root.
                edge = targetedEdge("push", from: index, to: index + 1, allowsActionParameters: true)!
            } else {
                edge = drawEdge(from: index, allowsActionParameters: true)
            }
            var name = edge.verb
            if !names.insert(name).inserted {
                var suffix = 2
                while !names.insert("\(name)\(suffix)").inserted { suffix += 1 }
                name += String(suffix)
            }
            let parameters = edge.actionKinds.map { "\(kinds[$0].name): \(kinds[$0].type)" }
            let declaration =
                parameters.isEmpty ? name : name + "(" + parameters.joined(separator: ", ") + ")"
            lines.append(
                (
                    "    action \(declaration) = \(edge.text)\n",
                    Action(name: name, parameterKinds: edge.actionKinds)
                ))
        }
        for (line, action) in lines {
            output += line
            actions[index].append(action)
        }
    }

    /// A random edge: push or sheet to a random route, or pop or dismiss (not from the root).
    private mutating func drawEdge(
        from index: Int, allowsActionParameters: Bool
    ) -> (verb: String, text: String, actionKinds: [Int]) {
        for _ in 0..<8 {
            // A tab app also switches tabs; a stack app draws as it always has, so its files stay the same.
            switch random.weighted(tabRoots.isEmpty ? [50, 25, 15, 10] : [50, 25, 15, 10, 8]) {
            case 0, 1:
                let kind =
                    random.chance(67) ? "push" : (!tabRoots.isEmpty && random.chance(30) ? "cover" : "sheet")
                let target = random.below(routes.count)
                if let edge = targetedEdge(
                    kind, from: index, to: target, allowsActionParameters: allowsActionParameters)
                {
                    return edge
                }
            case 2 where !isRoot(index):
                return ("back", "pop", [])
            case 3 where !isRoot(index):
                if !tabRoots.isEmpty && random.chance(30) && presentedRoutes.contains(index) {
                    return ("closeAll", "dismissAll", [])
                }
                return ("close", "dismiss", [])
            case 4:
                return ("switchTab", "tab tab\(random.below(tabRoots.count))", [])
            default:
                continue
            }
        }
        // The chain edge always exists for every route but the last.
        if index + 1 < routes.count,
            let edge = targetedEdge(
                "sheet", from: index, to: index + 1, allowsActionParameters: allowsActionParameters)
        {
            return edge
        }
        if isRoot(index) { return ("openHome", "push \(routes[0].name)", []) }
        return ("back", "pop", [])
    }

    /// Whether route `index` is a root (of the app or of a tab), which cannot pop or dismiss.
    private func isRoot(_ index: Int) -> Bool {
        index == 0 || tabRoots.contains(index)
    }

    /// `push noteDetail7(id: id, count: 42)` with an argument for each parameter the target
    /// needs: the source's parameter of that kind, a literal, or (for `UUID`) an action
    /// parameter; nil when an action parameter is needed but not allowed (toolbar buttons).
    private mutating func targetedEdge(
        _ kind: String, from source: Int, to target: Int, allowsActionParameters: Bool
    ) -> (verb: String, text: String, actionKinds: [Int])? {
        let available = Set(routes[source].parameters.map(\.kind))
        var arguments: [String] = []
        var actionKinds: [Int] = []
        for parameter in routes[target].parameters {
            let parameterKind = kinds[parameter.kind]
            if parameter.defaultValue != nil && random.chance(50) { continue }
            let value: String
            if available.contains(parameter.kind) && random.chance(70) {
                value = parameterKind.name
            } else if let literal = parameterKind.literal {
                value = literal
            } else if available.contains(parameter.kind) {
                value = parameterKind.name
            } else if allowsActionParameters {
                value = parameterKind.name
                actionKinds.append(parameter.kind)
            } else {
                return nil
            }
            arguments.append("\(parameterKind.name): \(value)")
        }
        if kind != "push" { presentedRoutes.insert(target) }
        let name = routes[target].name
        let text =
            "\(kind) \(name)" + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        let verb = kind == "push" ? "open" : kind == "cover" ? "cover" : "present"
        return (verb + name.capitalizedFirst, text, actionKinds)
    }

    private mutating func writeToolbar(_ index: Int) {
        output += "    toolbar {\n"
        var placements = Set<String>()
        var titles = Set<String>()
        for _ in 0..<random.number(in: 1...2) {
            let placement = random.pick(Self.placements)
            guard placements.insert(placement).inserted else { continue }
            var title = random.pick(Self.buttonTitles)
            while !titles.insert(title).inserted { title = random.pick(Self.buttonTitles) }
            let label =
                random.chance(50) ? "\"\(title)\", image: \"\(random.pick(Self.images))\"" : "\"\(title)\""
            let edge = drawEdge(from: index, allowsActionParameters: false)
            output += "        item \(placement) button(\(label)) = \(edge.text)\n"
        }
        output += "    }\n"
    }

    // MARK: - Views

    /// Stand-in views for every route, matching the generated `getDestination(for:)`.
    func viewsSource() -> String {
        var text = """
            // Generated by `navc-bench generate --routes \(routes.count) --style codegen`: stand-in views
            // for the generated ScaleApp (flow indirect: parameters, then one closure per action).

            import SwiftUI


            """
        text.reserveCapacity(routes.count * 200)
        for model in 0..<modelTypeCount {
            text += """
                enum Item\(model) {
                    struct ID: Hashable, Codable, Sendable, LosslessStringConvertible {
                        var description: String
                        init(_ description: String) { self.description = description }
                    }
                }


                """
        }
        for (index, route) in routes.enumerated() {
            text += "struct \(route.viewType): View {\n"
            for parameter in route.parameters {
                let kind = kinds[parameter.kind]
                text += "    let \(kind.name): \(kind.type)\n"
            }
            for action in actions[index] {
                let types = action.parameterKinds.map { kinds[$0].type }.joined(separator: ", ")
                text += "    let \(action.name): (\(types)) -> Void\n"
            }
            text += "    var body: some View { Text(\"x\") }\n}\n\n"
        }
        return text
    }
}
