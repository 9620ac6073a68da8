import Foundation

/// Finds SwiftUI and Observation APIs that generated Swift uses on iOS where the app's iOS
/// deployment target does not have them.
///
/// The SwiftUI stub cannot check deployment targets (it is compiled for Linux, where there is
/// no iOS SDK to test availability against), so this reads the generated text instead: it
/// follows `#if os(...)` branches as an iOS build sees them, and `@available(iOS N, ...)`
/// declarations and `if #available(iOS N, ...)` blocks by their braces, and reports every use of
/// a listed API outside a scope that guarantees its version. The versions are those of Apple's
/// SwiftUI documentation, independently of navc's own availability table.
enum AvailabilityScan {
    /// Text that marks an API, and the iOS version that introduced it.
    static let iOSIntroductions: [(marker: String, version: Int)] = [
        ("NavigationStack", 16), ("NavigationSplitView", 16), (".navigationDestination(", 16),
        ("NavigationLink(value:", 16), (".toolbar(.hidden", 16), (".toolbar(.visible", 16),
        (".presentationDetents(", 16), ("ToolbarItemPlacement", 14), ("ToolbarItem(", 14),
        ("ToolbarItemGroup(", 14), (".toolbar {", 14), (".fullScreenCover(", 14), ("Label(", 14),
        (".navigationTitle(", 14), (".navigationBarTitleDisplayMode(", 14), ("Button(role:", 15),
        ("@Observable", 17), ("@Bindable", 17), ("Tab(", 18),
    ]

    /// One use of an API above the deployment target.
    struct Finding: CustomStringConvertible {
        var line: Int
        var marker: String
        var version: Int
        var text: String
        var description: String { "line \(line): \(marker) needs iOS \(version): \(text)" }
    }

    /// The uses of listed APIs in `swift` that an app deployed to iOS `target` cannot make.
    static func findings(in swift: String, iOSTarget target: Int) -> [Finding] {
        var findings: [Finding] = []
        // Compile-time branches: whether each enclosing `#if` branch is part of an iOS build.
        var branches: [(active: Bool, condition: Bool)] = []
        // The iOS version each open brace guarantees, innermost last.
        var scopes: [Int] = [target]
        var pending: Int?
        // Open parentheses, so a signature spread over several lines keeps its `@available`.
        var parentheses = 0
        for (index, rawLine) in swift.components(separatedBy: "\n").enumerated() {
            let line = strippingStringsAndComments(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                let condition = iOSEvaluates(String(trimmed.dropFirst(4)))
                branches.append((active: (branches.last?.active ?? true) && condition, condition: condition))
                continue
            }
            if trimmed.hasPrefix("#elseif") || trimmed.hasPrefix("#else") {
                if let branch = branches.popLast() {
                    let parent = branches.last?.active ?? true
                    branches.append((active: parent && !branch.condition, condition: !branch.condition))
                }
                continue
            }
            if trimmed.hasPrefix("#endif") {
                _ = branches.popLast()
                continue
            }
            guard branches.last?.active ?? true else { continue }
            if let version = requiredVersion(in: trimmed, after: "@available(") { pending = version }
            // An `@available` declaration covers its own signature as well as its body.
            let current = max(scopes.last ?? target, pending ?? 0)
            for (marker, version) in iOSIntroductions
            where version > target && current < version && mentions(line, marker) {
                // An `if #available` on this line guards only the block it opens.
                if let guarded = requiredVersion(in: trimmed, after: "#available("), guarded >= version,
                    line.range(of: marker)!.lowerBound > line.range(of: "#available(")!.lowerBound
                {
                    continue
                }
                findings.append(Finding(line: index + 1, marker: marker, version: version, text: trimmed))
            }
            if let version = requiredVersion(in: trimmed, after: "#available(") { pending = version }
            for character in line {
                if character == "(" {
                    parentheses += 1
                } else if character == ")" {
                    parentheses = max(0, parentheses - 1)
                } else if character == "{" {
                    scopes.append(max(scopes.last ?? target, pending ?? 0))
                    pending = nil
                } else if character == "}" && scopes.count > 1 {
                    scopes.removeLast()
                }
            }
            if !trimmed.hasPrefix("@") && !line.contains("{") && parentheses == 0 && !trimmed.hasPrefix(")") {
                pending = nil
            }
        }
        return findings
    }

    /// Whether `line` uses `marker` as a whole name (`Tab(` but not `settingsTab(`).
    private static func mentions(_ line: String, _ marker: String) -> Bool {
        var searchStart = line.startIndex
        while let found = line.range(of: marker, range: searchStart..<line.endIndex) {
            let isNameStart = marker.first.map { $0.isLetter } ?? false
            if !isNameStart || found.lowerBound == line.startIndex { return true }
            let before = line[line.index(before: found.lowerBound)]
            if !(before.isLetter || before.isNumber || before == "_") { return true }
            searchStart = found.upperBound
        }
        return false
    }

    /// The iOS major version an `@available(` or `#available(` list on `line` requires.
    private static func requiredVersion(in line: String, after opener: String) -> Int? {
        guard let start = line.range(of: opener) else { return nil }
        let list = line[start.upperBound...].prefix { $0 != ")" }
        for item in list.split(separator: ",") {
            let words = item.split(separator: " ")
            if words.count == 2, words[0] == "iOS", let version = Int(words[1].prefix { $0.isNumber }) {
                return version
            }
        }
        return nil
    }

    /// Whether an iOS build compiles the branch of `#if condition`.
    private static func iOSEvaluates(_ condition: String) -> Bool {
        let trimmed = condition.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("!") { return !iOSEvaluates(String(trimmed.dropFirst())) }
        if trimmed.hasPrefix("os(") { return trimmed.hasPrefix("os(iOS)") }
        return true
    }

    /// `line` with string literals emptied and any `//` comment removed.
    private static func strippingStringsAndComments(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    result.append(character)
                }
                continue
            }
            if character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"" { inString = true }
            result.append(character)
            previous = character
        }
        return result
    }
}
