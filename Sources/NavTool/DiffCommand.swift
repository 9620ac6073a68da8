import Foundation
import NavCommandLine
import NavDriver
import NavSource

/// `navc diff OLD NEW` and `navc diff --base REV FILE`: breaking changes for saved navigation
/// state and published deep links between two versions of a `.nav` file.
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        summary: "Report changes between two versions of a .nav file that break saved state or deep links.",
        discussion: """
            Compares OLD with NEW (or, with --base, the file as it is at a git revision with the \
            file as it is now) and reports, located in the new file, what state saved by the old \
            version or links it published can no longer do: removed or renamed routes and \
            parameters, changed parameter types, new required parameters, deep-link patterns that \
            no longer match old links, roots or tabs removed, a changed style or a lost Codable \
            conformance (NAV601-NAV614). Breaking changes are errors and exit 1; allow one with \
            --allow NAV607, or for one route with --allow NAV607:note. A route keeps old state and \
            links working with 'formerly oldName' and 'formerURL "/old/{id}"'.
            """,
        options: DiagnosticPrinter.options + [
            .value(
                "base", valueName: "revision",
                help: "Compare FILE with its version at this git revision (a branch, tag or commit)."),
            .value(
                "allow", valueName: "id[:route]", repeatable: true,
                help: "Accept a breaking change: NAV607 everywhere, or NAV607:note for one route."
            ),
        ],
        positionals: PositionalSpec(
            name: "file", help: "OLD and NEW .nav files, or one FILE with --base.", minimumCount: 1),
        examples: [
            CommandExample("navc diff v1/App.nav App.nav", "Compare two files."),
            CommandExample(
                "navc diff --base origin/main Sources/App/App.nav", "In CI: compare with the main branch."),
            CommandExample(
                "navc diff --base v2.0 --allow NAV601:onboarding App.nav", "Accept one route's removal."),
        ],
        familiarNames: ["compare", "compat"])

    /// One `--allow` value: a code, and the route it is limited to, if any.
    struct Allowance: Hashable {
        var code: DiagnosticCode
        var route: String?

        /// Whether the allowance covers `finding`.
        func covers(_ finding: CompatibilityCheck.Finding) -> Bool {
            finding.diagnostic.code == code && (route.map { finding.routes.contains($0) } ?? true)
        }
    }

    /// The codes `--allow` accepts: the changes `navc diff` reports.
    static let diffCodes = DiagnosticCode.allCases.filter { (600..<630).contains($0.rawValue) }

    /// Reads `--allow ID[:route]`, or says what is wrong with it.
    static func parseAllowance(_ text: String) -> Result<Allowance, UsageError> {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(
            String.init)
        guard let code = DiagnosticCode(id: parts[0]), diffCodes.contains(code),
            parts[0].uppercased().hasPrefix("NAV")
        else {
            return .failure(
                UsageError(
                    "'--allow \(text)': '\(parts[0])' is not a navc diff ID (\(diffCodes.first!.id)-\(diffCodes.last!.id)); "
                        + "run 'navc explain' to list them"))
        }
        if parts.count == 2 {
            guard !parts[1].isEmpty else {
                return .failure(
                    UsageError("'--allow \(text)': name a route after ':', as in \(code.id):home"))
            }
            return .success(Allowance(code: code, route: parts[1]))
        }
        return .success(Allowance(code: code, route: nil))
    }

    static func run(_ command: ParsedCommand, io: ToolIO) -> Int32 {
        let base = command.value("base")
        let expected = base == nil ? 2 : 1
        guard command.positionals.count == expected else {
            io.writeError(
                base == nil
                    ? "error: 'navc diff' compares two files: navc diff OLD NEW (or navc diff --base REVISION FILE)\n"
                    : "error: 'navc diff --base' compares one file with its version at the revision\n")
            return ExitStatus.usageOrIOError
        }
        var allowances: [Allowance] = []
        for text in command.values("allow") {
            switch parseAllowance(text) {
            case .success(let allowance): allowances.append(allowance)
            case .failure(let error):
                io.writeError("error: \(error.message)\n")
                return ExitStatus.usageOrIOError
            }
        }
        var printer = DiagnosticPrinter(command: command, io: io)
        let newPath = command.positionals[expected - 1]
        var sources: [SourceFile] = []
        if let base {
            switch GitRevision.load(newPath, at: base, currentDirectory: io.currentDirectory) {
            case .success(let file): sources.append(file)
            case .failure(let error):
                printer.printFailure(error)
                printer.finish()
                return ExitStatus.usageOrIOError
            }
        }
        let allLoaded = printer.forEachSource(base == nil ? command.positionals : [newPath]) { _, _, source in
            sources.append(source)
        }
        guard allLoaded, sources.count == 2 else {
            printer.finish()
            return ExitStatus.usageOrIOError
        }
        // Both versions must check cleanly; their own errors come first.
        // The old version's imports are read at the same revision when it comes from git.
        let oldImports =
            base.map { revision in
                ImportReader { [currentDirectory = io.currentDirectory] path in
                    let prefix = "\(revision):"
                    let path = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
                    return GitRevision.load(path, at: revision, currentDirectory: currentDirectory)
                }
            } ?? .fileSystem(for: sources[0])
        let checked = [
            Pipeline.check(sources[0], imports: oldImports),
            Pipeline.check(sources[1], imports: .fileSystem(for: sources[1])),
        ]
        var broken = false
        for result in checked {
            printer.print(result.diagnostics.filter { $0.severity == .error }, in: result.source)
            broken = broken || result.hasErrors
        }
        guard !broken, let oldModel = checked[0].model, let newModel = checked[1].model else {
            printer.finish()
            return ExitStatus.inputErrors
        }
        var diagnostics: [Diagnostic] = []
        for finding in CompatibilityCheck.compare(old: oldModel, new: newModel) {
            var diagnostic = finding.diagnostic
            if diagnostic.severity == .error, let allowance = allowances.first(where: { $0.covers(finding) })
            {
                diagnostic.severity = .warning
                let option = allowance.route.map { "\(allowance.code.id):\($0)" } ?? allowance.code.id
                diagnostic.notes.append(DiagnosticNote("allowed by --allow \(option)"))
            }
            diagnostics.append(diagnostic)
        }
        printer.print(diagnostics, in: checked[1].source)
        printer.finish()
        return printer.errorCount > 0 ? ExitStatus.inputErrors : ExitStatus.success
    }
}

