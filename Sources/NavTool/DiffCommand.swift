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
            conformance (NAV601-NAV615). Breaking changes are errors and exit 1; allow one with \
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
        if base != nil && command.positionals[0] == SourceLoader.standardInputPath {
            io.writeError(
                "error: 'navc diff --base' finds the old version by the file's path in git, "
                    + "so it cannot read standard input; name the file instead of '-'\n")
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
        // The old version's imports are read at the same revision when it comes from git.
        var oldImports: ImportReader?
        if let base {
            let located = GitRevision.locate(newPath, at: base, currentDirectory: io.currentDirectory)
            switch located.flatMap({ git in git.read(at: git.filePath).map { (git, $0) } }) {
            case .success((let git, .some(let file))):
                sources.append(file)
                oldImports = git.importReader
            case .success((let git, .none)):
                return checkNewFile(newPath, absentAt: git, printer: &printer, io: io)
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
        let checked = [
            Pipeline.check(sources[0], imports: oldImports ?? .fileSystem(for: sources[0])),
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

    /// Answers `--base` for a file that the revision does not have (a new file): says that
    /// there is nothing to compare it with, and reports the new file's own errors, if any.
    private static func checkNewFile(
        _ path: String, absentAt git: GitRevision, printer: inout DiagnosticPrinter, io: ToolIO
    ) -> Int32 {
        io.writeError(
            "note: '\(RawPath.display(path))' does not exist at git revision '\(git.revision)' "
                + "(a new file); there is nothing to compare it with\n")
        _ = printer.forEachSource([path]) { printer, _, source in
            let result = Pipeline.check(source, imports: .fileSystem(for: source))
            printer.print(result.diagnostics.filter { $0.severity == .error }, in: result.source)
        }
        printer.finish()
        return printer.errorCount > 0 ? ExitStatus.inputErrors : ExitStatus.success
    }
}

/// Reads files as they are at a revision of the git repository that holds a file.
///
/// Files are named by their path in the repository (what `git show REV:path` takes), so the
/// file is found wherever navc runs from (a subfolder, or with `../App.nav`), and each file
/// read is shown as `REV:path`, such as `HEAD:Sources/App/App.nav`.
struct GitRevision: Sendable {
    /// The revision as the user gave it (a branch, tag or commit).
    let revision: String
    /// The absolute path of the work tree's top folder, where git runs.
    let topLevel: String
    /// The path in the repository of the file that was located.
    let filePath: String
    /// The path of the located file as the user gave it, for messages.
    let givenPath: String

    /// Finds the repository that holds the file at `path` (as given, relative to
    /// `currentDirectory`) and the file's path in it. NAV522 with git's message when the file is
    /// not in a git work tree.
    static func locate(_ path: String, at revision: String, currentDirectory: String) -> Result<
        GitRevision, LoadError
    > {
        let failure = { (reason: String) in
            LoadError(
                code: .unreadableRevision, path: RawPath.display(path), arguments: [revision], reason: reason)
        }
        guard !revision.hasPrefix("-") else { return .failure(failure("a revision cannot start with '-'")) }
        let absolute = ProjectPaths.absolute(path, currentDirectory: currentDirectory)
        let folder = ProjectPaths.parent(of: absolute)
        let name = String(absolute.split(separator: "/").last ?? "")
        // The top folder and the folder's path in the repository, one per line.
        switch runGit(["-C", folder, "rev-parse", "--show-toplevel", "--show-prefix"]) {
        case .failure(let gitFailure):
            return .failure(failure(gitFailure.reason))
        case .success(let output):
            let lines = String(decoding: output, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            guard lines.count >= 2, !lines[0].isEmpty else {
                return .failure(failure("git found no work tree"))
            }
            return .success(
                GitRevision(
                    revision: revision, topLevel: String(lines[0]), filePath: String(lines[1]) + name,
                    givenPath: RawPath.display(path)))
        }
    }

    /// The file at `repositoryPath` as it is at the revision, named `REV:path`; nil when the
    /// revision exists but has no file there (a file added since); NAV522 with git's message
    /// when git cannot read it (an unknown revision, a path outside the repository).
    func read(at repositoryPath: String) -> Result<SourceFile?, LoadError> {
        let shownPath = repositoryPath == filePath ? givenPath : repositoryPath
        let failure = { (reason: String) in
            LoadError(code: .unreadableRevision, path: shownPath, arguments: [revision], reason: reason)
        }
        if repositoryPath.hasPrefix("/") || repositoryPath == ".." || repositoryPath.hasPrefix("../") {
            return .failure(failure("the file is outside the git repository"))
        }
        switch Self.runGit(["-C", topLevel, "cat-file", "blob", "\(revision):\(repositoryPath)"]) {
        case .success(let bytes):
            return .success(SourceFile(path: "\(revision):\(repositoryPath)", bytes: bytes))
        case .failure(let gitFailure):
            // A revision git knows, without the file: the file is new since.
            if case .success = Self.runGit([
                "-C", topLevel, "rev-parse", "--verify", "--quiet", "\(revision)^{tree}",
            ]) {
                return .success(nil)
            }
            return .failure(failure(gitFailure.reason))
        }
    }

    /// Reads the files the old version imports at the same revision: an import is resolved
    /// against the importing file's folder in the repository (`REV:Sources/App/App.nav`
    /// importing `../Shared/Tabs.nav` reads `REV:Sources/Shared/Tabs.nav`), and an absolute
    /// path inside the work tree by its path in the repository.
    var importReader: ImportReader {
        let prefix = "\(revision):"
        return ImportReader(
            locate: { [topLevel] written, importingPath in
                let importing =
                    importingPath.hasPrefix(prefix)
                    ? String(importingPath.dropFirst(prefix.count)) : importingPath
                var path: String
                if written.hasPrefix("/") {
                    let absolute = ProjectPaths.normalized(written)
                    let root = topLevel.hasSuffix("/") ? topLevel : topLevel + "/"
                    path = absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : absolute
                } else {
                    let folder = ProjectPaths.folder(of: importing)
                    path = ProjectPaths.normalized(folder.isEmpty ? written : folder + "/" + written)
                }
                return prefix + path
            },
            read: { [self] path in
                let repositoryPath = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
                switch read(at: repositoryPath) {
                case .success(let file?): return .success(file)
                case .success(nil):
                    return .failure(
                        LoadError(
                            code: .unreadableRevision, path: repositoryPath, arguments: [revision],
                            reason: "the file does not exist at that revision"))
                case .failure(let error): return .failure(error)
                }
            })
    }

    /// Runs git with `arguments` and returns its standard output, or the first line of its
    /// message (without `fatal: `) when it fails.
    private static func runGit(_ arguments: [String]) -> Result<[UInt8], GitFailure> {
        let outcome: ChildProcess.Outcome
        switch ChildProcess.run("git", arguments) {
        case .success(let finished): outcome = finished
        case .failure(let error): return .failure(GitFailure("cannot run git: \(error.reason)"))
        }
        guard outcome.exitStatus == 0 else {
            let text = String(decoding: outcome.errors, as: UTF8.self)
            let message = text.split(separator: "\n").first.map(String.init) ?? "git failed"
            return .failure(GitFailure(message.hasPrefix("fatal: ") ? String(message.dropFirst(7)) : message))
        }
        return .success(outcome.output)
    }

    /// Why git could not do what it was asked: the first line of its message.
    struct GitFailure: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
