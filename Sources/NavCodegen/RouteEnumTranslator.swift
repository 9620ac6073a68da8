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
    /// and name, and its payload values by key (`nil` for a nil optional).
    private var fieldsType: SwiftType {
        .tuple([
            swiftType("Int"), swiftType("String"),
            .array(.tuple([swiftType("String"), .optional(swiftType("AnyHashable"))])),
        ])
    }

    /// Hashable over a case index and the payload: the synthesized conformance compiles
    /// superlinearly in the number of cases (measured with `Benchmarks/scale.sh`). When routes
    /// are Codable, the same switch also gives `encode(to:)` each case's name and fields, so
    /// that large enums have one switch over their cases for both.
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
                let fields = route.parameters.map { parameter -> SwiftExpression in
                    .tuple([
                        SwiftArgument(.string(parameter.sourceName)), SwiftArgument(.name(parameter.binding)),
                    ])
                }
                return [
                    .return(
                        .tuple([
                            SwiftArgument(.integer(route.id)), SwiftArgument(.string(route.sourceName)),
                            SwiftArgument(.array(fields)),
                        ]))
                ]
            },
            fallback: shared
                ? [
                    .return(
                        .tuple([
                            SwiftArgument(.integer(-1)), SwiftArgument(.string("")),
                            SwiftArgument(.array([])),
                        ]))
                ] : [.return(.array([]))])
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
                        .call(
                            .tupleElement(fields, 2).dot("map"),
                            [
                                SwiftArgument(
                                    .closure(
                                        SwiftClosure(
                                            parameters: [.named(name("field"))],
                                            [.expression(.tupleElement(.named("field"), 1))])))
                            ]))),
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
            parameters: [unlabeled("name", swiftType("String")), labeled("from", "payload", decoding)],
            forwardedArguments: [
                SwiftArgument(.named("name")), SwiftArgument(name("from"), .named("payload")),
            ],
            effects: .throws, result: .selfType, subject: .named("name"), routes: routes.map(\.id),
            pattern: { .expression(.string($0.sourceName)) },
            // State saved under a former name decodes as the route.
            alsoMatching: { route in route.formerNames.map { .expression(.string($0)) } },
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
            fallback: [
                corrupted(
                    .named("payload").dot("codingPath"),
                    .binary(.string("unknown route "), .plus, .named("name")))
            ],
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
        // Large Codable enums encode the name and fields their Hashable identity lists; the
        // others switch over their cases once more.
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
        let encodeFromIdentity: [SwiftStatement] = [
            .local(name("fields"), .call(.selfReference.dot(names.routeMembers.identityOfCase), [])),
            .local(
                name("payload"), mutable: true,
                .call(
                    .selfType.dot("nested"),
                    [
                        SwiftArgument(.tupleElement(fields, 1)),
                        SwiftArgument(.prefix(.address, .named("container"))),
                    ])),
            // A nil optional is left out, as `encodeIfPresent` does.
            .for(
                .name(name("field")), in: .tupleElement(fields, 2), where: nil,
                body: [
                    .if(
                        [
                            .optionalBinding(name("value"), .tupleElement(field, 1)),
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
                                            SwiftArgument(.tupleElement(field, 0)),
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
        let members: [SwiftDeclaration] =
            [
                type(
                    .struct, keyType, modifiers: [.private],
                    documentation: "A coding key that is any string.", conformances: [swiftType("CodingKey")],
                    members: codingKeyMembers),
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
                        .assignment(
                            .selfReference,
                            .try(
                                .call(
                                    .selfType.dot("decode"),
                                    [
                                        SwiftArgument(.named("key").dot("stringValue")),
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
            [.declarations { members }] + parts(of: decode) + (shared ? [] : parts(of: encodeCase)))
    }
}
