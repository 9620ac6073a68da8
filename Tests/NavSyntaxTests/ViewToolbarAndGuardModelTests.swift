import NavDriver
import NavSemantics
import NavSource
import NavSyntax
import Testing

/// The model of toolbars the view takes part in and of guards: what the checker records for
/// the planner and the graph.
@Suite struct ViewToolbarAndGuardModelTests {
    private func model(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> SemanticModel
    {
        let result = Pipeline.check(SourceFile(path: "test.nav", text: text))
        #expect(
            !result.hasErrors, "unexpected errors: \(result.diagnostics.map(\.message))",
            sourceLocation: sourceLocation)
        return try #require(result.model, sourceLocation: sourceLocation)
    }

    @Test func menusListTheirButtonsAfterThemAndViewPartsAreRecorded() throws {
        let model = try model(
            """
            navigation App {
                target iOS 17
                roots editor
            }
            route editor -> Editor {
                toolbar {
                    item primaryAction menu("More", hidden: isNew) {
                        button("Sort") = call sort
                        button("Close") = call save then push editor
                    }
                    item confirmationAction button("Save", disabled: isInvalid) = pop
                }
            }
            """)
        let route = try #require(model.route(named: "editor"))
        #expect(route.hasViewToolbar)
        let menu = route.toolbar[0].buttons
        #expect(menu.map(\.isMenu) == [true, false, false])
        #expect(menu.map(\.menu) == [nil, 0, 0])
        #expect(menu[0].hidden?.name == "isNew")
        #expect(menu[1].call?.name == "sort" && menu[1].call?.returnsBool == false)
        #expect(menu[1].edge == nil)
        #expect(menu[2].call?.returnsBool == true)
        // The edge after `then` is an edge of the graph, triggered by its button.
        let edge = try #require(menu[2].edge.map { model.edges[$0] })
        #expect(edge.kind == .push && edge.trigger == .toolbarButton(entry: 0, button: 2))
        #expect(route.toolbar[1].buttons[0].disabled?.name == "isInvalid")
    }

    @Test func aPureEdgeToolbarIsTheContainers() throws {
        let model = try model(
            """
            navigation App {
                target iOS 17
                roots home
            }
            route home -> Home {
                toolbar {
                    item primaryAction button("Add", platform: iOS) = push home
                }
            }
            """)
        let route = try #require(model.route(named: "home"))
        #expect(!route.hasViewToolbar)
        #expect(route.toolbar[0].buttons[0].platforms == [.iOS])
    }

    @Test func aGuardedEdgeAndItsElseEdgeAreBothInTheGraph() throws {
        let model = try model(
            """
            navigation App {
                target iOS 17
                roots home
            }
            guard signedIn
            route home -> Home {
                action buy = push checkout if signedIn else sheet signIn
            }
            route checkout -> Checkout
            route signIn -> SignIn {
                action done = continue
            }
            """)
        #expect(model.guards.map(\.name) == ["signedIn"])
        #expect(model.guards[0].isUsed)
        let home = try #require(model.route(named: "home"))
        let guarded = model.edges[try #require(home.actions[0].edge)]
        #expect(guarded.kind == .push && guarded.guardIndex == 0)
        let otherwise = model.edges[try #require(guarded.elseEdge)]
        #expect(otherwise.kind == .sheet && otherwise.guardedEdge == guarded.id)
        #expect(otherwise.trigger == guarded.trigger)
        let signIn = try #require(model.route(named: "signIn"))
        let checkout = try #require(model.route(named: "checkout"))
        #expect(model.graph.isPresented(signIn.id))
        #expect(model.graph.isPushed(checkout.id))
        #expect(model.graph.isReachable[signIn.id] && model.graph.isReachable[checkout.id])
    }

    /// An edge keeps its rare facts (guard, else edge, tab, alert, result) in a shared box; a
    /// copy that changes one must leave the original as it was.
    @Test func anEdgesRareFactsHaveValueSemantics() {
        var original = Edge(
            id: 0, kind: .push, source: 0, target: 1, arguments: [], trigger: .action(index: 0),
            range: ByteRange(start: 0, end: 4))
        #expect(original.guardIndex == nil && original.tab == nil && original.value == nil)
        original.guardIndex = 2
        original.tab = 1
        var copy = original
        copy.guardIndex = 5
        copy.elseEdge = 9
        #expect(original.guardIndex == 2 && original.elseEdge == nil && original.tab == 1)
        #expect(copy.guardIndex == 5 && copy.elseEdge == 9 && copy.tab == 1)
        copy.tab = nil
        #expect(original.tab == 1 && copy.tab == nil)
        let presented = Edge(
            id: 1, kind: .tab, source: 0, target: nil, tab: 3, tabRange: ByteRange(start: 5, end: 8),
            arguments: [], trigger: .action(index: 1), range: ByteRange(start: 0, end: 8),
            value: .string("done"))
        #expect(presented.tab == 3 && presented.tabRange == ByteRange(start: 5, end: 8))
        #expect(presented.value == .string("done") && presented.dialog == nil)
    }
}
