import NavCodegen
import NavPlan
import NavSemantics
import NavSource
import NavSwift
import NavSyntax

/// The settings of a `.navc.json` file: choices for the `.nav` files in its folder and below.
///
/// The file is found like `.swift-format`: in the folder of the `.nav` file or the nearest
/// ancestor folder that has one, searching no higher than the project root (see
/// ``ProjectPaths``) or the file system's root. It holds one JSON object; every key is
/// optional and described once in ``Configuration/keys``:
///
/// ```json
/// {
///     "access": "public",
///     "outputs": "model",
///     "imports": ["Models"],
///     "lint": {
///         "rules": { "NAV402": "disable", "NAV401": "error" },
///         "largeEnumThreshold": 500,
///         "warningsAsErrors": false
///     }
/// }
/// ```
///
/// `navc build`, `check` and `lint` read it, and so do the build and command plugins,
/// which run navc; options on the command line and entries in the `.nav` file win over it.
public struct Configuration: Sendable, Hashable {
    /// The name of the configuration file.
    public static let fileName = ".navc.json"

    /// The access level of the generated declarations (`"access"`), if set.
    public var accessLevel: GeneratorOptions.AccessLevel?

    /// Which parts of the generated code to write (`"outputs"`), if set: one part.
    public var outputs: [Output]?

    /// The modules the generated files import (`"imports"`), if set.
    public var imports: [String]?

    /// Lint rule settings (`"lint"`).
    public var lint: LintSettings

    /// Creates a configuration.
    public init(
        accessLevel: GeneratorOptions.AccessLevel? = nil, outputs: [Output]? = nil,
        lint: LintSettings = LintSettings()
    ) {
        self.accessLevel = accessLevel
        self.outputs = outputs
        self.lint = lint
    }

    /// A part of the generated code `"outputs"` can name; a target takes one.
    ///
    /// `"all"` (the default) writes everything into one file per `.nav` file. An app split into
    /// modules writes `"model"` (the SwiftUI-free route enum, state, deep links and the direct
    /// flow's router, public unless `"access"` says otherwise) in a low-level module and
    /// `"views"` (the containers and destination switch) in the app target, whose `"imports"`
    /// name the model's module and the modules of the views. Any other name is an error located
    /// in the file (NAV520).
    public typealias Output = GeneratorOptions.GeneratedPart

    /// The part of the generated code to write: the one `"outputs"` names, or everything.
    public var part: GeneratorOptions.GeneratedPart { outputs?.first ?? .all }

    /// The `"lint"` object: how `navc lint` and the build plugin's lint pass treat each rule.
    public struct LintSettings: Sendable, Hashable {
        /// Per rule: its severity, or nil to turn it off (`"NAV402": "disable"`).
        public var rules: [DiagnosticCode: Severity?]
        /// The route count beyond which NAV408 warns (`"largeEnumThreshold"`), if set.
        public var largeEnumThreshold: Int?
        /// Whether every lint warning becomes an error (`"warningsAsErrors"`), if set.
        public var warningsAsErrors: Bool?

        /// Creates lint settings.
        public init(
            rules: [DiagnosticCode: Severity?] = [:], largeEnumThreshold: Int? = nil,
            warningsAsErrors: Bool? = nil
        ) {
            self.rules = rules
            self.largeEnumThreshold = largeEnumThreshold
            self.warningsAsErrors = warningsAsErrors
        }
    }

    /// The values `"largeEnumThreshold"` (and `--large-enum-threshold`) accept.
    public static let thresholdRange = 1...1_000_000

    /// One key of the file: its name, and how it reads its value into a configuration.
    public struct Key: Sendable {
        /// The key as written in the file.
        public var name: String
        /// Reads `value` into `configuration`, returning the problems found in it (located in
        /// the file); a key with problems is left unset.
        public var apply:
            @Sendable (_ value: LocatedJSON, _ configuration: inout Configuration) -> [Diagnostic]
    }

