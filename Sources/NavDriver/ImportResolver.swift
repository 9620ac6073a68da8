import NavSource
import NavSyntax

/// Where the files a graph imports come from.
///
/// `import "Settings.nav"` names a file relative to the folder of the file that imports it (or
/// by an absolute path). The command-line tool and the plugins read them from the file system;
/// `navc diff --base REV` reads them at the revision; a program checking a text in memory may
/// pass none, and each import is then reported as unresolved (NAV228).
public struct ImportReader: Sendable {
    /// Reads the file at a path already resolved against the importing file's folder (by
    /// ``locate``).
    public var read: @Sendable (String) -> Result<SourceFile, LoadError>
    /// The path of the file an import names: its path as written, resolved against the folder of
    /// the importing file (whose ``SourceFile/path`` is the second argument) and normalized, so
    /// that every way of naming one file gives one path. The composer reads each path once.
    public var locate: @Sendable (_ written: String, _ importingPath: String) -> String

    /// Creates a reader from a function, for paths that are file-system paths (relative to the
    /// working directory or absolute).
    public init(read: @escaping @Sendable (String) -> Result<SourceFile, LoadError>) {
        self.init(
            locate: { written, importingPath in
                ImportResolver.resolve(written, from: ProjectPaths.folder(of: importingPath))
            }, read: read)
    }

    /// Creates a reader that names files its own way (such as `REV:path` for a git revision):
    /// `locate` resolves an import against the importing file's name, and `read` reads the
    /// file at the name it gives.
    public init(
        locate: @escaping @Sendable (_ written: String, _ importingPath: String) -> String,
        read: @escaping @Sendable (String) -> Result<SourceFile, LoadError>
    ) {
        self.locate = locate
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
        composer.visit(root, tree: tree, key: ProjectPaths.normalized(root.path), importedAt: nil)
        let diagnostics = Diagnostic.sortedByPosition(composer.diagnostics)
        // The root's offsets are those of the composed source, so a root whose imports all
        // failed stays as it is.
        guard composer.files.count > 1 else { return Composition(source: root, diagnostics: diagnostics) }
        let source = SourceFile(composing: composer.files, resolvedImports: composer.resolvedImports)
        return Composition(source: source, diagnostics: diagnostics)
    }

    /// For each input, the input whose graph imports it (directly or through other imports
    /// among the inputs), or nil for an input that is a graph of its own. A single input is
    /// always a graph of its own, so it is not read here.
    public static func importingGraphs(of paths: [String], currentDirectory: String) -> [String?] {
        guard paths.count > 1 else { return paths.map { _ in nil } }
        let keys = paths.map { path in
            path == SourceLoader.standardInputPath
                ? path : ProjectPaths.absolute(path, currentDirectory: currentDirectory)
        }
        var importer: [String: Int] = [:]
        for (index, path) in paths.enumerated() where path != SourceLoader.standardInputPath {
            guard case .success(let source) = SourceLoader.load(path, standardInput: { [] }) else { continue }
            for imported in ImportResolver.importedPaths(of: source) {
                let key = ProjectPaths.absolute(imported, currentDirectory: currentDirectory)
                if importer[key] == nil { importer[key] = index }
            }
        }
        return keys.indices.map { index in
            // Follow the importers up to an input that nothing imports (a cycle is reported
            // when that graph is checked).
            var current = index
            var seen: Set<Int> = [index]
            while let next = importer[keys[current]], seen.insert(next).inserted { current = next }
            return current == index ? nil : paths[current]
        }
    }

    /// The paths `source` imports directly, resolved against its folder and normalized; none
    /// when it has syntax errors.
    public static func importedPaths(of source: SourceFile) -> [String] {
        let parsed = Parser.parse(source)
        guard !parsed.hasErrors else { return [] }
        return parsed.tree.declarations.compactMap { declaration in
            guard case .import(let decl) = declaration, !decl.path.isMissing else { return nil }
            return resolve(parsed.tree.value(decl.path), from: ProjectPaths.folder(of: source.path))
        }
    }

    /// `path` resolved against `folder` (empty for the working directory) and normalized.
    static func resolve(_ path: String, from folder: String) -> String {
        ProjectPaths.normalized(path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path)
    }
}

/// The depth-first walk over the imports of a graph. Files are appended in the order they are
/// composed, so the offset each one starts at in the composed source is known as soon as it is
/// read, and every diagnostic is made at composed offsets directly. The walk keeps its own
/// stack rather than recursing, so a chain of imports of any length fits in the thread's stack.
private struct Composer {
    /// A file being visited: the import that led to it, its imports with their paths as
    /// written, and how many of those have been followed.
    struct Visit {
        var fileIndex: Int
        var site: ImportDecl?
        var imports: [(declaration: ImportDecl, written: String)]
        var followed = 0
    }

    let reader: ImportReader
    /// The files in the order they are composed, and where each starts in the composed source.
    var files: [SourceFile] = []
    var bases: [Int] = []
    /// Each file's index, by its normalized path.
    var indices: [String: Int] = [:]
    /// The files being visited, outermost first.
    var stack: [Visit] = []
    /// The position on ``stack`` of each file being visited, by file index.
    var stackPositions: [Int: Int] = [:]
    /// The composed offsets of the `import` declarations whose file is part of the graph.
    var resolvedImports: Set<Int> = []
    var diagnostics: [Diagnostic] = []

