/// The declaration of one subcommand, such as `navc fmt`: its options, arguments and help text.
public struct CommandSpec: Sendable, Equatable {
    /// The name typed after the tool name, such as `fmt`.
    public var name: String
    /// One sentence describing the command, shown in the tool's command list and in help.
    public var summary: String
    /// Longer prose shown in the command's help below the summary, if any.
    public var discussion: String?
    /// The options the command accepts, in the order help lists them.
    public var options: [OptionSpec]
    /// The positional arguments the command accepts.
    public var positionals: PositionalSpec
    /// Sample invocations shown at the end of the command's help.
    public var examples: [CommandExample]
    /// Names other tools give this command, such as `format` for `fmt`, that a user may type
    /// out of habit. They do not run the command: an unknown command that is one of them (or
    /// a near misspelling of one) is answered with `did you mean '<name>'?`.
    public var familiarNames: [String]

    /// Creates a command declaration.
    public init(
        name: String,
        summary: String,
        discussion: String? = nil,
        options: [OptionSpec] = [],
        positionals: PositionalSpec = .none,
        examples: [CommandExample] = [],
        familiarNames: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.examples = examples
        self.familiarNames = familiarNames
    }
}

/// The positional arguments of a command: what they are called and how many are allowed.
public struct PositionalSpec: Sendable, Equatable {
    /// The placeholder shown in help and error messages, such as `file`.
    public var name: String
    /// One sentence describing the arguments, shown in help.
    public var help: String
    /// The fewest arguments the command accepts.
    public var minimumCount: Int
    /// The most arguments the command accepts, or `nil` for no limit.
    public var maximumCount: Int?

    /// Creates a positional argument declaration.
    public init(name: String, help: String, minimumCount: Int = 0, maximumCount: Int? = nil) {
        self.name = name
        self.help = help
        self.minimumCount = minimumCount
        self.maximumCount = maximumCount
    }

    /// The declaration for a command that takes no positional arguments.
    public static let none = PositionalSpec(name: "argument", help: "", minimumCount: 0, maximumCount: 0)
}

/// A sample invocation shown in a command's help, with what it does.
public struct CommandExample: Sendable, Equatable {
    /// The full command line, including the tool name, such as `navc fmt --check App.nav`.
    public var command: String
    /// One sentence saying what the command line does.
    public var explanation: String

    /// Creates an example.
    public init(_ command: String, _ explanation: String) {
        self.command = command
        self.explanation = explanation
    }
}
