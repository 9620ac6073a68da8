import Foundation
import NavCodegen
import NavDriver
import NavPlan
import NavSemantics
import NavSource
import TestSupport
import Testing

/// Apps above the large-enum threshold take the chunked shapes: switches split into chunk
/// functions with `default:` arms, and Codable written by hand. They must compile, run and
/// type-check like small ones.
@Suite struct LargeAppTests {
    /// A valid app with `count` routes of mixed parameters, edges and deep links.
    static func source(routes count: Int) -> String {
        var text = "navigation Big {\n    target iOS 16\n    roots r0\n}\n"
        for index in 0..<count {
            let next = (index + 1) % count
            let parameters =
                index == 0
                ? "" : index % 3 == 0 ? "(id: Int, name: String? = nil)" : index % 3 == 1 ? "(key: UUID)" : ""
            text += "\nroute r\(index)\(parameters) -> View\(index) {\n    title \"Route \(index)\"\n"
            if index % 3 == 0 && index != 0 { text += "    url \"/r\(index)/{id}\"\n" }
            if index == 3 || index == 98 { text += "    formerly legacy\(index)\n" }
            let nextArguments =
                next == 0 ? "" : next % 3 == 0 ? "(id: \(index))" : next % 3 == 1 ? "(key: key)" : ""
            if next % 3 == 1 && next != 0 && index % 3 != 1 {
                text += "    action go(key: UUID) = push r\(next)(key: key)\n"
            } else {
                text += "    action go = push r\(next)\(nextArguments)\n"
            }
            if index % 5 == 0 {
                text += "    action show = sheet r\(index / 5 * 3 + 2 < count ? index / 5 * 3 + 2 : 2)\n"
            }
            if index != 0 { text += "    action back = pop\n" }
            text += "}\n"
        }
        return text
    }

    @Test func largeAppCompilesRunsAndTypeChecks() throws {
        let text = Self.source(routes: 100)
        let plan = try CompilerRuns.plan(of: text, path: "Big.nav")
        let generated = SwiftGenerator.generate(plan, sourcePath: "Big.nav")
        #expect(generated.contents.contains("getDestinationChunk3"), "large apps switch through chunks")
        #expect(
            generated.contents.contains("extension BigRoute: Codable"), "large apps write Codable by hand")
        #expect(!generated.contents.contains("enum BigRoute: Hashable, Sendable, Codable"))

        let harness = ContractSources.harness(for: plan)
        #expect(
            harness.contains("the former name legacy98"), "the harness decodes state saved under former names"
        )
        let output = try CompilerRuns.compileAndRun([
            ("Generated.swift", generated.contents), ("main.swift", harness),
        ])
        #expect(output == "OK\n", "\(output.prefix(3000))")
        let outcome = try StubCompiler.typecheck(sources: [
            generated.contents, ContractSources.views(for: plan),
        ])
        #expect(outcome.succeeded, "\(outcome.diagnostics.prefix(2000))")
    }

    /// An app large enough that `navc build` translates and renders its parts on background
    /// threads writes the file that rendering it whole gives (a small app's parts, written on
    /// the writer's thread, are compared in `GeneratorTests`).
    @Test func partsWrittenOnBackgroundThreadsMakeTheWholeRendering() throws {
        let routeCount = SwiftGenerator.backgroundGenerationRouteCount + 44
        let plan = try CompilerRuns.plan(of: Self.source(routes: routeCount), path: "Big.nav")
        #expect(plan.routes.count == routeCount)
        let generated = SwiftGenerator.generate(plan, sourcePath: "Big.nav")
        for chunkSize in [1, 512, 1 << 16] {
            var streamed: [UInt8] = []
            Pipeline.generate(plan, chunkSize: chunkSize) { streamed.append(contentsOf: $0) }
            #expect(String(decoding: streamed, as: UTF8.self) == generated.contents, "chunks of \(chunkSize)")
        }
    }
}

/// Large apps write the ways deep links open as a tree (each node its parent's screens plus one
/// step); small apps spell out each way. Both must open exactly the same state.
@Suite struct SharedWayTests {
    /// A tab app of `count` routes whose edges push, present sheets and covers over
    /// presentations and switch tabs, with a deep link on every route, named `name`. The state
    /// JSON of each link also compares the hand-written Codable of large route enums with the
    /// synthesized one of small enums.
    static func source(routes count: Int, name: String) -> String {
        var text = "navigation \(name) {\n    target iOS 17\n}\n"
        for tab in 0..<2 {
            text += "\ntab t\(tab) {\n    title \"Tab \(tab)\"\n    image \"star\"\n    roots r\(tab)\n}\n"
        }
        func hasCount(_ index: Int) -> Bool { index % 3 == 0 && index > 1 }
        func value(_ index: Int) -> String { "r\(index)" + (hasCount(index) ? "(count: \(index % 7))" : "") }
        for index in 0..<count {
            let parameters = hasCount(index) ? "(count: Int, note: String? = nil)" : ""
            text += "\nroute r\(index)\(parameters) -> View\(index) {\n"
            text += "    title \"Route \(index)\"\n"
            text += "    url \"/r\(index)\(hasCount(index) ? "/{count}" : "")\"\n"
            text += "    action next = push \(value((index + 1) % count))\n"
            if index % 4 == 1 { text += "    action show = sheet \(value((index * 7 + 3) % count))\n" }
            if index % 5 == 2 { text += "    action cover = cover \(value((index * 11 + 5) % count))\n" }
            if index % 6 == 3 { text += "    action other = tab t\(index % 2)\n" }
            text += "}\n"
        }
        return text
    }

