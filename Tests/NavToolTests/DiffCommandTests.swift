import Foundation
import NavDriver
import NavSource
import Testing

@testable import NavTool

/// `navc diff` end to end: two files or a git revision, exit codes, allowances and formats.
@Suite struct DiffCommandTests {
    static let old = """
        navigation App {
            target iOS 16
            roots home
        }

        route home -> Home {
            action open = push note(id: 1)
            action help = push help
        }

        route note(id: Int) -> NoteView {
            url "/notes/{id}"
        }

        route help -> HelpView

        """

    /// `note`'s pattern moved and `help` is gone: two breaking changes.
    static let new = """
        navigation App {
            target iOS 16
            roots home
        }

        route home -> Home {
            action open = push note(id: 1)
        }

        route note(id: Int) -> NoteView {
            url "/n/{id}"
        }

        """

    @Test func breakingChangesExitOneWithLocatedErrors() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.write(Self.old, to: "old.nav")
            let new = try directory.write(Self.new, to: "new.nav")
            let result = run(["diff", old, new])
            #expect(result.status == 1)
            #expect(
                result.stderr.contains("new.nav:1:12: error: route 'help' was removed"), "\(result.stderr)")
            #expect(result.stderr.contains("note: it was declared at \(old):15:7"))
            #expect(
                result.stderr.contains(
                    "new.nav:11:5: error: links to route 'note' made by the old version ('/notes/{id}') no longer open it [NAV607]"
                ))
            // The same file twice is no change.
            let same = run(["diff", old, old])
            #expect(same.status == 0 && same.stderr.isEmpty, "\(same.stderr)")
        }
    }

    @Test func allowancesTurnBreakingChangesIntoWarnings() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.write(Self.old, to: "old.nav")
            let new = try directory.write(Self.new, to: "new.nav")
            let one = run(["diff", "--allow", "NAV601", old, new])
            #expect(one.status == 1, "NAV607 is still an error")
            #expect(one.stderr.contains("warning: route 'help' was removed"))
            #expect(one.stderr.contains("note: allowed by --allow NAV601"))
            let both = run(["diff", "--allow", "NAV601:help", "--allow", "nav607:note", old, new])
            #expect(both.status == 0, "\(both.stderr)")
            #expect(both.stderr.contains("note: allowed by --allow NAV607:note"))
            // An allowance for another route does not apply.
            #expect(run(["diff", "--allow", "NAV601:note", "--allow", "NAV607", old, new]).status == 1)
        }
    }

    @Test(arguments: [
        (
            ["diff", "a.nav"],
            "error: 'navc diff' compares two files: navc diff OLD NEW (or navc diff --base REVISION FILE)\n"
        ),
        (
            ["diff", "--base", "main", "a.nav", "b.nav"],
            "error: 'navc diff --base' compares one file with its version at the revision\n"
        ),
        (
            ["diff", "--allow", "NAV201", "a.nav", "b.nav"],
            "error: '--allow NAV201': 'NAV201' is not a navc diff ID (NAV601-NAV615); run 'navc explain' to list them\n"
        ),
        (
            ["diff", "--allow", "NAV601:", "a.nav", "b.nav"],
            "error: '--allow NAV601:': name a route after ':', as in NAV601:home\n"
        ),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message)
    }

    @Test func errorsInEitherVersionAreReportedFirst() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.write(Self.old, to: "old.nav")
            let broken = try directory.write(
                Self.new.replacingOccurrences(of: "push note", with: "push nott"), to: "new.nav")
            let result = run(["diff", old, broken])
            #expect(result.status == 1)
            #expect(result.stderr.contains("new.nav:7:24: error: route 'nott' is not declared [NAV201]"))
            #expect(!result.stderr.contains("NAV60"), "no comparison of a broken file")
            #expect(run(["diff", directory.path("missing.nav"), old]).status == 2)
        }
    }

    @Test func formatsForCI() throws {
        try withTemporaryDirectory { directory in
            let old = try directory.write(Self.old, to: "old.nav")
            let new = try directory.write(Self.new, to: "new.nav")
            let github = ToolRunner().run(
                ["diff", "--diagnostics-format", "github", old, new], currentDirectory: directory.url.path)
            #expect(github.status == 1)
            #expect(
                lines(github.stdout).contains {
                    $0.hasPrefix("::error file=new.nav,line=11,endLine=11,col=5,")
                        && $0.contains("title=NAV607::")
                })
            let json = run(["diff", "--diagnostics-format", "json", old, new])
            let ids = lines(json.stdout).compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["id"] as? String
            }
            #expect(ids == ["NAV601", "NAV607"])
        }
    }

    /// `--base REV` reads the old version with git, relative to the file's folder.
    @Test(.enabled(if: Git.isAvailable, "git is not installed"))
    func baseRevisionReadsTheOldVersionFromGit() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(
                atPath: directory.path("Sources/App"), withIntermediateDirectories: true)
            let file = try directory.write(Self.old, to: "Sources/App/App.nav")
            try Git.run(["init", "-q"], in: directory.url)
            try Git.run(["add", "."], in: directory.url)
            try Git.run(
                ["-c", "user.name=navc", "-c", "user.email=navc@invalid", "commit", "-qm", "v1"],
                in: directory.url)
            #expect(run(["diff", "--base", "HEAD", file]).status == 0)
            try directory.write(Self.new, to: "Sources/App/App.nav")
            let changed = run(["diff", "--base", "HEAD", file])
            #expect(changed.status == 1, "\(changed.stderr)")
            // The old version is named by its path in the repository, as git names it.
            #expect(changed.stderr.contains("note: it was declared at HEAD:Sources/App/App.nav:15:7"))
            #expect(changed.stderr.contains("App.nav:11:5: error: links to route 'note'"))
            let missing = run(["diff", "--base", "no-such-branch", file])
            #expect(missing.status == 2)
            #expect(
                missing.stderr.contains("error: cannot read '\(file)' at git revision 'no-such-branch': "))
            #expect(missing.stderr.contains("[NAV522]"))
            let option = run(["diff", "--base=--output=x", file])
            #expect(option.status == 2 && option.stderr.contains("a revision cannot start with '-'"))
        }
    }
}

