import NavSemantics

extension GenerationContext {
    /// The route enum, its `Identifiable` and hand-written `Codable` conformances when needed,
    /// and the root enum.
    func emitRouteEnum(into printer: inout CodePrinter) {
        printer.mark("Routes")
        printer.doc(
            """
            Every screen of \(model.app.name). A value is one entry of a navigation path: Hashable for
            NavigationStack\(isCodable ? ", Codable so a path can be saved and restored" : "").
            """)
        var conformances = routeConformances
        if isLarge {
            // Large enums get Hashable and Codable written out below.
            conformances.removeAll { $0 == "Codable" || $0 == "Hashable" }
        }
        printer.block("\(access)enum \(names.routeEnum): \(conformances.joined(separator: ", ")) {") {
            printer in
            for route in routes {
                if let title = route.title { printer.doc(title) }
                printer.line(caseDeclaration(route))
            }
        }
        if presents {
            printer.line()
            printer.doc("Sheets and covers present routes by identity; a route is its own stable id.")
            printer.block("extension \(names.routeEnum): Identifiable {") { printer in
                printer.line("\(access)var id: Self { self }")
            }
        }
        if isLarge { emitLargeHashable(into: &printer) }
        if isLarge && isCodable { emitLargeCodable(into: &printer) }
        if hasRootEnum { emitRootEnum(into: &printer) }
    }

    /// The initial root as a route value, with default arguments.
    var initialRootRoute: String {
        guard let root = model.app.roots.first else { return "nil" }
        return valueWithDefaults(routes[root])
    }

    /// The enum of roots, mapping each to its route.
    private func emitRootEnum(into printer: inout CodePrinter) {
        let roots = model.app.roots.map { routes[$0] }
        printer.line()
        printer.doc("The roots \(model.app.name) can switch between; switching the root clears the path.")
        var conformances = ["Hashable"]
        if isSendable { conformances.append("Sendable") }
        if isCodable { conformances.append("Codable") }
        printer.block("\(access)enum \(names.rootEnum): \(conformances.joined(separator: ", ")) {") {
            printer in
            for root in roots { printer.line(caseDeclaration(root)) }
            printer.line()
            printer.doc("The screen this root shows.")
            printer.block("\(access)var route: \(names.routeEnum) {") { printer in
                printer.switchBlock("switch self {") { printer in
                    for root in roots {
                        printer.line("case \(casePattern(root)): \(caseFromBindings(root))")
                    }
                }
            }
            printer.line()
            printer.doc("The root showing `route`, if `route` is one of the roots.")
            printer.block("\(access)init?(_ route: \(names.routeEnum)) {") { printer in
                printer.switchBlock("switch route {") { printer in
                    for root in roots {
                        printer.line("case \(casePattern(root)): self = \(caseFromBindings(root))")
                    }
                    if roots.count < routes.count {
                        printer.line("default: return nil")
                    }
                }
            }
        }
    }

    /// Hashable written by hand for large enums: equality and hashing compare a case index and
    /// the payload, because the synthesized conformance compiles superlinearly in the number of
    /// cases (measured with `Benchmarks/scale.sh`).
    private func emitLargeHashable(into printer: inout CodePrinter) {
        printer.line()
        printer.doc("Hashable written out over a case index and the payload values.")
        printer.block("extension \(names.routeEnum): Hashable {") { printer in
            printer.block("\(access)static func == (lhs: Self, rhs: Self) -> Bool {") { printer in
                printer.line("lhs.navcIdentity == rhs.navcIdentity")
            }
            printer.line()
            printer.block("\(access)func hash(into hasher: inout Hasher) {") { printer in
                printer.line("hasher.combine(navcIdentity)")
            }
            printer.line()
            printer.doc("The case's index followed by its payload.")
            printer.line("private var navcIdentity: [AnyHashable] { navcIdentityOfCase() }")
            printer.line()
            let indexes = Dictionary(uniqueKeysWithValues: routes.enumerated().map { ($1.id, $0) })
            let function = RouteSwitchFunction(
                modifiers: "private func", name: "navcIdentityOfCase", parameters: "", forwardedArguments: "",
                resultType: "[AnyHashable]", subject: "self", routes: routes, defaultStatement: nil,
                fallback: "return []")
            emit(function, into: &printer) { printer, route in
                let values = [String(indexes[route.id] ?? 0)] + route.parameters.indices.map { "v\($0)" }
                printer.line("return [\(values.joined(separator: ", "))]")
            } patternFor: { route in
                guard !route.parameters.isEmpty else { return "." + route.swiftName.escapedAsMember }
                return "." + route.swiftName.escapedAsMember + "("
                    + route.parameters.indices.map { "let v\($0)" }.joined(separator: ", ") + ")"
            }
        }
    }

