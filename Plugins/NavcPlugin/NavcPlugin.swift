import Foundation
import PackagePlugin

/// Generates the Swift for every `.nav` file of a target on each build.
///
/// A target gets one `navc build` command for all of its `.nav` files, so navc sees them
/// together and reports two files that would generate the same type names (both
/// `navigation App`) as a located error instead of a Swift redeclaration. The command's inputs
/// are the `.nav` files and the `.navc.json` files that apply to them, and its outputs are one
/// Swift file per input in the plugin work directory (`Name.nav` → `Name.swift`), so the build
/// system reruns navc when any of them changes and compiles the outputs with the target. navc
/// prints its diagnostics as `path:line:col: error: message [NAVxxx]` with the real path of the
/// `.nav` file, which the build log and Xcode show unchanged, and exits 1 on errors, which fails
/// the build. navc writes nothing when the generated text is unchanged, so an edit that does not
/// change the Swift does not recompile it.
///
/// Swift needs the file names of a module to be unique (ignoring case, as file systems may), so
/// inputs that share a base name are named after their path below the deepest folder they all
/// share, joined with underscores: `Settings/Flow.nav` and `Onboarding/Flow.nav` become
/// `Settings_Flow.swift` and `Onboarding_Flow.swift`, and with them a `Flow.nav` in that shared
/// folder stays `Flow.swift`. A name still taken gets `_2`, `_3`, ... in path order. navc is told
/// each output's name with `--output-name`, so it reads the real file and names it in its
/// diagnostics.
///
/// navc runs with `--lint`, so the lint rules' warnings reach the build log and Xcode's issue
/// navigator as `path:line:col: warning: message [NAV402]` (as SwiftLint's build plugin reports
/// its own), while errors, including lint rules configured as errors, fail the build.
///
/// The access level of the generated code and the lint settings come from the nearest
/// `.navc.json` (`{"access": "public", "lint": {"rules": {"NAV402": "disable"}}}`), which navc
/// finds itself, searching from the `.nav` file's folder up to the package root; the plugin
/// declares every such file as an input so that editing it reruns navc.
///
/// A target without `.nav` files of its own builds those of the targets it depends on (directly,
/// or through products): the app target of an app split into modules, whose `.navc.json` says
/// `"outputs": "views"` and imports the module that holds the graph and its model part. navc is
/// then given that `.navc.json` (the nearest one from the target's folder up) with
/// `--configuration`, since the nearest one to the `.nav` files belongs to the model's module.
///
/// A target whose generated code is committed (written by `swift package generate-navigation`
/// into a `GeneratedNavigation` folder) must not use this plugin too, or every type would be
/// declared twice; the plugin stops with an error that says so.
@main
struct NavcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        if let committed = module.sourceFiles(withSuffix: "swift").map(\.url).first(where: {
            OutputNaming.isCommittedOutput($0)
        }) {
            throw CommittedOutputsError(target: target.name, file: committed)
        }
        let own = module.sourceFiles(withSuffix: "nav").map(\.url)
        if own.isEmpty {
            let inherited = Self.dependencyGraphs(of: target)
            guard !inherited.isEmpty else { return [] }
            return try Self.commands(
                for: inherited, target: target.name, navc: context.tool(named: "navc").url,
                workDirectory: context.pluginWorkDirectoryURL, root: context.package.directoryURL,
                configuration: module.sourceFiles.first.flatMap {
                    // The nearest configuration above the target's files is the target's.
                    Self.configurationFiles(for: $0.url, root: context.package.directoryURL).first
                })
        }
        return try Self.commands(
            for: own, target: target.name,
            navc: context.tool(named: "navc").url, workDirectory: context.pluginWorkDirectoryURL,
            root: context.package.directoryURL)
    }

    /// The `.nav` files of the source modules `target` depends on, directly or through the
    /// products it uses (one level: the module that holds a graph is a direct dependency).
    static func dependencyGraphs(of target: Target) -> [URL] {
        var files: [URL] = []
        for dependency in target.dependencies {
            let modules: [SourceModuleTarget]
            switch dependency {
            case .target(let target): modules = [target.sourceModule].compactMap { $0 }
            case .product(let product): modules = product.sourceModules
            @unknown default: modules = []
            }
            for module in modules {
                files += module.sourceFiles(withSuffix: "nav").map(\.url)
            }
        }
        return files
    }

    /// The one `navc build` command for the `.nav` files `inputs` of the target named `target`,
    /// or none when there are no inputs. `root` is the package or project folder, where the
    /// search for configuration files stops.
    /// With `configuration`, navc reads that `.navc.json` for every input.
    static func commands(
        for inputs: [URL], target: String, navc: URL, workDirectory: URL, root: URL, configuration: URL? = nil
    ) throws
        -> [Command]
    {
        let named = OutputNaming.outputNames(for: inputs)
        guard !named.isEmpty else { return [] }
        let outputs = named.map { workDirectory.appendingPathComponent($0.name + ".swift") }
        var arguments = ["build", "--lint", "--color", "never", "--output", workDirectory.path]
        if let configuration { arguments += ["--configuration", configuration.path] }
        for output in outputs { arguments += ["--output-name", output.lastPathComponent] }
        arguments += named.map(\.input.path)
        let configurations =
            configuration.map { Set([$0]) }
            ?? Set(named.flatMap { configurationFiles(for: $0.input, root: root) })
        return [
            .buildCommand(
                displayName:
                    "Generating navigation code for \(target) from \(named.count) .nav file\(named.count == 1 ? "" : "s")",
                executable: navc,
                arguments: arguments,
                inputFiles: named.map(\.input) + configurations.sorted { $0.path < $1.path },
                outputFiles: outputs)
        ]
    }

    /// The `.navc.json` files in the folders from `input`'s up to `root` (or the file system's
    /// root). navc uses the nearest; all of them are inputs, since adding a nearer one or
    /// deleting one changes which applies only when the build system notices the edit.
    static func configurationFiles(for input: URL, root: URL) -> [URL] {
        var found: [URL] = []
        var folder = input.deletingLastPathComponent().standardizedFileURL
        let top = root.standardizedFileURL.path
        while true {
            let candidate = folder.appendingPathComponent(".navc.json")
            if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
            if folder.path == top || folder.path == "/" || !folder.path.hasPrefix(top) { break }
            folder = folder.deletingLastPathComponent()
        }
        return found
    }
}

/// The target has committed generated files and uses the build plugin as well.
struct CommittedOutputsError: Error, CustomStringConvertible {
    /// The target's name.
    var target: String
    /// One of the committed files.
    var file: URL

    var description: String {
        "target '\(target)' commits its generated navigation code (\(file.path)) and also uses NavcPlugin, "
            + "which would declare every type twice; remove the plugin from the target, or delete its "
            + "\(OutputNaming.committedOutputFolder) folder to generate the code at build time"
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavcPlugin: XcodeBuildToolPlugin {
        /// The same commands for the `.nav` files of a target of an Xcode project.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            if let committed = files.first(where: {
                $0.pathExtension == "swift" && OutputNaming.isCommittedOutput($0)
            }) {
                throw CommittedOutputsError(target: target.displayName, file: committed)
            }
            return try Self.commands(
                for: files.filter { $0.pathExtension == "nav" },
                target: target.displayName,
                navc: context.tool(named: "navc").url, workDirectory: context.pluginWorkDirectoryURL,
                root: context.xcodeProject.directoryURL)
        }
    }
#endif
