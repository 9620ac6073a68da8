import Foundation
import NavCodegen
import NavSwift
import TestSupport
import Testing

/// Snapshots of one construct each, beside the whole-app goldens: a tab container, a nested
/// presentation, a split view driven by its selection.
///
/// Each `Snapshots/NAME.nav` starts with `// snapshot: A, B`, the declarations to snapshot (types
/// by name, wherever they are nested, and functions by name); `NAME.swift` holds them as
/// rendered, so a change to one construct shows in its own small diff. The whole generated file
/// of each snapshot app type-checks against the SwiftUI stub too.
@Suite struct ConstructSnapshotTests {
    @Test(arguments: GeneratorCase.snapshots)
    func constructMatchesSnapshot(snapshot: GeneratorCase) throws {
        let names = try Self.snapshotNames(of: snapshot)
        let file = SwiftGenerator.file(for: try snapshot.plan())
        let found = Self.declarations(named: Set(names), in: file.declarations)
        let foundNames = Set(found.compactMap(Self.name(of:)))
        #expect(
            foundNames == Set(names),
            "\(snapshot.path): no declaration named \(Set(names).subtracting(foundNames))")
        let mismatch = Golden.mismatch(
            // The golden is a Swift file in the source tree; the style check must skip it.
            "// swift-format-ignore-file\n" + SwiftRenderer.render(found), golden: snapshot.golden)
        #expect(mismatch == nil, "\(snapshot.path): \(mismatch ?? "")")
    }

    @Test(arguments: GeneratorCase.snapshots, [PlatformFlavor.iOS, .macOS])
    func snapshotAppTypeChecks(snapshot: GeneratorCase, flavor: PlatformFlavor) throws {
        let plan = try snapshot.plan()
        let sources = [try snapshot.generate().contents, ContractSources.views(for: plan)].map(flavor.apply)
        let outcome = try CompilerRuns.typecheck(sources: sources, swiftVersion: "6")
        #expect(outcome.succeeded, "\(snapshot.path) (\(flavor)):\n\(outcome.diagnostics)")
    }

    /// The names listed on the `// snapshot:` first line of `snapshot`'s file.
    static func snapshotNames(of snapshot: GeneratorCase) throws -> [String] {
        let text = try String(contentsOf: snapshot.url, encoding: .utf8)
        let prefix = "// snapshot:"
        let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        guard firstLine.hasPrefix(prefix) else {
            throw SnapshotFormatError(
                description: "\(snapshot.path) does not start with '\(prefix) NAME, ...'")
        }
        let names = firstLine.dropFirst(prefix.count).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !names.isEmpty, !names.contains("") else {
            throw SnapshotFormatError(description: "\(snapshot.path) lists no declaration to snapshot")
        }
        return names
    }

    /// The declarations named in `names`, in file order, searching type members and `#if` branches.
    static func declarations(named names: Set<String>, in declarations: [SwiftDeclaration])
        -> [SwiftDeclaration]
    {
        declarations.flatMap { declaration -> [SwiftDeclaration] in
            if let name = name(of: declaration), names.contains(name) { return [declaration] }
            switch declaration.kind {
            case .type(let type):
                return Self.declarations(named: names, in: type.members)
            case .ifConfig(let config):
                let bodies = config.branches.map(\.body) + [config.elseBody ?? []]
                return bodies.flatMap { Self.declarations(named: names, in: $0) }
            default:
                return []
            }
        }
    }

    /// The name a snapshot line uses for `declaration`: a type's last name component or a
    /// function's name.
    static func name(of declaration: SwiftDeclaration) -> String? {
        switch declaration.kind {
        case .type(let type):
            guard case .named(let components) = type.name, type.keyword != .extension else { return nil }
            return components.last?.name.text
        case .function(let function):
            return function.name.text
        default:
            return nil
        }
    }
}

/// A snapshot file without its `// snapshot:` line.
struct SnapshotFormatError: Error, CustomStringConvertible {
    var description: String
}
