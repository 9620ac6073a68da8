import Foundation
import NavSource

/// Reads `.nav` files and standard input into ``SourceFile`` values, turning every I/O
/// failure into a one-line, catalogued error (NAV5xx).
public enum SourceLoader {
    /// The path that names standard input.
    public static let standardInputPath = "-"

    /// Reads the file at `path`; `-` reads `standardInput` and is reported as `<stdin>`.
    public static func load(_ path: String, standardInput: () -> [UInt8]) -> Result<SourceFile, LoadError> {
        if path == standardInputPath {
            return .success(SourceFile(path: "<stdin>", bytes: standardInput()))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(LoadError(code: .fileNotFound, path: path))
        }
        if isDirectory.boolValue { return .failure(LoadError(code: .isDirectory, path: path)) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(LoadError(code: .unreadableFile, path: path))
        }
        return .success(SourceFile(path: path, bytes: Array(data)))
    }

    /// Writes `text` to `path` atomically: a temporary file beside the target, given the
    /// target's permissions, is renamed over it, so readers never see half a file. A symbolic
    /// link is followed, so the file it points to is rewritten and the link stays a link.
    public static func write(_ text: String, to path: String) -> LoadError? {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let directory = target.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(target.lastPathComponent).navc-\(UUID().uuidString)")
        let manager = FileManager.default
        let permissions = (try? manager.attributesOfItem(atPath: target.path))?[.posixPermissions]
        do {
            try Data(text.utf8).write(to: temporary)
            if let permissions {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, target.path) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
            return nil
        } catch {
            try? manager.removeItem(at: temporary)
            return LoadError(code: .unwritableFile, path: path)
        }
    }
}

/// A file that could not be read or written.
public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalogued reason.
    public var code: DiagnosticCode
    /// The path as the user gave it.
    public var path: String

    /// The one-line message: `error: no such file 'x.nav' [NAV501]`.
    public var description: String {
        "error: \(TextDiagnosticRenderer.printable(code.descriptor.message([path]))) [\(code.id)]"
    }
}
