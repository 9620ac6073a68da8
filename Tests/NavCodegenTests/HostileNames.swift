import Foundation
import NavDriver
import NavSemantics
import NavSource
import NavSyntax
import Testing

/// Names that break code generators: every Swift keyword, and every name the generated code
/// itself uses (standard library, Foundation and SwiftUI types and members, and navc's own
/// helpers), with the `.nav` files that try each in one position.
enum HostileNames {
    /// The keywords of The Swift Programming Language, "Lexical Structure": keywords used in
    /// declarations, in statements, in expressions and types, in patterns, and the contextual
    /// keywords, plus the contextual keywords of Swift 5.9 to 6 (`actor`, `any`, `consume`...).
    /// Keywords that begin with `#` cannot be written as `.nav` identifiers.
    static let swiftKeywords: [String] = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Patterns.
        "_",
        // Contextual keywords.
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix",
        "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "package", "postfix",
        "precedence", "prefix", "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak",
        "willSet",
        // Contextual keywords of recent Swift versions.
        "actor", "any", "consume", "copy", "discard", "distributed", "each", "isolated", "macro", "sending",
        "then", "unsafe",
    ]

    /// Names issue 9 and the corpus brief name explicitly.
    static let namedInTheIssue: [String] = [
        "View", "AnyView", "Button", "Text", "Image", "String", "Int", "URL", "UUID", "Hashable", "Codable",
        "Identifiable", "Binding", "NavigationStack", "body", "id", "self", "Self", "Type", "Protocol",
        "router", "state", "route", "path", "DeepLinkComponents", "_navcLink", "navcIdentity", "parseChunk0",
        "chunk0", "chunk1", "Equatable", "Sendable", "Never", "Void", "Optional", "Array", "Set",
        "Dictionary", "Foundation", "SwiftUI", "Swift", "hash", "hashValue", "encode", "description",
    ]

    /// Every identifier the generated code of the samples, the fixtures and two large apps (one
    /// per flow, with chunked switches and deep-link parsing) uses outside comments and string
    /// literals, except names taken from the `.nav` files themselves. For each `parseX` helper
    /// the route name that would give it (`x`) is added too.
    static func generatedCodeNames() throws -> [String] {
        var outputs: [(nav: String, swift: String)] = []
        for generatorCase in GeneratorCase.all
        where FileManager.default.fileExists(atPath: generatorCase.golden.path) {
            outputs.append(
                (
                    try String(contentsOf: generatorCase.url, encoding: .utf8),
                    try String(contentsOf: generatorCase.golden, encoding: .utf8)
                ))
        }
        for flow in ["indirect", "direct"] {
            let nav = LargeAppTests.source(routes: 100).replacingOccurrences(
                of: "    roots r0\n", with: "    flow \(flow)\n    roots r0\n")
            let built = Pipeline.build(
                SourceFile(path: "Big.nav", text: nav),
                options: .init(sourcePath: "Big.nav", toolVersion: "0.1.0"))
            if let file = built.file { outputs.append((nav, file.contents)) }
        }
        var names: Set<String> = []
        for (nav, swift) in outputs {
            let user = Set(identifiers(in: nav))
            let apps = appNames(in: nav)
            let derived = derivedNames(in: nav)
            for name in identifiers(in: swift) where !user.contains(name) && !derived.contains(name) {
                guard !apps.contains(where: { name.hasPrefix($0) }) else { continue }
                names.insert(name)
                if name.hasPrefix("parse"), let first = name.dropFirst(5).first, first.isUppercase {
                    names.insert(first.lowercased() + name.dropFirst(6))
                }
            }
        }
        return names.sorted()
    }

    /// Every name to try, in a fixed order: keywords first, then the others sorted.
    static func all() throws -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for name in swiftKeywords + namedInTheIssue + (try generatedCodeNames())
        where seen.insert(name).inserted {
            result.append(name)
        }
        return result
    }

    /// The identifiers of Swift or `.nav` text outside comments and string literals.
    static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var inString = false
        var escaped = false
        var inComment = false
        var previous: Character = " "
        func flush() {
            if let first = current.first, first.isLetter || first == "_" { result.append(current) }
            current = ""
        }
        for character in text {
            defer { previous = character }
            if inComment {
                if character == "\n" { inComment = false }
                continue
            }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" || character == "\n" {
                    inString = false
                }
                continue
            }
            if character == "/" && previous == "/" {
                flush()
                inComment = true
                continue
            }
            if character == "\"" {
                flush()
                inString = true
                continue
            }
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return result
    }

    /// The app names a `.nav` text declares.
    private static func appNames(in nav: String) -> [String] {
        let words = identifiers(in: nav)
        return zip(words, words.dropFirst()).filter { $0.0 == "navigation" }.map(\.1)
    }

    /// Helper names generated from user names: `parseNoteDetail` for route `noteDetail`, and a
    /// direct-flow method `routeAction` for an action of a route.
    private static func derivedNames(in nav: String) -> Set<String> {
        let words = identifiers(in: nav)
        let routes = zip(words, words.dropFirst()).filter { $0.0 == "route" }.map(\.1)
        let actions = zip(words, words.dropFirst()).filter { $0.0 == "action" }.map(\.1)
        func upper(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
        var derived: Set<String> = []
        for route in routes {
            derived.insert("parse" + upper(route))
            for action in actions { derived.insert(route + upper(action)) }
        }
        return derived
    }
}

