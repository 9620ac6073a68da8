import NavCommandLine
import NavDriver
import NavSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            GraphCommand.spec, FormatCommand.spec, DiffCommand.spec, ExplainCommand.spec,
        ])

    /// Runs the tool as the `navc` executable: with the process's arguments and standard
    /// streams. The streams are set up before any file is opened, and the arguments are read
    /// from `argv` as bytes, so a file name that is not UTF-8 still names its file (see
    /// ``RawPath``).
    public static func main() -> Int32 {
        // A large app's tables are large blocks; each is given back to the system when freed
        // instead of leaving a hole in the heap that raises the process's peak memory.
        FreedMemory.returnLargeBlocksWhenFreed()
        let io = ToolIO.standard
        let arguments = (0..<Int(CommandLine.argc)).dropFirst().map { index -> String in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            let bytes = UnsafeRawBufferPointer(start: argument, count: strlen(argument))
            return RawPath.decode(Array(bytes))
        }
        return run(arguments, io: io)
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status:
    /// 0 clean, 1 errors in the input, 2 usage or I/O error.
    ///
    /// A failed write to standard output or standard error (full, closed, a pipe nobody reads)
    /// makes the status 2, and is reported on standard error when that still works.
    public static func run(_ arguments: [String], io: ToolIO) -> Int32 {
        let status = dispatch(arguments, io: io)
        guard let failure = io.streamFailure() else { return status }
        if failure.stream == .output { io.writeError(failure.description + "\n") }
        return ExitStatus.usageOrIOError
    }

    /// Runs the command `arguments` name.
    private static func dispatch(_ arguments: [String], io: ToolIO) -> Int32 {
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
            if case .failure(let error) = DiagnosticPrinter.errorLimit(in: command) {
                io.writeError("error: \(error.message)\n")
                return ExitStatus.usageOrIOError
            }
            switch command.command {
            case ParseCommand.spec.name: return ParseCommand.run(command, io: io)
            case AnalyzeCommand.checkSpec.name: return AnalyzeCommand.run(command, io: io, lint: false)
            case AnalyzeCommand.lintSpec.name: return AnalyzeCommand.run(command, io: io, lint: true)
            case BuildCommand.spec.name: return BuildCommand.run(command, io: io)
            case GraphCommand.spec.name: return GraphCommand.run(command, io: io)
            case FormatCommand.spec.name: return FormatCommand.run(command, io: io)
            case DiffCommand.spec.name: return DiffCommand.run(command, io: io)
            case ExplainCommand.spec.name: return ExplainCommand.run(command, io: io)
            default:
                io.writeError("error: command '\(command.command)' is declared but not implemented\n")
                return ExitStatus.usageOrIOError
            }
        }
    }
}
