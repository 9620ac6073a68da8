import NavDriver
import NavSemantics
import NavSource
import NavSyntax
import Testing

/// The semantic model's canonical types, literal values, conformance status and header
/// settings, which later stages read instead of re-deriving them.
@Suite struct TypeAndValueTests {
    /// The model of `text` and its diagnostics.
    private func check(_ text: String) throws -> (SemanticModel, [Diagnostic]) {
        let result = Pipeline.check(SourceFile(path: "test.nav", text: text))
        return (try #require(result.model), result.diagnostics)
    }

    /// A file with a header and `routes` after it.
    private func app(_ routes: String, header: String = "") -> String {
        "navigation App {\n    target iOS 16\n    roots home\n\(header)}\n\n" + routes + "\n"
    }

    @Test(arguments: [
        ("Optional<Int>", TypeReference.optional(.named("Int"))),
        ("Swift.Optional<Swift.Int>", .optional(.named("Int"))),
        ("Optional<Optional<String>>", .optional(.optional(.named("String")))),
        ("Array<String>", .array(.named("String"))),
        ("[Swift.String]", .array(.named("String"))),
        ("Set<Foundation.UUID>", .set(.named("UUID"))),
        ("Swift.Set<Int>", .set(.named("Int"))),
        ("Dictionary<String, [Int]>", .dictionary(key: .named("String"), value: .array(.named("Int")))),
        ("Swift.Dictionary<Int, Bool>?", .optional(.dictionary(key: .named("Int"), value: .named("Bool")))),
        ("Foundation.Date", .named("Date")),
        ("Foundation.CGFloat", .named("CGFloat")),
    ])
    func typesAreCanonicalInTheModel(written: String, canonical: TypeReference) throws {
        let (model, diagnostics) = try check(app("route home(value: \(written)? = nil) -> Home"))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let parameter = try #require(model.route(named: "home")?.parameters.first)
        #expect(parameter.type == .optional(canonical))
        #expect(parameter.type.description == TypeReference.optional(canonical).description)
    }

    @Test func optionalGenericTypesNoLongerCrashTheChecker() throws {
        // `Optional<Int>` used to recurse forever in the argument and default checks.
        let (model, diagnostics) = try check(
            app(
                """
                route home(count: Optional<Int> = 5) -> Home {
                    action open(value: Int) = push detail(id: value, maybe: count, none: nil)
                }
                route detail(id: Optional<Int>, maybe: Int?, none: Optional<String>) -> Detail
                """))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        #expect(model.route(named: "detail")?.parameters.map(\.isRequired) == [false, false, false])
    }

    @Test func collectionLiteralsAreValuesInTheModel() throws {
        let (model, diagnostics) = try check(
            app(
                """
                route home(tags: [String] = [], counts: [String: Int] = [:], grid: [[Int]] = [[1], []]) -> Home {
                    action open = push detail(ids: [1, 2], names: ["a": "b"])
                }
                route detail(ids: Set<Int>, names: [String: String]) -> Detail
                """))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let home = try #require(model.route(named: "home"))
        #expect(
            home.parameters.map(\.defaultValue) == [
                .array([]), .dictionary([]), .array([.array([.integer("1")]), .array([])]),
            ])
        let edge = model.edges(from: home.id)[0]
        #expect(
            edge.arguments.map(\.value) == [
                .array([.integer("1"), .integer("2")]),
                .dictionary([ValuePair(key: .string("a"), value: .string("b"))]),
            ])
    }

    @Test func theHeaderRecordsTheAccessLevelAndRequiredConformances() throws {
        let (plain, _) = try check(app("route home -> Home"))
        #expect(plain.app.accessLevel == nil)
        #expect(plain.app.requiredConformances.isEmpty)
        #expect(!plain.conformances.codable.isRequired)
        let (model, diagnostics) = try check(
            app("route home -> Home", header: "    access package\n    require Sendable\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(model.app.accessLevel == .package)
        #expect(Array(model.app.requiredConformances.keys) == [.sendable])
        #expect(model.conformances.sendable.isRequired && !model.conformances.codable.isRequired)
    }

    @Test func conformancesNameTheFirstBlockingParameter() throws {
        let text = app(
            """
            type Account.ID: Hashable, Sendable
            type Draft.ID: Codable, Hashable
            route home -> Home {
                action open(id: Account.ID) = push account(ids: [id], draft: nil)
            }
            route account(ids: [Account.ID], draft: Draft.ID?) -> AccountView
            route other(id: Account.ID) -> Other
            """)
        let (model, _) = try check(text)
        let account = try #require(model.route(named: "account"))
        let codable = try #require(model.conformances.codable.blocker)
        #expect(!model.conformances.codable.holds)
        #expect(codable.route == account.id && codable.parameter == "ids")
        #expect(codable.type == .named([.init(name: "Account"), .init(name: "ID")]))
        #expect(SourceFile(path: "t", text: text).text(codable.range) == "Account.ID")
        #expect(codable.range.start > account.parameters[0].typeRange.start)
        let sendable = try #require(model.conformances.sendable.blocker)
        #expect(sendable.parameter == "draft" && sendable.type.description == "Draft.ID")
    }

    @Test func conformancesHoldForKnownTypesAndDeclaredOnes() throws {
        let (model, diagnostics) = try check(
            app(
                """
                type Token: Encodable, Decodable, Hashable, Sendable
                route home(a: [String: [UUID]] = [:], b: Set<Int>? = nil, c: Token? = nil, d: Decimal = 1) -> Home
                """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(model.conformances.codable.holds && model.conformances.sendable.holds)
    }

    @Test func anUnresolvedEdgeIsRecordedAndCausesNoGraphErrors() throws {
        let (model, diagnostics) = try check(
            app(
                """
                route home -> Home {
                    action open = push detial
                }
                route detail -> Detail {
                    action back = pop
                }
                """))
        #expect(diagnostics.map(\.code) == [.undeclaredRoute])
        #expect(model.graph.unresolvedEdgeKinds == [.push])
        #expect(model.graph.mayBePushed(try #require(model.route(named: "detail")).id))
    }

    @Test func typeNestingIsLimitedBelowTheParsersLimit() throws {
        let deepest = String(repeating: "[", count: 8) + "Int" + String(repeating: "]", count: 8)
        let (_, fine) = try check(app("route home(x: \(deepest) = []) -> Home"))
        #expect(fine.isEmpty, "\(fine.map(\.message))")
        let tooDeep = "[" + deepest + "]"
        let (_, reported) = try check(app("route home(x: \(tooDeep) = []) -> Home"))
        #expect(reported.map(\.code) == [.typeNestingTooDeep])
        #expect(reported.first?.message == "type nests 9 levels deep; the limit is 8")
    }
    // MARK: View arguments, enum cases and URLs

    @Test(arguments: [
        "https://example.com", "https://example.com/a%20b?c=d&e=f#top", "mailto:help@example.com",
        "x-app+v1.2:/path;p=1", "https://user@example.com:8080/~a/b_c-d.e!$'()*+,;=",
    ])
    func urlLiteralsThatParseEverywhereAreAccepted(text: String) {
        #expect(URLLiteral.problem(in: text) == nil)
    }

    @Test(arguments: [
        ("", "it is empty"), ("example.com", "it has no scheme (such as 'https:')"),
        (":path", "it has no scheme (such as 'https:')"),
        ("1http://a", "its scheme '1http' is not letters, digits, '+', '-' and '.' after a letter"),
        ("https://a/b c", "a space must be percent-encoded"),
        ("https://a/%2", "'%' must start a percent escape of two hex digits"),
        ("https://a/%zz", "'%' must start a percent escape of two hex digits"),
        ("https://a/#b#c", "it has a second '#' (write %23)"),
        ("https://a/[b]", "'[' must be percent-encoded"),
        ("https://a/日本", "'日' must be percent-encoded"),
        ("https://a/\u{7}", "a control character must be percent-encoded"),
        ("https://a/\"", "'\"' must be percent-encoded"),
    ])
    func urlLiteralsThatMightNotParseAreRejected(text: String, problem: String) {
        #expect(URLLiteral.problem(in: text) == problem)
    }

    @Test func viewArgumentsEnumCasesAndURLsAreInTheModel() throws {
        let (model, diagnostics) = try check(
            "type Feed: Hashable, Codable, Sendable {\n    case home, local\n}\n\n"
                + app(
                    "route home(feed: Feed? = .local, site: URL = URL(\"https://example.com\")) -> Home(isRoot: true, mode: .compact, links: [URL(\"https://a.example\")])"
                ))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let route = try #require(model.route(named: "home"))
        #expect(route.parameters.map(\.defaultValue) == [.enumCase("local"), .url("https://example.com")])
        #expect(route.viewArguments.map(\.label) == ["isRoot", "mode", "links"])
        #expect(
            route.viewArguments.map(\.value) == [
                .boolean(true), .enumCase("compact"), .array([.url("https://a.example")]),
            ])
        #expect(model.declaredTypes.first?.cases?.map(\.name) == ["home", "local"])
    }

    @Test func aTypeWithoutCasesTakesAnyCaseAndAStandardTypeNone() throws {
        let (_, accepted) = try check(
            "type Sort: Hashable, Codable, Sendable\n\n" + app("route home(sort: Sort = .newest) -> Home"))
        #expect(accepted.isEmpty, "\(accepted.map(\.message))")
        let (_, rejected) = try check(app("route home(count: Int = .zero) -> Home"))
        #expect(rejected.map(\.code) == [.defaultValueTypeMismatch])
    }

    @Test func standardTypesAreFoundByNameAndOthersAreNot() {
        for type in StandardType.allCases { #expect(StandardType(rawValue: type.rawValue) == type) }
        for name in ["", "Strin", "string", "Integer", "UUIDs", "Swift.Int", "CGFloat ", "Optional"] {
            #expect(StandardType(rawValue: name) == nil, "\(name)")
        }
    }
}
