/// A whole generated Swift file: leading comment lines, then declarations.
public struct SwiftFile: Sendable, Hashable {
    /// Lines of the leading `//` comment (`DO NOT EDIT.`, the source it came from); the renderer
    /// sanitizes each, so no text in it can end the comment or start a new line of code.
    public var headerComments: [String]
    public var declarations: [SwiftDeclaration]

    public init(headerComments: [String], declarations: [SwiftDeclaration]) {
        self.headerComments = headerComments
        self.declarations = declarations
    }
}
