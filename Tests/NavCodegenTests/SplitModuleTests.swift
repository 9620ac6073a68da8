import Foundation
import NavCodegen
import NavDriver
import NavSource
import TestSupport
import Testing

/// An app split into modules: the model part (route enum, state, deep links, the direct flow's
/// router) compiles into a module of its own, with or without SwiftUI, and the views part
/// (containers and the destination switch) type-checks in another module that imports it,
/// together with the sample's views.
@Suite struct SplitModuleTests {
    /// Samples whose parameter types are the standard library's, in every flow and backend:
    /// indirect sheets over sheets, the direct flow's router, NavigationView on iOS 13, and
    /// toolbars.
    static let samples = [
        "Settings/Settings", "DirectAndIndirect/DirectNavigation", "DirectAndIndirect/IndirectNavigation",
        "NavigationViewIOS13/NavigationViewIOS13", "ToolbarShowcase/ToolbarShowcase", "FourPages/FourPages",
    ]

    /// The part of `sample` that `part` names, as `navc build --outputs PART` writes it.
    static func generate(_ sample: String, _ part: GeneratorOptions.GeneratedPart, imports: [String] = [])
        throws -> String
    {
        try generatePart(of: "Samples/\(sample).nav", part, imports: imports)
    }

    /// The part of the graph at `path` (relative to the repository) that `part` names, with its
    /// imports read from disk, as `navc build --outputs PART` writes it; the model part public.
    static func generatePart(of path: String, _ part: GeneratorOptions.GeneratedPart, imports: [String] = [])
        throws -> String
    {
        let bytes = try Data(contentsOf: GeneratorCase.repositoryRoot.appendingPathComponent(path))
        var options = GeneratorOptions(
            defaultAccessLevel: part == .model ? .public : .internal, sourcePath: path, toolVersion: "0.1.0")
        options.part = part
        options.imports = imports
        let source = SourceFile(
            path: GeneratorCase.repositoryRoot.appendingPathComponent(path).path, bytes: Array(bytes))
        let result = Pipeline.build(source, options: options, imports: .fileSystem)
        #expect(
            result.diagnostics.filter { $0.severity == .error }.isEmpty,
            "\(result.diagnostics.map(\.message))")
        return try #require(result.file, "\(path) does not build").contents
    }

    @Test(arguments: samples)
    func theViewsCompileInAModuleThatImportsTheModel(sample: String) throws {
        let name = String(sample.split(separator: "/").last!) + "Model"
        let model = try Self.generate(sample, .model)
        let views = try Self.generate(sample, .views, imports: [name])
        // The parts do not overlap: the model declares no view, the views no route enum.
        #expect(!model.contains("getDestination") && !model.contains(": View {"))
        #expect(!views.contains("enum ") && !views.contains("struct \(name)"))
        #expect(views.contains("import \(name)\n"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let modelFile = folder.appendingPathComponent("Model.swift")
        try Data(model.utf8).write(to: modelFile)
        // Without SwiftUI, as in a package built on Linux.
        let bare = folder.appendingPathComponent("bare")
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        let plain = try StubCompiler.emitModule(named: name, files: [modelFile], into: bare, withStub: false)
        #expect(plain.succeeded, "\(sample) model without SwiftUI:\n\(plain.diagnostics)")
        // With SwiftUI, then the views against it.
        let compiled = try StubCompiler.emitModule(
            named: name, files: [modelFile], into: folder, withStub: true)
        #expect(compiled.succeeded, "\(sample) model:\n\(compiled.diagnostics)")
        let sampleViews = try String(
            contentsOf: GeneratorCase.repositoryRoot.appendingPathComponent("Samples/\(sample)Views.swift"),
            encoding: .utf8)
        for version in ["5", "6"] {
            let outcome = try StubCompiler.typecheck(
                sources: [views, "import \(name)\n" + sampleViews], swiftVersion: version,
                searchPaths: [folder])
            #expect(outcome.succeeded, "\(sample) views, Swift \(version):\n\(outcome.diagnostics)")
        }
    }
}

/// The sample workspace (`Samples/Workspace`) with SwiftUI: its model module, both feature
/// modules and the app's generated views with its own files type-check against the stub, as
/// they build on iOS and macOS. On Linux `.ci/run` builds and tests the packages themselves.
@Suite struct WorkspaceSampleTests {
    static let folder = GeneratorCase.repositoryRoot.appendingPathComponent("Samples/Workspace")

    /// The Swift files of a package's target.
    static func sources(_ package: String, _ target: String) throws -> [URL] {
        let directory = folder.appendingPathComponent("\(package)/Sources/\(target)")
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// A part of the workspace's graph, built as the plugin builds it.
    static func generate(_ part: GeneratorOptions.GeneratedPart, imports: [String] = []) throws -> String {
        try SplitModuleTests.generatePart(
            of: "Samples/Workspace/AppRoutes/Sources/AppRoutes/App.nav", part, imports: imports)
    }

    @Test func everyPackageTypeChecksWithSwiftUI() throws {
        let modules = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workspace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: modules) }
        let model = modules.appendingPathComponent("Model.swift")
        try Data(try Self.generate(.model).utf8).write(to: model)
        let routes = try StubCompiler.emitModule(
            named: "AppRoutes", files: [model] + Self.sources("AppRoutes", "AppRoutes"), into: modules,
            withStub: true)
        #expect(routes.succeeded, "AppRoutes:\n\(routes.diagnostics)")
        for feature in ["ProfileFeature", "SettingsFeature"] {
            let outcome = try StubCompiler.emitModule(
                named: feature, files: Self.sources(feature, feature), into: modules, withStub: true,
                searchPaths: [modules])
            #expect(outcome.succeeded, "\(feature):\n\(outcome.diagnostics)")
        }
        let views = modules.appendingPathComponent("Views.swift")
        try Data(
            try Self.generate(.views, imports: ["AppRoutes", "ProfileFeature", "SettingsFeature"]).utf8
        ).write(to: views)
        for version in ["5", "6"] {
            let app = try StubCompiler.typecheck(
                files: [views] + Self.sources("App", "App"), swiftVersion: version, searchPaths: [modules])
            #expect(app.succeeded, "App, Swift \(version):\n\(app.diagnostics)")
        }
    }
}
