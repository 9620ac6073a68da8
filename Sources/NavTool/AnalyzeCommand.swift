import NavCommandLine
import NavDriver
import NavLint
import NavSource

/// `navc check` (errors that would make generated Swift wrong) and `navc lint` (those plus
/// navigation warnings).
enum AnalyzeCommand {
    static let checkSpec = CommandSpec(
        name: "check",
        summary: "Check .nav files for errors: names, types, the route graph and OS availability.",
        options: DiagnosticPrinter.options,
        positionals: PositionalSpec(
            name: "file", help: "A .nav file, or - for standard input.", minimumCount: 1),
        examples: [
            CommandExample("navc check Samples/FourPages/FourPages.nav", "Report every error, if any."),
            CommandExample(
                "navc check --diagnostics-format sarif app.nav > navc.sarif", "Errors for code scanning."),
        ],
        familiarNames: ["validate", "verify", "typecheck"])

    static let lintSpec = CommandSpec(
        name: "lint",
        summary:
            "Check .nav files and warn about navigation mistakes (no way back, unreachable routes, ...).",
        discussion: """
            Lint rules can also be configured in the file: lint { disable NAV402 } in the navigation \
            header disables a rule, and 'error NAV401' or 'warning NAV401' sets its severity; the \
            "lint" key of the nearest .navc.json sets them for a folder. The command line wins over \
            the file, and the file over .navc.json. Run 'navc explain NAV401' for a rule's \
            documentation.
            """,
        options: DiagnosticPrinter.options + lintOptions,
        positionals: PositionalSpec(
            name: "file", help: "A .nav file, or - for standard input.", minimumCount: 1),
        examples: [
            CommandExample("navc lint Samples/*/*.nav", "Lint every sample."),
            CommandExample(
                "navc lint --disable NAV402 --warnings-as-errors app.nav",
                "Strict CI, ignoring unreachable routes."),
            CommandExample(
                "navc lint --diagnostics-format github Sources/App/*.nav",
                "Annotate a pull request from a GitHub Actions step."),
        ],
        familiarNames: ["vet", "analyze"])

    /// The options that configure lint rules, shared by `navc lint` and `navc build --lint`.
    static let lintOptions: [OptionSpec] = [
        .value(
            "disable", valueName: "id", repeatable: true,
            help: "Turn off a lint rule, such as NAV402; repeat for several."),
        .flag("warnings-as-errors", help: "Report every warning as an error (exit 1 on any finding)."),
        .value(
            "large-enum-threshold", valueName: "count",
            help:
                "Warn (NAV408) when the route enum has more cases than this (default: .navc.json's lint.largeEnumThreshold, or 300)."
        ),
    ]

    /// The values `--large-enum-threshold` accepts.
    static let thresholdRange = Configuration.thresholdRange

    /// Reads the value of `--large-enum-threshold`, or says what is wrong with it.
    static func parseThreshold(_ text: String) -> Result<Int, UsageError> {
        let expected = "a whole number from \(thresholdRange.lowerBound) to \(thresholdRange.upperBound)"
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : text[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(UsageError("'--large-enum-threshold' must be \(expected), not '\(text)'"))
        }
        if let value = Int(text), value < thresholdRange.lowerBound {
            return .failure(UsageError("'--large-enum-threshold' must be \(expected), not '\(text)'"))
        }
        guard let value = Int(text), thresholdRange.contains(value) else {
            return .failure(
                UsageError("'--large-enum-threshold' value \(text) is out of range; it must be \(expected)"))
        }
        return .success(value)
    }

    /// The lint settings given on the command line.
    struct CommandLineLint {
        var disabled: Set<DiagnosticCode> = []
        var warningsAsErrors = false
        var largeEnumThreshold: Int?

        /// The configuration for a file whose `.navc.json` is `file`: the command line wins.
        func configuration(with file: Configuration) -> LintConfiguration {
            var configuration = LintConfiguration(
                disabled: disabled,
                warningsAsErrors: warningsAsErrors || (file.lint.warningsAsErrors ?? false),
                configuredSeverities: file.lint.rules)
            configuration.options.largeEnumThreshold =
                largeEnumThreshold ?? file.lint.largeEnumThreshold ?? LintOptions().largeEnumThreshold
            return configuration
        }
    }

    /// Reads the lint options of `command`, or writes the usage error and returns nil.
    static func commandLineLint(_ command: ParsedCommand, io: ToolIO) -> CommandLineLint? {
        var settings = CommandLineLint()
        for id in command.values("disable") {
            guard let code = DiagnosticCode(id: id), code.rawValue / 100 == 4 else {
                io.writeError(
                    "error: '\(id)' is not a lint rule ID (NAV4xx); run 'navc explain' to list them\n")
                return nil
            }
            settings.disabled.insert(code)
        }
        settings.warningsAsErrors = command.flag("warnings-as-errors")
        if let text = command.value("large-enum-threshold") {
            switch parseThreshold(text) {
            case .success(let threshold): settings.largeEnumThreshold = threshold
            case .failure(let message):
                io.writeError("error: \(message)\n")
                return nil
            }
        }
        return settings
    }

    static func run(_ command: ParsedCommand, io: ToolIO, lint: Bool) -> Int32 {
        var settings = CommandLineLint()
        if lint {
            guard let parsed = commandLineLint(command, io: io) else { return ExitStatus.usageOrIOError }
            settings = parsed
        }
        var printer = DiagnosticPrinter(command: command, io: io)
        var configurations = ConfigurationCache()
        // An input that another input imports is part of that input's graph, as for `navc
        // build`: it is checked there, and its diagnostics are located in it.
        let graphs = ImportResolver.importingGraphs(
            of: command.positionals, currentDirectory: io.currentDirectory)
        var index = 0
        let allLoaded = printer.forEachSource(command.positionals) { printer, path, source in
            defer { index += 1 }
            guard graphs[index] == nil else { return }
            // The nearest .navc.json holds the lint settings; its own errors are reported once.
            guard
                let file = configurations.load(
                    for: path, printer: &printer, currentDirectory: io.currentDirectory)
            else { return }
            let result =
                lint
                ? Pipeline.lint(
                    source, configuration: settings.configuration(with: file),
                    imports: .fileSystem(for: source))
                : Pipeline.check(source, imports: .fileSystem(for: source), keepsModel: false)
            printer.print(result.diagnostics, in: result.source)
            // The last file's model and plan are left for the process's exit to reclaim.
            if path == command.positionals.last { io.buryUntilExit(result) }
        }
        printer.finish()
        if !allLoaded { return ExitStatus.usageOrIOError }
        return printer.errorCount > 0 ? ExitStatus.inputErrors : ExitStatus.success
    }
}
