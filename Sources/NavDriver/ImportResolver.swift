import NavSource
import NavSyntax

/// Where the files a graph imports come from.
///
/// `import "Settings.nav"` names a file relative to the folder of the file that imports it (or
/// by an absolute path). The command-line tool and the plugins read them from the file system;
/// `navc diff --base REV` reads them at the revision; a program checking a text in memory may
/// pass none, and each import is then reported as unresolved (NAV228).
public struct ImportReader: Sendable {
    /// Reads the file at a path already resolved against the importing file's folder.
    public var read: @Sendable (String) -> Result<SourceFile, LoadError>

    /// Creates a reader from a function.
    public init(read: @escaping @Sendable (String) -> Result<SourceFile, LoadError>) {
        self.read = read
    }

    /// Reads imported files from the file system.
    public static let fileSystem = ImportReader { path in
        SourceLoader.load(path, standardInput: { [] })
    }

    /// The reader for the imports of `source`: the file system for a file read from disk, and
    /// none for standard input, which has no folder to resolve them in.
    public static func fileSystem(for source: SourceFile) -> ImportReader? {
        source.path == SourceLoader.standardInputName ? nil : .fileSystem
    }
}

/// Composes a graph of several files: follows the `import` declarations of a file, reads every
/// file it reaches once, and joins them into one ``SourceFile`` (importing file first, then each
/// import in the order written, depth first), so the checker sees one graph in which the routes,
/// types, tabs and features of every file are visible by name.
///
/// Errors are located in the file that holds them, at offsets of the composed source: an
/// import that names no readable file (NAV523), a cycle of imports (NAV524, with a note per
/// step), an imported file that declares `navigation` (NAV525), and the syntax errors of any
/// file. A file reached twice (two files import a third) is read once.
public enum ImportResolver {
    /// The composed source and the errors found composing it.
    public struct Composition: Sendable {
        /// The graph's source: `root` itself when it imports nothing.
        public var source: SourceFile
        /// Syntax errors of the imported files and import errors, at offsets of ``source``.
        public var diagnostics: [Diagnostic]
    }

    /// Composes the graph of `root`, whose syntax tree is `tree` (parsed without errors).
    public static func compose(_ root: SourceFile, tree: SyntaxTree, reader: ImportReader) -> Composition {
        var composer = Composer(reader: reader)
        composer.visit(root, tree: tree, key: normalized(root.path), importedAt: nil)
        guard composer.files.count > 1 || !composer.imports.isEmpty else {
            return Composition(source: root, diagnostics: [])
        }
        let files = composer.files.map(\.file)
        let bases = SourceFile.bases(of: files)
        let resolved = Set(
            composer.imports.filter(\.isResolved).map { bases[$0.fileIndex] + $0.declaration.range.start })
        let source = SourceFile(composing: files, resolvedImports: resolved)
        let diagnostics = composer.diagnostics.map { located in
            located.diagnostic.shifted(by: bases[located.fileIndex], notesIn: located.noteFiles, bases: bases)
        }
        return Composition(source: source, diagnostics: Diagnostic.sortedByPosition(diagnostics))
    }

    /// The paths `source` imports directly, resolved against its folder and normalized; none
    /// when it has syntax errors.
    public static func importedPaths(of source: SourceFile) -> [String] {
        let parsed = Parser.parse(source)
        guard !parsed.hasErrors else { return [] }
        return parsed.tree.declarations.compactMap { declaration in
            guard case .import(let decl) = declaration, !decl.path.isMissing else { return nil }
            return resolve(parsed.tree.value(decl.path), from: folder(of: source.path))
        }
    }

    /// The folder part of `path` (`"."` for a bare file name or standard input).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` resolved against `folder`, with `.` and `..` components folded where they can be.
    static func resolve(_ path: String, from folder: String) -> String {
        if path.hasPrefix("/") || folder == "." { return normalized(path) }
        return normalized(folder + "/" + path)
    }

    /// `path` with empty and `.` components removed and `name/..` pairs folded.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

/// A diagnostic found in one file of a graph, at that file's offsets.
private struct LocatedDiagnostic {
    var fileIndex: Int
    var diagnostic: Diagnostic
    /// For each note with a range, the file it points into.
    var noteFiles: [Int]
}

/// One `import` declaration met while composing.
private struct ImportSite {
    var fileIndex: Int
    var declaration: ImportDecl
    var isResolved: Bool
}

/// The depth-first walk over the imports of a graph.
private struct Composer {
    let reader: ImportReader
    var files: [(file: SourceFile, key: String)] = []
    var indices: [String: Int] = [:]
    /// The files being visited, outermost first, with the import that led to each.
    var stack: [(fileIndex: Int, site: ImportDecl?)] = []
    var imports: [ImportSite] = []
    var diagnostics: [LocatedDiagnostic] = []

