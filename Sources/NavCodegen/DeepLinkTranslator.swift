import NavPlan
import NavSemantics
import NavSwift

extension Translation {
    /// Deep links: printing a route as a URL path, parsing a URL into a route, and opening the
    /// whole navigation state a link implies. Plain Foundation, so it runs everywhere.
    func deepLinkParts() -> [FilePart] {
        guard let links = plan.deepLinks else { return [] }
        let components = SwiftType.named(names.routeMembers.deepLinkComponents)
        let linked = links.links.routes
        let printing = RouteSwitch(
            name: name("makeDeepLinkPath"), chunkName: { names.routeMembers.chunk("print", $0) },
            modifiers: [.private],
            chunkModifiers: [.private], parameters: [], forwardedArguments: [],
            result: .optional(swiftType("String")),
            subject: .selfReference, routes: linked,
            pattern: { route in
                let link = links.links[route.id]!
                let used = Set(
                    link.segments.compactMap { segment -> Int? in
                        if case .parameter(let index) = segment { return index }
                        return nil
                    } + link.queryParameters)
                return bindingPattern(route, binding: used)
            },
            body: { route in printBody(route, links.links[route.id]!, components: components) },
            fallback: [.return(.nil)])
        var parse: [SwiftStatement] =
            links.chunks.count == 1
            ? links.matchers.map { matcher in
                .if(
                    [
                        .optionalBinding(
                            name("route"),
                            .call(.selfType.dot(matcher.parser), [SwiftArgument(.named("link"))]))
                    ],
                    then: [.return(.named("route"))])
            }
            : links.chunks.indices.map { index in
                .if(
                    [
                        .optionalBinding(
                            name("route"),
                            .call(
                                .selfType.dot(names.routeMembers.chunk("parse", index)),
                                [SwiftArgument(.named("link"))]))
                    ],
                    then: [.return(.named("route"))])
            }
        parse.append(.return(.nil))
        let fixedMembers: [SwiftDeclaration] = [
            componentsDeclaration(components),
            variable(
                "deepLinkPath", .optional(swiftType("String")), modifiers: access,
                documentation: """
                    The deep-link path of this route, its parameters percent-encoded (the pattern's query items
                    under their keys, other optional and defaulted parameters under their names, in the query),
                    or nil for routes without a `url` pattern.
                    """, getter: [.expression(.call(.selfReference.dot("makeDeepLinkPath"), []))]),
            deepLinkURL(),
            initializerWithoutBase(
                documentation: """
                    The route `url` links to, or nil when no pattern matches. A literal segment wins over a
                    placeholder; for a custom scheme (`myapp://notes/1`) the host is the first segment; a final
                    slash is ignored when nothing matches with it.
                    """),
            initializerWithBase(
                documentation: """
                    The route `url` links to under `base`, the URL links were written under
                    (`deepLinkURL(base:)`): the link must have its scheme (and its host, for http and https) and
                    begin with its path, which is dropped before matching, so `https://example.com/app/notes/1`
                    under `https://example.com/app` reads as `/notes/1`. Without a base, as init?(deepLink:).
                    """,
                body: [
                    .guard(
                        [
                            .optionalBinding(
                                name("link"),
                                .call(
                                    .type(components),
                                    [
                                        SwiftArgument(.named("url")),
                                        SwiftArgument(name("base"), .named("base")),
                                    ]))
                        ], else: [.return(.nil)]),
                    .if(
                        [
                            .optionalBinding(
                                name("route"),
                                .call(.selfType.dot("match"), [SwiftArgument(.named("link"))]))
                        ], then: [.assignment(.selfReference, .named("route")), .returnVoid]),
                    .guard(
                        [
                            .expression(
                                .binary(
                                    .named("link").dot("segments").dot("last"), .equal, .string("")))
                        ], else: [.return(.nil)]),
                    .local(name("trimmed"), mutable: true, .named("link")),
                    .discard(.call(.named("trimmed").dot("segments").dot("removeLast"), [])),
                    .guard(
                        [
                            .optionalBinding(
                                name("route"),
                                .call(.selfType.dot("match"), [SwiftArgument(.named("trimmed"))]))
                        ], else: [.return(.nil)]),
                    .assignment(.selfReference, .named("route")),
                ]),
            function(
                "match", modifiers: [.private, .static], documentation: "Tries each pattern in match order.",
                parameters: [unlabeled("link", components)], result: .optional(.selfType), body: parse),
        ]
        // The extension's members grow with the number of linked routes, so they are written in
        // parts: the printing switch's chunks, then the parsing chunks and the parsers in groups.
        let chunks = links.chunks.count > 1 ? links.chunks : []
        let parseChunks = chunks.enumerated().map { index, chunk in
            FilePart.declarations {
                [
                    function(
                        names.routeMembers.chunk("parse", index).text, modifiers: [.private, .static],
                        parameters: [unlabeled("link", components)], result: .optional(.selfType),
                        body: chunk.map { index in
                            .if(
                                [
                                    .optionalBinding(
                                        name("route"),
                                        .call(
                                            .selfType.dot(links.matchers[index].parser),
                                            [SwiftArgument(.named("link"))]))
                                ],
                                then: [.return(.named("route"))])
                        } + [.return(.nil)])
                ]
            }
        }
        let matchers = links.matchers.sorted { ($0.route, $0.parser) < ($1.route, $1.parser) }
        let parsers = FilePart.groups(of: matchers, size: plan.chunking?.size) { matcher in
            parser(routes[matcher.route], matcher.pattern, named: matcher.parser, components: components)
        }
        return [
            .declarations { [.kind(.mark("Deep links"))] },
            .nested(
                type(.extension, routeType, members: []),
                [.declarations { fixedMembers }] + parts(of: printing) + parseChunks + parsers),
            stateDeepLink(links),
        ]
    }

    private func deepLinkURL() -> SwiftDeclaration {
        let path = SwiftExpression.named("path")
        let url = sdk("URL", "Foundation")
        // The first segment of the path: the text after the leading "/" up to the next "/" or "?".
        let firstSegment = SwiftExpression.call(
            .call(path.dot("dropFirst"), []).dot("prefix"),
            [
                SwiftArgument(
                    name("while"),
                    .closure(
                        SwiftClosure(
                            parameters: [.named(name("character"))],
                            [
                                .expression(
                                    .binary(
                                        .binary(.named("character"), .notEqual, .string("/")), .and,
                                        .binary(.named("character"), .notEqual, .string("?"))))
                            ])))
            ])
        return function(
            "deepLinkURL", modifiers: access,
            documentation: """
                The deep link of this route under `base`: a scheme and host such as `https://example.com`, or a
                custom scheme such as `myapp://`, whose host is then the path's first segment (or empty when
                that segment is, so the link still reads back).
                """,
            parameters: [parameter("base", url)], result: .optional(url),
            body: [
                .guard([.optionalBinding(name("path"), .named("deepLinkPath"))], else: [.return(.nil)]),
                .local(name("prefix"), mutable: true, .named("base").dot("absoluteString")),
                .if(
                    [.expression(.call(.named("prefix").dot("hasSuffix"), [SwiftArgument(.string("://"))]))],
                    then: [
                        .return(
                            .call(
                                .type(url),
                                [
                                    SwiftArgument(
                                        name("string"),
                                        .binary(
                                            .named("prefix"), .plus,
                                            .ternary(
                                                firstSegment.dot("isEmpty"), path,
                                                .call(
                                                    .type(swiftType("String")),
                                                    [SwiftArgument(.call(path.dot("dropFirst"), []))]))))
                                ]))
                    ]),
                .while(
                    [.expression(.call(.named("prefix").dot("hasSuffix"), [SwiftArgument(.string("/"))]))],
                    body: [.expression(.call(.named("prefix").dot("removeLast"), []))]),
                .return(
                    .call(.type(url), [SwiftArgument(name("string"), .binary(.named("prefix"), .plus, path))])
                ),
            ])
    }

