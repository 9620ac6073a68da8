import Foundation
import PackagePlugin

/// `swift package navc-lint`: runs `navc lint` over every `.nav` file of the package's targets,
/// or of the targets named with `--target NAME` (repeatable).
///
/// Other arguments go to `navc lint` unchanged, such as `--warnings-as-errors` or
/// `--disable NAV402`. navc prints its diagnostics as `path:line:col: severity: message`; the
/// command fails when navc finds errors (or warnings, with `--warnings-as-errors`).
///
/// Standard output carries only what navc prints there, so
/// `swift package navc-lint --diagnostics-format sarif > navc.sarif` is one valid SARIF log;
/// the plugin's own messages go to standard error.
@main
struct NavcLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // A target that commits its generated code excludes its .nav files, which are then found
        // in its folder.
        let listed = targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles(withSuffix: "nav") }.map(
            \.url)
        let found = targets.filter { $0.sourceModule != nil }.flatMap { TargetFolder.navFiles(in: $0) }
        let files = Set((listed + found).map(\.standardizedFileURL.path)).sorted()
        guard !files.isEmpty else {
            let scope = names.isEmpty ? "the package's targets" : names.joined(separator: ", ")
            printToStandardError("navc-lint: no .nav files in \(scope)")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "navc").url
        process.arguments = ["lint"] + extractor.remainingArguments + files
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LintFailure(status: process.terminationStatus, fileCount: files.count)
        }
        printToStandardError("navc-lint: \(files.count) file\(files.count == 1 ? "" : "s") linted")
    }

    /// Reports `line` as a progress message, which SwiftPM prints on its standard error,
    /// keeping standard output for navc's diagnostics (whatever the plugin process writes to
    /// its own standard error or output reaches SwiftPM's standard output).
    func printToStandardError(_ line: String) {
        Diagnostics.progress(line)
    }
}

/// `navc lint` reported errors, a usage error or crashed.
struct LintFailure: Error, CustomStringConvertible {
    /// navc's exit status: 1 for errors in the input, 2 for a usage or I/O error.
    var status: Int32
    /// How many files were linted.
    var fileCount: Int

    var description: String {
        "navc lint failed with exit status \(status) on \(fileCount) .nav file\(fileCount == 1 ? "" : "s")"
    }
}
