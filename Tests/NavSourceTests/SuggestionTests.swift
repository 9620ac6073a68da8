import NavSource
import Testing

/// The distance counts insertions, deletions, substitutions and adjacent transpositions.
@Test(arguments: [
    ("build", "build", 0),
    ("biuld", "build", 1),
    ("chek", "check", 1),
    ("fnt", "fmt", 1),
    ("", "abc", 3),
    ("abc", "", 3),
    ("kitten", "sitting", 3),
])
func editDistances(source: String, target: String, distance: Int) {
    #expect(Suggestion.editDistance(source, target) == distance)
}

/// Suggestions ignore case, reject distant names and prefer the earliest of equally close names.
@Test func closestChoosesNearbyCandidate() {
    #expect(Suggestion.closest(to: "BUILD", among: ["parse", "build"]) == "build")
    #expect(Suggestion.closest(to: "xyz", among: ["parse", "build"]) == nil)
    #expect(Suggestion.closest(to: "lnt", among: ["lint", "list"]) == "lint")
    #expect(
        Suggestion.closest(to: "diagnostic-formats", among: ["diagnostics-format"]) == "diagnostics-format")
    #expect(Suggestion.closest(to: "fmtt", among: ["fmt", "fmta"]) == "fmt")
}

/// Misspelled .nav keywords find their intended spelling.
@Test func closestFindsTransposedKeywords() {
    #expect(Suggestion.closest(to: "titel", among: ["title", "display"]) == "title")
    #expect(Suggestion.closest(to: "ios", among: ["iOS", "macOS"]) == "iOS")
    #expect(Suggestion.closest(to: "zzz", among: ["title"]) == nil)
}
