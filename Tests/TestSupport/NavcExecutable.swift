import Foundation

/// Runs the built `navc` executable as a separate process, for tests that need real file
/// descriptors (`/dev/full`, a closed stream, a pipe), another working directory, or that must
/// survive a crash of the tool (a crash in-process would end the whole test run).
///
/// `swift build --build-tests` and `swift test` build `navc` next to the test bundle, so the
/// executable is found in the folder of the running test program; `NAVC_EXECUTABLE` overrides it.
public enum NavcExecutable {
    /// What one run of `navc` did.
    public struct Outcome: Sendable, CustomStringConvertible {
        /// The exit status, or the signal number when ``signaled`` is true.
        public var status: Int32
        /// Whether the process was killed by a signal (a crash) instead of exiting.
        public var signaled: Bool
        /// Everything written to standard output, unless the command line redirected it.
        public var stdout: String
        /// Everything written to standard error, unless the command line redirected it.
        public var stderr: String

        public var description: String {
            (signaled ? "killed by signal \(status)" : "exit status \(status)")
                + "\nstdout: \(stdout.prefix(2000))\nstderr: \(stderr.prefix(2000))"
        }
    }

    /// The `navc` executable, or nil when it has not been built.
    public static let url: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["NAVC_EXECUTABLE"] { return URL(fileURLWithPath: override) }
        var candidates: [URL] = []
        if let program = Bundle.main.executableURL {
            // The test program is `.build/<triple>/debug/navcPackageTests.xctest` (a file on
            // Linux, a bundle on macOS); navc sits in the same folder as the bundle.
            var folder = program.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("navc"))
                folder.deleteLastPathComponent()
            }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/navc"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The executable, or an error that says how to build it.
    public static func require() throws -> URL {
        guard let url else {
            throw StubCompiler.SetupError(
                description: "the navc executable is not built; run 'swift build --build-tests' first")
        }
        return url
    }

    /// Runs `navc` with `arguments` in `directory`, with standard input from `stdin`.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, stdin: String = "",
        environment: [String: String] = [:]
    ) throws -> Outcome {
        try shell(
            "exec \"$NAVC\" \"$@\"", arguments: arguments, in: directory, stdin: stdin,
            environment: environment)
    }

    /// Runs `script` with `/bin/sh -c`, where `$NAVC` is the executable and `$1`, `$2`, ... are
    /// `arguments`, so a test can redirect or close streams (`"$NAVC" graph "$1" > /dev/full`).
    public static func shell(
        _ script: String, arguments: [String] = [], in directory: URL? = nil, stdin: String = "",
        environment: [String: String] = [:]
    ) throws -> Outcome {
        let navc = try require()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "navc-test"] + arguments
        if let directory { process.currentDirectoryURL = directory }
        var variables = ProcessInfo.processInfo.environment
        variables["NAVC"] = navc.path
        // A crash report would only slow the run down; the status says enough.
        variables["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        // Standard error is read on another thread, so neither pipe can fill up and block navc.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorData.wait()
        return Outcome(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }
}

/// Data written by one thread and read by another once it is complete.
private final class LockedData: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ newValue: Data) {
        condition.lock()
        data = newValue
        condition.broadcast()
        condition.unlock()
    }

    func wait() {
        condition.lock()
        while data == nil { condition.wait() }
        condition.unlock()
    }

    var value: Data {
        condition.lock()
        defer { condition.unlock() }
        return data ?? Data()
    }
}
