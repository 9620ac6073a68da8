import NavCommandLine

/// A tool declared like the real `navc`, so the tests exercise realistic commands.
let sampleTool = ToolSpec(
    name: "navc",
    version: "0.1.0",
    summary: "Compile .nav navigation graphs to SwiftUI.",
    commands: [
        CommandSpec(
            name: "parse",
            summary: "Parse .nav files and print their syntax tree.",
            options: [diagnosticsFormat],
            positionals: files,
            examples: [CommandExample("navc parse App.nav", "Print the syntax tree of App.nav.")]
        ),
        CommandSpec(
            name: "fmt",
            summary: "Reformat .nav files in the canonical style.",
            discussion: "Without options the formatted text goes to standard output.\n\n"
                + "With --check nothing is written; the exit status says whether any file would change.",
            options: [
                .flag("check", help: "Exit with status 1 if any file is not formatted."),
                .value("output", shortName: "o", valueName: "path", help: "Write the result to <path>."),
                diagnosticsFormat,
            ],
            positionals: files,
            examples: [
                CommandExample("navc fmt App.nav", "Print App.nav in canonical form."),
                CommandExample("navc fmt --check Flows/*.nav", "Fail when any flow needs formatting."),
            ],
            familiarNames: ["format", "prettify"]
        ),
        CommandSpec(
            name: "lint",
            summary: "Report style problems in .nav files.",
            options: [
                .value("disable", valueName: "code", repeatable: true, help: "Turn off the rule <code>.")
            ],
            positionals: files,
            examples: [CommandExample("navc lint --disable NAV402 App.nav", "Lint without rule NAV402.")]
        ),
        CommandSpec(
            name: "build",
            summary: "Generate SwiftUI code from .nav files.",
            options: [.value("output", shortName: "o", valueName: "directory", help: "Where to write code.")],
            positionals: files,
            examples: [CommandExample("navc build -o Generated App.nav", "Write code into Generated.")]
        ),
        CommandSpec(
            name: "explain",
            summary: "Explain a diagnostic code.",
            positionals: PositionalSpec(
                name: "code",
                help: "A code such as NAV402.",
                minimumCount: 1,
                maximumCount: 1
            ),
            examples: [CommandExample("navc explain NAV402", "Describe diagnostic NAV402.")]
        ),
    ]
)

/// The diagnostics format option shared by several sample commands.
private let diagnosticsFormat = OptionSpec.value(
    "diagnostics-format",
    valueName: "format",
    allowed: ["text", "json"],
    defaultValue: "text",
    help: "How to print diagnostics."
)

/// The one-or-more file arguments shared by several sample commands.
private let files = PositionalSpec(
    name: "file",
    help: "The .nav files to read; '-' reads standard input.",
    minimumCount: 1
)

/// Parses arguments with the sample tool and returns the command to run, or `nil` otherwise.
func parsedCommand(_ arguments: [String]) -> ParsedCommand? {
    guard case .success(.run(let command)) = sampleTool.parse(arguments) else {
        return nil
    }
    return command
}

/// Parses arguments with the sample tool and returns the usage error message, or `nil` otherwise.
func usageErrorMessage(_ arguments: [String]) -> String? {
    guard case .failure(let error) = sampleTool.parse(arguments) else {
        return nil
    }
    return error.message
}
