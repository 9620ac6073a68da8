/// A failure of the tool itself, such as a file it could not read or write, for logs that
/// report it apart from the diagnostics of the input (SARIF's tool execution notifications).
public struct ToolFailure: Sendable, Hashable {
    /// The catalog code.
    public var code: DiagnosticCode
    /// The one-line message, without severity or code.
    public var message: String
    /// The file concerned, as given on the command line, if any.
    public var path: String?

    /// Creates a failure.
    public init(code: DiagnosticCode, message: String, path: String?) {
        self.code = code
        self.message = message
        self.path = path
    }
}
