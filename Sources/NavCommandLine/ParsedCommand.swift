/// A successfully parsed command line for one subcommand.
///
/// Defaults declared for value options are already filled in, so callers ask for an option's
/// value without caring whether the user typed it.
public struct ParsedCommand: Sendable, Equatable {
    /// The name of the subcommand that was run, such as `fmt`.
    public var command: String
    /// The long names of the flags that were given.
    public var flags: Set<String>
    /// The values of each value option by long name, in the order given, or its default.
    public var optionValues: [String: [String]]
    /// The positional arguments in order; `-` is passed through unchanged to mean standard input.
    public var positionals: [String]

    /// Creates a parsed command; the parser fills in defaults before calling this.
    public init(
        command: String,
        flags: Set<String> = [],
        optionValues: [String: [String]] = [:],
        positionals: [String] = []
    ) {
        self.command = command
        self.flags = flags
        self.optionValues = optionValues
        self.positionals = positionals
    }

    /// Returns whether the flag with the given long name was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// Returns the last value given for an option, or its default, or `nil` if it has neither.
    public func value(_ name: String) -> String? {
        optionValues[name]?.last
    }

    /// Returns every value given for an option in order, or its default alone if none was given.
    public func values(_ name: String) -> [String] {
        optionValues[name] ?? []
    }
}
