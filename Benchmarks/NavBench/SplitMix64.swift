/// A small deterministic pseudo-random generator (SplitMix64).
///
/// The generator does its own range reduction instead of using `Int.random(in:using:)`, whose
/// algorithm the standard library may change: the same seed must produce the same file with
/// every toolchain, so that measurements stay comparable over time.
struct SplitMix64 {
    /// The generator's state, advanced by a fixed odd constant on every draw.
    private var state: UInt64

    /// Creates a generator whose sequence is fully determined by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`, by multiplying and keeping the high word (Lemire's method
    /// without the rejection step; the bias is far below anything a benchmark could notice).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "The bound must be positive.")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// Whether an event with the given probability, in percent, happens.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// An index into `weights`, chosen with probability proportional to each weight.
    mutating func weighted(_ weights: [Int]) -> Int {
        var remaining = below(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if remaining < weight { return index }
            remaining -= weight
        }
        return weights.count - 1
    }
}
