import NavDriver
import NavSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outside world as the tool sees it, so tests can run commands in-process and capture
/// what they print.
public struct ToolIO: Sendable {
    /// Writes to standard output.
    public var writeOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input; throws a ``SystemError`` when it cannot be read.
    public var readInput: @Sendable () throws -> [UInt8]
    /// The first failed write to standard output or standard error, if any; the tool checks it
    /// when a command ends and then exits with status 2.
    public var streamFailure: @Sendable () -> StreamFailure?
    /// Whether standard error is a terminal (for `--color auto`).
    public var errorIsTerminal: Bool
    /// The environment variables the tool reads (``TextDiagnosticRenderer/colorEnvironmentVariables``).
    public var environment: [String: String]
    /// The working directory, absolute (for SARIF's `%SRCROOT%` and relative paths).
    public var currentDirectory: String
    /// Whether the process exits when the command ends (the `navc` executable, not a test
    /// running the tool in-process), so that a command may leave large values it is done with
    /// to the operating system instead of freeing them (see ``buryUntilExit(_:)``).
    public var exitsAfterCommand = false

    /// Creates an I/O context.
    public init(
        writeOutput: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () throws -> [UInt8],
        streamFailure: @escaping @Sendable () -> StreamFailure? = { nil },
        errorIsTerminal: Bool = false, environment: [String: String] = [:],
        currentDirectory: String = ToolIO.workingDirectory()
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
        self.streamFailure = streamFailure
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// The process's real standard streams, written with `write(2)` so that a full, closed or
    /// broken stream is an error the tool reports (exit 2), never a crash.
    public static var standard: ToolIO {
        let streams = StandardStreams.shared
        var io = ToolIO(
            writeOutput: { streams.write($0, to: .output) },
            writeError: { streams.write($0, to: .error) },
            readInput: { try streams.readInput() },
            streamFailure: { streams.firstFailure },
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            environment: environmentVariables(TextDiagnosticRenderer.colorEnvironmentVariables))
        io.exitsAfterCommand = true
        return io
    }

    /// The process's working directory, absolute, or an empty string when it cannot be found
    /// (it was removed, say).
    public static func workingDirectory() -> String {
        WorkingDirectory.bytes().map(RawPath.decode) ?? ""
    }

    /// The environment variables among `names` that are set, read one by one: building the
    /// whole environment as a dictionary is a noticeable part of a short run's start-up.
    static func environmentVariables(_ names: [String]) -> [String: String] {
        var variables: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// Keeps `value` until the process exits when it exits after the command, so that `value`
    /// is never freed: freeing a large structure piece by piece just before exit costs more than
    /// the operating system's reclaiming its memory at once (LLVM's `BuryPointer`, clang's
    /// `-disable-free`). In-process runs free it as usual.
    func buryUntilExit<Value>(_ value: Value) {
        guard exitsAfterCommand else { return }
        _ = Unmanaged.passRetained(Burial(value))
    }
}

/// A value kept alive by ``ToolIO/buryUntilExit(_:)``.
private final class Burial<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }
}

/// A standard stream that could not be written.
public struct StreamFailure: Error, Sendable, Hashable {
    /// Which stream failed.
    public enum Stream: String, Sendable, Hashable {
        case output = "standard output"
        case error = "standard error"
    }

    /// The stream that failed.
    public var stream: Stream
    /// Why.
    public var error: SystemError

    /// Creates a failure of `stream`.
    public init(stream: Stream, error: SystemError) {
        self.stream = stream
        self.error = error
    }

    /// The one-line report: `error: cannot write standard output: no space left on device [NAV506]`.
    public var description: String {
        let message = DiagnosticCode.unwritableStandardStream.descriptor.message([stream.rawValue])
        return "error: \(message): \(error.reason) [\(DiagnosticCode.unwritableStandardStream.id)]"
    }
}

/// The process's file descriptors 0, 1 and 2, with the first failure of each remembered.
final class StandardStreams: @unchecked Sendable {
    /// The one instance for the process.
    static let shared = StandardStreams()

    /// Guards the failures.
    private let lock = SerialLock()
    /// Why each stream failed, once it has.
    private var failures: [StreamFailure.Stream: SystemError] = [:]
    /// The failure reported first, across both output streams.
    private var first: StreamFailure?
    /// Why standard input is unusable, when it was closed at start.
    private let closedInput: SystemError?

    private init() {
        // A stream closed when navc starts (`>&-`) leaves its descriptor free, and the next
        // file navc opens would take it: a write meant for standard output would land in a
        // generated file. Each closed descriptor is filled with /dev/null, and the stream is
        // remembered as closed so that using it is still an error.
        var closed: [Int32: SystemError] = [:]
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed[descriptor] = SystemError(EBADF)
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        }
        closedInput = closed[STDIN_FILENO]
        if let error = closed[STDOUT_FILENO] { closedOutputs[.output] = error }
        if let error = closed[STDERR_FILENO] { closedOutputs[.error] = error }
        // A reader that went away (`navc graph app.nav | head -1`) is a write error, not a
        // signal that kills the process.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Output streams that were closed at start; a write to one fails.
    private var closedOutputs: [StreamFailure.Stream: SystemError] = [:]

    /// The first failed write, if any.
    var firstFailure: StreamFailure? { lock.withLock { first } }

    /// Writes `text` to `stream`, unless it has failed before; records the failure otherwise.
    func write(_ text: String, to stream: StreamFailure.Stream) {
        lock.withLock {
            guard failures[stream] == nil else { return }
            let error =
                closedOutputs[stream]
                ?? SourceLoader.writeAll(
                    Array(text.utf8), to: stream == .output ? STDOUT_FILENO : STDERR_FILENO)
            guard let error else { return }
            failures[stream] = error
            if first == nil { first = StreamFailure(stream: stream, error: error) }
        }
    }

    /// Reads standard input to its end.
    func readInput() throws -> [UInt8] {
        if let closedInput { throw closedInput }
        switch SourceLoader.readAll(STDIN_FILENO) {
        case .success(let bytes): return bytes
        case .failure(let error): throw error
        }
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
