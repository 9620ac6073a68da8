import Foundation
import NavCodegen
import NavDriver
import NavPlan
import NavSemantics
import NavSource
import NavSyntax
import TestSupport
import Testing

/// One app of the realistic corpus in `Corpus/`: a `.nav` file modelled on a real open-source
/// SwiftUI app, not written to fit the generator.
struct CorpusApp: CustomTestStringConvertible, Sendable {
    /// The path printed in the generated header, relative to the test folder.
    var path: String
    var url: URL

    var testDescription: String { path }

    /// The corpus folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// Every `.nav` file of the corpus, sorted; empty when the folder is missing (which the
    /// listing test reports).
    static var all: [CorpusApp] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".nav") }.sorted()
        return names.map { CorpusApp(path: "Corpus/" + $0, url: folder.appendingPathComponent($0)) }
    }

    /// The source file.
    func source() throws -> SourceFile {
        SourceFile(path: path, bytes: Array(try Data(contentsOf: url)))
    }

    /// The plan; records the errors when `navc check` finds any.
    func plan() throws -> NavigationPlan {
        let result = Pipeline.check(
            try source(), options: GeneratorOptions(sourcePath: path, toolVersion: "0.1.0"))
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            Issue.record("\(path) has errors: \(errors.prefix(5).map(\.message))")
        }
        return try #require(result.plan)
    }

    /// The checked model; records the errors when `navc check` finds any.
    func model() throws -> SemanticModel {
        let result = Pipeline.check(try source())
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            Issue.record("\(path) has errors: \(errors.prefix(5).map(\.message))")
        }
        return try #require(result.model)
    }

    /// The generated file, as `navc build` writes it with its default options.
    func build() throws -> String {
        let result = Pipeline.build(
            try source(), options: GeneratorOptions(sourcePath: path, toolVersion: "0.1.0"))
        return try #require(result.file, "\(path) does not build").contents
    }
}

