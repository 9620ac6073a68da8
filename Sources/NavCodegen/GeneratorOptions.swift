/// Choices that shape the generated file but are not part of the `.nav` file.
public struct GeneratorOptions: Sendable, Hashable {
    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `public`, `internal`, `package`
    }

    /// The access level of every generated declaration.
    public var accessLevel: AccessLevel
    /// The `.nav` path printed in the header, relative to the working directory.
    public var sourcePath: String
    /// The navc version printed in the header.
    public var toolVersion: String
    /// Above this many routes, switches over the route enum are split into chunks of
    /// ``chunkSize`` cases with a `default:` arm, and `Codable` is written by hand: a flat
    /// switch type-checks superlinearly and synthesized Codable compiles superlinearly.
    public var largeEnumThreshold: Int
    /// The number of cases per chunk in large switches.
    public var chunkSize: Int

    /// Creates options.
    public init(
        accessLevel: AccessLevel = .public, sourcePath: String, toolVersion: String,
        largeEnumThreshold: Int = 64,
        chunkSize: Int = 32
    ) {
        self.accessLevel = accessLevel
        self.sourcePath = sourcePath
        self.toolVersion = toolVersion
        self.largeEnumThreshold = largeEnumThreshold
        self.chunkSize = chunkSize
    }
}

/// One generated Swift file.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name, e.g. `FourPages.swift`.
    public var name: String
    /// The file's contents.
    public var contents: String
}
