import NavCommandLine
import NavDriver
import NavSyntax

/// `navc parse`: reports lexing and parsing errors, and prints the syntax tree on request.
enum ParseCommand {
    static let spec = CommandSpec(
        name: "parse",
        summary: "Check .nav files for syntax errors and optionally print their syntax trees.",
        options: DiagnosticPrinter.options + [
            .flag("dump", help: "Print each file's syntax tree to standard output."),
            .flag("no-ranges", help: "With --dump, leave out byte ranges (compare trees across layouts)."),
        ],
        positionals: PositionalSpec(
            name: "file", help: "A .nav file, or - for standard input.", minimumCount: 1),
        examples: [
            CommandExample("navc parse Samples/FourPages/FourPages.nav", "Report syntax errors, if any."),
            CommandExample("navc parse --dump app.nav", "Print the syntax tree with byte ranges."),
            CommandExample("cat app.nav | navc parse --diagnostics-format json -", "Errors as JSON lines."),
        ],
        familiarNames: ["dump", "ast"])

    static func run(_ command: ParsedCommand, io: ToolIO) -> Int32 {
        var printer = DiagnosticPrinter(command: command, io: io)
        let allLoaded = printer.forEachSource(command.positionals) { printer, _, source in
            let result = Pipeline.parse(source)
            printer.print(result.diagnostics, in: source)
            if command.flag("dump") {
                io.writeOutput(SyntaxDumper.dump(result.tree, includeRanges: !command.flag("no-ranges")))
            }
        }
        printer.finish()
        if !allLoaded { return ExitStatus.usageOrIOError }
        return printer.errorCount > 0 ? ExitStatus.inputErrors : ExitStatus.success
    }
}
