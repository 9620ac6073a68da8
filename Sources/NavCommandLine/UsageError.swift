/// A command line that the tool cannot accept, described in one line.
///
/// The executable prints `error: <message>` to standard error and exits with status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The one-line explanation, without an `error:` prefix.
    public var message: String

    /// Creates an error with the given message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, so that printing the error prints the message.
    public var description: String {
        message
    }

    /// Reports an option that the command does not declare, with a suggestion when one is close.
    static func unknownOption(_ spelling: String, in context: String, suggestion: String?) -> UsageError {
        UsageError("unknown option '\(spelling)' for '\(context)'" + didYouMean(suggestion))
    }

    /// Reports a subcommand that the tool does not declare, with a suggestion when one is close.
    static func unknownCommand(_ name: String, suggestion: String?) -> UsageError {
        UsageError("unknown command '\(name)'" + didYouMean(suggestion))
    }

    /// Reports a value option that ended the command line or was followed by another option.
    static func missingValue(_ spelling: String) -> UsageError {
        UsageError("missing value for option '\(spelling)'")
    }

    /// Reports a flag that was given a value with `=`.
    static func unexpectedValue(_ spelling: String) -> UsageError {
        UsageError("option '\(spelling)' does not take a value")
    }

    /// Reports a value outside an option's allowed values.
    static func invalidValue(_ value: String, for spelling: String, allowed: [String]) -> UsageError {
        UsageError(
            "invalid value '\(value)' for '\(spelling)'; expected one of: "
                + allowed.joined(separator: ", ")
        )
    }

    /// Reports a command line with no subcommand.
    static func missingCommand(tool: String) -> UsageError {
        UsageError("missing command; see '\(tool) --help'")
    }

    /// Reports fewer positional arguments than a command needs.
    static func tooFewArguments(_ context: String, minimum: Int, name: String) -> UsageError {
        let count = minimum == 1 ? "one \(name) argument" : "\(minimum) \(name) arguments"
        return UsageError("'\(context)' needs at least \(count)")
    }

    /// Reports more positional arguments than a command accepts.
    static func tooManyArguments(_ context: String, maximum: Int) -> UsageError {
        if maximum == 0 {
            return UsageError("'\(context)' takes no arguments")
        }
        return UsageError("'\(context)' takes at most \(maximum) argument\(maximum == 1 ? "" : "s")")
    }

    /// Returns the `; did you mean '…'?` suffix for a suggestion, or nothing without one.
    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
