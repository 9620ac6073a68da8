import NavSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads `.nav` files and standard input into ``SourceFile`` values and writes generated files,
/// turning every I/O failure into a one-line, catalogued error (NAV5xx) that gives the system's
/// reason.
///
/// Files are read with `open` and `read` until the end, so pipes, FIFOs, `/dev/stdin` and
/// process substitutions (`navc check <(cat app.nav)`) work like regular files. Paths may hold
/// bytes that are not UTF-8 (see ``RawPath``).
public enum SourceLoader {
    /// The path that names standard input.
    public static let standardInputPath = "-"

    /// The name diagnostics give standard input.
    public static let standardInputName = "<stdin>"

    /// The largest input read, so a path such as `/dev/zero` ends in an error, not in memory
    /// exhaustion.
    public static let maximumInputSize = 256 << 20

    /// Reads the file at `path`; `-` reads `standardInput` and is reported as `<stdin>`.
    public static func load(_ path: String, standardInput: () throws -> [UInt8]) -> Result<
        SourceFile, LoadError
    > {
        if path == standardInputPath {
            do {
                return .success(SourceFile(path: standardInputName, bytes: try standardInput()))
            } catch {
                let reason = (error as? SystemError)?.reason ?? "\(error)"
                return .failure(
                    LoadError(code: .unreadableStandardInput, path: standardInputName, reason: reason))
            }
        }
        let shownPath = RawPath.display(path)
        let descriptor = RawPath.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let error = SystemError.current
            if error.number == ENOENT { return .failure(LoadError(code: .fileNotFound, path: shownPath)) }
            return .failure(LoadError(code: .unreadableFile, path: shownPath, reason: error.reason))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            return .failure(LoadError(code: .isDirectory, path: shownPath))
        }
        let size = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        switch readAll(descriptor, expectedSize: size) {
        case .success(let bytes): return .success(SourceFile(path: shownPath, bytes: bytes))
        case .failure(let error):
            return .failure(LoadError(code: .unreadableFile, path: shownPath, reason: error.reason))
        }
    }

    /// Reads `descriptor` to its end, retrying interrupted reads; fails past
    /// ``maximumInputSize``. `expectedSize` (a regular file's size) is only a hint: that many
    /// bytes are read straight into the array, so a large file is not copied as it grows.
    public static func readAll(_ descriptor: Int32, expectedSize: Int = 0) -> Result<[UInt8], SystemError> {
        var failure: SystemError?
        var ended = false
        // One byte more than expected, so that a file of the expected size ends in this read.
        let first = min(max(expectedSize, 0), maximumInputSize) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
            (count, ended, failure) = readChunk(descriptor, into: buffer)
        }
        var chunk = [UInt8](repeating: 0, count: ended || failure != nil ? 0 : 64 << 10)
        while !ended && failure == nil {
            if bytes.count > maximumInputSize { return .failure(SystemError(EFBIG)) }
            let (count, end, error) = chunk.withUnsafeMutableBufferPointer { readChunk(descriptor, into: $0) }
            bytes += chunk[0..<count]
            (ended, failure) = (end, error)
        }
        if let failure { return .failure(failure) }
        if bytes.count > maximumInputSize { return .failure(SystemError(EFBIG)) }
        return .success(bytes)
    }

    /// Fills `buffer` from `descriptor` as far as it can: how many bytes it read, whether the
    /// end was reached, and the error that stopped it, if any.
    private static func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> (
        count: Int, ended: Bool, failure: SystemError?
    ) {
        var count = 0
        while count < buffer.count {
            let result = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if result < 0 {
                if errno == EINTR { continue }
                return (count, false, .current)
            }
            if result == 0 { return (count, true, nil) }
            count += result
        }
        return (count, false, nil)
    }

    /// Writes `bytes` to `descriptor` completely, retrying interrupted and partial writes.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> SystemError? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes `text` to `path` atomically: a temporary file beside the target, given the
    /// target's permissions, is renamed over it, so readers never see half a file.
    ///
    /// A symbolic link is followed, so the file it points to is rewritten and the link stays a
    /// link; a link that leads nowhere (dangling, or a loop) is refused rather than replaced.
    /// Temporary files that earlier runs left behind for the same target (killed builds) are
    /// removed first: those whose process is gone, and any older than
    /// ``staleTemporaryAge``.
    public static func write(_ text: String, to path: String) -> LoadError? {
        var output: AtomicOutput
        switch AtomicOutput.create(for: path) {
        case .success(let created): output = created
        case .failure(let error): return error
        }
        var text = text
        text.withUTF8 { output.write(UnsafeRawBufferPointer($0)) }
        return output.commit()
    }

    /// Writes `bytes` to `descriptor` completely, retrying interrupted and partial writes.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemError? {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return .current
            }
            offset += count
        }
        return nil
    }

    /// Creates the folder at `path` and any missing parents, like `mkdir -p`.
    public static func createDirectory(_ path: String) -> LoadError? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            var status = stat()
            if RawPath.withCString(prefix, { stat($0, &status) }) != 0 {
                if RawPath.withCString(prefix, { mkdir($0, 0o777) }) != 0 && errno != EEXIST {
                    return LoadError(
                        code: .unwritableFile, path: RawPath.display(path), reason: SystemError.current.reason
                    )
                }
            } else if (status.st_mode & S_IFMT) != S_IFDIR {
                return LoadError(
                    code: .unwritableFile, path: RawPath.display(path), reason: SystemError(ENOTDIR).reason)
            }
            prefix += "/"
        }
        return nil
    }

    // MARK: Symbolic links

    /// The file to write for the output `path`: itself, or the file a symbolic link at `path`
    /// finally points to. A link that points to nothing, or into a loop, is an error.
    static func resolveOutput(_ path: String) -> Result<String, LoadError> {
        var status = stat()
        guard RawPath.withCString(path, { lstat($0, &status) }) == 0, (status.st_mode & S_IFMT) == S_IFLNK
        else {
            return .success(path)
        }
        let resolved = RawPath.withCString(path) { realpath($0, nil) }
        if let resolved {
            defer { free(resolved) }
            let length = strlen(resolved)
            let bytes = UnsafeRawBufferPointer(start: resolved, count: length).map { $0 }
            return .success(RawPath.decode(bytes))
        }
        let error = SystemError.current
        if error.number == ELOOP {
            return .failure(LoadError(code: .outputLinkLoop, path: RawPath.display(path)))
        }
        let destination = RawPath.withCString(path) { link -> String in
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(link, &buffer, buffer.count - 1)
            return count < 0
                ? "?" : RawPath.display(RawPath.decode(buffer[0..<count].map { UInt8(bitPattern: $0) }))
        }
        return .failure(
            LoadError(code: .danglingOutputLink, path: RawPath.display(path), arguments: [destination]))
    }

    // MARK: Temporary files

    /// How old a leftover temporary file must be, in seconds, to be removed although its
    /// process may live.
    public static let staleTemporaryAge = 15 * 60

    /// The start of the name of every temporary file written for the output `name`.
    static func temporaryPrefix(for name: String) -> String { ".\(name).navc-" }

    /// Removes temporary files of the output `name` in `directory` that earlier runs left
    /// behind: those whose owning process (the number after the prefix) no longer exists, and
    /// those older than ``staleTemporaryAge`` (including ones named before the process number
    /// was recorded). Failures are ignored: this is tidying, not part of the write.
    static func removeStaleTemporaries(of name: String, in directory: String) {
        removeStaleTemporaries(of: [name], in: directory)
    }

    /// Removes the stale temporary files of each output of `names` in `directory`, as
    /// ``removeStaleTemporaries(of:in:)`` does for one, listing the folder once: a command that
    /// writes thousands of files into one folder lists it once, not once a file.
    static func removeStaleTemporaries(of names: Set<String>, in directory: String) {
        let folder = directory.isEmpty ? "." : directory
        let now = Int(time(nil))
        let wanted = Set(names.map(RawPath.bytes))
        let entries = directoryEntries(folder) { entry in
            temporaryNameParts(entry).map { wanted.contains(Array($0.output)) } ?? false
        }
        for entry in entries {
            guard let parts = temporaryNameParts(RawPath.bytes(entry)) else { continue }
            let path = folder + "/" + entry
            let owner = String(decoding: parts.rest.prefix { $0 != UInt8(ascii: "-") }, as: UTF8.self)
            var ownerIsGone = false
            if let pid = Int32(owner), pid > 0, kill(pid, 0) != 0, errno == ESRCH { ownerIsGone = true }
            var status = stat()
            guard RawPath.withCString(path, { lstat($0, &status) }) == 0, (status.st_mode & S_IFMT) == S_IFREG
            else { continue }
            let age = now - modificationSeconds(status)
            if ownerIsGone || age > staleTemporaryAge {
                _ = RawPath.withCString(path) { unlink($0) }
            }
        }
    }

    /// The output's name and the rest (`PID-RANDOM`) of the name of a temporary file,
    /// `.NAME.navc-PID-RANDOM` (``temporaryPrefix(for:)``), or nil for a name of another form.
    /// The output's name ends at the last `.navc-`, so it may hold one itself.
    static func temporaryNameParts<Name: RandomAccessCollection<UInt8>>(_ name: Name)
        -> (output: Name.SubSequence, rest: Name.SubSequence)? where Name.Index == Int
    {
        let marker = Array(".navc-".utf8)
        guard name.first == UInt8(ascii: "."), name.count > marker.count else { return nil }
        let first = name.startIndex + 1
        var start = name.endIndex - marker.count
        while start >= first {
            if name[start..<start + marker.count].elementsEqual(marker) {
                return (name[first..<start], name[(start + marker.count)...])
            }
            start -= 1
        }
        return nil
    }

    /// The names of the entries of the folder `path` (without `.` and `..`) whose raw bytes
    /// `keep` accepts, or none when the folder cannot be read. Only kept names are decoded, so
    /// looking for a few entries in a folder of thousands costs one pass over the names' bytes.
    static func directoryEntries(
        _ path: String, where keep: (UnsafeRawBufferPointer) -> Bool = { _ in true }
    ) -> [String] {
        guard let directory = RawPath.withCString(path, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        // The entry's name is read where it lies, up to its NUL: an entry is only as long as
        // its name, so copying the whole `d_name` field could read past the end of the buffer.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            let start = UnsafeRawPointer(entry) + nameOffset
            let length = strlen(start.assumingMemoryBound(to: CChar.self))
            let bytes = UnsafeRawBufferPointer(start: start, count: length)
            let isSelfOrParent = bytes.elementsEqual(".".utf8) || bytes.elementsEqual("..".utf8)
            if !isSelfOrParent && keep(bytes) { names.append(RawPath.decode(Array(bytes))) }
        }
        return names
    }

    /// The modification time of `status`, in seconds since 1970.
    static func modificationSeconds(_ status: stat) -> Int {
        #if canImport(Darwin)
            Int(status.st_mtimespec.tv_sec)
        #else
            Int(status.st_mtim.tv_sec)
        #endif
    }

    /// The folder and the name of `path` (the folder is empty for a bare name).
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}

/// `read(2)`, under a name that methods named `read` do not hide.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`, under a name that ``SourceLoader/write(_:to:)`` does not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// A file or stream that could not be read or written.
public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalogued reason.
    public var code: DiagnosticCode
    /// The path as the user gave it (raw bytes shown as `\xHH`), or `<stdin>`.
    public var path: String
    /// The catalog message's arguments after the path.
    public var arguments: [String]
    /// The system's reason, such as `permission denied`, if there is one.
    public var reason: String?

    /// Creates an error for `path`.
    public init(code: DiagnosticCode, path: String, arguments: [String] = [], reason: String? = nil) {
        self.code = code
        self.path = path
        self.arguments = arguments
        self.reason = reason
    }

    /// The message without severity or ID: `cannot write 'x.swift': permission denied`.
    public var message: String {
        code.descriptor.message([path] + arguments) + (reason.map { ": " + $0 } ?? "")
    }

    /// The one-line report: `error: no such file 'x.nav' [NAV501]`.
    public var description: String {
        "error: \(TextDiagnosticRenderer.printable(message)) [\(code.id)]"
    }
}
