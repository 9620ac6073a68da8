import NavSource
import Testing

/// `navc explain`: one diagnostic's documentation, or the list of them all.
@Suite struct ExplainCommandTests {
    @Test func explainsNAV104() {
        let result = run(["explain", "NAV104"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                NAV104 expected-closing-delimiter (error)
                message: expected '%0' to close %1

                An opening bracket has no matching closing bracket; the note points at the opening one.

                Example:
                    route second(data: String -> Second {}

                """)
    }

    @Test(arguments: ["nav104", "104", "NAV0104"])
    func idsAreMatchedLoosely(id: String) {
        let result = run(["explain", id])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("NAV104 expected-closing-delimiter (error)\n"))
    }

    @Test(arguments: DiagnosticCode.allCases)
    func everyCodeIsExplained(code: DiagnosticCode) {
        let descriptor = code.descriptor
        let result = run(["explain", code.id])
        #expect(result.status == 0)
        let output = lines(result.stdout)
        #expect(output.first == "\(code.id) \(descriptor.name) (\(descriptor.severity.rawValue))")
        #expect(output.contains("message: \(descriptor.template)"))
        #expect(output.contains(descriptor.explanation))
        let example = lines(descriptor.example).map { "    " + $0 }
        let note = descriptor.exampleNote.map { ["", $0] } ?? []
        #expect(Array(output.drop { $0 != "Example:" }.dropFirst()) == example + note)
        // What a terminal would not show is drawn, and nothing else is a control character.
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// A NUL byte in an example is drawn as ␀, with a note under the example that says so.
    @Test func nulByteIsDrawnVisibly() {
        let result = run(["explain", "NAV002"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                """
                Example:
                    route home -> Home {}\u{2400}

                In the example, \u{2400} stands for a NUL byte (0x00); the file itself holds the bytes.

                """))
    }

    /// A byte that is not valid UTF-8 in an example is drawn as �, with a note naming the byte.
    @Test func invalidByteIsDrawnVisibly() {
        let result = run(["explain", "NAV001"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                """
                Example:
                    route home -> Home { title "\u{FFFD}(" }

                In the example, \u{FFFD} stands for a byte that is not valid UTF-8 (here 0xC3); the file itself holds the bytes.

                """))
    }

    @Test func listsEveryID() {
        let result = run(["explain"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let output = lines(result.stdout)
        #expect(output.count == DiagnosticCode.allCases.count)
        for (line, code) in zip(output, DiagnosticCode.allCases) {
            #expect(line.hasPrefix(code.id + "  "))
            #expect(line.hasSuffix("  " + code.descriptor.name))
        }
    }

    @Test(arguments: ["NAV999", "NAV", "hello"])
    func unknownIDIsAUsageError(id: String) {
        let result = run(["explain", id])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: unknown diagnostic ID '\(id)'; run 'navc explain' to list them\n")
    }
}
