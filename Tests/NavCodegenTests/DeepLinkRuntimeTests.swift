import Foundation
import NavCodegen
import NavDriver
import NavPlan
import NavSource
import Testing

/// Deep links whose values are dot segments (`.` and `..`), which URL standardization removes
/// from a path: the generated code writes their dots percent-encoded, so that the link, and the
/// link after `URL.standardized`, opens the route that wrote it. Compiled and run on Linux.
@Suite struct DeepLinkDotSegmentTests {
    /// An app with String, Character and Int placeholders, in the first segment (a custom
    /// scheme's host) and later ones; with `/notes/new` when `avoiding`, so that values are also
    /// written around another pattern's literal.
    static func source(avoiding: Bool) -> String {
        """
        navigation Links {
            target iOS 16
            roots home
        }

        route home -> Home

        route note(id: String) -> NoteView {
            url "/notes/{id}"
        }

        route page(slug: String) -> PageView {
            url "/{slug}"
        }

        route letter(symbol: Character) -> LetterView {
            url "/letters/{symbol}"
        }

        route counter(count: Int) -> CounterView {
            url "/counts/{count}"
        }

        """
            + (avoiding ? "route compose -> ComposeView {\n    url \"/notes/new\"\n}\n" : "")
    }

    /// The checks the harness runs for the dot segments, before its verdict.
    static let checks = [
        "check(LinksRoute.note(id: \".\").deepLinkPath == \"/notes/%2E\", \"'.' is written %2E: \\(LinksRoute.note(id: \".\").deepLinkPath ?? \"nil\")\")",
        "check(LinksRoute.note(id: \"..\").deepLinkPath == \"/notes/%2E%2E\", \"'..' is written %2E%2E: \\(LinksRoute.note(id: \"..\").deepLinkPath ?? \"nil\")\")",
        "check(LinksRoute.note(id: \"...\").deepLinkPath == \"/notes/...\", \"'...' is no dot segment\")",
        "let dotted: [LinksRoute] = [",
        "    .note(id: \".\"), .note(id: \"..\"), .note(id: \"...\"), .note(id: \".a\"), .page(slug: \".\"),",
        "    .page(slug: \"..\"), .letter(symbol: \".\"), .counter(count: 0),",
        "]",
        "for route in dotted {",
        "    let path = route.deepLinkPath ?? \"\"",
        "    check(!path.split(separator: \"/\").contains { $0 == \".\" || $0 == \"..\" }, \"\\(route) writes no dot segment: \\(path)\")",
        "    for base in [\"https://example.com\", \"https://example.com/\", \"myapp://\"] {",
        "        let url = route.deepLinkURL(base: URL(string: base)!)",
        "        check(url.flatMap(LinksRoute.init(deepLink:)) == route, \"\\(route) under \\(base) opens it again: \\(url?.absoluteString ?? \"nil\")\")",
        "        let standardized = url?.standardized",
        "        check(standardized?.absoluteString == url?.absoluteString, \"standardizing \\(url?.absoluteString ?? \"nil\") keeps it: \\(standardized?.absoluteString ?? \"nil\")\")",
        "        check(standardized.flatMap(LinksRoute.init(deepLink:)) == route, \"\\(route) under \\(base), standardized, opens it again: \\(standardized?.absoluteString ?? \"nil\")\")",
        "    }",
        "}",
    ]

    /// Values that are dot segments round-trip through the link and its standardized form,
    /// with and without literals to write around.
    @Test(arguments: [false, true])
    func dotSegmentValuesRoundTripThroughStandardizedURLs(avoiding: Bool) throws {
        let plan = try CompilerRuns.plan(of: Self.source(avoiding: avoiding), path: "Links.nav")
        #expect(plan.deepLinks?.encodesDotSegments == true)
        let output = try CompilerRuns.runHarness(for: plan, sourcePath: "Links.nav", appending: Self.checks)
        #expect(output == "OK\n", "\(CompilerRuns.summary(of: output))")
    }

    /// Placeholders whose types never write a dot segment (Int, UUID) leave the encoder out.
    @Test func linksWithoutTextPlaceholdersEncodeNoDots() throws {
        let text = """
            navigation Links {
                target iOS 16
                roots home
            }

            route home -> Home

            route counter(count: Int, key: UUID? = nil) -> CounterView {
                url "/counts/{count}"
            }

            """
        let checked = Pipeline.check(SourceFile(path: "Links.nav", text: text))
        let plan = try #require(checked.plan)
        #expect(plan.deepLinks?.encodesDotSegments == false)
        #expect(!SwiftGenerator.generate(plan, sourcePath: "Links.nav").contents.contains("encodeSegment"))
    }
}

/// A placeholder avoids only the literals of patterns that could match its links. Taking every
/// literal at its position made every route carry every other route's literals: 3,333 routes
/// `/x{i}/{id}` beside 3,333 routes `/s/{i}` generated 362 MB of Swift from a 400 KB file.
@Suite struct DeepLinkLiteralScaleTests {
    /// An app of `count` routes with a placeholder after a literal of their own, `count`
    /// routes with two literals, and `/users/{name}` beside `/users/me`.
    static func source(count: Int) -> String {
        var text = """
            navigation Links {
                target iOS 16
                roots home
            }

            route home -> Home

            route user(name: String) -> UserView {
                url "/users/{name}"
            }

            route me -> MeView {
                url "/users/me"
            }

            """
        for index in 0..<count {
            text += """

                route item\(index)(id: String) -> ItemView\(index) {
                    url "/x\(index)/{id}"
                }

                route section\(index) -> SectionView\(index) {
                    url "/s/\(index)"
                }

                """
        }
        return text
    }

    static func plan(count: Int) throws -> NavigationPlan {
        try CompilerRuns.plan(of: source(count: count), path: "Links.nav")
    }

    @Test func placeholdersAvoidOnlyLiteralsThatCouldTakeTheirLinks() throws {
        let plan = try Self.plan(count: 50)
        let links = try #require(plan.deepLinks?.links)
        for route in plan.routes {
            let avoided = links[route.id]?.avoidedLiterals ?? [:]
            if route.sourceName == "user" {
                #expect(avoided == [1: ["me"]])
            } else {
                #expect(avoided.isEmpty, "\(route.sourceName) avoids \(avoided)")
            }
        }
    }

    /// The generated file grows in proportion to the routes: doubling them at most doubles it,
    /// with a margin for the chunk switches that larger enums add.
    @Test func generatedLinksGrowLinearly() throws {
        let small = SwiftGenerator.generate(try Self.plan(count: 200), sourcePath: "Links.nav").contents
        let large = SwiftGenerator.generate(try Self.plan(count: 400), sourcePath: "Links.nav").contents
        let ratio = Double(large.utf8.count) / Double(small.utf8.count)
        #expect(ratio < 2.2, "400 routes generate \(ratio)x the Swift of 200")
    }
}
