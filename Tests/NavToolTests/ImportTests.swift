import Foundation
import NavDriver
import NavSource
import Testing

/// Graphs across files: `import "file.nav"` and `feature Name { start route }`, checked, built,
/// diffed and reported as one graph, each diagnostic in the file that holds it.
@Suite struct ImportTests {
    /// An app that imports a feature file, which imports a shared file the app imports too.
    static let app = """
        import "Settings/Settings.nav"
        import "Shared/Types.nav"

        navigation App {
            target iOS 16
            roots home
        }

        route home -> HomeView {
            action openSettings = sheet Settings(account: "me")
            action openItem(id: Item.ID) = push item(id: id)
        }

        """

    static let settings = """
        import "../Shared/Types.nav"

        // The settings feature, entered with the account it shows.
        feature Settings {
            start settings
        }

        route settings(account: String) -> SettingsView {
            action close = dismiss
            action showAbout = push about
        }

        route about -> AboutView

        route item(id: Item.ID) -> ItemView

        """

    static let types = "type Item.ID: Codable, Hashable, Sendable\n"

    /// Writes the three files into `directory` and returns the app's path.
    static func writeGraph(
        in directory: TemporaryDirectory, app: String = app, settings: String = settings
    ) throws -> String {
        for folder in ["Settings", "Shared"] {
            try FileManager.default.createDirectory(
                atPath: directory.path(folder), withIntermediateDirectories: true)
        }
        try directory.write(settings, to: "Settings/Settings.nav")
        try directory.write(types, to: "Shared/Types.nav")
        return try directory.write(app, to: "App.nav")
    }

    @Test func aGraphAcrossFilesBuildsIntoOneFile() throws {
        try withTemporaryDirectory { directory in
            let app = try Self.writeGraph(in: directory)
            let result = run(["build", "-o", directory.path("out"), app])
            #expect(result.status == 0, "\(result.stderr)")
            let swift = try String(contentsOfFile: directory.path("out/App.swift"), encoding: .utf8)
            // Every route of every file is a case of the one route enum.
            for route in [
                "case home", "case settings(account: String)", "case about", "case item(id: Item.ID)",
            ] {
                #expect(swift.contains(route), "\(route) missing")
            }
            // The edge to the feature presents the feature's start route.
            #expect(swift.contains(".settings(account: \"me\")"))
            // The shared file is read once although two files import it.
            #expect(swift.components(separatedBy: "case item(id: Item.ID)").count == 2)
        }
    }

    /// Built together, as the build plugin builds a target's files, an imported input gets a file
    /// that says where its code is, and the graph's file holds every route.
    @Test func importedInputsBuiltTogetherSayWhereTheirCodeIs() throws {
        try withTemporaryDirectory { directory in
            let app = try Self.writeGraph(in: directory)
            let inputs = [app, directory.path("Settings/Settings.nav"), directory.path("Shared/Types.nav")]
            let result = run(["build", "-o", directory.path("out")] + inputs)
            #expect(result.status == 0, "\(result.stderr)")
            let member = try String(contentsOfFile: directory.path("out/Types.swift"), encoding: .utf8)
            #expect(member.hasPrefix("// DO NOT EDIT.\n"))
            #expect(member.contains("is part of the graph of"), "\(member)")
            #expect(!member.contains("enum"))
            let graph = try String(contentsOfFile: directory.path("out/App.swift"), encoding: .utf8)
            #expect(graph.contains("case about"))
        }
    }

