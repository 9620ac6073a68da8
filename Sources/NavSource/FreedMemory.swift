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

        /// glibc's `mallopt`, looked up once for the same reason.
        private static let setOption: (@convention(c) (Int32, Int32) -> Int32)? = dlsym(nil, "mallopt").map {
            unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self)
        }

        /// glibc's `M_MMAP_THRESHOLD` option of `mallopt`.
        private static let mmapThresholdOption: Int32 = -3
    #endif

    /// The size from which a block always has pages of its own (256 KiB): see
    /// ``returnLargeBlocksWhenFreed()``.
    public static let largeBlockSize: Int32 = 256 << 10

    /// Makes every block of ``largeBlockSize`` or more get pages of its own, given back to the
    /// operating system as soon as it is freed (glibc's `M_MMAP_THRESHOLD`; nothing
    /// elsewhere). Call it once, at the start of a process, before large blocks exist.
    ///
    /// glibc starts with a threshold of 128 KiB but raises it, up to 32 MiB, each time such a
    /// block is freed, and its trim threshold with it (to twice as much), so that the large
    /// arrays of a large app (a table per route, grown by doubling) later come from the heap,
    /// where, once freed, they leave holes between smaller objects that live on, and free memory
    /// at the top of the heap is kept. A fixed threshold stops both: on a 100k-route build
    /// (`navc build`, six alternating runs) peak RSS went from 322.6 to 307.3 MiB and the median
    /// time from 4.00 to 3.92 s (noise).
    public static func returnLargeBlocksWhenFreed() {
        #if canImport(Glibc)
            _ = setOption?(mmapThresholdOption, largeBlockSize)
        #endif
    }

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
