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
        let checked = Pipeline.check(SourceFile(path: "Links.nav", text: Self.source(avoiding: avoiding)))
        #expect(!checked.hasErrors, "\(checked.diagnostics.prefix(5).map(\.message))")
        let plan = try #require(checked.plan)
        #expect(plan.deepLinks?.encodesDotSegments == true)
        let generated = SwiftGenerator.generate(plan, sourcePath: "Links.nav")
        let output = try CompilerRuns.compileAndRun([
            ("Generated.swift", generated.contents),
            ("main.swift", ContractSources.harness(for: plan, appending: Self.checks)),
        ])
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