/// Where a hostile name is tried.
enum NamePosition: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case routeName, parameterName, actionName, enumEntry, appName, declaredType, viewType, tabName, guardName

    var testDescription: String { rawValue }
}

/// One generated `.nav` app of the hostile-name tests.
struct HostileApp {
    var appName: String
    var enumName: String?
    var flow: String
    var routes: String
    /// Whether the app declares tabs instead of a stack's roots.
    var hasTabs = false

    var source: String {
        var text = "navigation \(appName) {\n    target iOS 16, macOS 13\n"
        if !hasTabs { text += "    style stack\n" }
        text += "    flow \(flow)\n"
        if !hasTabs { text += "    roots hostileHome\n" }
        if let enumName { text += "    enum \(enumName)\n" }
        return text + "}\n\n" + routes
    }

    /// An app that tries each of `names` in `position`: one route, parameter or action per
    /// name, chained so that every route is reachable; every other route has a deep link.
    static func trying(_ names: [String], as position: NamePosition, appName: String, flow: String)
        -> HostileApp
    {
        switch position {
        case .routeName: return routeNames(names, appName: appName, flow: flow)
        case .parameterName: return parameterNames(names, appName: appName, flow: flow)
        case .actionName: return actionNames(names, appName: appName, flow: flow)
        case .enumEntry:
            return HostileApp(
                appName: appName, enumName: names[0], flow: flow, routes: smallRoutes(prefix: appName))
        case .appName:
            return HostileApp(
                appName: names[0], enumName: nil, flow: flow, routes: smallRoutes(prefix: appName))
        case .declaredType: return declaredTypeNames(names, appName: appName, flow: flow)
        case .viewType: return viewTypeNames(names, appName: appName, flow: flow)
        case .tabName: return tabNames(names, appName: appName, flow: flow)
        case .guardName: return guardNames(names, appName: appName, flow: flow)
        }
    }

