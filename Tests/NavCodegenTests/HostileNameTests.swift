import Foundation
import NavCodegen
import NavDriver
import NavSemantics
import NavSource
import NavSyntax
import TestSupport
import Testing

/// Every Swift keyword and every name the generated code uses, tried as a route name, a
/// parameter name, an action name, the `enum` header entry and the app name, in both flows.
/// For each the invariant is: `navc check` rejects it with an error located at the name, or the
/// generated file type-checks against the SwiftUI stub (Swift 6, warnings as errors, iOS
/// branches). Names are batched many to an app where they cannot interfere, and apps many to a
/// compiler run; a failing app is checked again alone before it is reported.
@Suite struct HostileNameTests {
    static let flows = ["indirect", "direct"]

    /// How many names share one small app, below the large-enum and chunked deep-link
    /// thresholds.
    static let namesPerApp = 24

    /// How many names share one large app: over 64 routes, over 32 of them with deep links.
    static let namesPerLargeApp = 70

    /// Every name to try, computed once.
    static let names = Result { try HostileNames.all() }

    /// Each name in `position` is rejected at the name, or its app's generated Swift compiles.
    @Test(arguments: NamePosition.allCases, flows)
    func everyNameIsRejectedAtTheNameOrCompiles(position: NamePosition, flow: String) throws {
        let names = try Self.names.get()
        // The listing must find the keywords and the generated code's own names.
        #expect(names.count >= HostileNames.swiftKeywords.count + 100, "only \(names.count) names")
        let accepted = names.filter { probeIsAcceptedOrRejectedAtTheName($0, position: position, flow: flow) }
        let flowIndex = Self.flows.firstIndex(of: flow) ?? 0
        let tag = "\(position.rawValue.prefix(1).uppercased())\(position.rawValue.dropFirst())\(flowIndex)"
        var apps: [(label: String, app: HostileApp)] = []
        var isolated: [(label: String, app: HostileApp)] = []
        var parsedOnly: [(label: String, app: HostileApp)] = []
        switch position {
        case .routeName where flow == "direct":
            // Route names in the direct flow go into large apps (over 64 routes, over 32 deep
            // links: chunked switches and chunked deep-link parsing), in the indirect flow into
            // small ones, so every name meets both flows and both code paths.
            let count = max(1, accepted.count / Self.namesPerLargeApp)
            for index in 0..<count {
                var chunk = Array(
                    accepted[(index * accepted.count / count)..<((index + 1) * accepted.count / count)])
                // Harmless fillers keep the app large when few names are accepted.
                while chunk.count < Self.namesPerLargeApp { chunk.append("hostileFiller\(chunk.count)") }
                apps.append(
                    (
                        "large app \(index): \(chunk)",
                        HostileApp.trying(chunk, as: position, appName: "Hostile\(tag)L\(index)", flow: flow)
                    ))
            }
        case .declaredType, .viewType:
            // The app's types are declared module-wide, so two apps in one compiler run would
            // declare the same type: every accepted name goes into one app, all shadowing at once.
            if !accepted.isEmpty {
                apps.append(
                    (
                        "\(accepted.count) names",
                        HostileApp.trying(accepted, as: position, appName: "Hostile\(tag)", flow: flow)
                    ))
            }
        case .routeName, .parameterName, .actionName, .guardName, .tabName:
            let perApp = position == .tabName ? GeneratedNames.maximumTabCount : Self.namesPerApp
            for (index, start) in stride(from: 0, to: accepted.count, by: perApp).enumerated() {
                let chunk = Array(accepted[start..<min(start + perApp, accepted.count)])
                apps.append(
                    (
                        "\(chunk)",
                        HostileApp.trying(chunk, as: position, appName: "Hostile\(tag)S\(index)", flow: flow)
                    ))
            }
        case .appName:
            // App names only prefix the generated type names, so apps cannot interfere and share
            // one run. The names the issue lists are type-checked (in one flow each,
            // alternately); every name is parsed in both flows.
            for (index, name) in accepted.enumerated() {
                let app = HostileApp.trying([name], as: position, appName: "HostileApp\(index)", flow: flow)
                if HostileNames.namedInTheIssue.contains(name) && index % 2 == flowIndex {
                    apps.append(("'\(name)'", app))
                } else {
                    parsedOnly.append(("'\(name)'", app))
                }
            }
        case .enumEntry:
            // An enum named like a name the generated code uses shadows it for the whole module,
            // so the names the issue lists are type-checked one per compiler run (in one flow
            // each, alternately) and the other names are parsed. Escaped keywords cannot shadow
            // anything and share one type-checked run.
            let shadowing: Set<String> = ["Any", "Self", "Type", "Protocol", "self"]
            for (index, name) in accepted.enumerated() {
                let app = HostileApp.trying([name], as: position, appName: "HostileEnum\(index)", flow: flow)
                if HostileNames.swiftKeywords.contains(name) && !shadowing.contains(name) {
                    apps.append(("'\(name)'", app))
                } else if HostileNames.namedInTheIssue.contains(name) && index % 2 == flowIndex {
                    isolated.append(("'\(name)'", app))
                } else {
                    parsedOnly.append(("'\(name)'", app))
                }
            }
        }
        try expectGeneratedSwiftCompiles(apps, batched: true, context: "\(position) (\(flow))")
        try expectGeneratedSwiftCompiles(isolated, batched: false, context: "\(position) (\(flow))")
        try expectGeneratedSwiftParses(parsedOnly, context: "\(position) (\(flow))")
    }