    /// Every key the file accepts.
    public static let keys: [Key] = [
        Key(name: "access") { value, configuration in
            let levels = GeneratorOptions.AccessLevel.allCases
            guard case .string(let text) = value.value,
                let level = GeneratorOptions.AccessLevel(rawValue: text)
            else {
                return [
                    invalidValue(
                        value, for: "access",
                        expected: "one of " + levels.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
                ]
            }
            configuration.accessLevel = level
            return []
        },
        Key(name: "outputs") { value, configuration in
            let expected = "one of \"all\", \"model\" and \"views\", or an array holding one of them"
            let names: [LocatedJSON]
            switch value.value {
            case .string: names = [value]
            case .array(let elements) where !elements.isEmpty: names = elements
            default: return [invalidValue(value, for: "outputs", expected: expected)]
            }
            var outputs: [Output] = []
            var diagnostics: [Diagnostic] = []
            for name in names {
                guard case .string(let text) = name.value else {
                    diagnostics.append(invalidValue(name, for: "outputs", expected: expected))
                    continue
                }
                guard let output = Output(rawValue: text) else {
                    diagnostics.append(Diagnostic(.unsupportedOutput, text, at: name.range))
                    continue
                }
                if !outputs.contains(output) { outputs.append(output) }
            }
            if diagnostics.isEmpty && outputs.count > 1 {
                diagnostics.append(invalidValue(value, for: "outputs", expected: expected))
            }
            if diagnostics.isEmpty { configuration.outputs = outputs }
            return diagnostics
        },
        Key(name: "imports") { value, configuration in
            let expected = "an array of module names such as [\"AppRoutes\"]"
            guard case .array(let elements) = value.value else {
                return [invalidValue(value, for: "imports", expected: expected)]
            }
            var modules: [String] = []
            var diagnostics: [Diagnostic] = []
            for element in elements {
                guard case .string(let text) = element.value, SwiftName.isValidIdentifier(text) else {
                    diagnostics.append(invalidValue(element, for: "imports", expected: "a module name"))
                    continue
                }
                if !modules.contains(text) { modules.append(text) }
            }
            if diagnostics.isEmpty { configuration.imports = modules }
            return diagnostics
        },
        Key(name: "lint") { value, configuration in
            guard case .object(let members) = value.value else {
                return [
                    invalidValue(
                        value, for: "lint",
                        expected: "an object such as {\"rules\": {\"NAV402\": \"disable\"}}")
                ]
            }
            return readMembers(members, keys: lintKeys, in: "lint", into: &configuration)
        },
    ]

    /// The keys of the `"lint"` object.
    public static let lintKeys: [Key] = [
        Key(name: "rules") { value, configuration in
            let actions = LintRuleAction.allCases.map(\.rawValue)
            let expected = "one of " + actions.map { "\"\($0)\"" }.joined(separator: ", ")
            guard case .object(let members) = value.value else {
                return [
                    invalidValue(
                        value, for: "lint.rules", expected: "an object such as {\"NAV402\": \"disable\"}")
                ]
            }
            let lintCodes = DiagnosticCode.allCases.filter { $0.rawValue / 100 == 4 }
            var diagnostics: [Diagnostic] = []
            var seen: [DiagnosticCode: ByteRange] = [:]
            for member in members {
                guard let code = DiagnosticCode(id: member.key), lintCodes.contains(code),
                    member.key.uppercased().hasPrefix("NAV")
                else {
                    let suggestion = Suggestion.closest(
                        to: member.key.uppercased(), among: lintCodes.map(\.id))
                    diagnostics.append(
                        Diagnostic(
                            .unknownLintRule, member.key, at: member.keyRange,
                            notes: [
                                DiagnosticNote(
                                    (suggestion.map { "did you mean '\($0)'? " } ?? "")
                                        + "lint rules: " + lintCodes.map(\.id).joined(separator: ", "))
                            ],
                            fixIts: suggestion.map {
                                [FixIt(range: member.keyRange, replacement: "\"\($0)\"")]
                            } ?? []
                        ))
                    continue
                }
                if let earlier = seen[code] {
                    diagnostics.append(
                        Diagnostic(
                            .invalidConfigurationFile, "lint rule '\(code.id)' is given twice",
                            at: member.keyRange,
                            notes: [DiagnosticNote("first given here", at: earlier)]))
                    continue
                }
                seen[code] = member.keyRange
                guard case .string(let text) = member.value.value, let action = LintRuleAction(rawValue: text)
                else {
                    diagnostics.append(
                        invalidValue(member.value, for: "lint.rules." + code.id, expected: expected))
                    continue
                }
                switch action {
                case .disable: configuration.lint.rules[code] = .some(nil)
                case .warning: configuration.lint.rules[code] = .warning
                case .error: configuration.lint.rules[code] = .error
                }
            }
            return diagnostics
        },
        Key(name: "largeEnumThreshold") { value, configuration in
            guard case .number(let number) = value.value, number == number.rounded(),
                Double(thresholdRange.lowerBound) <= number, number <= Double(thresholdRange.upperBound)
            else {
                return [
                    invalidValue(
                        value, for: "lint.largeEnumThreshold",
                        expected:
                            "a whole number from \(thresholdRange.lowerBound) to \(thresholdRange.upperBound)"
                    )
                ]
            }
            configuration.lint.largeEnumThreshold = Int(number)
            return []
        },
        Key(name: "warningsAsErrors") { value, configuration in
            guard case .bool(let flag) = value.value else {
                return [invalidValue(value, for: "lint.warningsAsErrors", expected: "true or false")]
            }
            configuration.lint.warningsAsErrors = flag
            return []
        },
    ]

    /// An invalid-value error (NAV511) for `value` of the key spelled `key`.
    static func invalidValue(_ value: LocatedJSON, for key: String, expected: String) -> Diagnostic {
        Diagnostic(.invalidConfigurationValue, value.summary, key, expected, at: value.range)
    }

    /// Reads the members of an object with `keys`: unknown keys (with the nearest known key),
    /// repeated keys and each key's own problems are errors. `path` is the object's key path
    /// (empty at the top level), which messages put before nested keys (`lint.rules`).
    static func readMembers(
        _ members: [LocatedJSON.Member], keys: [Key], in path: String, into configuration: inout Configuration
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: ByteRange] = [:]
        let prefix = path.isEmpty ? "" : path + "."
        for member in members {
            guard let key = keys.first(where: { $0.name == member.key }) else {
                let suggestion = Suggestion.closest(to: member.key, among: keys.map(\.name))
                diagnostics.append(
                    Diagnostic(
                        .unknownConfigurationKey, prefix + member.key,
                        suggestion.map { "; did you mean '\(prefix + $0)'?" } ?? "",
                        at: member.keyRange,
                        notes: [
                            DiagnosticNote(
                                "known keys: " + keys.map { "'\(prefix + $0.name)'" }.joined(separator: ", "))
                        ],
                        fixIts: suggestion.map { [FixIt(range: member.keyRange, replacement: "\"\($0)\"")] }
                            ?? []))
                continue
            }
            if let earlier = seen[member.key] {
                diagnostics.append(
                    Diagnostic(
                        .invalidConfigurationFile, "key '\(prefix + member.key)' is given twice",
                        at: member.keyRange,
                        notes: [DiagnosticNote("first given here", at: earlier)]))
                continue
            }
            seen[member.key] = member.keyRange
            diagnostics += key.apply(member.value, &configuration)
        }
        return diagnostics
    }

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
        let diagnostics = readMembers(members, keys: keys, in: "", into: &configuration)
        return (configuration, diagnostics)
    }

    /// The path of the configuration file that applies to the `.nav` file at `path` (or, for
    /// standard input, to the working directory), or nil when there is none.
    public static func find(for path: String, currentDirectory: String) -> String? {
        var roots = ProjectRoots()
        return find(for: path, currentDirectory: currentDirectory, roots: &roots)
    }

    /// ``find(for:currentDirectory:)``, asking `roots` where the project ends, so that a command
    /// looks at each folder once for all its files.
    public static func find(for path: String, currentDirectory: String, roots: inout ProjectRoots) -> String?
    {
        var folder: String
        if path == SourceLoader.standardInputPath {
            folder = ProjectPaths.absolute(currentDirectory, currentDirectory: "/")
        } else {
            folder = ProjectPaths.parent(of: ProjectPaths.absolute(path, currentDirectory: currentDirectory))
        }
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if ProjectPaths.exists(candidate) { return candidate }
            if folder == "/" || roots.isRoot(folder) { return nil }
            folder = ProjectPaths.parent(of: folder)
        }
    }
}
