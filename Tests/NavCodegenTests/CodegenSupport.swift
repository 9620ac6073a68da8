import Foundation
import NavCodegen
import NavDriver
import NavPlan
import NavSemantics
import NavSource
import NavSyntax
import TestSupport
import Testing

/// One `.nav` file the generator is tested on: a sample app or a fixture.
struct GeneratorCase: CustomTestStringConvertible, Sendable {
    /// The path printed in the generated header, relative to the repository root.
    var path: String
    /// The `.nav` file on disk.
    var url: URL
    /// The golden Swift file on disk.
    var golden: URL
    /// The hand-written Swift files that complete the app (sample views), if any.
    var companions: [URL]

    var testDescription: String { path }

    /// Why the listing that produced this case found nothing, for the stand-in case that a
    /// listing returns instead of an empty list: every test that uses it fails with this reason.
    var listingFailure: String?

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every sample app, with its hand-written views.
    ///
    /// When `Samples/` is missing or holds no app, the list is one stand-in case whose tests
    /// fail (a parameterized test over an empty list would silently run no case).
    static var samples: [GeneratorCase] {
        let samples = repositoryRoot.appendingPathComponent("Samples")
        let enumerator = FileManager.default.enumerator(atPath: samples.path)
        // Each app is `Samples/<App>/<Name>.nav`; deeper files belong to sample packages whose
        // build plugin generates their Swift, so they have no checked-in output.
        let paths = (enumerator?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".nav") && $0.split(separator: "/").count == 2 }.sorted()
        guard !paths.isEmpty else {
            return [failedListing("no Samples/<App>/<Name>.nav file in \(samples.path)")]
        }
        return paths.map { relative in
            let url = samples.appendingPathComponent(relative)
            let base = url.deletingPathExtension().lastPathComponent
            let folder = url.deletingLastPathComponent()
            let companions = ["\(base)Views.swift", "\(base)App.swift"].map {
                folder.appendingPathComponent($0)
            }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            return GeneratorCase(
                path: "Samples/" + relative, url: url,
                golden: url.deletingPathExtension().appendingPathExtension("swift"), companions: companions)
        }
    }

    /// Every generator fixture in `Fixtures/`, or a failing stand-in case when there is none.
    static var fixtures: [GeneratorCase] { listing(of: "Fixtures") }

    /// Every construct snapshot in `Snapshots/`, or a failing stand-in case when there is none.
    static var snapshots: [GeneratorCase] { listing(of: "Snapshots") }

    /// The `.nav` files of `folder` beside this file, each with its golden of the same name.
    private static func listing(of folderName: String) -> [GeneratorCase] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            folderName)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".nav")
            }
            .sorted()
        } catch {
            return [failedListing("cannot list \(folder.path): \(error)")]
        }
        guard !names.isEmpty else { return [failedListing("no .nav file in \(folder.path)")] }
        return names.map { name in
            let url = folder.appendingPathComponent(name)
            return GeneratorCase(
                path: "\(folderName)/" + name, url: url,
                golden: url.deletingPathExtension().appendingPathExtension("swift"),
                companions: [])
        }
    }

    static var all: [GeneratorCase] { samples + fixtures }

    /// The options `navc build` uses for the case.
    var options: GeneratorOptions { GeneratorOptions(sourcePath: path, toolVersion: "0.1.0") }

    /// The stand-in case for a listing that found nothing.
    private static func failedListing(_ reason: String) -> GeneratorCase {
        let nowhere = URL(fileURLWithPath: "/nonexistent/listing-failed.nav")
        return GeneratorCase(
            path: "<listing failed>", url: nowhere, golden: nowhere, companions: [], listingFailure: reason)
    }

    /// The case's source file.
    func source() throws -> SourceFile {
        if let listingFailure { throw ListingFailure(description: listingFailure) }
        return SourceFile(path: path, bytes: Array(try Data(contentsOf: url)))
    }

    /// The checked model of the case, which must have no errors.
    func model() throws -> SemanticModel {
        let result = Pipeline.check(try source(), options: options)
        if result.hasErrors {
            Issue.record("\(path) has errors: \(result.diagnostics.map(\.message))")
        }
        return try #require(result.model)
    }

    /// The plan of the case, which must have no errors, made as `navc build` makes it: from a
    /// model given away to the planner.
    func plan() throws -> NavigationPlan {
        let result = Pipeline.check(try source(), options: options, keepsModel: false)
        if result.hasErrors {
            Issue.record("\(path) has errors: \(result.diagnostics.map(\.message))")
        }
        return try #require(result.plan)
    }

    /// The generated file, as `navc build` writes it.
    func generate() throws -> GeneratedFile {
        SwiftGenerator.generate(try plan(), sourcePath: path)
    }
}

/// A fixture listing found no file.
struct ListingFailure: Error, CustomStringConvertible {
    var description: String
}

/// Scratch folders for compiler runs.
enum Scratch {
    /// A new empty folder, removed by the caller.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navc-codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` into `folder` as `name` and returns its URL.
    static func write(_ text: String, named name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}

/// Which platform's `#if os(...)` branches a type-check sees. On Linux both `os(iOS)` and
/// `os(macOS)` are false, so the platform branches are checked by rewriting the conditions in a
/// copy of the files.
enum PlatformFlavor: String, CaseIterable, Sendable {
    case linux, iOS, macOS

    func apply(to text: String) -> String {
        switch self {
        case .linux: text
        case .iOS:
            text.replacingOccurrences(of: "os(iOS)", with: "true").replacingOccurrences(
                of: "os(macOS)", with: "false")
        case .macOS:
            text.replacingOccurrences(of: "os(iOS)", with: "false").replacingOccurrences(
                of: "os(macOS)", with: "true")
        }
    }
}
