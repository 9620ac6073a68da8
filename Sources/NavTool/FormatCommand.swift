import NavCommandLine
import NavDriver
import NavSource

/// `navc fmt`: rewrites files in the canonical layout.
enum FormatCommand {
    static let spec = CommandSpec(
        name: "fmt",
        summary: "Format .nav files in the canonical layout.",
        discussion: """
            Files are rewritten in place, atomically, and only when formatting changes them. A file \
            with syntax errors is left untouched and its errors are reported. With - the source is \
            read from standard input and the result written to standard output.
            """,
        options: DiagnosticPrinter.options + [
            .flag(
                "check", help: "Write nothing; list the files that would change and exit 1 if there are any.")
        ],
        positionals: PositionalSpec(
            name: "file", help: "A .nav file, or - for standard input.", minimumCount: 1),
        examples: [
            CommandExample("navc fmt Samples/*/*.nav", "Format every sample in place."),
            CommandExample("navc fmt --check app.nav", "Fail in CI when app.nav is not formatted."),
            CommandExample("navc fmt - < app.nav", "Print the formatted file."),
        ],
        familiarNames: ["format", "reformat", "prettify"])

    static func run(_ command: ParsedCommand, io: ToolIO) -> Int32 {
        // Standard input is formatted to standard output.
        let printsFormatted =
            !command.flag("check") && command.positionals.contains(SourceLoader.standardInputPath)
        var printer = DiagnosticPrinter(command: command, io: io, productOnStandardOutput: printsFormatted)
        var writeFailed = false
        var wouldChange: [String] = []
        let allLoaded = printer.forEachSource(command.positionals) { printer, path, source in
            let result = Pipeline.format(source)
            printer.print(result.diagnostics, in: source)
            guard let formatted = result.formatted else { return }
            if path == SourceLoader.standardInputPath && !command.flag("check") {
                io.writeOutput(formatted)
                return
            }
            guard Array(formatted.utf8) != source.bytes else { return }
            wouldChange.append(source.path)
            if !command.flag("check"), let error = SourceLoader.write(formatted, to: path) {
                printer.printFailure(error)
                writeFailed = true
            }
        }
        printer.finish()
        if command.flag("check") {
            for path in wouldChange { printer.writeListing(path + "\n") }
        }
        if !allLoaded || writeFailed { return ExitStatus.usageOrIOError }
        if printer.errorCount > 0 || (command.flag("check") && !wouldChange.isEmpty) {
            return ExitStatus.inputErrors
        }
        return ExitStatus.success
    }
}