    /// The helper that splits URLs and joins paths, with strict percent-encoding so that every
    /// value round-trips on every platform.
    private func componentsDeclaration(_ components: SwiftType) -> SwiftDeclaration {
        let string = swiftType("String")
        let optionalString = SwiftType.optional(string)
        /// `Self.decodeQueryPart(parts[index])`: one side of a query item, decoded.
        func decodedPart(_ index: Int) -> SwiftExpression {
            .call(
                .selfType.dot("decodeQueryPart"),
                [SwiftArgument(.subscript(.named("parts"), [SwiftArgument(.integer(index))]))])
        }
        let percentPath = SwiftExpression.named("components").dot("percentEncodedPath")
        let baseStripping = baseStrippingStatements()
        let segment = SwiftExpression.subscript(.named("segments"), [SwiftArgument(.named("index"))])
        // Values that would spell another pattern's literal are written with one more encoded
        // character, when any link has such a value.
        let avoids = plan.deepLinks?.links.values.contains { !$0.avoidedLiterals.isEmpty } ?? false
        let avoidedType = SwiftType.dictionary(key: swiftType("Int"), value: sdk("Set", "Swift", [string]))
        // Values that are dot segments are written with their dots encoded, when a placeholder
        // can hold one.
        let dots = plan.deepLinks?.encodesDotSegments ?? false
        let segmentEncoder = dots ? "encodeSegment" : "encode"
        let encodedSegments: SwiftExpression =
            avoids
            ? .call(
                .named("segments").dot("indices").dot("map"),
                [
                    SwiftArgument(
                        .closure(
                            SwiftClosure(
                                parameters: [.named(name("index"))],
                                [
                                    .expression(
                                        .call(
                                            .named("encode"),
                                            [
                                                SwiftArgument(segment),
                                                SwiftArgument(
                                                    name("avoiding"),
                                                    .binary(
                                                        .subscript(
                                                            .named("avoiding"),
                                                            [SwiftArgument(.named("index"))]),
                                                        .nilCoalescing, .array([]))),
                                            ]))
                                ])))
                ])
            : .call(.named("segments").dot("map"), [SwiftArgument(.named(segmentEncoder))])
        return type(
            .struct, components, modifiers: [.private],
            documentation: "A URL as percent-decoded path segments and query values.",
            members: [
                variable(
                    "segments", .array(string),
                    documentation:
                        "The path segments as written (percent-encoded); a host of a custom scheme comes first."
                ),
                variable(
                    "query", .dictionary(key: string, value: optionalString),
                    documentation: "Query values by name; a name without '=' has the value nil."),
                SwiftDeclaration(
                    .initializer(
                        SwiftInitializer(
                            isFailable: true,
                            parameters: [
                                unlabeled("url", sdk("URL", "Foundation")),
                                parameter("base", .optional(sdk("URL", "Foundation"))),
                            ],
                            body: [
                                .guard(
                                    [
                                        .optionalBinding(name("components"), urlComponents(of: .named("url")))
                                    ],
                                    else: [.return(.nil)]),
                                .local(
                                    name("encoded"), mutable: true,
                                    .ternary(
                                        percentPath.dot("isEmpty"), .array([]),
                                        .call(
                                            .call(
                                                percentPath.dot("split"),
                                                [
                                                    SwiftArgument(
                                                        name("separator"), .string("/")),
                                                    SwiftArgument(
                                                        name("omittingEmptySubsequences"),
                                                        .boolean(false)),
                                                ]
                                            ).dot("map"),
                                            [
                                                SwiftArgument(
                                                    .closure(
                                                        SwiftClosure(
                                                            parameters: [.named(name("part"))],
                                                            [
                                                                .expression(
                                                                    .call(
                                                                        .type(string),
                                                                        [
                                                                            SwiftArgument(
                                                                                .named("part"))
                                                                        ]))
                                                            ])))
                                            ]))),
                                .if(
                                    [
                                        .expression(
                                            .call(percentPath.dot("hasPrefix"), [SwiftArgument(.string("/"))])
                                        )
                                    ], then: [.discard(.call(.named("encoded").dot("removeFirst"), []))]),
                                .if(
                                    [
                                        .optionalBinding(
                                            name("scheme"),
                                            .call(
                                                .optionalMember(
                                                    .named("components").dot("scheme"), name("lowercased")),
                                                [])),
                                        .expression(.binary(.named("scheme"), .notEqual, .string("http"))),
                                        .expression(.binary(.named("scheme"), .notEqual, .string("https"))),
                                        .optionalBinding(
                                            name("host"), .named("components").dot("percentEncodedHost")),
                                        .expression(.prefix(.not, .named("host").dot("isEmpty"))),
                                    ],
                                    then: [
                                        .expression(
                                            .call(
                                                .named("encoded").dot("insert"),
                                                [
                                                    SwiftArgument(.named("host")),
                                                    SwiftArgument(name("at"), .integer(0)),
                                                ]))
                                    ]),
                            ] + baseStripping + [
                                .assignment(.named("segments"), .named("encoded")),
                                .local(
                                    name("values"), mutable: true,
                                    type: .dictionary(key: string, value: optionalString), .dictionary([])),
                                .for(
                                    .name(name("item")),
                                    in: .call(
                                        .binary(
                                            .named("components").dot("percentEncodedQuery"), .nilCoalescing,
                                            .string("")
                                        ).dot("split"), [SwiftArgument(name("separator"), .string("&"))]),
                                    where: nil,
                                    body: [
                                        .local(
                                            name("parts"),
                                            .call(
                                                .named("item").dot("split"),
                                                [
                                                    SwiftArgument(
                                                        name("separator"), .string("=")),
                                                    SwiftArgument(name("maxSplits"), .integer(1)),
                                                    SwiftArgument(
                                                        name("omittingEmptySubsequences"),
                                                        .boolean(false)),
                                                ])),
                                        .local(
                                            name("key"),
                                            decodedPart(0)),
                                        .guard(
                                            [
                                                .expression(
                                                    .binary(
                                                        .call(
                                                            .named("values").dot("index"),
                                                            [SwiftArgument(name("forKey"), .named("key"))]),
                                                        .equal, .nil))
                                            ], else: [.continue]),
                                        .discard(
                                            .call(
                                                .named("values").dot("updateValue"),
                                                [
                                                    SwiftArgument(
                                                        .ternary(
                                                            .binary(
                                                                .named("parts").dot("count"), .greater,
                                                                .integer(1)),
                                                            decodedPart(1), .cast(.nil, optionalString))),
                                                    SwiftArgument(name("forKey"), .named("key")),
                                                ])),
                                    ]),
                                .assignment(.named("query"), .named("values")),
                            ]))),
                function(
                    "segment",
                    documentation: """
                        Whether segment `index` is the literal `text`: written as the pattern writes it, or \
                        percent-encoded as navc writes links. Other encodings of the same text are values.
                        """,
                    parameters: [unlabeled("index", swiftType("Int")), labeled("is", "text", string)],
                    result: swiftType("Bool"),
                    body: [
                        .expression(
                            .binary(
                                .binary(segment, .equal, .named("text")), .or,
                                .binary(
                                    segment, .equal,
                                    .call(.selfType.dot("encode"), [SwiftArgument(.named("text"))]))
                            ))
                    ]),
                function(
                    "hasSegments",
                    documentation: """
                        Whether the path has `count` segments. A method, so that each pattern's check is a plain \
                        call rather than an `==` that the type checker resolves among all its overloads.
                        """,
                    parameters: [unlabeled("count", swiftType("Int"))], result: swiftType("Bool"),
                    body: [.expression(.binary(.named("segments").dot("count"), .equal, .named("count")))]),
                function(
                    "value", documentation: "The percent-decoded text of segment `index`.",
                    parameters: [unlabeled("index", swiftType("Int"))], result: string,
                    body: [.expression(.call(.selfType.dot("decode"), [SwiftArgument(segment)]))]),
                variable(
                    "allowed", sdk("CharacterSet", "Foundation"), mutable: false, modifiers: [.static],
                    documentation: "The characters written as they are: RFC 3986's unreserved characters.",
                    value: .call(
                        .type(sdk("CharacterSet", "Foundation")),
                        [
                            SwiftArgument(
                                name("charactersIn"),
                                .string("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"))
                        ])),
                function(
                    "encode", modifiers: [.static], parameters: [unlabeled("text", string)], result: string,
                    body: [
                        .expression(
                            .binary(
                                .call(
                                    .named("text").dot("addingPercentEncoding"),
                                    [SwiftArgument(name("withAllowedCharacters"), .named("allowed"))]),
                                .nilCoalescing, .named("text")))
                    ]),
                function(
                    "character", modifiers: [.static], parameters: [unlabeled("text", string)],
                    result: .optional(swiftType("Character")),
                    body: [
                        .return(
                            .ternary(
                                .binary(.named("text").dot("count"), .equal, .integer(1)),
                                .named("text").dot("first"), .nil))
                    ]),
                fromDouble("cgFloat", sdk("CGFloat", "Foundation"), parameter: "value", argumentLabel: nil),
                fromDouble(
                    "date", sdk("Date", "Foundation"), parameter: "seconds",
                    argumentLabel: "timeIntervalSinceReferenceDate"),
                function(
                    "decode", modifiers: [.static], parameters: [unlabeled("text", string)], result: string,
                    body: [
                        .expression(
                            .binary(
                                .named("text").dot("removingPercentEncoding"), .nilCoalescing, .named("text"))
                        )
                    ]),
                function(
                    "decodeQueryPart", modifiers: [.static],
                    documentation:
                        "A query key or value, percent-decoded, with each '+' a space as HTML forms write it (navc writes %2B).",
                    parameters: [unlabeled("text", sdk("Substring", "Swift"))], result: string,
                    body: [
                        .expression(
                            .call(
                                .named("decode"),
                                [
                                    SwiftArgument(
                                        .call(
                                            .call(
                                                .named("text").dot("split"),
                                                [
                                                    SwiftArgument(name("separator"), .string("+")),
                                                    SwiftArgument(
                                                        name("omittingEmptySubsequences"), .boolean(false)),
                                                ]
                                            ).dot("joined"),
                                            [SwiftArgument(name("separator"), .string(" "))]))
                                ]))
                    ]),
            ] + dotSegmentEncoder(dots: dots)
                + avoidingEncoder(avoids: avoids, segmentEncoder: segmentEncoder) + [
                    function(
                        "path", modifiers: [.static],
                        parameters: [
                            unlabeled("segments", .array(string)),
                            parameter("query", .array(.tuple([string, optionalString]))),
                        ] + (avoids ? [parameter("avoiding", avoidedType, default: .dictionary([]))] : []),
                        result: string,
                        body: [
                            .local(
                                name("path"), type: swiftType("String"),
                                .binary(
                                    .string("/"), .plus,
                                    .call(
                                        encodedSegments.dot("joined"),
                                        [SwiftArgument(name("separator"), .string("/"))]))),
                            .local(name("text"), mutable: true, .named("path")),
                            .for(
                                .name(name("item")), in: .named("query"), where: nil,
                                body: [
                                    .local(
                                        name("part"), mutable: true,
                                        .call(
                                            .named("encode"),
                                            [SwiftArgument(.tupleElement(.named("item"), 0))])),
                                    .if(
                                        [.optionalBinding(name("value"), .tupleElement(.named("item"), 1))],
                                        then: [
                                            .assignment(
                                                .named("part"),
                                                .binary(
                                                    .binary(.named("part"), .plus, .string("=")), .plus,
                                                    .call(.named("encode"), [SwiftArgument(.named("value"))]))
                                            )
                                        ]),
                                    .assignment(
                                        .named("text"),
                                        .binary(
                                            .binary(
                                                .named("text"), .plus,
                                                .ternary(
                                                    .binary(.named("text"), .equal, .named("path")),
                                                    .string("?"),
                                                    .string("&"))), .plus, .named("part"))),
                                ]),
                            .return(.named("text")),
                        ])
                ])
    }

