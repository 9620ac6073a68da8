import NavSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a generated file as its text arrives, so that the text is never held whole, and
/// leaves the file untouched (its modification date too) when it already holds that text.
///
/// Each piece is compared with the same bytes of the current file. Nothing is written while
/// they agree; at the first difference (or when the file is missing, longer, or not a regular
/// file) the writer starts an ``AtomicOutput``, copies the prefix that agreed from the current
/// file and goes on with the new text. ``finish()`` renames the new file over the old one.
public struct GeneratedFileWriter {
    /// What became of the output.
    public enum Outcome: Equatable, Sendable {
        /// The file already held the text.
        case unchanged
        /// The file was missing or different: rewritten, or only found stale when checking.
        case changed
    }

    /// The output as the user named it.
    private let path: String
    /// Whether the file is only compared, never written (`navc build --check`).
    private let checkOnly: Bool
    /// Runs once before the first byte is written (to create the output folder).
    private let prepare: () -> LoadError?
    /// Whether a new file first removes the temporary files earlier runs left for it.
    private let tidying: Bool
    /// The current file, read alongside the text while they agree.
    private var current: Int32?
    /// How many bytes of the text agree with the current file.
    private var agreeing = 0
    /// The new file, once the text differs.
    private var output: AtomicOutput?
    private var differs = false
    /// The first error; nothing more is done after it.
    private var failure: LoadError?
    /// Space for the bytes of the current file that a piece is compared with.
    private var scratch: [UInt8] = []

    /// A writer for the output at `path`; `prepare` runs before anything is written, and may
    /// fail. With `tidying` false, the caller has removed stale temporary files already
    /// (``removeStaleTemporaries(ofOutputs:)``).
    public init(
        path: String, checkOnly: Bool, tidying: Bool = true, prepare: @escaping () -> LoadError? = { nil }
    ) {
        self.path = path
        self.checkOnly = checkOnly
        self.tidying = tidying
        self.prepare = prepare
        // Without O_NONBLOCK, opening a pipe to read would wait for a writer.
        let descriptor = RawPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        var status = stat()
        if descriptor >= 0 && fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG {
            current = descriptor
        } else {
            if descriptor >= 0 { close(descriptor) }
            differs = true
        }
    }

    /// Adds the next piece of the text.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !bytes.isEmpty else { return }
        if !differs {
            if let current, readCurrent(current, count: bytes.count) == bytes.count,
                scratch.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 })
            {
                agreeing += bytes.count
                return
            }
            differs = true
        }
        guard !checkOnly else { return }
        if output == nil && !startOutput() { return }
        output?.write(bytes)
    }

    /// Ends the text: renames the new file over the old one when they differ. In check mode,
    /// or on failure, writes nothing.
    public mutating func finish() -> Result<Outcome, LoadError> {
        defer {
            if let current { close(current) }
            current = nil
        }
        // The text agrees with the start of the file: is that all of it?
        if failure == nil && !differs, let current {
            if readCurrent(current, count: 1) == 0 { return .success(.unchanged) }
            differs = true
        }
        if let failure { return .failure(failure) }
        if checkOnly { return .success(.changed) }
        if output == nil && !startOutput() { return .failure(failure!) }
        if let error = output?.commit() { return .failure(error) }
        return .success(.changed)
    }

    /// Creates the new file and copies into it the bytes that agreed; false on failure.
    private mutating func startOutput() -> Bool {
        if let error = prepare() {
            failure = error
            return false
        }
        switch AtomicOutput.create(for: path, tidying: tidying) {
        case .failure(let error):
            failure = error
            return false
        case .success(let created): output = created
        }
        var copied = 0
        while copied < agreeing, let current {
            let wanted = min(1 << 16, agreeing - copied)
            if scratch.count < wanted { scratch = [UInt8](repeating: 0, count: wanted) }
            let count = scratch.withUnsafeMutableBytes {
                pread(current, $0.baseAddress, wanted, off_t(copied))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                failure = LoadError(
                    code: .unreadableFile, path: RawPath.display(path),
                    reason: (count == 0 ? SystemError(EIO) : .current).reason)
                return false
            }
            scratch.withUnsafeBytes { output?.write(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            copied += count
        }
        return true
    }

    /// Reads up to `count` next bytes of the current file into ``scratch``: how many it read
    /// (fewer at the end of the file), or -1 when the file cannot be read.
    private mutating func readCurrent(_ descriptor: Int32, count: Int) -> Int {
        if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
        var filled = 0
        while filled < count {
            let result = scratch.withUnsafeMutableBytes {
                systemRead(descriptor, $0.baseAddress! + filled, count - filled)
            }
            if result < 0 && errno == EINTR { continue }
            if result < 0 { return -1 }
            if result == 0 { break }
            filled += result
        }
        return filled
    }
}

extension GeneratedFileWriter {
    /// Removes the temporary files that earlier runs left for any of the outputs at `paths`,
    /// listing each folder once (a writer would list its folder for its own file): before a
    /// command writes many files into one folder, which its writers then create with `tidying`
    /// false. Failures are ignored, as when a writer tidies.
    public static func removeStaleTemporaries(ofOutputs paths: [String]) {
        var namesByFolder: [String: Set<String>] = [:]
        for path in paths {
            guard case .success(let target) = SourceLoader.resolveOutput(path) else { continue }
            let (directory, name) = SourceLoader.split(target)
            namesByFolder[directory, default: []].insert(name)
        }
        for (directory, names) in namesByFolder {
            SourceLoader.removeStaleTemporaries(of: names, in: directory)
        }
    }
}
