#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's working directory.
public enum WorkingDirectory {
    /// The working directory's absolute path as the system gives it (bytes that need not be
    /// UTF-8), or nil when it cannot be found (it was removed, say).
    public static func bytes() -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    }

    /// The working directory's path, or an empty string when it cannot be found; bytes that
    /// are not UTF-8 are decoded as U+FFFD.
    public static func path() -> String {
        String(decoding: bytes() ?? [], as: UTF8.self)
    }
}