    /// `static func name(_ text: String) -> Result?`, reading `text` as a Double and making the
    /// result from it (`CGFloat(value)`, `Date(timeIntervalSinceReferenceDate: seconds)`).
    private func fromDouble(
        _ functionName: String, _ result: SwiftType, parameter: String, argumentLabel: String?
    )
        -> SwiftDeclaration
    {
        function(
            functionName, modifiers: [.static], parameters: [unlabeled("text", swiftType("String"))],
            result: .optional(result),
            body: [
                .return(
                    .call(
                        .member(
                            .call(.type(swiftType("Double")), [SwiftArgument(.named("text"))]), name("map")),
                        [
                            SwiftArgument(
                                .closure(
                                    SwiftClosure(
                                        parameters: [.named(name(parameter))],
                                        [
                                            .expression(
                                                .call(
                                                    .type(result),
                                                    [
                                                        SwiftArgument(
                                                            argumentLabel.map { name($0) }, .named(parameter))
                                                    ]))
                                        ])))
                        ]))
            ])
    }

    /// `encode(_:avoiding:)`: a segment percent-encoded, written in another encoding of the same
    /// text when it would match one of the literals another pattern has at its position (see
    /// `DeepLinkRoutePlan.avoidedLiterals`). Empty unless needed.
    /// `encodeSegment(_:)`: a segment percent-encoded, with the dots of a dot segment (`.` or
    /// `..`) encoded too, since URL standardization removes dot segments and `%2E` is no dot
    /// segment (see `DeepLinkText.segment(writing:)`). Empty unless a placeholder can hold one.
    private func dotSegmentEncoder(dots: Bool) -> [SwiftDeclaration] {
        guard dots else { return [] }
        let string = swiftType("String")
        let text = SwiftExpression.named("text")
        return [
            function(
                "encodeSegment", modifiers: [.static],
                documentation: """
                    `text` percent-encoded as a path segment: `.` and `..` as `%2E` and `%2E%2E`, which URL \
                    standardization keeps, where it removes dot segments.
                    """,
                parameters: [unlabeled("text", string)], result: string,
                body: [
                    .if(
                        [
                            .expression(
                                .binary(
                                    .binary(text, .equal, .string(".")), .or,
                                    .binary(text, .equal, .string(".."))))
                        ],
                        then: [
                            .return(
                                .call(
                                    .type(string),
                                    [
                                        SwiftArgument(name("repeating"), .string("%2E")),
                                        SwiftArgument(name("count"), text.dot("count")),
                                    ]))
                        ]),
                    .return(.call(.named("encode"), [SwiftArgument(text)])),
                ])
        ]
    }