    /// One model type per name (`type Label: Hashable, Codable, Sendable`), each the parameter
    /// of a route, pushed or presented from the one before.
    private static func declaredTypeNames(_ names: [String], appName: String, flow: String) -> HostileApp {
        var text = names.map { "type \($0): Hashable, Codable, Sendable\n" }.joined() + "\n"
        text += "route hostileHome -> \(appName)Home {\n    title \"Home\"\n"
        text +=
            "    action hostileOpen(hostileValue: \(names[0])) = push hostileT0(hostileValue: hostileValue)\n}\n"
        for (index, name) in names.enumerated() {
            text += "\nroute hostileT\(index)(hostileValue: \(name)) -> \(appName)View\(index) {\n"
            if index + 1 < names.count {
                let edge = index % 4 == 3 ? "sheet" : "push"
                text +=
                    "    action hostileNext(hostileValue: \(names[index + 1])) = \(edge) hostileT\(index + 1)(hostileValue: hostileValue)\n"
            }
            text += "    action hostileBack = dismiss\n}\n"
        }
        return HostileApp(appName: appName, enumName: nil, flow: flow, routes: text)
    }

    /// One route per name whose view type it is (`route hostileV0 -> Menu`), with a toolbar
    /// menu, a label and an alert, so the generated code uses the SDK types of those names.
    private static func viewTypeNames(_ names: [String], appName: String, flow: String) -> HostileApp {
        var text = "route hostileHome -> \(appName)Home {\n    title \"Home\"\n"
        text += "    action hostileOpen = push hostileV0(hostileValue: 1)\n"
        text += "    action hostileAsk = alert hostileQuestion\n"
        text +=
            "    alert hostileQuestion {\n        title \"Sure?\"\n        button(\"Yes\", role: destructive)\n    }\n"
        text += "    toolbar {\n        item primaryAction menu(\"More\", image: \"ellipsis\") {\n"
        text +=
            "            button(\"Open\", image: \"folder\") = push hostileV0(hostileValue: 2)\n        }\n    }\n}\n"
        for (index, name) in names.enumerated() {
            text += "\nroute hostileV\(index)(hostileValue: Int) -> \(name) {\n"
            text += "    url \"/v\(index)/{hostileValue}\"\n"
            if index + 1 < names.count {
                let edge = index % 4 == 3 ? "sheet" : "push"
                text += "    action hostileNext = \(edge) hostileV\(index + 1)(hostileValue: hostileValue)\n"
            }
            text += "    action hostileBack = dismiss\n}\n"
        }
        return HostileApp(appName: appName, enumName: nil, flow: flow, routes: text)
    }

    /// One tab per name (at most 10 an app), each with a stack of its own, and an edge that
    /// switches to it.
    private static func tabNames(_ names: [String], appName: String, flow: String) -> HostileApp {
        var text = ""
        for (index, name) in names.enumerated() {
            text +=
                "tab \(name) {\n    title \"Tab \(index)\"\n    image \"star\"\n    roots hostileTab\(index)\n}\n\n"
        }
        for (index, _) in names.enumerated() {
            text += "route hostileTab\(index) -> \(appName)View\(index) {\n"
            let next = names[(index + 1) % names.count]
            text += "    action hostileNext = push hostileDetail in \(next)\n"
            text += "    action hostileSwitch = tab \(next)\n}\n\n"
        }
        text += "route hostileDetail -> \(appName)Detail {\n    action hostileBack = pop\n}\n"
        var app = HostileApp(appName: appName, enumName: nil, flow: flow, routes: text)
        app.hasTabs = true
        return app
    }

    /// One guard per name, each guarding an edge whose else edge presents a sign-in route.
    private static func guardNames(_ names: [String], appName: String, flow: String) -> HostileApp {
        var text = names.map { "guard \($0)\n" }.joined() + "\n"
        text += "route hostileHome -> \(appName)Home {\n    title \"Home\"\n"
        for (index, name) in names.enumerated() {
            text +=
                "    action hostileOpen\(index) = push hostileDetail\(index) if \(name) else sheet hostileSignIn\n"
        }
        text += "}\n"
        // Each name guards the way to a detail of its own that has a deep link, so the app's
        // `init?(deepLink:guards:)` asks every name's guard, each in its own case.
        for index in names.indices {
            text +=
                "\nroute hostileDetail\(index) -> \(appName)Detail {\n    url \"/detail\(index)\"\n    action hostileBack = pop\n}\n"
        }
        text += "\nroute hostileSignIn -> \(appName)SignIn {\n    action hostileDone = continue\n"
        text += "    action hostileCancel = dismiss\n}\n"
        return HostileApp(appName: appName, enumName: nil, flow: flow, routes: text)
    }

