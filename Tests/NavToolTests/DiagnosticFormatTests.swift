import Foundation
import Testing

/// The machine-readable diagnostic formats end to end: `--diagnostics-format github` and the
/// versioned JSON format, validated against its published schema (`Grammar/diagnostics.schema.json`).
@Suite struct DiagnosticFormatTests {
    /// A file with an error that has a note and a fix-it, and one with a lint warning.
    static let broken = "navigation App {\n    target iOS 16\n    roots hom\n}\n\nroute home -> Home\n"

    /// Text output stops after 50 errors, counted over every file of the command; JSON, SARIF
    /// and GitHub output report every error.
    @Test(arguments: ["text", "json", "sarif", "github"])
    func onlyTextOutputStopsAfterFiftyErrors(format: String) throws {
        try withTemporaryDirectory { directory in
            // Forty separate stray characters in each of two files: eighty errors.
            let stray = String(repeating: "@ ", count: 40) + "\n"
            let first = try directory.write(stray, to: "First.nav")
            let second = try directory.write(stray, to: "Second.nav")
            let result = run(["parse", "--diagnostics-format", format, first, second])
            #expect(result.status == 1)
            switch format {
            case "text":
                let headers = lines(result.stderr).filter { $0.contains(": error: unexpected character") }
                #expect(headers.count == 50)
                #expect(headers.last?.hasPrefix(second + ":1:19: ") == true)
                #expect(result.stderr.hasSuffix("\nerror: too many errors emitted, stopping now\n"))
            case "json", "github":
                #expect(lines(result.stdout).count == 80)
                #expect(!result.stdout.contains("too many errors"))
            default:
                let log = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                let runs = try #require(log["runs"] as? [[String: Any]])
                #expect((runs.first?["results"] as? [Any])?.count == 80)
            }
        }
    }

