import Foundation
import NavSource
import NavSyntax
import TestSupport
import Testing

/// Whole-pipeline mutation test: deterministic token-level mutations of every sample and corpus
/// app (token swaps, names changed to keywords and to the generated code's own names, type
/// changes, deletions, duplicated lines, changed literals) go through the real `navc` binary.
/// Whenever `navc check` accepts a mutant, `navc build` must succeed, and its output must pass
/// `swiftc -parse` (checked for an evenly spread sample of the accepted mutants, in one compiler
/// run per app). `navc` must never crash, on any mutant.
@Suite struct PipelineMutationTests {
    /// How many mutants each app yields.
    static let mutantsPerApp = 60
    /// How many of each app's accepted mutants have their generated Swift parsed.
    static let parsedPerApp = 12

    /// One `.nav` file to mutate.
    struct Input: CustomTestStringConvertible, Sendable {
        var path: String
        var url: URL
        var testDescription: String { path }

        static var all: [Input] {
            GeneratorCase.samples.map { Input(path: $0.path, url: $0.url) }
                + CorpusApp.all.map { Input(path: $0.path, url: $0.url) }
        }
    }

    @Test(arguments: Input.all)
    func acceptedMutantsBuildAndParse(input: Input) throws {
        let navc = try #require(
            Navc.binary, "the navc executable is not next to the test bundle; run swift build")
        let original = try String(contentsOf: input.url, encoding: .utf8)
        var random = MutationRandom(
            seed: UInt64(truncatingIfNeeded: input.path.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        let mutants = (0..<Self.mutantsPerApp).map { _ in Mutator.mutate(original, random: &random) }
        let folder = try Scratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (index, mutant) in mutants.enumerated() {
            files.append(
                try Scratch.write(mutant.text, named: String(format: "m%03d.nav", index), in: folder))
        }
        let rejected = try Navc.filesWithErrors(files, navc: navc, describing: { mutants[$0].description })
        let accepted = files.indices.filter { !rejected.contains($0) }
        // The mutations must exercise both paths: some break the file, some keep it valid.
        #expect(
            !accepted.isEmpty && accepted.count < files.count, "\(accepted.count) of \(files.count) accepted")
        guard !accepted.isEmpty else { return }
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // One build per mutant: the mutants are separate apps, and one command's files form one
        // module, whose generated type names would collide.
        for index in accepted {
            let built = try StubCompiler.run(navc, ["build", "-o", output.path, files[index].path])
            #expect(
                built.status == 0,
                "navc build fails on a mutant navc check accepts (\(mutants[index].description)):\n\(built.output.prefix(2000))"
            )
        }
        let step = max(1, accepted.count / Self.parsedPerApp)
        let sample = stride(from: 0, to: accepted.count, by: step).prefix(Self.parsedPerApp).map {
            accepted[$0]
        }
        var generated: [(name: String, text: String)] = []
        var descriptions: [String] = []
        for index in sample {
            let name = files[index].deletingPathExtension().lastPathComponent + ".swift"
            guard let text = try? String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            else {
                Issue.record("navc build wrote no \(name) for \(mutants[index].description)")
                continue
            }
            generated.append((name, text))
            descriptions.append(mutants[index].description)
        }
        for (index, errors) in try CompilerRuns.parseErrors(generated).sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "\(input.path), \(descriptions[index]): navc check accepts it, but the generated Swift does not parse:\n\(CompilerRuns.annotate(Array(errors.prefix(3)), with: [generated[index]]).joined(separator: "\n"))"
            )
        }
    }

    /// The mutator is deterministic and changes the file.
    @Test func mutationsAreDeterministic() throws {
        let input = try #require(Input.all.first)
        let text = try String(contentsOf: input.url, encoding: .utf8)
        var first = MutationRandom(seed: 7)
        var second = MutationRandom(seed: 7)
        let a = (0..<20).map { _ in Mutator.mutate(text, random: &first) }
        let b = (0..<20).map { _ in Mutator.mutate(text, random: &second) }
        #expect(a.map(\.text) == b.map(\.text))
        #expect(a.contains { $0.text != text })
    }
}