    private func avoidingEncoder(avoids: Bool, segmentEncoder: String) -> [SwiftDeclaration] {
        guard avoids else { return [] }
        let string = swiftType("String")
        let encoded = SwiftExpression.named("encoded")
        let rest = SwiftExpression.named("rest")
        let written = SwiftExpression.named("written")
        func text(_ value: SwiftExpression) -> SwiftExpression {
            .call(.type(string), [SwiftArgument(value)])
        }
        return [
            function(
                "encode", modifiers: [.static],
                documentation: """
                    `text` percent-encoded; when a literal in `literals` matches that, the first character \
                    left as it is gets encoded too (or, when all are escapes, the first escape is written in \
                    lowercase): the same text, in a form no literal matches.
                    """,
                parameters: [
                    unlabeled("text", string), labeled("avoiding", "literals", sdk("Set", "Swift", [string])),
                ],
                result: string,
                body: [
                    .local(name("encoded"), .call(.named(segmentEncoder), [SwiftArgument(.named("text"))])),
                    .guard(
                        [
                            .expression(
                                .call(
                                    .named("literals").dot("contains"),
                                    [
                                        SwiftArgument(
                                            name("where"),
                                            .closure(
                                                SwiftClosure(
                                                    parameters: [.named(name("literal"))],
                                                    [
                                                        .expression(
                                                            .binary(
                                                                .binary(.named("literal"), .equal, encoded),
                                                                .or,
                                                                .binary(
                                                                    .call(
                                                                        .named("encode"),
                                                                        [SwiftArgument(.named("literal"))]),
                                                                    .equal, encoded)))
                                                    ])))
                                    ]))
                        ], else: [.return(encoded)]),
                    .local(name("written"), mutable: true, .string("")),
                    .local(
                        name("rest"), mutable: true,
                        .call(.type(swiftType("Substring")), [SwiftArgument(encoded)])),
                    .while(
                        [.optionalBinding(name("first"), rest.dot("first"))],
                        body: [
                            .if(
                                [.expression(.binary(.named("first"), .notEqual, .string("%")))],
                                then: [
                                    .return(
                                        .binary(
                                            .binary(
                                                .binary(written, .plus, .string("%")), .plus,
                                                .call(
                                                    .type(string),
                                                    [
                                                        SwiftArgument(
                                                            .forceUnwrap(.named("first").dot("asciiValue"))),
                                                        SwiftArgument(name("radix"), .integer(16)),
                                                        SwiftArgument(name("uppercase"), .boolean(true)),
                                                    ])), .plus,
                                            text(.call(rest.dot("dropFirst"), []))))
                                ]),
                            .assignment(
                                written,
                                .binary(
                                    written, .plus,
                                    text(.call(rest.dot("prefix"), [SwiftArgument(.integer(3))])))),
                            .assignment(rest, .call(rest.dot("dropFirst"), [SwiftArgument(.integer(3))])),
                        ]),
                    .return(
                        .binary(
                            .call(
                                .call(encoded.dot("prefix"), [SwiftArgument(.integer(3))]).dot("lowercased"),
                                []),
                            .plus, text(.call(encoded.dot("dropFirst"), [SwiftArgument(.integer(3))])))),
                ])
        ]
    }

    /// Swift that turns a parameter's value into URL text.
    private func format(_ value: SwiftExpression, codec: URLCodec) -> SwiftExpression {
        switch codec {
        case .string: value
        case .uuid: value.dot("uuidString")
        case .bool, .lossless, .declaredLossless, .decimal: value.dot("description")
        case .character, .substring: .call(.type(swiftType("String")), [SwiftArgument(value)])
        case .cgFloat: .call(.type(swiftType("Double")), [SwiftArgument(value)]).dot("description")
        case .url: value.dot("absoluteString")
        case .date: value.dot("timeIntervalSinceReferenceDate").dot("description")
        case .data: .call(value.dot("base64EncodedString"), [])
        }
    }

    /// Swift that parses URL text into a parameter's type (an optional).
    private func parse(_ text: SwiftExpression, codec: URLCodec) -> SwiftExpression {
        let components = SwiftExpression.type(.named(names.routeMembers.deepLinkComponents))
        switch codec {
        case .string: return .cast(text, .optional(swiftType("String")))
        case .uuid: return .call(.type(sdk("UUID", "Foundation")), [SwiftArgument(name("uuidString"), text)])
        case .bool: return .call(.type(swiftType("Bool")), [SwiftArgument(text)])
        case .lossless(let type): return .call(.type(type), [SwiftArgument(text)])
        case .declaredLossless(let type):
            return .cast(.call(.type(type), [SwiftArgument(text)]), .optional(type))
        case .substring:
            return .cast(
                .call(.type(swiftType("Substring")), [SwiftArgument(text)]), .optional(swiftType("Substring"))
            )
        case .character: return .call(components.dot("character"), [SwiftArgument(text)])
        case .cgFloat: return .call(components.dot("cgFloat"), [SwiftArgument(text)])
        case .decimal:
            return .call(.type(sdk("Decimal", "Foundation")), [SwiftArgument(name("string"), text)])
        case .url: return .call(.type(sdk("URL", "Foundation")), [SwiftArgument(name("string"), text)])
        case .date: return .call(components.dot("date"), [SwiftArgument(text)])
        case .data:
            return .call(.type(sdk("Data", "Foundation")), [SwiftArgument(name("base64Encoded"), text)])
        }
    }

