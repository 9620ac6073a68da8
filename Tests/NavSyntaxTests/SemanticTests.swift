import NavDriver
import NavLint
import NavPlan
import NavSemantics
import NavSource
import NavSyntax
import Testing

/// Unit tests of the semantic model and the route graph on small graphs.
@Suite struct SemanticTests {
    /// Builds the model of `text`, expecting it to parse and check without errors.
    private func model(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> SemanticModel
    {
        let result = Pipeline.check(SourceFile(path: "test.nav", text: text))
        #expect(
            !result.hasErrors, "unexpected errors: \(result.diagnostics.map(\.message))",
            sourceLocation: sourceLocation)
        return try #require(result.model, sourceLocation: sourceLocation)
    }

    private func id(_ name: String, in model: SemanticModel) -> RouteID { model.route(named: name)!.id }

    /// The mistakes an edge can make in its arguments are reported alike for a short list, read
    /// by searching, and a long one, read through tables and flags: a duplicate, one out of
    /// order, one naming no parameter, and then either one missing or one without a label,
    /// which takes the missing one's place.
    @Test func argumentMistakesAreReportedAlikeForShortAndLongLists() {
        for withUnlabeled in [false, true] {
            let reported = [6, Route.Properties.indexedParameterCount * 2].map { count in
                let parameters = (0..<count).map { "p\($0): Int" }.joined(separator: ", ")
                var arguments = (0..<count).filter { $0 != 3 }.map { "p\($0): \($0)" }
                arguments.insert("p1: 1", at: 2)  // A duplicate.
                arguments.swapAt(3, 4)  // p4 before p2.
                arguments.append("extra: 0")  // No such parameter.
                if withUnlabeled { arguments.append("7") }  // Without a label: p3's.
                let text = """
                    navigation App {
                        target iOS 17
                        roots home
                    }

                    route home -> Home {
                        action open = push wide(\(arguments.joined(separator: ", ")))
                    }

                    route wide(\(parameters)) -> Wide
                    """
                // The last parameter's name is the only word that differs between the lists.
                return Pipeline.check(SourceFile(path: "test.nav", text: text)).diagnostics.map {
                    "\($0.code.rawValue) \($0.message)".replacing("'p\(count - 1)'", with: "'last'")
                }
            }
            #expect(reported[0] == reported[1])
            let codes = Set(reported[1].map { $0.prefix(3) })
            #expect(
                codes.isSuperset(of: ["232", "208", "207", withUnlabeled ? "234" : "206"]), "\(reported[1])")
        }
    }

    /// A route of many parameters finds them by name through a table, which must give what a
    /// search of the list gives, and which a short list does without.
    @Test func aLongParameterListIsFoundByNameAsAShortOneIs() throws {
        for count in [
            3, Route.Properties.indexedParameterCount, Route.Properties.indexedParameterCount + 1, 200,
        ] {
            let parameters = (0..<count).map { "p\($0): Int" }.joined(separator: ", ")
            let arguments = (0..<count).map { "p\($0): \($0)" }.joined(separator: ", ")
            let placeholders = (0..<count).map { "{p\($0)}" }.joined(separator: "/")
            // The values are the parameters in reverse, so each finds a parameter other than its own.
            let forwarded = (0..<count).map { "p\($0): p\(count - 1 - $0)" }.joined(separator: ", ")
            let text = """
                navigation App {
                    target iOS 17
                    roots home
                }

                route home -> Home {
                    action open = push wide(\(arguments))
                    action relay(\(parameters)) = push copy(\(forwarded))
                }

                route wide(\(parameters)) -> Wide {
                    url "/wide/\(placeholders)"
                    action forward = push copy(\(forwarded))
                }

                route copy(\(parameters)) -> Copy
                """
            let model = try model(text)
            let home = id("home", in: model)
            var wide = try #require(model.route(named: "wide"))
            for index in 0..<count {
                #expect(wide.parameterIndex(named: "p\(index)") == index)
                #expect(wide.parameter(named: "p\(index)")?.name == "p\(index)")
            }
            #expect(wide.parameterIndex(named: "p\(count)") == nil)
            #expect(wide.parameterIndex(named: "") == nil)
            // Every argument found its parameter, and the deep link every placeholder's.
            let edge = try #require(model.edges.first { $0.target == wide.id })
            #expect(edge.arguments.map(\.parameter) == (0..<count).map { "p\($0)" })
            #expect(wide.deepLink?.placeholders == (0..<count).map { "p\($0)" })
            // The plan's forwarding values name the parameters they read by position: the
            // route's, and the action's, which it forwards in the same order.
            let plan = try #require(Pipeline.check(SourceFile(path: "test.nav", text: text)).plan)
            /// The values of the arguments the edge from `source` (other than `open`) pushes with.
            func pushedValues(from source: RouteID) -> [PlannedValue]? {
                let pushing = plan.edges.first { $0.source == source && $0.id != edge.id }
                guard case .push(let value) = pushing?.operation else { return nil }
                return value.arguments.map(\.value)
            }
            #expect(
                pushedValues(from: wide.id)
                    == (0..<count).map { .routeParameter(count - 1 - $0, members: []) })
            #expect(
                pushedValues(from: home) == (0..<count).map { .actionParameter(count - 1 - $0, members: []) })
            // A list that shrinks keeps no table that would find a parameter no longer there.
            wide.parameters = Array(wide.parameters.prefix(2))
            #expect(wide.parameterIndex(named: "p1") == 1)
            #expect(wide.parameterIndex(named: "p2") == nil)
        }
    }

    /// A lint block that turns an error off is wrong whatever the command: `navc check` and
    /// `navc build` report it as `navc lint` does, so CI and the build agree about the file.
    @Test func disablingAnErrorIsReportedByCheckAsByLint() {
        let text = """
            navigation App {
                target iOS 17
                roots home
                lint {
                    disable NAV201
                }
            }

            route home -> Home

            """
        let source = SourceFile(path: "test.nav", text: text)
        for result in [Pipeline.check(source), Pipeline.lint(source, configuration: LintConfiguration())] {
            #expect(
                result.diagnostics.map(\.code) == [.directiveOnError], "\(result.diagnostics.map(\.message))")
        }
    }

    @Test func cyclesAndSelfLoopsAreReachableAndPushed() throws {
        let model = try model(
            """
            navigation App {
                target iOS 16
                roots a
            }
            route a -> A {
                action next = push b
            }
            route b -> B {
                action next = push c
                action again = push b
            }
            route c -> C {
                action loop = push a
                action back = pop
            }
            """)
        #expect(model.graph.isReachable.allSatisfy { $0 })
        #expect(model.graph.isPushed(id("a", in: model)))
        #expect(model.graph.contexts[id("a", in: model)] == [.initialRoot, .pushed])
        #expect(model.graph.incoming[id("b", in: model)].count == 2)
        #expect(model.edges(from: id("b", in: model)).map(\.kind) == [.push, .push])
        // Each route's row lists its edges in the model's order, arriving or leaving.
        for route in model.routes.indices {
            #expect(
                Array(model.graph.outgoing[route])
                    == model.edges.indices.filter { model.edges[$0].source == route })
            #expect(
                Array(model.graph.incoming[route])
                    == model.edges.indices.filter { model.edges[$0].target == route })
        }
        #expect(model.graph.outgoing.count == model.routes.count)
    }

    /// The packed set of presentation contexts behaves as a set: every context is kept once,
    /// tabs included, and listed in a fixed order.
    @Test func presentationContextsActAsASet() {
        var contexts: PresentationContexts = []
        #expect(contexts.isEmpty)
        let all: [PresentationContext] = [
            .deepLink, .tabRoot(2), .pushed, .column(.detail), .tabRoot(0), .presented, .root,
            .column(.sidebar), .initialRoot, .column(.content), .tabRoot(2), .pushed,
        ]
        for context in all {
            #expect(!contexts.contains(context) || all.filter { $0 == context }.count > 1)
            contexts.insert(context)
            #expect(contexts.contains(context))
        }
        #expect(!contexts.contains(.tabRoot(1)))
        #expect(
            Array(contexts) == [
                .initialRoot, .root, .column(.sidebar), .column(.content), .column(.detail), .pushed,
                .presented,
                .deepLink, .tabRoot(0), .tabRoot(2),
            ])
        #expect(Set(contexts) == Set(all))
        let pushed: PresentationContexts = [.pushed, .tabRoot(1)]
        #expect(pushed == [.tabRoot(1), .pushed, .pushed])
        #expect(pushed != [.pushed])
        #expect(pushed != [.presented, .tabRoot(1)])
    }

    @Test func severalRootsAndRootEdges() throws {
        let model = try model(
            """
            navigation App {
                target iOS 16
                roots first, third
            }
            route first -> First {
                action go(text: String) = push second(data: text)
            }
            route second(data: String) -> Second {
                action makeRoot = root third(data: data)
            }
            route third(data: String) -> Third
            """)
        #expect(model.app.roots == [id("first", in: model), id("third", in: model)])
        #expect(model.graph.contexts[id("third", in: model)] == [.root])
        let edge = model.edges(from: id("second", in: model))[0]
        #expect(edge.kind == .root)
        #expect(edge.arguments.map(\.parameter) == ["data"])
        #expect(
            edge.arguments.map(\.value) == [.reference(name: "data", members: [], isActionParameter: false)])
    }

    @Test func routesOnlyReachableByDeepLinkAreEntryPoints() throws {
        let model = try model(
            """
            navigation App {
                target iOS 16
                roots home
            }
            route home -> Home
            route linked(id: UUID) -> Linked {
                url "/linked/{id}"
                action back = pop
            }
            route lost -> Lost
            """)
        let linked = id("linked", in: model)
        #expect(model.graph.isReachable[linked])
        #expect(model.graph.contexts[linked] == [.deepLink, .pushed])
        #expect(!model.graph.isReachable[id("lost", in: model)])
        #expect(model.route(named: "linked")?.deepLink?.segments == [.literal("linked"), .placeholder("id")])
    }

    @Test func argumentsAreStoredInParameterOrderWithActionReferences() throws {
        let model = try model(
            """
            navigation App {
                target iOS 16
                roots home
            }
            route home(user: String = "me") -> Home {
                action open(n: Int) = push detail(count: n, owner: user, flag: true)
            }
            route detail(count: Int, owner: String, flag: Bool = false, note: String? = nil) -> Detail {
                action back = pop
            }
            """)
        let edge = model.edges(from: id("home", in: model))[0]
        #expect(edge.arguments.map(\.parameter) == ["count", "owner", "flag"])
        #expect(edge.arguments[0].value == .reference(name: "n", members: [], isActionParameter: true))
        #expect(edge.arguments[2].value == .boolean(true))
        let detail = try #require(model.route(named: "detail"))
        #expect(detail.parameters.map(\.isRequired) == [true, true, false, false])
    }

    /// The model keeps a name Swift reserves as written; the planner's namer escapes it where
    /// the generated code writes it (`HostileNameTests` compiles every keyword in every position).
    @Test func keywordNamesAreKeptAsWritten() throws {
        let model = try model(
            """
            navigation App {
                target iOS 16
                roots `default`
            }
            """.replacingOccurrences(of: "`default`", with: "default")
                + "\nroute default(for: Int = 0) -> Default\n")
        let route = try #require(model.route(named: "default"))
        #expect(route.name == "default")
        #expect(route.parameters.map(\.name) == ["for"])
    }

    @Test func versionsCompareNumerically() {
        #expect(Version([16, 4]) < Version([16, 10]))
        #expect(Version([16]) == Version([16, 0]))
        #expect(!(Version([17]) < Version([16, 9])))
    }

    @Test func checkingIsDeterministicAcrossRuns() throws {
        let text = String(decoding: Fixtures.bytes("check/names.nav"), as: UTF8.self)
        let runs = (0..<5).map { _ in Pipeline.lint(SourceFile(path: "a.nav", text: text)).diagnostics }
        #expect(runs.allSatisfy { $0 == runs[0] })
        #expect(!runs[0].isEmpty)
    }
}
