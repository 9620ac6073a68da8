import NavCommandLine
import NavDriver
import NavGraph
import NavSource

/// `navc graph`: prints the route graph as Graphviz DOT, Mermaid or JSON.
enum GraphCommand {
    static let spec = CommandSpec(
        name: "graph",
        summary: "Print the route graph as Graphviz DOT, Mermaid or JSON.",
        discussion: """
            Routes are nodes (roots and column routes double-bordered, deep-link entry points bold); \
            edges are labelled with their action or button and kind (sheets and covers dashed, root \
            switches bold, pops to a small point); lint findings such as unreachable routes are \
            highlighted.
            """,
        options: DiagnosticPrinter.options + [
            .value(
                "format", valueName: "format", allowed: GraphFormat.allCases.map(\.rawValue),
                defaultValue: "dot",
                help: "The output format.")
        ],
        positionals: PositionalSpec(
            name: "file", help: "A .nav file, or - for standard input.", minimumCount: 1, maximumCount: 1),
        examples: [
            CommandExample(
                "navc graph Samples/Notes/Notes.nav | dot -Tsvg > notes.svg", "Draw the graph with Graphviz."),
            CommandExample(
                "navc graph --format mermaid app.nav", "A flowchart to paste into Markdown on GitHub."),
        ],
        familiarNames: ["dot", "mermaid", "visualize"])

    static func run(_ command: ParsedCommand, io: ToolIO) -> Int32 {
        var printer = DiagnosticPrinter(command: command, io: io, productOnStandardOutput: true)
        let format = GraphFormat(rawValue: command.value("format") ?? "dot") ?? .dot
        guard let path = command.positionals.first else { return ExitStatus.usageOrIOError }
        switch SourceLoader.load(path, standardInput: io.readInput) {
        case .failure(let error):
            printer.printFailure(error)
            printer.finish()
            return ExitStatus.usageOrIOError
        case .success(let source):
            let result = Pipeline.check(source, imports: .fileSystem(for: source))
            printer.print(result.diagnostics, in: result.source)
            printer.finish()
            guard let model = result.model, !result.hasErrors else { return ExitStatus.inputErrors }
            io.writeOutput(RouteGraphRenderer.render(model, as: format))
            return ExitStatus.success
        }
    }
}
