import NavTool
import Testing

/// Version, help and usage errors: what every command shares.
@Suite struct CommandLineTests {
    @Test func versionPrintsToolNameAndVersion() {
        let result = run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "navc 0.1.0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func topLevelHelpListsEveryCommand(arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("USAGE: navc <command>"))
        let commandLines = lines(result.stdout).drop { $0 != "COMMANDS:" }.dropFirst().prefix { !$0.isEmpty }
        for command in ["parse", "fmt", "explain"] {
            #expect(commandLines.contains { $0.hasPrefix("  \(command) ") }, "\(command) is not listed")
        }
    }

    @Test(arguments: [["fmt", "--help"], ["fmt", "-h"], ["help", "fmt"], ["fmt", "a.nav", "--help"]])
    func formatHelpShowsUsageAndExamples(arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("OVERVIEW: Format .nav files"))
        #expect(result.stdout.contains("USAGE: navc fmt [<options>] <file> ..."))
        #expect(result.stdout.contains("--check"))
        #expect(result.stdout.contains("EXAMPLES:\n  navc fmt "))
        #expect(result.stdout.contains("  navc fmt --check app.nav\n"))
    }

    @Test(arguments: ["parse", "explain"])
    func everyCommandHasHelp(command: String) {
        let result = run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: navc \(command)"))
        #expect(result.stdout.contains("EXAMPLES:"))
    }

    /// A usage error and the exact one-line message it must print.
    struct UsageCase: Sendable, CustomTestStringConvertible {
        /// The command line.
        var arguments: [String]
        /// The whole expected standard error.
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases = [
        UsageCase(arguments: [], message: "error: missing command; see 'navc --help'"),
        UsageCase(arguments: ["bogus"], message: "error: unknown command 'bogus'"),
        UsageCase(
            arguments: ["pars", "a.nav"], message: "error: unknown command 'pars'; did you mean 'parse'?"),
        UsageCase(
            arguments: ["format", "x.nav"], message: "error: unknown command 'format'; did you mean 'fmt'?"),
        UsageCase(
            arguments: ["generate", "x.nav"],
            message: "error: unknown command 'generate'; did you mean 'build'?"),
        UsageCase(
            arguments: ["validate", "x.nav"],
            message: "error: unknown command 'validate'; did you mean 'check'?"),
        UsageCase(
            arguments: ["help", "format"], message: "error: unknown command 'format'; did you mean 'fmt'?"),
        UsageCase(
            arguments: ["parse", "--dumb", "a.nav"],
            message: "error: unknown option '--dumb' for 'navc parse'; did you mean '--dump'?"),
        UsageCase(
            arguments: ["fmt", "--chekc", "a.nav"],
            message: "error: unknown option '--chekc' for 'navc fmt'; did you mean '--check'?"),
        UsageCase(arguments: ["parse"], message: "error: 'navc parse' needs at least one file argument"),
        UsageCase(
            arguments: ["fmt", "--check"], message: "error: 'navc fmt' needs at least one file argument"),
        UsageCase(
            arguments: ["parse", "--diagnostics-format", "xml", "a.nav"],
            message:
                "error: invalid value 'xml' for '--diagnostics-format'; expected one of: text, json, sarif, github"
        ),
        UsageCase(
            arguments: ["fmt", "--color", "sometimes", "a.nav"],
            message: "error: invalid value 'sometimes' for '--color'; expected one of: auto, always, never"),
        UsageCase(
            arguments: ["parse", "--color=sometimes", "a.nav"],
            message: "error: invalid value 'sometimes' for '--color'; expected one of: auto, always, never"),
        UsageCase(arguments: ["parse", "--color"], message: "error: missing value for option '--color'"),
        UsageCase(
            arguments: ["fmt", "--check=yes", "a.nav"],
            message: "error: option '--check' does not take a value"),
        UsageCase(
            arguments: ["explain", "NAV104", "NAV105"],
            message: "error: 'navc explain' takes at most 1 argument"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsExitTwoWithOneLine(usage: UsageCase) {
        let result = run(usage.arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == usage.message + "\n")
    }

    /// Every familiar name of every command suggests that command, and none is a command's
    /// own name (which would make it unreachable).
    @Test func everyFamiliarNameSuggestsItsCommand() {
        let commandNames = Set(NavTool.spec.commands.map(\.name) + ["help"])
        for command in NavTool.spec.commands {
            for familiarName in command.familiarNames {
                #expect(!commandNames.contains(familiarName))
                let result = run([familiarName, "x.nav"])
                #expect(result.status == 2)
                #expect(
                    result.stderr
                        == "error: unknown command '\(familiarName)'; did you mean '\(command.name)'?\n")
            }
        }
    }

    /// A familiar name only suggests its command: `navc format` does not format the file.
    @Test func familiarNameDoesNotRunTheCommand() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(messyHeader, to: "App.nav")
            let result = run(["format", path])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(text(of: path) == messyHeader)
        }
    }

    /// A usage error stops the command before it touches any file.
    @Test func usageErrorReadsNoFiles() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(messyHeader, to: "App.nav")
            let result = run(["fmt", "--colour", "never", path])
            #expect(result.status == 2)
            #expect(lines(result.stderr).count == 1)
            #expect(result.stderr.hasPrefix("error: unknown option '--colour' for 'navc fmt'"))
            #expect(text(of: path) == messyHeader)
        }
    }
}