    init(reader: ImportReader) { self.reader = reader }

    /// `range` of file `index`, at composed offsets.
    func composed(_ range: ByteRange, in index: Int) -> ByteRange {
        ByteRange(start: range.start + bases[index], end: range.end + bases[index])
    }

    /// Adds `file` (whose syntax tree is `tree`, with `syntaxDiagnostics` at its own offsets)
    /// to the graph, then the files it imports, depth first.
    mutating func visit(
        _ file: SourceFile, tree: SyntaxTree, syntaxDiagnostics: [Diagnostic] = [], key: String,
        importedAt site: ImportDecl?
    ) {
        enter(file, tree: tree, syntaxDiagnostics: syntaxDiagnostics, key: key, importedAt: site)
        while let top = stack.last {
            guard top.followed < top.imports.count else {
                stackPositions[top.fileIndex] = nil
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].followed += 1
            let (declaration, written) = top.imports[top.followed]
            let index = top.fileIndex
            let path = reader.locate(written, files[index].path)
            let at = composed(declaration.path.range, in: index)
            if let existing = indices[path] {
                if let position = stackPositions[existing] {
                    reportCycle(at: at, closing: position)
                } else {
                    resolvedImports.insert(composed(declaration.range, in: index).start)
                }
                continue
            }
            switch reader.read(path) {
            case .failure(let error):
                var notes: [DiagnosticNote] = []
                if error.code != .fileNotFound { notes.append(DiagnosticNote(error.message)) }
                if written != path { notes.append(DiagnosticNote("looked for '\(path)'")) }
                diagnostics.append(Diagnostic(.importNotFound, written, at: at, notes: notes))
            case .success(let imported):
                resolvedImports.insert(composed(declaration.range, in: index).start)
                let parsed = Parser.parse(imported)
                enter(
                    imported, tree: parsed.tree, syntaxDiagnostics: parsed.diagnostics, key: path,
                    importedAt: declaration)
            }
        }
    }

    /// Adds `file` to the graph and puts it on the stack, to have its imports followed.
    private mutating func enter(
        _ file: SourceFile, tree: SyntaxTree, syntaxDiagnostics: [Diagnostic], key: String,
        importedAt site: ImportDecl?
    ) {
        let index = files.count
        bases.append(files.last.map { bases[index - 1] + $0.bytes.count + 1 } ?? 0)
        files.append(file)
        indices[key] = index
        diagnostics += syntaxDiagnostics.map { $0.moved(by: bases[index]) }
        if let site, let importer = stack.last?.fileIndex,
            let header = tree.declarations.lazy.compactMap(Self.header).first
        {
            diagnostics.append(
                Diagnostic(
                    .importedNavigationHeader, file.path, at: composed(header.name.range, in: index),
                    notes: [DiagnosticNote("imported here", at: composed(site.path.range, in: importer))]))
        }
        var imports: [(declaration: ImportDecl, written: String)] = []
        for case .import(let declaration) in tree.declarations where !declaration.path.isMissing {
            imports.append((declaration, tree.value(declaration.path)))
        }
        stackPositions[index] = stack.count
        stack.append(Visit(fileIndex: index, site: site, imports: imports))
    }

    /// Reports the import written at `range` (composed offsets) that leads back to the file at
    /// `position` on the stack, with a note at each import of the cycle.
    mutating func reportCycle(at range: ByteRange, closing position: Int) {
        let cycle = stack[position...]
        let first = files[cycle.first!.fileIndex].path
        var notes: [DiagnosticNote] = []
        for (step, entry) in zip(cycle.indices, cycle).dropFirst() {
            guard let site = entry.site else { continue }
            let importer = stack[step - 1].fileIndex
            notes.append(
                DiagnosticNote(
                    "'\(files[importer].path)' imports '\(files[entry.fileIndex].path)' here",
                    at: composed(site.path.range, in: importer)))
        }
        let names = cycle.map { files[$0.fileIndex].path } + [first]
        notes.append(DiagnosticNote("the chain is " + names.map { "'\($0)'" }.joined(separator: " → ")))
        diagnostics.append(Diagnostic(.importCycle, first, at: range, notes: notes))
    }

    static func header(_ declaration: Declaration) -> NavigationDecl? {
        if case .navigation(let header) = declaration { return header }
        return nil
    }
}

extension Diagnostic {
    /// The diagnostic with every range (its own, its notes' and its fix-its') moved by `base`
    /// bytes: a file's diagnostic placed in the composed source that starts the file at `base`.
    fileprivate func moved(by base: Int) -> Diagnostic {
        func shift(_ range: ByteRange) -> ByteRange {
            ByteRange(start: range.start + base, end: range.end + base)
        }
        var moved = self
        moved.range = shift(range)
        moved.notes = notes.map { note in DiagnosticNote(note.message, at: note.range.map(shift)) }
        moved.fixIts = fixIts.map { FixIt(range: shift($0.range), replacement: $0.replacement) }
        return moved
    }
}
