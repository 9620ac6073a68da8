/// "Did you mean" suggestions from edit distance, shared by every stage that reports a
/// misspelled name.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo: at most a
    /// third of the word's length in edits (and at least one edit allowed), ties broken by
    /// candidate order so the result is deterministic.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word, candidate, limit: limit)
            if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The Levenshtein distance between `left` and `right`, compared case-insensitively with a
    /// small cost so that a case-only difference still counts as a likely typo. Stops early and
    /// returns a value above `limit` once the distance must exceed it.
    public static func editDistance(_ left: String, _ right: String, limit: Int = .max) -> Int {
        let source = Array(left.lowercased().unicodeScalars)
        let target = Array(right.lowercased().unicodeScalars)
        if abs(source.count - target.count) > limit { return limit + 1 }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for sourceIndex in 1...max(1, source.count) where !source.isEmpty {
            current[0] = sourceIndex
            var rowMinimum = current[0]
            for targetIndex in 1...max(1, target.count) where !target.isEmpty {
                let substitution = source[sourceIndex - 1] == target[targetIndex - 1] ? 0 : 1
                current[targetIndex] = min(
                    previous[targetIndex] + 1, current[targetIndex - 1] + 1, previous[targetIndex - 1] + substitution)
                rowMinimum = min(rowMinimum, current[targetIndex])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        let distance = source.isEmpty ? target.count : previous[target.count]
        // A pure case difference ("ios" for "iOS") is distance zero above; count it as one edit.
        return distance == 0 && left != right ? 1 : distance
    }
}
