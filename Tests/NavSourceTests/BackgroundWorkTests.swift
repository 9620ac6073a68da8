import Dispatch
import NavSource
import Testing

/// Work run on a background thread and taken when needed.
@Suite struct BackgroundWorkTests {
    @Test func takeReturnsTheValueTheWorkComputed() {
        let work = BackgroundWork { (1...1000).reduce(0, +) }
        #expect(work.take() == 500_500)
    }

    @Test func eachWorkKeepsItsOwnValueWhateverOrderTheyAreTakenIn() {
        // Works of different lengths finish in no particular order; each is taken in the reverse
        // of the order it was started in.
        let works = (0..<32).map { index in
            BackgroundWork { () -> [Int] in
                (0..<(index % 5) * 10_000).reduce(into: [index]) { sum, value in sum[0] &+= value & 1 }
            }
        }
        let taken = works.reversed().map { $0.take() }
        let expected = (0..<32).reversed().map { index in [index + (index % 5) * 5_000] }
        #expect(taken == expected)
    }

    /// A handoff's value moves out once: the taker holds the only copy the handoff was given.
    @Test func aHandoffMovesItsValueOut() {
        let handoff = Handoff(Tracked())
        var taken = handoff.take()
        #expect(isKnownUniquelyReferenced(&taken))
    }

    /// A value released on another core is freed there, with or without returning the freed
    /// memory to the system afterwards.
    @Test(arguments: [false, true])
    func aReleasedValueIsFreed(thenReturnFreedMemory: Bool) {
        let freed = DispatchSemaphore(value: 0)
        BackgroundWork.release(Tracked { freed.signal() }, thenReturnFreedMemory: thenReturnFreedMemory)
        #expect(freed.wait(timeout: .now() + 60) == .success)
    }
}

/// An object that says when it is freed.
private final class Tracked: Sendable {
    let onDeinit: @Sendable () -> Void

    init(onDeinit: @escaping @Sendable () -> Void = {}) {
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}
