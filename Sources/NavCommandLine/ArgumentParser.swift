import NavSource

extension ToolSpec {
    /// Parses a command line, not including the executable's own name (`argv[0]`).
    ///
    /// The first argument names a subcommand, or is one of `--help`, `-h`, `help [<command>]`
    /// or `--version`. After a subcommand:
    /// - `--name value`, `--name=value`, `-n value` and `-n=value` give a value option;
    /// - `--name` or `-n` alone gives a flag;
    /// - `--help` or `-h` anywhere before `--` asks for the subcommand's help;
    /// - `--` ends the options, so every later argument is positional;
    /// - a lone `-` is positional (conventionally standard input).
    ///
    /// A value cannot begin with `-` unless it is attached with `=`, except for a lone `-` and a
    /// negative number such as `-1`.
    /// A repeatable option collects every value in order; for any other option the last
    /// occurrence wins.
    public func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        guard let first = arguments.first else {
            return .failure(.missingCommand(tool: name))
        }
        let rest = arguments.dropFirst()
        switch first {
        case "--version":
            guard rest.isEmpty else {
                return .failure(.tooManyArguments("\(name) --version", maximum: 0))
            }
            return .success(.version(versionText))
        case "help", "--help", "-h":
            return parseHelpRequest(rest)
        default:
            break
        }
        if first.hasPrefix("-") && first != "-" {
            let suggestion = suggestedOption(for: first, among: ["help", "version"])
            return .failure(.unknownOption(first, in: name, suggestion: suggestion))
        }
        guard let command = command(named: first) else {
            return .failure(.unknownCommand(first, suggestion: suggestedCommand(for: first, orHelp: true)))
        }
        return CommandParser(tool: self, command: command).parse(rest)
    }

    /// Answers `help`, `--help` or `-h`, optionally followed by the command to describe.
    private func parseHelpRequest(_ arguments: ArraySlice<String>) -> Result<Invocation, UsageError> {
        guard let commandName = arguments.first else {
            return .success(.help(helpText()))
        }
        guard arguments.count == 1 else {
            return .failure(.tooManyArguments("\(name) help", maximum: 1))
        }
        guard let command = command(named: commandName) else {
            return .failure(
                .unknownCommand(commandName, suggestion: suggestedCommand(for: commandName, orHelp: false)))
        }
        return .success(.help(helpText(for: command)))
    }
}

extension ToolSpec {
    /// Returns the command a user most likely meant by an unknown command name, if any.
    ///
    /// The candidates are the commands' names (and `help` when `orHelp` is set) and then their
    /// familiar names, so `biuld` suggests `build`, and `format`, or a typo such as `fromat`,
    /// suggests `fmt`. A familiar name is answered with the command it stands for; an exact
    /// familiar name wins over a command name one edit away.
    func suggestedCommand(for typedName: String, orHelp: Bool) -> String? {
        var commandForCandidate: [String: String] = [:]
        var candidates: [String] = []
        for command in commands {
            candidates.append(command.name)
            commandForCandidate[command.name] = command.name
        }
        if orHelp {
            candidates.append("help")
            commandForCandidate["help"] = "help"
        }
        for command in commands {
            for familiarName in command.familiarNames where commandForCandidate[familiarName] == nil {
                candidates.append(familiarName)
                commandForCandidate[familiarName] = command.name
            }
        }
        return Suggestion.closest(to: typedName, among: candidates).flatMap { commandForCandidate[$0] }
    }
}

/// Returns the long option closest to a mistyped option spelling, with its dashes, if any is close.
///
/// Leading dashes are ignored, so `-check` suggests `--check`; single letters suggest nothing.
func suggestedOption(for spelling: String, among longNames: [String]) -> String? {
    let typedName = String(spelling.drop { $0 == "-" })
    guard typedName.count > 1 else {
        return nil
    }
    return Suggestion.closest(to: typedName, among: longNames).map { "--\($0)" }
}

