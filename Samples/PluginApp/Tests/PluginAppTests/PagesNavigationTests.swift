// Tests of the code the NavcPlugin generates from Routes.nav at build time. They use only the
// SwiftUI-free part (routes, navigation state, deep links), so they run on every platform.

import Foundation
import PluginApp
import Testing

@Suite("Generated Pages navigation")
struct PagesNavigationTests {
    @Test("A new state shows the first root with nothing pushed or presented")
    func initialState() {
        let state = PagesNavigationState()
        #expect(state.stack.root == .first)
        #expect(state.stack.path.isEmpty)
        #expect(state.presentations.isEmpty)
        #expect(state.topRoute == .first)
    }

    @Test("Push and pop act on the path; popToRoot empties it")
    func pushAndPop() {
        var state = PagesNavigationState()
        state.push(.second(data: "hello"))
        state.push(.third(data: "hello"))
        state.push(.fourth(data: "hello", count: 5))
        #expect(
            state.stack.path == [
                .second(data: "hello"), .third(data: "hello"), .fourth(data: "hello", count: 5),
            ])
        state.pop()
        #expect(state.topRoute == .third(data: "hello"))
        state.popToRoot()
        #expect(state.stack.path.isEmpty)
        state.pop()
        #expect(state.stack.path.isEmpty)
    }

    @Test("Setting the root clears the path and the presentation")
    func setRoot() {
        var state = PagesNavigationState()
        state.push(.second(data: "x"))
        state.present(.about, as: .sheet)
        state.setRoot(.third(data: "x"))
        #expect(state.stack.root == .third(data: "x"))
        #expect(state.stack.path.isEmpty)
        #expect(state.presentations.isEmpty)
    }

    @Test("A sheet has its own stack; dismiss pops it, then closes the sheet")
    func sheet() {
        var state = PagesNavigationState(stack: .init(root: .first, path: [.second(data: "a")]))
        state.present(.about, as: .sheet)
        #expect(state.presentedRoute(at: 0, as: .sheet) == .about)
        state.push(.third(data: "b"))
        #expect(state.presentedPath(at: 0) == [.third(data: "b")])
        #expect(state.stack.path == [.second(data: "a")])
        state.dismiss()
        #expect(state.presentedPath(at: 0).isEmpty)
        #expect(state.presentations.count == 1)
        state.dismiss()
        #expect(state.presentations.isEmpty)
        #expect(state.stack.path == [.second(data: "a")])
    }

    @Test("Routes and the whole state round-trip through JSON")
    func codable() throws {
        let state = PagesNavigationState(
            stack: .init(root: .third(data: "root"), path: [.fourth(data: "deep", count: 42)]),
            presentations: [.init(style: .sheet, route: .about, path: [.second(data: "inside")])])
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(PagesNavigationState.self, from: data) == state)
        let routes: [PagesRoute] = [
            .first, .second(data: "s"), .third(data: "t"), .fourth(data: "f", count: -1), .about,
        ]
        #expect(try JSONDecoder().decode([PagesRoute].self, from: JSONEncoder().encode(routes)) == routes)
    }

    @Test("Deep links parse into routes, with percent-decoding and typed parameters")
    func parseDeepLinks() {
        #expect(
            PagesRoute(deepLink: url("pages://fourth/hello%20world/3"))
                == .fourth(data: "hello world", count: 3))
        #expect(PagesRoute(deepLink: url("https://example.com/second/abc")) == .second(data: "abc"))
        #expect(PagesRoute(deepLink: url("pages://fourth/x/notANumber")) == nil)
        #expect(PagesRoute(deepLink: url("pages://nowhere")) == nil)
    }

    @Test("A deep link builds the whole state: a root opens as the root, other routes are pushed")
    func deepLinkState() throws {
        let root = try #require(PagesNavigationState(deepLink: url("pages://third/t")))
        #expect(root.stack.root == .third(data: "t"))
        #expect(root.stack.path.isEmpty)
        let pushed = try #require(PagesNavigationState(deepLink: url("https://example.com/fourth/f/7")))
        #expect(pushed.topRoute == .fourth(data: "f", count: 7))
    }

    @Test("A route's deep link parses back into the same route")
    func deepLinkRoundTrip() throws {
        let base = url("https://example.com/")
        for route in [PagesRoute.second(data: "a/b c"), .third(data: "ü"), .fourth(data: "x", count: 12)] {
            let url = try #require(route.deepLinkURL(base: base))
            #expect(PagesRoute(deepLink: url) == route)
        }
        #expect(PagesRoute.first.deepLinkPath == nil)
        #expect(PagesRoute.fourth(data: "x", count: 12).deepLinkPath == "/fourth/x/12")
    }

    /// The URL `string` spells, which the tests write correctly.
    private func url(_ string: String) -> URL {
        URL(string: string)!
    }
}