/// Reads a file as it is at a git revision.
enum GitRevision {
    /// The file at `path` (as given, relative to `currentDirectory`) as it is at `revision`,
    /// named `REVISION:path` in diagnostics; NAV522 with git's message when git cannot show it.
    static func load(_ path: String, at revision: String, currentDirectory: String) -> Result<
        SourceFile, LoadError
    > {
        let absolute = ProjectPaths.absolute(path, currentDirectory: currentDirectory)
        let folder = ProjectPaths.parent(of: absolute)
        let name = String(absolute.split(separator: "/").last ?? "")
        let failure = { (reason: String) in
            LoadError(
                code: .unreadableRevision, path: RawPath.display(path), arguments: [revision], reason: reason)
        }
        guard !revision.hasPrefix("-") else { return .failure(failure("a revision cannot start with '-'")) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "show", "\(revision):./\(name)"]
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(failure("cannot run git: \(error.localizedDescription)"))
        }
        // Standard error is read on another thread so that neither pipe can fill up and block git.
        let errorText = ErrorCollector(errors.fileHandleForReading)
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = errorText.text().split(separator: "\n").first.map(String.init) ?? "git failed"
            return .failure(failure(message.hasPrefix("fatal: ") ? String(message.dropFirst(7)) : message))
        }
        return .success(SourceFile(path: "\(revision):\(RawPath.display(path))", bytes: Array(bytes)))
    }

    /// Reads a pipe to its end on a thread of its own.
    final class ErrorCollector: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                let read = handle.readDataToEndOfFile()
                lock.withLock { data = read }
                done.signal()
            }
        }

        /// Everything read, once the pipe is closed.
        func text() -> String {
            done.wait()
            return lock.withLock { String(decoding: data, as: UTF8.self) }
        }
    }
}