/// Parses the arguments that follow one subcommand's name.
struct CommandParser {
    /// The tool whose name appears in messages and help.
    let tool: ToolSpec
    /// The subcommand whose options and arguments are being parsed.
    let command: CommandSpec

    /// The command as the user typed it, such as `navc fmt`, for error messages.
    private var context: String {
        "\(tool.name) \(command.name)"
    }

    /// Parses the subcommand's arguments into a run request or a help request.
    func parse(_ arguments: ArraySlice<String>) -> Result<Invocation, UsageError> {
        let optionArguments = arguments.prefix { $0 != "--" }
        if optionArguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .success(.help(tool.helpText(for: command)))
        }
        do {
            return .success(.run(try parseCommand(arguments)))
        } catch {
            return .failure(error)
        }
    }

    /// Collects options and positionals, fills in defaults and checks the argument count.
    private func parseCommand(_ arguments: ArraySlice<String>) throws(UsageError) -> ParsedCommand {
        var parsed = ParsedCommand(command: command.name)
        var remaining = arguments
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                try parseOption(argument, remaining: &remaining, into: &parsed)
            }
        }
        for option in command.options where parsed.optionValues[option.name] == nil {
            if case .value = option.kind, let defaultValue = option.defaultValue {
                parsed.optionValues[option.name] = [defaultValue]
            }
        }
        let positionals = command.positionals
        if parsed.positionals.count < positionals.minimumCount {
            throw .tooFewArguments(context, minimum: positionals.minimumCount, name: positionals.name)
        }
        if let maximum = positionals.maximumCount, parsed.positionals.count > maximum {
            throw .tooManyArguments(context, maximum: maximum)
        }
        return parsed
    }

    /// Records one option, taking its value from after `=` or from the next argument.
    private func parseOption(
        _ argument: String,
        remaining: inout ArraySlice<String>,
        into parsed: inout ParsedCommand
    ) throws(UsageError) {
        let spelling: String
        var inlineValue: String?
        if let equalsSign = argument.firstIndex(of: "=") {
            spelling = String(argument[..<equalsSign])
            inlineValue = String(argument[argument.index(after: equalsSign)...])
        } else {
            spelling = argument
        }
        guard let option = option(spelled: spelling) else {
            let suggestion = suggestedOption(for: spelling, among: command.options.map(\.name) + ["help"])
            throw .unknownOption(spelling, in: context, suggestion: suggestion)
        }
        switch option.kind {
        case .flag:
            if inlineValue != nil {
                throw .unexpectedValue(spelling)
            }
            parsed.flags.insert(option.name)
        case .value(_, let allowed, let repeatable):
            guard let value = inlineValue ?? takeValue(from: &remaining), !value.isEmpty else {
                throw .missingValue(spelling)
            }
            if let allowed, !allowed.contains(value) {
                throw .invalidValue(value, for: spelling, allowed: allowed)
            }
            let earlierValues = repeatable ? parsed.optionValues[option.name] ?? [] : []
            parsed.optionValues[option.name] = earlierValues + [value]
        }
    }

    /// Returns the declared option for `--name` or `-n`, if there is one.
    private func option(spelled spelling: String) -> OptionSpec? {
        if spelling.hasPrefix("--") {
            let longName = spelling.dropFirst(2)
            return command.options.first { $0.name == longName }
        }
        guard spelling.count == 2, let shortName = spelling.last else {
            return nil
        }
        return command.options.first { $0.shortName == shortName }
    }

    /// Removes and returns the next argument as a value, unless it looks like an option.
    ///
    /// A negative number such as `-1` is a value, not an option (no option is spelled with a
    /// digit), so the command can say what is wrong with it.
    private func takeValue(from remaining: inout ArraySlice<String>) -> String? {
        guard let next = remaining.first, next == "-" || !next.hasPrefix("-") || isNegativeNumber(next) else {
            return nil
        }
        return remaining.popFirst()
    }

    /// Whether `argument` is `-` followed by a digit, such as `-1` or `-0.5`.
    private func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-") && argument.dropFirst().first!.isASCII
            && argument.dropFirst().first!.isNumber
    }
}
