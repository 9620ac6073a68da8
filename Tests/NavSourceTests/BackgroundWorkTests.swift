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
}
