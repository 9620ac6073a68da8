import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    /// The route enum, `Identifiable` when routes are presented, and the conformances written
    /// by hand for large enums; the enum's cases in parts.
    func routeEnumParts() -> [FilePart] {
        var conformances = valueConformances
        // Conformances written out below are left off the declaration.
        if plan.conformances.writesHashableByHand { conformances.removeAll { $0 == swiftType("Hashable") } }
        if plan.conformances.writesCodableByHand { conformances.removeAll { $0 == swiftType("Codable") } }
        // The cases are written in parts of one chunk of routes each.
        let cases = FilePart.groups(of: routes, size: plan.chunking?.size) { route in
            enumCase(route.caseName, documentation: route.title, parameters: route.parameters)
        }
        let enumDeclaration = type(
            .enum, routeType, modifiers: access,
            documentation: """
                Every screen of \(plan.appName). A value is one entry of a navigation path: Hashable for
                NavigationStack\(plan.conformances.isCodable ? ", Codable so a path can be saved and restored" : "").
                """, conformances: conformances, members: [])
        return [
            .declarations { [.kind(.mark("Routes"))] },
            cases.isEmpty ? .declarations { [enumDeclaration] } : .nested(enumDeclaration, cases),
        ] + routeEnumExtensions()
    }

    /// The route enum's extensions: `Identifiable`, and Hashable and Codable written by hand,
    /// whose switches over the cases are parts of their own.
    private func routeEnumExtensions() -> [FilePart] {
        var parts: [FilePart] = []
        if plan.presents { parts.append(.declarations { [identifiableExtension()] }) }
        if plan.conformances.writesHashableByHand { parts.append(largeHashable()) }
        if plan.conformances.writesCodableByHand && plan.conformances.isCodable {
            parts.append(largeCodable())
        }
        return parts
    }

    /// `Identifiable`, for sheets and covers, which present routes by identity.
    private func identifiableExtension() -> SwiftDeclaration {
        type(
            .extension, routeType,
            documentation: "Sheets and covers present routes by identity; a route is its own stable id.",
            conformances: [swiftType("Identifiable")],
            members: [variable("id", .selfType, modifiers: access, getter: [.expression(.selfReference)])])
    }

    /// Whether the hand-written Hashable and Codable share one switch over the cases
    /// (``largeHashable()``): both are written by hand and every payload value is Codable. A
    /// parameter of a doubly optional type keeps the separate switches, because its `.some(nil)`
    /// does not survive the trip through `AnyHashable?`.
    private var sharesIdentityWithEncoding: Bool {
        plan.conformances.writesHashableByHand && plan.conformances.writesCodableByHand
            && plan.conformances.isCodable
            && !routes.contains { route in
                route.parameters.contains { parameter in
                    if case .optional(.optional) = parameter.type { return true }
                    return false
                }
            }
    }

    /// The type of each case's identity when Hashable and Codable share it: the case's index
    /// and its payload values in order (`nil` for a nil optional); their names are in the
    /// table ``codingKeyTables()`` declares.
    private var fieldsType: SwiftType {
        .tuple([swiftType("Int"), .array(.optional(swiftType("AnyHashable")))])
    }

    /// Hashable over a case index and the payload: the synthesized conformance compiles
    /// superlinearly in the number of cases (measured with `Benchmarks/scale.sh`). When routes
    /// are Codable, the same switch also gives `encode(to:)` each case's index and payload
    /// values, whose names it reads from the coding-key table, so that large enums have one
    /// switch over their cases for both.
    private func largeHashable() -> FilePart {
        let identity = names.routeMembers.identity
        let shared = sharesIdentityWithEncoding
        let identityOfCase = RouteSwitch(
            name: names.routeMembers.identityOfCase,
            chunkName: { names.routeMembers.chunk("identity", $0) },
            modifiers: [.private], chunkModifiers: [.private], parameters: [], forwardedArguments: [],
            result: shared ? fieldsType : .array(swiftType("AnyHashable")), subject: .selfReference,
            routes: routes.map(\.id),
            pattern: { bindingPattern($0) },
            body: { route in
                guard shared else {
                    return [
                        .return(.array([.integer(route.id)] + route.parameters.map { .name($0.binding) }))
                    ]
                }
                return [
                    .return(
                        .tuple([
                            SwiftArgument(.integer(route.id)),
                            SwiftArgument(.array(route.parameters.map { .name($0.binding) })),
                        ]))
                ]
            },
            fallback: shared
                ? [.return(.tuple([SwiftArgument(.integer(-1)), SwiftArgument(.array([]))]))]
                : [.return(.array([]))])
        let identityGetter: [SwiftStatement]
        let identityType: SwiftType
        if shared {
            // The index followed by the payload values.
            let fields = SwiftExpression.named("fields")
            identityType = .array(.optional(swiftType("AnyHashable")))
            identityGetter = [
                .local(name("fields"), .call(.selfReference.dot(identityOfCase.name), [])),
                .return(
                    .binary(
                        .array([.tupleElement(fields, 0)]), .plus,
                        .tupleElement(fields, 1))),
            ]
        } else {
            identityType = .array(swiftType("AnyHashable"))
            identityGetter = [.expression(.call(.selfReference.dot(identityOfCase.name), []))]
        }
        let members: [SwiftDeclaration] = [
            function(
                "==", modifiers: modifiers(.static),
                parameters: [unlabeled("lhs", .selfType), unlabeled("rhs", .selfType)],
                result: swiftType("Bool"),
                body: [
                    .expression(.binary(.named("lhs").dot(identity), .equal, .named("rhs").dot(identity)))
                ]),
            function(
                "hash", modifiers: access,
                parameters: [
                    SwiftParameter(
                        .distinct(name("into")), name("hasher"), swiftType("Hasher"), isInout: true)
                ],
                body: [
                    .expression(
                        .call(
                            .named("hasher").dot("combine"), [SwiftArgument(.selfReference.dot(identity))]
                        ))
                ]),
            SwiftDeclaration(
                documentation: "The case's index followed by its payload.", modifiers: [.private],
                .variable(SwiftVariable(true, identity, identityType, getter: identityGetter))),
        ]
        return .nested(
            type(
                .extension, routeType,
                documentation: "Hashable written out over a case index and the payload values.",
                conformances: [swiftType("Hashable")], members: []),
            [.declarations { members }] + parts(of: identityOfCase))
    }

    /// The keys of the saved form, for large Codable enums: one multi-line string literal that
    /// lists each case's name and then its fields' names, one case per line in case order (one
    /// literal compiles in a fraction of the time of a literal per name, as swift-protobuf's
    /// name maps found), the lines split once into lists, and each case's index by its name or
    /// a former name, which decoding switches over.
    private func codingKeyTables() -> [SwiftDeclaration] {
        let members = names.routeMembers
        // The text is written straight into one string: a large app's table has a line per case.
        var text = ""
        text.reserveCapacity(routes.count * 32)
        var formerNames: [(name: String, index: Int)] = []
        for (index, route) in routes.enumerated() {
            // The table is read by case index, which is the route's ID.
            assert(route.id == index, "routes are planned in the order of their IDs")
            if index > 0 { text += "\n" }
            text += route.sourceName
            for parameter in route.parameters {
                text += " "
                text += parameter.sourceName
            }
            formerNames += route.formerNames.map { ($0, route.id) }
        }
        let codingKeys = SwiftExpression.selfType.dot(members.codingKeys)
        /// `subject.split(separator: separator).map { element in body }`.
        func splitAndMap(
            _ subject: SwiftExpression, by separator: String, _ element: String, _ body: SwiftExpression
        )
            -> SwiftExpression
        {
            let parts = SwiftExpression.call(
                subject.dot("split"), [SwiftArgument(name("separator"), .string(separator))])
            let closure = SwiftClosure(parameters: [.named(name(element))], [.expression(body)])
            return .call(parts.dot("map"), [], trailingClosures: [SwiftTrailingClosure(nil, closure)])
        }
        let index = SwiftExpression.named("index")
        var caseIndexBody: [SwiftStatement] = [
            .local(
                name("index"), mutable: true,
                type: .dictionary(key: swiftType("String"), value: swiftType("Int")),
                .dictionary([])),
            .for(
                .tuple([.name(name("position")), .name(name("keys"))]),
                in: .call(codingKeys.dot("enumerated"), []), where: nil,
                body: [
                    .assignment(
                        .subscript(
                            index, [SwiftArgument(.subscript(.named("keys"), [SwiftArgument(.integer(0))]))]),
                        .named("position"))
                ]),
        ]
        // Former names are neither route names nor listed twice (the checker's NAV630, NAV631).
        for former in formerNames {
            caseIndexBody.append(
                .assignment(.subscript(index, [SwiftArgument(.string(former.name))]), .integer(former.index)))
        }
        caseIndexBody.append(.return(index))
        let stringType = swiftType("String")
        return [
            variable(
                members.codingKeysText.text, stringType, mutable: false, modifiers: [.private, .static],
                documentation: "Each case's name, then its fields' names: one case per line, in case order.",
                value: .multilineString(text)),
            variable(
                members.codingKeys.text, .array(.array(stringType)), mutable: false,
                modifiers: [.private, .static],
                documentation:
                    "The lines of the text above, split once: each case's name, then its fields' names.",
                value: splitAndMap(
                    .selfType.dot(members.codingKeysText), by: "\n", "line",
                    splitAndMap(
                        .named("line"), by: " ", "key",
                        .call(.type(stringType), [SwiftArgument(.named("key"))])))
            ),
            variable(
                members.caseIndex.text, .dictionary(key: stringType, value: swiftType("Int")), mutable: false,
                modifiers: [.private, .static],
                documentation: "Each case's index by its name or a former name.",
                value: .call(.closure(SwiftClosure(parameters: [], caseIndexBody)), [])),
        ]
    }

    /// Codable in the format the compiler synthesizes (`{"second":{"data":"x"}}`), written out
    /// with small generic helpers because synthesized Codable compiles superlinearly, and so
    /// that routes saved under a former name still decode.
    private func largeCodable() -> FilePart {
        let key = names.routeMembers.codingKey
        let keyType = SwiftType.named(key)
        let decoding = sdk("KeyedDecodingContainer", "Swift", [keyType])
        let encoding = sdk("KeyedEncodingContainer", "Swift", [keyType])
        let generic = [SwiftGenericParameter(name("T"), swiftType("Decodable"))]
        let encodable = [SwiftGenericParameter(name("T"), swiftType("Encodable"))]
        let tType = SwiftType.named("T")
        func keyed(_ text: SwiftExpression) -> SwiftArgument {
            SwiftArgument(name("forKey"), .call(.type(keyType), [SwiftArgument(text)]))
        }
        /// `put` or `putIfPresent`: writes `value` under `key` with the container's `method`.
        func encodingHelper(_ helper: String, _ valueType: SwiftType, _ method: String) -> SwiftDeclaration {
            function(
                helper, modifiers: [.private, .static], generics: encodable,
                parameters: [
                    unlabeled("value", valueType), unlabeled("key", swiftType("String")),
                    SwiftParameter(.none, name("payload"), encoding, isInout: true),
                ],
                effects: .throws,
                body: [
                    .expression(
                        .try(
                            .call(
                                .named("payload").dot(method),
                                [SwiftArgument(.named("value")), keyed(.named("key"))])))
                ])
        }
        let corrupted = { (path: SwiftExpression, message: SwiftExpression) -> SwiftStatement in
            .throw(
                .call(
                    .type(swiftType("DecodingError")).dot("dataCorrupted"),
                    [
                        SwiftArgument(
                            .call(
                                .type(swiftType("DecodingError").member(name("Context"))),
                                [
                                    SwiftArgument(name("codingPath"), path),
                                    SwiftArgument(name("debugDescription"), message),
                                ]))
                    ]))
        }
        let decode = RouteSwitch(
            name: name("decode"), chunkName: { names.routeMembers.chunk("decode", $0) },
            modifiers: [.private, .static],
            chunkModifiers: [.private, .static],
            parameters: [unlabeled("index", swiftType("Int")), labeled("from", "payload", decoding)],
            forwardedArguments: [
                SwiftArgument(.named("index")), SwiftArgument(name("from"), .named("payload")),
            ],
            // Integer patterns: a switch over names would compare strings through `~=`, which
            // takes the compiler several times as long per case.
            effects: .throws, result: .selfType, subject: .named("index"), routes: routes.map(\.id),
            pattern: { .expression(.integer($0.id)) },
            body: { route in
                let arguments = route.parameters.map { parameter -> SwiftArgument in
                    let helper = parameter.isOptional ? "fieldIfPresent" : "field"
                    let valueType: SwiftType
                    if parameter.isOptional, case .optional(let wrapped) = parameter.type {
                        valueType = wrapped
                    } else {
                        valueType = parameter.type
                    }
                    return SwiftArgument(
                        parameter.label,
                        .try(
                            .call(
                                .selfType.dot(helper),
                                [
                                    SwiftArgument(.metatype(valueType)),
                                    SwiftArgument(.string(parameter.sourceName)),
                                    SwiftArgument(.named("payload")),
                                ])))
                }
                // Typed: the chunk returns an optional, where `.none` or `.some` would mean nil.
                let base = SwiftExpression.member(.selfType, route.caseName)
                return [.return(arguments.isEmpty ? base : .call(base, arguments))]
            },
            fallback: [corrupted(.named("payload").dot("codingPath"), .string("unknown route"))],
            switchesOverRoutes: false)
        let encodeCase = RouteSwitch(
            name: name("encodeCase"), chunkName: { names.routeMembers.chunk("encode", $0) },
            modifiers: [.private],
            chunkModifiers: [.private],
            parameters: [SwiftParameter(.distinct(name("into")), name("container"), encoding, isInout: true)],
            forwardedArguments: [SwiftArgument(name("into"), .prefix(.address, .named("container")))],
            effects: .throws, result: swiftType("Bool"), subject: .selfReference, routes: routes.map(\.id),
            pattern: { bindingPattern($0) },
            body: { route in
                let nested = SwiftExpression.call(
                    .selfType.dot("nested"),
                    [
                        SwiftArgument(.string(route.sourceName)),
                        SwiftArgument(.prefix(.address, .named("container"))),
                    ])
                guard !route.parameters.isEmpty else { return [.discard(nested), .return(.boolean(true))] }
                var statements: [SwiftStatement] = [
                    .local(name("payload"), mutable: true, nested)
                ]
                for parameter in route.parameters {
                    statements.append(
                        .expression(
                            .try(
                                .call(
                                    .selfType.dot(parameter.isOptional ? "putIfPresent" : "put"),
                                    [
                                        SwiftArgument(.name(parameter.binding)),
                                        SwiftArgument(.string(parameter.sourceName)),
                                        SwiftArgument(.prefix(.address, .named("payload"))),
                                    ]))))
                }
                return statements + [.return(.boolean(true))]
            },
            fallback: [.return(.boolean(false))])
        // Large Codable enums encode the payload their Hashable identity lists, under the names
        // of the coding-key table; the others switch over their cases once more.
        let shared = sharesIdentityWithEncoding
        let encodeBySwitch: [SwiftStatement] = [
            .discard(
                .try(
                    .call(
                        .selfReference.dot("encodeCase"),
                        [SwiftArgument(name("into"), .prefix(.address, .named("container")))])))
        ]
        let fields = SwiftExpression.named("fields")
        let field = SwiftExpression.named("field")
        let keys = SwiftExpression.named("keys")
        let encodeFromIdentity: [SwiftStatement] = [
            .local(name("fields"), .call(.selfReference.dot(names.routeMembers.identityOfCase), [])),
            .local(
                name("keys"),
                .subscript(
                    .selfType.dot(names.routeMembers.codingKeys), [SwiftArgument(.tupleElement(fields, 0))])),
            .local(
                name("payload"), mutable: true,
                .call(
                    .selfType.dot("nested"),
                    [
                        SwiftArgument(.subscript(keys, [SwiftArgument(.integer(0))])),
                        SwiftArgument(.prefix(.address, .named("container"))),
                    ])),
            // A nil optional is left out, as `encodeIfPresent` does.
            .for(
                .tuple([.name(name("offset")), .name(name("field"))]),
                in: .call(.tupleElement(fields, 1).dot("enumerated"), []),
                where: nil,
                body: [
                    .if(
                        [
                            .optionalBinding(name("value"), field),
                            .optionalBinding(
                                name("encodable"),
                                .conditionalCast(
                                    .named("value").dot("base"), .existential(swiftType("Encodable")))),
                        ],
                        then: [
                            .expression(
                                .try(
                                    .call(
                                        .selfType.dot("put"),
                                        [
                                            SwiftArgument(.named("encodable")),
                                            // The case's name comes first, then its fields'.
                                            SwiftArgument(
                                                .subscript(
                                                    keys,
                                                    [
                                                        SwiftArgument(
                                                            .binary(.named("offset"), .plus, .integer(1)))
                                                    ])),
                                            SwiftArgument(.prefix(.address, .named("payload"))),
                                        ])))
                        ])
                ]),
        ]
        let codingKeyMembers: [SwiftDeclaration] = [
            variable("stringValue", swiftType("String")),
            variable("intValue", .optional(swiftType("Int")), getter: [.expression(.nil)]),
            SwiftDeclaration(
                .initializer(
                    SwiftInitializer(
                        parameters: [unlabeled("string", swiftType("String"))],
                        body: [.assignment(.named("stringValue"), .named("string"))]))),
            SwiftDeclaration(
                .initializer(
                    SwiftInitializer(
                        isFailable: true, parameters: [parameter("stringValue", swiftType("String"))],
                        body: [.assignment(.selfReference.dot("stringValue"), .named("stringValue"))]))),
            SwiftDeclaration(
                .initializer(
                    SwiftInitializer(
                        isFailable: true, parameters: [parameter("intValue", swiftType("Int"))],
                        body: [.return(.nil)]))),
        ]
        let keyDeclaration = type(
            .struct, keyType, modifiers: [.private],
            documentation: "A coding key that is any string.", conformances: [swiftType("CodingKey")],
            members: codingKeyMembers)
        let helpers: [SwiftDeclaration] =
            [
                // One generic helper per container call keeps each case to a plain function call;
                // inlined generic container calls per case make the compile superlinear.
                function(
                    "field", modifiers: [.private, .static], generics: generic,
                    parameters: [
                        unlabeled("type", .named([.init(name("T")), .init(name("Type"))])),
                        unlabeled("key", swiftType("String")), unlabeled("payload", decoding),
                    ],
                    effects: .throws, result: tType,
                    body: [
                        .return(
                            .try(
                                .call(
                                    .named("payload").dot("decode"),
                                    [SwiftArgument(.named("type")), keyed(.named("key"))])))
                    ]),
                function(
                    "fieldIfPresent", modifiers: [.private, .static], generics: generic,
                    parameters: [
                        unlabeled("type", .named([.init(name("T")), .init(name("Type"))])),
                        unlabeled("key", swiftType("String")), unlabeled("payload", decoding),
                    ],
                    effects: .throws, result: .optional(tType),
                    body: [
                        .return(
                            .try(
                                .call(
                                    .named("payload").dot("decodeIfPresent"),
                                    [SwiftArgument(.named("type")), keyed(.named("key"))])))
                    ]),
                encodingHelper("put", tType, "encode"),
            ]
            + (shared
                ? []
                : [encodingHelper("putIfPresent", .optional(tType), "encodeIfPresent")])
            + [
                function(
                    "nested", modifiers: [.private, .static],
                    parameters: [
                        unlabeled("name", swiftType("String")),
                        SwiftParameter(.none, name("container"), encoding, isInout: true),
                    ],
                    result: encoding,
                    body: [
                        .return(
                            .call(
                                .named("container").dot("nestedContainer"),
                                [SwiftArgument(name("keyedBy"), .metatype(keyType)), keyed(.named("name"))]))
                    ]),
                decoder(
                    keyedBy: keyType,
                    [

                        .guard(
                            [
                                .optionalBinding(
                                    name("key"), .named("container").dot("allKeys").dot("first"))
                            ],
                            else: [
                                corrupted(.named("decoder").dot("codingPath"), .string("no route"))
                            ]),
                        .local(
                            name("payload"),
                            .try(
                                .call(
                                    .named("container").dot("nestedContainer"),
                                    [
                                        SwiftArgument(
                                            name("keyedBy"), .metatype(keyType)),
                                        SwiftArgument(name("forKey"), .named("key")),
                                    ]))),
                        .guard(
                            [
                                .optionalBinding(
                                    name("index"),
                                    .subscript(
                                        .selfType.dot(names.routeMembers.caseIndex),
                                        [SwiftArgument(.named("key").dot("stringValue"))]))
                            ],
                            else: [
                                corrupted(
                                    .named("payload").dot("codingPath"),
                                    .binary(
                                        .string("unknown route "), .plus, .named("key").dot("stringValue")))
                            ]),
                        .assignment(
                            .selfReference,
                            .try(
                                .call(
                                    .selfType.dot("decode"),
                                    [
                                        SwiftArgument(.named("index")),
                                        SwiftArgument(name("from"), .named("payload")),
                                    ]))),
                    ]),
                function(
                    "encode", modifiers: access,
                    parameters: [labeled("to", "encoder", .existential(swiftType("Encoder")))],
                    effects: .throws,
                    body: [
                        .local(
                            name("container"), mutable: true,
                            .call(
                                .named("encoder").dot("container"),
                                [SwiftArgument(name("keyedBy"), .metatype(keyType))]))
                    ] + (shared ? encodeFromIdentity : encodeBySwitch)),
            ]
        return .nested(
            type(
                .extension, routeType,
                documentation:
                    "Codable written out: synthesized Codable compiles superlinearly in the number of cases.",
                conformances: [swiftType("Codable")], members: []),
            // The coding-key tables list every case: a part of their own, translated on another
            // core like the switches' chunks rather than before any part is.
            [
                .declarations { [keyDeclaration] }, .declarations { codingKeyTables() },
                .declarations { helpers },
            ] + parts(of: decode) + (shared ? [] : parts(of: encodeCase)))
    }
}
