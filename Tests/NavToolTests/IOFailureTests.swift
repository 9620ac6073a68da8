import Foundation
import NavDriver
import NavSource
import TestSupport
import Testing

/// Standard streams and files that fail: every failure is a catalogued I/O error with the
/// system's reason and exit status 2, never a crash. Failures that need a real file descriptor
/// (`/dev/full`, a closed stream, a pipe) run the built `navc` as a process.
@Suite struct IOFailureTests {
    /// A valid app.
    static let app = BuildCommandTests.app

    /// Runs `script` (with `$NAVC` and `$1`, `$2`, ...) in `directory`, expecting no crash.
    private func shell(_ script: String, _ arguments: [String] = [], in directory: TemporaryDirectory) throws
        -> NavcExecutable.Outcome
    {
        let outcome = try NavcExecutable.shell(script, arguments: arguments, in: directory.url)
        #expect(!outcome.signaled && outcome.status < 128, "navc crashed: \(outcome)")
        return outcome
    }

    // MARK: Standard streams

    @Test func fullStandardOutputIsAnIOError() throws {
        try withTemporaryDirectory { directory in
            try directory.write(Self.app, to: "app.nav")
            for script in [
                #"exec "$NAVC" build - < app.nav > /dev/full"#, #"exec "$NAVC" graph app.nav > /dev/full"#,
                #"exec "$NAVC" fmt - < app.nav > /dev/full"#,
                #"exec "$NAVC" check --diagnostics-format sarif app.nav > /dev/full"#,
            ] {
                let outcome = try shell(script, in: directory)
                #expect(outcome.status == 2, "\(script): \(outcome)")
                #expect(
                    outcome.stderr
                        == "error: cannot write standard output: no space left on device [NAV506]\n",
                    "\(script): \(outcome)")
            }
        }
    }

    @Test func fullStandardErrorIsAnIOError() throws {
        try withTemporaryDirectory { directory in
            try directory.write("route x -> X\n", to: "broken.nav")
            let missing = try shell(#"exec "$NAVC" check missing.nav 2>/dev/full"#, in: directory)
            #expect(missing.status == 2, "\(missing)")
            // Errors in the input would exit 1; the report could not be written, so it is 2.
            let broken = try shell(#"exec "$NAVC" check broken.nav 2>/dev/full"#, in: directory)
            #expect(broken.status == 2, "\(broken)")
        }
    }

    @Test func closedStandardOutputIsAnIOError() throws {
        try withTemporaryDirectory { directory in
            try directory.write(Self.app, to: "app.nav")
            let outcome = try shell(#"exec "$NAVC" graph app.nav >&-"#, in: directory)
            #expect(outcome.status == 2)
            #expect(outcome.stderr == "error: cannot write standard output: bad file descriptor [NAV506]\n")
            // A closed stream must not be taken over by a file navc opens: the build writes its
            // output, and nothing else, into App.swift.
            let build = try shell(#"exec "$NAVC" build app.nav >&-"#, in: directory)
            #expect(build.status == 0, "\(build)")
            #expect(text(of: directory.path("app.swift"))?.hasPrefix("// DO NOT EDIT.\n") == true)
        }
    }

    @Test func aReaderThatGoesAwayIsAnIOError() throws {
        try withTemporaryDirectory { directory in
            // More output than a pipe holds, so navc is still writing when `head` has exited.
            let routes = (0..<3000).map { "route r\($0) -> R\($0)" }.joined(separator: "\n")
            try directory.write(
                "navigation App {\n    target iOS 16\n    roots r0\n}\n\n\(routes)\n", to: "big.nav")
            let outcome = try shell(
                #"( "$NAVC" graph big.nav; echo "status=$?" >&2 ) | head -c 1 > /dev/null"#, in: directory)
            #expect(
                outcome.stderr.contains("error: cannot write standard output: broken pipe [NAV506]"),
                "\(outcome)")
            #expect(outcome.stderr.hasSuffix("status=2\n"), "\(outcome)")
        }
    }

    @Test func closedOrDirectoryStandardInputIsAnIOError() throws {
        try withTemporaryDirectory { directory in
            let closed = try shell(#"exec "$NAVC" build - <&-"#, in: directory)
            #expect(closed.status == 2)
            #expect(closed.stderr == "error: cannot read standard input: bad file descriptor [NAV505]\n")
            let folder = try shell(#"exec "$NAVC" check - < ."#, in: directory)
            #expect(folder.status == 2)
            #expect(folder.stderr == "error: cannot read standard input: is a directory [NAV505]\n")
        }
    }

    // MARK: Inputs that are not regular files

    @Test func pipesFIFOsAndDevStdinAreRead() throws {
        try withTemporaryDirectory { directory in
            try directory.write(Self.app, to: "app.nav")
            let fifo = try shell(
                #"mkfifo pipe.nav && { cat app.nav > pipe.nav & } && exec "$NAVC" check pipe.nav"#,
                in: directory)
            #expect(fifo.status == 0, "\(fifo)")
            let devStdin = try shell(#"exec "$NAVC" check /dev/stdin < app.nav"#, in: directory)
            #expect(devStdin.status == 0, "\(devStdin)")
            let pipe = try shell(#"cat app.nav | "$NAVC" lint /dev/stdin"#, in: directory)
            #expect(pipe.status == 0, "\(pipe)")
            // Process substitution, as `navc check <(cat app.nav)` in bash, is a pipe in /dev/fd.
            if FileManager.default.isExecutableFile(atPath: "/bin/bash") {
                let substituted = try shell(
                    #"exec /bin/bash -c '"$NAVC" check <(cat app.nav)'"#, in: directory)
                #expect(substituted.status == 0, "\(substituted)")
            }
            // Errors in a piped file are reported against the path navc was given.
            let broken = try shell(#"printf 'route x -> X\n' | "$NAVC" check /dev/stdin"#, in: directory)
            #expect(broken.status == 1)
            #expect(broken.stderr.hasPrefix("/dev/stdin:1:1: error: missing 'navigation' header [NAV212]"))
        }
    }

    @Test func fileNamesThatAreNotUTF8AreOpenedAndShownEscaped() throws {
        try withTemporaryDirectory { directory in
            try directory.write(Self.app, to: "app.nav")
            try directory.write("route x -> X\n", to: "broken.nav")
            // `caf\351` is "café" in Latin-1: the byte 0xE9 alone is not UTF-8.
            let build = try shell(
                #"name="$(printf 'caf\351')"; cp app.nav "$name.nav" && "$NAVC" build "$name.nav" && test -f "$name.swift""#,
                in: directory)
            #expect(build.status == 0, "\(build)")
            let check = try shell(
                #"name="$(printf 'caf\351')"; cp broken.nav "$name.nav" && exec "$NAVC" check "$name.nav""#,
                in: directory)
            #expect(check.status == 1)
            #expect(
                check.stderr.hasPrefix(#"caf\xE9.nav:1:1: error: missing 'navigation' header [NAV212]"#),
                "\(check)")
        }
    }

    @Test func rawPathsRoundTrip() {
        let bytes: [UInt8] = Array("caf".utf8) + [0xE9] + Array("/é/".utf8) + [0xC3] + [0xFF, 0x41]
        let decoded = RawPath.decode(bytes)
        #expect(RawPath.bytes(decoded) == bytes)
        #expect(RawPath.display(decoded) == #"caf\xE9/é/\xC3\xFFA"#)
        #expect(RawPath.decode(Array("Samples/Notes.nav".utf8)) == "Samples/Notes.nav")
    }

    /// Every byte string survives decoding and encoding, and valid UTF-8 decodes to itself:
    /// truncated, overlong and surrogate sequences, and random bytes.
    @Test func rawPathsRoundTripEveryShapeOfByte() {
        var cases: [[UInt8]] = [
            [], [0xE2, 0x82], [0xE2, 0x82, 0xAC], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF0, 0x9F, 0x98, 0x80], [0xF0, 0x9F, 0x98], [0x80, 0x41, 0xBF], [0xFF],
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<(state % 12) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            cases.append(bytes)
        }
        for bytes in cases {
            let decoded = RawPath.decode(bytes)
            #expect(RawPath.bytes(decoded) == bytes, "\(bytes)")
            // Decoding repairs invalid UTF-8, so text whose bytes are the input's was valid.
            let text = String(decoding: bytes, as: UTF8.self)
            if Array(text.utf8) == bytes {
                #expect(decoded == text, "\(bytes)")
            }
        }
    }

    // MARK: Reasons

    @Test func writeErrorsSayWhy() throws {
        try withTemporaryDirectory { directory in
            let source = try directory.write(Self.app, to: "App.nav")
            try FileManager.default.createDirectory(
                atPath: directory.path("App.swift"), withIntermediateDirectories: false)
            let intoDirectory = run(["build", source])
            #expect(intoDirectory.status == 2)
            #expect(
                intoDirectory.stderr
                    == "error: cannot write '\(directory.path("App.swift"))': is a directory [NAV504]\n")
            try directory.write("not a folder", to: "file")
            let belowFile = run(["build", "-o", directory.path("file/out"), source])
            #expect(belowFile.status == 2)
            #expect(
                belowFile.stderr
                    == "error: cannot write '\(directory.path("file/out"))': not a directory [NAV504]\n")
            #if os(Linux)
                // sysfs refuses new files even to root.
                let denied = run(["build", "-o", "/sys", source])
                #expect(denied.status == 2)
                #expect(denied.stderr == "error: cannot write '/sys/App.swift': permission denied [NAV504]\n")
            #endif
        }
    }

    @Test func readErrorsSayWhy() {
        let result = run(["check", "/proc/self/mem"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot read '/proc/self/mem': input/output error [NAV503]\n")
    }

    // MARK: Formats

    @Test func ioErrorsFollowTheDiagnosticsFormat() throws {
        let json = run(["check", "--diagnostics-format", "json", "missing.nav"])
        #expect(json.status == 2)
        #expect(json.stderr.isEmpty)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)"
        )
        #expect(object["id"] as? String == "NAV501")
        #expect(object["file"] as? String == "missing.nav")
        #expect(object["severity"] as? String == "error")
        #expect(object["message"] as? String == "no such file 'missing.nav'")

        let sarif = run(["check", "--diagnostics-format", "sarif", "missing.nav"])
        #expect(sarif.status == 2)
        #expect(sarif.stderr.isEmpty)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect((notification["associatedRule"] as? [String: Any])?["id"] as? String == "NAV501")
        #expect(
            (notification["message"] as? [String: Any])?["text"] as? String == "no such file 'missing.nav'")
        #expect(notification["level"] as? String == "error")
    }

    // MARK: Output links and leftovers

    @Test func danglingAndLoopingOutputLinksAreRefused() throws {
        try withTemporaryDirectory { directory in
            let source = try directory.write(Self.app, to: "App.nav")
            let output = directory.path("App.swift")
            try FileManager.default.createSymbolicLink(
                atPath: output, withDestinationPath: "missing/App.swift")
            let dangling = run(["build", source])
            #expect(dangling.status == 2)
            #expect(
                dangling.stderr
                    == "error: output '\(output)' is a symbolic link to 'missing/App.swift', which does not exist [NAV507]\n"
            )
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output) == "missing/App.swift")

            try FileManager.default.removeItem(atPath: output)
            try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: "App.swift")
            let loop = run(["build", source])
            #expect(loop.status == 2)
            #expect(loop.stderr == "error: output '\(output)' is a symbolic link that loops [NAV508]\n")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output) == "App.swift")

            // A link to a file is written through, and stays a link.
            try FileManager.default.removeItem(atPath: output)
            try directory.write("// old\n", to: "Real.swift")
            try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: "Real.swift")
            #expect(run(["build", source]).status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output) == "Real.swift")
            #expect(text(of: directory.path("Real.swift"))?.hasPrefix("// DO NOT EDIT.\n") == true)
        }
    }

    @Test func staleTemporaryFilesOfTheOutputAreRemoved() throws {
        try withTemporaryDirectory { directory in
            let source = try directory.write(Self.app, to: "App.nav")
            let manager = FileManager.default
            // A process number that cannot exist (above every pid_max), a name from before
            // process numbers were recorded, an hour old, and one whose process (this test) lives.
            let deadOwner = try directory.write("x", to: ".App.swift.navc-2147483646-\(UUID().uuidString)")
            let old = try directory.write("x", to: ".App.swift.navc-\(UUID().uuidString)")
            try manager.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: old)
            let live = try directory.write("x", to: ".App.swift.navc-\(getpid())-\(UUID().uuidString)")
            let otherOutput = try directory.write(
                "x", to: ".Other.swift.navc-2147483646-\(UUID().uuidString)")
            #expect(run(["build", source]).status == 0)
            #expect(!manager.fileExists(atPath: deadOwner))
            #expect(!manager.fileExists(atPath: old))
            #expect(manager.fileExists(atPath: live), "a running build's temporary file is kept")
            #expect(
                manager.fileExists(atPath: otherOutput), "only temporaries of the output written are touched")
            let left = try manager.contentsOfDirectory(atPath: directory.url.path).filter {
                $0.contains(".navc-")
            }
            #expect(left.count == 2, "\(left)")
        }
    }

    /// A build of several files tidies each output's leftovers, in one listing of the folder
    /// they share, and keeps a live run's and other outputs' files; `--check` removes nothing.
    @Test func staleTemporaryFilesOfEveryOutputAreRemovedOnceAndCheckRemovesNone() throws {
        try withTemporaryDirectory { directory in
            let first = try directory.write(Self.app, to: "First.nav")
            let second = try directory.write(
                Self.app.replacingOccurrences(of: "App", with: "Second"), to: "Second.nav")
            let manager = FileManager.default
            // An output's name may hold `.navc-` itself: the last one ends it.
            let stale = [".First.swift", ".Second.swift", ".First.swift.navc-1.swift"].map {
                $0 + ".navc-2147483646-\(UUID().uuidString)"
            }
            let kept = [
                ".First.swift.navc-\(getpid())-\(UUID().uuidString)", ".Third.swift.navc-2147483646-x",
                ".navc-2147483646-x",
            ]
            for name in stale + kept { try directory.write("x", to: name) }
            let check = run(["build", "--check", first, second])
            #expect(check.status == 1, "\(check)")
            #expect((stale + kept).allSatisfy { manager.fileExists(atPath: directory.path($0)) })
            #expect(run(["build", first, second]).status == 0)
            #expect(!manager.fileExists(atPath: directory.path(stale[0])))
            #expect(!manager.fileExists(atPath: directory.path(stale[1])))
            #expect(
                manager.fileExists(atPath: directory.path(stale[2])),
                "no output is named First.swift.navc-1.swift")
            #expect(kept.allSatisfy { manager.fileExists(atPath: directory.path($0)) })
        }
    }

    // MARK: Option values

    @Test func thresholdValuesAreExplained() {
        let negative = run(["lint", "--large-enum-threshold", "-1", "-"], stdin: Self.app)
        #expect(negative.status == 2)
        #expect(
            negative.stderr
                == "error: '--large-enum-threshold' must be a whole number from 1 to 1000000, not '-1'\n")
        let huge = run(["lint", "--large-enum-threshold", "99999999999999999999", "-"], stdin: Self.app)
        #expect(huge.status == 2)
        #expect(
            huge.stderr
                == "error: '--large-enum-threshold' value 99999999999999999999 is out of range; it must be a whole number from 1 to 1000000\n"
        )
        let word = run(["lint", "--large-enum-threshold=many", "-"], stdin: Self.app)
        #expect(
            word.stderr
                == "error: '--large-enum-threshold' must be a whole number from 1 to 1000000, not 'many'\n")
        #expect(run(["lint", "--large-enum-threshold", "1000000", "-"], stdin: Self.app).status == 0)
    }
}
