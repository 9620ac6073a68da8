/// "Did you mean" suggestions from edit distance, shared by every stage that reports a
/// misspelled name, and by the command-line parser.
public enum Suggestion {
    /// The candidate closest to `word`, ignoring case, if it is close enough to be a likely
    /// typo: at most one edit away, or two for candidates of six or more characters. Ties go to
    /// the earliest candidate, so suggestions are deterministic.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        var best: (candidate: String, distance: Int)?
        let lowered = word.lowercased()
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            let limit = candidate.count >= 6 ? 2 : 1
            if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The number of single-character insertions, deletions, substitutions and adjacent
    /// transpositions that turn `source` into `target` (the optimal string alignment distance),
    /// so that `biuld` is one edit from `build` and `titel` one from `title`.
    public static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source.unicodeScalars)
        let target = Array(target.unicodeScalars)
        if source.isEmpty || target.isEmpty { return max(source.count, target.count) }
        var distances = [[Int]](
            repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for row in 0...source.count { distances[row][0] = row }
        for column in 0...target.count { distances[0][column] = column }
        for row in 1...source.count {
            for column in 1...target.count {
                let substitution = source[row - 1] == target[column - 1] ? 0 : 1
                var best = min(
                    distances[row - 1][column] + 1, distances[row][column - 1] + 1,
                    distances[row - 1][column - 1] + substitution)
                if row > 1 && column > 1 && source[row - 1] == target[column - 2]
                    && source[row - 2] == target[column - 1]
                {
                    best = min(best, distances[row - 2][column - 2] + 1)
                }
                distances[row][column] = best
            }
        }
        return distances[source.count][target.count]
    }
}
