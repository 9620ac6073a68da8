import Foundation
import NavCodegen
import NavCommandLine
import NavDriver
import NavSource

/// `navc build`: checks `.nav` files and writes their Swift.
enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        summary: "Generate SwiftUI navigation code from .nav files.",
        discussion: """
            Each FILE.nav becomes FILE.swift, next to it or in the folder given with -o. A file is \
            written atomically and only when its contents change, so unchanged outputs keep their \
            modification dates; when any input has errors, nothing is written.
            """,
        options: DiagnosticPrinter.options + [
            .value(
                "output", shortName: "o", valueName: "dir",
                help: "Write the generated files into this folder."),
            .value(
                "access", valueName: "level", allowed: GeneratorOptions.AccessLevel.allCases.map(\.rawValue),
                help: "The access level of the generated declarations (default: the file's 'access' entry, else internal)."),
            .flag(
                "check",
                help: "Write nothing; list outputs that are missing or stale and exit 1 if there are any."),
        ],
        positionals: PositionalSpec(
            name: "file", help: "A .nav file, or - to read stdin and print the Swift.", minimumCount: 1),
        examples: [
            CommandExample(
                "navc build Samples/FourPages/FourPages.nav", "Write Samples/FourPages/FourPages.swift."),
            CommandExample(
                "navc build -o Generated --access internal App.nav", "Write Generated/App.swift, internal."),
            CommandExample("navc build --check Samples/*/*.nav", "Fail in CI when generated code is stale."),
        ])

    static func run(_ command: ParsedCommand, io: ToolIO) -> Int32 {
        var printer = DiagnosticPrinter(command: command, io: io)
        let access = command.value("access").flatMap(GeneratorOptions.AccessLevel.init(rawValue:))
        var outputs: [(path: String, contents: String)] = []
        let allLoaded = printer.forEachSource(command.positionals) { printer, path, source in
            let options = GeneratorOptions(
                accessLevel: access, sourcePath: displayPath(path), toolVersion: NavTool.version)
            let result = Pipeline.build(source, options: options)
            printer.print(result.diagnostics, in: source)
            guard let file = result.file else { return }
            if path == SourceLoader.standardInputPath {
                outputs.append(("-", file.contents))
            } else {
                outputs.append(
                    (outputPath(for: path, name: file.name, folder: command.value("output")), file.contents))
            }
        }
        printer.finish()
        if !allLoaded { return ExitStatus.usageOrIOError }
        // All or nothing: an error in any input leaves every output untouched.
        guard printer.errorCount == 0 else { return ExitStatus.inputErrors }
        var stale: [String] = []
        for output in outputs {
            if output.path == "-" {
                io.writeOutput(output.contents)
                continue
            }
            let current = FileManager.default.contents(atPath: output.path)
            guard current != Data(output.contents.utf8) else { continue }
            stale.append(output.path)
            if command.flag("check") { continue }
            if let folder = command.value("output") {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            if let error = SourceLoader.write(output.contents, to: output.path) {
                io.writeError(error.description + "\n")
                return ExitStatus.usageOrIOError
            }
        }
        if command.flag("check") {
            for path in stale { io.writeOutput(path + "\n") }
            return stale.isEmpty ? ExitStatus.success : ExitStatus.inputErrors
        }
        return ExitStatus.success
    }

    /// Where the Swift for the `.nav` file at `path` goes.
    static func outputPath(for path: String, name: String, folder: String?) -> String {
        let directory = folder ?? URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
        return directory == "." || directory.isEmpty ? name : directory + "/" + name
    }

    /// The path printed in generated headers: relative to the working directory when the file
    /// is below it, so output does not depend on where the repository is checked out.
    static func displayPath(_ path: String) -> String {
        guard path != SourceLoader.standardInputPath else { return "<stdin>" }
        guard path.hasPrefix("/") else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current)
            ? String(path.dropFirst(current.count)) : URL(fileURLWithPath: path).lastPathComponent
    }
}
