import Testing

@testable import NavCommandLine

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
    #expect(editDistance(source, target) == distance)
}

/// Suggestions ignore case, reject distant names and prefer the earliest of equally close names.
@Test func closestMatchChoosesNearbyCandidate() {
    #expect(closestMatch(to: "BUILD", among: ["parse", "build"]) == "build")
    #expect(closestMatch(to: "xyz", among: ["parse", "build"]) == nil)
    #expect(closestMatch(to: "lnt", among: ["lint", "list"]) == "lint")
    #expect(closestMatch(to: "diagnostic-formats", among: ["diagnostics-format"]) == "diagnostics-format")
    #expect(closestMatch(to: "fmtt", among: ["fmt", "fmta"]) == "fmt")
}
