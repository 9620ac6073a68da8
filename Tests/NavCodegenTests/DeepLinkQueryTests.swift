import Foundation
import NavCodegen
import NavDriver
import NavPlan
import NavSource
import Testing

/// Query items in deep-link patterns (`/search?q={query}`): a parameter travels under the key
/// the pattern names, a required one included, a link without a required item opens nothing,
/// and a `+` in a query value is a space, as HTML forms write it. Compiled and run on Linux; the harness also round-trips sample values of every
/// route through its links.
@Suite struct DeepLinkQueryTests {
    static let source = """
        navigation Finder {
            target iOS 17
            roots home
        }

        route home -> HomeView {
            action search(text: String) = push search(query: text)
        }

        route search(query: String, page: Int = 1, scope: String? = nil) -> SearchView {
            url "/search?q={query}&p={page}"
        }

        route tag(name: String, count: Int, sort: String? = nil) -> TagView {
            url "/tags/{name}?n={count}"
        }

        """

    static let checks = [
        "check(FinderRoute.search(query: \"swift ui\").deepLinkPath == \"/search?q=swift%20ui\", \"the query travels under q: \\(FinderRoute.search(query: \"swift ui\").deepLinkPath ?? \"nil\")\")",
        "check(FinderRoute.search(query: \"a\", page: 2, scope: \"all\").deepLinkPath == \"/search?q=a&p=2&scope=all\", \"a page other than the default under p, the scope under its name\")",
        "check(FinderRoute(deepLink: URL(string: \"app://search?q=x&p=3\")!) == .search(query: \"x\", page: 3), \"the keys are read\")",
        "check(FinderRoute(deepLink: URL(string: \"app://search?p=3\")!) == nil, \"a link without the required q opens nothing\")",
        "check(FinderRoute(deepLink: URL(string: \"app://search?q\")!) == nil, \"a q without a value is no query\")",
        "check(FinderRoute(deepLink: URL(string: \"app://search?query=x\")!) == nil, \"the parameter's name is not its key\")",
        "check(FinderRoute(deepLink: URL(string: \"app://search?q=\")!) == .search(query: \"\"), \"an empty q is an empty query\")",
        "check(FinderRoute(deepLink: URL(string: \"app://search?q=swift+ui\")!) == .search(query: \"swift ui\"), \"a + in a query value is a space, as HTML forms write it\")",
        "check(FinderRoute(deepLink: URL(string: \"app://search?q=1%2B1&p=2\")!) == .search(query: \"1+1\", page: 2), \"an encoded + is a plus\")",
        "check(FinderRoute.search(query: \"1+1 2\").deepLinkPath == \"/search?q=1%2B1%202\", \"a plus is written encoded, so that it reads back as a plus\")",
        "check(FinderRoute(deepLink: URL(string: \"app://search?q=a++b+\")!) == .search(query: \"a  b \"), \"every + is a space\")",
        "check(FinderRoute(deepLink: URL(string: \"app://tags/swift?n=4\")!) == .tag(name: \"swift\", count: 4), \"a required Int from the query\")",
        "check(FinderRoute(deepLink: URL(string: \"app://tags/swift?n=four\")!) == nil, \"an unreadable required item opens nothing\")",
        "check(FinderRoute(deepLink: URL(string: \"app://tags/swift\")!) == nil, \"a missing required item opens nothing\")",
    ]

    @Test func parametersTravelUnderTheirKeys() throws {
        let plan = try CompilerRuns.plan(of: Self.source, path: "Finder.nav")
        let search = try #require(plan.routes.first { $0.sourceName == "search" })
        let link = try #require(plan.deepLinks?.links[search.id])
        #expect(link.queryParameters == [0, 1, 2])
        #expect(link.queryKeys == [0: "q", 1: "p", 2: "scope"])
        let output = try CompilerRuns.runHarness(for: plan, sourcePath: "Finder.nav", appending: Self.checks)
        #expect(output == "OK\n", "\(CompilerRuns.summary(of: output))")
    }
}
