import Foundation
import NavSource
import TestSupport
import Testing

/// Locates fixture files and compares outputs with their golden files.
///
/// Set `NAVC_UPDATE_GOLDENS=1` to rewrite every golden file from the current output instead
/// of comparing; review the result with `git diff` before committing.
enum Fixtures {
    /// The `Fixtures` folder in the source tree (not a bundle copy, so goldens can be rewritten).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    /// The repository's root folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the files in `folder` ending in `suffix`, sorted, without the suffix.
    ///
    /// Throws when the folder is missing, cannot be read or holds no such file, so a test whose
    /// arguments come from here fails instead of running no case.
    static func names(in folder: String, suffix: String) throws -> [String] {
        let files = try FixtureListing.files(in: root.appendingPathComponent(folder), suffix: suffix)
        return files.map { String($0.dropLast(suffix.count)) }
    }

    /// The sample `.nav` files under `Samples/`, as paths relative to the repository root.
    ///
    /// Throws when there are none, like ``names(in:suffix:)``.
    static func samplePaths() throws -> [String] {
        try FixtureListing.files(
            in: repositoryRoot.appendingPathComponent("Samples"), suffix: ".nav", recursive: true
        )
        .map { "Samples/" + $0 }
    }

    /// Reads a file's bytes (relative to the fixtures root unless absolute).
    static func bytes(_ path: String, relativeTo base: URL = root) -> [UInt8] {
        Array((try? Data(contentsOf: base.appendingPathComponent(path))) ?? Data())
    }

    /// Compares `actual` with the golden file at `path`, or rewrites it when updating.
    static func expectGolden(
        _ actual: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        if let mismatch = Golden.mismatch(actual, golden: root.appendingPathComponent(path)) {
            Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
        }
    }
}

/// One `// expected-error {{message}}` annotation in a diagnostics fixture.
///
/// The form follows Swift's `-verify`: `expected-error`, `expected-warning` or `expected-note`,
/// optionally `@+N` or `@-N` to point N lines below or above the comment's line, then the
/// message, or a part of it, in double braces.
struct ExpectedDiagnostic: Hashable, CustomStringConvertible {
    var severity: Severity
    var line: Int
    var message: String

    var description: String { "line \(line): \(severity.rawValue): \(message)" }

    /// Every annotation in `text`, with the line each refers to.
    static func parse(_ text: String) -> [ExpectedDiagnostic] {
        var result: [ExpectedDiagnostic] = []
        let pattern = /expected-(error|warning|note)(@[+-]\d+)?\s*\{\{(.*?)\}\}/
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: pattern) {
                let offset = match.output.2.map { Int($0.dropFirst())! } ?? 0
                result.append(
                    ExpectedDiagnostic(
                        severity: Severity(rawValue: String(match.output.1))!, line: index + 1 + offset,
                        message: String(match.output.3)))
            }
        }
        return result
    }
}

/// Lists the files of a fixture folder, failing loudly when the listing would be empty.
enum FixtureListing {
    /// Why a listing found nothing.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The paths relative to `folder` of its files ending in `suffix`, sorted; with `recursive`,
    /// those of its subfolders too. Throws when the folder is missing or unreadable, or when no
    /// file matches.
    static func files(in folder: URL, suffix: String, recursive: Bool = false) throws -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(description: "fixture folder \(folder.path) does not exist")
        }
        let entries: [String]
        if recursive {
            guard let enumerator = manager.enumerator(atPath: folder.path) else {
                throw Failure(description: "cannot list fixture folder \(folder.path)")
            }
            entries = enumerator.compactMap { $0 as? String }
        } else {
            do {
                entries = try manager.contentsOfDirectory(atPath: folder.path)
            } catch {
                throw Failure(description: "cannot list fixture folder \(folder.path): \(error)")
            }
        }
        let matches = entries.filter { $0.hasSuffix(suffix) }.sorted()
        guard !matches.isEmpty else {
            throw Failure(description: "fixture folder \(folder.path) has no *\(suffix) file")
        }
        return matches
    }
}
