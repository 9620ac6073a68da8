/// Returns the number of single-character insertions, deletions, substitutions and adjacent
/// transpositions needed to turn one string into the other (the optimal string alignment
/// distance), so that `biuld` is one edit away from `build`.
func editDistance(_ source: String, _ target: String) -> Int {
    let source = Array(source)
    let target = Array(target)
    if source.isEmpty || target.isEmpty {
        return max(source.count, target.count)
    }
    var distances = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
    for row in 0...source.count {
        distances[row][0] = row
    }
    for column in 0...target.count {
        distances[0][column] = column
    }
    for row in 1...source.count {
        for column in 1...target.count {
            let substitutionCost = source[row - 1] == target[column - 1] ? 0 : 1
            var best = min(
                distances[row - 1][column] + 1,
                distances[row][column - 1] + 1,
                distances[row - 1][column - 1] + substitutionCost
            )
            let isTransposition =
                row > 1 && column > 1
                && source[row - 1] == target[column - 2] && source[row - 2] == target[column - 1]
            if isTransposition {
                best = min(best, distances[row - 2][column - 2] + 1)
            }
            distances[row][column] = best
        }
    }
    return distances[source.count][target.count]
}

/// Returns the candidate closest to a mistyped name, ignoring case, or `nil` if none is close.
///
/// A candidate is close when it is at most one edit away, or two edits for names of six or more
/// characters; ties go to the earliest candidate so suggestions are deterministic.
func closestMatch(to input: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(input.lowercased(), candidate.lowercased())
        let limit = candidate.count >= 6 ? 2 : 1
        if distance <= limit, distance < (best?.distance ?? Int.max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}
