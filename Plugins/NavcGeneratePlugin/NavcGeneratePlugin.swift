import Foundation
import PackagePlugin

/// `swift package generate-navigation [--target NAME]... [--check]`: writes the Swift generated
/// from the `.nav` files of each target into the package, for projects that commit generated
/// code instead of generating it on every build (like swift-openapi-generator's
/// `generate-code-from-openapi`).
///
/// Each target's files go to a `GeneratedNavigation` folder in the deepest folder that holds all
/// of its `.nav` files (`Sources/App/GeneratedNavigation/Routes.swift`), named as the build plugin names them (two `Flow.nav` files in different
/// folders become `Settings_Flow.swift` and `Onboarding_Flow.swift`), with the same
/// `.navc.json` settings and lint pass as `navc build --lint`. Unchanged files are not rewritten,
/// and a Swift file left in the folder by a `.nav` file that no longer exists is removed (only
/// files navc generated: their first lines say so).
///
/// With `--check` nothing is written: the command lists the files that are missing, stale or
/// left over and fails when there are any, so CI can check that the committed code is current.
/// Without `--target`, the command acts on the targets that already commit their code (those
/// with a `GeneratedNavigation` folder), so it never writes into a target that generates its
/// code with the build plugin; the first run for a target names it with `--target`. A target
/// that uses the build plugin must not commit its code as well (the build plugin stops with an
/// error if it finds a `GeneratedNavigation` folder). Writing needs SwiftPM's permission: run it as
/// `swift package --allow-writing-to-package-directory generate-navigation`.
@main
struct NavcGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw GenerateFailure(
                message: "unexpected arguments \(extractor.remainingArguments); "
                    + "usage: swift package generate-navigation [--target NAME]... [--check]")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let navc = try context.tool(named: "navc").url
        var jobs: [Job] = []
        for target in targets {
            guard let module = target.sourceModule else { continue }
            let listed = module.sourceFiles(withSuffix: "nav").map(\.url)
            let inputs = Array(Set(listed + TargetFolder.navFiles(in: target)).map(\.standardizedFileURL))
            if inputs.isEmpty {
                if !names.isEmpty {
                    throw GenerateFailure(message: "target '\(target.name)' has no .nav files")
                }
                continue
            }
            jobs.append(
                Job(
                    target: target.name, inputs: inputs,
                    folder: OutputNaming.committedOutputFolder(for: inputs)))
        }
        guard !jobs.isEmpty else {
            throw GenerateFailure(message: "no target of the package has .nav files")
        }
        if names.isEmpty {
            // Without --target, only the targets that already commit their code: a target that
            // generates its code with the build plugin has no GeneratedNavigation folder.
            jobs = jobs.filter { FileManager.default.fileExists(atPath: $0.folder.path) }
            guard !jobs.isEmpty else {
                throw GenerateFailure(
                    message:
                        "no target commits its generated navigation code yet (no GeneratedNavigation folder); "
                        + "name the first one with --target NAME")
            }
        }
        var stale: [String] = []
        for job in jobs { stale += try job.run(navc: navc, check: check) }
        if check {
            guard stale.isEmpty else {
                throw GenerateFailure(
                    message:
                        "\(stale.count) generated file\(stale.count == 1 ? " is" : "s are") not up to date: "
                        + stale.joined(separator: ", ")
                        + "; run 'swift package --allow-writing-to-package-directory generate-navigation'")
            }
            Diagnostics.progress(
                "generate-navigation: the generated code of \(jobs.count) target(s) is up to date")
        } else {
            Diagnostics.progress(
                "generate-navigation: \(jobs.map { "\($0.target) (\($0.inputs.count) .nav)" }.joined(separator: ", "))"
            )
        }
    }
}

/// The generation of one target's files.
struct Job {
    /// The target's name.
    var target: String
    /// Its `.nav` files.
    var inputs: [URL]
    /// Where its generated files go.
    var folder: URL

    /// The first line of every file navc generates, by which left-over files are recognized.
    static let generatedMarker = "// DO NOT EDIT."

    /// Runs `navc build` for the target (with `--check` when `check`), removes or lists left-over
    /// generated files, and returns the paths that are stale (only ever non-empty with `check`).
    func run(navc: URL, check: Bool) throws -> [String] {
        let named = OutputNaming.outputNames(for: inputs)
        let outputs = Set(named.map { $0.name + ".swift" })
        var arguments = ["build", "--lint", "--color", "never", "--output", folder.path]
        if check { arguments.append("--check") }
        for (_, name) in named { arguments += ["--output-name", name + ".swift"] }
        arguments += named.map(\.input.path)
        let (status, output) = try Self.run(navc, arguments)
        var stale: [String] = []
        switch (status, check) {
        case (0, _): break
        case (1, true) where !output.isEmpty:
            // `navc build --check` lists the stale outputs, one path a line; with errors in the
            // input it lists nothing (the errors went to standard error) and fails below.
            stale += output.split(separator: "\n").map(String.init)
        default:
            throw GenerateFailure(
                message: "navc build failed with exit status \(status) for target '\(target)'")
        }
        for leftOver in try leftOverFiles(keeping: outputs) {
            if check {
                stale.append(leftOver.path)
            } else {
                try FileManager.default.removeItem(at: leftOver)
                Diagnostics.progress("generate-navigation: removed \(leftOver.path)")
            }
        }
        return stale
    }

    /// The Swift files navc generated in the folder that are not among `outputs`.
    func leftOverFiles(keeping outputs: Set<String>) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && !outputs.contains($0.lastPathComponent) }
            .filter { file in
                let head = (try? FileHandle(forReadingFrom: file).read(upToCount: 64)) ?? nil
                return head.map { String(decoding: $0, as: UTF8.self).hasPrefix(Self.generatedMarker) }
                    ?? false
            }
            .sorted { $0.path < $1.path }
    }

    /// Runs `program`, passing its standard error through (navc's diagnostics, which SwiftPM
    /// shows), and returns its status and standard output.
    static func run(_ program: URL, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw GenerateFailure(message: "navc was killed by signal \(process.terminationStatus)")
        }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Why `generate-navigation` failed.
struct GenerateFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavcGeneratePlugin: XcodeCommandPlugin {
        /// The same for the targets of an Xcode project (`--target NAME` or all); add each
        /// `GeneratedNavigation` folder to its target once.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let names = extractor.extractOption(named: "target")
            let check = extractor.extractFlag(named: "check") > 0
            let navc = try context.tool(named: "navc").url
            var stale: [String] = []
            for target in context.xcodeProject.targets
            where names.isEmpty || names.contains(target.displayName) {
                let inputs = target.inputFiles.map(\.url).filter { $0.pathExtension == "nav" }
                guard !inputs.isEmpty else { continue }
                let folder = OutputNaming.committedOutputFolder(for: inputs)
                stale += try Job(target: target.displayName, inputs: inputs, folder: folder).run(
                    navc: navc, check: check)
            }
            if check && !stale.isEmpty {
                throw GenerateFailure(message: "not up to date: " + stale.joined(separator: ", "))
            }
        }
    }
#endif
