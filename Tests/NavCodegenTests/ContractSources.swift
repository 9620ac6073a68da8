import Foundation
import NavPlan
import NavSemantics
import NavSwift
import NavSyntax

/// Swift sources the tests write from a plan: stand-in views that follow the generated
/// contract, and a program that exercises the SwiftUI-free part of the generated file.
enum ContractSources {
    /// Swift text of a type, through the one renderer.
    static func spelled(_ type: SwiftType) -> String {
        String(SwiftRenderer.render(SwiftExpression.type(type)).dropLast())
    }

    /// One view per view type the routes name, with one initializer per distinct list of
    /// arguments the generated code passes (a view shown by two routes gets two): route
    /// parameters, fixed view arguments, the selection binding of a split view's column, and
    /// (indirect flow) one closure per action. A fixed argument labelled like a parameter of
    /// another route of the view takes that parameter's type, as one initializer of a real
    /// view would; others take their literal's type.
    static func views(for plan: NavigationPlan) -> String {
        var text = "import SwiftUI\n"
        var order: [String] = []
        var signatures: [String: [String]] = [:]
        var standInEnums: [String: Set<String>] = [:]
        var parameterTypes: [String: [String: String]] = [:]
        for route in plan.routes {
            for parameter in route.parameters {
                parameterTypes[spelled(route.viewType), default: [:]][parameter.label.text] = spelled(
                    parameter.type)
            }
        }
        for route in plan.routes {
            let viewType = spelled(route.viewType)
            var parameters = route.parameters.map { parameter in
                (parameter.label.spelling(as: .declarationLabel), spelled(parameter.type))
            }
            for argument in route.viewArguments {
                let enumName =
                    "StandIn" + (viewType + argument.label.text).filter { $0.isLetter || $0.isNumber }
                var cases = standInEnums[enumName] ?? []
                let type =
                    parameterTypes[viewType]?[argument.label.text]
                    ?? standInType(of: argument.value, enumName: enumName, cases: &cases)
                if !cases.isEmpty { standInEnums[enumName] = cases }
                parameters.append((argument.label.spelling(as: .declarationLabel), type))
            }
            if case .indirect = plan.flow {
                for action in route.actions {
                    var closureTypes = action.parameters.map { spelled($0.type) }
                    // An action that presents a route or alert returning a value gets it last.
                    if let received = action.receives {
                        closureTypes.append("@escaping (\(spelled(.optional(received)))) -> Swift.Void")
                    }
                    let types = closureTypes.joined(separator: ", ")
                    parameters.append(
                        (action.name.spelling(as: .declarationLabel), "@escaping (\(types)) -> Swift.Void"))
                }
            }
            if case .indirect = plan.flow, let toolbar = route.viewToolbar {
                parameters.append(
                    (toolbar.label.text, "\(toolbar.typeName.text).\(toolbar.edgesTypeName.text)"))
            }
            if route.takesSelection {
                parameters.append(("selection", "SwiftUI.Binding<\(plan.names.routeEnum.text)?>"))
            }
            let list = parameters.enumerated().map { index, parameter in
                "\(parameter.0) x\(index): \(parameter.1)"
            }
            let signature = "    init(" + list.joined(separator: ", ") + ") {}\n"
            if signatures[viewType] == nil { order.append(viewType) }
            if !(signatures[viewType] ?? []).contains(signature) {
                signatures[viewType, default: []].append(signature)
            }
        }
        for viewType in order {
            text += "\nstruct \(viewType): SwiftUI.View {\n"
            if case .direct(let router) = plan.flow {
                text +=
                    router.usesObservation
                    ? "    @SwiftUI.Environment(\(plan.names.router.text).self) private var router\n"
                    : "    @SwiftUI.EnvironmentObject private var router: \(plan.names.router.text)\n"
            }
            text += signatures[viewType]!.joined()
            text += "    var body: some SwiftUI.View { SwiftUI.Text(\(String(reflecting: viewType))) }\n}\n"
        }
        text += viewToolbarProbes(for: plan)
        for (name, cases) in standInEnums.sorted(by: { $0.key < $1.key }) {
            text += "\nenum \(name): Swift.Hashable {\n"
            text += cases.sorted().map { "    case \($0)\n" }.joined()
            text += "}\n"
        }
        return text
    }