    init(reader: ImportReader) { self.reader = reader }

    mutating func visit(_ file: SourceFile, tree: SyntaxTree, key: String, importedAt site: ImportDecl?) {
        let index = files.count
        files.append((file, key))
        indices[key] = index
        stack.append((index, site))
        defer { stack.removeLast() }
        if let site, let header = tree.declarations.lazy.compactMap(Self.header).first {
            let importer = stack[stack.count - 2].fileIndex
            diagnostics.append(
                LocatedDiagnostic(
                    fileIndex: index,
                    diagnostic: Diagnostic(
                        .importedNavigationHeader, file.path, at: header.name.range,
                        notes: [DiagnosticNote("imported here", at: site.path.range)]),
                    noteFiles: [importer]))
        }
        for case .import(let declaration) in tree.declarations where !declaration.path.isMissing {
            let written = tree.value(declaration.path)
            let path = ImportResolver.resolve(written, from: ImportResolver.folder(of: file.path))
            if let existing = indices[path] {
                if let position = stack.firstIndex(where: { $0.fileIndex == existing }) {
                    reportCycle(at: declaration, in: index, closing: position)
                    imports.append(ImportSite(fileIndex: index, declaration: declaration, isResolved: false))
                } else {
                    imports.append(ImportSite(fileIndex: index, declaration: declaration, isResolved: true))
                }
                continue
            }
            switch reader.read(path) {
            case .failure(let error):
                var notes: [DiagnosticNote] = []
                if error.code != .fileNotFound { notes.append(DiagnosticNote(error.message)) }
                if written != path { notes.append(DiagnosticNote("looked for '\(path)'")) }
                diagnostics.append(
                    LocatedDiagnostic(
                        fileIndex: index,
                        diagnostic: Diagnostic(
                            .importNotFound, written, at: declaration.path.range, notes: notes),
                        noteFiles: []))
                imports.append(ImportSite(fileIndex: index, declaration: declaration, isResolved: false))
            case .success(let imported):
                imports.append(ImportSite(fileIndex: index, declaration: declaration, isResolved: true))
                let parsed = Parser.parse(imported)
                let importedIndex = files.count
                for diagnostic in parsed.diagnostics {
                    diagnostics.append(
                        LocatedDiagnostic(
                            fileIndex: importedIndex, diagnostic: diagnostic,
                            noteFiles: diagnostic.notes.map { _ in importedIndex }))
                }
                visit(imported, tree: parsed.tree, key: path, importedAt: declaration)
            }
        }
    }

    /// Reports the import `declaration` of file `index`, which leads back to the file at
    /// `position` on the stack, with a note at each import of the cycle.
    mutating func reportCycle(at declaration: ImportDecl, in index: Int, closing position: Int) {
        let cycle = stack[position...]
        let names = cycle.map { files[$0.fileIndex].file.path } + [files[cycle.first!.fileIndex].file.path]
        var notes: [DiagnosticNote] = []
        var noteFiles: [Int] = []
        for (step, entry) in zip(cycle.indices, cycle).dropFirst() {
            guard let site = entry.site else { continue }
            notes.append(
                DiagnosticNote(
                    "'\(files[stack[step - 1].fileIndex].file.path)' imports '\(files[entry.fileIndex].file.path)' here",
                    at: site.path.range))
            noteFiles.append(stack[step - 1].fileIndex)
        }
        notes.append(DiagnosticNote("the chain is " + names.map { "'\($0)'" }.joined(separator: " → ")))
        diagnostics.append(
            LocatedDiagnostic(
                fileIndex: index,
                diagnostic: Diagnostic(
                    .importCycle, files[cycle.first!.fileIndex].file.path, at: declaration.path.range,
                    notes: notes),
                noteFiles: noteFiles))
    }

    static func header(_ declaration: Declaration) -> NavigationDecl? {
        if case .navigation(let header) = declaration { return header }
        return nil
    }
}

extension Diagnostic {
    /// The diagnostic moved by `base` bytes, each note with a range moved by the base of the
    /// file it points into (`notesIn`, one entry per note with a range).
    fileprivate func shifted(by base: Int, notesIn noteFiles: [Int], bases: [Int]) -> Diagnostic {
        var moved = self
        func shift(_ range: ByteRange, _ by: Int) -> ByteRange {
            ByteRange(start: range.start + by, end: range.end + by)
        }
        moved.range = shift(range, base)
        var noteIndex = 0
        moved.notes = notes.map { note in
            guard let range = note.range else { return note }
            defer { noteIndex += 1 }
            let noteBase = noteIndex < noteFiles.count ? bases[noteFiles[noteIndex]] : base
            return DiagnosticNote(note.message, at: shift(range, noteBase))
        }
        moved.fixIts = fixIts.map { FixIt(range: shift($0.range, base), replacement: $0.replacement) }
        return moved
    }
}
