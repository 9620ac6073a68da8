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
/// The access level of the generated code comes from the nearest `.navc.json` (`{"access":
/// "public"}`), which navc finds itself, searching from the `.nav` file's folder up to the
/// package root; the plugin declares every such file as an input so that editing it reruns navc.
@main
struct NavcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.commands(
            for: module.sourceFiles(withSuffix: "nav").map(\.url), target: target.name,
            navc: context.tool(named: "navc").url, workDirectory: context.pluginWorkDirectoryURL,
            root: context.package.directoryURL)
    }

    /// The one `navc build` command for the `.nav` files `inputs` of the target named `target`,
    /// or none when there are no inputs. `root` is the package or project folder, where the
    /// search for configuration files stops.
    static func commands(for inputs: [URL], target: String, navc: URL, workDirectory: URL, root: URL) throws
        -> [Command]
    {
        let named = outputNames(for: inputs)
        guard !named.isEmpty else { return [] }
        let outputs = named.map { workDirectory.appendingPathComponent($0.name + ".swift") }
        var arguments = ["build", "--color", "never", "--output", workDirectory.path]
        for output in outputs { arguments += ["--output-name", output.lastPathComponent] }
        arguments += named.map(\.input.path)
        let configurations = Set(named.flatMap { configurationFiles(for: $0.input, root: root) })
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

    /// The inputs in path order, each with the base name of its output: its own base name when
    /// no other input shares it, or else its path below the deepest folder shared by the inputs
    /// with that base name, joined with underscores.
    static func outputNames(for inputs: [URL]) -> [(input: URL, name: String)] {
        let sorted = inputs.map(\.standardizedFileURL).sorted { $0.path < $1.path }
        func key(_ url: URL) -> String { url.deletingPathExtension().lastPathComponent.lowercased() }
        let groups = Dictionary(grouping: sorted, by: key)
        // Inputs with a base name of their own keep it; they are settled first, so no renamed
        // input can take the name of a file that has it already.
        var names = sorted.map {
            groups[key($0)]!.count == 1 ? $0.deletingPathExtension().lastPathComponent : nil
        }
        var taken = Set(names.compactMap { $0?.lowercased() })
        for index in sorted.indices where names[index] == nil {
            let folders = groups[key(sorted[index])]!.map { $0.deletingLastPathComponent().pathComponents }
            let shared = folders.dropFirst().reduce(folders[0]) { shared, folder in
                Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
            }
            let base = sorted[index].deletingPathExtension().pathComponents.dropFirst(shared.count)
                .joined(separator: "_")
            var name = base
            var number = 1
            while taken.contains(name.lowercased()) {
                number += 1
                name = "\(base)_\(number)"
            }
            taken.insert(name.lowercased())
            names[index] = name
        }
        return zip(sorted, names).map { ($0, $1!) }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavcPlugin: XcodeBuildToolPlugin {
        /// The same commands for the `.nav` files of a target of an Xcode project.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                for: target.inputFiles.map(\.url).filter { $0.pathExtension == "nav" },
                target: target.displayName,
                navc: context.tool(named: "navc").url, workDirectory: context.pluginWorkDirectoryURL,
                root: context.xcodeProject.directoryURL)
        }
    }
#endif
