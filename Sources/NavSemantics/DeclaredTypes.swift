/// The user types a file declares with `type`, in declaration order, each found by its type in
/// constant time.
///
/// Real apps declare hundreds of model types and name them in thousands of parameters: a search
/// through the list for every parameter would make checking and planning quadratic in the size
/// of the app.
public struct DeclaredTypes: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The declarations in source order.
    private var declarations: [DeclaredType] = []
    /// The position in ``declarations`` of each declared type.
    private var positions: [TypeReference: Int] = [:]

    /// No declared types.
    public init() {}

    /// The declarations `elements`, in order.
    public init(arrayLiteral elements: DeclaredType...) {
        for declared in elements { append(declared) }
    }

    public var startIndex: Int { declarations.startIndex }
    public var endIndex: Int { declarations.endIndex }
    public subscript(position: Int) -> DeclaredType { declarations[position] }

    /// The declaration of `type`, if the file declares it.
    public subscript(type: TypeReference) -> DeclaredType? {
        positions[type].map { declarations[$0] }
    }

    /// Adds the declaration `declared`. A type declared twice is found by its first declaration
    /// (the checker reports the second and does not add it).
    public mutating func append(_ declared: DeclaredType) {
        if positions[declared.type] == nil { positions[declared.type] = declarations.count }
        declarations.append(declared)
    }
}
