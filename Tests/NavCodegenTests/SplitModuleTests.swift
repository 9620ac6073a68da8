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
        let path = "Samples/\(sample).nav"
        let bytes = try Data(contentsOf: GeneratorCase.repositoryRoot.appendingPathComponent(path))
        var options = GeneratorOptions(
            defaultAccessLevel: part == .model ? .public : .internal, sourcePath: path, toolVersion: "0.1.0")
        options.part = part
        options.imports = imports
        let result = Pipeline.build(SourceFile(path: path, bytes: Array(bytes)), options: options)
        return try #require(result.file, "\(sample) does not build").contents
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