    /// `navc check` and `navc lint` on all of a target's files (`Sources/App/*.nav`, as CI runs
    /// them) check each imported input as part of the graph that imports it, as `navc build`
    /// does, instead of as an app without a header; an error in one is reported once, located
    /// in it.
    @Test(arguments: ["check", "lint"])
    func importedInputsCheckedTogetherArePartOfTheirGraph(command: String) throws {
        try withTemporaryDirectory { directory in
            let app = try Self.writeGraph(in: directory)
            let inputs = [directory.path("Shared/Types.nav"), app, directory.path("Settings/Settings.nav")]
            let clean = run([command] + inputs)
            #expect(clean.status == 0, "\(clean.stderr)")
            #expect(!clean.stderr.contains("NAV212"), "\(clean.stderr)")

            let broken = Self.settings.replacingOccurrences(of: "push about", with: "push abot")
            _ = try Self.writeGraph(in: directory, settings: broken)
            let failing = run([command] + inputs)
            #expect(failing.status == 1)
            let settings = directory.path("Settings/Settings.nav")
            #expect(
                failing.stderr.components(
                    separatedBy: "\(settings):10:29: error: route 'abot' is not declared"
                )
                .count == 2, "\(failing.stderr)")
        }
    }

    /// Alone, a file without a header is reported with a note saying where it belongs.
    @Test func aFileWithoutAHeaderSaysItIsImported() throws {
        try withTemporaryDirectory { directory in
            _ = try Self.writeGraph(in: directory)
            let result = run(["check", directory.path("Settings/Settings.nav")])
            #expect(result.status == 1)
            #expect(result.stderr.contains("error: missing 'navigation' header [NAV212]"), "\(result.stderr)")
            #expect(
                result.stderr.contains("note: a file without a header is part of the app that imports it"),
                "\(result.stderr)")
        }
    }

    @Test func diagnosticsNameTheFileTheyAreIn() throws {
        try withTemporaryDirectory { directory in
            let broken = Self.settings.replacingOccurrences(of: "push about", with: "push abot")
            let app = try Self.writeGraph(in: directory, settings: broken)
            let result = run(["check", app])
            #expect(result.status == 1)
            let settings = directory.path("Settings/Settings.nav")
            #expect(
                result.stderr.hasPrefix("\(settings):10:29: error: route 'abot' is not declared [NAV201]\n"),
                "\(result.stderr)")
            #expect(result.stderr.contains("   10 |     action showAbout = push abot\n"))
        }
    }

    @Test func aNameDeclaredInTwoFilesPointsIntoBoth() throws {
        try withTemporaryDirectory { directory in
            let app = try Self.writeGraph(
                in: directory, settings: Self.settings + "route home -> OtherHome\n")
            let text = run(["check", app]).stderr
            let settings = directory.path("Settings/Settings.nav")
            #expect(
                text.contains("\(settings):16:7: error: route 'home' is declared more than once [NAV202]"),
                "\(text)")
            #expect(text.contains("\(app):9:7: note: first declared here"), "\(text)")

            let json = run(["check", "--diagnostics-format", "json", app]).stdout
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(lines(json)[0].utf8)) as? [String: Any])
            #expect(object["file"] as? String == settings)
            let note = try #require((object["notes"] as? [[String: Any]])?.first)
            #expect(note["file"] as? String == app)

            let sarif = run(["check", "--diagnostics-format", "sarif", app]).stdout
            for file in ["App.nav", "Settings/Settings.nav", "Shared/Types.nav"] {
                #expect(sarif.contains(file), "\(file) is no SARIF artifact")
            }

            let github = run(["check", "--diagnostics-format", "github", app]).stdout
            #expect(github.contains("file=\(settings)"), "\(github)")
            #expect(github.contains("(\(app):9:7)"), "\(github)")
        }
    }

    @Test func importErrorsAreLocated() throws {
        try withTemporaryDirectory { directory in
            // A cycle through the feature file, and a file that is not there.
            let cyclic = Self.settings.replacingOccurrences(
                of: "import \"../Shared/Types.nav\"", with: "import \"../App.nav\"\nimport \"Missing.nav\"")
            let app = try Self.writeGraph(in: directory, settings: cyclic)
            let text = run(["check", app]).stderr
            let settings = directory.path("Settings/Settings.nav")
            #expect(text.contains("\(settings):1:8: error: '\(app)' imports itself [NAV524]"), "\(text)")
            #expect(text.contains("\(app):1:8: note: '\(app)' imports '\(settings)' here"), "\(text)")
            #expect(text.contains("\(settings):2:8: error: cannot find imported file 'Missing.nav' [NAV523]"))
            #expect(
                text.contains("= note: looked for '\(directory.path("Settings/Missing.nav"))'"), "\(text)")
        }
    }

    /// A chain of imports as long as a generated graph's is followed without recursion: the
    /// walk once took one stack frame per file and crashed at 20,000 files. A file deep in the
    /// chain that imports the first is a cycle through every file, reported once.
    @Test func aChainOfThirtyThousandImportsIsComposed() throws {
        let count = 30_000
        let header = "navigation App {\n    target iOS 17\n    roots r0\n}\n"
        @Sendable func text(_ index: Int) -> String {
            let next = index + 1 < count ? "import \"f\(index + 1).nav\"\n" : "import \"f0.nav\"\n"
            let push = index + 1 < count ? "    action next = push f\(index + 1)\n" : ""
            return next + "route f\(index) -> View\(index) {\n\(push)}\n"
        }
        let reader = ImportReader { path in
            guard path.hasPrefix("f"), path.hasSuffix(".nav"), let index = Int(path.dropFirst().dropLast(4))
            else { return .failure(LoadError(code: .fileNotFound, path: path)) }
            return .success(SourceFile(path: path, text: text(index)))
        }
        let root = SourceFile(
            path: "App.nav",
            text: "import \"f0.nav\"\n" + header + "route r0 -> Root {\n    action go = push f0\n}\n")
        let checked = Pipeline.check(root, imports: reader)
        let cycles = checked.diagnostics.filter { $0.code == .importCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.notes.count == count)
        #expect(checked.diagnostics.count == 1, "\(checked.diagnostics.prefix(3).map(\.message))")
        let composed = String(decoding: checked.source.bytes, as: UTF8.self)
        #expect(composed.components(separatedBy: "route f").count == count + 1)
    }

    @Test func standardInputCannotImport() {
        let result = run(["check", "-"], stdin: Self.app)
        #expect(
            result.stderr.contains("<stdin>:1:8: error: import of 'Settings/Settings.nav' was not resolved"))
    }

    @Test func diffComparesWholeGraphs() throws {
        try withTemporaryDirectory { directory in
            let old = try Self.writeGraph(in: directory)
            let newFolder = directory.path("new")
            try FileManager.default.createDirectory(atPath: newFolder, withIntermediateDirectories: true)
            let new = try Self.writeGraph(
                in: TemporaryDirectory(existing: URL(fileURLWithPath: newFolder)),
                settings: Self.settings.replacingOccurrences(of: "route about -> AboutView\n", with: "")
                    .replacingOccurrences(of: "    action showAbout = push about\n", with: ""))
            let result = run(["diff", old, new])
            #expect(result.status == 1)
            #expect(result.stderr.contains("route 'about' was removed"), "\(result.stderr)")
        }
    }

    @Test func graphOutputDrawsEveryFile() throws {
        try withTemporaryDirectory { directory in
            let app = try Self.writeGraph(in: directory)
            let dot = run(["graph", app]).stdout
            for route in ["home", "settings", "about", "item"] { #expect(dot.contains(route)) }
        }
    }
}

extension TemporaryDirectory {
    /// A directory that already exists (not removed by this value).
    init(existing url: URL) {
        self.url = url
    }
}
