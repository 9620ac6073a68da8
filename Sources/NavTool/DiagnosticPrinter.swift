import NavCommandLine
import NavDriver
import NavSource

/// Prints diagnostics in the format the user chose and counts them.
struct DiagnosticPrinter {
    /// The formats `--diagnostics-format` accepts.
    static let formats = ["text", "json", "sarif", "github"]

    private let io: ToolIO
    private let format: String
    /// Whether the command writes its own product (a graph, formatted or generated text) to
    /// standard output, so machine-readable diagnostics go to standard error instead.
    private let productOnStandardOutput: Bool
    private var sarifFiles: [(file: SourceFile, diagnostics: [Diagnostic])] = []
    private var sarifFailures: [ToolFailure] = []
    private let sourceRoot: String
    private let text: TextDiagnosticRenderer
    /// What the text renderer has shown, so that its error limit counts every file.
    private var textProgress = TextDiagnosticRenderer.Progress()
    /// How many errors were printed.
    private(set) var errorCount = 0
    /// How many warnings were printed.
    private(set) var warningCount = 0

    /// Reads `--color` and `--diagnostics-format` from `command`; `productOnStandardOutput`
    /// says that the command writes its own product to standard output.
    init(command: ParsedCommand, io: ToolIO, productOnStandardOutput: Bool = false) {
        self.io = io
        self.productOnStandardOutput = productOnStandardOutput
        sourceRoot = io.currentDirectory
        format = command.value("diagnostics-format") ?? "text"
        let mode = ColorMode(rawValue: command.value("color") ?? "auto") ?? .auto
        let color = TextDiagnosticRenderer.shouldUseColor(
            mode: mode, isTerminal: io.errorIsTerminal, environment: io.environment)
        // NavTool refuses a bad limit before any command runs, so the default is never used here.
        var errorLimit: Int? = TextDiagnosticRenderer.defaultErrorLimit
        if case .success(let limit) = Self.errorLimit(in: command) { errorLimit = limit }
        text = TextDiagnosticRenderer(useColor: color, errorLimit: errorLimit)
    }

    /// The most errors text output shows, from `--error-limit` (clang's `-ferror-limit`): nil,
    /// for every error, when it is 0; a usage error when it is not a whole number of at least 0.
    static func errorLimit(in command: ParsedCommand) -> Result<Int?, UsageError> {
        guard let text = command.value("error-limit") else {
            return .success(TextDiagnosticRenderer.defaultErrorLimit)
        }
        guard let limit = Int(text), limit >= 0, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
            return .failure(
                UsageError(
                    "'--error-limit \(text)': give the most errors to show as a number, or 0 for all of them")
            )
        }
        return .success(limit == 0 ? nil : limit)
    }

    /// Whether diagnostics are meant for a program (JSON, SARIF, GitHub workflow commands).
    var isMachineReadable: Bool { format != "text" }

    /// Writes machine-readable diagnostics: to standard output, so they can be piped to another
    /// tool or read by the runner, unless the command's product goes there.
    private func writeMachineReadable(_ text: String) {
        if productOnStandardOutput { io.writeError(text) } else { io.writeOutput(text) }
    }

    /// Writes a listing that goes with the diagnostics (the files `--check` finds stale): on
    /// standard output beside text diagnostics, on standard error beside machine-readable ones,
    /// so that standard output stays one valid JSON stream or SARIF log.
    func writeListing(_ text: String) {
        if isMachineReadable { io.writeError(text) } else { io.writeOutput(text) }
    }

    /// Prints `diagnostics` about `file`: text on standard error, the other formats as
    /// ``writeMachineReadable(_:)`` says.
    mutating func print(_ diagnostics: [Diagnostic], in file: SourceFile) {
        guard !diagnostics.isEmpty else { return }
        errorCount += diagnostics.filter { $0.severity == .error }.count
        warningCount += diagnostics.filter { $0.severity == .warning }.count
        switch format {
        case "json": writeMachineReadable(JSONDiagnosticRenderer().render(diagnostics, in: file))
        case "github":
            writeMachineReadable(
                GitHubDiagnosticRenderer(sourceRoot: sourceRoot).render(diagnostics, in: file))
        case "sarif": sarifFiles.append((file, diagnostics))
        default: io.writeError(text.render(diagnostics, in: file, progress: &textProgress))
        }
    }

    /// Reports a file or stream that could not be read or written, in the chosen format: a
    /// line on standard error, a JSON object on standard output, or a tool execution
    /// notification in the SARIF log.
    mutating func printFailure(_ error: LoadError) {
        errorCount += 1
        let path = error.path == SourceLoader.standardInputName ? nil : error.path
        let failure = ToolFailure(code: error.code, message: error.message, path: path)
        switch format {
        case "json": writeMachineReadable(JSONDiagnosticRenderer().render(failure))
        case "github": writeMachineReadable(GitHubDiagnosticRenderer(sourceRoot: sourceRoot).render(failure))
        case "sarif": sarifFailures.append(failure)
        default: io.writeError(error.description + "\n")
        }
    }

    /// Loads each of `paths` in turn (`-` is standard input), reports the ones that cannot be
    /// read, and calls `body` with the others. Returns whether every file could be read.
    mutating func forEachSource(
        _ paths: [String], _ body: (inout DiagnosticPrinter, _ path: String, _ source: SourceFile) -> Void
    ) -> Bool {
        var allLoaded = true
        for path in paths {
            switch SourceLoader.load(path, standardInput: io.readInput) {
            case .failure(let error):
                printFailure(error)
                allLoaded = false
            case .success(let source):
                body(&self, path, source)
            }
        }
        return allLoaded
    }

    /// Writes what was buffered (the SARIF log covers every file, so it is written last).
    mutating func finish() {
        guard format == "sarif" else { return }
        writeMachineReadable(
            SARIFRenderer(toolVersion: NavTool.version, sourceRoot: sourceRoot).render(
                sarifFiles, failures: sarifFailures))
    }

    /// The options every diagnosing command accepts.
    static var options: [OptionSpec] {
        [
            .value(
                "color", valueName: "when", allowed: ColorMode.allCases.map(\.rawValue), defaultValue: "auto",
                help: "Colour diagnostics: auto colours only on a terminal (and honours NO_COLOR)."),
            .value(
                "error-limit", valueName: "n", defaultValue: String(TextDiagnosticRenderer.defaultErrorLimit),
                help:
                    "Stop text diagnostics after this many errors (0 shows them all); JSON, SARIF and GitHub output always hold every diagnostic."
            ),
            .value(
                "diagnostics-format", valueName: "format", allowed: formats, defaultValue: "text",
                help:
                    "text prints clang-style messages on stderr; json prints one JSON object per line on stdout (version 1, Grammar/diagnostics.schema.json); sarif prints one SARIF 2.1.0 log on stdout; github prints GitHub Actions workflow commands (::error file=...) on stdout. When the command prints its own output on stdout, these go to stderr."
            ),
        ]
    }
}
