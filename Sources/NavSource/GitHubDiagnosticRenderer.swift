/// Renders diagnostics as GitHub Actions workflow commands, one line each, so that a CI step
/// running navc annotates the pull request at the right lines:
///
/// ```
/// ::error file=Sources/App/App.nav,line=21,endLine=21,col=29,endColumn=32,title=NAV201::route 'xyz' is not declared
/// ```
///
/// Errors become `::error`, warnings `::warning` and notes `::notice`. The title is the
/// diagnostic's catalog ID, so the annotation names the rule `navc explain` documents. Notes
/// and fix-its follow the message on lines of their own (`note: to match this '(' (10:13)`),
/// which GitHub shows inside the one annotation.
///
/// Escaping follows GitHub's toolkit (`@actions/core`, `command.ts`): in the message `%`, CR and
/// LF become `%25`, `%0D` and `%0A`; property values also turn `:` into `%3A` and `,` into `%2C`,
/// since those separate the command's properties. Without that, a message holding a newline
/// would end the command early and a path holding a comma would cut the `file` property.
///
/// Paths below the source root (the working directory, where GitHub runs the step from the
/// workspace) are written relative to it, as GitHub needs to find the file in the repository;
/// other paths stay as given. Lines and columns are 1-based; columns count Unicode scalars.
public struct GitHubDiagnosticRenderer: Sendable {
    /// The absolute folder that paths are made relative to.
    public let sourceRoot: String

    /// Creates a renderer for paths relative to `sourceRoot`, an absolute folder.
    public init(sourceRoot: String) {
        self.sourceRoot = sourceRoot
    }

    /// Renders `diagnostics`, all reported in `file`, one command per line, in the order given.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { diagnostic in
            let start = file.location(of: clamped(diagnostic.range.start, in: file))
            let end = file.location(of: clamped(diagnostic.range.end, in: file))
            let home = file.file(containing: diagnostic.range.start)
            let properties: [(String, String)] = [
                ("file", relativePath(home.path)),
                ("line", String(start.line)),
                ("endLine", String(end.line)),
                ("col", String(start.characterColumn)),
                ("endColumn", String(end.characterColumn)),
                ("title", diagnostic.code.id),
            ]
            var message = diagnostic.message
            for note in diagnostic.notes {
                message += "\nnote: " + note.message
                if let range = note.range {
                    let location = file.location(of: clamped(range.start, in: file))
                    let noteFile = file.file(containing: range.start)
                    let prefix = noteFile === home ? "" : relativePath(noteFile.path) + ":"
                    message += " (\(prefix)\(location.line):\(location.characterColumn))"
                }
            }
            for fixIt in diagnostic.fixIts { message += "\nfix-it: " + fixIt.summary }
            return Self.command(Self.commandName(for: diagnostic.severity), properties, message)
        }.joined()
    }

    /// Renders a failure of the tool itself (a file it could not read or write) as one
    /// `::error` command, with the file when the failure concerns one.
    public func render(_ failure: ToolFailure) -> String {
        var properties: [(String, String)] = []
        if let path = failure.path { properties.append(("file", relativePath(path))) }
        properties.append(("title", failure.code.id))
        return Self.command("error", properties, failure.message)
    }

    /// The workflow command for `severity`.
    public static func commandName(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// One command line: `::name key=value,...::message` and a line feed.
    static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))\n"
    }

    /// `text` as a command's message: `%`, CR and LF percent-encoded.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as a property value: as ``escapeData(_:)``, and `:` and `,` percent-encoded.
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `path` relative to the source root when it lies below it; otherwise as given.
    func relativePath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path.hasPrefix("./") ? String(path.dropFirst(2)) : path }
        let root = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
        return path.hasPrefix(root) && path.count > root.count ? String(path.dropFirst(root.count)) : path
    }

    private func clamped(_ offset: Int, in file: SourceFile) -> Int {
        min(max(0, offset), file.bytes.count)
    }
}
