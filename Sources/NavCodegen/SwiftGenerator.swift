import NavPlan
import NavSemantics
import NavSwift
import NavSyntax

/// The options of a build; the plan's options, under the name the command line uses.
public typealias GeneratorOptions = PlanOptions

extension PlanOptions {
    /// The access levels generated code can have.
    public typealias AccessLevel = NavSyntax.AccessLevel
}

/// Generates the Swift file of a plan: the backends translate the plan into the structured
/// Swift representation, and the renderer writes it.
///
/// The file has two parts. Outside `#if canImport(SwiftUI)`: the route enum, the navigation
/// state with its operations, deep links, and the NavigationView backend's step logic; plain
/// Swift and Foundation, so it compiles and runs everywhere (and is tested on Linux). Inside:
/// the router of the direct flow, the container view with `getDestination(for:)`, the views
/// of presented levels and of the NavigationView link chain. Output is deterministic: it
/// depends only on the plan.
public enum SwiftGenerator {
    /// The number of routes from which a plan's parts are translated and rendered on
    /// background threads (``FilePart/write(_:to:inBackground:)``). A smaller app's parts take
    /// less time to translate than to hand to another thread and back, and a command that
    /// builds hundreds of small files would spend most of its time waking threads. Measured
    /// on two cores (`navc build`, hyperfine): on the writer's thread, apps of 91 and 300 routes
    /// build 1.19x and 1.06x faster, 1,000 routes 1.04x slower, 3,000 routes 1.33x slower.
    public static let backgroundGenerationRouteCount = 256

    /// Generates the file for `plan`, named after the `.nav` file's base name.
    public static func generate(_ plan: NavigationPlan, sourcePath: String) -> GeneratedFile {
        GeneratedFile(name: outputName(for: sourcePath), contents: SwiftRenderer.render(file(for: plan)))
    }

    /// Writes the file for `plan` into `sink` in chunks of about `chunkSize` bytes, each ending
    /// with a line break: the same text as ``generate(_:sourcePath:)``. Each part of the file is
    /// translated, rendered and released before the next is translated, so neither the text nor
    /// the structured representation of the whole file is ever held.
    public static func generate(
        _ plan: NavigationPlan, chunkSize: Int = 1 << 16, to sink: (UnsafeRawBufferPointer) -> Void
    ) {
        withoutActuallyEscaping(sink) { sink in
            var renderer = SwiftRenderer(chunkSize: chunkSize, sink: sink)
            renderer.writeHeader(plan.headerComments)
            FilePart.write(
                parts(of: Translation(plan: plan)), to: &renderer,
                inBackground: plan.routes.count >= backgroundGenerationRouteCount)
            renderer.finish()
        }
    }

    /// The structured representation of the file for `plan`.
    public static func file(for plan: NavigationPlan) -> SwiftFile {
        SwiftFile(
            headerComments: plan.headerComments,
            declarations: FilePart.declarations(of: parts(of: Translation(plan: plan))))
    }

    /// The parts of the file in order, each translated when it is written: all of them, or
    /// those of the model or the views part (``PlanOptions/GeneratedPart``).
    private static func parts(of translation: Translation) -> [FilePart] {
        let imports = FilePart.declarations {
            [.kind(.import(SwiftName("Foundation")))] + translation.plan.imports.map { .kind(.import($0)) }
        }
        let model: [FilePart] =
            translation.routeEnumParts() + [
                .declarations { translation.alertEnumDeclarations() },
                .declarations { translation.navigationStateDeclarations() },
                .declarations { translation.resultsDeclarations() },
                .declarations { translation.legacyStepsDeclarations() },
            ] + translation.deepLinkParts()
        switch translation.plan.part {
        case .all: return [imports] + model + translation.swiftUIParts()
        case .model: return [imports] + model + translation.swiftUIParts(including: .model)
        case .views: return [imports] + translation.swiftUIParts(including: .views)
        }
    }

    /// The file for a `.nav` file that is part of another file's graph (it is imported by an
    /// input of the same build): only the header, saying where its code is, so a build system
    /// that expects one output per input gets one.
    public static func memberFile(sourcePath: String, graph: String, toolVersion: String) -> GeneratedFile {
        let file = SwiftFile(
            headerComments: NavigationPlan.provenance(sourcePath: sourcePath, toolVersion: toolVersion) + [
                "\(sourcePath) is part of the graph of \(graph), which imports it; its code is in the file generated from \(graph)."
            ],
            declarations: [])
        return GeneratedFile(name: outputName(for: sourcePath), contents: SwiftRenderer.render(file))
    }

    /// `Samples/FourPages/FourPages.nav` → `FourPages.swift`.
    public static func outputName(for sourcePath: String) -> String {
        let file = sourcePath.split(separator: "/").last.map(String.init) ?? sourcePath
        let base = file.hasSuffix(".nav") ? String(file.dropLast(4)) : file
        return (base.isEmpty || base == "-" ? "Navigation" : base) + ".swift"
    }
}

/// One generated Swift file.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name, e.g. `FourPages.swift`.
    public var name: String
    /// The file's contents.
    public var contents: String
}
