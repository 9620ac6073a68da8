/// Renders diagnostics from one or more files as a single SARIF 2.1.0 log, the format GitHub code
/// scanning and other static-analysis viewers read.
///
/// The log holds one run whose `tool.driver` is navc. Its rules are every entry of the
/// diagnostic catalog, sorted by ID, so a viewer can show the documentation of any code; each
/// result points at its rule by `ruleId` and `ruleIndex`. The output is pretty-printed JSON
/// with sorted keys and a trailing newline, and it is byte-identical for identical input.
///
/// Design choices, with the sections of the SARIF 2.1.0 specification they follow:
///
/// - Columns count UTF-16 code units, and `run.columnKind` says so explicitly. That is SARIF's
///   default and what GitHub and CodeQL assume, so viewers that ignore `columnKind` still
///   highlight the right text. Lines end at `\r\n`, `\r` or `\n`, as in ``LineTable``, and
///   `run.newlineSequences` says so. A leading byte order mark is not a character (§3.30.2).
/// - Every region gives both its line and column text properties and its exact
///   `byteOffset`/`byteLength` (the file is UTF-8, per `run.defaultEncoding`). A position just
///   past a final line break lies on the last line, after the break, because SARIF does not
///   count the empty text after it as a line (§3.30.2). An empty range is an insertion point
///   whose `endColumn` equals its `startColumn`.
/// - `region.snippet` holds exactly the region's text (§3.30.13), so it is left out for an
///   empty region; `contextRegion` covers the whole lines around the region, with their text,
///   whenever that is larger than the region itself (§3.29.5).
/// - Notes with a range become `relatedLocations`, numbered from 1. Because GitHub shows a
///   related location only when the message links to it, the result's message is the
///   diagnostic's message followed by one `note: ` line per note, in order: a ranged note is an
///   embedded link such as `note: [to match this '('](1)` (§3.11.6), an unranged note is plain
///   text.
/// - Each fix-it becomes its own `fix`, described by ``FixIt/summary``, whose single
///   replacement deletes the fix-it's range and inserts its text; a repeated fix-it is listed
///   once, since SARIF requires the fixes to be unique.
/// - `partialFingerprints.primaryLocationLineHash` is the FNV-1a 64-bit hash of the rule ID and
///   the trimmed text of the primary location's first line, in hexadecimal, followed by `:` and
///   the occurrence number of that hash within the file. It stays the same when lines are added
///   elsewhere, so GitHub can track a result across commits.
/// - Paths become URIs relative to `%SRCROOT%` with forward slashes, every byte other than an
///   unreserved character or `/` percent-encoded, and `run.originalUriBaseIds` gives
///   `%SRCROOT%` as the absolute `file` URI of the source root (the working directory), as
///   GitHub requires for relative URIs (§3.14.14). `.` and `..` segments are resolved; a path
///   that leads outside the source root, and an absolute path, become absolute `file` URIs
///   without a base.
/// - Failures of the tool itself, such as a file it could not read, are
///   `invocations[0].toolExecutionNotifications` pointing at their catalog rule, and make
///   `invocations[0].executionSuccessful` false (§3.20.21, §3.20.14); errors in the input
///   are results and leave it true.
/// - Plain-text messages are escaped only where a viewer would otherwise misread them: square
///   brackets and backslashes when the text contains `](` and so could pass for an embedded
///   link, and braces when the text contains `{{`, `}}` or a placeholder such as `{0}`
///   (§3.11.5). Doubling every brace would be stricter, but viewers that do not implement
///   placeholders, GitHub among them as far as is documented, would then show `'}}'` in the
///   many navc messages that quote a brace.
public struct SARIFRenderer: Sendable {
    /// The navc version recorded as `tool.driver.version`.
    public let toolVersion: String
    /// The address of navc's documentation, recorded as `tool.driver.informationUri`.
    public let informationURI: String?
    /// The absolute folder that relative paths are relative to: `%SRCROOT%`.
    public let sourceRoot: String

