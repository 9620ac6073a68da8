/// "Did you mean" suggestions from edit distance, shared by every stage that reports a
/// misspelled name, and by the command-line parser.
public enum Suggestion {
    /// The candidate closest to `word`, ignoring case, if it is close enough to be a likely
    /// typo: at most one edit away, or two for candidates of six or more characters. Ties go to
    /// the earliest candidate, so suggestions are deterministic.
    ///
    /// A file can misspell a name thousands of times among thousands of candidates (a route
    /// renamed without its edges), so each candidate costs little: one whose length alone rules
    /// it out is skipped, and the distance is computed only as far as it can still beat the best
    /// candidate so far.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        var best: (candidate: String, distance: Int)?
        var target: [UInt32] = []
        appendLowercasedScalars(of: word, to: &target)
        var source: [UInt32] = []
        var rows = DistanceRows()
        for candidate in candidates {
            // Only a candidate strictly closer than the best so far replaces it.
            let bound = min(candidate.count >= 6 ? 2 : 1, (best?.distance ?? Int.max) - 1)
            guard bound >= 0 else { break }
            source.removeAll(keepingCapacity: true)
            appendLowercasedScalars(of: candidate, to: &source)
            // Each edit changes the length by at most one.
            guard abs(source.count - target.count) <= bound else { continue }
            let distance = rows.distance(source, target, bound: bound)
            if distance <= bound { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The number of single-character insertions, deletions, substitutions and adjacent
    /// transpositions that turn `source` into `target` (the optimal string alignment distance),
    /// so that `biuld` is one edit from `build` and `titel` one from `title`.
    public static func editDistance(_ source: String, _ target: String) -> Int {
        var rows = DistanceRows()
        let source = source.unicodeScalars.map(\.value)
        let target = target.unicodeScalars.map(\.value)
        return rows.distance(source, target, bound: max(source.count, target.count))
    }

    /// Appends the Unicode scalars of `text` lowercased, as `text.lowercased()` spells them;
    /// ASCII text, which names almost always are, is lowercased byte by byte without a new string.
    private static func appendLowercasedScalars(of text: String, to scalars: inout [UInt32]) {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        guard isASCII else {
            scalars.append(contentsOf: text.lowercased().unicodeScalars.map(\.value))
            return
        }
        for byte in text.utf8 {
            let isUppercase = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            scalars.append(UInt32(isUppercase ? byte | 0x20 : byte))
        }
    }
}

/// The last three rows of the edit-distance table, reused from one candidate to the next.
private struct DistanceRows {
    private var twoBefore: [Int] = []
    private var before: [Int] = []
    private var current: [Int] = []

    /// The optimal string alignment distance between `source` and `target` when it is at most
    /// `bound`, or more than `bound` (not necessarily the distance) when it is larger.
    ///
    /// The smallest entry of a row never decreases from one row to the next (a transposition
    /// from two rows back costs no less than the substitution it stands for), so the
    /// computation stops at the first row whose every entry exceeds `bound`.
    mutating func distance(_ source: [UInt32], _ target: [UInt32], bound: Int) -> Int {
        if source.isEmpty || target.isEmpty { return max(source.count, target.count) }
        let width = target.count + 1
        Self.clear(&twoBefore, width: width)
        Self.clear(&before, width: width)
        Self.clear(&current, width: width)
        for column in 0..<width { before[column] = column }
        for row in 1...source.count {
            current[0] = row
            var smallest = row
            for column in 1...target.count {
                let substitution = source[row - 1] == target[column - 1] ? 0 : 1
                var best = min(before[column] + 1, current[column - 1] + 1, before[column - 1] + substitution)
                if row > 1 && column > 1 && source[row - 1] == target[column - 2]
                    && source[row - 2] == target[column - 1]
                {
                    best = min(best, twoBefore[column - 2] + 1)
                }
                current[column] = best
                smallest = min(smallest, best)
            }
            if smallest > bound { return bound + 1 }
            swap(&twoBefore, &before)
            swap(&before, &current)
        }
        return before[target.count]
    }

    /// Makes `row` `width` zeros, in the memory it already has when that is enough.
    private static func clear(_ row: inout [Int], width: Int) {
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: repeatElement(0, count: width))
    }
}
