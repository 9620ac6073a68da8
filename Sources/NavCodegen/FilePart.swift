import Dispatch
import NavSwift

/// A part of a generated file, in the order the file holds it: declarations that are translated
/// only when the part is written, or a declaration (a type, an extension or a one-branch `#if`
/// block) whose members are parts of their own.
///
/// A large app's container or route enum has thousands of members. Written as parts, no more
/// than a few of them exist as structured Swift at any time, and parts are translated and
/// rendered on every core at once (``FilePart/write(_:to:)``), yet the text is the one
/// ``FilePart/declarations(of:)`` gives when rendered whole.
enum FilePart: Sendable {
    /// Declarations, translated when called.
    case declarations(@Sendable () -> [SwiftDeclaration])
    /// `header` (its own members are ignored) with the parts that are its members.
    indirect case nested(SwiftDeclaration, [FilePart])

    /// The declarations of `parts`, each nested declaration with all its members: the whole
    /// structured representation at once, for tests and tools that want it.
    static func declarations(of parts: [FilePart]) -> [SwiftDeclaration] {
        parts.flatMap { part -> [SwiftDeclaration] in
            switch part {
            case .declarations(let translate): return translate()
            case .nested(var header, let members):
                let contents = declarations(of: members)
                switch header.kind {
                case .type(var type):
                    type.members = contents
                    header.kind = .type(type)
                case .ifConfig(var block):
                    block.branches[0].body = contents
                    header.kind = .ifConfig(block)
                default: preconditionFailure("only types, extensions and #if blocks have member parts")
                }
                return [header]
            }
        }
    }

    /// One part for each group of `size` items (one part for all of them when `size` is nil),
    /// each item translated into a declaration when its part is written.
    static func groups<Item: Sendable>(
        of items: [Item], size: Int?, _ translate: @escaping @Sendable (Item) -> SwiftDeclaration
    ) -> [FilePart] {
        let groupSize = size ?? max(1, items.count)
        return stride(from: 0, to: items.count, by: groupSize).map { start in
            .declarations { items[start..<min(start + groupSize, items.count)].map(translate) }
        }
    }

    /// How many parts are translated and rendered together: enough to keep every core busy
    /// while the slowest of them finishes, few enough that their text is small next to the
    /// file.
    static let batchSize = 16

    /// Writes `parts` with `renderer`, so the text is the same as rendering
    /// ``declarations(of:)`` in one go. The members of a nested declaration, which are many
    /// parts of a similar size (chunks of routes), are translated and rendered in batches, each
    /// batch on every core, and written in order. Parts at file scope differ widely in size
    /// and are written one at a time, so that two large ones never exist at once.
    static func write(_ parts: [FilePart], to renderer: inout SwiftRenderer) {
        var batch: [@Sendable () -> [SwiftDeclaration]] = []
        func flush(_ renderer: inout SwiftRenderer) {
            guard batch.count > 1 else {
                // One part alone is written straight into the renderer, which hands its text
                // on a chunk at a time instead of holding it whole.
                if let translate = batch.popLast() { renderer.write(translate()) }
                return
            }
            let translations = batch
            let batchLevel = renderer.nesting
            let rendered = concurrentMap(translations.count) { index in
                SwiftRenderer.render(members: translations[index](), level: batchLevel)
            }
            for text in rendered { renderer.write(text) }
            batch.removeAll(keepingCapacity: true)
        }
        func walk(_ parts: [FilePart], _ renderer: inout SwiftRenderer) {
            for part in parts {
                switch part {
                case .declarations(let translate):
                    batch.append(translate)
                    if batch.count == batchSize || renderer.isAtFileScope { flush(&renderer) }
                case .nested(let header, let members):
                    flush(&renderer)
                    renderer.open(header)
                    walk(members, &renderer)
                    flush(&renderer)
                    renderer.close()
                }
            }
        }
        walk(parts, &renderer)
        flush(&renderer)
    }
}

/// `work` for every index from 0 up to `count`, run on every core, with the results in order.
func concurrentMap<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) -> Result) -> [Result] {
    guard count > 1 else { return (0..<count).map(work) }
    let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
        _ = results.deinitialize()
        results.deallocate()
    }
    // Each iteration writes only its own element, so the writes never overlap.
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots[index] = work(index)
    }
    return results.map { $0! }
}
