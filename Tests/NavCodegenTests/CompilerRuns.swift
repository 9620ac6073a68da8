import Foundation
import NavCodegen
import NavDriver
import NavPlan
import NavSource
import TestSupport
import Testing

/// `swiftc` runs shared by the corpus, hostile-name and mutation tests: compiling and running a
/// harness, and parsing or type-checking many files in one process with each error traced back
/// to the file it is in.
enum CompilerRuns {
    /// Compiles `sources` (named `name`, the last one being `main.swift`) in Swift 6 mode with
    /// warnings as errors, in one frontend, runs the program and returns what it printed, or the
    /// compiler's output after `compile error:`.
    static func compileAndRun(_ sources: [(name: String, text: String)]) throws -> String {
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try sources.map { try Scratch.write($0.text, named: $0.name, in: folder) }
        let executable = folder.appendingPathComponent("harness")
        let compiled = try StubCompiler.run(
            try StubCompiler.requireSwiftc(),
            [
                "-wmo", "-swift-version", "6", "-warnings-as-errors", "-module-cache-path",
                StubCompiler.moduleCache.path, "-o", executable.path,
            ] + files.map(\.path))
        guard compiled.status == 0 else { return "compile error:\n" + compiled.output }
        return try StubCompiler.run(executable, []).output
    }

    /// The plan of `text`, which must check without errors (the first errors are recorded
    /// as the test's issue when it does not).
    static func plan(of text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
        -> NavigationPlan
    {
        let checked = Pipeline.check(SourceFile(path: path, text: text))
        #expect(
            !checked.hasErrors, "\(checked.diagnostics.prefix(5).map(\.message))",
            sourceLocation: sourceLocation)
        return try #require(checked.plan, sourceLocation: sourceLocation)
    }

    /// Generates `plan`'s file, compiles it with the contract harness (``ContractSources/harness(for:)``)
    /// and `checks` (statements run before its verdict), runs it, and returns what it printed:
    /// `OK` when every check held.
    static func runHarness(for plan: NavigationPlan, sourcePath: String, appending checks: [String] = [])
        throws -> String
    {
        try compileAndRun([
            ("Generated.swift", SwiftGenerator.generate(plan, sourcePath: sourcePath).contents),
            ("main.swift", ContractSources.harness(for: plan, appending: checks)),
        ])
    }

    /// Compiles `generated` with a `main.swift` of `checks`, statements that call
    /// `check(condition, message)`, runs it and returns what it printed: `OK` when every check
    /// held, a `FAIL:` line for each that did not, or the compiler's output.
    static func runChecks(on generated: String, _ checks: String) throws -> String {
        let main = """
            func check(_ condition: Bool, _ message: String) {
                if !condition { print("FAIL: " + message) }
            }
            \(checks)
            print("OK")

            """
        return try compileAndRun([("Generated.swift", generated), ("main.swift", main)])
    }

    /// Type-checks `sources` as one module against the SwiftUI stub, in one frontend (`-wmo`),
    /// with warnings as errors: what `StubCompiler.typecheck(sources:)` does, in less time.
    static func typecheck(sources: [String], swiftVersion: String) throws -> StubCompiler.Outcome {
        let errors = try typecheckErrors(
            [sources.enumerated().map { ("Source\($0.offset).swift", $0.element) }],
            swiftVersion: swiftVersion)
        return (errors.isEmpty, errors[0]?.joined(separator: "\n") ?? "")
    }

    /// The first `limit` error lines of compiler output, for short failure messages, each
    /// with its file named without the scratch folder.
    static func firstErrors(_ output: String, limit: Int = 3) -> String {
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        return errors.prefix(limit).map { line in
            guard line.hasPrefix("/"), let colon = line.firstIndex(of: ":") else { return String(line) }
            return URL(fileURLWithPath: String(line[..<colon])).lastPathComponent + line[colon...]
        }.joined(separator: "\n")
    }