/// The realistic-app corpus: every app checks, builds, runs its SwiftUI-free part with the
/// round-trip properties, and type-checks against the SwiftUI stub on every platform flavor in
/// Swift 5 and 6 with warnings as errors. The model types are internal, as in an app's target.
@Suite struct CorpusTests {
    /// The corpus exists and has at least ten apps.
    @Test func corpusHasAtLeastTenApps() {
        let apps = CorpusApp.all
        #expect(
            FileManager.default.fileExists(atPath: CorpusApp.folder.path), "missing \(CorpusApp.folder.path)")
        #expect(apps.count >= 10, "the corpus has \(apps.count) apps: \(apps.map(\.path))")
    }

    /// Between them the apps show everything the corpus exists for: large apps, every style,
    /// flow and presentation, the deployment targets, the parameter types, deep links of every
    /// URL type in paths and queries, and overlapping patterns in both orders.
    @Test func corpusCoversWhatRealAppsUse() throws {
        let models = try CorpusApp.all.map { ($0.path, try $0.model()) }
        let coverage = CorpusCoverage(models: models)
        let meanings = Dictionary(CorpusCoverage.required, uniquingKeysWith: { first, _ in first })
        #expect(
            coverage.missing.isEmpty,
            "no corpus app shows: \(coverage.missing.map { "\($0) (\(meanings[$0] ?? ""))" })")
    }

    /// `navc check` finds no error in any corpus app, and `navc build` generates its Swift.
    @Test(arguments: CorpusApp.all)
    func checksAndBuilds(app: CorpusApp) throws {
        let result = Pipeline.check(try app.source())
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(app.path): \(errors.prefix(5).map(\.message))")
        #expect(try !app.build().isEmpty)
    }

    /// The SwiftUI-free part compiles in Swift 6 mode without warnings and runs the harness:
    /// routes are distinct, Codable round-trips, every deep link prints and parses back for
    /// several generated values of every parameter type, and defaulted parameters can be left out.
    @Test(arguments: CorpusApp.all)
    func swiftUIFreePartCompilesAndRuns(app: CorpusApp) throws {
        let model = try app.model()
        let properties = ContractSources.propertyChecks(for: model)
        #expect(
            properties.coverage.unbuildableRoutes.isEmpty,
            "\(app.path): no sample values for \(properties.coverage.unbuildableRoutes)")
        let output = try CompilerRuns.compileAndRun([
            ("Generated.swift", try app.build()),
            ("Models.swift", ContractSources.standInTypes(for: model)),
            ("main.swift", ContractSources.harness(for: try app.plan(), appending: properties.lines)),
        ])
        let passed = output == "OK\n"
        #expect(passed, "\(app.path):\n\(CompilerRuns.summary(of: output))")
    }

    /// The whole file type-checks against the stub with the stand-in models and views, for the
    /// Linux, iOS and macOS branches, in Swift 5 and 6, with warnings as errors.
    @Test(arguments: CorpusApp.all, PlatformFlavor.allCases)
    func typeChecksAgainstTheStub(app: CorpusApp, flavor: PlatformFlavor) throws {
        let model = try app.model()
        let sources = [
            try app.build(), ContractSources.standInTypes(for: model),
            ContractSources.views(for: try app.plan()),
        ].map(flavor.apply)
        for mode in ["5", "6"] {
            let outcome = try CompilerRuns.typecheck(sources: sources, swiftVersion: mode)
            let succeeded = outcome.succeeded
            #expect(
                succeeded,
                "\(app.path) (Swift \(mode), \(flavor)):\n\(CompilerRuns.firstErrors(outcome.diagnostics, limit: 10))"
            )
        }
    }

    /// Everything the generated file uses on iOS and macOS exists at the app's deployment target
    /// for that platform, or is guarded by `@available`, `if #available` or `#if os(...)`: Xcode
    /// rejects the rest, and the Linux stub cannot see deployment targets.
    @Test(arguments: CorpusApp.all, AvailabilityScan.Platform.allCases)
    func usesNoAPINewerThanItsTargets(app: CorpusApp, platform: AvailabilityScan.Platform) throws {
        let findings = AvailabilityScan.findings(in: [try app.build()], of: try app.model(), on: platform)
        #expect(findings.isEmpty, "\(app.path):\n\(AvailabilityScan.summary(of: findings))")
    }

    /// The availability scan reports an unguarded API and accepts guarded ones.
    @Test func availabilityScanFindsUnguardedAPIs() {
        let unguarded =
            "struct A {\n    static var p: ToolbarItemPlacement { .automatic }\n    var tab = settingsTab()\n}\n"
        #expect(AvailabilityScan.findings(in: unguarded, iOSTarget: 13).map(\.line) == [2])
        #expect(AvailabilityScan.findings(in: unguarded, iOSTarget: 14).isEmpty)
        let cover =
            "struct B {\n    var body: some View {\n        Text(\"a\").fullScreenCover(item: $x) { _ in Text(\"b\") }\n    }\n}\n"
        #expect(AvailabilityScan.findings(in: cover, platform: .macOS, target: 15).map(\.line) == [3])
        #expect(AvailabilityScan.findings(in: cover, platform: .iOS, target: 14).isEmpty)
        let coverOutsideMac = cover.replacingOccurrences(
            of: "        Text(", with: "        #if !os(macOS)\n        Text(", options: [], range: nil
        ).replacingOccurrences(of: "}\n    }", with: "}\n        #endif\n    }")
        #expect(AvailabilityScan.findings(in: coverOutsideMac, platform: .macOS, target: 15).isEmpty)
        let guarded = """
            struct A {
                @available(iOS 14, *)
                static var p: ToolbarItemPlacement { .automatic }
                var body: some View {
                    if #available(iOS 16, *) { NavigationStack { Text("a") } }
                    #if os(macOS)
                    Label("a", systemImage: "b")
                    #endif
                    Text("NavigationStack") // NavigationStack
                }
            }
            """
        #expect(AvailabilityScan.findings(in: guarded, iOSTarget: 13).isEmpty)
    }
}