    /// One function per generated toolbar type that applies it as a view would, in its body:
    /// `.modifier(toolbar(save: { true }, isSaveDisabled: false))` with the edges the container
    /// passes (indirect flow), or `.modifier(NoteToolbar(id: id, save: { true }, ...))` (direct).
    static func viewToolbarProbes(for plan: NavigationPlan) -> String {
        var text = ""
        for route in plan.routes {
            guard let toolbar = route.viewToolbar else { continue }
            let inputs = toolbar.inputs.map { input -> String in
                let value: String
                switch input.kind {
                case .callback(let returnsBool): value = returnsBool ? "{ true }" : "{}"
                case .flag: value = "false"
                }
                return "\(input.label.spelling(as: .callLabel)): \(value)"
            }
            let probe = "probe\(toolbar.typeName.text)"
            switch plan.flow {
            case .indirect:
                text +=
                    "\n@MainActor func \(probe)(_ toolbar: \(toolbar.typeName.text).\(toolbar.edgesTypeName.text)) -> some SwiftUI.View {\n"
                    + "    SwiftUI.Text(\"\").modifier(toolbar(\(inputs.joined(separator: ", "))))\n}\n"
            case .direct:
                let parameters = route.parameters.enumerated().map { index, parameter in
                    "_ p\(index): \(spelled(parameter.type))"
                }
                let arguments =
                    route.parameters.enumerated().map { index, parameter in
                        "\(parameter.label.spelling(as: .callLabel)): p\(index)"
                    } + inputs
                text +=
                    "\n@MainActor func \(probe)(\(parameters.joined(separator: ", "))) -> some SwiftUI.View {\n"
                    + "    SwiftUI.Text(\"\").modifier(\(toolbar.typeName.text)(\(arguments.joined(separator: ", "))))\n}\n"
            }
        }
        return text
    }

    /// The type a stand-in view takes for a fixed view argument, which navc leaves to the
    /// view: the literal's natural type, and for enum cases an enum of the cases passed
    /// there (`cases`, spelled for a declaration).
    static func standInType(of value: PlannedValue, enumName: String, cases: inout Set<String>) -> String {
        func elementType(_ values: [PlannedValue]) -> String {
            guard let first = values.first else { return "Int" }
            if values.contains(where: { if case .float = $0 { true } else { false } }) { return "Double" }
            if values.contains(where: { if case .nil = $0 { true } else { false } }) {
                let other = values.first { if case .nil = $0 { false } else { true } }
                return (other.map { standInType(of: $0, enumName: enumName, cases: &cases) } ?? "Int") + "?"
            }
            for value in values.dropFirst() { _ = standInType(of: value, enumName: enumName, cases: &cases) }
            return standInType(of: first, enumName: enumName, cases: &cases)
        }
        switch value {
        case .string: return "String"
        case .integer: return "Int"
        case .float: return "Double"
        case .boolean: return "Bool"
        case .nil: return "Int?"
        case .url: return "URL"
        case .enumCase(let name):
            cases.insert(name.spelling(as: .identifier))
            return enumName
        case .array(let elements): return "[" + elementType(elements) + "]"
        case .dictionary(let pairs):
            return "[" + elementType(pairs.map(\.key)) + ": " + elementType(pairs.map(\.value)) + "]"
        case .routeParameter, .actionParameter: return "Never"
        }
    }

    // MARK: - Sample values