    private func printBody(_ route: RoutePlan, _ link: DeepLinkRoutePlan, components: SwiftType)
        -> [SwiftStatement]
    {
        var statements: [SwiftStatement] = []
        var segments: [SwiftExpression] = []
        for segment in link.segments {
            switch segment {
            case .literal(let text): segments.append(.string(text))
            case .parameter(let index):
                let parameter = route.parameters[index]
                let codec = link.codecs[index] ?? .string
                if parameter.isOptional {
                    statements.append(
                        .guard([.optionalBinding(parameter.binding, nil)], else: [.return(.nil)]))
                }
                segments.append(format(.name(parameter.binding), codec: codec))
            }
        }
        let query = SwiftExpression.named("queryItems")
        if !link.queryParameters.isEmpty {
            statements.append(
                .local(
                    name("queryItems"), mutable: true,
                    type: .array(.tuple([swiftType("String"), .optional(swiftType("String"))])), .array([])))
        }
        for index in link.queryParameters {
            let parameter = route.parameters[index]
            let codec = link.codecs[index]!
            let variable = SwiftExpression.name(parameter.binding)
            let key = SwiftExpression.string(link.queryKeys[index] ?? parameter.sourceName)
            let append = { (value: SwiftExpression) -> SwiftStatement in
                .expression(
                    .call(
                        query.dot("append"),
                        [SwiftArgument(.tuple([SwiftArgument(key), SwiftArgument(value)]))]))
            }
            let defaultValue = parameter.defaultValue.map { expression($0) }
            if parameter.isOptional {
                if let defaultValue, defaultValue != .nil {
                    // A value other than the default goes in; nil as a name without a value.
                    statements.append(
                        .if(
                            [.expression(.binary(variable, .notEqual, defaultValue))],
                            then: [
                                append(
                                    .call(
                                        .member(variable, name("map")),
                                        [
                                            SwiftArgument(
                                                .closure(
                                                    SwiftClosure(
                                                        parameters: [.named(name("unwrapped"))],
                                                        [
                                                            .expression(
                                                                format(.named("unwrapped"), codec: codec))
                                                        ])))
                                        ]))
                            ]))
                } else {
                    statements.append(
                        .if(
                            [.optionalBinding(parameter.binding, nil)],
                            then: [append(format(variable, codec: codec))]))
                }
            } else if let defaultValue {
                statements.append(
                    .if(
                        [.expression(.binary(variable, .notEqual, defaultValue))],
                        then: [append(format(variable, codec: codec))]))
            } else {
                statements.append(append(format(variable, codec: codec)))
            }
        }
        statements.append(
            .return(
                .call(
                    .type(components).dot("path"),
                    [
                        SwiftArgument(.array(segments)),
                        SwiftArgument(name("query"), link.queryParameters.isEmpty ? .array([]) : query),
                    ]
                        + (link.avoidedLiterals.isEmpty
                            ? []
                            : [
                                SwiftArgument(
                                    name("avoiding"),
                                    .dictionary(
                                        link.avoidedLiterals.keys.sorted().map { position in
                                            SwiftDictionaryElement(
                                                .integer(position),
                                                .array(link.avoidedLiterals[position]!.map { .string($0) }))
                                        }))
                            ]))))
        return statements
    }

    private func parser(
        _ route: RoutePlan, _ link: DeepLinkRoutePlan, named parserName: SwiftName, components: SwiftType
    ) -> SwiftDeclaration {
        var conditions: [SwiftCondition] = [
            .expression(
                .call(.named("link").dot("hasSegments"), [SwiftArgument(.integer(link.segments.count))]))
        ]
        for (index, segment) in link.segments.enumerated() {
            if case .literal(let text) = segment {
                conditions.append(
                    .expression(
                        .call(
                            .named("link").dot("segment"),
                            [SwiftArgument(.integer(index)), SwiftArgument(name("is"), .string(text))])))
            }
        }
        var body: [SwiftStatement] = [.guard(conditions, else: [.return(.nil)])]
        var given: Set<Int> = []
        for (position, segment) in link.segments.enumerated() {
            guard case .parameter(let index) = segment else { continue }
            let parameter = route.parameters[index]
            given.insert(index)
            let text = SwiftExpression.call(.named("link").dot("value"), [SwiftArgument(.integer(position))])
            body.append(
                .guard(
                    [.optionalBinding(parameter.binding, parse(text, codec: link.codecs[index] ?? .string))],
                    else: [.return(.nil)]))
        }
        for index in link.queryParameters {
            let parameter = route.parameters[index]
            let codec = link.codecs[index]!
            let key = SwiftExpression.string(link.queryKeys[index] ?? parameter.sourceName)
            let item = SwiftExpression.subscript(.named("link").dot("query"), [SwiftArgument(key)])
            given.insert(index)
            guard parameter.isOptional || parameter.defaultValue != nil else {
                // A required parameter's item must be there, with a value the codec reads.
                body.append(
                    .guard(
                        [
                            .optionalBinding(name("queryValue"), .binary(item, .nilCoalescing, .nil)),
                            .optionalBinding(parameter.binding, parse(.named("queryValue"), codec: codec)),
                        ], else: [.return(.nil)]))
                continue
            }
            let initial = parameter.defaultValue.map { expression($0) } ?? .nil
            body.append(
                .local(parameter.binding, mutable: true, type: parameter.type, initial))
            let present: [SwiftStatement]
            if parameter.isOptional {
                present = [
                    .if(
                        [.optionalBinding(name("queryValue"), nil)],
                        then: [
                            .guard(
                                [
                                    .optionalBinding(
                                        name("parsedValue"), parse(.named("queryValue"), codec: codec))
                                ], else: [.return(.nil)]),
                            .assignment(.name(parameter.binding), .named("parsedValue")),
                        ],
                        else: [.assignment(.name(parameter.binding), .nil)])
                ]
            } else {
                present = [
                    .guard(
                        [
                            .optionalBinding(name("queryValue"), nil),
                            .optionalBinding(name("parsedValue"), parse(.named("queryValue"), codec: codec)),
                        ], else: [.return(.nil)]),
                    .assignment(.name(parameter.binding), .named("parsedValue")),
                ]
            }
            body.append(.if([.optionalBinding(name("queryValue"), item)], then: present))
        }
        let arguments = route.parameters.indices.filter { given.contains($0) }.map {
            SwiftArgument(route.parameters[$0].label, .name(route.parameters[$0].binding))
        }
        let value: SwiftExpression =
            arguments.isEmpty && route.parameters.isEmpty
            ? .member(.selfType, route.caseName) : .call(.member(.selfType, route.caseName), arguments)
        body.append(.return(value))
        return function(
            parserName.text, modifiers: [.private, .static],
            parameters: [unlabeled("link", components)], result: .optional(.selfType), body: body)
    }

    /// `URLComponents(url: url, resolvingAgainstBaseURL: false)`: the parts of a link as written.
    private func urlComponents(of url: SwiftExpression) -> SwiftExpression {
        .call(
            .type(sdk("URLComponents", "Foundation")),
            [
                SwiftArgument(name("url"), url),
                SwiftArgument(name("resolvingAgainstBaseURL"), .boolean(false)),
            ])
    }

