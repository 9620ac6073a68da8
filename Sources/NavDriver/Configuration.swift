import NavCodegen
import NavSemantics
import NavSource

/// The settings of a `.navc.json` file: choices for the `.nav` files in its folder and below.
///
/// The file is found like `.swift-format`: in the folder of the `.nav` file or the nearest
/// ancestor folder that has one, searching no higher than the project root (see
/// ``ProjectPaths``) or the file system's root. It holds one JSON object; today its only key
/// is `"access"`, the access level of the generated declarations. Each key is described once
/// in ``Configuration/keys``, so later keys (outputs to emit, lint rule settings) are one
/// entry each.
///
/// ```json
/// { "access": "internal" }
/// ```
public struct Configuration: Sendable, Hashable {
    /// The name of the configuration file.
    public static let fileName = ".navc.json"

    /// The access level of the generated declarations (`"access"`), if set.
    public var accessLevel: GeneratorOptions.AccessLevel?

    /// Creates an empty configuration.
    public init(accessLevel: GeneratorOptions.AccessLevel? = nil) {
        self.accessLevel = accessLevel
    }

    /// One key of the file: its name, and how it reads its value into a configuration.
    public struct Key: Sendable {
        /// The key as written in the file.
        public var name: String
        /// Reads `value` into `configuration`, or returns the expected values (`one of
        /// "public", "internal", "package"`) when `value` is not acceptable.
        public var apply: @Sendable (_ value: LocatedJSON, _ configuration: inout Configuration) -> String?
    }

    /// Every key the file accepts.
    public static let keys: [Key] = [
        Key(name: "access") { value, configuration in
            let levels = GeneratorOptions.AccessLevel.allCases
            guard case .string(let text) = value.value,
                let level = GeneratorOptions.AccessLevel(rawValue: text)
            else { return "one of " + levels.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
            configuration.accessLevel = level
            return nil
        }
    ]

    /// Reads the configuration in `file`, with an error for every problem: JSON that does
    /// not parse, a value that is not an object, unknown keys (with the nearest known key),
    /// repeated keys and unacceptable values. Keys with errors are left unset.
    public static func parse(_ file: SourceFile) -> (configuration: Configuration, diagnostics: [Diagnostic])
    {
        let document: LocatedJSON
        switch LocatedJSON.parse(file.bytes) {
        case .failure(let error):
            return (Configuration(), [Diagnostic(.invalidConfigurationFile, error.message, at: error.range)])
        case .success(let value): document = value
        }
        guard case .object(let members) = document.value else {
            let message = "expected an object such as {\"access\": \"internal\"}, found \(document.summary)"
            return (Configuration(), [Diagnostic(.invalidConfigurationFile, message, at: document.range)])
        }
        var configuration = Configuration()
        var diagnostics: [Diagnostic] = []
        var seen: [String: ByteRange] = [:]
        for member in members {
            guard let key = keys.first(where: { $0.name == member.key }) else {
                let suggestion = Suggestion.closest(to: member.key, among: keys.map(\.name))
                diagnostics.append(
                    Diagnostic(
                        .unknownConfigurationKey, member.key,
                        suggestion.map { "; did you mean '\($0)'?" } ?? "",
                        at: member.keyRange,
                        notes: [
                            DiagnosticNote(
                                "known keys: " + keys.map { "'\($0.name)'" }.joined(separator: ", "))
                        ],
                        fixIts: suggestion.map { [FixIt(range: member.keyRange, replacement: "\"\($0)\"")] }
                            ?? []))
                continue
            }
            if let earlier = seen[member.key] {
                diagnostics.append(
                    Diagnostic(
                        .invalidConfigurationFile, "key '\(member.key)' is given twice", at: member.keyRange,
                        notes: [DiagnosticNote("first given here", at: earlier)]))
                continue
            }
            seen[member.key] = member.keyRange
            if let expected = key.apply(member.value, &configuration) {
                diagnostics.append(
                    Diagnostic(
                        .invalidConfigurationValue, member.value.summary, member.key, expected,
                        at: member.value.range))
            }
        }
        return (configuration, diagnostics)
    }

    /// The path of the configuration file that applies to the `.nav` file at `path` (or, for
    /// standard input, to the working directory), or nil when there is none.
    public static func find(for path: String, currentDirectory: String) -> String? {
        var folder: String
        if path == SourceLoader.standardInputPath {
            folder = ProjectPaths.absolute(currentDirectory, currentDirectory: "/")
        } else {
            folder = ProjectPaths.parent(of: ProjectPaths.absolute(path, currentDirectory: currentDirectory))
        }
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if ProjectPaths.exists(candidate) { return candidate }
            if folder == "/" || ProjectPaths.isProjectRoot(folder) { return nil }
            folder = ProjectPaths.parent(of: folder)
        }
    }
}