    /// Swift expressions of `type` for tests, several per type (index 0, 1, 2) so that
    /// empty strings, nil, unicode and reserved characters all occur; nil for types the test
    /// cannot build (user types).
    static func sample(_ type: TypeReference, variant: Int) -> String? {
        switch type {
        case .optional(let wrapped):
            return variant == 1 ? "nil" : sample(wrapped, variant: variant)
        case .set(let element):
            return sample(element, variant: variant).map { "[\($0)]" }
        case .array(let element):
            guard let value = sample(element, variant: variant) else { return nil }
            return variant == 1 ? "[]" : "[\(value)]"
        case .dictionary(let key, let value):
            guard let key = sample(key, variant: variant), let value = sample(value, variant: variant) else {
                return nil
            }
            return "[\(key): \(value)]"
        case .error: return nil
        case .named(let components):
            if components.count == 1, components[0].name == "Set",
                let element = components[0].genericArguments.first
            {
                return sample(element, variant: variant).map { "[\($0)]" }
            }
            guard let standard = type.standardType else { return nil }
            switch standard {
            case .string, .substring:
                return [#""""#, #""a b/c?é#%+&=\\(x) 🛒""#, #""plain""#][variant % 3]
            case .character: return #""x""#
            case .bool: return variant % 2 == 0 ? "true" : "false"
            case .uuid: return "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!"
            case .url: return "URL(string: \"https://example.com/x\")!"
            case .date: return "Date(timeIntervalSince1970: 0)"
            case .data: return "Data([1, 2, 3])"
            case .double, .float, .cgFloat, .decimal: return ["1.5", "-0.25", "0"][variant % 3]
            case .uint, .uint8, .uint16, .uint32, .uint64: return ["0", "7", "42"][variant % 3]
            default: return ["0", "-7", "42"][variant % 3]
            }
        }
    }

    /// A route value for tests, or nil when a parameter's type cannot be built.
    static func sampleRoute(_ route: RoutePlan, in plan: NavigationPlan, variant: Int = 2) -> String? {
        let base = plan.names.routeEnum.text + "." + route.caseName.spelling(as: .member)
        guard !route.parameters.isEmpty else { return base }
        var arguments: [String] = []
        for parameter in route.parameters {
            guard let value = sample(parameter.typeReference, variant: variant) else { return nil }
            arguments.append("\(parameter.label.spelling(as: .callLabel)): \(value)")
        }
        return base + "(" + arguments.joined(separator: ", ") + ")"
    }

    // MARK: - The harness

    /// A program that checks the route enum, Codable, deep links and the navigation state, and
    /// prints `OK` or the failures.
    static func harness(for plan: NavigationPlan) -> String {
        let route = plan.names.routeEnum.text
        let samples = plan.routes.compactMap { candidate in
            sampleRoute(candidate, in: plan).map { (candidate, $0) }
        }
        var lines = [
            "import Foundation",
            "",
            "nonisolated(unsafe) var failures = 0",
            "func check(_ condition: Bool, _ message: String) {",
            "    if !condition { print(\"FAIL: \\(message)\"); failures += 1 }",
            "}",
            "func json<T: Encodable>(_ value: T) -> String {",
            "    let encoder = JSONEncoder()",
            "    encoder.outputFormatting = .sortedKeys",
            "    return String(decoding: try! encoder.encode(value), as: UTF8.self)",
            "}",
            "let routes: [\(route)] = [",
        ]
        lines += samples.map { "    " + $0.1 + "," }
        lines += ["]", "check(Set(routes).count == routes.count, \"routes are distinct and hashable\")"]
        lines += codableChecks(plan, samples: samples.map(\.1))
        lines += formerNameChecks(plan, samples: samples)
        lines += deepLinkChecks(plan)
        lines += stateChecks(plan, samples: samples.map(\.1))
        lines += legacyChecks(plan, samples: samples.map(\.1))
        lines += resultChecks(plan)
        lines += guardChecks(plan, samples: samples.map(\.1))
        lines.append("print(failures == 0 ? \"OK\" : \"FAILED \\(failures)\")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scene property of a single-scene plan (`stack` or `split`), or nil for tabs.
    private static func singleScene(_ plan: NavigationPlan) -> ScenePlan? {
        if case .single(let scene) = plan.layout { return scene }
        return nil
    }

    /// A route saved under each of its former names decodes as the route: its saved form with
    /// the outer key renamed.
    private static func formerNameChecks(_ plan: NavigationPlan, samples: [(RoutePlan, String)]) -> [String] {
        guard plan.conformances.isCodable else { return [] }
        let route = plan.names.routeEnum.text
        var lines: [String] = []
        for (candidate, sample) in samples {
            for former in candidate.formerNames {
                let current = "{\\\"\(candidate.sourceName)\\\":"
                lines += [
                    "do {",
                    "    let renamed = \"{\\\"\(former)\\\":\" + json(\(sample)).dropFirst(\"\(current)\".count)",
                    "    check((try? JSONDecoder().decode(\(route).self, from: Data(renamed.utf8))) == \(sample), \"saved under the former name \(former): \\(renamed)\")",
                    "}",
                ]
            }
        }
        return lines
    }

    private static func codableChecks(_ plan: NavigationPlan, samples: [String]) -> [String] {
        guard plan.conformances.isCodable else { return [] }
        let route = plan.names.routeEnum.text
        let state = plan.names.state.text
        var lines = [
            "for route in routes {",
            "    let data = try! JSONEncoder().encode(route)",
            "    check((try? JSONDecoder().decode(\(route).self, from: data)) == route, \"Codable round trip of \\(route)\")",
            "}",
        ]
        guard samples.count > 1 else { return lines }
        let (a, b) = (samples[0], samples[1])
        switch singleScene(plan) {
        case .stack?:
            lines += [
                "do {",
                "    var saved = \(state)()",
                "    saved.push(\(a))",
                "    saved.push(\(b))",
                "    check((try? JSONDecoder().decode(\(state).self, from: Data(json(saved).utf8))) == saved, \"state round trip\")",
                "    // State saved by an older version naming a removed route keeps the prefix before it.",
                "    let old = \"{\\\"stack\\\":{\\\"root\\\":\" + json(saved.stack.root) + \",\\\"path\\\":[\" + json(\(a)) + \",{\\\"removedRoute\\\":{}},\" + json(\(b)) + \"]}}\"",
                "    let restored = try? JSONDecoder().decode(\(state).self, from: Data(old.utf8))",
                "    check(restored?.stack.path == [\(a)], \"an old path keeps its valid prefix: \\(String(describing: restored))\")",
                "    let unknownRoot = \"{\\\"stack\\\":{\\\"root\\\":{\\\"removedRoute\\\":{\\\"x\\\":1}},\\\"path\\\":[]}}\"",
                "    check((try? JSONDecoder().decode(\(state).self, from: Data(unknownRoot.utf8))) == \(state)(), \"an unknown root falls back to the initial state\")",
                "}",
            ]
        case .split(let split)?:
            lines += [
                "do {",
                "    var saved = \(state)()",
                "    saved.select(\(a))",
                split.hasContentColumn ? "    saved.selectDetail(\(b))" : "",
                "    saved.push(\(b))",
                "    saved.split.columnVisibility = .all",
                "    check((try? JSONDecoder().decode(\(state).self, from: Data(json(saved).utf8))) == saved, \"state round trip\")",
                "    let old = \"{\\\"split\\\":{\\\"selection\\\":{\\\"removedRoute\\\":{}},\\\"path\\\":[\" + json(\(a)) + \"],\\\"columnVisibility\\\":\\\"all\\\"}}\"",
                "    let restored = try? JSONDecoder().decode(\(state).self, from: Data(old.utf8))",
                "    check(restored?.split.selection == nil && restored?.split.path == [] && restored?.split.columnVisibility == .all, \"a selection this version lacks drops what was beneath it\")",
                "}",
            ]
        case nil:
            guard case .tabs(let tabs) = plan.layout, tabs.count > 1 else { break }
            let second = tabs[1].name.spelling(as: .member)
            lines += [
                "do {",
                "    var saved = \(state)()",
                "    saved.push(\(a))",
                "    saved.selectTab(.\(second))",
                "    saved.push(\(b))",
                "    check((try? JSONDecoder().decode(\(state).self, from: Data(json(saved).utf8))) == saved, \"tab state round trip\")",
                "    let old = json(saved).replacingOccurrences(of: \"\\\"selectedTab\\\":\\\"\(tabs[1].name.text)\\\"\", with: \"\\\"selectedTab\\\":\\\"removedTab\\\"\")",
                "    let restored = try? JSONDecoder().decode(\(state).self, from: Data(old.utf8))",
                "    check(old != json(saved) && restored?.selectedTab == \(state)().selectedTab && restored?.\(second).path == saved.\(second).path, \"an unknown tab falls back to the first and keeps the stacks\")",
                "}",
            ]
        }
        if plan.presents, let style = plan.presentationStyles.first {
            lines += [
                "do {",
                "    var saved = \(state)()",
                "    saved.present(\(a), as: .\(style.rawValue))",
                "    saved.push(\(b))",
                "    saved.present(\(b), as: .\(style.rawValue))",
                "    check((try? JSONDecoder().decode(\(state).self, from: Data(json(saved).utf8))) == saved, \"presentations round trip\")",
                "    var text = json(saved)",
                "    text = text.replacingOccurrences(of: json(saved.presentations[1]), with: \"{\\\"style\\\":\\\"\(style.rawValue)\\\",\\\"route\\\":{\\\"gone\\\":{}},\\\"path\\\":[]}\")",
                "    let restored = try? JSONDecoder().decode(\(state).self, from: Data(text.utf8))",
                "    check(restored?.presentations.count == 1 && restored?.presentations.first?.path == [\(b)], \"presentations keep their valid prefix\")",
                "}",
            ]
        }
        return lines
    }

    private static func deepLinkChecks(_ plan: NavigationPlan) -> [String] {
        guard let links = plan.deepLinks else {
            return samplesWithoutLinks(plan)
        }
        let route = plan.names.routeEnum.text
        let state = plan.names.state.text
        var lines: [String] = []
        for id in links.links.routes {
            let routePlan = plan.routes[id]
            for variant in 0..<3 {
                guard let value = sampleRoute(routePlan, in: plan, variant: variant) else { continue }
                lines += [
                    "do {",
                    "    let route = \(value)",
                    "    let path = route.deepLinkPath ?? \"\"",
                    "    check(path.hasPrefix(\"/\"), \"\(routePlan.sourceName) has a deep-link path: \\(path)\")",
                    "    check(\(route)(deepLink: URL(string: \"https://example.com\" + path)!) == route, \"https round trip of \\(route) as \\(path)\")",
                    "    for base in [\"https://example.com\", \"https://example.com/\", \"myapp://\", \"hackernews://\"] {",
                    "        let url = route.deepLinkURL(base: URL(string: base)!)",
                    "        check(url.flatMap(\(route).init(deepLink:)) == route, \"deepLinkURL round trip of \\(route) under \\(base): \\(String(describing: url))\")",
                    "    }",
                    "    check(route.deepLinkURL(base: URL(string: \"hackernews://\")!)?.absoluteString.hasPrefix(\"hackernews://\") == true, \"a custom scheme keeps its //\")",
                    "    let opened = \(state)(deepLink: URL(string: \"https://example.com\" + path)!)",
                    "    check(opened?.visibleRoutes.contains(route) == true, \"the deep link opens \\(route) on screen: \\(String(describing: opened))\")",
                    "}",
                ]
            }
        }
        lines.append(
            "check(\(route)(deepLink: URL(string: \"https://example.com/no/such/route/anywhere/at/all\")!) == nil, \"unknown links are rejected\")"
        )
        return lines + samplesWithoutLinks(plan)
    }

    private static func samplesWithoutLinks(_ plan: NavigationPlan) -> [String] {
        guard let links = plan.deepLinks else { return [] }
        return plan.routes.filter { links.links[$0.id] == nil }.compactMap { routePlan in
            sampleRoute(routePlan, in: plan).map {
                "check(\($0).deepLinkPath == nil, \"\(routePlan.sourceName) has no deep link\")"
            }
        }
    }

    /// What results promise: a value returned from a presented route or an alert reaches the
    /// waiting action once, and closing any other way answers nil, once.
    private static func resultChecks(_ plan: NavigationPlan) -> [String] {
        guard plan.returnsResults else { return [] }
        let state = plan.names.state.text
        let results = plan.names.results.text
        var lines: [String] = []
        func record(_ type: String) -> String {
            "{ (value: \(type)?) in answers.append(value.map { \"\\($0)\" } ?? \"nil\") }"
        }
        if let style = plan.presentationStyles.first,
            let route = plan.routes.first(where: { $0.result != nil && $0.resultReference != nil }),
            let type = route.result, let reference = route.resultReference,
            let value = sample(reference, variant: 2), let shown = sampleRoute(route, in: plan)
        {
            let typeName = spelled(type)
            lines += [
                "do {",
                "    var state = \(state)()",
                "    let results = \(results)()",
                "    var answers: [String] = []",
                "    state.present(\(shown), as: .\(style.rawValue))",
                "    results.wait(for: \(shown), in: state, \(record(typeName)))",
                "    results.deliver(\(value) as \(typeName), from: \(shown)) { state.closePresentation(of: \(shown)) }",
                "    check(answers == [\"\\(\(value) as \(typeName))\"], \"a returned value reaches the waiting action\")",
                "    check(state.presentations.isEmpty, \"returning closes the presentation\")",
                "    results.settle(state)",
                "    check(answers.count == 1, \"settling after a return answers nothing more\")",
                "    state.present(\(shown), as: .\(style.rawValue))",
                "    results.wait(for: \(shown), in: state, \(record(typeName)))",
                "    results.settle(state)",
                "    check(answers.count == 1, \"a presentation still shown is still awaited\")",
                "    state.dismiss()",
                "    results.settle(state)",
                "    check(answers.last == \"nil\" && answers.count == 2, \"closing without a value answers nil\")",
                "    results.settle(state)",
                "    check(answers.count == 2, \"an action is answered once\")",
                "    results.wait(for: \(shown), in: state, \(record(typeName)))",
                "    check(answers.count == 3 && answers.last == \"nil\", \"waiting on a route not presented answers nil at once\")",
                "}",
            ]
        }
        if let dialog = plan.dialogs.first(where: { $0.result != nil && $0.resultReference != nil }),
            let type = dialog.result, let reference = dialog.resultReference,
            let value = sample(reference, variant: 2)
        {
            var alert = plan.names.alertEnum.text + "." + dialog.caseName.spelling(as: .member)
            let arguments = dialog.parameters.map { parameter in
                sample(parameter.typeReference, variant: 2).map {
                    "\(parameter.label.spelling(as: .callLabel)): \($0)"
                }
            }
            if !arguments.isEmpty { alert += "(" + arguments.compactMap { $0 }.joined(separator: ", ") + ")" }
            if !arguments.contains(where: { $0 == nil }) {
                let typeName = spelled(type)
                lines += [
                    "do {",
                    "    var state = \(state)(alert: \(alert))",
                    "    let results = \(results)()",
                    "    var answers: [String] = []",
                    "    results.wait(forAlert: \(alert), in: state, \(record(typeName)))",
                    "    results.deliver(\(value) as \(typeName), fromAlert: \(alert)) { state.alert = nil }",
                    "    check(answers == [\"\\(\(value) as \(typeName))\"] && state.alert == nil, \"an alert's value reaches the waiting action\")",
                    "    state.alert = \(alert)",
                    "    results.wait(forAlert: \(alert), in: state, \(record(typeName)))",
                    "    state.alert = nil",
                    "    results.settle(state)",
                    "    results.settle(state)",
                    "    check(answers == [\"\\(\(value) as \(typeName))\", \"nil\"], \"an alert closed without a value answers nil once\")",
                ]
                if plan.conformances.isCodable {
                    lines += [
                        "    state.alert = \(alert)",
                        "    let decoded = try? JSONDecoder().decode(\(state).self, from: Data(json(state).utf8))",
                        "    check(decoded == state, \"the alert is saved with the state\")",
                        "    var saved = json(state)",
                        "    saved = saved.replacingOccurrences(of: \"\\\"\(dialog.caseName.text)\\\"\", with: \"\\\"removedAlert\\\"\")",
                        "    let older = try? JSONDecoder().decode(\(state).self, from: Data(saved.utf8))",
                        "    check(older != nil && older?.alert == nil, \"an alert this version lacks is dropped, the rest kept\")",
                    ]
                }
                lines.append("}")
            }
        }
        return lines
    }

    private static func stateChecks(_ plan: NavigationPlan, samples: [String]) -> [String] {
        guard samples.count > 1 else { return [] }
        let state = plan.names.state.text
        let (a, b) = (samples[0], samples[1])
        var lines = ["do {", "    var state = \(state)()", "    let initial = state.topRoute"]
        switch singleScene(plan) {
        case .stack?:
            lines += [
                "    state.push(\(a))",
                "    state.push(\(b))",
                "    check(state.stack.path == [\(a), \(b)] && state.topRoute == \(b), \"push appends\")",
                "    state.pop()",
                "    check(state.stack.path == [\(a)], \"pop removes the top\")",
                "    state.push(\(b))",
                "    state.popToRoot()",
                "    check(state.stack.path.isEmpty && state.topRoute == initial, \"popToRoot empties the path\")",
                "    state.pop()",
                "    check(state.stack.path.isEmpty, \"pop on an empty path does nothing\")",
                "    state.push(\(a))",
                "    state.dismiss()",
                "    check(state.stack.path.isEmpty, \"dismiss pops when nothing is presented\")",
                "    state.push(\(a))",
                "    state.setRoot(\(b))",
                "    check(state.stack.root == \(b) && state.stack.path.isEmpty, \"setRoot replaces the root and clears the path\")",
            ]
        case .split(let split)?:
            lines += [
                "    state.select(\(a))",
                "    state.push(\(b))",
                "    check(state.split.selection == \(a) && state.split.path == [\(b)], \"pushes go onto the detail stack\")",
                "    state.select(\(b))",
                "    check(state.split.selection == \(b) && state.split.path.isEmpty, \"a new selection clears the detail stack\")",
                "    state.select(nil)",
                "    check(state.visibleRoutes.count == \(split.hasContentColumn ? 3 : 2), \"every column is on screen\")",
                "    _ = initial",
            ]
            if split.hasContentColumn {
                lines += [
                    "    state.select(\(a))",
                    "    state.selectDetail(\(b))",
                    "    state.push(\(a))",
                    "    state.selectDetail(\(a))",
                    "    check(state.split.detailSelection == \(a) && state.split.path.isEmpty, \"a new detail selection clears the stack\")",
                    "    state.select(\(b))",
                    "    check(state.split.detailSelection == nil, \"a new sidebar selection clears the detail selection\")",
                ]
            }
        case nil:
            lines.append("    _ = initial")
            if case .tabs(let tabs) = plan.layout, tabs.count > 1 {
                let (first, second) = (tabs[0].name.spelling(as: .member), tabs[1].name.spelling(as: .member))
                lines += [
                    "    check(state.selectedTab == .\(first), \"the first tab is selected\")",
                    "    state.push(\(a))",
                    "    check(state.\(first).path == [\(a)], \"push goes to the selected tab's stack\")",
                    "    state.selectTab(.\(second))",
                    "    state.push(\(b))",
                    "    check(state.selectedTab == .\(second) && state.\(second).path == [\(b)], \"each tab has its own stack\")",
                    "    state.selectTab(.\(first))",
                    "    check(state.\(first).path == [\(a)] && state.\(second).path == [\(b)], \"selecting a tab keeps every stack\")",
                    "    state.selectTab(.\(first))",
                    "    check(state.\(first).path.isEmpty && state.\(second).path == [\(b)], \"re-selecting the selected tab pops it to the root\")",
                    "    state.openTab(.\(second))",
                    "    check(state.selectedTab == .\(second) && state.\(second).path == [\(b)], \"openTab keeps the tab's stack\")",
                    "    state.openTab(.\(first))",
                ]
                if plan.presents, let style = plan.presentationStyles.first {
                    lines += [
                        "    state.present(\(a), as: .\(style.rawValue))",
                        "    state.openTab(.\(second))",
                        "    check(state.presentations.isEmpty && state.selectedTab == .\(second), \"switching tab from a presentation closes it\")",
                        "    state.openTab(.\(first))",
                    ]
                }
            }
        }
        if plan.presents, let style = plan.presentationStyles.first {
            let other = plan.presentationStyles.last!
            lines += [
                "    state.dismissAll()",
                "    let before = state.visibleRoutes",
                "    state.present(\(a), as: .\(style.rawValue))",
                "    check(state.presentations.count == 1 && state.topRoute == \(a), \"present shows a \(style.rawValue)\")",
                "    check(state.presentedRoute(at: 0, as: .\(style.rawValue)) == \(a), \"the presentation is at depth 0\")",
                "    state.push(\(b))",
                "    check(state.topRoute == \(b) && state.presentedPath(at: 0) == [\(b)], \"push goes to the presented stack\")",
                "    state.present(\(b), as: .\(other.rawValue))",
                "    check(state.presentations.count == 2 && state.topRoute == \(b), \"a presentation over a presentation\")",
                "    state.dismiss()",
                "    check(state.presentations.count == 1 && state.topRoute == \(b), \"dismiss closes the top presentation\")",
                "    state.dismiss()",
                "    check(state.presentations.count == 1 && state.topRoute == \(a), \"then pops the presented stack\")",
                "    state.dismiss()",
                "    check(state.presentations.isEmpty && state.visibleRoutes == before, \"then closes the presentation\")",
                "    state.present(\(a), as: .\(style.rawValue))",
                "    state.present(\(b), as: .\(style.rawValue))",
                "    state.closePresentations(from: 1)",
                "    check(state.presentations.count == 1, \"closing from a depth keeps what is beneath\")",
                "    state.present(\(b), as: .\(style.rawValue))",
                "    state.dismissAll()",
                "    check(state.presentations.isEmpty, \"dismissAll closes every presentation\")",
            ]
        }
        if plan.selectsDetents, let style = plan.presentationStyles.first {
            // A sheet's detent is part of the state: it survives a round trip and closes with its sheet.
            let stateName = plan.names.state.text
            let roundTrip =
                plan.conformances.isCodable
                ? [
                    "    check((try? JSONDecoder().decode(\(stateName).self, from: Data(json(state).utf8))) == state, \"the detent round trips\")"
                ] : []
            lines += [
                "    state.present(\(a), as: .\(style.rawValue))",
                "    check(state.presentedDetent(at: 0) == nil, \"a sheet opens at its route's detent\")",
                "    state.setPresentedDetent(.fraction(0.5), at: 0)",
                "    check(state.presentedDetent(at: 0) == .fraction(0.5), \"the sheet's detent is in the state\")",
            ]
            lines += roundTrip
            lines += [
                "    state.setPresentedDetent(.large, at: 3)",
                "    check(state.presentedDetent(at: 3) == nil, \"no sheet, no detent\")",
                "    state.dismissAll()",
                "    state.present(\(a), as: .\(style.rawValue))",
                "    check(state.presentedDetent(at: 0) == nil, \"a new sheet opens at its route's detent again\")",
                "    state.dismissAll()",
            ]
        }
        lines.append("}")
        return lines
    }

    /// Guards: a guarded edge is performed when its guard says yes; when it says no the else
    /// edge is, and the presentation it opens keeps the original (saved with the state, when it
    /// is Codable), which `continueDeferred()` performs after closing it; a dismiss drops it.
    private static func guardChecks(_ plan: NavigationPlan, samples: [String]) -> [String] {
        guard plan.hasGuards, plan.presents, samples.count > 1, let style = plan.presentationStyles.first,
            let deferred = plan.names.deferredEdge?.text
        else { return [] }
        let state = plan.names.state.text
        let (a, b) = (samples[0], samples[1])
        let edge = "\(deferred).push(\(a))"
        let otherwise = "\(deferred).present(\(b), .\(style.rawValue))"
        var lines = [
            "do {",
            "    var direct = \(state)()",
            "    direct.perform(\(edge))",
            "    var allowed = \(state)()",
            "    allowed.perform(\(edge), guardedBy: true, otherwise: \(otherwise))",
            "    check(allowed == direct, \"a guard that says yes performs the edge\")",
            "    var refused = \(state)()",
            "    refused.perform(\(edge), guardedBy: false, otherwise: \(otherwise))",
            "    check(refused.presentations.count == 1 && refused.presentations[0].route == \(b), \"a guard that says no performs the else edge\")",
            "    check(refused.presentations.last?.deferred == \(edge), \"the presentation keeps the deferred edge\")",
            "    var continued = refused",
            "    continued.continueDeferred()",
            "    check(continued == direct, \"continue closes the presentation and performs the deferred edge\")",
            "    var dismissed = refused",
            "    dismissed.dismiss()",
            "    check(dismissed == \(state)() && dismissed.presentations.isEmpty, \"dismiss drops the deferred edge with its presentation\")",
            "    var closedAll = refused",
            "    closedAll.dismissAll()",
            "    check(closedAll == \(state)(), \"dismissAll drops the deferred edge\")",
            "    var nothing = \(state)()",
            "    nothing.perform(\(edge), guardedBy: false, otherwise: nil)",
            "    check(nothing == \(state)(), \"a guard without an else edge does nothing when it says no\")",
            "    var plain = \(state)()",
            "    plain.present(\(b), as: .\(style.rawValue))",
            "    plain.continueDeferred()",
            "    check(plain == \(state)(), \"continue with nothing deferred is a dismiss\")",
        ]
        if plan.conformances.isCodable {
            lines += [
                "    let saved = try! JSONEncoder().encode(refused)",
                "    check((try? JSONDecoder().decode(\(state).self, from: saved)) == refused, \"the deferred edge is saved with the state\")",
            ]
        }
        lines.append("}")
        return lines
    }

    private static func legacyChecks(_ plan: NavigationPlan, samples: [String]) -> [String] {
        guard plan.backends.legacy, samples.count > 1 else { return [] }
        let steps = plan.names.legacySteps.text
        let state = plan.names.state.text
        let (a, b) = (samples[0], samples[1])
        var lines = [
            "do {",
            "    // The link chain: a five-level path activates five links; going back truncates.",
            "    check((0..<6).map { \(steps).isActive(depth: $0, pathCount: 5) } == [true, true, true, true, true, false], \"a five-level path activates five links\")",
            "    check(\(steps).path([\(a), \(b), \(a), \(b), \(a)], settingLinkAt: 3, active: false).count == 3, \"going back from level four keeps three routes\")",
            "    check(\(steps).path([\(a)], settingLinkAt: 1, active: true) == [\(a)], \"activation comes from the path\")",
            "    check(\(steps).pathSteps(from: [\(a), \(b)], to: [\(a), \(a), \(b)]) == [[\(a)], [\(a), \(a)], [\(a), \(a), \(b)]], \"paths change by one push at a time after one truncation\")",
        ]
        if case .stack? = singleScene(plan) {
            var target = [
                "    var target = \(state)()", "    target.push(\(a))", "    target.push(\(b))",
                "    target.push(\(a))",
            ]
            var expected = 3
            if plan.presents, let style = plan.presentationStyles.first {
                target += ["    target.present(\(b), as: .\(style.rawValue))", "    target.push(\(a))"]
                expected += 2
            }
            lines += target
            lines += [
                "    let forward = \(steps).steps(from: \(state)(), to: target)",
                "    check(forward.count == \(expected) && forward.last == target, \"a deep change is applied one push or presentation at a time: \\(forward.count) steps\")",
                "    for (index, step) in forward.enumerated() where index > 0 {",
                "        let previous = forward[index - 1]",
                "        check(\(steps).steps(from: previous, to: step).count == 1, \"each step is one change\")",
                "    }",
                "    let back = \(steps).steps(from: target, to: \(state)())",
                "    check(back.last == \(state)() && back.count == \(plan.presents ? 2 : 1), \"going back closes presentations one at a time, then pops in one step: \\(back.count)\")",
                "    check(\(steps).steps(from: target, to: target).isEmpty, \"no steps between equal states\")",
            ]
        }
        lines.append("}")
        return lines
    }
}