/// `navc diff --base`: a new file, standard input, and the file's path in the repository.
@Suite(.enabled(if: Git.isAvailable, "git is not installed"))
struct DiffBaseRevisionTests {
    /// Commits everything in `directory` as one commit.
    static func commitAll(in directory: TemporaryDirectory) throws {
        try Git.run(["add", "."], in: directory.url)
        try Git.run(
            ["-c", "user.name=navc", "-c", "user.email=navc@invalid", "commit", "-qm", "commit"],
            in: directory.url)
    }

    /// A file the revision does not have is new: nothing to compare it with, so a note and
    /// exit 0, whatever the output format.
    @Test(arguments: ["text", "json", "sarif"])
    func newFileHasNothingToCompareWith(format: String) throws {
        try withTemporaryDirectory { directory in
            try Git.run(["init", "-q"], in: directory.url)
            try directory.write("route other -> Other\n", to: "Other.nav")
            try Self.commitAll(in: directory)
            let file = try directory.write(DiffCommandTests.old, to: "App.nav")
            let result = run(["diff", "--diagnostics-format", format, "--base", "HEAD", file])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr
                    == "note: '\(file)' does not exist at git revision 'HEAD' (a new file); "
                    + "there is nothing to compare it with\n")
            #expect(format != "text" || result.stdout.isEmpty)
        }
    }

    /// A new file is still checked: its own errors are reported and fail the command.
    @Test func newFileWithErrorsFails() throws {
        try withTemporaryDirectory { directory in
            try Git.run(["init", "-q"], in: directory.url)
            try directory.write("route other -> Other\n", to: "Other.nav")
            try Self.commitAll(in: directory)
            let file = try directory.write(
                "navigation App {\n    target iOS 16\n    roots hom\n}\n", to: "App.nav")
            let result = run(["diff", "--base", "HEAD", file])
            #expect(result.status == 1)
            #expect(result.stderr.contains("there is nothing to compare it with"))
            #expect(result.stderr.contains("[NAV201]"))
        }
    }

    /// A revision that does not exist is still an error, not a new file.
    @Test func unknownRevisionIsNotANewFile() throws {
        try withTemporaryDirectory { directory in
            try Git.run(["init", "-q"], in: directory.url)
            let file = try directory.write(DiffCommandTests.old, to: "App.nav")
            try Self.commitAll(in: directory)
            let result = run(["diff", "--base", "no-such-branch", file])
            #expect(result.status == 2)
            #expect(!result.stderr.contains("nothing to compare"))
            #expect(result.stderr.contains("[NAV522]"))
        }
    }

    /// `--base` finds the old version by the file's path, which standard input does not have.
    @Test func standardInputIsAUsageError() {
        let result = run(["diff", "--base", "HEAD", "-"], stdin: DiffCommandTests.old)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "error: 'navc diff --base' finds the old version by the file's path in git, "
                + "so it cannot read standard input; name the file instead of '-'\n")
    }

    /// Run from a subfolder of the repository with a path that leaves it (`../App/App.nav`),
    /// the file is found by its path in the repository, and the old version's imports, even
    /// ones that climb above its folder, are read at the revision from the same place.
    @Test func relativePathFromASubfolderFindsTheFileAndItsImports() throws {
        try withTemporaryDirectory { directory in
            for folder in ["Sources/App/Flows", "Sources/Shared", "Docs"] {
                try FileManager.default.createDirectory(
                    atPath: directory.path(folder), withIntermediateDirectories: true)
            }
            let app = DiffCommandTests.old + "import \"Flows/Flow.nav\"\n"
            try directory.write(app, to: "Sources/App/App.nav")
            try directory.write(
                "import \"../../Shared/Shared.nav\"\nroute flow -> Flow\n", to: "Sources/App/Flows/Flow.nav")
            try directory.write("route shared -> Shared\n", to: "Sources/Shared/Shared.nav")
            try Git.run(["init", "-q"], in: directory.url)
            try Self.commitAll(in: directory)
            // The working tree moves on, so only the revision has the old files.
            try directory.write("route renamed -> Shared\n", to: "Sources/Shared/Shared.nav")

            let git = try GitRevision.locate(
                "../Sources/App/App.nav", at: "HEAD", currentDirectory: directory.path("Docs")
            ).get()
            #expect(git.filePath == "Sources/App/App.nav")
            let old = try #require(try git.read(at: git.filePath).get())
            #expect(old.path == "HEAD:Sources/App/App.nav")
            #expect(String(decoding: old.bytes, as: UTF8.self) == app)
            let reader = git.importReader
            #expect(reader.locate("Flows/Flow.nav", old.path) == "HEAD:Sources/App/Flows/Flow.nav")
            #expect(
                reader.locate("../../Shared/Shared.nav", "HEAD:Sources/App/Flows/Flow.nav")
                    == "HEAD:Sources/Shared/Shared.nav")
            #expect(
                reader.locate(directory.path("Sources/Shared/Shared.nav"), old.path)
                    == "HEAD:Sources/Shared/Shared.nav")
            let checked = Pipeline.check(old, imports: reader)
            #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
            #expect(checked.model?.routes.contains { $0.name == "shared" } == true)

            // A path that climbs out of the repository is an error, not a file of another one.
            guard case .failure(let outside) = git.read(at: "../Elsewhere.nav") else {
                Issue.record("a path outside the repository was read")
                return
            }
            #expect(outside.code == .unreadableRevision)
        }
    }
}