    /// The direct flow's router methods of `a` + action `bC` and of `aB` + action `c` must not
    /// both be `aBC()`, as when methods took the route's name: each action name is one method,
    /// so the file is rejected at a name or gives distinct methods that compile.
    @Test(arguments: flows)
    func routerMethodNamesDoNotCollide(flow: String) throws {
        let app = HostileApp(
            appName: "MethodNames", enumName: nil, flow: flow,
            routes: """
                route hostileHome -> MethodNamesHome {
                    action openA = push a
                    action openAB = push aB
                    action bC = push a
                    action c = push aB
                }

                route a -> MethodNamesA {
                    action bC = push aB
                    action back = pop
                }

                route aB -> MethodNamesAB {
                    action c = push a
                    action back = pop
                }

                """)
        let source = SourceFile(path: "MethodNames.nav", text: app.source)
        let errors = Pipeline.check(source).diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            let located = errors.contains { error in
                ["bC", "c", "aB", "a"].contains { overlapsToken(error.range, named: $0, in: source) }
            }
            #expect(located, "rejected, but not at a name: \(errors.map(\.message))")
            return
        }
        try expectGeneratedSwiftCompiles(
            [("a + bC and aB + c", app)], batched: false, context: "router methods")
    }

    /// A model type or view named like a type navc generates for the app (`ShopNavigation` in
    /// app `Shop`) would be declared twice: `navc check` rejects it at the name, in both
    /// positions, whatever the app's features.
    @Test(arguments: ["Route", "NavigationState", "Router", "Navigation", "Tab", "Alert", "Guards"])
    func typesNamedLikeGeneratedTypesAreRejected(suffix: String) throws {
        let name = "Shop" + suffix
        let declared = """
            navigation Shop {
                target iOS 15
                flow indirect
            }

            type \(name): Codable, Hashable, Sendable
            guard signedIn

            tab home {
                title "Home"
                roots home
            }

            route home -> HomeView {
                action open(item: \(name)) = push detail(item: item) if signedIn else sheet signIn
                action ask = alert confirm
                alert confirm {
                    title "Sure?"
                }
            }

            route detail(item: \(name)) -> DetailView {
                action back = pop
            }

            route signIn -> SignInView {
                action done = continue
            }

            """
        let viewNamed = declared.replacingOccurrences(of: "-> DetailView", with: "-> \(name)")
            .replacingOccurrences(of: "type \(name)", with: "type Item")
            .replacingOccurrences(of: "item: \(name)", with: "item: Item")
        for text in [declared, viewNamed] {
            let source = SourceFile(path: "Shop.nav", text: text)
            let errors = Pipeline.check(source).diagnostics.filter { $0.severity == .error }
            #expect(
                errors.contains {
                    $0.code == .nameCollision && overlapsToken($0.range, named: name, in: source)
                },
                "'\(name)' is not rejected at the name: \(errors.map(\.message))")
        }
    }

    /// `let`, `var` and `inout` as parameter names: Swift needs backticks for them as argument
    /// labels only where it does (`inout`), and warns about the others (errors here).
    @Test(arguments: flows)
    func letVarAndInoutWorkAsParameterNames(flow: String) throws {
        let names = ["let", "var", "inout"]
        for name in names {
            #expect(probeIsAcceptedOrRejectedAtTheName(name, position: .parameterName, flow: flow))
        }
        let accepted = names.filter {
            Pipeline.check(
                SourceFile(
                    path: "p.nav",
                    text: HostileApp.trying([$0], as: .parameterName, appName: "Labels", flow: flow).source)
            ).diagnostics.allSatisfy { $0.severity != .error }
        }
        guard !accepted.isEmpty else { return }
        let app = HostileApp.trying(accepted, as: .parameterName, appName: "Labels", flow: flow)
        try expectGeneratedSwiftCompiles([("\(accepted)", app)], batched: false, context: "let, var, inout")
    }

    // MARK: - Checking

    /// Checks a one-name app: true when `navc check` accepts it; when it rejects it, expects an
    /// error whose range covers an occurrence of the name, and returns false.
    private func probeIsAcceptedOrRejectedAtTheName(_ name: String, position: NamePosition, flow: String)
        -> Bool
    {
        let app = HostileApp.trying([name], as: position, appName: "HostileProbe", flow: flow)
        let source = SourceFile(path: "probe.nav", text: app.source)
        let errors = Pipeline.check(source).diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return true }
        let located = errors.contains { overlapsToken($0.range, named: name, in: source) }
        #expect(
            located,
            "\(position) '\(name)' (\(flow)) is rejected, but no error points at the name: \(errors.prefix(3).map { "\($0.code.id) \($0.message) at \($0.range)" })"
        )
        return false
    }

    /// Whether `range` overlaps an identifier token spelled `name` (an empty range touching it
    /// counts).
    private func overlapsToken(_ range: ByteRange, named name: String, in source: SourceFile) -> Bool {
        Lexer.tokenize(source).tokens.contains { token in
            guard source.text(token.range) == name else { return false }
            let tokenRange = token.range
            if range.isEmpty { return tokenRange.start <= range.start && range.start <= tokenRange.end }
            return range.start < tokenRange.end && tokenRange.start < range.end
        }
    }

    /// The files of one app: its generated Swift and stand-in views, for the iOS branches.
    private func files(of app: HostileApp, index: Int) throws -> [(name: String, text: String)]? {
        let source = SourceFile(path: "\(app.appName).nav", text: app.source)
        let built = Pipeline.build(
            source, options: GeneratorOptions(sourcePath: source.path, toolVersion: "0.1.0"))
        let errors = built.diagnostics.filter { $0.severity == .error }
        guard let file = built.file, errors.isEmpty,
            let plan = Pipeline.check(
                source, options: GeneratorOptions(sourcePath: source.path, toolVersion: "0.1.0")
            ).plan
        else {
            Issue.record(
                "an app of names accepted one by one does not build: \(errors.prefix(5).map(\.message))")
            return nil
        }
        var files: [(name: String, text: String)] = [
            ("G\(index)_Generated.swift", PlatformFlavor.iOS.apply(to: file.contents)),
            (
                "G\(index)_Views.swift",
                PlatformFlavor.iOS.apply(to: ContractSources.views(for: plan))
            ),
        ]
        if let model = Pipeline.check(source).model, !model.declaredTypes.isEmpty {
            files.append(("G\(index)_Types.swift", ContractSources.standInTypes(for: model)))
        }
        return files
    }

    /// Type-checks the apps, all in one run when `batched`; an app that fails in the batch is
    /// checked again alone, so only its own errors are reported.
    private func expectGeneratedSwiftCompiles(
        _ apps: [(label: String, app: HostileApp)], batched: Bool, context: String
    ) throws {
        guard !apps.isEmpty else { return }
        var groups: [(label: String, files: [(name: String, text: String)])] = []
        for (index, entry) in apps.enumerated() {
            if let files = try files(of: entry.app, index: index) { groups.append((entry.label, files)) }
        }
        // Files that do not even parse are reported as such and left out of the type-check.
        let parse = try CompilerRuns.parseErrors(groups.map { $0.files[0] })
        for (index, errors) in parse.sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "\(context) \(groups[index].label): generated Swift does not parse:\n\(CompilerRuns.annotate(Array(errors.prefix(4)), with: groups[index].files).joined(separator: "\n"))"
            )
        }
        let parsing = groups.indices.filter { parse[$0] == nil }.map { groups[$0] }
        var failing: [Int: [String]]
        if batched {
            failing = try CompilerRuns.typecheckErrors(parsing.map(\.files))
            if parsing.count > 1 {
                for index in failing.keys.sorted() {
                    let alone = try CompilerRuns.typecheckErrors([parsing[index].files])
                    failing[index] = alone[0]
                }
            }
        } else {
            failing = [:]
            for (index, group) in parsing.enumerated() {
                if let errors = try CompilerRuns.typecheckErrors([group.files])[0] { failing[index] = errors }
            }
        }
        for (index, errors) in failing.sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "\(context) \(parsing[index].label): generated Swift does not type-check:\n\(CompilerRuns.annotate(Array(errors.prefix(4)), with: parsing[index].files).joined(separator: "\n"))"
            )
        }
    }

    /// Parses the generated files of `apps` in one `swiftc -parse` run.
    private func expectGeneratedSwiftParses(_ apps: [(label: String, app: HostileApp)], context: String)
        throws
    {
        var groups: [(label: String, files: [(name: String, text: String)])] = []
        for (index, entry) in apps.enumerated() {
            if let files = try files(of: entry.app, index: index) { groups.append((entry.label, files)) }
        }
        let parse = try CompilerRuns.parseErrors(groups.map { $0.files[0] })
        for (index, errors) in parse.sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "\(context) \(groups[index].label): generated Swift does not parse:\n\(CompilerRuns.annotate(Array(errors.prefix(4)), with: groups[index].files).joined(separator: "\n"))"
            )
        }
    }
}
