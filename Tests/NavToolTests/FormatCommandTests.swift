import Foundation
import Testing

/// `navc fmt`: in-place rewriting, `--check`, standard input and idempotence.
@Suite struct FormatCommandTests {
    @Test func rewritesAMessyFileInPlace() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(messyHeader, to: "App.nav")
            let result = run(["fmt", path])
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.isEmpty)
            #expect(text(of: path) == formattedHeader)
        }
    }

    /// Small inputs and their exact canonical layout.
    static let layouts: [(input: String, formatted: String)] = [
        (messyHeader, formattedHeader),
        ("navigation App {\r\n    target iOS 16\r\n}\r\n", "navigation App {\n    target iOS 16\n}\n"),
        ("route home->Home{\ntitle \"Home\"\n}", "route home -> Home {\n    title \"Home\"\n}\n"),
        (
            "route detail( id :Int )->Detail{}\n\n\n\nroute home -> Home {}",
            "route detail(id: Int) -> Detail {}\n\nroute home -> Home {}\n"
        ),
        (
            "// note\nnavigation   App   {   // trailing\n\ttarget iOS 16 ,  macOS 13\n}\n",
            "// note\nnavigation App {  // trailing\n    target iOS 16, macOS 13\n}\n"
        ),
    ]

    @Test(arguments: layouts)
    func formatsToTheCanonicalLayout(input: String, formatted: String) throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(input, to: "App.nav")
            let result = run(["fmt", path])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            #expect(text(of: path) == formatted)
            #expect(run(["fmt", "-"], stdin: input).stdout == formatted)
        }
    }

    @Test func leavesAFormattedFileUntouched() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(formattedHeader, to: "App.nav")
            let past = Date(timeIntervalSince1970: 946_684_800)
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
            let before = try FileManager.default.attributesOfItem(atPath: path)

            let result = run(["fmt", path])
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.isEmpty)
            let after = try FileManager.default.attributesOfItem(atPath: path)
            #expect(text(of: path) == formattedHeader)
            #expect(after[.modificationDate] as? Date == past)
            #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
        }
    }

    @Test func leavesAFileWithErrorsUntouched() throws {
        try withTemporaryDirectory { directory in
            let messy = "route   home -> Home {\n" + threeErrors
            let path = try directory.write(messy, to: "Bad.nav")
            let result = run(["fmt", path])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("\(path):"))
            #expect(result.stderr.contains(": error: "))
            #expect(result.stderr.contains("[NAV104]"))
            #expect(contents(of: path) == Array(messy.utf8))
        }
    }

    @Test func errorsInOneFileDoNotStopTheOthers() throws {
        try withTemporaryDirectory { directory in
            let bad = try directory.write(threeErrors, to: "Bad.nav")
            let good = try directory.write(messyHeader, to: "Good.nav")
            let result = run(["fmt", bad, good])
            #expect(result.status == 1)
            #expect(result.stderr == threeErrorsReport(path: bad))
            #expect(text(of: bad) == threeErrors)
            #expect(text(of: good) == formattedHeader)
        }
    }

    @Test func missingFileExitsTwoButOthersAreFormatted() throws {
        try withTemporaryDirectory { directory in
            let missing = directory.path("Missing.nav")
            let good = try directory.write(messyHeader, to: "Good.nav")
            let result = run(["fmt", missing, good])
            #expect(result.status == 2)
            #expect(result.stderr == "error: no such file '\(missing)' [NAV501]\n")
            #expect(text(of: good) == formattedHeader)
        }
    }

    @Test func fileErrorsCanBeJSON() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(threeErrors, to: "Bad.nav")
            let result = run(["fmt", "--diagnostics-format", "json", path])
            #expect(result.status == 1)
            #expect(result.stderr.isEmpty)
            let objects = try lines(result.stdout).map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(objects.map { $0["id"] as? String } == ["NAV104", "NAV102", "NAV101"])
            #expect(text(of: path) == threeErrors)
        }
    }

    // MARK: --check

    @Test func checkListsOnlyFilesThatWouldChange() throws {
        try withTemporaryDirectory { directory in
            let messy = try directory.write(messyHeader, to: "Messy.nav")
            let formatted = try directory.write(formattedHeader, to: "Formatted.nav")
            let alsoMessy = try directory.write("route home->Home{}", to: "AlsoMessy.nav")
            let result = run(["fmt", "--check", messy, formatted, alsoMessy])
            #expect(result.status == 1)
            #expect(result.stdout == "\(messy)\n\(alsoMessy)\n")
            #expect(result.stderr.isEmpty)
            #expect(text(of: messy) == messyHeader)
            #expect(text(of: formatted) == formattedHeader)
            #expect(text(of: alsoMessy) == "route home->Home{}")
        }
    }

    @Test func checkPassesWhenEverythingIsFormatted() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(formattedHeader, to: "App.nav")
            let result = run(["fmt", "--check", path])
            #expect(result.status == 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func checkOnStdinNamesStdinAndPrintsNoText() {
        let messy = run(["fmt", "--check", "-"], stdin: messyHeader)
        #expect(messy.status == 1)
        #expect(messy.stdout == "<stdin>\n")
        let clean = run(["fmt", "--check", "-"], stdin: formattedHeader)
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
    }

    /// `--check` must still list the unformatted files when another file has syntax errors,
    /// as its help promises ("list the files that would change"); otherwise CI shows only
    /// half of the work to do.
    @Test func checkListsChangesEvenWhenAnotherFileHasErrors() throws {
        try withTemporaryDirectory { directory in
            let bad = try directory.write(threeErrors, to: "Bad.nav")
            let messy = try directory.write(messyHeader, to: "Messy.nav")
            let result = run(["fmt", "--check", bad, messy])
            #expect(result.status == 1)
            #expect(result.stderr == threeErrorsReport(path: bad))
            #expect(result.stdout == "\(messy)\n")
            #expect(text(of: messy) == messyHeader)
        }
    }

    // MARK: Standard input

    @Test func stdinIsFormattedToStdout() {
        let result = run(["fmt", "-"], stdin: messyHeader)
        #expect(result.status == 0)
        #expect(result.stdout == formattedHeader)
        #expect(result.stderr.isEmpty)
    }

    @Test func formattedStdinIsEchoed() {
        let result = run(["fmt", "-"], stdin: formattedHeader)
        #expect(result.status == 0)
        #expect(result.stdout == formattedHeader)
    }

    @Test func stdinWithErrorsPrintsNoText() {
        let result = run(["fmt", "-"], stdin: threeErrors)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == threeErrorsReport(path: "<stdin>"))
    }

    // MARK: Samples

    @Test func allSamplesAreFormatted() throws {
        let result = try run(["fmt", "--check"] + samplePaths())
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: try samplePaths())
    func formattingASampleIsIdempotent(path: String) throws {
        let source = try #require(text(of: path))
        let once = run(["fmt", "-"], stdin: source)
        #expect(once.status == 0)
        #expect(once.stdout == source)
        let twice = run(["fmt", "-"], stdin: once.stdout)
        #expect(twice.stdout == once.stdout)
    }

    /// Stripping every indent and reformatting gives back the sample, with the same syntax tree.
    @Test(arguments: try samplePaths())
    func unindentedSampleIsRestored(path: String) throws {
        let source = try #require(text(of: path))
        let unindented = lines(source).map { $0.drop { $0 == " " } }.joined(separator: "\n")
        let formatted = run(["fmt", "-"], stdin: unindented)
        #expect(formatted.status == 0)
        #expect(formatted.stdout == source)
        let treeBefore = run(["parse", "--dump", "--no-ranges", "-"], stdin: unindented).stdout
        let treeAfter = run(["parse", "--dump", "--no-ranges", "-"], stdin: formatted.stdout).stdout
        #expect(treeBefore == treeAfter)
        #expect(run(["fmt", "-"], stdin: formatted.stdout).stdout == formatted.stdout)
    }

    @Test(arguments: try samplePaths())
    func formattingACopyOfASampleInPlaceChangesNothing(path: String) throws {
        try withTemporaryDirectory { directory in
            let original = try #require(contents(of: path))
            let copy = try directory.write(original, to: "Copy.nav")
            let result = run(["fmt", copy])
            #expect(result.status == 0)
            #expect(contents(of: copy) == original)
        }
    }

    // MARK: Rewriting in place

    /// Rewriting a file keeps its permissions: a private file must not become world-readable.
    @Test func rewritingKeepsPermissions() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(messyHeader, to: "Private.nav")
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            let result = run(["fmt", path])
            #expect(result.status == 0)
            #expect(text(of: path) == formattedHeader)
            let permissions =
                try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)
        }
    }

    /// Formatting through a symbolic link formats the file it points to and keeps the link.
    @Test func rewritingThroughASymlinkKeepsTheLink() throws {
        try withTemporaryDirectory { directory in
            let target = try directory.write(messyHeader, to: "Real.nav")
            let link = directory.path("Link.nav")
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let result = run(["fmt", link])
            #expect(result.status == 0)
            #expect(text(of: link) == formattedHeader)
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
            #expect(text(of: target) == formattedHeader)
        }
    }
}
