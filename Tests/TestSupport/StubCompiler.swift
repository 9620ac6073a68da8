import Foundation

/// Type-checks Swift sources against the SwiftUI interface stub in `Tests/SwiftUIStub`.
///
/// SwiftUI exists only on Apple's systems, so code that uses it is checked on Linux by running
/// `swiftc -typecheck` against a stub of its interface. The stub is two modules, `Combine` and `SwiftUI`
/// (which re-exports `Combine`, `Foundation` and `Observation`, as Apple's does); they are compiled once
/// per process, on first use, into a temporary directory, and every later call reuses them. All members
/// are safe to call from concurrently running tests.
///
/// It lives in the `TestSupport` target, shared by every test target that checks Swift code. It finds
/// the stub sources relative to its own location (`../SwiftUIStub`), and `SWIFTUI_STUB_DIR`
/// overrides that location.
///
/// ```swift
/// let result = try StubCompiler.typecheck(sources: [code], swiftVersion: "6", warningsAsErrors: true)
/// #expect(result.succeeded, "\(result.diagnostics)")
/// ```
public enum StubCompiler {
    /// Why the stub could not be used at all (as opposed to probe code failing to type-check).
    public struct SetupError: Error, CustomStringConvertible {
        /// What went wrong, with the compiler's output when there is one.
        public var description: String
    }

    /// The outcome of a type-check: whether it succeeded, and everything the compiler printed.
    public typealias Outcome = (succeeded: Bool, diagnostics: String)

    /// The module name given to the code being checked, so a type named like a file cannot clash.
    public static let checkedModuleName = "StubChecked"

