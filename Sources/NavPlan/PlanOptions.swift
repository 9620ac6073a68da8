import NavSyntax

/// Choices that shape the generated file but are not part of the `.nav` file.
public struct PlanOptions: Sendable, Hashable {
    /// The access level given on the command line, which wins over the file and the
    /// configuration; nil when none was given.
    public var accessLevel: AccessLevel?
    /// The access level when neither the command line nor the `.nav` header sets one (from the
    /// configuration file; `internal` by default, as for code compiled into the app's target).
    public var defaultAccessLevel: AccessLevel
    /// How the generated header names the `.nav` file (normalized by the driver).
    public var sourcePath: String
    /// The navc version printed in the header.
    public var toolVersion: String
    /// Above this many routes, switches over the route enum are split into chunks of
    /// ``chunkSize`` cases with a `default:` arm, and `Hashable` and `Codable` are written by
    /// hand: a flat switch type-checks superlinearly and synthesized conformances compile
    /// superlinearly.
    public var largeEnumThreshold: Int
    /// The number of cases per chunk in large switches.
    public var chunkSize: Int
    /// Which part of the generated code to write: everything, or the SwiftUI-free model or the
    /// views for an app split into modules.
    public var part: GeneratedPart = .all
    /// Modules the generated file imports (`"imports"` in `.navc.json`): the module that holds
    /// the model, for the views part, and the modules of the types and views a graph names.
    public var imports: [String] = []

    /// A part of the generated code.
    public enum GeneratedPart: String, Sendable, Hashable, CaseIterable {
        /// Everything, in one file: routes, state, deep links, router and SwiftUI containers.
        case all
        /// The SwiftUI-free part for a low-level module: the route enum, the navigation state
        /// with its operations, deep links and the router of the direct flow, public by
        /// default, so feature modules can navigate without seeing any view.
        case model
        /// The SwiftUI part for the app target: the container views and the destination
        /// switch, which see every view; the model comes from an imported module.
        case views
    }

    /// Creates options.
    public init(
        accessLevel: AccessLevel? = nil, defaultAccessLevel: AccessLevel = .internal, sourcePath: String,
        toolVersion: String, largeEnumThreshold: Int = 64, chunkSize: Int = 32
    ) {
        self.accessLevel = accessLevel
        self.defaultAccessLevel = defaultAccessLevel
        self.sourcePath = sourcePath
        self.toolVersion = toolVersion
        self.largeEnumThreshold = largeEnumThreshold
        self.chunkSize = max(1, chunkSize)
    }
}
