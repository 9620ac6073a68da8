import Foundation
import NavCodegen
import NavDriver
import NavSource
import NavTool
import Testing

/// `.navc.json`: how it is found, what it may hold, its located errors, and where its
/// `"access"` ranks among the places that set the access level.
@Suite struct ConfigurationTests {
    /// Parses `text` as a configuration file named `.navc.json`.
    private func parse(_ text: String) -> (configuration: Configuration, diagnostics: [Diagnostic]) {
        Configuration.parse(SourceFile(path: ".navc.json", text: text))
    }

    /// The diagnostics of `text` rendered as the user sees them.
    private func rendered(_ text: String) -> String {
        let file = SourceFile(path: ".navc.json", text: text)
        return TextDiagnosticRenderer(useColor: false).render(Configuration.parse(file).diagnostics, in: file)
    }

    // MARK: Reading

    @Test func readsTheAccessLevel() {
        for level in GeneratorOptions.AccessLevel.allCases {
            let result = parse("{\n    \"access\": \"\(level.rawValue)\"\n}\n")
            #expect(result.diagnostics.isEmpty)
            #expect(result.configuration.accessLevel == level)
        }
        #expect(parse("{}").configuration == Configuration())
    }

    @Test func unknownKeysAreLocatedWithTheNearestKnownKey() {
        #expect(
            rendered("{\"acess\": \"internal\"}")
                == """
                .navc.json:1:2: error: unknown key 'acess' in .navc.json; did you mean 'access'? [NAV510]
                    1 | {"acess": "internal"}
                      |  ^~~~~~~ replace with '"access"'
                      = note: known keys: 'access'

                """)
        #expect(
            parse("{\"outputs\": []}").diagnostics.map(\.message) == ["unknown key 'outputs' in .navc.json"])
    }

    @Test func badValuesAreLocated() {
        #expect(
            rendered("{\n  \"access\": \"private\"\n}")
                == """
                .navc.json:2:13: error: invalid value "private" for 'access'; expected one of "public", "internal", "package" [NAV511]
                    2 |   "access": "private"
                      |             ^~~~~~~~~

                """)
        for value in ["true", "3", "null", "[\"public\"]", "{}"] {
            let result = parse("{\"access\": \(value)}")
            #expect(result.diagnostics.map(\.code) == [.invalidConfigurationValue], "\(value)")
            #expect(result.configuration.accessLevel == nil)
        }
    }

    @Test func malformedFilesAreLocated() {
        let cases: [(text: String, message: String, column: Int)] = [
            ("{\"access\": \"internal\",}", "a trailing ',' is not allowed in JSON", 23),
            ("{\"access\" \"internal\"}", "expected ':' after the key", 11),
            ("{'access': 'internal'}", "expected a key in double quotes", 2),
            ("{\"access\": \"internal\"", "expected ',' or '}' after an object member", 22),
            ("", "expected a value", 1),
            ("{} {}", "expected the end of the file after the value", 4),
            ("{\"access\": \"intern\u{1}al\"}", "control characters must be escaped in a string", 19),
            (String(repeating: "[", count: 100), "objects and arrays nest too deeply", 65),
        ]
        for (text, message, column) in cases {
            let file = SourceFile(path: ".navc.json", text: text)
            let diagnostics = Configuration.parse(file).diagnostics
            #expect(diagnostics.map(\.message) == ["invalid configuration file: " + message], "\(text)")
            #expect(diagnostics.map(\.code) == [.invalidConfigurationFile])
            #expect(diagnostics.first.map { file.location(of: $0.range.start).column } == column, "\(text)")
        }
        #expect(
            parse("[\"access\"]").diagnostics.map(\.message) == [
                "invalid configuration file: expected an object such as {\"access\": \"internal\"}, found an array"
            ])
        let twice = parse("{\"access\": \"public\", \"access\": \"internal\"}")
        #expect(
            twice.diagnostics.map(\.message) == ["invalid configuration file: key 'access' is given twice"])
        #expect(twice.configuration.accessLevel == .public)
    }

    @Test func jsonStringsDecodeEscapes() throws {
        let value = try LocatedJSON.parse(Array(#"{"a": "x\"\\\/\n\u00e9\ud83d\ude00"}"#.utf8)).get()
        guard case .object(let members) = value.value, case .string(let text) = members.first?.value.value
        else {
            Issue.record("not an object with a string: \(value)")
            return
        }
        #expect(text == "x\"\\/\né😀")
    }

    // MARK: Finding the file

    @Test func theNearestFileApplies() throws {
        try withTemporaryDirectory { directory in
            try directory.write("// swift-tools-version:6.0\n", to: "Package.swift")
            try FileManager.default.createDirectory(
                atPath: directory.path("Sources/App/Flows"), withIntermediateDirectories: true)
            try directory.write("{\"access\": \"public\"}", to: ".navc.json")
            try directory.write("{\"access\": \"package\"}", to: "Sources/App/.navc.json")
            let deep = directory.path("Sources/App/Flows/Flow.nav")
            let root = directory.url.path
            #expect(
                Configuration.find(for: deep, currentDirectory: "/").map(ProjectPaths.normalized)
                    == ProjectPaths.absolute(root, currentDirectory: "/") + "/Sources/App/.navc.json")
            #expect(
                Configuration.find(for: "Flows/Flow.nav", currentDirectory: directory.path("Sources/App"))
                    == ProjectPaths.absolute(root, currentDirectory: "/") + "/Sources/App/.navc.json")
            try FileManager.default.removeItem(atPath: directory.path("Sources/App/.navc.json"))
            #expect(
                Configuration.find(for: deep, currentDirectory: "/")
                    == ProjectPaths.absolute(root, currentDirectory: "/") + "/.navc.json")
        }
    }

    @Test func theSearchStopsAtTheProjectRoot() throws {
        try withTemporaryDirectory { directory in
            // A configuration above the package does not apply inside it.
            try directory.write("{\"access\": \"public\"}", to: ".navc.json")
            try FileManager.default.createDirectory(
                atPath: directory.path("Package/Sources"), withIntermediateDirectories: true)
            try directory.write("// swift-tools-version:6.0\n", to: "Package/Package.swift")
            #expect(
                Configuration.find(for: directory.path("Package/Sources/App.nav"), currentDirectory: "/")
                    == nil)
            // A Git checkout or an Xcode project is a root too.
            try FileManager.default.removeItem(atPath: directory.path("Package/Package.swift"))
            try FileManager.default.createDirectory(
                atPath: directory.path("Package/App.xcodeproj"), withIntermediateDirectories: true)
            #expect(
                Configuration.find(for: directory.path("Package/Sources/App.nav"), currentDirectory: "/")
                    == nil)
            try FileManager.default.removeItem(atPath: directory.path("Package/App.xcodeproj"))
            #expect(
                Configuration.find(for: directory.path("Package/Sources/App.nav"), currentDirectory: "/")
                    != nil)
        }
    }

    // MARK: Precedence

    /// The flag beats the `.nav` header's `access` entry, which beats the configuration file.
    @Test func accessLevelPrecedence() throws {
        try withTemporaryDirectory { directory in
            let app = BuildCommandTests.app.replacingOccurrences(
                of: "target iOS 16", with: "target iOS 16\n    access public")
            #expect(app != BuildCommandTests.app)
            let source = try directory.write(app, to: "App.nav")
            let output = directory.path("App.swift")
            try directory.write("{\"access\": \"package\"}\n", to: ".navc.json")
            #expect(run(["build", source]).status == 0)
            #expect(text(of: output)?.contains("\npublic enum AppRoute") == true, "the header beats the file")
            #expect(run(["build", "--access", "internal", source]).status == 0)
            #expect(text(of: output)?.contains("\nenum AppRoute") == true, "the flag beats the header")
        }
    }

    /// `navc build` end to end: the flag beats the file, the file beats the default, and a
    /// file with errors fails the build without writing anything.
    @Test func buildReadsTheConfiguration() throws {
        try withTemporaryDirectory { directory in
            let source = try directory.write(BuildCommandTests.app, to: "App.nav")
            let output = directory.path("App.swift")
            // No flag and no file: the generator's default.
            #expect(run(["build", source]).status == 0)
            let defaultLevel = GeneratorOptions(sourcePath: "App.nav", toolVersion: NavTool.version)
                .defaultAccessLevel
            let expectedPrefix =
                defaultLevel == .internal ? "\nenum AppRoute" : "\n\(defaultLevel.rawValue) enum AppRoute"
            #expect(text(of: output)?.contains(expectedPrefix) == true)

            try directory.write("{\"access\": \"package\"}\n", to: ".navc.json")
            #expect(run(["build", source]).status == 0)
            #expect(text(of: output)?.contains("\npackage enum AppRoute") == true)

            #expect(run(["build", "--access", "internal", source]).status == 0)
            #expect(text(of: output)?.contains("\nenum AppRoute") == true)
            #expect(text(of: output)?.contains("package ") == false)

            try directory.write("{\"access\": \"privat\"}\n", to: ".navc.json")
            let before = contents(of: output)
            let broken = run(["build", source])
            #expect(broken.status == 1)
            #expect(
                broken.stderr.contains(".navc.json:1:12: error: invalid value \"privat\" for 'access'"),
                "\(broken.stderr)")
            #expect(contents(of: output) == before, "nothing is written when the configuration has errors")
        }
    }
}
