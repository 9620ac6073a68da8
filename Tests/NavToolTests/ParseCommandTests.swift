import Foundation
import NavSource
import Testing

/// `navc parse`: diagnostics in text and JSON, colour, loading failures, dumps and stdin.
@Suite struct ParseCommandTests {
    @Test func samplesAreFound() throws {
        #expect(try samplePaths().count >= 5)
    }

    @Test(arguments: try samplePaths())
    func everySampleParsesCleanly(path: String) {
        let result = run(["parse", path])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func allSamplesAtOnceParseCleanly() throws {
        let result = try run(["parse"] + samplePaths())
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    // MARK: Text diagnostics

    @Test func errorsArePrintedWithSnippetAndCaret() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(threeErrors, to: "Bad.nav")
            let result = run(["parse", path])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == threeErrorsReport(path: path))
        }
    }

    @Test func everyErrorInAFileIsReported() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(threeErrors, to: "Bad.nav")
            let headers = lines(run(["parse", path]).stderr).filter { $0.hasPrefix(path + ":") }
            let errors = headers.filter { $0.contains(": error: ") }
            #expect(errors.count == 3)
            #expect(errors.map { $0.split(separator: ":")[1] } == ["1", "2", "3"])
            for error in errors {
                #expect(error.range(of: #"\[NAV\d{3}\]$"#, options: .regularExpression) != nil, "\(error)")
            }
        }
    }

    @Test func errorsInSeveralFilesAreAllReported() throws {
        try withTemporaryDirectory { directory in
            let first = try directory.write(threeErrors, to: "First.nav")
            let good = try directory.write(formattedHeader, to: "Good.nav")
            let second = try directory.write("route -> Home {}\n", to: "Second.nav")
            let result = run(["parse", first, good, second])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix(threeErrorsReport(path: first)))
            #expect(
                result.stderr.hasSuffix(
                    "\(second):1:6: error: expected route name after 'route' [NAV102]\n"
                        + "    1 | route -> Home {}\n"
                        + "      |      ^\n"))
            #expect(!result.stderr.contains(good))
        }
    }

    /// Tabs are expanded and carets counted by character, while the header column counts bytes.
    @Test func caretSitsUnderTheOffendingTextAfterTabsAndNonASCII() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("route h -> H {\n\ttitle \"éé\" \"x\"\n}\n", to: "Tab.nav")
            let result = run(["parse", path])
            #expect(result.status == 1)
            let expectedHeader =
                "\(path):2:15: error: unexpected string literal after route member; "
                + "start each route member on its own line [NAV119]"
            #expect(
                lines(result.stderr) == [
                    expectedHeader,
                    "    2 |     title \"éé\" \"x\"",
                    "      |                ^~~",
                ])
        }
    }

    // MARK: Loading failures

    @Test func missingFileIsAUsageError() throws {
        try withTemporaryDirectory { directory in
            let path = directory.path("Missing.nav")
            let result = run(["parse", path])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "error: no such file '\(path)' [NAV501]\n")
        }
    }

    @Test func directoryIsAUsageError() throws {
        try withTemporaryDirectory { directory in
            let result = run(["parse", directory.url.path])
            #expect(result.status == 2)
            #expect(
                result.stderr == "error: '\(directory.url.path)' is a directory, not a .nav file [NAV502]\n")
        }
    }

    /// Diagnostics show control characters in paths as Control Pictures, so a file name cannot
    /// forge extra lines or send escape sequences; a load failure must stay one line as well.
    @Test func controlCharactersInAMissingPathStayOnOneLine() throws {
        try withTemporaryDirectory { directory in
            let path = directory.path("no\nerror: fake\u{1B}[2J.nav")
            let result = run(["parse", path])
            #expect(result.status == 2)
            #expect(lines(result.stderr).count == 1)
            #expect(!result.stderr.contains("\u{1B}"))
            #expect(result.stderr.hasSuffix("[NAV501]\n"))
        }
    }

    /// The same control characters in the path of a file with syntax errors are made visible.
    @Test func controlCharactersInADiagnosedPathAreMadeVisible() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("route -> Home {}\n", to: "odd\u{1B}[31m.nav")
            let result = run(["parse", path])
            #expect(result.status == 1)
            #expect(!result.stderr.contains("\u{1B}"))
            #expect(result.stderr.contains("odd\u{241B}[31m.nav:1:6: error: "))
        }
    }

    @Test func goodFileIsStillProcessedNextToAMissingOne() throws {
        try withTemporaryDirectory { directory in
            let bad = try directory.write("route -> Home {}\n", to: "Bad.nav")
            let good = try directory.write(formattedHeader, to: "Good.nav")
            let missing = directory.path("Missing.nav")
            let result = run(["parse", "--dump", missing, good, bad])
            #expect(result.status == 2)
            #expect(result.stdout.hasPrefix("SourceFile 0..<\(formattedHeader.utf8.count)\n"))
            #expect(result.stdout.contains("NavigationDecl"))
            let stderr = lines(result.stderr)
            #expect(stderr.first == "error: no such file '\(missing)' [NAV501]")
            #expect(stderr.contains("\(bad):1:6: error: expected route name after 'route' [NAV102]"))
        }
    }

    // MARK: JSON

    @Test func jsonDiagnosticsAreOneObjectPerLineOnStdout() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(threeErrors, to: "Bad.nav")
            let result = run(["parse", "--diagnostics-format", "json", path])
            #expect(result.status == 1)
            #expect(result.stderr.isEmpty)
            #expect(result.stdout.hasSuffix("\n"))
            let objects = lines(result.stdout)
            #expect(objects.count == 3)
            var positions: [[Int]] = []
            for line in objects {
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                #expect((object["id"] as? String)?.hasPrefix("NAV") == true)
                #expect(object["severity"] as? String == "error")
                #expect((object["message"] as? String)?.isEmpty == false)
                #expect(object["file"] as? String == path)
                let range = try #require(object["range"] as? [String: Any])
                let start = try #require(range["start"] as? [String: Any])
                positions.append([start["line"] as? Int ?? 0, start["column"] as? Int ?? 0])
            }
            #expect(positions == [[1, 26], [2, 6], [3, 1]])

            let decoded = try objects.map {
                try JSONDecoder().decode(JSONDiagnostic.self, from: Data($0.utf8))
            }
            #expect(decoded.map(\.id) == ["NAV104", "NAV102", "NAV101"])
            #expect(decoded[0].name == "expected-closing-delimiter")
            #expect(decoded[0].message == "expected ')' to close parameter list")
            #expect(decoded[0].notes.first?.range?.start.column == 13)
            #expect(decoded[0].fixIts.map(\.replacement) == [")"])
        }
    }

    @Test func jsonForACleanFileIsEmpty() {
        let result = run(["parse", "--diagnostics-format=json", "-"], stdin: formattedHeader)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func jsonFromStdinNamesStdin() throws {
        let result = run(["parse", "--diagnostics-format", "json", "-"], stdin: "route -> Home {}\n")
        #expect(result.status == 1)
        let decoded = try JSONDecoder().decode(JSONDiagnostic.self, from: Data(result.stdout.utf8))
        #expect(decoded.file == "<stdin>")
        #expect(decoded.id == "NAV102")
        #expect(decoded.range.start.line == 1)
        #expect(decoded.range.start.column == 6)
    }

    // MARK: Colour

    /// The escape character that starts every ANSI colour sequence.
    static let escape = "\u{1B}["

    /// One way of choosing colour, and whether it must colour the output.
    struct ColorCase: Sendable, CustomTestStringConvertible {
        /// Extra arguments before the file.
        var arguments: [String]
        /// Whether standard error is a terminal.
        var terminal: Bool
        /// The environment.
        var environment: [String: String]
        /// Whether the output must hold escape sequences.
        var colored: Bool
        var testDescription: String {
            "\(arguments) terminal=\(terminal) \(environment.sorted { $0.key < $1.key }) -> \(colored)"
        }
    }

    static let colorCases = [
        ColorCase(arguments: ["--color", "always"], terminal: false, environment: [:], colored: true),
        ColorCase(
            arguments: ["--color", "always"], terminal: false, environment: ["NO_COLOR": "1"], colored: true),
        ColorCase(
            arguments: ["--color", "never"], terminal: true, environment: ["TERM": "xterm"], colored: false),
        ColorCase(
            arguments: ["--color", "auto"], terminal: true, environment: ["NO_COLOR": "1"], colored: false),
        ColorCase(
            arguments: ["--color", "auto"], terminal: true, environment: ["NO_COLOR": "1", "TERM": "xterm"],
            colored: false),
        ColorCase(
            arguments: ["--color", "auto"], terminal: true, environment: ["TERM": "xterm"], colored: true),
        ColorCase(
            arguments: ["--color", "auto"], terminal: true, environment: ["NO_COLOR": ""], colored: true),
        ColorCase(
            arguments: ["--color", "auto"], terminal: true, environment: ["TERM": "dumb"], colored: false),
        ColorCase(
            arguments: ["--color", "auto"], terminal: false, environment: ["TERM": "xterm"], colored: false),
        ColorCase(arguments: [], terminal: true, environment: ["TERM": "xterm"], colored: true),
        ColorCase(arguments: [], terminal: false, environment: ["TERM": "xterm"], colored: false),
    ]

    @Test(arguments: colorCases)
    func colorFollowsFlagTerminalAndEnvironment(color: ColorCase) throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write(threeErrors, to: "Bad.nav")
            let runner = ToolRunner(errorIsTerminal: color.terminal, environment: color.environment)
            let result = runner.run(["parse"] + color.arguments + [path])
            #expect(result.status == 1)
            #expect(result.stderr.contains(Self.escape) == color.colored)
            if color.colored {
                #expect(result.stderr.contains("\u{1B}[1;31merror:\u{1B}[0m"))
            } else {
                #expect(result.stderr == threeErrorsReport(path: path))
            }
        }
    }

    /// Colour never leaks into JSON, which goes to standard output.
    @Test func jsonIsNeverColored() throws {
        let runner = ToolRunner(errorIsTerminal: true, environment: ["TERM": "xterm"])
        let result = runner.run(
            ["parse", "--color", "always", "--diagnostics-format", "json", "-"], stdin: threeErrors)
        #expect(result.status == 1)
        #expect(!result.stdout.contains(Self.escape))
        #expect(lines(result.stdout).count == 3)
    }

    // MARK: Dump

    @Test(arguments: try samplePaths())
    func dumpStartsWithTheWholeFile(path: String) throws {
        let size = try #require(contents(of: path)).count
        let result = run(["parse", "--dump", path])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("SourceFile 0..<\(size)\n"))
        #expect(result.stdout.hasSuffix("\n"))
        #expect(lines(result.stdout).dropFirst().allSatisfy { $0.hasPrefix("  ") })
    }

    @Test(arguments: try samplePaths())
    func dumpWithoutRangesHasNoRanges(path: String) {
        let result = run(["parse", "--dump", "--no-ranges", path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("SourceFile\n"))
        #expect(!result.stdout.contains("..<"))
        let withRanges = run(["parse", "--dump", path]).stdout
        #expect(lines(result.stdout).count == lines(withRanges).count)
    }

    @Test func dumpOfEmptyInput() {
        let result = run(["parse", "--dump", "-"])
        #expect(result.status == 0)
        #expect(result.stdout == "SourceFile 0..<0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func dumpIsPrintedEvenWithErrors() {
        let result = run(["parse", "--dump", "-"], stdin: threeErrors)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("SourceFile 0..<\(threeErrors.utf8.count)\n"))
        #expect(result.stderr == threeErrorsReport(path: "<stdin>"))
    }

    // MARK: Standard input

    @Test func stdinIsReadAndReportedAsStdin() {
        let result = run(["parse", "-"], stdin: threeErrors)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == threeErrorsReport(path: "<stdin>"))
    }

    @Test func cleanStdinPasses() throws {
        let sample = try #require(try samplePaths().first.flatMap(text(of:)))
        let result = run(["parse", "-"], stdin: sample)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    /// A file named like an option can still be parsed after `--`.
    @Test func doubleDashAllowsDashedFileNames() throws {
        try withTemporaryDirectory { directory in
            let path = try directory.write("route -> Home {}\n", to: "-odd.nav")
            let result = run(["parse", "--", path])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("\(path):1:6: error: "))
        }
    }

    /// Every catalogued diagnostic's example, fed through `navc parse -` (syntax codes) or
    /// `navc lint -` (checker and lint codes), reports that diagnostic.
    @Test(arguments: DiagnosticCode.allCases.filter { $0.rawValue < 500 })
    func catalogExampleTriggersItsCode(code: DiagnosticCode) throws {
        let runner = ToolRunner()
        let command = code.rawValue < 200 ? "parse" : "lint"
        let result = runner.run(
            [command, "--diagnostics-format", "json", "-"], stdinBytes: code.descriptor.exampleBytes)
        #expect(result.status == (code.descriptor.severity == .error ? 1 : 0))
        let ids = try lines(result.stdout).map {
            try JSONDecoder().decode(JSONDiagnostic.self, from: Data($0.utf8)).id
        }
        #expect(ids.contains(code.id), "\(ids)")
    }
}