    /// `--error-limit N` moves the limit, `--error-limit 0` shows every error, and a value that
    /// is not a whole number of at least 0 is a usage error.
    @Test func theErrorLimitIsAnOption() throws {
        try withTemporaryDirectory { directory in
            let stray = String(repeating: "@ ", count: 40) + "\n"
            let first = try directory.write(stray, to: "First.nav")
            let second = try directory.write(stray, to: "Second.nav")
            func shown(_ limit: String) -> (headers: Int, stopped: Bool) {
                let result = run(["parse", "--error-limit", limit, first, second])
                #expect(result.status == 1)
                let headers = lines(result.stderr).filter { $0.contains(": error: unexpected character") }
                return (headers.count, result.stderr.contains("too many errors emitted"))
            }
            #expect(shown("3") == (3, true))
            #expect(shown("79") == (79, true))
            #expect(shown("80") == (80, false))
            #expect(shown("0") == (80, false))
            for bad in ["-1", "ten", "1.5", "+3"] {
                let result = run(["check", "--error-limit=\(bad)", first])
                #expect(result.status == 2, "--error-limit=\(bad)")
                #expect(
                    result.stderr.hasPrefix("error: '--error-limit \(bad)': give the most errors"),
                    "\(result.stderr)")
            }
            let help = run(["build", "--help"])
            #expect(help.stdout.contains("--error-limit <n>"))
        }
    }

    @Test func githubFormatAnnotatesErrorsAndWarnings() throws {
        try withTemporaryDirectory { directory in
            let app = try directory.write(Self.broken, to: "App.nav")
            let lint = try directory.write(AnalyzeCommandTests.warnings, to: "Lint.nav")
            let result = ToolRunner().run(
                ["lint", "--diagnostics-format", "github", app, lint, directory.path("Missing.nav")],
                currentDirectory: directory.url.path)
            #expect(result.status == 2, "a missing file is an I/O error")
            #expect(result.stderr.isEmpty, "workflow commands go to standard output: \(result.stderr)")
            let commands = lines(result.stdout)
            #expect(
                commands.contains(
                    "::error file=App.nav,line=3,endLine=3,col=11,endColumn=14,title=NAV201::route 'hom' is not declared%0Anote: did you mean 'home'?%0Afix-it: replace with 'home'"
                ), "\(commands)")
            #expect(
                commands.contains(
                    "::warning file=Lint.nav,line=14,endLine=14,col=7,endColumn=13,title=NAV402::route 'orphan' is unreachable"
                ), "\(commands)")
            #expect(commands.contains { $0.hasPrefix("::error file=Missing.nav,title=NAV501::") })
        }
    }

    /// Standard output holds one product: the JSON stream or SARIF log, or the command's own
    /// output (a graph, generated Swift) with the diagnostics on standard error; a `--check`
    /// listing goes to standard error beside machine-readable diagnostics.
    @Test(arguments: ["json", "sarif"])
    func machineReadableDiagnosticsNeverShareStandardOutput(format: String) throws {
        // A warning (NAV241: the parameter type costs the route enum Codable) and nothing else.
        let warned = """
            navigation App {
                target iOS 17
                roots home
            }

            type Item: Hashable

            route home(item: Item? = nil) -> Home

            """
        // `fmt` only parses, so it has no diagnostics to print for these files.
        func expectOnlyDiagnostics(_ output: String, _ context: String, expectingSome: Bool = true) {
            let documents = format == "sarif" ? [output] : lines(output)
            #expect(!expectingSome || !documents.isEmpty, "\(context): no diagnostics on standard output")
            for document in documents {
                #expect(
                    (try? JSONSerialization.jsonObject(with: Data(document.utf8))) != nil,
                    "\(context): not JSON: \(document.prefix(200))")
            }
        }
        try withTemporaryDirectory { directory in
            let app = try directory.write(warned, to: "App.nav")
            let unformatted = try directory.write(
                warned.replacingOccurrences(of: "    roots", with: "roots"), to: "U.nav")
            let formatted = run(["fmt", "--check", "--diagnostics-format", format, unformatted, app])
            #expect(formatted.status == 1)
            expectOnlyDiagnostics(formatted.stdout, "fmt --check", expectingSome: false)
            #expect(formatted.stderr.contains("U.nav"), "the listing: \(formatted.stderr)")

            let build = run(["build", "--check", "--diagnostics-format", format, app])
            #expect(build.status == 1)
            expectOnlyDiagnostics(build.stdout, "build --check")
            #expect(build.stderr.contains("App.swift"), "the listing: \(build.stderr)")

            let graph = run(["graph", "--format", "json", "--diagnostics-format", format, app])
            #expect(graph.status == 0)
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(graph.stdout.utf8))) != nil, "\(graph.stdout)")
            #expect(graph.stderr.contains("NAV241"), "\(graph.stderr)")

            let generated = run(["build", "--diagnostics-format", format, "-"], stdin: warned)
            #expect(generated.stdout.hasPrefix("// DO NOT EDIT."), "\(generated.stdout.prefix(200))")
            #expect(generated.stderr.contains("NAV241"), "\(generated.stderr)")
        }
    }

    @Test func everyJSONObjectCarriesTheFormatVersion() throws {
        let result = run(["check", "--diagnostics-format", "json", "-"], stdin: Self.broken)
        let objects = try lines(result.stdout).map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(!objects.isEmpty)
        for object in objects { #expect(object["version"] as? Int == 1) }
    }

    /// Real output of every kind (errors with notes and fix-its, lint warnings, a configuration
    /// file's error, an unreadable file) validates against the schema, and output the schema must
    /// reject (no version, an unknown key) is rejected, so the check can fail.
    @Test(
        .enabled(
            if: JSONSchemaValidator.isAvailable || JSONSchemaValidator.isRequired,
            JSONSchemaValidator.skipMessage))
    func jsonOutputValidatesAgainstTheSchema() throws {
        try withTemporaryDirectory { directory in
            let app = try directory.write(Self.broken, to: "App.nav")
            let lint = try directory.write(AnalyzeCommandTests.warnings, to: "Lint.nav")
            try directory.write(#"{"access": "private"}"#, to: ".navc.json")
            var output = ""
            output +=
                run(["lint", "--diagnostics-format", "json", app, lint, directory.path("Missing.nav")]).stdout
            output += run(["build", "--diagnostics-format", "json", lint]).stdout
            let objects = lines(output)
            let ids = Set(
                objects.compactMap { line in
                    (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"]
                        as? String
                })
            #expect(ids.isSuperset(of: ["NAV201", "NAV401", "NAV402", "NAV501", "NAV511"]), "\(ids)")
            let valid = try JSONSchemaValidator.validate(objects)
            #expect(valid.allSatisfy { $0 == nil }, "\(zip(objects, valid).filter { $0.1 != nil })")

            let first = try #require(objects.first)
            let withoutVersion = first.replacingOccurrences(of: #","version":1"#, with: "")
            let withUnknownKey = first.replacingOccurrences(
                of: #""version":1"#, with: #""version":1,"extra":0"#)
            let invalid = try JSONSchemaValidator.validate([
                withoutVersion, withUnknownKey, #"{"version":2}"#,
            ])
            #expect(invalid.allSatisfy { $0 != nil }, "the schema must reject these: \(invalid)")
        }
    }
}

/// The `jsonschema` PyPI package (Draft 2020-12), run through `python3`. Without it the schema
/// test is skipped, unless `NAVC_REQUIRE_JSONSCHEMA=1` (set by `.ci/run`, which installs it)
/// makes it required.
enum JSONSchemaValidator {
    /// The schema of the JSON diagnostic format.
    static let schema = packageRoot.appendingPathComponent("Grammar/diagnostics.schema.json")

    static let skipMessage: Comment =
        "no JSON Schema validator (pip install jsonschema); NAVC_REQUIRE_JSONSCHEMA=1 makes this fail"

    /// Whether a missing validator fails the test instead of skipping it.
    static let isRequired = ProcessInfo.processInfo.environment["NAVC_REQUIRE_JSONSCHEMA"] == "1"

    /// Whether `python3` can import `jsonschema`.
    static let isAvailable: Bool = (try? python(["-c", "import jsonschema"], input: ""))?.status == 0

    /// The validation error of each JSON line, or nil for a line that is valid.
    static func validate(_ objects: [String]) throws -> [String?] {
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            for line in sys.stdin.read().splitlines():
                errors = sorted(validator.iter_errors(json.loads(line)), key=str)
                print(json.dumps(errors[0].message if errors else None))
            """
        let outcome = try python(["-c", script, schema.path], input: objects.joined(separator: "\n") + "\n")
        try #require(outcome.status == 0, "the validator failed: \(outcome.output)")
        return try lines(outcome.output).map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed) as? String
        }
    }

    /// Runs `python3` with `arguments`, feeding `input`; returns its status and merged output.
    static func python(_ arguments: [String], input: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navc-schema-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("input.jsonl")
        try Data(input.utf8).write(to: inputFile)
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        try? pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
