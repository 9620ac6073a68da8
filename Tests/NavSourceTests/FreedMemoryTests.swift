#if canImport(Glibc)
    import Glibc
    import NavSource
    import Testing

    /// The allocator settings that keep a large build's peak memory down (glibc only).
    @Suite struct FreedMemoryTests {
        /// After ``FreedMemory/returnLargeBlocksWhenFreed()``, a large block gets pages of its own
        /// even after a larger one was freed, which would otherwise have raised glibc's threshold
        /// above it and put it in the heap.
        ///
        /// It runs in a process of its own, as `navc` calls it: in the test process, other tests'
        /// freed memory could hold the block whatever the threshold.
        @Test func largeBlocksKeepPagesOfTheirOwnAfterALargerOneIsFreed() async {
            await #expect(processExitsWith: .success) {
                FreedMemory.returnLargeBlocksWhenFreed()
                free(malloc(8 << 20))
                guard let block = malloc(Int(FreedMemory.largeBlockSize) * 4) else { exit(2) }
                // glibc keeps a block's size just before it; its bit 1 (IS_MMAPPED) says the
                // block has pages of its own.
                let sizeField = block.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self)
                exit(sizeField & 2 != 0 ? 0 : 1)
            }
        }
    }
#endif
