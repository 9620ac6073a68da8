import NavCodegen
import NavCommandLine
import NavDriver
import NavPlan
import NavSemantics
import NavSource
import NavSwift

/// `navc build`: checks `.nav` files and writes their Swift.
enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        summary: "Generate SwiftUI navigation code from .nav files.",
        discussion: """
            Each FILE.nav becomes FILE.swift, next to it or in the folder given with -o. A file is \
            written atomically and only when its contents change, so unchanged outputs keep their \
            modification dates; when any input has errors, nothing is written. The files of one \
            command are compiled into one module, so two of them may not generate the same type \
            names. The access level is the first of: --access, the header's access entry, the \
            "access" key of the nearest .navc.json (searched from the file's folder up to the \
            project root), internal. With --lint the lint rules run too, configured as for navc \
            lint; the build plugin passes it, so lint warnings show in the build log.
            """,
        options: DiagnosticPrinter.options + [
            .value(
                "output", shortName: "o", valueName: "dir",
                help: "Write the generated files into this folder."),
            .value(
                "output-name", valueName: "name", repeatable: true,
                help:
                    "The name of a generated file, such as Settings_Flow.swift; give it once per input, in order."
            ),
            .value(
                "access", valueName: "level", allowed: GeneratorOptions.AccessLevel.allCases.map(\.rawValue),
                help: "The access level of the generated declarations (overrides the header and .navc.json)."),
            .value(
                "outputs", valueName: "part",
                allowed: GeneratorOptions.GeneratedPart.allCases.map(\.rawValue),
                help:
                    "Which part to write: all (default), model (routes, state, deep links; public) or views (containers), overriding .navc.json."
            ),
            .value(
                "configuration", valueName: "file",
                help:
                    "Read this .navc.json for every input instead of the nearest one (the build plugin passes the target's for .nav files of a dependency)."
            ),
            .value(
                "import", valueName: "module", repeatable: true,
                help:
                    "A module the generated files import, such as the model's module for views; repeat for several."
            ),
            .flag(
                "check",
                help: "Write nothing; list outputs that are missing or stale and exit 1 if there are any."),
            .flag(
                "lint",
                help:
                    "Also run the lint rules and print their warnings (as navc lint does); lint errors fail the build."
            ),
        ] + AnalyzeCommand.lintOptions,
        positionals: PositionalSpec(
            name: "file", help: "A .nav file, or - to read stdin and print the Swift.", minimumCount: 1),
        examples: [
            CommandExample(
                "navc build Samples/FourPages/FourPages.nav", "Write Samples/FourPages/FourPages.swift."),
            CommandExample(
                "navc build -o Generated --access public App.nav", "Write Generated/App.swift, public."),
            CommandExample(
                "navc build -o Gen --output-name A_Flow.swift --output-name B_Flow.swift A/Flow.nav B/Flow.nav",
                "Two inputs with one base name, as the build plugin runs them."),
            CommandExample(
                "navc build --check Sources/App/*.nav",
                "Fail in CI when the generated code of an app is stale."),
            CommandExample(
                "navc build --lint -o Gen App.nav",
                "Generate, and print lint warnings as the build plugin does."),
        ],
        familiarNames: ["generate", "compile", "codegen"])

    /// One input that checked without errors, waiting for generation.
    private struct CheckedInput: Sendable {
        var path: String
        var source: SourceFile
        /// The checked header, which decides the generated type names.
        var header: AppHeader
        var plan: NavigationPlan
        /// How the generated header names the file.
        var sourcePath: String
        var outputName: String?
    }

    static func run(_ command: ParsedCommand, io: ToolIO) -> Int32 {
        let outputNames = command.values("output-name")
        if !outputNames.isEmpty {
            guard outputNames.count == command.positionals.count else {
                io.writeError(
                    "error: '--output-name' was given \(outputNames.count) time\(outputNames.count == 1 ? "" : "s") "
                        + "for \(command.positionals.count) input\(command.positionals.count == 1 ? "" : "s"); "
                        + "give it once per input, in order\n")
                return ExitStatus.usageOrIOError
            }
            if let bad = outputNames.first(where: {
                $0.isEmpty || $0.contains("/") || !$0.hasSuffix(".swift")
            }) {
                io.writeError(
                    "error: '--output-name \(bad)' must be a file name ending in .swift, without a folder\n")
                return ExitStatus.usageOrIOError
            }
        }
        if let bad = command.values("import").first(where: { !SwiftName.isValidIdentifier($0) }) {
            io.writeError("error: '--import \(bad)' must be a module name\n")
            return ExitStatus.usageOrIOError
        }
        var lint: AnalyzeCommand.CommandLineLint?
        if command.flag("lint") {
            guard let settings = AnalyzeCommand.commandLineLint(command, io: io) else {
                return ExitStatus.usageOrIOError
            }
            lint = settings
        } else if let option = ["disable", "warnings-as-errors", "large-enum-threshold"].first(where: {
            command.flag($0) || command.value($0) != nil
        }) {
            io.writeError("error: '--\(option)' configures the lint pass; add --lint\n")
            return ExitStatus.usageOrIOError
        }
        // Standard input is generated to standard output.
        var printer = DiagnosticPrinter(
            command: command, io: io,
            productOnStandardOutput: command.positionals.contains(SourceLoader.standardInputPath))
        // An input that another input imports is part of that input's graph: it is checked and
        // generated there, and gets a file that says so.
        let graphs = ImportResolver.importingGraphs(
            of: command.positionals, currentDirectory: io.currentDirectory)
        var members: [(path: String, outputName: String?, graph: String)] = []
        var checked: [CheckedInput] = []
        var configurations = ConfigurationCache()
        configurations.override = command.value("configuration")
        var index = 0
        let flag = command.value("access").flatMap(GeneratorOptions.AccessLevel.init(rawValue:))
        let allLoaded = printer.forEachSource(command.positionals) { printer, path, source in
            defer { index += 1 }
            if let graph = graphs[index] {
                members.append((path, outputNames.isEmpty ? nil : outputNames[index], graph))
                return
            }
            // The configuration file supplies the default access level; the flag and the
            // file's own `access` entry win over it (the planner applies that order).
            guard
                let configuration = configurations.load(
                    for: path, printer: &printer, currentDirectory: io.currentDirectory)
            else { return }
            // The model part is meant for another module, so it is public unless configured.
            let part =
                command.value("outputs").flatMap(GeneratorOptions.GeneratedPart.init) ?? configuration.part
            var options = GeneratorOptions(
                accessLevel: flag,
                defaultAccessLevel: configuration.accessLevel ?? (part == .model ? .public : .internal),
                sourcePath: configurations.roots.headerPath(for: path, currentDirectory: io.currentDirectory),
                toolVersion: NavTool.version)
            options.part = part
            options.imports =
                command.values("import").isEmpty ? configuration.imports ?? [] : command.values("import")
            // Linting reads the model; a build without it lets the planner release the model.
            var result = Pipeline.check(
                source, options: options, imports: .fileSystem(for: source), keepsModel: lint != nil)
            if let lint {
                result = Pipeline.lint(result, configuration: lint.configuration(with: configuration))
                // Only the header and the plan are read from here on; another core frees the rest.
                if let model = result.model.take() { BackgroundWork.release(model) }
            }
            printer.print(result.diagnostics, in: result.source)
            guard let header = result.header, let plan = result.plan, !result.hasErrors else { return }
            checked.append(
                CheckedInput(
                    path: path, source: result.source, header: header, plan: plan,
                    sourcePath: options.sourcePath,
                    outputName: outputNames.isEmpty ? nil : outputNames[index]))
        }
        // The files of one command share a module: their generated type names must differ.
        let collisions = GeneratedTypeCollisions.find(
            in: checked.map { input in
                GeneratedTypeCollisions.Member(
                    source: input.source, header: input.header,
                    identity: input.path == SourceLoader.standardInputPath
                        ? input.path
                        : ProjectPaths.absolute(input.path, currentDirectory: io.currentDirectory))
            })
        for (memberIndex, diagnostic) in collisions {
            printer.print([diagnostic], in: checked[memberIndex].source)
        }
        // All or nothing: an error in any input leaves every output untouched.
        guard allLoaded && printer.errorCount == 0 else {
            printer.finish()
            return allLoaded ? ExitStatus.inputErrors : ExitStatus.usageOrIOError
        }

        // Only the plans are needed from here on: the sources are released (the planner has
        // released the models).
        let outputs =
            checked.map { input in
                PlannedOutput(
                    input: input.path,
                    path: input.path == SourceLoader.standardInputPath
                        ? "-"
                        : self.outputPath(
                            for: input.path, name: input.outputName ?? outputName(for: input.path),
                            folder: command.value("output")),
                    content: .plan(input.plan))
            }
            + members.map { member in
                PlannedOutput(
                    input: member.path,
                    path: outputPath(
                        for: member.path, name: member.outputName ?? outputName(for: member.path),
                        folder: command.value("output")),
                    content: .member(
                        sourcePath: configurations.roots.headerPath(
                            for: member.path, currentDirectory: io.currentDirectory),
                        graph: configurations.roots.headerPath(
                            for: member.graph, currentDirectory: io.currentDirectory)))
            }
        BackgroundWork.release(checked)
        checked = []
        if let clash = firstSharedOutput(outputs) {
            printer.finish()
            io.writeError(
                "error: '\(RawPath.display(clash.first))' and '\(RawPath.display(clash.second))' would both write "
                    + "'\(RawPath.display(clash.output))'; name the outputs with --output-name\n")
            return ExitStatus.usageOrIOError
        }

        // Each file is generated as it is written (or compared, with --check), a chunk at a time,
        // and its plan is released once it is: the outputs are taken from a list that alone
        // holds them.
        var stale: [String] = []
        var writeFailed = false
        // Temporary files that killed runs left beside the outputs are removed once for all of
        // them, a listing of each output folder, rather than by each file's writer; `--check`
        // writes nothing and removes nothing.
        let checkOnly = command.flag("check")
        if !checkOnly {
            GeneratedFileWriter.removeStaleTemporaries(ofOutputs: outputs.map(\.path).filter { $0 != "-" })
        }
        var pending = Array((consume outputs).reversed())
        while let output = pending.popLast() {
            // The last plan is left for the process's exit to reclaim.
            defer { if pending.isEmpty { io.buryUntilExit(output) } }
            let generate: ((UnsafeRawBufferPointer) -> Void) -> Void = { sink in
                switch output.content {
                case .plan(let plan): Pipeline.generate(plan, to: sink)
                case .member(let sourcePath, let graph):
                    var text = Pipeline.generateMember(
                        sourcePath: sourcePath, graph: graph, toolVersion: NavTool.version
                    ).contents
                    text.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
                }
            }
            if output.path == "-" {
                generate { io.writeOutput(String(decoding: $0, as: UTF8.self)) }
                continue
            }
            let folder = command.value("output")
            var writer = GeneratedFileWriter(path: output.path, checkOnly: checkOnly, tidying: false) {
                folder.flatMap(SourceLoader.createDirectory)
            }
            generate { writer.write($0) }
            switch writer.finish() {
            case .success(.unchanged): continue
            case .success(.changed): stale.append(output.path)
            case .failure(let error):
                printer.printFailure(error)
                writeFailed = true
            }
            if writeFailed { break }
        }
        printer.finish()
        if writeFailed { return ExitStatus.usageOrIOError }
        if command.flag("check") {
            for path in stale { printer.writeListing(RawPath.display(path) + "\n") }
            return stale.isEmpty ? ExitStatus.success : ExitStatus.inputErrors
        }
        return ExitStatus.success
    }

    /// One file to generate: its input, where it goes (`-` for standard output) and what it
    /// holds.
    private struct PlannedOutput {
        var input: String
        var path: String
        var content: Content

        /// The plan of a graph, or the note of a file that is part of another input's graph.
        enum Content {
            case plan(NavigationPlan)
            case member(sourcePath: String, graph: String)
        }
    }

    /// The default name of the Swift file for the `.nav` file at `path`: its base name with
    /// `.swift` (raw bytes of the name are kept).
    static func outputName(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let base = name.hasSuffix(".nav") ? String(name.dropLast(4)) : name
        return base + ".swift"
    }

    /// Where the Swift for the `.nav` file at `path` goes.
    static func outputPath(for path: String, name: String, folder: String?) -> String {
        let directory = folder ?? ProjectPaths.folder(of: path)
        return directory == "." || directory.isEmpty ? name : directory + "/" + name
    }

    /// The first two inputs whose outputs are the same file, if any.
    private static func firstSharedOutput(_ outputs: [PlannedOutput]) -> (
        first: String, second: String, output: String
    )? {
        var owners: [String: String] = [:]
        for output in outputs where output.path != "-" {
            let key = ProjectPaths.normalized(
                output.path.hasPrefix("/") ? output.path : "/" + output.path)
            if let owner = owners[key] { return (owner, output.input, output.path) }
            owners[key] = output.input
        }
        return nil
    }
}

