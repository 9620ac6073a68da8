import Foundation
import NavCodegen
import NavDriver
import NavSource
import NavTool
import Testing

/// `.navc.json`: how it is found, what it may hold, its located errors, and where its
/// `"access"`, `"outputs"` and `"lint"` settings rank among the places that set them.
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
                      = note: known keys: 'access', 'outputs', 'imports', 'lint'

                """)
        #expect(
            parse("{\"lint\": {\"rule\": {}}}").diagnostics.map(\.message) == [
                "unknown key 'lint.rule' in .navc.json; did you mean 'lint.rules'?"
            ])
    }

    // MARK: Outputs and lint settings

    @Test func outputsNameOnePart() {
        #expect(parse(#"{"outputs": "all"}"#).configuration.outputs == [.all])
        #expect(parse(#"{"outputs": ["all", "all"]}"#).configuration.outputs == [.all])
        #expect(parse(#"{"outputs": "model"}"#).configuration.part == .model)
        #expect(parse(#"{"outputs": ["views"]}"#).configuration.part == .views)
        #expect(parse("{}").configuration.part == .all)
        // A target writes one part.
        #expect(
            parse(#"{"outputs": ["model", "views"]}"#).diagnostics.map(\.code) == [.invalidConfigurationValue]
        )
        #expect(
            rendered(#"{"outputs": ["all", "routes"]}"#)
                == """
                .navc.json:1:21: error: output 'routes' is not supported; the outputs are "all", "model" and "views" [NAV520]
                    1 | {"outputs": ["all", "routes"]}
                      |                     ^~~~~~~~

                """)
        for value in ["[]", "3", "{}", "[1]", "null"] {
            let result = parse("{\"outputs\": \(value)}")
            #expect(result.diagnostics.map(\.code) == [.invalidConfigurationValue], "\(value)")
            #expect(result.configuration.outputs == nil)
        }
    }

    @Test func importsNameModules() {
        #expect(
            parse(#"{"imports": ["AppRoutes", "Models", "AppRoutes"]}"#).configuration.imports == [
                "AppRoutes", "Models",
            ])
        for value in [#""AppRoutes""#, "3", #"["1Models"]"#, #"["App Routes"]"#, "[1]"] {
            let result = parse("{\"imports\": \(value)}")
            #expect(result.diagnostics.map(\.code) == [.invalidConfigurationValue], "\(value)")
            #expect(result.configuration.imports == nil)
        }
    }

    /// The model part is public unless configured and holds no view; the views part imports the
    /// model's module and declares no route enum. The flags win over the file, and
    /// `--configuration` names the file for every input.
    @Test func buildWritesTheConfiguredPart() throws {
        try withTemporaryDirectory { directory in
            let source = try directory.write(BuildCommandTests.app, to: "App.nav")
            try directory.write(#"{"outputs": "model"}"#, to: ".navc.json")
            #expect(run(["build", source]).status == 0)
            let model = try #require(text(of: directory.path("App.swift")))
            #expect(model.contains("public enum AppRoute") && !model.contains(": View {"))

            let other = directory.path("views.json")
            try directory.write(#"{"outputs": "views", "imports": ["AppModel"]}"#, to: "views.json")
            #expect(run(["build", "--configuration", other, source]).status == 0)
            let views = try #require(text(of: directory.path("App.swift")))
            #expect(views.contains("import AppModel\n") && views.contains(": View {"))
            #expect(!views.contains("enum AppRoute"))

            #expect(run(["build", "--outputs", "all", "--import", "Models", source]).status == 0)
            let all = try #require(text(of: directory.path("App.swift")))
            #expect(
                all.contains("import Models\n") && all.contains("enum AppRoute") && all.contains(": View {"))
            #expect(run(["build", "--import", "not a module", source]).status == 2)
        }
    }

    @Test func readsLintSettings() {
        let result = parse(
            """
            {"lint": {"rules": {"NAV402": "disable", "nav401": "error", "NAV406": "warning"},
                      "largeEnumThreshold": 500, "warningsAsErrors": true}}
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let rules: [DiagnosticCode: Severity?] = [
            .unreachableRoute: nil, .noWayBack: .error, .crowdedPlacement: .warning,
        ]
        #expect(
            result.configuration.lint
                == Configuration.LintSettings(rules: rules, largeEnumThreshold: 500, warningsAsErrors: true))
    }

    @Test func badLintSettingsAreLocated() {
        // The note lists every lint rule of the catalog, so a new rule does not change this test.
        let lintRules = DiagnosticCode.allCases.filter { $0.rawValue / 100 == 4 }.map(\.id)
        #expect(lintRules.contains("NAV402") && lintRules.count >= 13)
        #expect(
            rendered(#"{"lint": {"rules": {"NAV4O2": "disable"}}}"#)
                == """
                .navc.json:1:21: error: 'NAV4O2' is not a lint rule ID in .navc.json [NAV521]
                    1 | {"lint": {"rules": {"NAV4O2": "disable"}}}
                      |                     ^~~~~~~~ replace with '"NAV402"'
                      = note: did you mean 'NAV402'? lint rules: \(lintRules.joined(separator: ", "))

                """)
        let cases: [(text: String, code: DiagnosticCode)] = [
            (#"{"lint": {"rules": {"NAV201": "disable"}}}"#, .unknownLintRule),
            (#"{"lint": {"rules": {"402": "disable"}}}"#, .unknownLintRule),
            (#"{"lint": {"rules": {"NAV402": "off"}}}"#, .invalidConfigurationValue),
            (#"{"lint": {"rules": ["NAV402"]}}"#, .invalidConfigurationValue),
            (#"{"lint": {"rules": {"NAV402": "error", "NAV402": "warning"}}}"#, .invalidConfigurationFile),
            (#"{"lint": {"largeEnumThreshold": 0}}"#, .invalidConfigurationValue),
            (#"{"lint": {"largeEnumThreshold": 1.5}}"#, .invalidConfigurationValue),
            (#"{"lint": {"largeEnumThreshold": "300"}}"#, .invalidConfigurationValue),
            (#"{"lint": {"warningsAsErrors": "yes"}}"#, .invalidConfigurationValue),
            (#"{"lint": true}"#, .invalidConfigurationValue),
            (#"{"lint": {"strict": true}}"#, .unknownConfigurationKey),
        ]
        for (text, code) in cases {
            #expect(parse(text).diagnostics.map(\.code) == [code], "\(text)")
        }
    }

    /// `navc lint` and `navc build --lint` apply the file's lint settings; the `.nav` file's own
    /// lint block wins over them, and the command line over both.
    @Test func lintSettingsPrecedence() throws {
        try withTemporaryDirectory { directory in
            let source = try directory.write(AnalyzeCommandTests.warnings, to: "App.nav")
            let plain = run(["lint", source])
            #expect(plain.stderr.contains("warning: route 'orphan' is unreachable [NAV402]"))
            #expect(plain.stderr.contains("warning: route 'detail' hides the back button"))

            try directory.write(
                #"{"lint": {"rules": {"NAV402": "disable", "NAV401": "error"}}}"#, to: ".navc.json")
            let configured = run(["lint", source])
            #expect(configured.status == 1)
            #expect(!configured.stderr.contains("NAV402"), "\(configured.stderr)")
            #expect(configured.stderr.contains("error: route 'detail' hides the back button"))
            // The same settings apply to the build's lint pass, whose errors fail the build.
            let built = run(["build", "--lint", source])
            #expect(built.status == 1 && built.stderr.contains("error: route 'detail' hides"))
            #expect(text(of: directory.path("App.swift")) == nil, "nothing is written")
            // The command line wins over the file.
            #expect(run(["lint", "--disable", "NAV401", source]).status == 0)

            // The .nav file's lint block wins over .navc.json.
            let withBlock = AnalyzeCommandTests.warnings.replacingOccurrences(
                of: "    roots home\n",
                with: "    roots home\n    lint {\n        warning NAV401, NAV402\n    }\n")
            #expect(withBlock != AnalyzeCommandTests.warnings)
            try directory.write(withBlock, to: "App.nav")
            let overridden = run(["lint", source])
            #expect(overridden.status == 0, "\(overridden.stderr)")
            #expect(overridden.stderr.contains("warning: route 'orphan' is unreachable [NAV402]"))

            // The threshold and warningsAsErrors.
            try directory.write(
                #"{"lint": {"largeEnumThreshold": 2, "warningsAsErrors": true}}"#, to: ".navc.json")
            let strict = run(["lint", source])
            #expect(strict.status == 1)
            #expect(
                strict.stderr.contains("error: the route enum has 3 cases, more than the limit of 2 [NAV408]")
            )
            #expect(!run(["lint", "--large-enum-threshold", "10", source]).stderr.contains("NAV408"))
        }
    }

    /// `navc build` writes with `"outputs": "all"` and refuses an output that does not exist;
    /// `navc check` reports the file's errors too.
    @Test func buildAndCheckReadOutputs() throws {
        try withTemporaryDirectory { directory in
            let source = try directory.write(BuildCommandTests.app, to: "App.nav")
            try directory.write(#"{"outputs": "all"}"#, to: ".navc.json")
            #expect(run(["build", source]).status == 0)
            #expect(text(of: directory.path("App.swift")) != nil)
            try FileManager.default.removeItem(atPath: directory.path("App.swift"))
            try directory.write(#"{"outputs": ["routes", "docs"]}"#, to: ".navc.json")
            let refused = run(["build", source])
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("error: output 'routes' is not supported"))
            #expect(refused.stderr.contains("error: output 'docs' is not supported"))
            #expect(text(of: directory.path("App.swift")) == nil, "nothing is written")
            let checked = run(["check", source])
            #expect(checked.status == 1 && checked.stderr.contains("[NAV520]"), "\(checked.stderr)")
        }
    }

    @Test func buildPrintsLintWarningsOnlyWithLint() throws {
        try withTemporaryDirectory { directory in
            let source = try directory.write(AnalyzeCommandTests.warnings, to: "App.nav")
            let quiet = run(["build", source])
            #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
            let linted = run(["build", "--lint", "-o", directory.path("Gen"), source])
            #expect(linted.status == 0, "warnings do not fail the build")
            #expect(linted.stderr.contains("App.nav:14:7: warning: route 'orphan' is unreachable [NAV402]"))
            #expect(text(of: directory.path("Gen/App.swift")) != nil)
            let misused = run(["build", "--disable", "NAV402", source])
            #expect(misused.status == 2)
            #expect(misused.stderr == "error: '--disable' configures the lint pass; add --lint\n")
        }
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

    /// An Xcode project marks a root by its name's bytes, whatever the other entries of the
    /// folder are called: a name that only contains `.xcodeproj` does not, and a project whose
    /// name is not UTF-8 does.
    @Test func anXcodeProjectIsFoundByItsNamesBytes() throws {
        try withTemporaryDirectory { directory in
            for folder in ["Package/Sources", "Package/App.xcodeproj.old", "Package/.xcodeprojects"] {
                try FileManager.default.createDirectory(
                    atPath: directory.path(folder), withIntermediateDirectories: true)
            }
            try directory.write("notes", to: "Package/README")
            let file = directory.path("Package/Sources/App.nav")
            #expect(ProjectPaths.projectRoot(ofFile: file) != directory.path("Package"))
            let project = RawPath.decode(
                Array((directory.path("Package") + "/").utf8) + [0xE9] + Array(".xcodeproj".utf8))
            #expect(RawPath.withCString(project) { mkdir($0, 0o755) } == 0)
            #expect(ProjectPaths.projectRoot(ofFile: file) == directory.path("Package"))
        }
    }

    /// A command's roots, found once a folder, are the ones a search from each file finds: for
    /// files in sibling folders (the second found through the first's folders), in the root
    /// itself, and outside any project.
    @Test func projectRootsRememberEachFolderTheySearched() throws {
        try withTemporaryDirectory { directory in
            for folder in ["Package/Sources/A", "Package/Sources/B", "Loose"] {
                try FileManager.default.createDirectory(
                    atPath: directory.path(folder), withIntermediateDirectories: true)
            }
            try directory.write("// swift-tools-version:6.0\n", to: "Package/Package.swift")
            var roots = ProjectRoots()
            let files = [
                "Package/Sources/A/A.nav", "Package/Sources/B/B.nav", "Package/App.nav", "Loose/L.nav",
            ]
            for file in files {
                let path = directory.path(file)
                #expect(roots.root(ofFile: path) == ProjectPaths.projectRoot(ofFile: path), "\(file)")
            }
            #expect(
                roots.root(ofFile: directory.path("Package/Sources/B/B.nav")) == directory.path("Package"))
            #expect(
                roots.headerPath(for: directory.path("Package/Sources/A/A.nav"), currentDirectory: "/")
                    == "Sources/A/A.nav")
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
