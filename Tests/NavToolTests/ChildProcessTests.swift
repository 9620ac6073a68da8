import NavDriver
import Testing

/// Running another program with `posix_spawn`, as `navc diff` runs git.
@Suite struct ChildProcessTests {
    @Test func collectsTheOutputErrorsAndExitStatus() throws {
        let outcome = try ChildProcess.run("sh", ["-c", "printf out; printf err >&2; exit 3"]).get()
        #expect(outcome.exitStatus == 3)
        #expect(String(decoding: outcome.output, as: UTF8.self) == "out")
        #expect(String(decoding: outcome.errors, as: UTF8.self) == "err")
    }

    @Test func readsBothStreamsToTheEndWhenEachOutgrowsAPipe() throws {
        // A pipe holds 64 KiB on Linux: a runner that read one stream before the other would
        // leave the program blocked on the full one.
        let script = "head -c 300000 /dev/zero >&2; head -c 500000 /dev/zero; head -c 200000 /dev/zero >&2"
        let outcome = try ChildProcess.run("sh", ["-c", script]).get()
        #expect(outcome.exitStatus == 0)
        #expect(outcome.output.count == 500_000)
        #expect(outcome.errors.count == 500_000)
    }

    @Test func standardInputIsEmpty() throws {
        let outcome = try ChildProcess.run("sh", ["-c", "wc -c"]).get()
        #expect(
            String(decoding: outcome.output, as: UTF8.self).split(whereSeparator: \.isWhitespace) == ["0"])
    }

    @Test func argumentsReachTheProgramUnsplit() throws {
        let arguments = ["two words", "", "quote\"s", "caf\u{E9}"]
        let outcome = try ChildProcess.run("sh", ["-c", "printf '%s|' \"$@\"", "sh"] + arguments).get()
        #expect(String(decoding: outcome.output, as: UTF8.self) == arguments.map { $0 + "|" }.joined())
    }

    @Test func aProgramThatIsNotFoundExitsAsEnvReportsIt() throws {
        let outcome = try ChildProcess.run("navc-no-such-program", []).get()
        #expect(outcome.exitStatus == 127)
        #expect(!outcome.errors.isEmpty)
    }

    @Test func aProgramEndedByASignalHasNoExitStatus() throws {
        let outcome = try ChildProcess.run("sh", ["-c", "kill -KILL $$"]).get()
        #expect(outcome.exitStatus == nil)
    }
}
