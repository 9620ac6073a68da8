import Foundation
import NavDriver
import NavSource
import NavSyntax
import Testing

/// The diagnostic catalog is complete, consistent and proven: every code's example triggers it.
@Suite struct CatalogTests {
    /// Codes reported by the front end: their example source, when parsed, reports the code.
    @Test(arguments: DiagnosticCode.allCases.filter { $0.rawValue < 200 })
    func exampleTriggersFrontEndCode(code: DiagnosticCode) {
        let source = SourceFile(path: "example.nav", bytes: code.descriptor.exampleBytes)
        let reported = Pipeline.parse(source).diagnostics.map(\.code)
        #expect(reported.contains(code), "example for \(code.id) reported \(reported.map(\.id))")
    }

    /// Codes reported by the checker and the linter: their example, linted, reports the code.
    @Test(arguments: DiagnosticCode.allCases.filter { (200..<500).contains($0.rawValue) })
    func exampleTriggersCheckerOrLintCode(code: DiagnosticCode) {
        let source = SourceFile(path: "example.nav", bytes: code.descriptor.exampleBytes)
        let parsed = Pipeline.parse(source)
        #expect(
            parsed.diagnostics.isEmpty,
            "example for \(code.id) must parse cleanly: \(parsed.diagnostics.map(\.message))")
        let reported = Pipeline.lint(source).diagnostics.map(\.code)
        #expect(reported.contains(code), "example for \(code.id) reported \(reported.map(\.id))")
    }

    /// I/O codes: each is produced by the loader in the situation its example describes.
    @Test func ioCodesAreTriggeredByTheirSituations() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navc-catalog-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let noInput: () -> [UInt8] = { [] }

        let missing = SourceLoader.load(
            directory.appendingPathComponent("missing.nav").path, standardInput: noInput)
        #expect(missing.failureCode == .fileNotFound)
        #expect(SourceLoader.load(directory.path, standardInput: noInput).failureCode == .isDirectory)
        // Permissions do not stop root, so use a file the kernel refuses to read whole.
        #expect(SourceLoader.load("/proc/self/mem", standardInput: noInput).failureCode == .unreadableFile)
        let unwritable = directory.appendingPathComponent("no-such-folder/app.nav").path
        #expect(SourceLoader.write("x", to: unwritable)?.code == .unwritableFile)
    }

    /// Every code has a unique kebab-case name, a printed ID in its stage's range, and a
    /// message that is one lowercase phrase without a final period.
    @Test(arguments: DiagnosticCode.allCases)
    func entryIsWellFormed(code: DiagnosticCode) {
        let descriptor = code.descriptor
        #expect(code.id == String(format: "NAV%03d", code.rawValue))
        #expect(DiagnosticCode(id: code.id) == code)
        #expect(descriptor.name.allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber })
        #expect(!descriptor.template.hasSuffix("."))
        // Messages start lowercase, unless they start with a proper name.
        let properNames = ["UTF", "NUL", "SwiftUI"]
        #expect(
            !descriptor.template.first!.isUppercase
                || properNames.contains { descriptor.template.hasPrefix($0) })
        #expect(!descriptor.explanation.isEmpty && !descriptor.example.isEmpty)
        let stage = code.rawValue / 100
        #expect([0, 1, 2, 3, 4, 5, 6].contains(stage))
    }

    /// The examples of the byte-level lexing codes hold the bytes themselves (the tests above
    /// feed them to the lexer), and are shown with those bytes drawn as symbols.
    @Test func byteExamplesHoldTheirBytesAndAreDrawnVisibly() {
        let invalid = DiagnosticCode.invalidUTF8.descriptor
        #expect(String(validating: invalid.exampleBytes, as: UTF8.self) == nil)
        #expect(invalid.example == "route home -> Home { title \"\u{FFFD}(\" }\n")
        #expect(invalid.exampleNote?.contains("0xC3") == true)
        let nul = DiagnosticCode.nulByte.descriptor
        #expect(nul.exampleBytes.contains(0))
        #expect(nul.example == "route home -> Home {}\u{2400}\n")
        #expect(nul.exampleNote?.hasPrefix("In the example, \u{2400} stands for a NUL byte") == true)
    }

    /// An example that is valid UTF-8 without a NUL byte is shown exactly as it is, with no
    /// note, and never holds a symbol that would read as a drawn byte.
    @Test(arguments: DiagnosticCode.allCases)
    func textExampleIsShownAsItIs(code: DiagnosticCode) {
        let descriptor = code.descriptor
        guard descriptor.exampleNote == nil else { return }
        #expect(descriptor.example == String(decoding: descriptor.exampleBytes, as: UTF8.self))
        #expect(!descriptor.example.contains(DiagnosticDescriptor.nulSymbol))
        #expect(!descriptor.example.contains(DiagnosticDescriptor.invalidByteSymbol))
    }

    /// A descriptor draws each NUL and each invalid byte, and its note names both.
    @Test func drawingCoversNulAndEveryInvalidByte() {
        let descriptor = DiagnosticDescriptor(
            name: "sample", severity: .error, template: "sample", explanation: "A sample.",
            exampleBytes: [0x61, 0x00, 0xFF, 0xFE, 0x62])
        #expect(descriptor.example == "a\u{2400}\u{FFFD}\u{FFFD}b")
        #expect(
            descriptor.exampleNote
                == "In the example, \u{2400} stands for a NUL byte (0x00) and \u{FFFD} for a byte that is not valid UTF-8 (here 0xFF, 0xFE); the file itself holds the bytes."
        )
    }

    /// Names are unique, so SARIF rule names and `navc explain` stay unambiguous.
    @Test func namesAreUnique() {
        let names = DiagnosticCode.allCases.map(\.descriptor.name)
        #expect(Set(names).count == names.count)
    }
}

extension Result where Failure == LoadError {
    /// The failure's code, or nil on success.
    fileprivate var failureCode: DiagnosticCode? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}