/// The configuration and I/O codes NAV520-NAV539: each is reported in the situation its example
/// describes.
@Suite struct CatalogConfigurationCodeTests {
    static let codes = DiagnosticCode.allCases.filter { (520...539).contains($0.rawValue) }

    @Test func theRangeHasEntries() {
        #expect(Self.codes.count >= 3)
    }

    @Test(arguments: codes)
    func exampleSituationReportsTheCode(code: DiagnosticCode) throws {
        try withTemporaryDirectory { directory in
            let app = try directory.write(BuildCommandTests.app, to: "App.nav")
            let reported: String
            switch code {
            case .unsupportedOutput, .unknownLintRule:
                try directory.write(code.descriptor.example, to: ".navc.json")
                reported = run(["lint", app]).stderr
            case .unreadableRevision:
                reported = run(["diff", "--base", "no-such-branch", app]).stderr
            case .importNotFound:
                let importing = try directory.write(code.descriptor.example, to: "Importing.nav")
                reported = run(["check", importing]).stderr
            case .importCycle, .importedNavigationHeader:
                // The example shows two files, each after a comment naming it.
                let parts = code.descriptor.example.components(separatedBy: "// Settings.nav\n")
                let importing = try directory.write(parts[0], to: "Importing.nav")
                try directory.write(
                    parts[1].replacingOccurrences(of: "App.nav", with: "Importing.nav"), to: "Settings.nav")
                if code == .importCycle {
                    try directory.write(
                        parts[0].replacingOccurrences(of: "// App.nav\n", with: ""), to: "Importing.nav")
                }
                reported = run(["check", importing]).stderr
            default:
                Issue.record("\(code.id) has no situation in this test; add one")
                return
            }
            #expect(reported.contains("[\(code.id)]"), "\(code.id): \(reported)")
        }
    }
}

/// `git`, for the tests of `--base`.
enum Git {
    static let isAvailable: Bool =
        (try? run(["--version"], in: FileManager.default.temporaryDirectory)) != nil

    /// Runs git with `arguments` in `folder`; throws when it fails.
    @discardableResult
    static func run(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw NavcExecutableFailure(description: "git \(arguments.joined(separator: " ")): \(output)")
        }
        return output
    }
}

/// A helper process failed.
struct NavcExecutableFailure: Error, CustomStringConvertible {
    var description: String
}
