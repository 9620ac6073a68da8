import Foundation
import TestSupport
import Testing

/// The probe files under `Probes/`: `good/` snippets must type-check, `bad/` snippets must not.
enum Probes {
    /// The `Probes` folder in the source tree.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Probes", isDirectory: true)

    /// The names of the `.swift` files in `Probes/<folder>`, sorted.
    static func names(in folder: String) -> [String] {
        let directory = root.appendingPathComponent(folder, isDirectory: true)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The URL of the probe file `name` in `Probes/<folder>`.
    static func url(_ name: String, in folder: String) -> URL {
        root.appendingPathComponent(folder, isDirectory: true).appendingPathComponent(name)
    }

    /// The language modes a probe is checked in.
    static let languageModes = ["5", "6"]

    /// The probes that prove the tab, step-wise update, presentation, dialog, menu and environment parts of
    /// the stub, as `folder/name`; each must exist, so that renaming or losing one fails a test instead of
    /// leaving its part of the stub unchecked.
    static let required = [
        "good/TabsWithSelection.swift",
        "good/TabsWithoutSelection.swift",
        "bad/TabViewMixesTabsAndViews.swift",
        "bad/TabViewOptionalBindingWithTabs.swift",
        "bad/TabValueOfAnotherType.swift",
        "bad/TabBuilderValueOfAnotherType.swift",
        "bad/TabWithoutValueInSelectionTabView.swift",
        "bad/TabElevenTabs.swift",
        "bad/TabForLoop.swift",
        "bad/TabOutsideTabView.swift",
        "good/StepwiseUpdates.swift",
        "bad/AsyncAfterThroughStoredQueue.swift",
        "bad/OnReceiveValueNotPublisher.swift",
        "good/PresentationDetails.swift",
        "bad/PresentationDetentsArrayValue.swift",
        "bad/PresentationDragIndicatorBool.swift",
        "bad/PresentationSizingValueNotSizing.swift",
        "bad/PopoverItemNotIdentifiable.swift",
        "good/Dialogs.swift",
        "bad/AlertOptionalItemBinding.swift",
        "bad/AlertButtonStringLabel.swift",
        "bad/LegacyAlertWithButtons.swift",
        "bad/AlertErrorNotLocalizedError.swift",
        "bad/ConfirmationDialogPresentingBindingClosure.swift",
        "good/MenusAndToolbars.swift",
        "bad/MenuOutsideToolbarItem.swift",
        "bad/ViewHiddenWithArgument.swift",
        "good/EnvironmentActions.swift",
        "bad/OpenURLFromNonisolatedContext.swift",
        "bad/OpenURLWithString.swift",
    ]
}

/// The header of a `bad` probe: the first line, `// expect: SUBSTRING`, names a part of the error.
struct BadProbeHeader {
    /// A substring that the compiler's diagnostics must contain.
    var expectedSubstring: String

    /// Parses the first line of `text`, or returns `nil` when it is not `// expect: SUBSTRING`.
    init?(_ text: String) {
        let prefix = "// expect: "
        let firstLine = text.prefix { $0 != "\n" }
        guard firstLine.hasPrefix(prefix) else { return nil }
        expectedSubstring = String(firstLine.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        guard !expectedSubstring.isEmpty else { return nil }
    }
}

/// Realistic navigation code must type-check against the stub, and wrong code must not.
@Suite struct ProbeTests {
    /// There are enough probes of each kind (guards against a probe folder going missing).
    @Test func probeFoldersArePopulated() {
        #expect(Probes.names(in: "good").count >= 23)
        #expect(Probes.names(in: "bad").count >= 50)
    }

    /// Each required probe is in its folder, so the parametrized tests below check it.
    @Test(arguments: Probes.required)
    func requiredProbeExists(path: String) throws {
        let parts = path.split(separator: "/").map(String.init)
        try #require(parts.count == 2, "\(path) is not folder/name")
        let isPresent = Probes.names(in: parts[0]).contains(parts[1])
        #expect(isPresent, "missing probe \(path)")
    }

    /// Every `good` probe type-checks without any warning in the given language mode.
    @Test(arguments: Probes.names(in: "good"), Probes.languageModes)
    func goodProbeTypeChecks(name: String, swiftVersion: String) throws {
        let result = try StubCompiler.typecheck(
            files: [Probes.url(name, in: "good")], swiftVersion: swiftVersion, warningsAsErrors: true)
        #expect(result.succeeded, "good/\(name) failed in Swift \(swiftVersion):\n\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "good/\(name) printed diagnostics:\n\(result.diagnostics)")
    }

    /// Every `bad` probe fails in the given language mode, with the error its header announces.
    @Test(arguments: Probes.names(in: "bad"), Probes.languageModes)
    func badProbeFailsAsAnnounced(name: String, swiftVersion: String) throws {
        let url = Probes.url(name, in: "bad")
        let header = try #require(
            BadProbeHeader(try String(contentsOf: url, encoding: .utf8)),
            "bad/\(name) must start with // expect: ERROR")
        let result = try StubCompiler.typecheck(
            files: [url], swiftVersion: swiftVersion, warningsAsErrors: true)
        #expect(!result.succeeded, "bad/\(name) type-checked in Swift \(swiftVersion)")
        #expect(
            result.diagnostics.contains(header.expectedSubstring),
            """
            bad/\(name) in Swift \(swiftVersion) lacks "\(header.expectedSubstring)":
            \(result.diagnostics)
            """)
    }
}