    /// Codable written by hand for large enums, in the format the compiler synthesizes
    /// (`{"second":{"data":"x"}}`), because synthesized Codable compiles superlinearly.
    private func emitLargeCodable(into printer: inout CodePrinter) {
        let key = "NavcCodingKey"
        printer.line()
        printer.doc("Codable written out: synthesized Codable compiles superlinearly in the number of cases.")
        printer.block("extension \(names.routeEnum): Codable {") { printer in
            printer.doc("A coding key that is any string.")
            printer.block("private struct \(key): CodingKey {") { printer in
                printer.line("var stringValue: String")
                printer.line("var intValue: Int? { nil }")
                printer.line("init(_ string: String) { stringValue = string }")
                printer.line("init?(stringValue: String) { self.stringValue = stringValue }")
                printer.line("init?(intValue: Int) { nil }")
            }
            printer.line()
            // One generic helper per container call keeps each case to a plain function call;
            // inlined generic container calls per case make the compile superlinear.
            printer.lines([
                "private static func field<T: Decodable>(_ type: T.Type, _ key: String, _ payload: KeyedDecodingContainer<\(key)>) throws -> T {",
                "    try payload.decode(type, forKey: \(key)(key))",
                "}",
                "private static func fieldIfPresent<T: Decodable>(_ type: T.Type, _ key: String, _ payload: KeyedDecodingContainer<\(key)>) throws -> T? {",
                "    try payload.decodeIfPresent(type, forKey: \(key)(key))",
                "}",
                "private static func put<T: Encodable>(_ value: T, _ key: String, _ payload: inout KeyedEncodingContainer<\(key)>) throws {",
                "    try payload.encode(value, forKey: \(key)(key))",
                "}",
                "private static func putIfPresent<T: Encodable>(_ value: T?, _ key: String, _ payload: inout KeyedEncodingContainer<\(key)>) throws {",
                "    try payload.encodeIfPresent(value, forKey: \(key)(key))",
                "}",
                "private static func nested(_ name: String, _ container: inout KeyedEncodingContainer<\(key)>) -> KeyedEncodingContainer<\(key)> {",
                "    container.nestedContainer(keyedBy: \(key).self, forKey: \(key)(name))",
                "}",
            ])
            printer.line()
            printer.block("\(access)init(from decoder: any Decoder) throws {") { printer in
                printer.line("let container = try decoder.container(keyedBy: \(key).self)")
                printer.block("guard let key = container.allKeys.first else {") { printer in
                    printer.line(
                        "throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: \"no route\"))"
                    )
                }
                printer.line("let payload = try container.nestedContainer(keyedBy: \(key).self, forKey: key)")
                printer.line("self = try Self.decode(key.stringValue, from: payload)")
            }
            printer.line()
            let decode = RouteSwitchFunction(
                modifiers: "private static func", name: "decode",
                parameters: "_ name: String, from payload: KeyedDecodingContainer<\(key)>",
                forwardedArguments: "name, from: payload", effects: "throws ", resultType: "Self",
                subject: "name",
                routes: routes, defaultStatement: nil,
                fallback:
                    "throw DecodingError.dataCorrupted(.init(codingPath: payload.codingPath, debugDescription: \"unknown route \\(name)\"))"
            )
            emitDecodeSwitch(decode, key: key, into: &printer)
            printer.line()
            printer.block("\(access)func encode(to encoder: any Encoder) throws {") { printer in
                printer.line("var container = encoder.container(keyedBy: \(key).self)")
                printer.line("try encode(into: &container)")
            }
            printer.line()
            let encode = RouteSwitchFunction(
                modifiers: "private func", name: "encodeCase",
                parameters: "into container: inout KeyedEncodingContainer<\(key)>",
                forwardedArguments: "into: &container", effects: "throws ", resultType: "Bool",
                subject: "self",
                routes: routes, defaultStatement: nil, fallback: "return false")
            printer.block(
                "private func encode(into container: inout KeyedEncodingContainer<\(key)>) throws {"
            ) { printer in
                printer.line("_ = try encodeCase(into: &container)")
            }
            printer.line()
            emit(encode, into: &printer) { printer, route in
                let name = SwiftLiteral.string(route.name)
                if route.parameters.isEmpty {
                    printer.line("_ = Self.nested(\(name), &container)")
                } else {
                    printer.line("var payload = Self.nested(\(name), &container)")
                    for parameter in route.parameters {
                        let method = parameter.type.isOptional ? "putIfPresent" : "put"
                        printer.line(
                            "try Self.\(method)(\(parameter.swiftName.escaped), \(SwiftLiteral.string(parameter.name)), &payload)"
                        )
                    }
                }
                printer.line("return true")
            }
        }
    }

    /// The decoding switch is over case names (strings), so it is chunked by hand here.
    private func emitDecodeSwitch(
        _ function: RouteSwitchFunction, key: String, into printer: inout CodePrinter
    ) {
        let chunks = stride(from: 0, to: routes.count, by: options.chunkSize).map {
            Array(routes[$0..<min($0 + options.chunkSize, routes.count)])
        }
        printer.block(
            "\(function.modifiers) \(function.name)(\(function.parameters)) \(function.effects)-> Self {"
        ) { printer in
            for index in chunks.indices {
                printer.line(
                    "if let route = try decodeChunk\(index)(\(function.forwardedArguments)) { return route }")
            }
            printer.line(function.fallback)
        }
        for (index, chunk) in chunks.enumerated() {
            printer.line()
            printer.block("private static func decodeChunk\(index)(\(function.parameters)) throws -> Self? {")
            { printer in
                printer.switchBlock("switch name {") { printer in
                    for route in chunk {
                        let arguments = route.parameters.map { parameter -> String in
                            let method = parameter.type.isOptional ? "fieldIfPresent" : "field"
                            let type = swiftType(
                                parameter.type.isOptional ? parameter.type.unwrapped : parameter.type)
                            return
                                "\(parameter.swiftName.escapedAsLabel): try field\(method == "field" ? "" : "IfPresent")(\(type).self, \(SwiftLiteral.string(parameter.name)), payload)"
                        }
                        let value =
                            route.parameters.isEmpty
                            ? "." + route.swiftName.escapedAsMember
                            : "." + route.swiftName.escapedAsMember + "(" + arguments.joined(separator: ", ")
                                + ")"
                        printer.line("case \(SwiftLiteral.string(route.name)): return \(value)")
                    }
                    printer.line("default: return nil")
                }
            }
        }
    }
}
