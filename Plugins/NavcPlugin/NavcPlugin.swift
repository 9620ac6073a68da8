import Foundation
import PackagePlugin

/// Generates the Swift for every `.nav` file of a target on each build.
///
/// Each input gets one `navc build` command whose input list is that file and whose output list
/// is its one Swift file in the plugin work directory (`Name.nav` → `Name.swift`), so the build
/// system reruns navc only for inputs that changed and compiles the outputs with the target.
/// navc prints its diagnostics as `path:line:col: error: message [NAVxxx]`, which the build log
/// shows unchanged, and exits 1 on errors, which fails the build. navc writes nothing when the
/// generated text is unchanged, so an edit that does not change the Swift does not recompile it.
///
/// Swift needs the file names of a module to be unique (ignoring case, as file systems may), so
/// inputs that share a base name are named after their path below the deepest folder they all
/// share, joined with underscores: `Settings/Flow.nav` and `Onboarding/Flow.nav` become
/// `Settings_Flow.swift` and `Onboarding_Flow.swift`, and with them a `Flow.nav` in that shared
/// folder stays `Flow.swift`. A name still taken gets `_2`, `_3`, ... in path order. navc names
/// its output after its input, so a renamed input is read through a symbolic link of the new name
/// in the work directory (`Links/Settings_Flow.nav`), and its diagnostics name that link.
@main
struct NavcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.commands(
            for: module.sourceFiles(withSuffix: "nav").map(\.url), navc: context.tool(named: "navc").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One `navc build` command per input, in path order.
    static func commands(for inputs: [URL], navc: URL, workDirectory: URL) throws -> [Command] {
        let links = workDirectory.appendingPathComponent("Links")
        return try outputNames(for: inputs).map { input, name in
            var source = input
            var shown = input.lastPathComponent
            if name != input.deletingPathExtension().lastPathComponent {
                source = links.appendingPathComponent(name + ".nav")
                try link(source, to: input)
                shown += " in " + input.deletingLastPathComponent().lastPathComponent
            }
            let output = workDirectory.appendingPathComponent(name + ".swift")
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(shown)",
                executable: navc,
                arguments: ["build", "--color", "never", "--output", workDirectory.path, source.path],
                inputFiles: [input],
                outputFiles: [output])
        }
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

    /// Makes `link` a symbolic link to `target`, replacing whatever was there.
    static func link(_ link: URL, to target: URL) throws {
        let manager = FileManager.default
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) == target.path { return }
        try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? manager.removeItem(at: link)
        try manager.createSymbolicLink(at: link, withDestinationURL: target)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavcPlugin: XcodeBuildToolPlugin {
        /// The same commands for the `.nav` files of a target of an Xcode project.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                for: target.inputFiles.map(\.url).filter { $0.pathExtension == "nav" },
                navc: context.tool(named: "navc").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
