import Foundation
import NavSemantics
import NavSyntax

/// Swift sources the tests write from a model: stand-in views that follow the generated
/// contract, and a program that exercises the SwiftUI-free part of the generated file.
enum ContractSources {
    /// One view per view type the routes name, with the init the generated code calls:
    /// route parameters, then (indirect flow) one closure per action.
    static func views(for model: SemanticModel) -> String {
        var seen: Set<String> = []
        var text = "import SwiftUI\n"
        let names = model.app.generatedNames
        for route in model.routes {
            let viewType = route.viewType.description
            guard seen.insert(viewType).inserted else { continue }
            text += "\nstruct \(viewType): View {\n"
            for parameter in route.parameters {
                text += "    let \(parameter.swiftName.escaped): \(parameter.type)\n"
            }
            if model.app.flow == .indirect {
                for action in route.actions {
                    let types = action.parameters.map(\.type.description).joined(separator: ", ")
                    text += "    let \(action.swiftName.escaped): (\(types)) -> Void\n"
                }
            } else if observationRouter(model) {
                text += "    @Environment(\(names.router).self) private var router\n"
            } else {
                text += "    @EnvironmentObject private var router: \(names.router)\n"
            }
            text += "    var body: some View { Text(\(String(reflecting: viewType))) }\n}\n"
        }
        return text
    }

    /// Whether the generated router uses Observation (every target iOS 17 / macOS 14 or newer).
    static func observationRouter(_ model: SemanticModel) -> Bool {
        let minimum: [Platform: [Int]] = [
            .iOS: [17], .macOS: [14], .tvOS: [17], .watchOS: [10], .visionOS: [1],
        ]
        return model.app.targets.allSatisfy { target in
            minimum[target.platform].map { target.version >= Version($0) } ?? false
        }
    }

    /// A Swift expression of `type` for tests, or nil for types the test cannot build.
    static func sample(_ type: TypeReference, index: Int) -> String? {
        switch type {
        case .optional(let wrapped):
            guard let standard = wrapped.standardType, standard.isURLParsable else { return "nil" }
            return sample(wrapped, index: index)
        case .array(let element): return sample(element, index: index).map { "[\($0)]" }
        case .set(let element): return sample(element, index: index).map { "Set([\($0)])" }
        case .dictionary(let key, let value):
            guard let key = sample(key, index: index), let value = sample(value, index: index) else {
                return nil
            }
            return "[\(key): \(value)]"
        case .error: return nil
        case .named:
            guard let standard = type.standardType else { return nil }
            switch standard {
            case .string, .substring: return "\"a b/c?é#%\\(\(index))\""
            case .character: return "\"x\""
            case .bool: return "true"
            case .uuid: return "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!"
            case .url: return "URL(string: \"https://example.com/x\")!"
            case .date: return "Date(timeIntervalSince1970: 0)"
            case .data: return "Data([1, 2, 3])"
            case .double, .float, .cgFloat, .decimal: return "1.5"
            default: return String(40 + index)
            }
        }
    }

    /// A route value for tests, or nil when a parameter's type cannot be built.
    static func sampleRoute(_ route: Route, enumName: String) -> String? {
        guard !route.parameters.isEmpty else { return "\(enumName).\(route.swiftName.escapedAsMember)" }
        var arguments: [String] = []
        for (index, parameter) in route.parameters.enumerated() {
            guard let value = sample(parameter.type, index: index) else { return nil }
            arguments.append("\(parameter.swiftName.escapedAsLabel): \(value)")
        }
        return "\(enumName).\(route.swiftName.escapedAsMember)(\(arguments.joined(separator: ", ")))"
    }