    /// The statements of `DeepLinkComponents.init?(_:base:)` that drop the base's path from the
    /// link's segments (`encoded`): a link under another scheme, another web host, or outside the
    /// base's path is none of the app's. The base's segments are read as the link's are, so a
    /// custom scheme's host is the first of them.
    private func baseStrippingStatements() -> [SwiftStatement] {
        func lowercased(_ value: SwiftExpression, _ member: String) -> SwiftExpression {
            .call(.optionalMember(value.dot(member), name("lowercased")), [])
        }
        let components = SwiftExpression.named("components")
        let baseComponents = SwiftExpression.named("baseComponents")
        let scheme = SwiftExpression.named("scheme")
        let nonEmpty = SwiftClosure(
            parameters: [.named(name("segment"))],
            [.expression(.prefix(.not, .named("segment").dot("isEmpty")))])
        return [
            .if(
                [.optionalBinding(name("base"), nil)],
                then: [
                    .guard(
                        [
                            .optionalBinding(name("baseComponents"), urlComponents(of: .named("base"))),
                            .optionalBinding(
                                name("prefix"),
                                .call(
                                    .optionalMember(
                                        .call(
                                            .selfType,
                                            [
                                                SwiftArgument(.named("base")),
                                                SwiftArgument(name("base"), .nil),
                                            ]),
                                        name("segments")
                                    ).dot("filter"), [SwiftArgument(.closure(nonEmpty))])),
                        ], else: [.return(.nil)]),
                    .local(name("scheme"), lowercased(components, "scheme")),
                    // A web link names its host; a custom scheme's host is the first segment.
                    .guard(
                        [
                            .expression(.binary(lowercased(baseComponents, "scheme"), .equal, scheme)),
                            .expression(
                                .binary(
                                    .binary(
                                        .binary(scheme, .notEqual, .string("http")), .and,
                                        .binary(scheme, .notEqual, .string("https"))),
                                    .or,
                                    .binary(
                                        lowercased(baseComponents, "percentEncodedHost"), .equal,
                                        lowercased(components, "percentEncodedHost")))),
                            .expression(
                                .call(
                                    .named("encoded").dot("starts"),
                                    [SwiftArgument(name("with"), .named("prefix"))])),
                        ], else: [.return(.nil)]),
                    .expression(
                        .call(
                            .named("encoded").dot("removeFirst"),
                            [SwiftArgument(.named("prefix").dot("count"))])),
                ])
        ]
    }

    /// The state's extension for deep links: `init?(deepLink:)` and `init?(deepLink:base:)`
    /// (with `guards:` too, when the app has guards), and the method that opens the shared ways,
    /// each a part translated when it is written.
    private func stateDeepLink(_ links: DeepLinkPlan) -> FilePart {
        var members: [FilePart] = [.declarations { stateDeepLinkInitializers(links) }]
        if plan.hasGuards {
            members.append(.declarations { stateGuardedDeepLinkInitializers(links) })
        }
        if let opener = links.wayOpener { members.append(.declarations { [wayOpener(opener, links.ways)] }) }
        if let opener = links.wayOpener, let guardedOpener = links.guardedWayOpener {
            members.append(.declarations { [guardedWayOpener(guardedOpener, opener: opener, links.ways)] })
        }
        return .nested(type(.extension, stateType, members: []), members)
    }

    /// `AppNavigationState(deepLink:)` and `(deepLink:base:)`: the route opened where the graph
    /// puts it.
    private func stateDeepLinkInitializers(_ links: DeepLinkPlan) -> [SwiftDeclaration] {
        let state = SwiftExpression.named("state")
        // Routes opened by the same statements share a case. With shared ways, a route's
        // statements open its way's node, then take its last step. Routes are grouped by what
        // their placements say first, so that the statements are built (and compared) once for
        // each distinct placement rather than once for each route.
        var groups = RouteCaseGroups()
        var groupOfPlacement: [PlacementKey: Int] = [:]
        for (id, placement) in links.placements {
            let key: PlacementKey =
                links.wayOpener == nil
                ? .steps(links.stepsFromInitialState(of: placement))
                : .way(placement.way, last: placement.lastStepFromInitialState)
            if let group = groupOfPlacement[key] {
                groups.add(id, toGroup: group)
                continue
            }
            let statements: [SwiftStatement]
            switch key {
            case .steps(let steps):
                statements = self.statements(for: steps, on: { state.dot($0) })
            case .way(let way, let last):
                let opening: [SwiftStatement] =
                    way.map { way in
                        [.expression(.call(state.dot(links.wayOpener!), [SwiftArgument(.integer(way))]))]
                    } ?? []
                statements = opening + self.statements(for: last.map { [$0] } ?? [], on: { state.dot($0) })
            }
            groupOfPlacement[key] = groups.add(id, openedBy: statements)
        }
        var body: [SwiftStatement] = [
            .guard([.optionalBinding(name("route"), routeFromLink)], else: [.return(.nil)]),
            .local(name("state"), mutable: true, .call(.selfType, [])),
        ]
        if groups.statements.count == 1 {
            body += groups.statements[0]
        } else {
            // The most common placement is the switch's default.
            let commonGroup = groups.largest
            body.append(
                .switch(
                    .named("route"),
                    groups.cases(of: routes, except: commonGroup)
                        + [.default(commonGroup.map { groups.statements[$0] } ?? [])]))
        }
        body.append(.assignment(.selfReference, .named("state")))
        var documentation = """
            The whole navigation state a deep link opens, built in one assignment: the route where the graph
            puts it (in its tab, column or presentation, beneath the screens that lead to it), or pushed
            onto the initial screen.
            """
        if plan.hasGuards {
            documentation += "\n\nIt asks no guard: open links with init?(deepLink:guards:), which does."
        }
        return [
            initializerWithoutBase(documentation: documentation),
            initializerWithBase(
                documentation:
                    "As init?(deepLink:), for a link written under `base` (see the route's init?(deepLink:base:)).",
                body: body),
        ]
    }

    /// `deepLink url: URL`, then `base: URL?` when `withBase`, then `guards: AppGuards` when the
    /// initializer `asksGuards`: the parameters of the deep-link initializers.
    private func deepLinkParameters(withBase: Bool, asksGuards: Bool) -> [SwiftParameter] {
        [labeled("deepLink", "url", sdk("URL", "Foundation"))]
            + (withBase ? [parameter("base", .optional(sdk("URL", "Foundation")))] : [])
            + (asksGuards ? [SwiftParameter(.same, name("guards"), guardsType)] : [])
    }

    /// `init?(deepLink url: URL, base: URL?)` (with `guards: AppGuards` when it `asksGuards`),
    /// running `body`: the initializer that does the work, which the one without a base calls.
    private func initializerWithBase(documentation: String, asksGuards: Bool = false, body: [SwiftStatement])
        -> SwiftDeclaration
    {
        SwiftDeclaration(
            documentation: documentation, modifiers: access,
            .initializer(
                SwiftInitializer(
                    isFailable: true, parameters: deepLinkParameters(withBase: true, asksGuards: asksGuards),
                    body: body)))
    }