    private static func routeNames(_ names: [String], appName: String, flow: String) -> HostileApp {
        func call(_ index: Int) -> String { names[index] + (index % 2 == 0 ? "(hostileValue: 1)" : "") }
        var text = "route hostileHome -> \(appName)Home {\n    title \"Home\"\n"
        text += "    action hostileOpen = push \(call(0))\n}\n"
        for (index, name) in names.enumerated() {
            text +=
                "\nroute \(name)\(index % 2 == 0 ? "(hostileValue: Int)" : "") -> \(appName)View\(index) {\n"
            if index % 2 == 0 { text += "    url \"/r\(index)/{hostileValue}\"\n" }
            if index + 1 < names.count {
                text += "    action hostileNext = \(index % 4 == 3 ? "sheet" : "push") \(call(index + 1))\n"
            }
            text += "    action hostileBack = dismiss\n}\n"
        }
        return HostileApp(appName: appName, enumName: nil, flow: flow, routes: text)
    }

    private static func parameterNames(_ names: [String], appName: String, flow: String) -> HostileApp {
        var text = "route hostileHome -> \(appName)Home {\n    title \"Home\"\n"
        text += "    action hostileOpen = push hostileP0(\(names[0]): 0)\n}\n"
        for (index, name) in names.enumerated() {
            text += "\nroute hostileP\(index)(\(name): Int) -> \(appName)View\(index) {\n"
            // Odd routes read the parameter from a query item, even ones from a path segment.
            text +=
                index % 2 == 0 ? "    url \"/p\(index)/{\(name)}\"\n" : "    url \"/p\(index)?q={\(name)}\"\n"
            if index + 1 < names.count {
                text +=
                    "    action hostileNext(\(name): Int) = push hostileP\(index + 1)(\(names[index + 1]): \(name))\n"
            }
            text += "    action hostileAgain = push hostileP\(index)(\(name): \(name))\n"
            text += "    action hostileBack = dismiss\n}\n"
        }
        return HostileApp(appName: appName, enumName: nil, flow: flow, routes: text)
    }

    private static func actionNames(_ names: [String], appName: String, flow: String) -> HostileApp {
        var text =
            "route hostileHome -> \(appName)Home {\n    title \"Home\"\n    action hostileOpen = push hostileA0\n}\n"
        for (index, name) in names.enumerated() {
            text += "\nroute hostileA\(index)(hostileValue: Int = 0) -> \(appName)View\(index) {\n"
            if index + 1 < names.count {
                text +=
                    index % 2 == 0
                    ? "    action \(name)(hostileValue: Int) = push hostileA\(index + 1)(hostileValue: hostileValue)\n"
                    : "    action \(name) = push hostileA\(index + 1)\n"
            } else {
                text += "    action \(name) = dismiss\n"
            }
            text += "    action hostileBack = dismiss\n}\n"
        }
        return HostileApp(appName: appName, enumName: nil, flow: flow, routes: text)
    }

    /// The routes of an app that tries a name in its header.
    private static func smallRoutes(prefix: String) -> String {
        """
        route hostileHome -> \(prefix)Home {
            title "Home"
            action hostileOpen(hostileValue: Int) = push hostileDetail(hostileValue: hostileValue)
            action hostileShow = sheet hostileSheet
        }

        route hostileDetail(hostileValue: Int) -> \(prefix)Detail {
            url "/d/{hostileValue}"
            action hostileBack = pop
        }

        route hostileSheet -> \(prefix)Sheet {
            action hostileClose = dismiss
        }

        """
    }
}
