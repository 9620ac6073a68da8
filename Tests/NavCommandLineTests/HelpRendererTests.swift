import Testing

@testable import NavCommandLine

/// Returns the help for one sample command, split into lines.
private func helpLines(for commandName: String) throws -> [String] {
    let command = try #require(sampleTool.command(named: commandName))
    return splitLines(sampleTool.helpText(for: command))
}

/// Splits text into lines, keeping blank ones.
private func splitLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Command help shows the overview, usage, arguments, options with their details, and examples.
@Test func commandHelpShowsKeyLines() throws {
    let lines = try helpLines(for: "fmt")
    #expect(lines.first == "OVERVIEW: Reformat .nav files in the canonical style.")
    #expect(lines.contains("USAGE: navc fmt [<options>] <file> ..."))
    #expect(lines.contains("ARGUMENTS:"))
    #expect(lines.contains { $0.hasPrefix("  <file>") && $0.hasSuffix("'-' reads standard input.") })
    #expect(lines.contains { $0.hasPrefix("  --check ") && $0.hasSuffix("if any file is not formatted.") })
    #expect(lines.contains { $0.hasPrefix("  -o, --output <path> ") })
    #expect(lines.contains { $0.hasPrefix("  -h, --help ") && $0.hasSuffix("Show help information.") })
    let words = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
        words.contains(
            "--diagnostics-format <format> How to print diagnostics. (values: text, json; default: text)"
        )
    )
    #expect(lines.contains("EXAMPLES:"))
    #expect(lines.contains("  navc fmt --check Flows/*.nav"))
    #expect(lines.contains("      Fail when any flow needs formatting."))
}

/// The discussion keeps its paragraph break and every line fits in 80 columns.
@Test func commandHelpWrapsDiscussion() throws {
    let lines = try helpLines(for: "fmt")
    let start = try #require(lines.firstIndex { $0.hasPrefix("Without options") })
    #expect(lines[start + 1] == "")
    #expect(lines[start + 2].hasPrefix("With --check"))
    #expect(lines.allSatisfy { $0.count <= 80 })
}

/// Option descriptions all start in the same column.
@Test func optionDescriptionsAreAligned() throws {
    let lines = try helpLines(for: "fmt")
    let descriptions = ["Exit with status", "Write the result", "How to print", "Show help"]
    let columns = try descriptions.map { text in
        let line = try #require(lines.first { $0.contains(text) })
        let start = try #require(line.indices.first { line[$0...].hasPrefix(text) })
        return line.distance(from: line.startIndex, to: start)
    }
    #expect(Set(columns).count == 1)
}

/// Repeatable options say so in their help.
@Test func repeatableOptionHelp() throws {
    let lines = try helpLines(for: "lint")
    #expect(lines.contains { $0.hasPrefix("  --disable <code>") && $0.hasSuffix("(repeatable)") })
}

/// A command without declared options or with a single argument shows that in its usage line.
@Test func explainHelpUsage() throws {
    let lines = try helpLines(for: "explain")
    #expect(lines.contains("USAGE: navc explain <code>"))
    #expect(lines.contains { $0.hasPrefix("  -h, --help") })
}

/// The usage line shows how many positional arguments a command takes.
@Test(arguments: [
    (PositionalSpec.none, "USAGE: navc demo"),
    (PositionalSpec(name: "file", help: "", minimumCount: 0, maximumCount: 1), "USAGE: navc demo [<file>]"),
    (PositionalSpec(name: "file", help: "", minimumCount: 1, maximumCount: 1), "USAGE: navc demo <file>"),
    (PositionalSpec(name: "file", help: "", minimumCount: 0), "USAGE: navc demo [<file> ...]"),
    (PositionalSpec(name: "file", help: "", minimumCount: 1), "USAGE: navc demo <file> ..."),
])
func usageLineShowsPositionals(positionals: PositionalSpec, usage: String) {
    let command = CommandSpec(name: "demo", summary: "Demo.", positionals: positionals)
    #expect(HelpRenderer.usage(of: command, toolName: "navc") == usage)
}

/// Top-level help lists every command with its summary, the global options and where to look next.
@Test func topLevelHelpListsCommands() {
    let lines = splitLines(sampleTool.helpText())
    #expect(lines.first == "OVERVIEW: Compile .nav navigation graphs to SwiftUI.")
    #expect(lines.contains("USAGE: navc <command> [<options>] [<arguments>]"))
    #expect(lines.contains("COMMANDS:"))
    for command in sampleTool.commands {
        #expect(lines.contains { $0.hasPrefix("  \(command.name) ") && $0.hasSuffix(command.summary) })
    }
    #expect(lines.contains { $0.hasPrefix("  help ") })
    #expect(lines.contains { $0.hasPrefix("  --version ") && $0.hasSuffix("Show the version.") })
    #expect(lines.last == "See 'navc help <command>' for a command's options and examples.")
}

/// A label too wide for the label column goes on its own line, and the column stays at its widest.
@Test func wideLabelsGetTheirOwnLine() {
    let wideLabel = "--a-very-long-option-name <value>"
    let lines = HelpRenderer.table([(label: "-x", text: "Short."), (label: wideLabel, text: "Long.")])
    let indent = String(repeating: " ", count: 2 + HelpRenderer.maximumLabelWidth + 2)
    #expect(lines == ["  -x" + indent.dropFirst(4) + "Short.", "  \(wideLabel)", indent + "Long."])
}

/// Wrapping breaks between words and never splits a word.
@Test func wrapBreaksBetweenWords() {
    #expect(HelpRenderer.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(HelpRenderer.wrap("unbreakable", width: 4) == ["unbreakable"])
    #expect(HelpRenderer.wrap("", width: 10) == [])
}
