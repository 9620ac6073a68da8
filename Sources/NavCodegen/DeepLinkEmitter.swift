import NavSemantics

extension GenerationContext {
    /// Routes that have a deep-link pattern.
    var linkedRoutes: [Route] { routes.filter { $0.deepLink != nil } }

    /// Deep links: printing a route as a URL path and parsing a URL into a route and into the
    /// whole navigation state. Plain Foundation, so it runs everywhere.
    func emitDeepLinks(into printer: inout CodePrinter) {
        guard !linkedRoutes.isEmpty else { return }
        let route = names.routeEnum
        printer.mark("Deep links")
        printer.block("extension \(route) {") { printer in
            emitComponents(into: &printer)
            printer.line()
            printer.doc(
                """
                The deep-link path of this route with its parameters percent-encoded (optional and
                defaulted parameters go in the query), or nil for routes without a `url` pattern.
                """)
            let printing = RouteSwitchFunction(
                modifiers: "private func", name: "makeDeepLinkPath", parameters: "", forwardedArguments: "",
                resultType: "String?", subject: "self", routes: linkedRoutes, defaultStatement: "return nil",
                fallback: "return nil")
            printer.line("\(access)var deepLinkPath: String? { makeDeepLinkPath() }")
            printer.line()
            printer.doc(
                "The deep link of this route under `base` (such as `https://example.com` or `myapp://`).")
            printer.block("\(access)func deepLinkURL(base: URL) -> URL? {") { printer in
                printer.line("guard let path = deepLinkPath else { return nil }")
                printer.line("var prefix = base.absoluteString")
                printer.line("while prefix.hasSuffix(\"/\") { prefix.removeLast() }")
                printer.line("return URL(string: prefix + path)")
            }
            printer.line()
            emitPrinting(printing, into: &printer)
            printer.line()
            printer.doc(
                """
                The route `url` links to, or nil when no pattern matches. For a custom scheme
                (`myapp://notes/1`) the host is the first path segment.
                """)
            let chunks = stride(from: 0, to: linkedRoutes.count, by: options.chunkSize).map {
                Array(linkedRoutes[$0..<min($0 + options.chunkSize, linkedRoutes.count)])
            }
            printer.block("\(access)init?(deepLink url: URL) {") { printer in
                printer.line("guard let link = DeepLinkComponents(url) else { return nil }")
                if chunks.count == 1 {
                    for linked in linkedRoutes {
                        printer.line(
                            "if let route = Self.\(parserName(linked))(link) { self = route; return }")
                    }
                } else {
                    for index in chunks.indices {
                        printer.line("if let route = Self.parseChunk\(index)(link) { self = route; return }")
                    }
                }
                printer.line("return nil")
            }
            if chunks.count > 1 {
                for (index, chunk) in chunks.enumerated() {
                    printer.line()
                    printer.block(
                        "private static func parseChunk\(index)(_ link: DeepLinkComponents) -> Self? {"
                    ) { printer in
                        for linked in chunk {
                            printer.line("if let route = \(parserName(linked))(link) { return route }")
                        }
                        printer.line("return nil")
                    }
                }
            }
            for linked in linkedRoutes {
                printer.line()
                emitParser(for: linked, into: &printer)
            }
        }
        printer.line()
        printer.block("extension \(names.state) {") { printer in
            printer.doc(
                """
                The whole navigation state a deep link opens, built in one assignment: a root opens as
                the root, any other route is pushed onto the initial root.
                """)
            printer.block("\(access)init?(deepLink url: URL) {") { printer in
                printer.line("guard let route = \(route)(deepLink: url) else { return nil }")
                if hasRootEnum {
                    printer.line("if let root = \(names.rootEnum)(route) { self.init(root: root); return }")
                } else if model.app.roots.first != nil {
                    printer.line("if route == \(initialRootRoute) { self.init(); return }")
                }
                printer.line("self.init(path: [route])")
            }
        }
    }

    private func parserName(_ route: Route) -> String { "parse" + route.swiftName.upperCamelCase }

