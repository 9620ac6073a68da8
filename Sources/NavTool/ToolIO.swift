import Foundation

/// The outside world as the tool sees it, so tests can run commands in-process and capture
/// what they print.
public struct ToolIO: Sendable {
    /// Writes to standard output.
    public var writeOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input.
    public var readInput: @Sendable () -> [UInt8]
    /// Whether standard error is a terminal (for `--color auto`).
    public var errorIsTerminal: Bool
    /// The environment variables (for NO_COLOR and TERM).
    public var environment: [String: String]

    /// Creates an I/O context.
    public init(
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> [UInt8], errorIsTerminal: Bool = false,
        environment: [String: String] = [:]
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
    }

    /// The process's real standard streams.
    public static var standard: ToolIO {
        ToolIO(
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            readInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment)
    }
}

/// The exit statuses every command uses.
public enum ExitStatus {
    /// Nothing wrong.
    public static let success: Int32 = 0
    /// The input has errors (or `--check` found work to do).
    public static let inputErrors: Int32 = 1
    /// Bad usage or an I/O failure.
    public static let usageOrIOError: Int32 = 2
}
