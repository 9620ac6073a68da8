import Foundation
import Testing

/// `navc check` and `navc lint` end to end: exit codes, configuration and output formats.
@Suite struct AnalyzeCommandTests {
    /// A file with one lint finding of each of two rules and no errors.
    static let warnings = """
        navigation App {
            target iOS 16
            roots home
        }

        route home -> Home {
            action next = push detail
        }

        route detail -> Detail {
            backButton hidden
        }

        route orphan -> Orphan

        """

    /// A file saved as UTF-16 gets one error that says so, not one for every other byte.
    @Test(arguments: ["check", "lint"])
    func utf16FileIsOneError(command: String) throws {
        try withTemporaryDirectory { directory in
            let text = "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n"
            let path = try directory.write([0xFF, 0xFE] + text.utf8.flatMap { [$0, 0] }, to: "App.nav")
            let result = run([command, path])
            #expect(result.status == 1)
            let errors = lines(result.stderr).filter { $0.contains(": error: ") }
            #expect(errors == ["\(path):1:1: error: file is encoded in UTF-16; navc reads UTF-8 [NAV010]"])
            #expect(result.stderr.contains("= note: save the file as UTF-8"))
        }
    }

    @Test(arguments: ["check", "lint"])
    func everySampleIsClean(command: String) throws {
        let result = try run([command] + samplePaths())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test func checkReportsErrorsButNotWarnings() {
        let checked = run(["check", "-"], stdin: Self.warnings)
        #expect(checked.status == 0 && checked.stderr.isEmpty)
        let linted = run(["lint", "-"], stdin: Self.warnings)
        #expect(linted.status == 0)
        #expect(
            linted.stderr.contains(
                "<stdin>:11:5: warning: route 'detail' hides the back button but offers no way back [NAV401]")
        )
        #expect(linted.stderr.contains("<stdin>:14:7: warning: route 'orphan' is unreachable [NAV402]"))
    }

    @Test func errorsExitOne() {
        let result = run(
            ["check", "-"],
            stdin: "navigation App {\n    target iOS 16\n    roots hom\n}\n\nroute home -> Home\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: route 'hom' is not declared [NAV201]"))
        #expect(result.stderr.contains("note: did you mean 'home'?"))
    }

    @Test func disableAndWarningsAsErrors() {
        let disabled = run(["lint", "--disable", "NAV401", "--disable", "NAV402", "-"], stdin: Self.warnings)
        #expect(disabled.status == 0 && disabled.stderr.isEmpty)
        let strict = run(["lint", "--warnings-as-errors", "--disable", "NAV402", "-"], stdin: Self.warnings)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: route 'detail' hides the back button"))
        #expect(!strict.stderr.contains("NAV402"))
    }

    @Test func inFileLintBlockConfiguresRules() {
        let configured = Self.warnings.replacingOccurrences(
            of: "    roots home\n",
            with: "    roots home\n    lint {\n        disable NAV402\n        error NAV401\n    }\n")
        let result = run(["lint", "-"], stdin: configured)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: route 'detail' hides the back button"))
        #expect(!result.stderr.contains("NAV402"))
    }

    @Test func disablingAnUnknownOrNonLintIDIsAUsageError() {
        #expect(run(["lint", "--disable", "NAV201", "-"], stdin: Self.warnings).status == 2)
        #expect(run(["lint", "--disable", "bogus", "-"], stdin: Self.warnings).status == 2)
    }

    @Test func largeEnumThresholdIsConfigurable() {
        let result = run(["lint", "--large-enum-threshold", "2", "-"], stdin: Self.warnings)
        #expect(result.stderr.contains("the route enum has 3 cases, more than the limit of 2 [NAV408]"))
        #expect(run(["lint", "--large-enum-threshold", "many", "-"], stdin: Self.warnings).status == 2)
    }

    @Test func sarifOutputIsOneLogForAllFiles() throws {
        let result = run(["lint", "--diagnostics-format", "sarif", "-"], stdin: Self.warnings)
        #expect(result.stderr.isEmpty)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String }.sorted() == ["NAV401", "NAV402"])
    }

    @Test func jsonOutputCarriesLintSeverities() {
        let result = run(["lint", "--diagnostics-format", "json", "-"], stdin: Self.warnings)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("\"severity\":\"warning\"") })
    }
}