    /// The private helper that splits URLs and joins paths.
    private func emitComponents(into printer: inout CodePrinter) {
        printer.doc("A URL as percent-decoded path segments and query values.")
        printer.block("fileprivate struct DeepLinkComponents {") { printer in
            printer.line("var segments: [String]")
            printer.line("var query: [String: String]")
            printer.line()
            // Small named helpers keep each route's parser to plain calls, which compiles in
            // linear time for thousands of routes.
            printer.lines([
                "func hasSegments(_ count: Int) -> Bool { segments.count == count }",
                "func segment(_ index: Int, is text: String) -> Bool { segments[index] == text }",
                "static func text(_ text: String) -> String? { text }",
                "static func int(_ text: String) -> Int? { Int(text) }",
                "static func double(_ text: String) -> Double? { Double(text) }",
                "static func bool(_ text: String) -> Bool? { Bool(text) }",
                "static func uuid(_ text: String) -> UUID? { UUID(uuidString: text) }",
            ])
            printer.line()
            printer.block("init?(_ url: URL) {") { printer in
                printer.line(
                    "guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }"
                )
                printer.line(
                    "var encoded = components.percentEncodedPath.split(separator: \"/\").map(String.init)")
                printer.block(
                    "if let scheme = components.scheme?.lowercased(), scheme != \"http\", scheme != \"https\", let host = components.percentEncodedHost, !host.isEmpty {"
                ) { printer in
                    printer.line("encoded.insert(host, at: 0)")
                }
                printer.line("segments = encoded.map { $0.removingPercentEncoding ?? $0 }")
                printer.line("var query: [String: String] = [:]")
                printer.block("for item in components.queryItems ?? [] where query[item.name] == nil {") {
                    printer in
                    printer.line("query[item.name] = item.value ?? \"\"")
                }
                printer.line("self.query = query")
            }
            printer.line()
            printer.block("static func path(_ segments: [String], query: [(String, String)]) -> String {") {
                printer in
                printer.line("var allowed = CharacterSet.urlPathAllowed")
                printer.line("allowed.remove(\"/\")")
                printer.line("var components = URLComponents()")
                printer.line(
                    "components.percentEncodedPath = \"/\" + segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(separator: \"/\")"
                )
                printer.line(
                    "if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }"
                )
                printer.line("return components.string ?? components.percentEncodedPath")
            }
        }
    }

    /// Swift that turns a value of `type` into URL text, or nil when the type cannot be.
    private func formatExpression(_ variable: String, type: TypeReference) -> String? {
        if let standard = type.standardType {
            switch standard {
            case .string: return variable
            case .uuid: return "\(variable).uuidString"
            default: return standard.isURLParsable ? "\(variable).description" : nil
            }
        }
        if let declared = model.declaredType(named: type.description),
            declared.conformances.contains("LosslessStringConvertible")
        {
            return "\(variable).description"
        }
        return nil
    }

    /// Swift that parses URL text into `type` (an optional expression), or nil when it cannot.
    private func parseExpression(_ text: String, type: TypeReference) -> String? {
        if let standard = type.standardType {
            switch standard {
            case .string: return "DeepLinkComponents.text(\(text))"
            case .uuid: return "DeepLinkComponents.uuid(\(text))"
            case .int: return "DeepLinkComponents.int(\(text))"
            case .double: return "DeepLinkComponents.double(\(text))"
            case .bool: return "DeepLinkComponents.bool(\(text))"
            default: return standard.isURLParsable ? "\(swiftType(type))(\(text))" : nil
            }
        }
        if let declared = model.declaredType(named: type.description),
            declared.conformances.contains("LosslessStringConvertible")
        {
            return "\(swiftType(type))(\(text))"
        }
        return nil
    }

