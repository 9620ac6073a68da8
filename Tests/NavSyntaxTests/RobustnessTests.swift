import Foundation
import NavDriver
import NavSource
import NavSyntax
import TestSupport
import Testing

/// Feeds thousands of deterministic mutations of the samples through the front end and checks
/// its invariants: no crash, the parse finishes, every diagnostic is catalogued with a valid
/// range, the tree keeps the fuzzer's invariants (``ParseInvariants``), and any mutant that
/// still parses cleanly formats idempotently to the same tree and survives the checker and the
/// linter with valid diagnostics.
@Suite struct RobustnessTests {
    /// How many mutants each sample yields.
    static let mutantsPerSample = 700

    /// The tab apps among the fixtures, which no sample is yet: their mutants exercise the
    /// checker's and the linter's handling of tabs, tab switches and presentation levels.
    static let tabApps = [
        "Tests/NavSyntaxTests/Fixtures/parse/tabs.nav", "Tests/NavCodegenTests/Fixtures/graph/Tabs.nav",
    ]

    @Test(arguments: try Fixtures.samplePaths() + tabApps)
    func mutatedSamplesKeepFrontEndInvariants(path: String) {
        let original = Fixtures.bytes(path, relativeTo: Fixtures.repositoryRoot)
        #expect(!original.isEmpty)
        var random = SplitMix64(
            seed: UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        var cleanMutants = 0
        for iteration in 0..<Self.mutantsPerSample {
            let mutant = Mutator.mutate(original, random: &random)
            let source = SourceFile(path: "mutant-\(iteration).nav", bytes: mutant)
            let result = Pipeline.parse(source)
            checkInvariants(result.diagnostics, in: result.tree, source: source, iteration: iteration)
            ParseInvariants(source: source) { Issue.record("mutant \(iteration) of \(path): \($0)") }
                .check(result)
            if result.diagnostics.isEmpty {
                cleanMutants += 1
                checkFormatting(source, iteration: iteration)
                // The checker and the linter must cope with every tree the parser accepts.
                let analysis = Pipeline.lint(source)
                checkInvariants(analysis.diagnostics, in: result.tree, source: source, iteration: iteration)
            }
        }
        // The mutations must exercise both paths: most break the file, some leave it valid.
        #expect(cleanMutants > 0 && cleanMutants < Self.mutantsPerSample)
    }

    /// Inputs the fuzzers (`Tests/Fuzz/run.sh`) or a bug report once crashed navc on stay fixed.
    /// Each is first linted by the built `navc` in a process of its own, so a crash fails this
    /// case instead of ending the test run; then it goes through the whole front end, checker,
    /// linter, planner and generator in-process with the same invariants as the mutants.
    @Test(arguments: try Fixtures.names(in: "fuzz-regressions", suffix: ".nav"))
    func fuzzRegressionsStayFixed(name: String) throws {
        let url = Fixtures.root.appendingPathComponent("fuzz-regressions/\(name).nav")
        let bytes = Array(try Data(contentsOf: url))
        let outcome = try NavcExecutable.run(["lint", "--color", "never", url.path])
        try #require(
            !outcome.signaled && (outcome.status == 0 || outcome.status == 1),
            "navc lint must report errors or none, not crash: \(outcome)")
        let source = SourceFile(path: name, bytes: bytes)
        let parsed = Pipeline.parse(source)
        ParseInvariants(source: source) { Issue.record("\(name): \($0)") }.check(parsed)
        let result = Pipeline.lint(source)
        checkInvariants(result.diagnostics, in: parsed.tree, source: source, iteration: 0)
        // Findings of the pipeline fuzz target may crash the generator.
        if let plan = result.plan {
            #expect(!Pipeline.generate(plan, sourcePath: name).contents.isEmpty)
        }
    }

    private func checkInvariants(
        _ diagnostics: [Diagnostic], in tree: SyntaxTree, source: SourceFile, iteration: Int
    ) {
        let size = source.bytes.count
        func valid(_ range: ByteRange) -> Bool {
            range.start >= 0 && range.start <= range.end && range.end <= size
        }
        for diagnostic in diagnostics {
            #expect(DiagnosticCode(rawValue: diagnostic.code.rawValue) != nil)
            #expect(
                valid(diagnostic.range),
                "mutant \(iteration): \(diagnostic.code.id) has range \(diagnostic.range)")
            #expect(diagnostic.notes.allSatisfy { $0.range.map(valid) ?? true })
            #expect(diagnostic.fixIts.allSatisfy { valid($0.range) })
            #expect(
                !diagnostic.message.isEmpty && !diagnostic.message.contains(/%\d/), "unfilled placeholder")
        }
        #expect(diagnostics == Diagnostic.sortedByPosition(diagnostics))
        for declaration in tree.declarations {
            #expect(valid(declaration.range), "mutant \(iteration): declaration range \(declaration.range)")
        }
        // Rendering must cope with whatever the ranges point at.
        _ = TextDiagnosticRenderer(useColor: false).render(diagnostics, in: source)
        _ = SyntaxDumper.dump(tree)
    }

    private func checkFormatting(_ source: SourceFile, iteration: Int) {
        guard let formatted = Pipeline.format(source).formatted else {
            Issue.record("mutant \(iteration) parsed cleanly but did not format")
            return
        }
        let formattedSource = SourceFile(path: "formatted.nav", text: formatted)
        #expect(
            Pipeline.parse(formattedSource).diagnostics.isEmpty,
            "mutant \(iteration): formatting broke the file")
        #expect(
            Pipeline.format(formattedSource).formatted == formatted, "mutant \(iteration): not idempotent")
        #expect(sameTree(source, formattedSource), "mutant \(iteration): formatting changed the tree")
    }
}

/// A small, fast, seedable random number generator, so mutations are identical on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Byte-level mutations: flips, truncations, deletions, duplications and insertions of
/// fragments that stress the lexer and the parser's recovery.
enum Mutator {
    static let fragments: [[UInt8]] =
        [
            "{", "}", "(", ")", "[", "]", "\"", "/*", "*/", "//", "->", "=", ",", ":", "?", "<", ">", "\\",
            "\\u{",
            "route", "navigation", "action", "toolbar", "push", "pop", "item", "group", "button(", "\n",
            "\r\n", "\t",
            "é", "🏠",
        ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF]]

    static func mutate(_ input: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        let rounds = Int.random(in: 1...3, using: &random)
        for _ in 0..<rounds where !bytes.isEmpty {
            let position = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 1:
                bytes.removeSubrange(position...)
            case 2:
                let end = min(bytes.count, position + Int.random(in: 1...40, using: &random))
                bytes.removeSubrange(position..<end)
            case 3:
                let end = min(bytes.count, position + Int.random(in: 1...80, using: &random))
                bytes.insert(
                    contentsOf: bytes[position..<end], at: Int.random(in: 0...bytes.count, using: &random))
            case 4:
                bytes.insert(contentsOf: fragments.randomElement(using: &random)!, at: position)
            default:
                // Swap two lines' worth of bytes to shuffle structure.
                let other = Int.random(in: 0..<bytes.count, using: &random)
                bytes.swapAt(position, other)
            }
        }
        return bytes
    }
}
