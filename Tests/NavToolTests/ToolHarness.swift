import Foundation
import NavTool
import Testing

/// What one in-process run of `navc` produced.
typealias ToolResult = (status: Int32, stdout: String, stderr: String)

/// Collects everything a run writes to standard output and standard error, and hands out
/// standard input once, as a real stream would.
///
/// The tool may call the closures from any thread, so every access goes through a lock.
final class OutputCapture: @unchecked Sendable {
    /// Guards every stored property below.
    private let lock = NSLock()
    /// The text written to standard output so far.
    private var output = ""
    /// The text written to standard error so far.
    private var error = ""
    /// The standard input not yet read; emptied by the first read.
    private var input: [UInt8]

    /// Creates a capture whose standard input holds `input`.
    init(input: [UInt8]) {
        self.input = input
    }

    /// The text written to standard output so far.
    var stdout: String { lock.withLock { output } }

    /// The text written to standard error so far.
    var stderr: String { lock.withLock { error } }

    /// An I/O context that writes into this capture.
    func makeIO(
        errorIsTerminal: Bool, environment: [String: String],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> ToolIO {
        ToolIO(
            writeOutput: { text in self.lock.withLock { self.output += text } },
            writeError: { text in self.lock.withLock { self.error += text } },
            readInput: {
                self.lock.withLock {
                    defer { self.input = [] }
                    return self.input
                }
            },
            errorIsTerminal: errorIsTerminal,
            environment: environment, currentDirectory: currentDirectory)
    }
}

/// Runs `navc` in-process with a chosen terminal state and environment.
struct ToolRunner {
    /// Whether the tool believes standard error is a terminal.
    var errorIsTerminal = false
    /// The environment the tool sees.
    var environment: [String: String] = [:]

    /// Runs `navc` with `arguments` (without the program name), feeding `stdin` as raw bytes.
    func run(
        _ arguments: [String], stdinBytes: [UInt8],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> ToolResult {
        let capture = OutputCapture(input: stdinBytes)
        let io = capture.makeIO(
            errorIsTerminal: errorIsTerminal, environment: environment, currentDirectory: currentDirectory)
        let status = NavTool.run(arguments, io: io)
        return (status, capture.stdout, capture.stderr)
    }

    /// Runs `navc` with `arguments` (without the program name), feeding `stdin` as UTF-8.
    /// The working directory the tool sees is `currentDirectory` (paths it prints are relative
    /// to it), although files are still opened from the process's own.
    func run(
        _ arguments: [String], stdin: String = "",
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> ToolResult {
        run(arguments, stdinBytes: Array(stdin.utf8), currentDirectory: currentDirectory)
    }
}

/// Runs `navc` with `arguments` on a non-terminal, in an empty environment.
func run(_ arguments: [String], stdin: String = "") -> ToolResult {
    ToolRunner().run(arguments, stdin: stdin)
}

/// The lines of `text`, without the empty string after a final newline.
func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
}

// MARK: - Files

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
struct TemporaryDirectory {
    /// The directory's URL.
    let url: URL

    /// Creates a new, empty, uniquely named directory.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("NavToolTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` to `name` inside the directory and returns the file's path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }

    /// Writes `bytes` to `name` inside the directory and returns the file's path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let path = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Deletes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a fresh temporary directory and deletes the directory afterwards, whether
/// `body` returns or throws.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory)
}

/// The bytes of the file at `path`, or nil if it cannot be read.
func contents(of path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
}

/// The text of the file at `path`, or nil if it cannot be read.
func text(of path: String) -> String? {
    contents(of: path).map { String(decoding: $0, as: UTF8.self) }
}

// MARK: - Samples

/// The package's root directory, found from this file's location in `Tests/NavToolTests`.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

/// The absolute paths of every `Samples/*/*.nav` file, sorted.
///
/// Throws when there is none, so a test over the samples fails instead of running no case.
func samplePaths() throws -> [String] {
    let samples = packageRoot.appendingPathComponent("Samples")
    let manager = FileManager.default
    let folders = try manager.contentsOfDirectory(atPath: samples.path)
    let paths = try folders.flatMap { folder -> [String] in
        let folderURL = samples.appendingPathComponent(folder)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folderURL.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return []
        }
        let names = try manager.contentsOfDirectory(atPath: folderURL.path)
        return names.filter { $0.hasSuffix(".nav") }.map { folderURL.appendingPathComponent($0).path }
    }.sorted()
    guard !paths.isEmpty else {
        throw ListingFailure(description: "no Samples/*/*.nav file in \(samples.path)")
    }
    return paths
}

/// A fixture listing found no file.
struct ListingFailure: Error, CustomStringConvertible {
    var description: String
}

// MARK: - Inputs

/// A small file with three syntax errors, on lines 1, 2 and 3.
let threeErrors = "route second(data: String -> Second {}\nroute -> Home {}\nscreen x\n"

/// What `navc parse` prints on standard error for ``threeErrors`` stored at `path`.
func threeErrorsReport(path: String) -> String {
    """
    \(path):1:26: error: expected ')' to close parameter list [NAV104]
        1 | route second(data: String -> Second {}
          |                          ^ insert ')'
    \(path):1:13: note: to match this '('
        1 | route second(data: String -> Second {}
          |             ^
    \(path):2:6: error: expected route name after 'route' [NAV102]
        2 | route -> Home {}
          |      ^
    \(path):3:1: error: expected a declaration ('navigation', 'route', 'type', 'tab', 'feature', 'guard' or 'import'), found \
    'screen' [NAV101]
        3 | screen x
          | ^~~~~~

    """
}

/// A valid header in a messy layout.
let messyHeader = "navigation App{target iOS 16\nstyle   stack}"

/// ``messyHeader`` in the canonical layout.
let formattedHeader = "navigation App {\n    target iOS 16\n    style stack\n}\n"
