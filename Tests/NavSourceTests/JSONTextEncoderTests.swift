import Foundation
import NavSource
import Testing

/// `JSONTextEncoder` writes what Foundation's `JSONEncoder` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes` (plus `.prettyPrinted` when asked): navc's SARIF, JSON Lines and
/// graph outputs were written by Foundation before navc stopped linking it, and must not change.
@Suite struct JSONTextEncoderTests {
    /// A value with every shape navc's outputs use, and the edge cases of each.
    struct Sample: Encodable {
        struct Location: Encodable {
            var uri: String
            var line: Int
            var column: Int?
        }
        enum Level: String, Encodable { case error, warning }

        var text: String
        var level: Level
        var flags: [Bool]
        var ratio: Double
        var whole: Double
        var count: UInt64
        var negative: Int32
        var missing: String?
        var locations: [Location]
        var empty: [String]
        var emptyObject: [String: Int]
        var properties: [String: String]
        var nested: [[Int]]
    }

    static let samples: [Sample] = [
        Sample(
            text: "plain", level: .error, flags: [true, false], ratio: 0.5, whole: 3, count: 0,
            negative: -7, missing: nil,
            locations: [Sample.Location(uri: "file:///tmp/a b/App.nav", line: 3, column: 14)],
            empty: [], emptyObject: [:], properties: ["b": "2", "a": "1", "B": "3", "_": "4"],
            nested: [[], [1, 2]]),
        Sample(
            text: "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{07} nul \u{0} "
                + "backspace \u{08} form feed \u{0C} unit separator \u{1F} delete \u{7F} "
                + "é 雪 🧭 \u{2028}",
            level: .warning, flags: [], ratio: 1e-7, whole: -0.0, count: .max, negative: .min,
            missing: "present",
            locations: [
                Sample.Location(uri: "Sources/App/Main.nav", line: 1, column: nil),
                Sample.Location(uri: "", line: 0, column: 0),
            ],
            empty: [""], emptyObject: ["z": 1],
            properties: ["ruleId": "NAV201", "rules": "x", "URI": "y", "uriBaseId": "z", "é": "accent"],
            nested: []),
    ]

    @Test(arguments: [false, true]) func writesWhatFoundationWrites(prettyPrinted: Bool) throws {
        let foundation = JSONEncoder()
        foundation.outputFormatting =
            prettyPrinted
            ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        let ours = JSONTextEncoder(prettyPrinted: prettyPrinted)
        for sample in Self.samples {
            let expected = String(decoding: try foundation.encode(sample), as: UTF8.self)
            let actual = try ours.text(of: sample)
            #expect(actual == expected, "\n\(actual)\n\(expected)")
        }
    }

    @Test func writesScalarsAtTheTop() throws {
        let ours = JSONTextEncoder()
        #expect(try ours.text(of: "a/b") == #""a/b""#)
        #expect(try ours.text(of: 42) == "42")
        #expect(try ours.text(of: [String?.none, "x"]) == #"[null,"x"]"#)
    }

    /// What `encode(to:)` throws reaches the caller.
    @Test func passesOnWhatAValueThrows() {
        struct Refusal: Error {}
        struct Refusing: Encodable {
            func encode(to encoder: any Encoder) throws { throw Refusal() }
        }
        #expect(throws: Refusal.self) { try JSONTextEncoder().text(of: [Refusing()]) }
    }
}