    private func emitPrinting(_ function: RouteSwitchFunction, into printer: inout CodePrinter) {
        emit(function, into: &printer) { printer, route in
            let pattern = route.deepLink!
            var segments: [String] = []
            for segment in pattern.segments {
                switch segment {
                case .literal(let text): segments.append(SwiftLiteral.string(text))
                case .placeholder(let name):
                    let parameter = route.parameter(named: name)!
                    let variable = parameter.swiftName.escaped
                    if parameter.type.isOptional {
                        printer.line("guard let \(variable) else { return nil }")
                    }
                    segments.append(formatExpression(variable, type: parameter.type.unwrapped) ?? "\"\"")
                }
            }
            let queryParameters = route.parameters.filter {
                !pattern.placeholders.contains($0.name)
                    && formatExpression("x", type: $0.type.unwrapped) != nil
            }
            if queryParameters.isEmpty {
                printer.line(
                    "return DeepLinkComponents.path([\(segments.joined(separator: ", "))], query: [])")
                return
            }
            printer.line("var _navcQuery: [(String, String)] = []")
            for parameter in queryParameters {
                let variable = parameter.swiftName.escaped
                let key = SwiftLiteral.string(parameter.name)
                if parameter.type.isOptional {
                    let format = formatExpression(variable, type: parameter.type.unwrapped)!
                    if let defaultValue = parameter.defaultValue, defaultValue != .nil {
                        printer.line(
                            "if \(variable) != \(expression(defaultValue)), let \(variable) { _navcQuery.append((\(key), \(format))) }"
                        )
                    } else {
                        printer.line("if let \(variable) { _navcQuery.append((\(key), \(format))) }")
                    }
                } else {
                    let format = formatExpression(variable, type: parameter.type)!
                    if let defaultValue = parameter.defaultValue {
                        printer.line(
                            "if \(variable) != \(expression(defaultValue)) { _navcQuery.append((\(key), \(format))) }"
                        )
                    } else {
                        printer.line("_navcQuery.append((\(key), \(format)))")
                    }
                }
            }
            printer.line(
                "return DeepLinkComponents.path([\(segments.joined(separator: ", "))], query: _navcQuery)")
        } patternFor: { route in
            let pattern = route.deepLink!
            let used = route.parameters.map { parameter in
                pattern.placeholders.contains(parameter.name)
                    || formatExpression("x", type: parameter.type.unwrapped) != nil
            }
            return deepLinkPattern(route, used: used)
        }
    }

    /// `.item(let id, _)`: binds only the parameters the body uses.
    private func deepLinkPattern(_ route: Route, used: [Bool]) -> String {
        guard !route.parameters.isEmpty else { return "." + route.swiftName.escapedAsMember }
        let bindings = zip(route.parameters, used).map { $1 ? "let " + $0.swiftName.escaped : "_" }
        return "." + route.swiftName.escapedAsMember + "(" + bindings.joined(separator: ", ") + ")"
    }

    private func emitParser(for route: Route, into printer: inout CodePrinter) {
        let pattern = route.deepLink!
        printer.block("private static func \(parserName(route))(_ _navcLink: DeepLinkComponents) -> Self? {")
        { printer in
            let literals = pattern.segments.enumerated().compactMap { index, segment -> String? in
                if case .literal(let text) = segment {
                    return "_navcLink.segment(\(index), is: \(SwiftLiteral.string(text)))"
                }
                return nil
            }
            printer.line(
                "guard "
                    + (["_navcLink.hasSegments(\(pattern.segments.count))"] + literals).joined(
                        separator: ", ") + " else { return nil }")
            for (index, segment) in pattern.segments.enumerated() {
                guard case .placeholder(let name) = segment, let parameter = route.parameter(named: name)
                else { continue }
                let parse = parseExpression("_navcLink.segments[\(index)]", type: parameter.type.unwrapped)!
                printer.line("guard let \(parameter.swiftName.escaped) = \(parse) else { return nil }")
            }
            for parameter in route.parameters where !pattern.placeholders.contains(parameter.name) {
                let variable = parameter.swiftName.escaped
                let fallback = parameter.defaultValue.map(expression) ?? "nil"
                guard let parse = parseExpression("_navcText", type: parameter.type.unwrapped) else {
                    printer.line("let \(variable): \(swiftType(parameter.type)) = \(fallback)")
                    continue
                }
                printer.line("var \(variable): \(swiftType(parameter.type)) = \(fallback)")
                printer.block("if let _navcText = _navcLink.query[\(SwiftLiteral.string(parameter.name))] {")
                { printer in
                    printer.line("guard let _navcValue = \(parse) else { return nil }")
                    printer.line("\(variable) = _navcValue")
                }
            }
            printer.line("return \(caseFromBindings(route))")
        }
    }
}
