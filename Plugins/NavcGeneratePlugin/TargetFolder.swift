import Foundation
import PackagePlugin

/// The `.nav` files in a target's folder, including those the manifest excludes. The
/// `generate-navigation` and `navc-lint` command plugins share this file (the lint plugin's copy
/// is a symbolic link to this one).
///
/// A target that commits its generated code does not use the build plugin, so SwiftPM would
/// warn about its `.nav` files as unhandled unless the manifest excludes them
/// (`.target(name: "App", exclude: ["Routes.nav"])`); excluded files are not among the target's
/// source files, so the plugin also looks in the target's folder.
enum TargetFolder {
    /// Every `.nav` file below `target`'s folder.
    static func navFiles(in target: any Target) -> [URL] {
        let folder = URL(fileURLWithPath: (LegacyDirectory() as any DirectoryReading).path(of: target))
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "nav" }
    }
}

/// Reads a target's folder.
protocol DirectoryReading {
    func path(of target: any Target) -> String
}

/// Reads it with `Target.directory`, the only way in the plugin API of tools version 6.0:
/// `directoryURL` arrives with 6.1, and `directory` is deprecated from 6.0. The deprecated
/// witness, called through the protocol, keeps that deprecation out of every build that compiles
/// the plugin; with tools version 6.1 this becomes `target.directoryURL`.
struct LegacyDirectory: DirectoryReading {
    @available(*, deprecated, message: "use Target.directoryURL once the manifest requires tools version 6.1")
    func path(of target: any Target) -> String { target.directory.string }
}