    /// A program that checks the route enum, Codable, deep links and the navigation state, and
    /// prints `OK` or the failures.
    static func harness(for model: SemanticModel) -> String {
        let names = model.app.generatedNames
        let enumName = names.routeEnum
        let presents = model.edges.contains { $0.kind == .sheet || $0.kind == .cover }
        let routes = model.routes.compactMap { route in
            sampleRoute(route, enumName: enumName).map { (route, $0) }
        }
        var lines = [
            "import Foundation",
            "",
            "var failures = 0",
            "@MainActor func check(_ condition: Bool, _ message: String) {",
            "    if !condition { print(\"FAIL: \\(message)\"); failures += 1 }",
            "}",
            "let routes: [\(enumName)] = [",
        ]
        lines += routes.map { "    " + $0.1 + "," }
        lines += [
            "]",
            "check(Set(routes).count == routes.count, \"routes are distinct and hashable\")",
        ]
        let codable = isCodable(model)
        if codable {
            lines += [
                "for route in routes {",
                "    let data = try! JSONEncoder().encode(route)",
                "    check((try? JSONDecoder().decode(\(enumName).self, from: data)) == route, \"Codable round trip of \\(route)\")",
                "}",
                "let encodedState = try! JSONEncoder().encode(\(names.state)(path: routes))",
                "check((try? JSONDecoder().decode(\(names.state).self, from: encodedState))?.path == routes, \"state round trip\")",
            ]
        }
        let linked = routes.filter { $0.0.deepLink != nil }
        for (route, value) in linked {
            let isRoot = model.app.roots.contains(route.id)
            lines += [
                "do {",
                "    let route = \(value)",
                "    let path = route.deepLinkPath ?? \"\"",
                "    check(path.hasPrefix(\"/\"), \"\(route.name) has a deep-link path: \\(path)\")",
                "    check(\(enumName)(deepLink: URL(string: \"https://example.com\" + path)!) == route, \"https round trip of \\(path)\")",
                "    check(\(enumName)(deepLink: URL(string: \"app:/\" + path)!) == route, \"custom scheme round trip of \\(path)\")",
                "    check(route.deepLinkURL(base: URL(string: \"myapp://\")!).flatMap(\(enumName).init(deepLink:)) == route, \"deepLinkURL round trip\")",
                "    let state = \(names.state)(deepLink: URL(string: \"https://example.com\" + path)!)",
                isRoot
                    ? "    check(state?.path == [], \"a root opens as the root\")"
                    : "    check(state?.path == [route], \"deep link builds the path in one assignment\")",
                "}",
            ]
        }
        if !linked.isEmpty {
            lines += [
                "check(\(enumName)(deepLink: URL(string: \"https://example.com/no/such/route/anywhere\")!) == nil, \"unknown links are rejected\")"
            ]
            for (route, value) in routes where route.deepLink == nil {
                lines.append("check(\(value).deepLinkPath == nil, \"\(route.name) has no deep link\")")
            }
        }
        if let (_, first) = routes.first, routes.count > 1 {
            let second = routes[1].1
            lines += [
                "var state = \(names.state)()",
                "state.push(\(first))",
                "state.push(\(second))",
                "check(state.path == [\(first), \(second)], \"push appends\")",
                "state.pop()",
                "check(state.path == [\(first)], \"pop removes the top\")",
                "state.push(\(second))",
                "state.popToRoot()",
                "check(state.path.isEmpty, \"popToRoot empties the path\")",
                "state.pop()",
                "check(state.path.isEmpty, \"pop on an empty path does nothing\")",
                "state.push(\(first))",
                "state.dismiss()",
                "check(state.path.isEmpty, \"dismiss pops when nothing is presented\")",
            ]
            if presents {
                let style = model.edges.contains { $0.kind == .sheet } ? "sheet" : "cover"
                lines += [
                    "state.push(\(first))",
                    "state.present(\(second), as: .\(style))",
                    "check(state.isPresenting, \"present shows a \(style)\")",
                    "state.push(\(first))",
                    "check(state.presentedPath == [\(first)] && state.path == [\(first)], \"push goes to the presented stack\")",
                    "state.dismiss()",
                    "check(state.presentedPath.isEmpty && state.isPresenting, \"dismiss pops the presented stack first\")",
                    "state.dismiss()",
                    "check(!state.isPresenting && state.path == [\(first)], \"then closes the presentation\")",
                ]
            }
            if model.app.roots.count > 1 {
                let second = model.routes[model.app.roots[1]]
                if let secondRoot = sampleRoute(second, enumName: names.rootEnum) {
                    lines += [
                        "state.push(\(first))",
                        "state.setRoot(\(secondRoot))",
                        "check(state.root == \(secondRoot) && state.path.isEmpty, \"setRoot switches the root and clears the path\")",
                        "check(\(names.rootEnum)(state.root.route) == state.root, \"roots map to routes and back\")",
                    ]
                }
            }
        }
        if !model.app.targets.isEmpty && !Availability.supportsNavigationStack(model.app.targets),
            let (_, first) = routes.first
        {
            // The NavigationView backend's link chain: a five-level deep link, the Back button,
            // pop to root and replacing the root.
            let chain = model.app.name + "LinkChain"
            lines += [
                "var legacy = \(names.state)(path: Array(repeating: \(first), count: 5))",
                "check(\(chain).activeLinks(pathCount: legacy.path.count, levels: 6) == [true, true, true, true, true, false], \"a five-level deep link activates five links\")",
                "legacy.path = \(chain).path(legacy.path, settingLinkAt: 3, active: false)",
                "check(legacy.path.count == 3, \"going back from level four truncates the path to three routes\")",
                "check(\(chain).path(legacy.path, settingLinkAt: 1, active: true) == legacy.path, \"activation comes from the path\")",
                "legacy.push(\(first))",
                "check(\(chain).activeLinks(pathCount: legacy.path.count, levels: 5) == [true, true, true, true, false], \"push activates the next link\")",
                "legacy.pop()",
                "check(\(chain).activeLinks(pathCount: legacy.path.count, levels: 4) == [true, true, true, false], \"pop deactivates the top link\")",
                "legacy.popToRoot()",
                "check(\(chain).activeLinks(pathCount: legacy.path.count, levels: 2) == [false, false], \"pop to root deactivates every link\")",
            ]
            if model.app.roots.count > 1,
                let root = sampleRoute(model.routes[model.app.roots[1]], enumName: names.rootEnum)
            {
                lines += [
                    "legacy.push(\(first))",
                    "legacy.setRoot(\(root))",
                    "check(\(chain).activeLinks(pathCount: legacy.path.count, levels: 1) == [false], \"replacing the root deactivates every link\")",
                ]
            }
        }
        lines.append("print(failures == 0 ? \"OK\" : \"FAILED \\(failures)\")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether the route enum is Codable: the generator's rule, restated.
    static func isCodable(_ model: SemanticModel) -> Bool {
        func codable(_ type: TypeReference) -> Bool {
            switch type {
            case .optional(let wrapped), .array(let wrapped), .set(let wrapped): return codable(wrapped)
            case .dictionary(let key, let value): return codable(key) && codable(value)
            case .error: return false
            case .named:
                if let standard = type.standardType { return standard.isCodable }
                return model.declaredType(named: type.description)?.conformances.contains("Codable") ?? false
            }
        }
        return model.routes.allSatisfy { $0.parameters.allSatisfy { codable($0.type) } }
    }
}
