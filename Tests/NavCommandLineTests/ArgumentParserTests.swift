import NavCommandLine
import Testing

/// Every supported way of giving `--output` a value.
@Test(arguments: [
    ["fmt", "--output", "out.nav", "a.nav"],
    ["fmt", "--output=out.nav", "a.nav"],
    ["fmt", "-o", "out.nav", "a.nav"],
    ["fmt", "-o=out.nav", "a.nav"],
    ["fmt", "a.nav", "--output", "out.nav"],
])
func valueOptionSyntaxForms(arguments: [String]) throws {
    let command = try #require(parsedCommand(arguments))
    #expect(command.command == "fmt")
    #expect(command.value("output") == "out.nav")
    #expect(command.positionals == ["a.nav"])
}

/// A flag is reported only when it is given.
@Test func flagsArePresentOnlyWhenGiven() throws {
    let checked = try #require(parsedCommand(["fmt", "--check", "a.nav"]))
    let unchecked = try #require(parsedCommand(["fmt", "a.nav"]))
    #expect(checked.flag("check"))
    #expect(!unchecked.flag("check"))
}

/// Everything after `--` is positional, even text that looks like an option or a help request.
@Test func doubleDashEndsOptions() throws {
    let command = try #require(parsedCommand(["fmt", "--check", "--", "--output", "-h", "--", "-"]))
    #expect(command.flag("check"))
    #expect(command.value("output") == nil)
    #expect(command.positionals == ["--output", "-h", "--", "-"])
}

/// A lone `-` is a positional meaning standard input, and can also be an option's value.
@Test func loneDashIsPositionalOrValue() throws {
    let stdin = try #require(parsedCommand(["fmt", "-"]))
    #expect(stdin.positionals == ["-"])
    let stdout = try #require(parsedCommand(["fmt", "-o", "-", "a.nav"]))
    #expect(stdout.value("output") == "-")
    #expect(stdout.positionals == ["a.nav"])
}

/// A value that begins with a dash can be given after `=`.
@Test func dashedValueNeedsEqualsSign() throws {
    let command = try #require(parsedCommand(["fmt", "--output=-weird", "a.nav"]))
    #expect(command.value("output") == "-weird")
}

/// A repeatable option collects every occurrence in order, whatever syntax each uses.
@Test func repeatableOptionsCollectInOrder() throws {
    let command = try #require(
        parsedCommand(["lint", "--disable", "NAV402", "a.nav", "--disable=NAV403", "--disable", "NAV101"])
    )
    #expect(command.values("disable") == ["NAV402", "NAV403", "NAV101"])
    #expect(command.value("disable") == "NAV101")
    #expect(command.positionals == ["a.nav"])
}

/// An option that is not repeatable keeps only its last occurrence.
@Test func lastOccurrenceWinsForSingleOptions() throws {
    let command = try #require(parsedCommand(["fmt", "-o", "first", "--output=second", "a.nav"]))
    #expect(command.value("output") == "second")
    #expect(command.values("output") == ["second"])
}

/// Declared defaults fill in options that are not given, and given values replace them.
@Test func defaultsApplyOnlyWhenOptionIsAbsent() throws {
    let defaulted = try #require(parsedCommand(["fmt", "a.nav"]))
    #expect(defaulted.value("diagnostics-format") == "text")
    #expect(defaulted.values("diagnostics-format") == ["text"])
    #expect(defaulted.value("output") == nil)
    #expect(defaulted.values("output") == [])
    let explicit = try #require(parsedCommand(["fmt", "--diagnostics-format", "json", "a.nav"]))
    #expect(explicit.value("diagnostics-format") == "json")
}

/// A whole parse produces exactly the expected command, positionals and option values.
@Test func parseProducesCompleteCommand() {
    let result = sampleTool.parse(["lint", "a.nav", "--disable", "NAV402", "b.nav"])
    let expected = ParsedCommand(
        command: "lint",
        optionValues: ["disable": ["NAV402"]],
        positionals: ["a.nav", "b.nav"]
    )
    #expect(result == .success(.run(expected)))
}