    /// Every placement of the plan that shares ways reads back as the whole plan's.
    static func expectSameWays(shared: NavigationPlan, whole: NavigationPlan) throws {
        let sharedLinks = try #require(shared.deepLinks)
        let wholeLinks = try #require(whole.deepLinks)
        for route in shared.routes {
            let sharedPlacement = try #require(sharedLinks.placements[route.id])
            let wholePlacement = try #require(wholeLinks.placements[route.id])
            #expect(
                sharedLinks.stepsFromInitialState(of: sharedPlacement)
                    == wholeLinks.stepsFromInitialState(of: wholePlacement), "\(route.sourceName)")
        }
    }

    /// A program that opens each of `paths` (under `https://example.com`, as `url`) with the
    /// app named `Shared` and the one named `Whole`, `open(name)` being the expression that
    /// opens it (once for each of `answers`, as `answer`, when there are any), and prints `OK`
    /// when the two open the same state, compared as JSON, for every link.
    static func harness(comparing paths: [String], answers: [Bool]?, open: (String) -> String) -> String {
        let indent = answers == nil ? "    " : "        "
        return [
            "import Foundation",
            "",
            "func json<T: Encodable>(_ value: T?) -> String {",
            "    let encoder = JSONEncoder()",
            "    encoder.outputFormatting = .sortedKeys",
            "    return value.map { String(decoding: try! encoder.encode($0), as: UTF8.self) } ?? \"nil\"",
            "}",
            "var failures = 0",
            "for path in \(paths) {",
            "    let url = URL(string: \"https://example.com\" + path)!",
            answers.map { "    for answer in \($0) {" } ?? "",
            "\(indent)let shared = json(\(open("Shared")))",
            "\(indent)let whole = json(\(open("Whole")))",
            "\(indent)if shared == \"nil\" || shared != whole {",
            "\(indent)    print(\"FAIL: \\(path) opens \\(shared), not \\(whole)\")",
            "\(indent)    failures += 1",
            "\(indent)}",
            answers == nil ? "" : "    }",
            "}",
            "print(failures == 0 ? \"OK\" : \"\\(failures) failures\")",
        ].joined(separator: "\n")
    }

    @Test func sharedWaysOpenTheStatesWholeWaysOpen() throws {
        let count = 120
        let shared = Pipeline.check(
            SourceFile(path: "Shared.nav", text: Self.source(routes: count, name: "Shared")))
        // The same graph under the small-app shapes: a threshold above its size.
        let whole = Pipeline.check(
            SourceFile(path: "Whole.nav", text: Self.source(routes: count, name: "Whole")),
            options: PlanOptions(sourcePath: "Whole.nav", toolVersion: "test", largeEnumThreshold: count + 1))
        #expect(!shared.hasErrors, "\(shared.diagnostics.prefix(5).map(\.message))")
        #expect(!whole.hasErrors, "\(whole.diagnostics.prefix(5).map(\.message))")
        let sharedPlan = try #require(shared.plan)
        let wholePlan = try #require(whole.plan)
        let sharedCode = SwiftGenerator.generate(sharedPlan, sourcePath: "Shared.nav").contents
        let wholeCode = SwiftGenerator.generate(wholePlan, sourcePath: "Whole.nav").contents
        let opener = try #require(sharedPlan.deepLinks?.wayOpener?.text)
        #expect(sharedCode.contains("private mutating func \(opener)("), "large apps share the ways")
        #expect(wholePlan.deepLinks?.wayOpener == nil, "small apps spell out each way")
        // Ways several steps long, through presentations, so that the tree has something to share.
        let ways = try #require(sharedPlan.deepLinks?.ways)
        #expect(ways.contains { if case .present = $0.step { true } else { false } })
        let sharedLinks = try #require(sharedPlan.deepLinks)
        let stepCounts = sharedLinks.placements.values.map { sharedLinks.stepsFromInitialState(of: $0).count }
        #expect(ways.count < stepCounts.reduce(0, +))
        // Each shared placement holds its last step alone; its way reads back as the whole one.
        #expect(sharedLinks.placements.values.allSatisfy { $0.steps.count <= 1 })
        #expect(stepCounts.contains { $0 > 3 })
        try Self.expectSameWays(shared: sharedPlan, whole: wholePlan)

        // Every other route with parameters gets a value for its optional one, so that encoding
        // writes it and leaves a nil one out, as synthesized Codable does.
        let paths = (0..<count).map { index in
            "/r\(index)"
                + (index % 3 == 0 && index > 1
                    ? "/\(index % 7)" + (index % 2 == 0 ? "?note=n\(index)" : "") : "")
        }
        let harness = Self.harness(comparing: paths, answers: nil) { prefix in
            "\(prefix)NavigationState(deepLink: url)"
        }

        let output = try CompilerRuns.compileAndRun([
            ("Shared.swift", sharedCode), ("Whole.swift", wholeCode), ("main.swift", harness),
        ])
        #expect(output == "OK\n", "\(output.prefix(3000))")
    }

    /// A chain of `count` routes, each pushing the next, every third push behind a guard whose
    /// else edge presents a sign-in sheet, with a deep link on every route.
    static func guardedChain(routes count: Int, name: String, inTabs: Bool) -> String {
        var text =
            "navigation \(name) {\n    target iOS 17\n" + (inTabs ? "" : "    roots r0\n")
            + "}\n\nguard signedIn\n"
        if inTabs {
            // The chain is the second tab's, so each way begins with a tab switch.
            text += "\ntab first {\n    title \"First\"\n    image \"star\"\n    roots home\n}\n"
            text += "\ntab second {\n    title \"Second\"\n    image \"star\"\n    roots r0\n}\n"
            text += "\nroute home -> HomeView {\n    url \"/home\"\n}\n"
        }
        text += "\nroute signIn -> SignInView {\n    url \"/sign-in\"\n    action done = continue\n}\n"
        for index in 0..<count {
            text += "\nroute r\(index) -> View\(index) {\n    url \"/r\(index)\"\n"
            if index + 1 < count {
                let guarded = index % 3 == 2 ? " if signedIn else sheet signIn" : ""
                text += "    action next = push r\(index + 1)\(guarded)\n"
            }
            text += "}\n"
        }
        return text
    }

    /// Links whose shared ways go through guards ask the guards the whole ways ask, at the same
    /// steps, and open the same states whether each guard says yes or no, in a stack app and in
    /// a tab of a tab app.
    @Test(arguments: [false, true])
    func sharedWaysAskTheGuardsWholeWaysAsk(inTabs: Bool) throws {
        let count = 80
        let shared = Pipeline.check(
            SourceFile(
                path: "Shared.nav", text: Self.guardedChain(routes: count, name: "Shared", inTabs: inTabs)))
        let whole = Pipeline.check(
            SourceFile(
                path: "Whole.nav", text: Self.guardedChain(routes: count, name: "Whole", inTabs: inTabs)),
            options: PlanOptions(sourcePath: "Whole.nav", toolVersion: "test", largeEnumThreshold: count + 3))
        #expect(!shared.hasErrors, "\(shared.diagnostics.prefix(5).map(\.message))")
        #expect(!whole.hasErrors, "\(whole.diagnostics.prefix(5).map(\.message))")
        let sharedPlan = try #require(shared.plan)
        let wholePlan = try #require(whole.plan)
        let sharedLinks = try #require(sharedPlan.deepLinks)
        let wholeLinks = try #require(wholePlan.deepLinks)
        #expect(sharedLinks.wayOpener != nil && wholeLinks.wayOpener == nil)
        #expect(sharedLinks.guardedWayOpener != nil && wholeLinks.guardedWayOpener == nil)
        // A shared placement holds its last step and that step's guard; the way's guards are on
        // its nodes, each written once.
        #expect(sharedLinks.placements.values.allSatisfy { $0.steps.count <= 1 && $0.guards.count <= 1 })
        let guardedEdges = (0..<count - 1).filter { $0 % 3 == 2 }.count
        #expect(sharedLinks.ways.filter { $0.guardIndex != nil }.count == guardedEdges)
        #expect(wholeLinks.placements.values.contains { $0.guards.count > 5 })
        try Self.expectSameWays(shared: sharedPlan, whole: wholePlan)

        let sharedCode = SwiftGenerator.generate(sharedPlan, sourcePath: "Shared.nav").contents
        let wholeCode = SwiftGenerator.generate(wholePlan, sourcePath: "Whole.nav").contents
        let paths = (0..<count).map { "/r\($0)" } + ["/sign-in"] + (inTabs ? ["/home"] : [])
        let harness = Self.harness(comparing: paths, answers: [false, true]) { prefix in
            "\(prefix)NavigationState(deepLink: url, guards: \(prefix)Guards(signedIn: { answer }))"
        }
        // The whole file, SwiftUI part included, type-checks against the stub with warnings as
        // errors in both language modes.
        for swiftVersion in ["5", "6"] {
            let outcome = try StubCompiler.typecheck(
                sources: [sharedCode, ContractSources.views(for: sharedPlan)], swiftVersion: swiftVersion)
            #expect(outcome.succeeded, "Swift \(swiftVersion): \(outcome.diagnostics.prefix(2000))")
        }
        let output = try CompilerRuns.compileAndRun([
            ("Shared.swift", sharedCode), ("Whole.swift", wholeCode), ("main.swift", harness),
        ])
        #expect(output == "OK\n", "\(output.prefix(3000))")
    }
}
