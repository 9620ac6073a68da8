/// What the tool should do after parsing its command line.
public enum Invocation: Sendable, Equatable {
    /// Run a subcommand with the parsed options and arguments.
    case run(ParsedCommand)
    /// Print this rendered help text to standard output and exit successfully.
    case help(String)
    /// Print this version line to standard output and exit successfully.
    case version(String)
}