/// Each kind of mistake produces its one-line message.
@Test(arguments: [
    (["fmt", "--chek", "a.nav"], "unknown option '--chek' for 'navc fmt'; did you mean '--check'?"),
    (["fmt", "-check", "a.nav"], "unknown option '-check' for 'navc fmt'; did you mean '--check'?"),
    (["fmt", "--zzzzzz", "a.nav"], "unknown option '--zzzzzz' for 'navc fmt'"),
    (["fmt", "-x", "a.nav"], "unknown option '-x' for 'navc fmt'"),
    (["--verison"], "unknown option '--verison' for 'navc'; did you mean '--version'?"),
    (["fmt", "a.nav", "--diagnostics-format"], "missing value for option '--diagnostics-format'"),
    (["fmt", "--diagnostics-format", "--check", "a.nav"], "missing value for option '--diagnostics-format'"),
    (["fmt", "--diagnostics-format=", "a.nav"], "missing value for option '--diagnostics-format'"),
    (["fmt", "a.nav", "-o"], "missing value for option '-o'"),
    (
        ["fmt", "--diagnostics-format", "xml", "a.nav"],
        "invalid value 'xml' for '--diagnostics-format'; expected one of: text, json"
    ),
    (["fmt", "--check=yes", "a.nav"], "option '--check' does not take a value"),
    (["biuld"], "unknown command 'biuld'; did you mean 'build'?"),
    (["Lint"], "unknown command 'Lint'; did you mean 'lint'?"),
    (["frobnicate"], "unknown command 'frobnicate'"),
    (["format", "a.nav"], "unknown command 'format'; did you mean 'fmt'?"),
    (["Format", "a.nav"], "unknown command 'Format'; did you mean 'fmt'?"),
    (["fromat", "a.nav"], "unknown command 'fromat'; did you mean 'fmt'?"),
    (["prettify", "a.nav"], "unknown command 'prettify'; did you mean 'fmt'?"),
    (["help", "format"], "unknown command 'format'; did you mean 'fmt'?"),
    (["help", "fnt"], "unknown command 'fnt'; did you mean 'fmt'?"),
    (["fmt"], "'navc fmt' needs at least one file argument"),
    (["fmt", "--check"], "'navc fmt' needs at least one file argument"),
    (["explain", "NAV101", "NAV102"], "'navc explain' takes at most 1 argument"),
    (["help", "fmt", "lint"], "'navc help' takes at most 1 argument"),
    (["--version", "extra"], "'navc --version' takes no arguments"),
    ([], "missing command; see 'navc --help'"),
])
func usageErrors(arguments: [String], message: String) {
    #expect(usageErrorMessage(arguments) == message)
}

/// A usage error prints as its message alone.
@Test func usageErrorDescriptionIsMessage() {
    let error = UsageError("missing command; see 'navc --help'")
    #expect("\(error)" == "missing command; see 'navc --help'")
}

/// Every spelling of a top-level help request gives the top-level help.
@Test(arguments: [["--help"], ["-h"], ["help"]])
func topLevelHelpRequests(arguments: [String]) {
    #expect(sampleTool.parse(arguments) == .success(.help(sampleTool.helpText())))
}

/// Every spelling of a command help request gives that command's help, even beside mistakes.
@Test(arguments: [
    ["help", "fmt"],
    ["--help", "fmt"],
    ["-h", "fmt"],
    ["fmt", "--help"],
    ["fmt", "-h"],
    ["fmt", "a.nav", "--chek", "-h"],
    ["fmt", "--diagnostics-format", "-h"],
])
func commandHelpRequests(arguments: [String]) throws {
    let fmt = try #require(sampleTool.command(named: "fmt"))
    #expect(sampleTool.parse(arguments) == .success(.help(sampleTool.helpText(for: fmt))))
}

/// `--version` gives the tool name and version.
@Test func versionRequest() {
    #expect(sampleTool.parse(["--version"]) == .success(.version("navc 0.1.0")))
}