    /// Runs `swiftc -parse` on every file of `files` in one process and returns the error lines
    /// of each file that has any, keyed by its index in `files`.
    static func parseErrors(_ files: [(name: String, text: String)]) throws -> [Int: [String]] {
        guard !files.isEmpty else { return [:] }
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = try files.map { try Scratch.write($0.text, named: $0.name, in: folder) }
        // One frontend for every file (`-wmo`), rather than one per file.
        let result = try StubCompiler.run(
            try StubCompiler.requireSwiftc(),
            ["-parse", "-wmo", "-diagnostic-style", "llvm"] + urls.map(\.path))
        return errorsByFile(result.output, files: urls)
    }

    /// Type-checks `groups` against the SwiftUI stub, all in one module, and returns the error
    /// lines of each group that has any, keyed by the group's index. A group is the files of one
    /// generated app (the generated file and its stand-ins).
    static func typecheckErrors(
        _ groups: [[(name: String, text: String)]], swiftVersion: String = "6"
    ) throws -> [Int: [String]] {
        guard !groups.isEmpty else { return [:] }
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        var owner: [Int] = []
        for (index, group) in groups.enumerated() {
            for file in group {
                urls.append(try Scratch.write(file.text, named: file.name, in: folder))
                owner.append(index)
            }
        }
        // One frontend for the whole module (`-wmo`): without it the driver starts a frontend per
        // file, and each parses every file, which is quadratic in the number of apps.
        let arguments = [
            "-typecheck", "-wmo", "-parse-as-library", "-module-name", StubCompiler.checkedModuleName,
            "-diagnostic-style", "llvm", "-I", try StubCompiler.moduleDirectory().path,
            "-module-cache-path", StubCompiler.moduleCache.path, "-swift-version", swiftVersion,
            "-warnings-as-errors",
        ]
        let result = try StubCompiler.run(try StubCompiler.requireSwiftc(), arguments + urls.map(\.path))
        var byGroup: [Int: [String]] = [:]
        for (fileIndex, lines) in errorsByFile(result.output, files: urls) {
            byGroup[owner[fileIndex], default: []] += lines
        }
        if result.status != 0 && byGroup.isEmpty {
            // An error without a file (a driver or module failure) is charged to every group.
            let message = firstErrors(result.output, limit: 5)
            for index in groups.indices { byGroup[index] = [message.isEmpty ? result.output : message] }
        }
        return byGroup
    }

    /// The `path:line:column: error:` lines of `output`, by the index of the file they name.
    private static func errorsByFile(_ output: String, files: [URL]) -> [Int: [String]] {
        var index: [String: Int] = [:]
        for (position, url) in files.enumerated() { index[url.path] = position }
        var result: [Int: [String]] = [:]
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            guard let colon = line.firstIndex(of: ":"), let file = index[String(line[..<colon])] else {
                continue
            }
            result[file, default: []].append(String(line))
        }
        return result
    }

    // MARK: - Reporting

    /// A short account of a harness run: its first compile errors, or its first failures and
    /// its verdict.
    static func summary(of output: String, limit: Int = 12) -> String {
        if output.hasPrefix("compile error:") {
            return "compile error:\n" + firstErrors(output, limit: limit)
        }
        let lines = output.split(separator: "\n")
        let failures = lines.filter { $0.hasPrefix("FAIL") }
        return (failures.prefix(limit) + lines.suffix(1)).joined(separator: "\n")
    }

    /// Compiler error lines with the source line each points at appended, so a failure shows
    /// the generated code it is about. `files` are the texts by the names they were written as.
    static func annotate(_ errors: [String], with files: [(name: String, text: String)]) -> [String] {
        errors.map { error in
            let parts = error.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count >= 3, let line = Int(parts[1]) else { return error }
            let name = URL(fileURLWithPath: String(parts[0])).lastPathComponent
            guard let file = files.first(where: { $0.name == name }) else { return error }
            let lines = file.text.components(separatedBy: "\n")
            let shortError = name + ":" + parts.dropFirst().joined(separator: ":")
            guard line >= 1 && line <= lines.count else { return shortError }
            return shortError + "\n      | " + lines[line - 1].trimmingCharacters(in: .whitespaces)
        }
    }
}