    /// `init?(deepLink url: URL)` (`init?(deepLink url: URL, guards: AppGuards)` when it
    /// `asksGuards`): the initializer without a base, which the one with a base implements
    /// (`self.init(deepLink: url, base: nil)`), so that `AppRoute.init(deepLink:)` can be passed
    /// as a function.
    private func initializerWithoutBase(documentation: String, asksGuards: Bool = false) -> SwiftDeclaration {
        SwiftDeclaration(
            documentation: documentation, modifiers: access,
            .initializer(
                SwiftInitializer(
                    isFailable: true,
                    parameters: deepLinkParameters(withBase: false, asksGuards: asksGuards),
                    body: [
                        .expression(
                            .call(
                                .delegatingInitializer,
                                [
                                    SwiftArgument(name("deepLink"), .named("url")),
                                    SwiftArgument(name("base"), .nil),
                                ] + (asksGuards ? [SwiftArgument(name("guards"), .named("guards"))] : [])))
                    ])))
    }

    /// `AppRoute(deepLink: url, base: base)`.
    private var routeFromLink: SwiftExpression {
        .call(
            .type(routeType),
            [SwiftArgument(name("deepLink"), .named("url")), SwiftArgument(name("base"), .named("base"))])
    }

    /// `AppNavigationState(deepLink:guards:)`: as `init?(deepLink:)`, but every guard that an
    /// edge of the link's way goes through is asked before its step. When one says no, the else
    /// edge is performed from the screens beneath the step, keeping the step as the deferred edge
    /// that `continue` performs, and the link stops there. A route shown without a way whose
    /// every edge goes through a guard opens only when one of those guards says yes. Other routes
    /// are opened by `init?(deepLink:)`.
    private func stateGuardedDeepLinkInitializers(_ links: DeepLinkPlan) -> [SwiftDeclaration] {
        let state = SwiftExpression.named("state")
        let guards = SwiftExpression.named("guards")
        let unguarded: SwiftStatement = .expression(
            .call(
                .delegatingInitializer,
                [SwiftArgument(name("deepLink"), .named("url")), SwiftArgument(name("base"), .named("base"))])
        )
        var groups = RouteCaseGroups()
        for (id, placement) in links.placements {
            if !placement.opensOnlyIf.isEmpty {
                // Shown without a way: the link opens when some edge could have shown the route.
                let asked = placement.opensOnlyIf.map {
                    SwiftExpression.call(guards.dot(plan.guards[$0].name), [])
                }
                let statements: [SwiftStatement] = [
                    .guard(
                        [.expression(asked.dropFirst().reduce(asked[0]) { .binary($0, .or, $1) })],
                        else: [.return(.nil)]),
                    unguarded,
                ]
                groups.add(id, openedBy: statements)
                continue
            }
            var statements: [SwiftStatement] = [.local(name("state"), mutable: true, .call(.selfType, []))]
            let steps: [PlacementStep]
            var asked: [Int: PlacementGuard] = [:]
            if let opener = links.wayOpener {
                // Shared ways: the way's guards are asked by the guarded opener, then the last
                // step's, if it has one.
                let way = placement.way
                let wayAsksGuards = way.map { links.ways[$0].wayAsksGuards } ?? false
                guard wayAsksGuards || !placement.guards.isEmpty else { continue }
                if let way, wayAsksGuards, let guardedOpener = links.guardedWayOpener {
                    let opened = SwiftExpression.call(
                        state.dot(guardedOpener),
                        [SwiftArgument(.integer(way)), SwiftArgument(name("guards"), guards)])
                    statements.append(
                        .guard(
                            [.expression(opened)], else: [.assignment(.selfReference, state), .returnVoid]))
                } else if let way {
                    statements.append(.expression(.call(state.dot(opener), [SwiftArgument(.integer(way))])))
                }
                steps = placement.lastStepFromInitialState.map { [$0] } ?? []
                for guarded in placement.guards { asked[guarded.step] = guarded }
            } else {
                guard !placement.guards.isEmpty else { continue }
                steps = links.stepsFromInitialState(of: placement)
                let offset = placement.tab == nil ? 0 : 1
                for guarded in placement.guards { asked[guarded.step + offset] = guarded }
            }
            for (index, step) in steps.enumerated() {
                if let guarded = asked[index] {
                    let refused = refusal(
                        of: step, otherwise: guarded.otherwise, on: { state.dot($0) })
                    statements.append(
                        .guard(
                            [.expression(.call(guards.dot(plan.guards[guarded.guardIndex].name), []))],
                            else: [.expression(refused), .assignment(.selfReference, state), .returnVoid]))
                }
                statements += self.statements(for: [step], on: { state.dot($0) })
            }
            statements.append(.assignment(.selfReference, state))
            groups.add(id, openedBy: statements)
        }
        // Without a link that asks a guard, every link opens as init?(deepLink:) opens it.
        let body: [SwiftStatement] =
            groups.statements.isEmpty
            ? [unguarded]
            : [
                .guard([.optionalBinding(name("route"), routeFromLink)], else: [.return(.nil)]),
                .switch(.named("route"), groups.cases(of: routes) + [.default([unguarded])]),
            ]
        return [
            initializerWithoutBase(
                documentation: """
                    The navigation state a deep link opens, as init?(deepLink:) builds it, asking the guards that the
                    edges on the way to the route go through: when one says no, its else edge is performed from the
                    screens beneath, keeping the guarded step for `continue`, and the link stops there. A route that
                    the link shows without a way, and that every edge shows through a guard, opens only when one of
                    those guards says yes.
                    """, asksGuards: true),
            initializerWithBase(
                documentation:
                    "As init?(deepLink:guards:), for a link written under `base` (see the route's init?(deepLink:base:)).",
                asksGuards: true, body: body),
        ]
    }

    /// What a guard that says no to `step` does: `perform(.push(route), guardedBy: false,
    /// otherwise: ...)` on the state (`method` names its members), which performs the else edge
    /// and keeps the step for `continue`.
    private func refusal(
        of step: PlacementStep, otherwise: StateOperation?, on method: (String) -> SwiftExpression
    ) -> SwiftExpression {
        .call(
            method("perform"),
            [
                SwiftArgument(deferredStep(step)),
                SwiftArgument(name("guardedBy"), .boolean(false)),
                SwiftArgument(
                    name("otherwise"),
                    otherwise.map { deferredEdgeValue($0, route: nil, action: nil) } ?? .nil),
            ])
    }

    /// A placement step as the deferred edge a guard keeps when it says no: `.push(route)`.
    private func deferredStep(_ step: PlacementStep) -> SwiftExpression {
        let route = SwiftExpression.named("route")
        func member(_ caseName: String, _ arguments: [SwiftExpression]) -> SwiftExpression {
            .call(.implicitMember(name(caseName)), arguments.map { SwiftArgument($0) })
        }
        func style(_ style: PresentationStyle) -> SwiftExpression { .implicitMember(name(style.rawValue)) }
        switch step {
        case .root(let value): return member("setRoot", [expression(value, typed: false)])
        case .push(let value): return member("push", [expression(value, typed: false)])
        case .select(let value, .sidebar): return member("select", [expression(value, typed: true)])
        case .select(let value, .content): return member("selectDetail", [expression(value, typed: true)])
        case .present(let value, let presentation):
            return member("present", [expression(value, typed: false), style(presentation)])
        case .showTarget(.root): return member("setRoot", [route])
        case .showTarget(.push): return member("push", [route])
        case .showTarget(.select(.sidebar)): return member("select", [route])
        case .showTarget(.select(.content)): return member("selectDetail", [route])
        case .showTarget(.present(let presentation)): return member("present", [route, style(presentation)])
        case .openTab(let index): return member("openTab", [.implicitMember(tabName(index)), .nil])
        }
    }