/// The configuration files read during one command, each read and reported once.
struct ConfigurationCache {
    /// A configuration file, its settings and its problems.
    struct Found {
        var file: SourceFile
        var configuration: Configuration
        /// The file's diagnostics, handed out only the first time the file is asked for.
        var diagnostics: [Diagnostic]
    }

    private var loaded: [String: Result<Found?, LoadError>] = [:]
    private var lookups: [String: String?] = [:]
    /// The project roots of the folders looked at, which the command's header paths use too.
    var roots = ProjectRoots()
    /// The file that applies to every input, when one was named (`--configuration`).
    var override: String?

    /// The configuration that applies to the `.nav` file at `path`, or nil when there is none.
    mutating func configuration(for path: String, currentDirectory: String) -> Result<Found?, LoadError> {
        let lookupKey =
            path == SourceLoader.standardInputPath ? currentDirectory : ProjectPaths.folder(of: path)
        let configurationPath: String?
        if let override {
            configurationPath = override
        } else if let cached = lookups[lookupKey] {
            configurationPath = cached
        } else {
            configurationPath = Configuration.find(
                for: path, currentDirectory: currentDirectory, roots: &roots)
            lookups[lookupKey] = configurationPath
        }
        guard let configurationPath else { return .success(nil) }
        if let earlier = loaded[configurationPath] {
            // Its diagnostics were printed with the first file it applies to.
            return earlier.map {
                $0.map { Found(file: $0.file, configuration: $0.configuration, diagnostics: []) }
            }
        }
        let result = SourceLoader.load(configurationPath, standardInput: { [] }).map { file -> Found? in
            let shown = SourceFile(
                path: Self.shownPath(configurationPath, currentDirectory: currentDirectory), bytes: file.bytes
            )
            let parsed = Configuration.parse(shown)
            return Found(file: shown, configuration: parsed.configuration, diagnostics: parsed.diagnostics)
        }
        loaded[configurationPath] = result
        return result
    }

    /// The configuration that applies to the `.nav` file at `path` (empty when there is none),
    /// with its problems printed the first time the file is read; nil, with the failure
    /// printed, when the file cannot be read.
    mutating func load(for path: String, printer: inout DiagnosticPrinter, currentDirectory: String)
        -> Configuration?
    {
        switch configuration(for: path, currentDirectory: currentDirectory) {
        case .failure(let error):
            printer.printFailure(error)
            return nil
        case .success(let found):
            guard let found else { return Configuration() }
            printer.print(found.diagnostics, in: found.file)
            return found.configuration
        }
    }

    /// `path` relative to the working directory when it is below it, as diagnostics show it.
    static func shownPath(_ path: String, currentDirectory: String) -> String {
        let folder = ProjectPaths.absolute(currentDirectory, currentDirectory: "/")
        let prefix = folder == "/" ? "/" : folder + "/"
        return RawPath.display(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }
}
