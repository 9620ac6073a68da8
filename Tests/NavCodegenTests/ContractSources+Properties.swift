import Foundation
import NavPlan
import NavSemantics
import NavSwift
import NavSyntax

/// Properties over generated values, added to the harness: every route value of every
/// parameter type is distinct, round-trips through Codable, and (for routes with a deep link)
/// prints a deep link that parses back to the same value under every kind of base URL.
extension ContractSources {
    /// What the property checks could not cover: routes whose parameters the tests cannot build.
    struct PropertyCoverage {
        var unbuildableRoutes: [String]
    }

    /// The standard harness with `extra` statements run before it prints its verdict.
    static func harness(for plan: NavigationPlan, appending extra: [String]) -> String {
        var lines = harness(for: plan).components(separatedBy: "\n")
        let verdict = lines.lastIndex { $0.hasPrefix("print(failures") } ?? lines.endIndex
        lines.insert(contentsOf: extra, at: verdict)
        return lines.joined(separator: "\n")
    }

    /// Several values of each route, combining `sampleValues(of:in:)` of its parameters
    /// position by position, or nil when a parameter's type cannot be built.
    static func sampleRoutes(_ route: Route, in model: SemanticModel) -> [String]? {
        let member = "\(model.app.generatedNames.routeEnum).\(SwiftName(route.name).spelling(as: .member))"
        guard !route.parameters.isEmpty else { return [member] }
        var columns: [[String]] = []
        for parameter in route.parameters {
            let values = sampleValues(of: parameter.type, in: model)
            guard !values.isEmpty else { return nil }
            columns.append(values)
        }
        let count = columns.map(\.count).max() ?? 1
        return (0..<count).map { index in
            let arguments = zip(route.parameters, columns).map { parameter, values in
                "\(SwiftName(parameter.name).spelling(as: .callLabel)): \(values[index % values.count])"
            }
            return "\(member)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// The property checks for `model`, as top-level statements for the harness, and what they
    /// could not cover.
    static func propertyChecks(for model: SemanticModel) -> (lines: [String], coverage: PropertyCoverage) {
        let enumName = model.app.generatedNames.routeEnum
        var all: [String] = []
        var linked: [String] = []
        var defaults: [String] = []
        var unbuildable: [String] = []
        for route in model.routes {
            guard let values = sampleRoutes(route, in: model) else {
                unbuildable.append(route.name)
                continue
            }
            all += values
            if route.deepLink != nil { linked += values }
            defaults += defaultArgumentChecks(route, in: model)
        }
        var lines = [
            "",
            "// Properties over generated values of every parameter type.",
            "let generatedRoutes: [\(enumName)] = [",
        ]
        lines += all.map { "    \($0)," }
        lines += [
            "]",
            "check(Set(generatedRoutes).count == generatedRoutes.count, \"generated route values are distinct\")",
        ]
        if model.conformances.codable.holds {
            lines += [
                "for route in generatedRoutes {",
                "    let data = try? JSONEncoder().encode(route)",
                "    check(data.flatMap { try? JSONDecoder().decode(\(enumName).self, from: $0) } == route, \"Codable round trip of \\(route)\")",
                "}",
            ]
        }
        lines += defaults
        if !linked.isEmpty {
            lines += [
                "let linkedRoutes: [\(enumName)] = ["
            ]
            lines += linked.map { "    \($0)," }
            lines += [
                "]",
                "for route in linkedRoutes {",
                "    guard let path = route.deepLinkPath else {",
                "        check(false, \"\\(route) has a deep-link path\")",
                "        continue",
                "    }",
                "    check(path.hasPrefix(\"/\"), \"the deep-link path of \\(route) starts with '/': \\(path)\")",
                "    check(URL(string: \"https://example.com\" + path).flatMap(\(enumName).init(deepLink:)) == route, \"https://example.com\\(path) opens \\(route)\")",
                "    for base in [\"https://example.com\", \"https://example.com/\", \"myapp://\", \"hackernews://\"] {",
                "        let url = route.deepLinkURL(base: URL(string: base)!)",
                "        check(url.flatMap(\(enumName).init(deepLink:)) == route, \"deepLinkURL(base: \\(base)) of \\(route) opens it again: \\(url?.absoluteString ?? \"nil\")\")",
                "        check(url?.absoluteString.hasPrefix(base) == true, \"deepLinkURL(base: \\(base)) of \\(route) starts with the base: \\(url?.absoluteString ?? \"nil\")\")",
                "        check(url?.standardized.absoluteString == url?.absoluteString, \"deepLinkURL(base: \\(base)) of \\(route) survives URL.standardized: \\(url?.standardized.absoluteString ?? \"nil\")\")",
                "        check(url.map(\\.standardized).flatMap(\(enumName).init(deepLink:)) == route, \"deepLinkURL(base: \\(base)) of \\(route), standardized, opens it again\")",
                "        check(url.flatMap { \(enumName)(deepLink: $0, base: URL(string: base)!) } == route, \"deepLinkURL(base: \\(base)) of \\(route) opens it again under its base\")",
                "    }",
                "    for base in [\"https://example.com/app\", \"https://Example.com/app/\", \"myapp://host/app\", \"myapp://host\"] {",
                "        let url = route.deepLinkURL(base: URL(string: base)!)",
                "        check(url.flatMap { \(enumName)(deepLink: $0, base: URL(string: base)!) } == route, \"deepLinkURL(base: \\(base)) of \\(route), a base with a path, opens it again under its base: \\(url?.absoluteString ?? \"nil\")\")",
                "        check(url.flatMap { \(enumName)(deepLink: $0, base: URL(string: \"https://example.com/other\")!) } == nil, \"deepLinkURL(base: \\(base)) of \\(route) opens nothing under another base\")",
                "    }",
                "    check(\(enumName)(deepLink: URL(string: \"https://example.org\" + path)!, base: URL(string: \"https://example.com\")!) == nil, \"a link of another host opens nothing under a web base: \\(path)\")",
                "}",
            ]
        }
        return (lines, PropertyCoverage(unbuildableRoutes: unbuildable))
    }

    /// Checks that a route's case can be written without its defaulted parameters: the enum
    /// case carries the defaults the `.nav` file declares (`.product(id: 3)` means
    /// `.product(id: 3, variant: nil)`).
    private static func defaultArgumentChecks(_ route: Route, in model: SemanticModel) -> [String] {
        guard route.parameters.contains(where: { $0.defaultValue != nil }) else { return [] }
        let member = "\(model.app.generatedNames.routeEnum).\(SwiftName(route.name).spelling(as: .member))"
        var required: [String] = []
        var explicit: [String] = []
        for parameter in route.parameters {
            let label = SwiftName(parameter.name).spelling(as: .callLabel)
            if let value = parameter.defaultValue {
                explicit.append("\(label): \(literal(value))")
                continue
            }
            guard let value = sampleValues(of: parameter.type, in: model).first else { return [] }
            required.append("\(label): \(value)")
            explicit.append("\(label): \(value)")
        }
        let short = "\(member)(\(required.joined(separator: ", ")))"
        let long = "\(member)(\(explicit.joined(separator: ", ")))"
        return [
            "check(\(short) == \(long), \"\(route.name) can be written without its defaulted parameters\")"
        ]
    }
}
