/// Every word the grammar gives a meaning to.
///
/// Keywords are contextual: the lexer tags identifiers that spell one, and the parser treats the
/// tag as a keyword only where the grammar expects that keyword. Everywhere else the word is an
/// ordinary name, so `route edit(title: String)` is fine. The editor grammar's keyword list is
/// checked against ``Keyword/allCases``.
public enum Keyword: UInt8, CaseIterable, Sendable, Hashable {
    case none = 0
    // Declarations.
    case navigation, route, type, `import`
    // Header entries.
    case target, style, flow, roots, sidebar, content, detail, `enum`, lint
    // Lint rules.
    case disable, warning, error
    // Route members.
    case title, display, backButton, navigationBar, url, action, toolbar
    // Toolbar elements.
    case item, group, button, image, role
    // Edge kinds.
    case push, sheet, cover, pop, popToRoot, root, dismiss
    // Literals.
    case `true`, `false`, `nil`

    /// The keyword's spelling in source.
    public var spelling: String {
        switch self {
        case .none: ""
        case .navigation: "navigation"
        case .route: "route"
        case .type: "type"
        case .import: "import"
        case .target: "target"
        case .style: "style"
        case .flow: "flow"
        case .roots: "roots"
        case .sidebar: "sidebar"
        case .content: "content"
        case .detail: "detail"
        case .enum: "enum"
        case .lint: "lint"
        case .disable: "disable"
        case .warning: "warning"
        case .error: "error"
        case .title: "title"
        case .display: "display"
        case .backButton: "backButton"
        case .navigationBar: "navigationBar"
        case .url: "url"
        case .action: "action"
        case .toolbar: "toolbar"
        case .item: "item"
        case .group: "group"
        case .button: "button"
        case .image: "image"
        case .role: "role"
        case .push: "push"
        case .sheet: "sheet"
        case .cover: "cover"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .root: "root"
        case .dismiss: "dismiss"
        case .true: "true"
        case .false: "false"
        case .nil: "nil"
        }
    }

    /// The keywords indexed by spelling length, then searched linearly: at most a handful share
    /// a length, so this beats hashing a string for every identifier.
    private static let byLength: [[(bytes: [UInt8], keyword: Keyword)]] = {
        var table = [[(bytes: [UInt8], keyword: Keyword)]](repeating: [], count: 16)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            table[bytes.count].append((bytes, keyword))
        }
        return table
    }()

    /// The keyword spelled by `count` bytes at `start`, or ``none``.
    @inline(__always)
    static func lookup(_ buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Keyword {
        guard count < 16 else { return .none }
        let first = buffer[start]
        for candidate in byLength[count] where candidate.bytes[0] == first {
            var index = 1
            while index < count && candidate.bytes[index] == buffer[start + index] { index += 1 }
            if index == count { return candidate.keyword }
        }
        return .none
    }

    /// The keyword spelled by `text`, or ``none``.
    public static func lookup(_ text: String) -> Keyword {
        Keyword.allCases.first { $0 != .none && $0.spelling == text } ?? .none
    }
}
