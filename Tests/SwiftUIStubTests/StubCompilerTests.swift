import Foundation
import TestSupport
import Testing

/// The helper itself: it finds `swiftc`, builds the stub once, and reports outcomes faithfully.
@Suite struct StubCompilerTests {
    /// `swiftc` is found and the stub modules are built, once, into one folder.
    @Test func stubModulesAreBuiltOnce() throws {
        #expect(StubCompiler.swiftc != nil)
        let first = try StubCompiler.moduleDirectory()
        let second = try StubCompiler.moduleDirectory()
        #expect(first == second)
        for module in ["Combine", "SwiftUI"] {
            let path = first.appendingPathComponent("\(module).swiftmodule").path
            #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
        }
    }

    #if os(Linux)
        /// Without `SWIFT_EXEC` or `PATH`, `swiftc` is found next to the loaded Swift runtime.
        @Test func swiftcIsFoundNextToTheLoadedRuntime() throws {
            let swiftc = try #require(StubCompiler.swiftcNextToLoadedRuntime())
            #expect(FileManager.default.isExecutableFile(atPath: swiftc.path))
        }
    #endif

    /// A small view type-checks from source text, with nothing printed.
    @Test func sourceTextTypeChecks() throws {
        let source = """
            import SwiftUI

            struct Hello: View {
                var body: some View { Text("Hello") }
            }
            """
        let result = try StubCompiler.typecheck(sources: [source], swiftVersion: "6", warningsAsErrors: true)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// Several sources form one module, so one may use the other's declarations.
    @Test func sourcesFormOneModule() throws {
        let model = "enum Route: Hashable { case home }"
        let view = """
            import SwiftUI

            struct Root: View {
                @State private var path: [Route] = []
                var body: some View { NavigationStack(path: $path) { Text("Home") } }
            }
            """
        let result = try StubCompiler.typecheck(
            sources: [model, view], swiftVersion: "5", warningsAsErrors: true)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    /// A type error fails the check and the diagnostics name it.
    @Test func typeErrorIsReported() throws {
        let source = """
            import SwiftUI

            struct Broken: View {
                var body: some View { Text(verbatim: 42) }
            }
            """
        let result = try StubCompiler.typecheck(sources: [source], swiftVersion: "6", warningsAsErrors: false)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("error:"), "\(result.diagnostics)")
    }

    /// A warning passes on its own and fails with `-warnings-as-errors`.
    @Test func warningsAsErrorsIsHonored() throws {
        let source = """
            import SwiftUI

            func unused() {
                let title = Text("Unused")
            }
            """
        let lenient = try StubCompiler.typecheck(
            sources: [source], swiftVersion: "6", warningsAsErrors: false)
        #expect(lenient.succeeded, "\(lenient.diagnostics)")
        #expect(lenient.diagnostics.contains("warning:"), "\(lenient.diagnostics)")
        let strict = try StubCompiler.typecheck(sources: [source], swiftVersion: "6", warningsAsErrors: true)
        #expect(!strict.succeeded)
    }

    /// The toolchain's own Observation module (macros included) works on Linux and is not stubbed.
    @Test func observationComesFromTheToolchain() throws {
        let source = """
            import Observation

            @Observable
            final class Counter {
                var value = 0
            }

            func observe(_ counter: Counter) -> some Observable { counter }
            """
        let result = try StubCompiler.typecheck(sources: [source], swiftVersion: "6", warningsAsErrors: true)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    /// `import SwiftUI` alone provides Combine's `ObservableObject`, Foundation and Observation.
    @Test func swiftUIReexportsItsDependencies() throws {
        let source = """
            import SwiftUI

            final class Model: ObservableObject {
                @Published var id = UUID()
            }

            @Observable
            final class Store {
                var url = URL(fileURLWithPath: "/")
            }
            """
        let result = try StubCompiler.typecheck(sources: [source], swiftVersion: "6", warningsAsErrors: true)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    /// An unknown language mode is a setup error, not a failed check.
    @Test func unknownLanguageModeThrows() {
        #expect(throws: StubCompiler.SetupError.self) {
            try StubCompiler.typecheck(sources: [""], swiftVersion: "7", warningsAsErrors: false)
        }
    }

    /// The `bad` probe header names the expected error and nothing else.
    @Test func badProbeHeaderParses() {
        let header = BadProbeHeader("// expect: has no member 'x'\n// Why.\nimport SwiftUI\n")
        #expect(header?.expectedSubstring == "has no member 'x'")
        #expect(BadProbeHeader("import SwiftUI\n") == nil)
        #expect(BadProbeHeader("// expect:   \n") == nil)
    }
}
