import Foundation
import NavSemantics

/// Finds SwiftUI and Observation APIs that generated Swift uses on iOS or macOS where the app's
/// deployment target for that platform does not have them.
///
/// The SwiftUI stub cannot check deployment targets (it is compiled for Linux, where there is
/// no iOS or macOS SDK to test availability against), so this reads the generated text instead:
/// it follows `#if os(...)` branches as a build for the platform sees them, and
/// `@available(iOS N, macOS M, ...)` declarations and `if #available(...)` blocks by their
/// braces, and reports every use of a listed API outside a scope that guarantees its version.
/// The versions are those of Apple's SwiftUI documentation, independently of navc's own
/// availability table.
enum AvailabilityScan {
    /// A platform the scan reads the code as.
    enum Platform: String, CaseIterable, Sendable {
        case iOS, macOS

        /// A version no release has: the API does not exist on the platform.
        static let never = 1_000

        /// Text that marks an API, and the version of this platform that introduced it.
        var introductions: [(marker: String, version: Int)] {
            switch self {
            case .iOS:
                [
                    ("NavigationStack", 16), ("NavigationSplitView", 16), (".navigationDestination(", 16),
                    ("NavigationLink(value:", 16), (".toolbar(.hidden", 16), (".toolbar(.visible", 16),
                    (".presentationDetents(", 16), ("ToolbarItemPlacement", 14), ("ToolbarItem(", 14),
                    ("ToolbarItemGroup(", 14), (".toolbar {", 14), (".fullScreenCover(", 14), ("Label(", 14),
                    (".navigationTitle(", 14), (".navigationBarTitleDisplayMode(", 14), ("Button(role:", 15),
                    ("@Observable", 17), ("@Bindable", 17), ("Tab(", 18), ("ContentUnavailableView", 17),
                    (".presentationDragIndicator(", 16), (".interactiveDismissDisabled(", 15),
                    (".presentationSizing(", 18), (", role: .", 15), (".confirmationDialog(", 15),
                ]
            case .macOS:
                [
                    ("NavigationStack", 13), ("NavigationSplitView", 13), (".navigationDestination(", 13),
                    ("NavigationLink(value:", 13), (".toolbar(.hidden", 13), (".toolbar(.visible", 13),
                    (".presentationDetents(", 13), ("ToolbarItemPlacement", 11), ("ToolbarItem(", 11),
                    ("ToolbarItemGroup(", 11), (".toolbar {", 11), (".fullScreenCover(", Self.never),
                    ("Label(", 11), (".navigationTitle(", 11),
                    (".navigationBarTitleDisplayMode(", Self.never),
                    (".navigationBarTitle(", Self.never), ("Button(role:", 12), ("@Observable", 14),
                    ("@Bindable", 14), ("Tab(", 15), ("ContentUnavailableView", 14),
                    (".presentationDragIndicator(", 13), (".interactiveDismissDisabled(", 12),
                    (".presentationSizing(", 15), (", role: .", 12), (".confirmationDialog(", 12),
                    ("ActionSheet", Self.never), (".actionSheet(", Self.never),
                ]
            }
        }
    }

    /// One use of an API above the deployment target.
    struct Finding: CustomStringConvertible {
        var line: Int
        var marker: String
        var version: Int
        var text: String
        var platform: Platform
        var description: String {
            let needed = version == Platform.never ? "does not exist on" : "needs"
            return
                "line \(line): \(marker) \(needed) \(platform.rawValue) \(version == Platform.never ? "" : "\(version)"): \(text)"
        }
    }

    /// The uses of listed APIs in `sources` that `model`'s app, at its deployment target for
    /// `platform`, cannot make; none when the file declares no target for the platform.
    static func findings(in sources: [String], of model: SemanticModel, on platform: Platform) -> [Finding] {
        guard let target = model.app.target(for: platform == .iOS ? .iOS : .macOS)?.version.components.first
        else { return [] }
        return sources.flatMap { findings(in: $0, platform: platform, target: target) }
    }

    /// The first findings, one a line, for a test's message.
    static func summary(of findings: [Finding]) -> String {
        findings.prefix(5).map(\.description).joined(separator: "\n")
    }

    /// The uses of listed APIs in `swift` that an app deployed to iOS `target` cannot make.
    static func findings(in swift: String, iOSTarget target: Int) -> [Finding] {
        findings(in: swift, platform: .iOS, target: target)
    }

    /// The uses of listed APIs in `swift` that an app deployed to `platform` `target` cannot make.
    static func findings(in swift: String, platform: Platform, target: Int) -> [Finding] {
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
                let condition = evaluates(String(trimmed.dropFirst(4)), on: platform)
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
            if let version = requiredVersion(in: trimmed, after: "@available(", on: platform) {
                pending = version
            }
            // An `@available` declaration covers its own signature as well as its body.
            let current = max(scopes.last ?? target, pending ?? 0)
            for (marker, version) in platform.introductions
            where version > target && current < version && mentions(line, marker) {
                // An `if #available` on this line guards only the block it opens.
                if let guarded = requiredVersion(in: trimmed, after: "#available(", on: platform),
                    guarded >= version,
                    line.range(of: marker)!.lowerBound > line.range(of: "#available(")!.lowerBound
                {
                    continue
                }
                findings.append(
                    Finding(
                        line: index + 1, marker: marker, version: version, text: trimmed, platform: platform))
            }
            if let version = requiredVersion(in: trimmed, after: "#available(", on: platform) {
                pending = version
            }
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

    /// The major version of `platform` an `@available(` or `#available(` list on `line` requires.
    private static func requiredVersion(in line: String, after opener: String, on platform: Platform) -> Int?
    {
        guard let start = line.range(of: opener) else { return nil }
        let list = line[start.upperBound...].prefix { $0 != ")" }
        for item in list.split(separator: ",") {
            let words = item.split(separator: " ")
            if words.count == 2, words[0] == platform.rawValue,
                let version = Int(words[1].prefix { $0.isNumber })
            {
                return version
            }
        }
        return nil
    }

    /// Whether a build for `platform` compiles the branch of `#if condition`.
    private static func evaluates(_ condition: String, on platform: Platform) -> Bool {
        let trimmed = condition.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("!") { return !evaluates(String(trimmed.dropFirst()), on: platform) }
        if trimmed.hasPrefix("os(") { return trimmed.hasPrefix("os(\(platform.rawValue))") }
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