    /// The folder holding `Combine.swift` and `SwiftUI.swift`.
    public static var stubDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["SWIFTUI_STUB_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SwiftUIStub", isDirectory: true)
    }

    /// The `swiftc` this process uses, found once: `SWIFT_EXEC` if set, else the first `swiftc` on
    /// `PATH`, else the one in the toolchain whose Swift runtime this process has loaded.
    public static let swiftc: URL? = locateSwiftc()

    /// The module cache shared by every run: `swiftc` keeps it safe for concurrent use, and reusing it
    /// spares rebuilding the system modules (30 MB) in each test process.
    public static let moduleCache = FileManager.default.temporaryDirectory
        .appendingPathComponent("SwiftUIStub-ModuleCache", isDirectory: true)

    /// The folder holding `Combine.swiftmodule` and `SwiftUI.swiftmodule`, compiled on first use and
    /// removed when the process exits.
    ///
    /// The stub is compiled once per process: Swift initializes a static stored property exactly once,
    /// even when several threads ask for it at the same time, so concurrent tests wait for one build.
    public static func moduleDirectory() throws -> URL {
        try compiledStub.get()
    }

    /// Type-checks the given files against the stub.
    ///
    /// - Parameters:
    ///   - files: Swift source files; they form one module, named `checkedModuleName`.
    ///   - swiftVersion: The language mode, `"5"` or `"6"`.
    ///   - warningsAsErrors: Whether to pass `-warnings-as-errors`, so that any warning fails the check.
    /// - Returns: Whether `swiftc` succeeded, and its diagnostics (standard output and error, merged).
    /// - Throws: `SetupError` when `swiftc` cannot be found or the stub itself does not compile.
    public static func typecheck(
        files: [URL], swiftVersion: String = "6", warningsAsErrors: Bool = true, searchPaths: [URL] = []
    )
        throws
        -> Outcome
    {
        guard ["4", "4.2", "5", "6"].contains(swiftVersion) else {
            throw SetupError(description: "unsupported Swift language mode \(swiftVersion)")
        }
        let modules = try moduleDirectory()
        var arguments = [
            "-typecheck", "-parse-as-library", "-module-name", checkedModuleName, "-diagnostic-style", "llvm",
            "-I", modules.path,
            "-module-cache-path", moduleCache.path,
            "-swift-version", swiftVersion,
        ]
        if warningsAsErrors {
            arguments.append("-warnings-as-errors")
        }
        for path in searchPaths { arguments += ["-I", path.path] }
        arguments += files.map(\.path)
        let result = try run(try requireSwiftc(), arguments)
        return (result.status == 0, result.output)
    }

    /// Compiles `files` into the module `name` in `folder` (`folder/name.swiftmodule`), against
    /// the stub when `withStub` is true (so `#if canImport(SwiftUI)` holds) or without it, as
    /// on a platform without SwiftUI.
    public static func emitModule(
        named name: String, files: [URL], into folder: URL, withStub: Bool, swiftVersion: String = "6",
        searchPaths: [URL] = []
    ) throws -> Outcome {
        var arguments = [
            "-emit-module", "-parse-as-library", "-module-name", name, "-diagnostic-style", "llvm",
            "-module-cache-path", moduleCache.path, "-swift-version", swiftVersion, "-warnings-as-errors",
            "-o", folder.appendingPathComponent("\(name).swiftmodule").path,
        ]
        if withStub { arguments += ["-I", try moduleDirectory().path] }
        for path in searchPaths { arguments += ["-I", path.path] }
        arguments += files.map(\.path)
        let result = try run(try requireSwiftc(), arguments)
        return (result.status == 0, result.output)
    }

    /// Type-checks the given source texts against the stub, as files `Source0.swift`, `Source1.swift`...
    ///
    /// - Parameters:
    ///   - sources: The contents of the Swift files to check together.
    ///   - swiftVersion: The language mode, `"5"` or `"6"`.
    ///   - warningsAsErrors: Whether to pass `-warnings-as-errors`, so that any warning fails the check.
    /// - Returns: Whether `swiftc` succeeded, and its diagnostics (standard output and error, merged).
    /// - Throws: `SetupError` when `swiftc` cannot be found or the stub itself does not compile, or any
    ///   error from writing the temporary files.
    public static func typecheck(
        sources: [String], swiftVersion: String = "6", warningsAsErrors: Bool = true, searchPaths: [URL] = []
    )
        throws
        -> Outcome
    {
        let folder = try moduleDirectory().appendingPathComponent("sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for (index, source) in sources.enumerated() {
            let file = folder.appendingPathComponent("Source\(index).swift")
            try Data(source.utf8).write(to: file)
            files.append(file)
        }
        return try typecheck(
            files: files, swiftVersion: swiftVersion, warningsAsErrors: warningsAsErrors,
            searchPaths: searchPaths)
    }

    // MARK: - Building the stub

    /// The compiled stub, or why it could not be built; computed once, on first use.
    private static let compiledStub: Result<URL, SetupError> = Result { try compileStub() }
        .mapError { $0 as? SetupError ?? SetupError(description: "\($0)") }

    /// Compiles `Combine.swift`, then `SwiftUI.swift` against it, into a fresh temporary folder.
    private static func compileStub() throws -> URL {
        let compiler = try requireSwiftc()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "SwiftUIStub-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        atexit { StubCompiler.removeCompiledStub() }
        // Both modules are built in Swift 5 mode, as Apple builds its SDK modules, so static `let`s of
        // non-`Sendable` types (such as `ToolbarItemPlacement.automatic`) are accepted.
        for module in ["Combine", "SwiftUI"] {
            let source = stubDirectory.appendingPathComponent("\(module).swift")
            guard FileManager.default.fileExists(atPath: source.path) else {
                throw SetupError(description: "missing stub source \(source.path)")
            }
            let result = try run(
                compiler,
                [
                    "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "5",
                    "-warnings-as-errors", "-I", output.path,
                    "-module-cache-path", moduleCache.path,
                    "-o", output.appendingPathComponent("\(module).swiftmodule").path,
                    source.path,
                ])
            guard result.status == 0 else {
                throw SetupError(description: "the \(module) stub does not compile:\n\(result.output)")
            }
        }
        return output
    }

    /// Deletes this process's compiled stub; registered with `atexit` once the folder exists.
    private static func removeCompiledStub() {
        if case .success(let folder) = compiledStub {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    // MARK: - Finding and running swiftc

    /// `swiftc`, or a `SetupError` saying where it was looked for.
    public static func requireSwiftc() throws -> URL {
        guard let swiftc else {
            throw SetupError(
                description: "swiftc not found: set SWIFT_EXEC, put swiftc on PATH, or run under a toolchain")
        }
        return swiftc
    }

    /// Finds `swiftc` in the order that the `swiftc` property documents.
    private static func locateSwiftc() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFT_EXEC"], FileManager.default.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder), isDirectory: true)
                .appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return swiftcNextToLoadedRuntime()
    }

    /// The `bin/swiftc` above the Swift runtime library this process has loaded, if any.
    ///
    /// On Linux the runtime is the toolchain's own (`<toolchain>/usr/lib/swift/linux/libswiftCore.so`,
    /// listed in `/proc/self/maps`), so walking up from it reaches `<toolchain>/usr/bin/swiftc`. On Apple
    /// platforms the runtime lives in the OS and this finds nothing, but there `swiftc` is on `PATH`.
    public static func swiftcNextToLoadedRuntime() -> URL? {
        // `/proc` files report a size of 0, so read to the end rather than by the file's size.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
        defer { try? file.close() }
        let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        guard let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
            let start = line.firstIndex(of: "/")
        else {
            return nil
        }
        var folder = URL(fileURLWithPath: String(line[start...])).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("bin").appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Runs a program to completion and returns its exit status and merged output.
    ///
    /// Standard output and standard error share one pipe that is read to its end before waiting for the
    /// exit, so a chatty compiler can never block on a full pipe while this process waits for it.
    public static func run(_ program: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        try? pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
