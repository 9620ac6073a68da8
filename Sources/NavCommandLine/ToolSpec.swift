/// The declaration of a whole command-line tool: its name, version and subcommands.
///
/// Besides the declared commands, every tool understands `--help`, `-h`, `help [<command>]`
/// and `--version`, so no command may be named `help`.
public struct ToolSpec: Sendable, Equatable {
    /// The executable's name, such as `navc`.
    public var name: String
    /// The version string, such as `0.1.0`.
    public var version: String
    /// One sentence describing the tool, shown in top-level help.
    public var summary: String
    /// The subcommands, in the order help lists them.
    public var commands: [CommandSpec]

    /// Creates a tool declaration.
    public init(name: String, version: String, summary: String, commands: [CommandSpec]) {
        self.name = name
        self.version = version
        self.summary = summary
        self.commands = commands
    }

    /// Returns the command with the given name, if the tool declares one.
    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// The line printed for `--version`, such as `navc 0.1.0`.
    public var versionText: String {
        "\(name) \(version)"
    }
}
