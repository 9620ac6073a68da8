import NavSemantics

/// A function whose body is a switch over the route enum with one case per route.
struct RouteSwitchFunction {
    /// Declaration modifiers and `func`, e.g. `public func` or `private static func`.
    var modifiers: String
    /// The name, e.g. `getDestination`.
    var name: String
    /// The parameter list, e.g. `for route: FourPagesRoute`.
    var parameters: String
    /// The arguments that forward the parameters to a chunk, e.g. `for: route`.
    var forwardedArguments: String
    /// `throws ` or empty.
    var effects: String = ""
    /// The result type.
    var resultType: String
    /// What is switched over, e.g. `route` or `self`.
    var subject: String
    /// The routes that get a case (the others fall to `defaultStatement`).
    var routes: [Route]
    /// The statement for routes without a case (only when `routes` is not every route).
    var defaultStatement: String?
    /// The statement after every chunk declined the value; unreachable by construction.
    var fallback: String
}

extension GenerationContext {
    /// Emits `function` with `body` printing the statements (ending in `return`) for each route.
    ///
    /// Small enums get one switch. Large enums (over ``GeneratorOptions/largeEnumThreshold``
    /// routes) get chunk functions of ``GeneratorOptions/chunkSize`` cases, each a switch with a
    /// `default:` arm returning nil, tried in turn: the Swift type checker handles that shape in
    /// linear time and never gives up on exhaustiveness, where one flat switch over thousands of
    /// cases does.
    func emit(
        _ function: RouteSwitchFunction, into printer: inout CodePrinter,
        body: (inout CodePrinter, Route) -> Void,
        patternFor: ((Route) -> String)? = nil
    ) {
        let pattern = patternFor ?? casePattern
        let header =
            "\(function.modifiers) \(function.name)(\(function.parameters)) \(function.effects)-> \(function.resultType) {"
        let isComplete = function.routes.count == routes.count
        guard isLarge else {
            printer.block(header) { printer in
                printer.switchBlock("switch \(function.subject) {") { printer in
                    for route in function.routes {
                        printer.line("case \(pattern(route)):")
                        printer.indented { body(&$0, route) }
                    }
                    if !isComplete, let fallback = function.defaultStatement {
                        printer.line("default:")
                        printer.indented { $0.line(fallback) }
                    }
                }
            }
            return
        }
        let chunks = stride(from: 0, to: function.routes.count, by: options.chunkSize).map {
            Array(function.routes[$0..<min($0 + options.chunkSize, function.routes.count)])
        }
        let tryPrefix = function.effects.contains("throws") ? "try " : ""
        printer.block(header) { printer in
            for index in chunks.indices {
                let call = "\(tryPrefix)\(function.name)Chunk\(index)(\(function.forwardedArguments))"
                printer.line("if let result = \(call) { return result }")
            }
            printer.line(isComplete ? function.fallback : (function.defaultStatement ?? function.fallback))
        }
        let chunkModifiers = function.modifiers.contains("static") ? "private static func" : "private func"
        for (index, chunk) in chunks.enumerated() {
            printer.line()
            let chunkHeader =
                "\(chunkModifiers) \(function.name)Chunk\(index)(\(function.parameters)) \(function.effects)-> \(function.resultType)? {"
            printer.block(chunkHeader) { printer in
                printer.switchBlock("switch \(function.subject) {") { printer in
                    for route in chunk {
                        printer.line("case \(pattern(route)):")
                        printer.indented { body(&$0, route) }
                    }
                    printer.line("default:")
                    printer.indented { $0.line("return nil") }
                }
            }
        }
    }
}
