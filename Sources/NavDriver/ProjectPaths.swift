#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a `.nav` file sits in its project: the project's root folder, and the path the
/// generated header names the file by.
///
/// The root is the nearest ancestor folder of the file that holds a `Package.swift`, an
/// `.xcodeproj` or a `.git` (a Git checkout or worktree). The header path is the file's path
/// below the root, normalized, so it is the same wherever navc runs from and however the path
/// was spelled (`Samples/Notes/Notes.nav`, `Notes.nav` from `Samples/Notes`,
/// `main/Samples/Notes/Notes.nav` from the parent, `Samples//Notes/./Notes.nav`); without a
/// root it is the file name alone.
public enum ProjectPaths {
    /// The absolute, normalized form of `path`: relative paths are taken from
    /// `currentDirectory`, `.` and empty segments are dropped, and `..` removes the segment
    /// before it. Symbolic links are resolved when the path exists, so one file has one form.
    public static func absolute(_ path: String, currentDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        let lexical = normalized(joined)
        guard let resolved = RawPath.withCString(lexical, { realpath($0, nil) }) else { return lexical }
        defer { free(resolved) }
        return RawPath.decode(Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
    }

    /// `path` without `.` and empty segments, each `..` removing the segment before. An
    /// absolute path stays absolute (`..` at the root is dropped); a relative one stays
    /// relative, keeping the `..` segments that lead out of its folder (`.` when nothing is
    /// left).
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/") {
            if segment == "." { continue }
            if segment == "..", !isAbsolute, segments.last.map({ $0 == ".." }) ?? true {
                segments.append(segment)
                continue
            }
            if segment == ".." {
                if !segments.isEmpty { segments.removeLast() }
                continue
            }
            segments.append(segment)
        }
        let joined = segments.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder part of `path` as written: empty for a bare file name, `/` for a file at the
    /// root.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The project root of the file at the absolute path `file`, or nil when no ancestor folder
    /// holds a `Package.swift`, an `.xcodeproj` or a `.git`.
    public static func projectRoot(ofFile file: String) -> String? {
        var roots = ProjectRoots()
        return roots.root(ofFile: file)
    }

    /// Whether `folder` marks the root of a project.
    static func isProjectRoot(_ folder: String) -> Bool {
        let prefix = folder == "/" ? "/" : folder + "/"
        if exists(prefix + "Package.swift") || exists(prefix + ".git") { return true }
        let reversedSuffix = Array(".xcodeproj".utf8.reversed())
        let projects = SourceLoader.directoryEntries(folder) { $0.reversed().starts(with: reversedSuffix) }
        return !projects.isEmpty
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return RawPath.withCString(path) { stat($0, &status) } == 0
    }

    /// The folder holding the absolute path `path` (`/` for a top-level entry).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`, shown with raw bytes as `\xHH`.
    public static func name(of path: String) -> String {
        RawPath.display(path.split(separator: "/").last.map(String.init) ?? path)
    }
}

/// Whether each folder a command asks about is a project root, each folder looked at once: a
/// build of many files in one folder lists that folder, and each above it, once rather than once
/// a file, and the searches for configuration files and for header paths share the answers.
public struct ProjectRoots {
    /// Whether each folder looked at marks a project root.
    private var isRootFolder: [String: Bool] = [:]

    public init() {}

    /// Whether `folder` marks the root of a project (``ProjectPaths/isProjectRoot(_:)``).
    public mutating func isRoot(_ folder: String) -> Bool {
        if let known = isRootFolder[folder] { return known }
        let isRoot = ProjectPaths.isProjectRoot(folder)
        isRootFolder[folder] = isRoot
        return isRoot
    }

    /// The project root of the file at the absolute path `file` (``ProjectPaths/projectRoot(ofFile:)``).
    public mutating func root(ofFile file: String) -> String? {
        var folder = ProjectPaths.parent(of: file)
        while !isRoot(folder) {
            guard folder != "/" else { return nil }
            folder = ProjectPaths.parent(of: folder)
        }
        return folder
    }

    /// The path the generated header names the `.nav` file at `path` by: relative to its
    /// project root, or its file name when it has none; `<stdin>` for standard input.
    public mutating func headerPath(for path: String, currentDirectory: String) -> String {
        guard path != SourceLoader.standardInputPath else { return SourceLoader.standardInputName }
        let file = ProjectPaths.absolute(path, currentDirectory: currentDirectory)
        guard let root = root(ofFile: file) else { return ProjectPaths.name(of: file) }
        return RawPath.display(String(file.dropFirst(root == "/" ? 1 : root.count + 1)))
    }
}
