import NavSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written atomically: the text goes into a temporary file beside the target, given the
/// target's permissions, which ``commit()`` renames over the target, so readers never see half
/// a file.
///
/// A symbolic link is followed, so the file it points to is rewritten and the link stays a
/// link; a link that leads nowhere (dangling, or a loop) is refused rather than replaced.
/// Temporary files that earlier runs left behind for the same target (killed builds) are
/// removed first: those whose process is gone, and any older than
/// ``SourceLoader/staleTemporaryAge``.
///
/// A target that is neither a regular file nor a directory (`/dev/null`, a pipe, a socket) is
/// written in place, as compilers write `-o /dev/null`: renaming a file over it would replace
/// the device or pipe with a regular file.
public struct AtomicOutput {
    /// The path as the user gave it, for messages.
    private let shownPath: String
    /// The file that is replaced: the path, or where its symbolic link leads.
    private let target: String
    /// The temporary file renamed over the target, or nil when the target is written in place.
    private let temporary: String?
    private let descriptor: Int32
    /// The target's permission bits, when it exists.
    private let mode: mode_t?
    /// The first failed write, reported by ``commit()``.
    private var failure: SystemError?

    /// Creates the temporary file for the output `path`, first removing the ones earlier runs
    /// left for it unless `tidying` is false (the caller tidied the folder for all its outputs,
    /// ``GeneratedFileWriter/removeStaleTemporaries(ofOutputs:)``).
    public static func create(for path: String, tidying: Bool = true) -> Result<AtomicOutput, LoadError> {
        let shownPath = RawPath.display(path)
        let target: String
        switch SourceLoader.resolveOutput(path) {
        case .success(let resolved): target = resolved
        case .failure(let error): return .failure(error)
        }
        var existing = stat()
        let targetExists = RawPath.withCString(target) { stat($0, &existing) } == 0
        if targetExists && (existing.st_mode & S_IFMT) == S_IFDIR {
            return .failure(
                LoadError(code: .unwritableFile, path: shownPath, reason: SystemError(EISDIR).reason))
        }
        if targetExists && (existing.st_mode & S_IFMT) != S_IFREG {
            let descriptor = RawPath.withCString(target) { open($0, O_WRONLY | O_CLOEXEC) }
            guard descriptor >= 0 else {
                return .failure(
                    LoadError(code: .unwritableFile, path: shownPath, reason: SystemError.current.reason))
            }
            return .success(
                AtomicOutput(
                    shownPath: shownPath, target: target, temporary: nil, descriptor: descriptor, mode: nil))
        }
        let (directory, name) = SourceLoader.split(target)
        if tidying { SourceLoader.removeStaleTemporaries(of: name, in: directory) }
        let temporary =
            (directory.isEmpty ? "" : directory + "/") + SourceLoader.temporaryPrefix(for: name)
            + "\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 16))"
        let descriptor = RawPath.withCString(temporary) {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else {
            return .failure(
                LoadError(code: .unwritableFile, path: shownPath, reason: SystemError.current.reason))
        }
        return .success(
            AtomicOutput(
                shownPath: shownPath, target: target, temporary: temporary, descriptor: descriptor,
                mode: targetExists ? existing.st_mode & 0o7777 : nil))
    }

    /// Appends `bytes`; after a failure, writes nothing more (``commit()`` reports it).
    public mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        failure = SourceLoader.writeAll(bytes, to: descriptor)
    }

    /// Gives the file the target's permissions and renames it over the target; on any failure
    /// removes it and returns the error. A target written in place is only closed.
    public func commit() -> LoadError? {
        var failure = failure
        if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = .current }
        if close(descriptor) != 0 && failure == nil { failure = .current }
        guard let temporary else {
            return failure.map { LoadError(code: .unwritableFile, path: shownPath, reason: $0.reason) }
        }
        if failure == nil {
            let renamed = RawPath.withCString(temporary) { from in
                RawPath.withCString(target) { to in rename(from, to) }
            }
            if renamed != 0 { failure = .current }
        }
        guard let failure else { return nil }
        _ = RawPath.withCString(temporary) { unlink($0) }
        return LoadError(code: .unwritableFile, path: shownPath, reason: failure.reason)
    }
}
