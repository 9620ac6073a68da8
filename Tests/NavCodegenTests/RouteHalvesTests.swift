import Foundation
import NavCodegen
import NavDriver
import NavGraph
import NavLint
import NavPlan
import NavSemantics
import NavSource
import NavSyntax
import Testing

/// A large app's routes are resolved in two halves on two cores (``RouteSplit``); wherever the
/// routes are divided, the result must be the one that resolving them on one core gives.
@Suite struct RouteHalvesTests {
    /// Every `.nav` file of the samples, the corpus, the generator fixtures and the checker's
    /// diagnostic fixtures, relative to the repository root.
    static let files: [String] = {
        let root = GeneratorCase.repositoryRoot
        let folders = [
            "Samples", "Tests/NavCodegenTests/Corpus", "Tests/NavCodegenTests/Fixtures",
            "Tests/NavCodegenTests/Snapshots", "Tests/NavSyntaxTests/Fixtures/check",
            "Tests/NavSyntaxTests/Fixtures/diagnostics",
        ]
        return folders.flatMap { folder in
            (FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?
                .compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".nav") }
                .map { folder + "/" + $0 }
        }.sorted()
    }()

    /// The listing finds the files it is meant to: a test over an empty list would pass.
    @Test func theListingFindsFilesWithAndWithoutErrors() throws {
        #expect(Self.files.count >= 100, "\(Self.files.count) files")
        let outcomes = try Self.files.map { try Self.outcome(of: $0, split: .never) }
        #expect(outcomes.filter(\.isAccepted).count >= 50)
        #expect(outcomes.filter { !$0.isAccepted && $0.routeCount > 1 }.count >= 20)
    }

    /// Every division of every file's routes gives the diagnostics, generated file, graph and
    /// lint findings of the undivided check: the halves' edges and dialogs are renumbered into
    /// one list, and a second half that reports stops for the first core to go on in order.
    @Test(arguments: files)
    func everyDivisionChecksAsOneCoreDoes(path: String) throws {
        let whole = try Self.outcome(of: path, split: .never)
        // A large file is divided at a spread of places rather than at every route.
        let splits = Array(1..<max(whole.routeCount, 1))
        let step = max(1, splits.count / 40)
        for split in stride(from: 1, to: whole.routeCount, by: step) {
            let halves = try Self.outcome(of: path, split: .before(split))
            #expect(halves == whole, "\(path) divided before route \(split)")
            // A file without diagnostics is resolved in two halves to the end: a second half
            // that stopped would hide a half that reads what it should not.
            if whole.diagnostics.isEmpty {
                #expect(
                    halves.secondCoreRoutes == split..<whole.routeCount,
                    "\(path) divided before route \(split)")
            }
        }
    }

    /// A file large enough to be divided by default is: the default division checks as one
    /// core does, on an app with alerts, guards, toolbars and root edges in both halves.
    @Test func aLargeAppIsDividedAsOneCoreChecksIt() throws {
        let text = Self.largeApp(routes: Checker.halvedRouteCount + 10)
        let source = SourceFile(path: "Large.nav", text: text)
        let automatic = Self.outcome(of: source, split: .automatic)
        let whole = Self.outcome(of: source, split: .never)
        #expect(whole.isAccepted, "\(whole.diagnostics)")
        #expect(automatic == whole)
        let count = whole.routeCount
        #expect(automatic.secondCoreRoutes == count / 2..<count)
        #expect(whole.secondCoreRoutes == nil)
    }

    /// What a check gives, in the forms that read every part of the model.
    struct Outcome: Equatable {
        static func == (left: Outcome, right: Outcome) -> Bool {
            left.routeCount == right.routeCount && left.diagnostics == right.diagnostics
                && left.generated == right.generated && left.graph == right.graph && left.lint == right.lint
        }

        var routeCount: Int
        /// The routes another core resolved; not compared, as it differs by design.
        var secondCoreRoutes: Range<Int>?
        var diagnostics: [String]
        var generated: String?
        var graph: String?
        var lint: [String]?

        var isAccepted: Bool { generated != nil }
    }

    static func outcome(of path: String, split: RouteSplit) throws -> Outcome {
        let url = GeneratorCase.repositoryRoot.appendingPathComponent(path)
        let source = SourceFile(path: path, bytes: Array(try Data(contentsOf: url)))
        return outcome(of: source, split: split)
    }

    static func outcome(of source: SourceFile, split: RouteSplit) -> Outcome {
        let parsed = Parser.parse(source)
        guard !parsed.hasErrors else {
            return Outcome(routeCount: 0, diagnostics: parsed.diagnostics.map(describe))
        }
        let checked = Checker.check(parsed.tree, routeSplit: split)
        var outcome = Outcome(
            routeCount: checked.model.routes.count, secondCoreRoutes: checked.routesResolvedOnSecondCore,
            diagnostics: checked.diagnostics.map(describe))
        guard !checked.hasErrors else { return outcome }
        let analysis = AnalysisResult(
            source: source, model: checked.model, header: checked.model.app, plan: nil,
            diagnostics: checked.diagnostics)
        outcome.lint = Pipeline.lint(analysis, configuration: LintConfiguration()).diagnostics.map(describe)
        outcome.graph = RouteGraphRenderer.render(checked.model, as: .dot)
        let planned = PlanBuilder.build(
            checked.model, options: PlanOptions(sourcePath: source.path, toolVersion: "test"))
        outcome.diagnostics += planned.diagnostics.map(describe)
        outcome.generated = planned.plan.map { SwiftGenerator.generate($0, sourcePath: source.path).contents }
        return outcome
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.range) \(diagnostic.code) \(diagnostic.message) \(diagnostic.notes) \(diagnostic.fixIts)"
    }

    /// An app of `routes` routes in a chain, each with an action, an alert whose button pushes,
    /// a guarded toolbar button with an else edge, a result, and every tenth a root edge.
    static func largeApp(routes: Int) -> String {
        var text = "navigation Large {\n    target iOS 17\n    roots r0\n}\n\nguard signedIn\n\n"
        for index in 0..<routes {
            let next = (index + 1) % routes
            text += "route r\(index)(count: Int = 0) -> View\(index) {\n"
            text += "    title \"Screen \(index)\"\n"
            text += "    action open = push r\(next)(count: count)\n"
            text += "    action confirm = alert confirm\(index)\n"
            if index % 10 == 0 { text += "    action restart = root r0\n" }
            text += "    alert confirm\(index) {\n        title \"Sure?\"\n"
            text += "        button(\"Go\") = push r\(next)\n    }\n"
            text += "    action close = dismiss\n"
            text +=
                "    toolbar {\n        item topBarTrailing button(\"Next\") = push r\(next) if signedIn else sheet r\(next)\n    }\n"
            text += "}\n\n"
        }
        return text
    }
}