    /// Creates a renderer that reports navc as version `toolVersion`, documented at
    /// `informationURI` if given, for paths relative to `sourceRoot` (an absolute folder; the
    /// working directory by default).
    ///
    /// `tool.driver.semanticVersion` repeats `toolVersion` when it is a Semantic Versioning 2.0
    /// version such as `1.2.0-beta.1`, and is left out otherwise.
    public init(
        toolVersion: String, informationURI: String? = nil,
        sourceRoot: String = WorkingDirectory.path()
    ) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.sourceRoot = sourceRoot
    }

    /// Renders the diagnostics of `files` as one SARIF log.
    ///
    /// Results follow the order of `files` and of each file's diagnostics (sort them first with
    /// ``Diagnostic/sortedByPosition(_:)`` for deterministic output). Every file becomes an
    /// artifact, even one without diagnostics; a path given twice becomes one artifact.
    /// `failures` are the tool's own failures (unreadable or unwritable files), in order.
    public func render(
        _ files: [(file: SourceFile, diagnostics: [Diagnostic])], failures: [ToolFailure] = []
    ) -> String {
        let codes = DiagnosticCode.allCases.sorted { $0.id < $1.id }
        var ruleIndices: [DiagnosticCode: Int] = [:]
        for (index, code) in codes.enumerated() { ruleIndices[code] = index }

        var artifacts: [Artifact] = []
        var artifactIndices: [String: Int] = [:]
        var occurrences: [String: Int] = [:]
        var results: [Result] = []
        // A composed source (a graph of several files) gives one artifact per file.
        for (file, diagnostics) in files.flatMap({ $0.file.localized($0.diagnostics) }) {
            let (uri, base) = Self.uri(forPath: file.path, root: sourceRoot)
            let index: Int
            if let existing = artifactIndices[uri] {
                index = existing
            } else {
                index = artifacts.count
                artifactIndices[uri] = index
                artifacts.append(
                    Artifact(
                        location: ArtifactLocation(uri: uri, uriBaseId: base, index: nil),
                        length: file.bytes.count, roles: ["analysisTarget"]))
            }
            let locator = Locator(
                file: file, artifact: ArtifactLocation(uri: uri, uriBaseId: base, index: index))
            for diagnostic in diagnostics {
                var result = locator.result(for: diagnostic, ruleIndex: ruleIndices[diagnostic.code] ?? 0)
                let hash = locator.lineHash(for: diagnostic)
                let key = "\(index):\(hash)"
                let occurrence = (occurrences[key] ?? 0) + 1
                occurrences[key] = occurrence
                result.partialFingerprints = ["primaryLocationLineHash": "\(hash):\(occurrence)"]
                results.append(result)
            }
        }

        let driver = ToolComponent(
            name: "navc", version: toolVersion,
            semanticVersion: Self.isSemanticVersion(toolVersion) ? toolVersion : nil,
            informationUri: informationURI, rules: codes.map(Self.rule))
        let notifications = failures.map { failure in
            var locations: [Location]?
            if let path = failure.path {
                let (uri, base) = Self.uri(forPath: path, root: sourceRoot)
                locations = [
                    Location(
                        id: nil,
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uri, uriBaseId: base, index: nil),
                            region: nil,
                            contextRegion: nil), message: nil)
                ]
            }
            return Notification(
                associatedRule: ReportingDescriptorReference(
                    id: failure.code.id, index: ruleIndices[failure.code] ?? 0),
                level: "error", message: Message(text: Self.plainText(failure.message)), locations: locations)
        }
        let invocation = Invocation(
            executionSuccessful: failures.isEmpty,
            toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
        let root = Self.directoryURI(sourceRoot)
        let run = Run(
            tool: Tool(driver: driver), invocations: [invocation],
            originalUriBaseIds: ["%SRCROOT%": ArtifactLocation(uri: root, uriBaseId: nil, index: nil)],
            artifacts: artifacts, results: results,
            columnKind: "utf16CodeUnits", defaultEncoding: "UTF-8", newlineSequences: ["\r\n", "\r", "\n"])
        let log = Log(
            schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0", runs: [run])

        // Encoding cannot fail: the log holds only strings, integers, arrays and objects.
        return try! JSONTextEncoder(prettyPrinted: true).text(of: log) + "\n"
    }

    // MARK: Rules

    /// The reporting descriptor that documents `code`.
    private static func rule(for code: DiagnosticCode) -> ReportingDescriptor {
        let descriptor = code.descriptor
        let summary = descriptor.message(Array(repeating: "…", count: 10))
        return ReportingDescriptor(
            id: code.id,
            name: pascalCase(descriptor.name),
            shortDescription: Message(text: plainText(summary)),
            fullDescription: Message(text: plainText(descriptor.explanation)),
            help: Message(
                text: plainText(
                    descriptor.explanation + "\n\nExample:\n" + descriptor.example
                        + (descriptor.exampleNote.map { "\n" + $0 } ?? "")),
                markdown: bracesEscaped(helpMarkdown(descriptor))),
            defaultConfiguration: Configuration(level: level(descriptor.severity)),
            properties: Properties(tags: [stage(of: code)]))
    }

    /// The help text as Markdown: the explanation, then the example in a code block.
    private static func helpMarkdown(_ descriptor: DiagnosticDescriptor) -> String {
        var example = descriptor.example
        if example.hasSuffix("\n") { example.removeLast() }
        // The fence is longer than any run of backticks in the example, so it cannot end early.
        var longestRun = 0
        var run = 0
        for character in example {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        let note = descriptor.exampleNote.map { "\n\n" + markdownEscaped($0) } ?? ""
        return markdownEscaped(descriptor.explanation) + "\n\n**Example:**\n\n" + fence + "\n" + example
            + "\n" + fence + note
    }

    /// `text` with the characters that Markdown would read as formatting or HTML escaped.
    private static func markdownEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|~&".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The PascalCase form of a kebab-case catalog name, e.g. `ExpectedClosingDelimiter`.
    static func pascalCase(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The pipeline stage that reports `code`, from its hundreds digit.
    private static func stage(of code: DiagnosticCode) -> String {
        switch code.rawValue / 100 {
        case 0: "lexing"
        case 1: "parsing"
        case 2: "names-and-types"
        case 3: "route-graph"
        case 4: "lint"
        case 5: "configuration-and-io"
        default: "other"
        }
    }

    /// The SARIF level for `severity`.
    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// Whether `version` is a Semantic Versioning 2.0 version, such as `1.2.0` or
    /// `2.0.0-rc.1+build.5`.
    static func isSemanticVersion(_ version: String) -> Bool {
        let (withoutBuild, build) = split(version, at: "+")
        let (core, prerelease) = split(withoutBuild, at: "-")
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3, numbers.allSatisfy(isNumericIdentifier) else { return false }
        if let prerelease {
            let identifiers = prerelease.split(separator: ".", omittingEmptySubsequences: false)
            guard
                identifiers.allSatisfy({ identifier in
                    isIdentifier(identifier)
                        && (isNumericIdentifier(identifier) || !identifier.allSatisfy(isDigit))
                })
            else { return false }
        }
        if let build {
            guard build.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier)
            else { return false }
        }
        return true
    }

    /// `text` split at the first `separator`, and the part after it if there is one.
    private static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.index(after: index)...])
    }

    /// `text` split at the first `separator`, and the part after it if there is one.
    private static func split(_ text: String, at separator: Character) -> (Substring, Substring?) {
        split(text[...], at: separator)
    }

    /// Whether `character` is an ASCII digit.
    private static func isDigit(_ character: Character) -> Bool {
        ("0"..."9").contains(character)
    }

    /// Whether `identifier` is a non-empty run of ASCII letters, digits and hyphens.
    private static func isIdentifier(_ identifier: Substring) -> Bool {
        !identifier.isEmpty
            && identifier.allSatisfy { isDigit($0) || $0 == "-" || ($0.isASCII && $0.isLetter) }
    }

    /// Whether `identifier` is a decimal number without leading zeros.
    private static func isNumericIdentifier(_ identifier: Substring) -> Bool {
        !identifier.isEmpty && identifier.allSatisfy(isDigit)
            && (identifier == "0" || identifier.first != "0")
    }

    // MARK: URIs

    /// The URI reference for `path` and the base it is relative to, if any: relative to
    /// `%SRCROOT%` (the absolute folder `root`) when the path stays inside it, an absolute
    /// `file` URI otherwise.
    static func uri(forPath path: String, root: String = "/") -> (uri: String, base: String?) {
        let path = path.replacingEvery("\\", with: "/")
        let scalars = Array(path.unicodeScalars.prefix(3))
        if scalars.count == 3 && isASCIIAlphanumeric(scalars[0]) && scalars[1] == ":" && scalars[2] == "/" {
            // A Windows drive path such as `C:/x.nav` keeps its drive letter and colon.
            return ("file:///" + String(scalars[0]) + ":" + percentEncoded(path.dropFirst(2)), nil)
        }
        if path.hasPrefix("/") { return ("file://" + percentEncoded(normalized(path)[...]), nil) }
        let relative = normalized(path)
        if relative == ".." || relative.hasPrefix("../") {
            let absolute = normalized(root.replacingEvery("\\", with: "/") + "/" + path)
            return ("file://" + percentEncoded(absolute[...]), nil)
        }
        return (percentEncoded(relative[...]), "%SRCROOT%")
    }

    /// The `file` URI of the folder `path`, ending in `/` as a base URI must (§3.14.14).
    static func directoryURI(_ path: String) -> String {
        let absolute = normalized(path.replacingEvery("\\", with: "/"))
        let uri = "file://" + percentEncoded(absolute[...])
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    /// `path` without empty and `.` segments, and with each `..` removing the segment before it;
    /// a relative path keeps the `..` segments that lead above its start.
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment == ".." && isAbsolute {
                continue
            } else {
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// `path` with every UTF-8 byte other than an unreserved character (RFC 3986) or `/`
    /// percent-encoded.
    private static func percentEncoded(_ path: Substring) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII && (isASCIIAlphanumeric(scalar) || "-._~/".unicodeScalars.contains(scalar)) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// Whether `scalar` is an ASCII letter or digit.
    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    // MARK: Message text

    /// `text` as a plain-text message, with brackets, backslashes and braces escaped where a
    /// viewer would otherwise misread them.
    static func plainText(_ text: String) -> String {
        bracesEscaped(text.contains("](") ? linkText(text) : text)
    }

    /// `text` with backslashes and square brackets escaped, as link text requires (§3.11.6).
    static func linkText(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || character == "[" || character == "]" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` with every brace doubled if it contains `{{`, `}}` or a placeholder such as
    /// `{0}` (§3.11.5), and unchanged otherwise.
    static func bracesEscaped(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var isAmbiguous = false
        var index = 0
        while index < scalars.count && !isAmbiguous {
            let scalar = scalars[index]
            if scalar == "{" || scalar == "}" {
                if index + 1 < scalars.count && scalars[index + 1] == scalar { isAmbiguous = true }
                if scalar == "{" {
                    var end = index + 1
                    while end < scalars.count && ("0"..."9").contains(scalars[end]) { end += 1 }
                    if end > index + 1 && end < scalars.count && scalars[end] == "}" { isAmbiguous = true }
                }
            }
            index += 1
        }
        guard isAmbiguous else { return text }
        return text.replacingEvery("{", with: "{{").replacingEvery("}", with: "}}")
    }

    /// The message of `diagnostic`, followed by a line for each note; ranged notes link to the
    /// related locations numbered from 1 in the order of the notes.
    static func messageText(for diagnostic: Diagnostic) -> String {
        var text = diagnostic.message.contains("](") ? linkText(diagnostic.message) : diagnostic.message
        var id = 0
        for note in diagnostic.notes {
            if note.range != nil {
                id += 1
                text += "\nnote: [" + linkText(note.message) + "](\(id))"
            } else {
                text += "\nnote: " + (note.message.contains("](") ? linkText(note.message) : note.message)
            }
        }
        return bracesEscaped(text)
    }

    // MARK: Fingerprints

    /// The FNV-1a 64-bit hash of `bytes`, as 16 lowercase hexadecimal digits.
    static func fnv1a(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

// MARK: - Positions

extension SARIFRenderer {
    /// Turns the byte ranges of one file into SARIF regions and locations.
    private struct Locator {
        /// The file the ranges are in.
        let file: SourceFile
        /// How results refer to the file.
        let artifact: ArtifactLocation
        /// The length of a leading UTF-8 byte order mark, which is not a character: 3 or 0.
        let firstOffset: Int

        /// Creates a locator for `file`, referred to as `artifact`.
        init(file: SourceFile, artifact: ArtifactLocation) {
            self.file = file
            self.artifact = artifact
            firstOffset = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        }

        /// `offset` moved into the file's text, after any byte order mark.
        func clamped(_ offset: Int) -> Int {
            min(max(firstOffset, offset), file.bytes.count)
        }

        /// The 0-based SARIF line holding `offset`, which must be clamped.
        ///
        /// The empty text after a final line break is not a line, so the end of such a file
        /// belongs to the line before it.
        func lineIndex(of offset: Int) -> Int {
            let index = file.lineTable.lineIndex(of: offset)
            return index > 0 && file.lineTable.lineStarts[index] == file.bytes.count ? index - 1 : index
        }

        /// The offset of the first character of line `index`.
        func lineStart(_ index: Int) -> Int {
            index == 0 ? firstOffset : file.lineTable.lineStarts[index]
        }

        /// The 1-based line and UTF-16 column of `offset`, which must be clamped.
        func position(of offset: Int) -> (line: Int, column: Int) {
            let index = lineIndex(of: offset)
            let start = min(lineStart(index), offset)
            let prefix = String(decoding: file.bytes[start..<offset], as: UTF8.self)
            return (index + 1, prefix.utf16.count + 1)
        }

        /// The region covering `range`, clamped to the file, with its text if `withSnippet`.
        func region(_ range: ByteRange, withSnippet: Bool = true) -> Region {
            let start = clamped(range.start)
            let end = max(start, clamped(range.end))
            let first = position(of: start)
            let last = position(of: end)
            let text = file.text(ByteRange(start: start, end: end))
            return Region(
                startLine: first.line, startColumn: first.column, endLine: last.line, endColumn: last.column,
                byteOffset: start, byteLength: end - start,
                snippet: withSnippet && !text.isEmpty ? ArtifactContent(text: text) : nil)
        }

        /// The whole lines around `range`, or nil when they are no larger than the range.
        func contextRegion(_ range: ByteRange) -> Region? {
            let start = clamped(range.start)
            let end = max(start, clamped(range.end))
            let contextStart = min(start, lineStart(lineIndex(of: start)))
            let lastLine = file.lineTable.contentRange(ofLine: lineIndex(of: end), in: file.bytes)
            let contextEnd = max(end, lastLine.end)
            guard contextStart != start || contextEnd != end else { return nil }
            return region(ByteRange(start: contextStart, end: contextEnd))
        }

        /// The physical location of `range`, with its context.
        func physicalLocation(_ range: ByteRange) -> PhysicalLocation {
            PhysicalLocation(
                artifactLocation: artifact, region: region(range), contextRegion: contextRegion(range))
        }

        /// The result for `diagnostic`, without its fingerprint.
        func result(for diagnostic: Diagnostic, ruleIndex: Int) -> Result {
            var related: [Location] = []
            for note in diagnostic.notes {
                guard let range = note.range else { continue }
                related.append(
                    Location(
                        id: related.count + 1, physicalLocation: physicalLocation(range),
                        message: Message(text: plainText(note.message))))
            }
            // Fixes must be unique (§3.27.30), so a repeated fix-it is listed once.
            var seen: Set<FixIt> = []
            let fixes = diagnostic.fixIts.filter { seen.insert($0).inserted }.map { fixIt in
                let replacement = Replacement(
                    deletedRegion: region(fixIt.range, withSnippet: false),
                    insertedContent: fixIt.replacement.isEmpty
                        ? nil : ArtifactContent(text: fixIt.replacement))
                return Fix(
                    description: Message(text: plainText(fixIt.summary)),
                    artifactChanges: [ArtifactChange(artifactLocation: artifact, replacements: [replacement])]
                )
            }
            return Result(
                ruleId: diagnostic.code.id, ruleIndex: ruleIndex, level: level(diagnostic.severity),
                message: Message(text: messageText(for: diagnostic)),
                locations: [
                    Location(id: nil, physicalLocation: physicalLocation(diagnostic.range), message: nil)
                ],
                relatedLocations: related.isEmpty ? nil : related, fixes: fixes.isEmpty ? nil : fixes,
                partialFingerprints: [:])
        }

        /// The hash of the diagnostic's rule ID and the trimmed text of its first line.
        func lineHash(for diagnostic: Diagnostic) -> String {
            let start = clamped(diagnostic.range.start)
            let index = lineIndex(of: start)
            let content = file.lineTable.contentRange(ofLine: index, in: file.bytes)
            var line = file.bytes[max(content.start, lineStart(index))..<content.end]
            let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            while let first = line.first, isBlank(first) { line.removeFirst() }
            while let last = line.last, isBlank(last) { line.removeLast() }
            return fnv1a(Array(diagnostic.code.id.utf8) + [0] + line)
        }
    }
}

// MARK: - Log objects

extension SARIFRenderer {
    /// The top-level `sarifLog` object.
    private struct Log: Encodable {
        /// The schema URI, encoded as `$schema`.
        var schema: String
        /// The SARIF version.
        var version: String
        /// The runs, here always one.
        var runs: [Run]

        /// The JSON keys, including `$schema`, which is not a Swift identifier.
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version
            case runs
        }
    }

    /// A `run` object: one invocation of navc.
    private struct Run: Encodable {
        /// The tool that produced the results.
        var tool: Tool
        /// How the run went: whether navc could do its work, and why not.
        var invocations: [Invocation]
        /// The absolute URI of each base that artifact URIs are relative to.
        var originalUriBaseIds: [String: ArtifactLocation]
        /// The files analysed.
        var artifacts: [Artifact]
        /// The results, one per diagnostic.
        var results: [Result]
        /// The unit columns are counted in.
        var columnKind: String
        /// The encoding of the files.
        var defaultEncoding: String
        /// The line breaks lines are counted by.
        var newlineSequences: [String]
    }

    /// An `invocation` object.
    private struct Invocation: Encodable {
        /// Whether navc did its work; false after an I/O failure, not after input errors.
        var executionSuccessful: Bool
        /// The failures of the tool itself.
        var toolExecutionNotifications: [Notification]?
    }

    /// A `notification` object for a failure of the tool itself.
    private struct Notification: Encodable {
        /// The catalog code of the failure.
        var associatedRule: ReportingDescriptorReference
        /// Always `error`.
        var level: String
        /// The one-line message.
        var message: Message
        /// The file concerned, if any.
        var locations: [Location]?
    }

    /// A `reportingDescriptorReference` object naming a rule by ID and index.
    private struct ReportingDescriptorReference: Encodable {
        /// The rule's ID.
        var id: String
        /// The rule's index in `tool.driver.rules`.
        var index: Int
    }

    /// A `tool` object.
    private struct Tool: Encodable {
        /// The component that produced the results.
        var driver: ToolComponent
    }

    /// A `toolComponent` object describing navc.
    private struct ToolComponent: Encodable {
        /// The tool's name.
        var name: String
        /// The tool's version, in any format.
        var version: String
        /// The tool's version, when it is a Semantic Versioning 2.0 version.
        var semanticVersion: String?
        /// The tool's documentation.
        var informationUri: String?
        /// One descriptor per catalog code.
        var rules: [ReportingDescriptor]
    }

    /// A `reportingDescriptor` object documenting one catalog code.
    private struct ReportingDescriptor: Encodable {
        /// The code, e.g. `NAV104`.
        var id: String
        /// The PascalCase name, e.g. `ExpectedClosingDelimiter`.
        var name: String
        /// The message template with its placeholders shown as `…`.
        var shortDescription: Message
        /// The explanation.
        var fullDescription: Message
        /// The explanation and the example.
        var help: Message
        /// The default level.
        var defaultConfiguration: Configuration
        /// The stage tag.
        var properties: Properties
    }

    /// A `reportingConfiguration` object.
    private struct Configuration: Encodable {
        /// The level a result has unless configuration changes it.
        var level: String
    }

    /// A property bag holding tags.
    private struct Properties: Encodable {
        /// Tags that group rules in viewers.
        var tags: [String]
    }

    /// A `message` or `multiformatMessageString` object.
    private struct Message: Encodable {
        /// The plain text.
        var text: String
        /// The same text formatted as GitHub Flavored Markdown.
        var markdown: String?
    }

    /// An `artifact` object for one analysed file.
    private struct Artifact: Encodable {
        /// Where the file is.
        var location: ArtifactLocation
        /// The file's length in bytes.
        var length: Int
        /// Why the file is in the log.
        var roles: [String]
    }

    /// An `artifactLocation` object.
    private struct ArtifactLocation: Encodable {
        /// The file's URI, relative to `uriBaseId` if that is present.
        var uri: String
        /// The base the URI is relative to.
        var uriBaseId: String?
        /// The index of the file in `run.artifacts`.
        var index: Int?
    }

    /// A `result` object for one diagnostic.
    private struct Result: Encodable {
        /// The rule's ID.
        var ruleId: String
        /// The rule's index in `tool.driver.rules`.
        var ruleIndex: Int
        /// The diagnostic's severity.
        var level: String
        /// The message and its notes.
        var message: Message
        /// Where the diagnostic points.
        var locations: [Location]
        /// Where the ranged notes point.
        var relatedLocations: [Location]?
        /// One fix per fix-it.
        var fixes: [Fix]?
        /// The fingerprint that tracks the result across commits.
        var partialFingerprints: [String: String]
    }

    /// A `location` object.
    private struct Location: Encodable {
        /// The number that embedded links refer to, for related locations.
        var id: Int?
        /// The file and region.
        var physicalLocation: PhysicalLocation
        /// The note's text, for related locations.
        var message: Message?
    }

    /// A `physicalLocation` object.
    private struct PhysicalLocation: Encodable {
        /// The file.
        var artifactLocation: ArtifactLocation
        /// The range, absent when the location is a whole file.
        var region: Region?
        /// The whole lines around the range.
        var contextRegion: Region?
    }

    /// A `region` object with both text and binary properties.
    private struct Region: Encodable {
        /// The 1-based line of the first character.
        var startLine: Int
        /// The 1-based UTF-16 column of the first character.
        var startColumn: Int
        /// The 1-based line of the end.
        var endLine: Int
        /// The 1-based UTF-16 column just past the last character.
        var endColumn: Int
        /// The 0-based byte offset of the first byte.
        var byteOffset: Int
        /// The number of bytes.
        var byteLength: Int
        /// The region's text.
        var snippet: ArtifactContent?
    }

    /// An `artifactContent` object.
    private struct ArtifactContent: Encodable {
        /// The text.
        var text: String
    }

    /// A `fix` object for one fix-it.
    private struct Fix: Encodable {
        /// What the fix does.
        var description: Message
        /// The edit.
        var artifactChanges: [ArtifactChange]
    }

    /// An `artifactChange` object.
    private struct ArtifactChange: Encodable {
        /// The file to edit.
        var artifactLocation: ArtifactLocation
        /// The edits.
        var replacements: [Replacement]
    }

    /// A `replacement` object.
    private struct Replacement: Encodable {
        /// The text to remove (an insertion point for an insertion).
        var deletedRegion: Region
        /// The text to insert, absent for a removal.
        var insertedContent: ArtifactContent?
    }
}
