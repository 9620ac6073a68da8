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
        #expect(Array(output.drop { $0 != "Example:" }.dropFirst()) == example)
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
