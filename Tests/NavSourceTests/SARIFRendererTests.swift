import Foundation
import NavSource
import Testing

/// Checks the SARIF log's structure by decoding it, rather than comparing it with a snapshot.
@Suite struct SARIFRendererTests {
    /// A JSON object decoded by `JSONSerialization`.
    typealias Object = [String: Any]

    /// A file whose parameter list is missing its `)` after `String`, at byte 25.
    let app = SourceFile(path: "Samples/App.nav", text: "route second(data: String -> Second {}\n")

    /// The unclosed parameter list, with a ranged note, an unranged note and a fix-it.
    let missingParenthesis = Diagnostic(
        .expectedClosingDelimiter, ")", "parameter list", at: ByteRange(start: 25, end: 25),
        notes: [
            DiagnosticNote("to match this '('", at: ByteRange(start: 12, end: 13)),
            DiagnosticNote("parameters end with ')'"),
        ],
        fixIts: [.insert(")", at: 25)])

    /// The renderer under test.
    let renderer = SARIFRenderer(toolVersion: "1.2.0", informationURI: "https://example.com/navc")

    // MARK: Helpers

    /// Decodes `output`, checking that it is one JSON object followed by a newline.
    func decode(_ output: String) throws -> Object {
        #expect(output.hasSuffix("}\n"))
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8))
        return try #require(json as? Object)
    }

    /// The only run of the log rendered for `files`.
    func run(_ files: [(file: SourceFile, diagnostics: [Diagnostic])]) throws -> Object {
        let log = try decode(renderer.render(files))
        let runs = try #require(log["runs"] as? [Object])
        try #require(runs.count == 1)
        return runs[0]
    }

    /// The results of the log rendered for `diagnostics` in `file`.
    func results(_ diagnostics: [Diagnostic], in file: SourceFile) throws -> [Object] {
        try #require(run([(file, diagnostics)])["results"] as? [Object])
    }

    /// The value at `path` in `object`, following object keys and array indices.
    func value(_ object: Any, _ path: Any...) throws -> Any {
        var current = object
        for step in path {
            if let key = step as? String {
                current = try #require((current as? Object)?[key], "missing \(key)")
            } else if let index = step as? Int {
                let array = try #require(current as? [Any])
                try #require(index < array.count, "missing index \(index)")
                current = array[index]
            }
        }
        return current
    }

    /// The integer at `path` in `object`.
    func int(_ object: Any, _ path: Any...) throws -> Int {
        var current = object
        for step in path { current = try value(current, step) }
        return try #require(current as? Int)
    }

    /// The string at `path` in `object`.
    func string(_ object: Any, _ path: Any...) throws -> String {
        var current = object
        for step in path { current = try value(current, step) }
        return try #require(current as? String)
    }

    /// The primary region of `result`.
    func primaryRegion(_ result: Object) throws -> Object {
        try #require(value(result, "locations", 0, "physicalLocation", "region") as? Object)
    }

    /// Checks that `region` is a valid SARIF text and binary region.
    func expectValidRegion(_ region: Object) throws {
        let startLine = try int(region, "startLine")
        let startColumn = try int(region, "startColumn")
        let endLine = try int(region, "endLine")
        let endColumn = try int(region, "endColumn")
        #expect(startLine >= 1)
        #expect(startColumn >= 1)
        #expect(endLine >= startLine)
        #expect(endColumn >= 1)
        if endLine == startLine { #expect(endColumn >= startColumn) }
        #expect(try int(region, "byteOffset") >= 0)
        #expect(try int(region, "byteLength") >= 0)
    }

    /// Checks every region of every result in `run`, and returns the number checked.
    @discardableResult
    func expectValidRegions(in run: Object) throws -> Int {
        var count = 0
        for result in try #require(run["results"] as? [Object]) {
            var locations = try #require(result["locations"] as? [Object])
            locations += result["relatedLocations"] as? [Object] ?? []
            for location in locations {
                let physical = try #require(location["physicalLocation"] as? Object)
                try expectValidRegion(try #require(physical["region"] as? Object))
                count += 1
                if let context = physical["contextRegion"] as? Object {
                    try expectValidRegion(context)
                    count += 1
                }
            }
            for fix in result["fixes"] as? [Object] ?? [] {
                for change in try #require(fix["artifactChanges"] as? [Object]) {
                    for replacement in try #require(change["replacements"] as? [Object]) {
                        try expectValidRegion(try #require(replacement["deletedRegion"] as? Object))
                        count += 1
                    }
                }
            }
        }
        return count
    }

    // MARK: The log and the tool

    @Test func logHasVersionSchemaAndOneRun() throws {
        let output = renderer.render([(app, [missingParenthesis])])
        let log = try decode(output)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect((log["runs"] as? [Any])?.count == 1)
        // Pretty-printed with sorted keys: `$schema` sorts before `runs` and `version`.
        #expect(output.hasPrefix("{\n  \"$schema\""))
        let schema = try #require(output.range(of: "\"$schema\""))
        let runs = try #require(output.range(of: "\"runs\""))
        let version = try #require(output.range(of: "\"version\" : \"2.1.0\""))
        #expect(schema.lowerBound < runs.lowerBound && runs.lowerBound < version.lowerBound)
    }

    @Test func driverDescribesNavc() throws {
        let run = try self.run([(app, [missingParenthesis])])
        let driver = try #require(value(run, "tool", "driver") as? Object)
        #expect(driver["name"] as? String == "navc")
        #expect(driver["version"] as? String == "1.2.0")
        #expect(driver["semanticVersion"] as? String == "1.2.0")
        #expect(driver["informationUri"] as? String == "https://example.com/navc")
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        #expect(run["defaultEncoding"] as? String == "UTF-8")
        #expect(run["newlineSequences"] as? [String] == ["\r\n", "\r", "\n"])
    }

    @Test func omitsMissingInformationURIAndNonSemanticVersions() throws {
        let plain = SARIFRenderer(toolVersion: "main-4f2a9c")
        let log = try decode(plain.render([(app, [])]))
        let driver = try #require(value(log, "runs", 0, "tool", "driver") as? Object)
        #expect(driver["version"] as? String == "main-4f2a9c")
        #expect(driver["semanticVersion"] == nil)
        #expect(driver["informationUri"] == nil)
        #expect((try value(log, "runs", 0, "results") as? [Any])?.isEmpty == true)
        for version in ["0.1.0", "1.2.3-beta.1", "2.0.0-rc.1+build.5", "1.0.0+20260101"] {
            let log = try decode(SARIFRenderer(toolVersion: version).render([]))
            #expect(try string(log, "runs", 0, "tool", "driver", "semanticVersion") == version)
        }
        for version in ["1.2", "01.2.3", "1.2.3-", "1.2.3-01", "v1.2.3", "1.2.3+", ""] {
            let log = try decode(SARIFRenderer(toolVersion: version).render([]))
            #expect((try value(log, "runs", 0, "tool", "driver") as? Object)?["semanticVersion"] == nil)
        }
    }

    @Test func rulesDocumentEveryCatalogCodeSortedByID() throws {
        let rules = try #require(value(run([(app, [])]), "tool", "driver", "rules") as? [Object])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == DiagnosticCode.allCases.map(\.id).sorted())
        for (rule, id) in zip(rules, ids) {
            let code = try #require(DiagnosticCode(id: id))
            #expect(try string(rule, "fullDescription", "text") == code.descriptor.explanation)
            #expect(try !string(rule, "shortDescription", "text").isEmpty)
            let help = try string(rule, "help", "text")
            #expect(help.hasPrefix(code.descriptor.explanation + "\n\nExample:\n"))
            #expect(try string(rule, "help", "markdown").contains("```"))
            let level = try string(rule, "defaultConfiguration", "level")
            #expect(["error", "warning", "note"].contains(level))
            #expect(level == code.descriptor.severity.rawValue)
            #expect((try value(rule, "properties", "tags") as? [String])?.count == 1)
            #expect(try string(rule, "name").first?.isUppercase == true)
        }

        let nav104 = try #require(rules.first { $0["id"] as? String == "NAV104" })
        #expect(nav104["name"] as? String == "ExpectedClosingDelimiter")
        #expect(try string(nav104, "shortDescription", "text") == "expected '…' to close …")
        #expect(try value(nav104, "properties", "tags") as? [String] == ["parsing"])
        let markdown = try string(nav104, "help", "markdown")
        #expect(markdown.hasSuffix("**Example:**\n\n```\nroute second(data: String -> Second {}\n```"))
        // Markdown syntax in the explanation is escaped, so it shows as written.
        let nav105 = try #require(rules.first { $0["id"] as? String == "NAV105" })
        #expect(try string(nav105, "help", "markdown").contains(#"arrays (\[Int\])"#))
        let nav001 = try #require(rules.first { $0["id"] as? String == "NAV001" })
        #expect(nav001["name"] as? String == "InvalidUtf8")
        #expect(try value(nav001, "properties", "tags") as? [String] == ["lexing"])
        // An example that is not valid UTF-8 is drawn with a symbol, which the help explains.
        let nav001Markdown = try string(nav001, "help", "markdown")
        #expect(nav001Markdown.contains("title \"\u{FFFD}(\""))
        #expect(nav001Markdown.hasSuffix("not valid UTF-8 (here 0xC3); the file itself holds the bytes."))
        #expect(
            try string(nav001, "help", "text").contains("\u{FFFD} stands for a byte that is not valid UTF-8"))
    }

    // MARK: Results

    @Test func resultsReferToTheirRules() throws {
        let warning = {
            var diagnostic = Diagnostic(
                .unexpectedCharacter, "character", "@", at: ByteRange(start: 0, end: 1))
            diagnostic.severity = .warning
            return diagnostic
        }()
        let note = {
            var diagnostic = Diagnostic(.expectedName, "route name", at: ByteRange(start: 6, end: 12))
            diagnostic.severity = .note
            return diagnostic
        }()
        let run = try self.run([(app, [missingParenthesis, warning, note])])
        let rules = try #require(value(run, "tool", "driver", "rules") as? [Object])
        let results = try #require(run["results"] as? [Object])
        #expect(results.count == 3)
        for result in results {
            let ruleId = try string(result, "ruleId")
            let ruleIndex = try int(result, "ruleIndex")
            try #require(ruleIndex >= 0 && ruleIndex < rules.count)
            #expect(rules[ruleIndex]["id"] as? String == ruleId)
            #expect(try ["error", "warning", "note", "none"].contains(string(result, "level")))
        }
        #expect(results.map { $0["ruleId"] as? String } == ["NAV104", "NAV003", "NAV102"])
        // The level is the diagnostic's own severity, not the rule's default.
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        #expect(try string(results[2], "message", "text") == "expected route name")
        try expectValidRegions(in: run)
    }

    @Test func primaryLocationPointsAtTheRange() throws {
        let result = try #require(results([missingParenthesis], in: app).first)
        let physical = try #require(value(result, "locations", 0, "physicalLocation") as? Object)
        #expect(try string(physical, "artifactLocation", "uri") == "Samples/App.nav")
        #expect(try string(physical, "artifactLocation", "uriBaseId") == "%SRCROOT%")
        #expect(try int(physical, "artifactLocation", "index") == 0)
        let region = try #require(physical["region"] as? Object)
        #expect(try int(region, "startLine") == 1)
        #expect(try int(region, "startColumn") == 26)
        #expect(try int(region, "endLine") == 1)
        #expect(try int(region, "endColumn") == 26)
        #expect(try int(region, "byteOffset") == 25)
        #expect(try int(region, "byteLength") == 0)
        // An insertion point has no text of its own; the context region shows its line.
        #expect(region["snippet"] == nil)
        #expect(
            try string(physical, "contextRegion", "snippet", "text")
                == "route second(data: String -> Second {}")
        #expect(try int(physical, "contextRegion", "startColumn") == 1)
        #expect(try int(physical, "contextRegion", "endColumn") == 39)
    }

    @Test func regionSnippetIsTheRegionText() throws {
        let diagnostic = Diagnostic(.expectedName, "route name", at: ByteRange(start: 6, end: 12))
        let result = try #require(results([diagnostic], in: app).first)
        let region = try primaryRegion(result)
        #expect(try string(region, "snippet", "text") == "second")
        #expect(try int(region, "startColumn") == 7)
        #expect(try int(region, "endColumn") == 13)
        #expect(try int(region, "byteLength") == 6)
        // A range that covers its whole line needs no context region.
        let whole = Diagnostic(.expectedName, "x", at: ByteRange(start: 0, end: 38))
        let physical = try #require(
            value(results([whole], in: app)[0], "locations", 0, "physicalLocation") as? Object)
        #expect(physical["contextRegion"] == nil)
    }

    @Test func notesBecomeRelatedLocationsAndMessageLines() throws {
        let result = try #require(results([missingParenthesis], in: app).first)
        let related = try #require(result["relatedLocations"] as? [Object])
        #expect(related.count == 1)
        #expect(try int(related[0], "id") == 1)
        #expect(try string(related[0], "message", "text") == "to match this '('")
        let region = try #require(value(related[0], "physicalLocation", "region") as? Object)
        #expect(try int(region, "startColumn") == 13)
        #expect(try int(region, "endColumn") == 14)
        #expect(try string(region, "snippet", "text") == "(")
        #expect(try string(related[0], "physicalLocation", "artifactLocation", "uri") == "Samples/App.nav")
        // The message links to the ranged note and carries the unranged one as plain text.
        #expect(
            try string(result, "message", "text")
                == "expected ')' to close parameter list\nnote: [to match this '('](1)\n"
                + "note: parameters end with ')'")

        let plain = Diagnostic(.expectedName, "route name", at: ByteRange(start: 6, end: 12))
        let plainResult = try #require(results([plain], in: app).first)
        #expect(plainResult["relatedLocations"] == nil)
        #expect(plainResult["fixes"] == nil)
    }

    @Test func fixItsBecomeFixesWithReplacements() throws {
        let removal = Diagnostic(
            .unexpectedEdgeTarget, "pop", at: ByteRange(start: 29, end: 35),
            fixIts: [FixIt(range: ByteRange(start: 28, end: 35), replacement: ""), .insert("!", at: 0)])
        let results = try self.results([missingParenthesis, removal], in: app)

        let fixes = try #require(results[0]["fixes"] as? [Object])
        #expect(fixes.count == 1)
        #expect(try string(fixes[0], "description", "text") == "insert ')'")
        let change = try #require(value(fixes[0], "artifactChanges", 0) as? Object)
        #expect(try string(change, "artifactLocation", "uri") == "Samples/App.nav")
        #expect(try int(change, "artifactLocation", "index") == 0)
        let replacement = try #require(value(change, "replacements", 0) as? Object)
        #expect(try string(replacement, "insertedContent", "text") == ")")
        let deleted = try #require(replacement["deletedRegion"] as? Object)
        #expect(try int(deleted, "byteOffset") == 25)
        #expect(try int(deleted, "byteLength") == 0)
        #expect(try int(deleted, "startColumn") == 26)
        #expect(try int(deleted, "endColumn") == 26)

        // Each fix-it is a separate fix; a removal inserts nothing.
        let removalFixes = try #require(results[1]["fixes"] as? [Object])
        #expect(removalFixes.count == 2)
        #expect(try string(removalFixes[0], "description", "text") == "remove this")
        let removed = try #require(value(removalFixes[0], "artifactChanges", 0, "replacements", 0) as? Object)
        #expect(removed["insertedContent"] == nil)
        #expect(try int(removed, "deletedRegion", "byteLength") == 7)
        #expect(try int(removed, "deletedRegion", "startColumn") == 29)
        #expect(try int(removed, "deletedRegion", "endColumn") == 36)
        #expect(try string(removalFixes[1], "description", "text") == "insert '!'")

        // SARIF requires unique fixes, so a repeated fix-it is listed once.
        let repeated = Diagnostic(
            .expectedToken, ",", "between arguments", at: .empty(at: 5),
            fixIts: [.insert(",", at: 5), .insert(",", at: 5)])
        let repeatedFixes = try #require(self.results([repeated], in: app)[0]["fixes"] as? [Object])
        #expect(repeatedFixes.count == 1)
    }

    // MARK: Positions

    @Test func columnsCountUTF16CodeUnits() throws {
        // `é` is 2 bytes and 1 UTF-16 unit; `🎉` is 4 bytes and 2 units (a surrogate pair).
        let unicode = SourceFile(path: "a.nav", text: "title \"é🎉\" @")
        let at = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 15, end: 16))
        let emoji = Diagnostic(.unexpectedCharacter, "character", "🎉", at: ByteRange(start: 9, end: 13))
        let run = try self.run([(unicode, [at, emoji])])
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [Object])

        let atRegion = try primaryRegion(results[0])
        #expect(try int(atRegion, "startColumn") == 13)
        #expect(try int(atRegion, "endColumn") == 14)
        #expect(try int(atRegion, "byteOffset") == 15)

        let emojiRegion = try primaryRegion(results[1])
        #expect(try int(emojiRegion, "startColumn") == 9)
        #expect(try int(emojiRegion, "endColumn") == 11)
        #expect(try int(emojiRegion, "byteLength") == 4)
        #expect(try string(emojiRegion, "snippet", "text") == "🎉")
        // The columns agree with the text as UTF-16, which is how viewers count them.
        let line = Array("title \"é🎉\" @".utf16)
        #expect(String(decoding: line[(9 - 1)..<(11 - 1)], as: UTF16.self) == "🎉")
        #expect(String(decoding: line[(13 - 1)..<(14 - 1)], as: UTF16.self) == "@")
    }

    @Test func endOfFileAndEmptyRangesAreValidRegions() throws {
        // At the end of a file that ends with a line break, the position follows the break on
        // the last line, since SARIF does not count the empty text after it as a line.
        let cases: [(text: String, offset: Int, line: Int, column: Int)] = [
            ("route a -> A {\n", 15, 1, 16),
            ("a\r\n", 3, 1, 4),
            ("ab\ncd", 5, 2, 3),
            ("", 0, 1, 1),
            ("x\n\n", 3, 2, 2),
            ("é\n", 99, 1, 3),
        ]
        for (text, offset, line, column) in cases {
            let file = SourceFile(path: "e.nav", text: text)
            let diagnostic = Diagnostic(
                .expectedToken, "}", "at end of file", at: .empty(at: offset),
                fixIts: [.insert("}", at: offset)])
            let run = try self.run([(file, [diagnostic])])
            #expect(try expectValidRegions(in: run) >= 2)
            let region = try primaryRegion(try #require((run["results"] as? [Object])?.first))
            #expect(try int(region, "startLine") == line, "\(text.debugDescription)")
            #expect(try int(region, "startColumn") == column, "\(text.debugDescription)")
            #expect(try int(region, "endLine") == line)
            #expect(try int(region, "endColumn") == column)
            #expect(try int(region, "byteOffset") == file.bytes.count)
            #expect(try int(region, "byteLength") == 0)
        }
    }

    @Test func linesEndAtCRLFAndLoneCR() throws {
        let file = SourceFile(path: "a.nav", text: "ab\r\ncd\ref\ng")
        let diagnostics = [4, 5, 7, 10].map {
            Diagnostic(.unexpectedCharacter, "character", "x", at: .empty(at: $0))
        }
        let results = try self.results(diagnostics, in: file)
        let positions = try results.map { result in
            let region = try primaryRegion(result)
            return [try int(region, "startLine"), try int(region, "startColumn")]
        }
        #expect(positions == [[2, 1], [2, 2], [3, 1], [4, 1]])
    }

    @Test func byteOrderMarkIsNotAColumn() throws {
        let file = SourceFile(path: "bom.nav", bytes: [0xEF, 0xBB, 0xBF] + Array("@ x".utf8))
        let at = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 3, end: 4))
        let start = Diagnostic(.expectedDeclaration, "'@'", at: .empty(at: 0))
        let results = try self.results([at, start], in: file)
        let region = try primaryRegion(results[0])
        #expect(try int(region, "startColumn") == 1)
        #expect(try int(region, "endColumn") == 2)
        #expect(try int(region, "byteOffset") == 3)
        // An offset inside the mark moves to the first character, so bytes and columns agree.
        let moved = try primaryRegion(results[1])
        #expect(try int(moved, "startColumn") == 1)
        #expect(try int(moved, "byteOffset") == 3)
    }

    // MARK: Artifacts and URIs

    @Test func twoFilesProduceTwoArtifacts() throws {
        let other = SourceFile(path: "Samples/Other.nav", text: "@\n")
        let quiet = SourceFile(path: "Samples/Quiet.nav", text: "route a -> A {}\n")
        let stray = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 0, end: 1))
        let run = try self.run([(app, [missingParenthesis]), (other, [stray]), (quiet, []), (other, [stray])])
        let artifacts = try #require(run["artifacts"] as? [Object])
        // A file is listed once, even when given twice, and a file without results is listed too.
        #expect(artifacts.count == 3)
        #expect(
            try artifacts.map { try string($0, "location", "uri") }
                == ["Samples/App.nav", "Samples/Other.nav", "Samples/Quiet.nav"])
        #expect(
            try artifacts.map { try string($0, "location", "uriBaseId") }
                == Array(repeating: "%SRCROOT%", count: 3))
        #expect(try int(artifacts[0], "length") == app.bytes.count)
        let results = try #require(run["results"] as? [Object])
        #expect(
            try results.map { try int($0, "locations", 0, "physicalLocation", "artifactLocation", "index") }
                == [0, 1, 1])
        for result in results {
            let location = try #require(
                value(result, "locations", 0, "physicalLocation", "artifactLocation") as? Object)
            let index = try int(location, "index")
            #expect(try string(artifacts[index], "location", "uri") == string(location, "uri"))
        }
    }

    @Test func pathsBecomeEncodedURIs() throws {
        let cases: [(path: String, uri: String, base: String?)] = [
            ("My Samples/Café App.nav", "My%20Samples/Caf%C3%A9%20App.nav", "%SRCROOT%"),
            ("./Samples/App.nav", "Samples/App.nav", "%SRCROOT%"),
            ("Samples\\Win.nav", "Samples/Win.nav", "%SRCROOT%"),
            ("a#b?c%d:e.nav", "a%23b%3Fc%25d%3Ae.nav", "%SRCROOT%"),
            ("/abs/x y.nav", "file:///abs/x%20y.nav", nil),
            ("C:\\Code\\App.nav", "file:///C:/Code/App.nav", nil),
        ]
        for (path, uri, base) in cases {
            let file = SourceFile(path: path, text: "@")
            let diagnostic = Diagnostic(
                .unexpectedCharacter, "character", "@", at: ByteRange(start: 0, end: 1))
            let run = try self.run([(file, [diagnostic])])
            let artifact = try #require(value(run, "artifacts", 0, "location") as? Object)
            #expect(artifact["uri"] as? String == uri)
            #expect(artifact["uriBaseId"] as? String == base)
            let location = try #require(
                value(run, "results", 0, "locations", 0, "physicalLocation", "artifactLocation") as? Object)
            #expect(location["uri"] as? String == uri)
            #expect(location["uriBaseId"] as? String == base)
            #expect(URL(string: uri) != nil)
        }
    }

    @Test func pathsOutsideTheSourceRootBecomeAbsoluteFileURIs() throws {
        let renderer = SARIFRenderer(toolVersion: "1.2.0", sourceRoot: "/work/my repo")
        let cases: [(path: String, uri: String, base: String?)] = [
            ("../other/x.nav", "file:///work/other/x.nav", nil),
            ("a/../../x.nav", "file:///work/x.nav", nil),
            ("..", "file:///work", nil),
            ("a/../b.nav", "b.nav", "%SRCROOT%"),
            ("Samples//./App.nav", "Samples/App.nav", "%SRCROOT%"),
            ("/abs/../x.nav", "file:///x.nav", nil),
        ]
        for (path, uri, base) in cases {
            let file = SourceFile(path: path, text: "@")
            let diagnostic = Diagnostic(
                .unexpectedCharacter, "character", "@", at: ByteRange(start: 0, end: 1))
            let log = try decode(renderer.render([(file, [diagnostic])]))
            let location = try #require(
                value(log, "runs", 0, "results", 0, "locations", 0, "physicalLocation", "artifactLocation")
                    as? Object)
            #expect(location["uri"] as? String == uri, "\(path)")
            #expect(location["uriBaseId"] as? String == base, "\(path)")
            #expect(!(location["uri"] as? String ?? "").contains(".."), "\(path)")
        }
    }

    /// GitHub resolves relative URIs only through `originalUriBaseIds`: every `uriBaseId` in the
    /// log must be defined there, as an absolute `file` URI ending in `/`.
    @Test func everyURIBaseIsDefined() throws {
        let renderer = SARIFRenderer(toolVersion: "1.2.0", sourceRoot: "/work/my repo/")
        let other = SourceFile(path: "../x.nav", text: "@\n")
        let stray = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 0, end: 1))
        let log = try decode(
            renderer.render(
                [(app, [missingParenthesis]), (other, [stray])],
                failures: [
                    ToolFailure(code: .fileNotFound, message: "no such file 'gone.nav'", path: "gone.nav")
                ]))
        let bases = try #require(value(log, "runs", 0, "originalUriBaseIds") as? Object)
        #expect(Array(bases.keys) == ["%SRCROOT%"])
        #expect(try string(bases, "%SRCROOT%", "uri") == "file:///work/my%20repo/")
        var used: [String] = []
        func walk(_ node: Any) {
            if let object = node as? Object {
                if let base = object["uriBaseId"] as? String { used.append(base) }
                object.values.forEach(walk)
            } else if let array = node as? [Any] {
                array.forEach(walk)
            }
        }
        walk(log)
        #expect(used.count >= 4, "artifacts, results, fixes and the notification use the base")
        #expect(used.allSatisfy { bases[$0] != nil }, "\(used)")
    }

    @Test func toolFailuresBecomeExecutionNotifications() throws {
        let failures = [
            ToolFailure(code: .fileNotFound, message: "no such file 'gone.nav'", path: "gone.nav"),
            ToolFailure(
                code: .unreadableStandardInput, message: "cannot read standard input: is a directory",
                path: nil),
        ]
        let log = try decode(renderer.render([(app, [missingParenthesis])], failures: failures))
        let run = try #require(value(log, "runs", 0) as? Object)
        let invocations = try #require(run["invocations"] as? [Object])
        try #require(invocations.count == 1)
        #expect(invocations[0]["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocations[0]["toolExecutionNotifications"] as? [Object])
        #expect(notifications.count == 2)
        let rules = try #require(value(run, "tool", "driver", "rules") as? [Object])
        for (notification, failure) in zip(notifications, failures) {
            #expect(notification["level"] as? String == "error")
            #expect(try string(notification, "message", "text") == failure.message)
            let index = try int(notification, "associatedRule", "index")
            #expect(try string(notification, "associatedRule", "id") == failure.code.id)
            #expect(try string(rules[index], "id") == failure.code.id, "the index points at the rule")
        }
        #expect(
            try string(notifications[0], "locations", 0, "physicalLocation", "artifactLocation", "uri")
                == "gone.nav")
        #expect(notifications[1]["locations"] == nil, "standard input is no artifact")
        // Results still come through next to the failures.
        #expect((run["results"] as? [Object])?.count == 1)

        let clean = try #require(
            value(try decode(renderer.render([(app, [])])), "runs", 0, "invocations", 0) as? Object)
        #expect(clean["executionSuccessful"] as? Bool == true)
        #expect(clean["toolExecutionNotifications"] == nil)
    }

    // MARK: Fingerprints, escaping and determinism

    @Test func fingerprintsFollowTheLineNotItsNumber() throws {
        let line = "route second(data: String -> Second {}\n"
        let moved = SourceFile(path: "Samples/App.nav", text: "// added\n\n    " + line + line)
        let atFirst = Diagnostic(.expectedClosingDelimiter, ")", "x", at: .empty(at: 14 + 25))
        let atSecond = Diagnostic(.expectedClosingDelimiter, ")", "x", at: .empty(at: 14 + 39 + 25))
        let other = Diagnostic(.expectedName, "route name", at: ByteRange(start: 14 + 6, end: 14 + 12))

        let original = try string(
            self.results([missingParenthesis], in: app)[0], "partialFingerprints", "primaryLocationLineHash")
        let results = try self.results([atFirst, atSecond, other], in: moved)
        let hashes = try results.map { try string($0, "partialFingerprints", "primaryLocationLineHash") }
        #expect(original.count == 18)
        #expect(original.hasSuffix(":1"))
        #expect(original.prefix(16).allSatisfy { $0.isHexDigit })
        // Indentation and the line number do not matter; repeats are numbered; rules differ.
        #expect(hashes[0] == original)
        #expect(hashes[1] == original.dropLast() + "2")
        #expect(hashes[2].hasSuffix(":1") && hashes[2] != original)
    }

    @Test func messagesEscapeOnlyAmbiguousText() throws {
        let brace = Diagnostic(.expectedToken, "}", "to close the route body", at: .empty(at: 0))
        let placeholder = Diagnostic(.unexpectedCharacter, "character", "{0}", at: .empty(at: 0))
        let link = Diagnostic(.unexpectedToken, "'[a](1)'", "here", at: .empty(at: 0))
        let bracketNote = Diagnostic(
            .expectedType, "here", at: .empty(at: 0),
            notes: [DiagnosticNote("in '[Int]'", at: ByteRange(start: 0, end: 1))])
        let results = try self.results([brace, placeholder, link, bracketNote], in: app)
        let texts = try results.map { try string($0, "message", "text") }
        #expect(texts[0] == "expected '}' to close the route body")
        #expect(texts[1] == "unexpected character '{{0}}'")
        #expect(texts[2] == #"unexpected '\[a\](1)' here"#)
        #expect(texts[3] == #"expected type here"# + "\nnote: [in '\\[Int\\]'](1)")
        #expect(try string(results[3], "relatedLocations", 0, "message", "text") == "in '[Int]'")
    }

    @Test func outputIsByteIdenticalAcrossRenders() throws {
        let other = SourceFile(path: "Samples/Other.nav", text: "title \"é🎉\" @\n")
        let stray = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 15, end: 16))
        let files: [(file: SourceFile, diagnostics: [Diagnostic])] = [
            (app, [missingParenthesis]), (other, [stray]),
        ]
        let first = renderer.render(files)
        let second = SARIFRenderer(toolVersion: "1.2.0", informationURI: "https://example.com/navc").render(
            files)
        #expect(first == second)
        #expect(first.hasSuffix("\n") && !first.hasSuffix("\n\n"))
        // Non-ASCII text is written as UTF-8 and slashes are not escaped.
        #expect(first.contains("🎉"))
        #expect(first.contains("\"Samples/Other.nav\""))
        try expectValidRegions(in: try run(files))
    }
}
