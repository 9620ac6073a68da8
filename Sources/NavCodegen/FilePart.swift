import NavSource
import NavSwift

/// A part of a generated file, in the order the file holds it: declarations that are translated
/// only when the part is written, or a declaration (a type, an extension or a one-branch `#if`
/// block) whose members are parts of their own.
///
/// A large app's container or route enum has thousands of members. Written as parts, no more
/// than a few of them exist as structured Swift at any time, and parts are translated and
/// rendered on every core at once (``FilePart/write(_:to:inBackground:)``), yet the text is the one
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

    /// How many parts are translated and rendered ahead of the one being written: enough to
    /// keep every core busy while the writer waits for the oldest, even when the oldest is one
    /// long part (a large app's coding-key table lists every case) and the others are short; few
    /// enough that their text (a few hundred kilobytes) is small next to the file.
    static let window = 64

    /// Writes `parts` with `renderer`, so the text is the same as rendering
    /// ``declarations(of:)`` in one go. `inBackground`, each part is translated and rendered on
    /// a background thread as soon as the writer reaches it, up to ``window`` parts ahead of the
    /// one being written, and the writer writes their text in order; so every core translates
    /// and renders while the writer writes. Otherwise (a small app's parts, which take less
    /// time to translate than to hand to another thread) the writer translates and writes each
    /// part itself. A nested declaration is opened and closed by the writer once every part
    /// before it is written.
    static func write(_ parts: [FilePart], to renderer: inout SwiftRenderer, inBackground: Bool) {
        var pending = PendingRenders()
        func walk(_ parts: [FilePart], _ renderer: inout SwiftRenderer) {
            for part in parts {
                switch part {
                case .declarations(let translate):
                    guard inBackground else {
                        renderer.write(translate())
                        continue
                    }
                    pending.writeOldest(to: &renderer, keeping: window - 1)
                    pending.start(translate, level: renderer.nesting)
                case .nested(let header, let members):
                    pending.writeOldest(to: &renderer, keeping: 0)
                    renderer.open(header)
                    walk(members, &renderer)
                    pending.writeOldest(to: &renderer, keeping: 0)
                    renderer.close()
                }
            }
        }
        walk(parts, &renderer)
        pending.writeOldest(to: &renderer, keeping: 0)
    }
}

/// Parts being translated and rendered on background threads, oldest first.
private struct PendingRenders {
    private var renders: [BackgroundWork<RenderedDeclarations>] = []
    private var oldest = 0

    /// Starts translating and rendering `translate`'s declarations for nesting `level`.
    mutating func start(_ translate: @escaping @Sendable () -> [SwiftDeclaration], level: Int) {
        renders.append(BackgroundWork { SwiftRenderer.render(members: translate(), level: level) })
    }

    /// Waits for the oldest parts and writes them, in order, until at most `count` are pending.
    mutating func writeOldest(to renderer: inout SwiftRenderer, keeping count: Int) {
        while renders.count - oldest > count {
            renderer.write(renders[oldest].take())
            oldest += 1
        }
        if oldest == renders.count {
            renders.removeAll(keepingCapacity: true)
            oldest = 0
        }
    }
}