    /// Routes grouped by the statements that open them, for a switch over the route with one
    /// case for each group: routes opened the same way share a case.
    private struct RouteCaseGroups {
        /// Each group's statements, in the order they first appear.
        private(set) var statements: [[SwiftStatement]] = []
        /// Each group's routes, in the order they were added.
        private(set) var routes: [[RouteID]] = []
        private var groupOfStatements: [[SwiftStatement]: Int] = [:]

        /// Adds `route` to the group of `statements` (a new group when none has them yet) and
        /// returns the group's index.
        @discardableResult
        mutating func add(_ route: RouteID, openedBy statements: [SwiftStatement]) -> Int {
            if let group = groupOfStatements[statements] {
                routes[group].append(route)
                return group
            }
            groupOfStatements[statements] = self.statements.count
            self.statements.append(statements)
            routes.append([route])
            return self.statements.count - 1
        }

        /// Adds `route` to group `group`, which an earlier ``add(_:openedBy:)`` returned.
        mutating func add(_ route: RouteID, toGroup group: Int) {
            routes[group].append(route)
        }

        /// The index of the group with the most routes (the first of them on a tie).
        var largest: Int? { routes.indices.max { routes[$0].count < routes[$1].count } }

        /// One case for each group but `excluded`, matching its routes' cases.
        func cases(of plans: [RoutePlan], except excluded: Int? = nil) -> [SwiftSwitchCase] {
            statements.indices.filter { $0 != excluded }.map { group in
                SwiftSwitchCase(routes[group].map { .enumCase(plans[$0].caseName, nil) }, statements[group])
            }
        }
    }

    /// What a deep link's placement says, for grouping the routes it opens the same way: all its
    /// steps, or the shared way it opens and its last step.
    private enum PlacementKey: Hashable {
        case steps([PlacementStep])
        case way(Int?, last: PlacementStep?)
    }

    /// The state's method that opens a node of the shared ways: its parent's screens, then its
    /// own step. One case per node, so each step of a way is written once.
    private func wayOpener(_ opener: SwiftName, _ ways: [PlacementNode]) -> SwiftDeclaration {
        var cases = ways.enumerated().map { index, node in
            var statements: [SwiftStatement] = []
            if let parent = node.parent {
                statements.append(.expression(.call(.name(opener), [SwiftArgument(.integer(parent))])))
            }
            statements += self.statements(for: [node.step], on: { .named($0) })
            return SwiftSwitchCase([.expression(.integer(index))], statements)
        }
        cases.append(.default([.break]))
        return SwiftDeclaration(
            documentation:
                "Opens node `way` of the ways deep links open: the screens of its parent node, then its own step.",
            modifiers: [.private, .mutating],
            .function(
                SwiftFunction(
                    opener, parameters: [unlabeled("way", swiftType("Int"))],
                    body: [.switch(.named("way"), cases)])))
    }

    /// The state's method that opens node `way` of the ways whose way goes through a guard,
    /// asking each guard before its step: the screens of its parent node (through this method
    /// when the parent's way asks guards, through `opener` when not), then its own step. When a
    /// guard says no, its else edge is performed and the method returns false.
    private func guardedWayOpener(_ guardedOpener: SwiftName, opener: SwiftName, _ ways: [PlacementNode])
        -> SwiftDeclaration
    {
        let guards = SwiftExpression.named("guards")
        var cases: [SwiftSwitchCase] = []
        for (index, node) in ways.enumerated() where node.wayAsksGuards {
            var statements: [SwiftStatement] = []
            if let parent = node.parent, ways[parent].wayAsksGuards {
                let opened = SwiftExpression.call(
                    .name(guardedOpener),
                    [SwiftArgument(.integer(parent)), SwiftArgument(name("guards"), guards)])
                statements.append(.guard([.expression(opened)], else: [.return(.boolean(false))]))
            } else if let parent = node.parent {
                statements.append(.expression(.call(.name(opener), [SwiftArgument(.integer(parent))])))
            }
            if let guardIndex = node.guardIndex {
                let refused = refusal(of: node.step, otherwise: node.otherwise, on: { .named($0) })
                statements.append(
                    .guard(
                        [.expression(.call(guards.dot(plan.guards[guardIndex].name), []))],
                        else: [.expression(refused), .return(.boolean(false))]))
            }
            statements += self.statements(for: [node.step], on: { .named($0) })
            cases.append(SwiftSwitchCase([.expression(.integer(index))], statements))
        }
        cases.append(.default([.break]))
        return SwiftDeclaration(
            documentation: """
                Opens node `way` of the ways deep links open, asking each guard on the way before its step: false
                when one says no, after performing its else edge and keeping the step for `continue`.
                """,
            modifiers: [.private, .mutating],
            .function(
                SwiftFunction(
                    guardedOpener,
                    parameters: [
                        unlabeled("way", swiftType("Int")), SwiftParameter(.same, name("guards"), guardsType),
                    ],
                    result: swiftType("Bool"),
                    body: [.switch(.named("way"), cases), .return(.boolean(true))])))
    }

    /// The statements taking `steps`, each a call of the state's method that `method` names
    /// (on `state`, or on `self` inside the state).
    private func statements(for steps: [PlacementStep], on method: (String) -> SwiftExpression)
        -> [SwiftStatement]
    {
        let route = SwiftExpression.named("route")
        func call(_ name: String, _ arguments: [SwiftArgument]) -> SwiftStatement {
            .expression(.call(method(name), arguments))
        }
        return steps.map { step in
            switch step {
            case .root(let value): call("setRoot", [SwiftArgument(expression(value, typed: false))])
            case .push(let value): call("push", [SwiftArgument(expression(value, typed: false))])
            case .select(let value, .sidebar):
                call("select", [SwiftArgument(expression(value, typed: true))])
            case .select(let value, .content):
                call("selectDetail", [SwiftArgument(expression(value, typed: true))])
            case .present(let value, let style):
                call(
                    "present",
                    [
                        SwiftArgument(expression(value, typed: false)),
                        SwiftArgument(name("as"), .implicitMember(name(style.rawValue))),
                    ])
            case .showTarget(.root): call("setRoot", [SwiftArgument(route)])
            case .showTarget(.push): call("push", [SwiftArgument(route)])
            case .showTarget(.select(.sidebar)): call("select", [SwiftArgument(route)])
            case .showTarget(.select(.content)): call("selectDetail", [SwiftArgument(route)])
            case .showTarget(.present(let style)):
                call(
                    "present",
                    [SwiftArgument(route), SwiftArgument(name("as"), .implicitMember(name(style.rawValue)))])
            case .openTab(let index):
                call("openTab", [SwiftArgument(.implicitMember(tabName(index)))])
            }
        }
    }
}
