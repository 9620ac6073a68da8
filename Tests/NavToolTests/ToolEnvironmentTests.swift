import Foundation
import NavSource
import Testing

@testable import NavTool

/// What the tool reads from its process: the environment variables it uses, one by one, and
/// the working directory.
@Suite(.serialized) struct ToolEnvironmentTests {
    @Test func environmentVariablesHoldsTheSetOnesAmongTheNames() {
        setenv("NAVC_TEST_SET", "caf\u{E9} = 1", 1)
        setenv("NAVC_TEST_EMPTY", "", 1)
        unsetenv("NAVC_TEST_UNSET")
        defer {
            unsetenv("NAVC_TEST_SET")
            unsetenv("NAVC_TEST_EMPTY")
        }
        let variables = ToolIO.environmentVariables(["NAVC_TEST_SET", "NAVC_TEST_EMPTY", "NAVC_TEST_UNSET"])
        #expect(variables == ["NAVC_TEST_SET": "caf\u{E9} = 1", "NAVC_TEST_EMPTY": ""])
    }

    @Test func theStandardStreamsReadTheColorVariablesAndOnlyThem() {
        setenv("NO_COLOR", "1", 1)
        defer { unsetenv("NO_COLOR") }
        let environment = ToolIO.standard.environment
        #expect(environment["NO_COLOR"] == "1")
        #expect(Set(environment.keys).isSubset(of: TextDiagnosticRenderer.colorEnvironmentVariables))
    }

    @Test func theWorkingDirectoryIsTheProcesss() {
        #expect(ToolIO.workingDirectory() == FileManager.default.currentDirectoryPath)
    }
}
