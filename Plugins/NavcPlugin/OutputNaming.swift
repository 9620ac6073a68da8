import Foundation

/// How the navc plugins name the Swift file generated from each `.nav` file of a target. The
/// build plugin and the `generate-navigation` command plugin share this file (the command
/// plugin's copy is a symbolic link to the build plugin's), so both write the same names.
enum OutputNaming {
    /// The folder where `swift package generate-navigation` writes the generated files of a
    /// target that commits them: in the deepest folder that holds all of the target's `.nav`
    /// files (`Sources/App/GeneratedNavigation` for `Sources/App/Routes.nav`).
    static let committedOutputFolder = "GeneratedNavigation"

    /// The committed-output folder for the `.nav` files `inputs` (at least one).
    static func committedOutputFolder(for inputs: [URL]) -> URL {
        let folders = inputs.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        let shared = folders.dropFirst().reduce(folders[0]) { shared, folder in
            Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: shared))
            .appendingPathComponent(committedOutputFolder)
    }

    /// Whether `file` lies in a committed-output folder.
    static func isCommittedOutput(_ file: URL) -> Bool {
        file.deletingLastPathComponent().lastPathComponent == committedOutputFolder
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
