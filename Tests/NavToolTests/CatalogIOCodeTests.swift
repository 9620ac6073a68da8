import Foundation
import NavSource
import TestSupport
import Testing

/// The catalog entries NAV505-NAV519 (streams, output links, configuration files, files built
/// together): each is reported by `navc` in the situation its example describes.
@Suite struct CatalogIOCodeTests {
    /// The codes of the range that exist.
    static let codes = DiagnosticCode.allCases.filter { (505...519).contains($0.rawValue) }

    @Test func theRangeHasEntries() {
        #expect(Self.codes.count >= 8)
    }

    @Test(arguments: codes)
    func exampleSituationReportsTheCode(code: DiagnosticCode) throws {
        try withTemporaryDirectory { directory in
            let app = try directory.write(BuildCommandTests.app, to: "App.nav")
            let reported: String
            switch code {
            case .unreadableStandardInput:
                reported = try NavcExecutable.shell(#"exec "$NAVC" check - <&-"#, in: directory.url).stderr
            case .unwritableStandardStream:
                reported = try NavcExecutable.shell(#"exec "$NAVC" graph "$1" > /dev/full"#, arguments: [app])
                    .stderr
            case .danglingOutputLink:
                try FileManager.default.createSymbolicLink(
                    atPath: directory.path("App.swift"), withDestinationPath: "missing/App.swift")
                reported = run(["build", app]).stderr
            case .outputLinkLoop:
                try FileManager.default.createSymbolicLink(
                    atPath: directory.path("App.swift"), withDestinationPath: "App.swift")
                reported = run(["build", app]).stderr
            case .invalidConfigurationFile, .unknownConfigurationKey, .invalidConfigurationValue:
                // The example of a configuration code is the content of a .navc.json file.
                try directory.write(code.descriptor.example, to: ".navc.json")
                reported = run(["build", app]).stderr
            case .duplicateGeneratedType:
                let other = try directory.write(BuildCommandTests.app, to: "Settings.nav")
                reported = run(["build", app, other]).stderr
            default:
                Issue.record("\(code.id) has no situation in this test; add one")
                return
            }
            #expect(reported.contains("[\(code.id)]"), "\(code.id): \(reported)")
        }
    }
}
