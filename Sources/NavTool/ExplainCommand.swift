import NavCommandLine
import NavSource

/// `navc explain NAV104`: prints a diagnostic's documentation and example.
enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        summary: "Explain a diagnostic ID, with an example that triggers it.",
        positionals: PositionalSpec(
            name: "id", help: "A diagnostic ID such as NAV104; without one, list every ID.", minimumCount: 0,
            maximumCount: 1),
        examples: [
            CommandExample("navc explain NAV104", "Explain 'expected ... to close ...'."),
            CommandExample("navc explain", "List every diagnostic ID with its name."),
        ],
        familiarNames: ["describe", "docs"])

    static func run(_ command: ParsedCommand, io: ToolIO) -> Int32 {
        guard let id = command.positionals.first else {
            let lines = DiagnosticCode.allCases.map { code in
                "\(code.id)  \(padded(code.descriptor.severity.rawValue, to: 7))  "
                    + code.descriptor.name
            }
            io.writeOutput(lines.joined(separator: "\n") + "\n")
            return ExitStatus.success
        }
        guard let code = DiagnosticCode(id: id) else {
            io.writeError("error: unknown diagnostic ID '\(id)'; run 'navc explain' to list them\n")
            return ExitStatus.usageOrIOError
        }
        let descriptor = code.descriptor
        let example = descriptor.example.hasSuffix("\n") ? descriptor.example : descriptor.example + "\n"
        // An example with a NUL byte or invalid UTF-8 is drawn with symbols, which a note explains.
        let note = descriptor.exampleNote.map { "\n" + $0 + "\n" } ?? ""
        io.writeOutput(
            """
            \(code.id) \(descriptor.name) (\(descriptor.severity.rawValue))
            message: \(descriptor.template)

            \(descriptor.explanation)

            Example:
            \(example.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    " + $0 }.joined(separator: "\n"))

            """ + note)
        return ExitStatus.success
    }

    /// `text` followed by spaces up to `width` characters (severities are ASCII words).
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
