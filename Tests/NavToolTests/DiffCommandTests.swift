import Foundation
import NavSource
import Testing

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
            "error: '--allow NAV201': 'NAV201' is not a navc diff ID (NAV601-NAV614); run 'navc explain' to list them\n"
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
            #expect(changed.stderr.contains("note: it was declared at HEAD:\(file):15:7"))
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
