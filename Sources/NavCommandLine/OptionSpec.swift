/// One option that a command accepts, such as `--check` or `--output <path>`.
///
/// An option is spelled `--name` on the command line, or `-x` when it has a short name. A value
/// option takes its value from the next argument (`--output out.swift`, `-o out.swift`) or from
/// the text after an equals sign (`--output=out.swift`). The names `help` and `h` are reserved
/// for the help option that every command gets automatically.
public struct OptionSpec: Sendable, Equatable {
    /// What an option carries.
    public enum Kind: Sendable, Equatable {
        /// A switch that is either present or absent, such as `--check`.
        case flag
        /// An option that takes a value.
        ///
        /// `name` is the placeholder shown in help (`path` renders as `--output <path>`),
        /// `allowed` lists the only accepted values (`nil` accepts any value), and `repeatable`
        /// says whether every occurrence is collected in order. When an option that is not
        /// repeatable is given more than once, the last occurrence wins, so a wrapper script
        /// can override an earlier setting by appending to the command line.
        case value(name: String, allowed: [String]?, repeatable: Bool)
    }

    /// The long name without dashes, such as `check` or `diagnostics-format`.
    public var name: String
    /// The single-letter name used with one dash, such as `o` for `-o`, if the option has one.
    public var shortName: Character?
    /// Whether the option is a flag or takes a value.
    public var kind: Kind
    /// One sentence describing the option, shown in help.
    public var help: String
    /// The value reported when a value option is not given, if any; ignored for flags.
    public var defaultValue: String?

    /// Creates an option from all of its parts.
    public init(
        name: String,
        shortName: Character? = nil,
        kind: Kind,
        help: String,
        defaultValue: String? = nil
    ) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.help = help
        self.defaultValue = defaultValue
    }

    /// Creates a flag option, such as `--check`.
    public static func flag(_ name: String, shortName: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: shortName, kind: .flag, help: help)
    }

    /// Creates an option that takes a value, such as `--diagnostics-format <format>`.
    public static func value(
        _ name: String,
        shortName: Character? = nil,
        valueName: String,
        allowed: [String]? = nil,
        repeatable: Bool = false,
        defaultValue: String? = nil,
        help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name,
            shortName: shortName,
            kind: .value(name: valueName, allowed: allowed, repeatable: repeatable),
            help: help,
            defaultValue: defaultValue
        )
    }

    /// The help option that every command accepts as `--help` or `-h`.
    static let help = OptionSpec.flag("help", shortName: "h", help: "Show help information.")
}
