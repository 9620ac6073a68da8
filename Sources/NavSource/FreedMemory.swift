#if canImport(Glibc)
    import Glibc
#endif

/// Memory the process has freed but the allocator still keeps.
public enum FreedMemory {
    /// glibc's `malloc_trim`, which `Glibc` does not export, looked up once.
    #if canImport(Glibc)
        private static let trim: (@convention(c) (Int) -> Int32)? = dlsym(nil, "malloc_trim").map {
            unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self)
        }
    #endif

    /// Gives the pages of freed heap memory back to the operating system (glibc's
    /// `malloc_trim(0)`; nothing elsewhere). A thread allocates from its own arena, which cannot
    /// reuse what another thread's arena has freed: `Pipeline.check` calls this once a large
    /// file's syntax tree is gone and before planning, part of which runs on another core, so
    /// that the pages the tree held do not stay resident next to that core's new ones.
    public static func returnToSystem() {
        #if canImport(Glibc)
            _ = trim?(0)
        #endif
    }
}
