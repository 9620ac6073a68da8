import NavSemantics
import NavSource

/// Finds generated type names that two `.nav` files built together would both declare.
///
/// The files of one target (or of one `navc build` command) are compiled into one module, so
/// two `navigation App` headers would both generate `AppRoute`, `AppNavigationState` and the
/// rest, and Swift would report a redeclaration inside generated code. The names come from
/// ``GeneratedNames``, so every top-level type the generator declares is compared.
public enum GeneratedTypeCollisions {
    /// One file built together with others: how it is shown and what it declares.
    public struct Member: Sendable {
        /// The file, for positions.
        public var source: SourceFile
        /// Its checked `navigation` header, which decides the names.
        public var header: AppHeader
        /// What makes two members the same file (its absolute path): a file given twice does not
        /// collide with itself.
        public var identity: String

        /// Creates a member.
        public init(source: SourceFile, header: AppHeader, identity: String) {
            self.source = source
            self.header = header
            self.identity = identity
        }
    }

    /// An error for each file that generates a type name an earlier file already generates,
    /// with the index of the file it belongs to. The error sits on the later file's
    /// navigation name, names the first colliding type and the earlier file, and lists any
    /// other colliding names in a note.
    public static func find(in members: [Member]) -> [(memberIndex: Int, diagnostic: Diagnostic)] {
        var owners: [String: Int] = [:]
        var found: [(memberIndex: Int, diagnostic: Diagnostic)] = []
        for (index, member) in members.enumerated() {
            let names = member.header.generatedNames.all.map(\.name)
            var collisions: [Int: [String]] = [:]
            for name in names {
                if let owner = owners[name], members[owner].identity != member.identity {
                    collisions[owner, default: []].append(name)
                } else if owners[name] == nil {
                    owners[name] = index
                }
            }
            for (owner, colliding) in collisions.sorted(by: { $0.key < $1.key }) {
                let other = members[owner]
                let location = other.source.location(of: other.header.nameRange.start)
                var notes = [
                    DiagnosticNote(
                        "'navigation \(other.header.name)' in \(other.source.file(containing: other.header.nameRange.start).path):\(location.line):\(location.column) generates it too; the files are compiled into one module"
                    )
                ]
                if colliding.count > 1 {
                    notes.append(
                        DiagnosticNote(
                            "so are " + colliding.dropFirst().map { "'\($0)'" }.joined(separator: ", ")))
                }
                found.append(
                    (
                        index,
                        Diagnostic(
                            .duplicateGeneratedType, colliding[0], "'\(other.source.path)'",
                            at: member.header.nameRange, notes: notes)
                    ))
            }
        }
        return found
    }
}
