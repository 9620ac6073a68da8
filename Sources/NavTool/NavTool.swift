import NavCommandLine

/// The `navc` command-line tool: its subcommands and their dispatch.
public enum NavTool {
    /// The tool's version, printed by `--version` and in generated headers.
    public static let version = "0.1.0"

    /// The tool's declaration: every subcommand with its options and examples.
    public static let spec = ToolSpec(
        name: "navc", version: version,
        summary: "Compile .nav navigation graphs into SwiftUI navigation code.",
        commands: [
            ParseCommand.spec, AnalyzeCommand.checkSpec, AnalyzeCommand.lintSpec, BuildCommand.spec,
            GraphCommand.spec, FormatCommand.spec, ExplainCommand.spec,
        ])

    /// Runs the tool with `arguments` (without the program name) and returns the exit status:
    /// 0 clean, 1 errors in the input, 2 usage or I/O error.
    public static func run(_ arguments: [String], io: ToolIO) -> Int32 {
        switch spec.parse(arguments) {
        case .failure(let error):
            io.writeError("error: \(error.message)\n")
            return ExitStatus.usageOrIOError
        case .success(.help(let text)):
            io.writeOutput(text + "\n")
            return ExitStatus.success
        case .success(.version(let text)):
            io.writeOutput(text + "\n")
            return ExitStatus.success
        case .success(.run(let command)):
            switch command.command {
            case ParseCommand.spec.name: return ParseCommand.run(command, io: io)
            case AnalyzeCommand.checkSpec.name: return AnalyzeCommand.run(command, io: io, lint: false)
            case AnalyzeCommand.lintSpec.name: return AnalyzeCommand.run(command, io: io, lint: true)
            case BuildCommand.spec.name: return BuildCommand.run(command, io: io)
            case GraphCommand.spec.name: return GraphCommand.run(command, io: io)
            case FormatCommand.spec.name: return FormatCommand.run(command, io: io)
            case ExplainCommand.spec.name: return ExplainCommand.run(command, io: io)
            default:
                io.writeError("error: command '\(command.command)' is declared but not implemented\n")
                return ExitStatus.usageOrIOError
            }
        }
    }
}