/// The `navc` executable built beside the tests, and the runs of it this test makes.
enum Navc {
    /// `NAVC_BINARY`, or the `navc` in the folder of the running test bundle or above it.
    static let binary: URL? = {
        if let explicit = ProcessInfo.processInfo.environment["NAVC_BINARY"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("navc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// The indices of `files` that `navc check` reports errors in. A run that ends other than
    /// with 0 (clean) or 1 (errors) is a crash or an I/O failure: the files are then checked
    /// one by one, each such failure is recorded with `describing` the file, and the file
    /// counts as rejected so the test goes on.
    static func filesWithErrors(_ files: [URL], navc: URL, describing: (Int) -> String) throws -> Set<Int> {
        let run = try StubCompiler.run(navc, ["check", "--diagnostics-format", "json"] + files.map(\.path))
        if run.status == 0 || run.status == 1 {
            return try errors(in: run.output, files: files)
        }
        var rejected: Set<Int> = []
        for (index, file) in files.enumerated() {
            let single = try StubCompiler.run(navc, ["check", "--diagnostics-format", "json", file.path])
            if single.status == 0 { continue }
            rejected.insert(index)
            if single.status != 1 {
                Issue.record(
                    "navc check exits with \(single.status) on \(describing(index)):\n\(single.output.suffix(600))"
                )
            }
        }
        return rejected
    }

    /// The indices of `files` named by an error in JSON Lines diagnostics.
    private static func errors(in output: String, files: [URL]) throws -> Set<Int> {
        var index: [String: Int] = [:]
        for (position, file) in files.enumerated() { index[file.path] = position }
        var result: Set<Int> = []
        for line in output.split(separator: "\n") where line.hasPrefix("{") {
            let diagnostic = try JSONDecoder().decode(JSONDiagnostic.self, from: Data(line.utf8))
            if diagnostic.severity == .error, let file = index[diagnostic.file] { result.insert(file) }
        }
        return result
    }
}

/// A small, fast, seedable random number generator (SplitMix64), so mutants are the same on
/// every run.
struct MutationRandom: RandomNumberGenerator {
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

/// Token-level mutations that keep a file lexically plausible, so many mutants get past the
/// parser and the checker and reach the generator.
enum Mutator {
    /// A mutated file and what was done to it.
    struct Mutant {
        var text: String
        var description: String
    }

    /// Type spellings a type may be changed to: sugar and desugared forms, qualified names,
    /// nesting, optionals of optionals, misspellings and types that are not values.
    static let types = [
        "Int", "String", "Int8", "UInt64", "Double", "Float", "Bool", "UUID", "URL", "Date", "Data",
        "Decimal",
        "CGFloat", "Character", "Substring", "[Int]", "[String: Int]", "Set<String>", "Int?", "String??",
        "Optional<Int>", "Array<String>", "Dictionary<String, Int>", "Swift.Int", "Foundation.UUID", "Strng",
        "Never", "Void", "[[Int]]", "[UUID]?", "Account.ID",
    ]

    /// Literals a literal may be changed to, including out-of-range integers.
    static let literals = [
        "0", "-1", "300", "1.5", "-0.5", "99999999999999999999", "\"\"", "\"x/y?z\"", "true", "nil",
    ]

    /// Names an identifier may be changed to: Swift keywords and the generated code's names.
    static let names = HostileNames.swiftKeywords + HostileNames.namedInTheIssue

    /// Applies one or two mutations to `text`.
    static func mutate(_ text: String, random: inout MutationRandom) -> Mutant {
        var current = text
        var steps: [String] = []
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            let (next, step) = mutateOnce(current, random: &random)
            current = next
            steps.append(step)
        }
        return Mutant(text: current, description: steps.joined(separator: "; "))
    }

    private static func mutateOnce(_ text: String, random: inout MutationRandom) -> (String, String) {
        let source = SourceFile(path: "m.nav", text: text)
        let tokens = Lexer.tokenize(source).tokens.filter { $0.kind != .endOfFile }
        guard !tokens.isEmpty else { return (text, "nothing to mutate") }
        let bytes = Array(text.utf8)
        func replacing(_ range: ByteRange, with replacement: String) -> String {
            String(
                decoding: bytes[..<range.start] + Array(replacement.utf8) + bytes[range.end...], as: UTF8.self
            )
        }
        func spelled(_ token: Token) -> String { source.text(token.range) }
        let identifiers = tokens.filter { $0.kind == .identifier }
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            // Swap two neighbouring tokens.
            let index = Int.random(in: 0..<max(1, tokens.count - 1), using: &random)
            guard index + 1 < tokens.count else { return (text, "no tokens to swap") }
            let first = tokens[index].range
            let second = tokens[index + 1].range
            let swapped =
                bytes[..<first.start] + bytes[second.start..<second.end] + bytes[first.end..<second.start]
                + bytes[first.start..<first.end] + bytes[second.end...]
            return (
                String(decoding: Array(swapped), as: UTF8.self),
                "swap '\(spelled(tokens[index]))' and '\(spelled(tokens[index + 1]))'"
            )
        case 1, 2:
            // Rename every occurrence of a name, keeping the file consistent.
            guard let token = identifiers.randomElement(using: &random),
                let name = names.randomElement(using: &random)
            else { return (text, "no identifier") }
            let old = spelled(token)
            var result = text
            for other in identifiers.reversed() where spelled(other) == old {
                result = String(
                    decoding: Array(result.utf8)[..<other.range.start] + Array(name.utf8)
                        + Array(result.utf8)[other.range.end...], as: UTF8.self)
            }
            return (result, "rename '\(old)' to '\(name)' everywhere")
        case 3:
            // Rename one occurrence.
            guard let token = identifiers.randomElement(using: &random),
                let name = names.randomElement(using: &random)
            else { return (text, "no identifier") }
            return (replacing(token.range, with: name), "rename one '\(spelled(token))' to '\(name)'")
        case 4:
            // Change a type: an identifier after ':' or '->'.
            let typeStarts = tokens.indices.dropFirst().filter {
                tokens[$0].kind == .identifier && [.colon, .arrow].contains(tokens[$0 - 1].kind)
            }
            guard let index = typeStarts.randomElement(using: &random),
                let type = types.randomElement(using: &random)
            else { return (text, "no type") }
            return (
                replacing(tokens[index].range, with: type),
                "change type '\(spelled(tokens[index]))' to '\(type)'"
            )
        case 5:
            // Change a literal.
            let literalTokens = tokens.filter { $0.kind == .number || $0.kind == .string }
            guard let token = literalTokens.randomElement(using: &random),
                let literal = literals.randomElement(using: &random)
            else { return (text, "no literal") }
            return (replacing(token.range, with: literal), "change literal \(spelled(token)) to \(literal)")
        case 6:
            // Delete a token.
            let token = tokens[Int.random(in: 0..<tokens.count, using: &random)]
            return (replacing(token.range, with: ""), "delete '\(spelled(token))'")
        default:
            // Delete or duplicate a line.
            var lines = text.components(separatedBy: "\n")
            let index = Int.random(in: 0..<lines.count, using: &random)
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if Bool.random(using: &random) {
                lines.remove(at: index)
                return (lines.joined(separator: "\n"), "delete line '\(line)'")
            }
            lines.insert(lines[index], at: index)
            return (lines.joined(separator: "\n"), "duplicate line '\(line)'")
        }
    }
}
