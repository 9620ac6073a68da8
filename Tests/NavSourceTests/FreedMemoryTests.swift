#if canImport(Glibc)
    import Glibc
    import NavSource
    import Testing

    /// The allocator settings that keep a large build's peak memory down (glibc only).
    @Suite struct FreedMemoryTests {
        /// After ``FreedMemory/returnLargeBlocksWhenFreed()``, a large block gets pages of its own
        /// even after a larger one was freed, which would otherwise have raised glibc's threshold
        /// above it and put it in the heap.
        @Test func largeBlocksKeepPagesOfTheirOwnAfterALargerOneIsFreed() throws {
            FreedMemory.returnLargeBlocksWhenFreed()
            free(malloc(8 << 20))
            let size = Int(FreedMemory.largeBlockSize) * 4
            let block = try #require(malloc(size))
            defer { free(block) }
            // glibc keeps a block's size just before it; its bit 1 (IS_MMAPPED) says the block
            // has pages of its own.
            let sizeField = block.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self)
            #expect(sizeField & 2 != 0, "a block of \(size) bytes came from the heap")
        }
    }
#endif
