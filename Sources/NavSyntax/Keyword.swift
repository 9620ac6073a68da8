/// Every word the grammar gives a meaning to.
///
/// Keywords are contextual: the lexer tags identifiers that spell one, and the parser treats the
/// tag as a keyword only where the grammar expects that keyword. Everywhere else the word is an
/// ordinary name, so `route edit(title: String)` is fine. The editor grammar's keyword list is
/// checked against ``Keyword/allCases``.
public enum Keyword: UInt8, CaseIterable, Sendable, Hashable {
    case none = 0
    // Declarations.
    case navigation, route, type, `import`, tab, feature
    // Guards (`guard signedIn`, `push checkout if signedIn else sheet signIn`).
    case `guard`, `if`, `else`
    // Feature entries.
    case start
    // Type bodies (`type Feed: Hashable { case home, local }`).
    case `case`
    // Header entries.
    case target, style, flow, roots, sidebar, content, detail, `enum`, access, require, lint, tabStyle
    // Lint rules.
    case disable, warning, error
    // Route members.
    case title, subtitle, display, backButton, navigationBar, url, action, toolbar, presentation
    // Route members that record earlier versions (compatibility).
    case formerly, formerURL
    // Toolbar elements.
    case item, group, button, image, role
    // View-supplied toolbar parts and menus.
    case menu, call, then, disabled, hidden, platform
    // Edge kinds.
    case push, sheet, cover, popover, pop, popToRoot, root, dismiss, dismissAll
    // The tab a push switches to first (`push detail in library`).
    case `in`
    // Results (`returns Size`, `return size`).
    case returns, `return`
    // Alerts and confirmation dialogs (route members and the edges that show them).
    case alert, dialog, message
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
        case .tab: "tab"
        case .feature: "feature"
        case .guard: "guard"
        case .if: "if"
        case .else: "else"
        case .start: "start"
        case .case: "case"
        case .target: "target"
        case .style: "style"
        case .flow: "flow"
        case .roots: "roots"
        case .sidebar: "sidebar"
        case .content: "content"
        case .detail: "detail"
        case .enum: "enum"
        case .access: "access"
        case .require: "require"
        case .lint: "lint"
        case .tabStyle: "tabStyle"
        case .disable: "disable"
        case .warning: "warning"
        case .error: "error"
        case .title: "title"
        case .subtitle: "subtitle"
        case .display: "display"
        case .backButton: "backButton"
        case .navigationBar: "navigationBar"
        case .url: "url"
        case .action: "action"
        case .toolbar: "toolbar"
        case .presentation: "presentation"
        case .formerly: "formerly"
        case .formerURL: "formerURL"
        case .item: "item"
        case .group: "group"
        case .button: "button"
        case .image: "image"
        case .role: "role"
        case .menu: "menu"
        case .call: "call"
        case .then: "then"
        case .disabled: "disabled"
        case .hidden: "hidden"
        case .platform: "platform"
        case .push: "push"
        case .sheet: "sheet"
        case .cover: "cover"
        case .popover: "popover"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .root: "root"
        case .dismiss: "dismiss"
        case .dismissAll: "dismissAll"
        case .in: "in"
        case .returns: "returns"
        case .return: "return"
        case .alert: "alert"
        case .dialog: "dialog"
        case .message: "message"
        case .true: "true"
        case .false: "false"
        case .nil: "nil"
        }
    }

    /// The keyword spelled by `count` bytes at `start`, or ``none``.
    ///
    /// This runs for every identifier, so it switches on the first byte and compares the rest
    /// in place, with no allocation or string hashing. A test checks it against ``spelling``
    /// for every case.
    @inline(__always)
    static func lookup(_ buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Keyword {
        guard count >= 2 && count <= 13 else { return .none }
        @inline(__always) func spells(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == count else { return false }
            let bytes = word.utf8Start
            var index = 1
            while index < count {
                if bytes[index] != buffer[start + index] { return false }
                index += 1
            }
            return true
        }
        switch buffer[start] {
        case UInt8(ascii: "a"):
            return spells("action") ? .action : spells("access") ? .access : spells("alert") ? .alert : .none
        case UInt8(ascii: "b"): return spells("button") ? .button : spells("backButton") ? .backButton : .none
        case UInt8(ascii: "c"):
            return spells("content")
                ? .content
                : spells("cover") ? .cover : spells("case") ? .case : spells("call") ? .call : .none
        case UInt8(ascii: "d"):
            return spells("detail")
                ? .detail
                : spells("display")
                    ? .display
                    : spells("disable")
                        ? .disable
                        : spells("dismiss")
                            ? .dismiss
                            : spells("dismissAll")
                                ? .dismissAll
                                : spells("disabled") ? .disabled : spells("dialog") ? .dialog : .none
        case UInt8(ascii: "e"):
            return spells("enum") ? .enum : spells("error") ? .error : spells("else") ? .else : .none
        case UInt8(ascii: "f"):
            return spells("flow")
                ? .flow
                : spells("false")
                    ? .false
                    : spells("formerly")
                        ? .formerly : spells("formerURL") ? .formerURL : spells("feature") ? .feature : .none
        case UInt8(ascii: "g"): return spells("group") ? .group : spells("guard") ? .guard : .none
        case UInt8(ascii: "h"): return spells("hidden") ? .hidden : .none
        case UInt8(ascii: "m"): return spells("menu") ? .menu : spells("message") ? .message : .none
        case UInt8(ascii: "i"):
            return spells("in")
                ? .in
                : spells("import")
                    ? .import : spells("item") ? .item : spells("image") ? .image : spells("if") ? .if : .none
        case UInt8(ascii: "l"): return spells("lint") ? .lint : .none
        case UInt8(ascii: "n"):
            return spells("navigation")
                ? .navigation : spells("navigationBar") ? .navigationBar : spells("nil") ? .nil : .none
        case UInt8(ascii: "p"):
            return spells("push")
                ? .push
                : spells("pop")
                    ? .pop
                    : spells("popToRoot")
                        ? .popToRoot
                        : spells("popover")
                            ? .popover
                            : spells("presentation")
                                ? .presentation : spells("platform") ? .platform : .none
        case UInt8(ascii: "r"):
            return spells("route")
                ? .route
                : spells("roots")
                    ? .roots
                    : spells("root")
                        ? .root
                        : spells("role")
                            ? .role
                            : spells("require")
                                ? .require
                                : spells("returns") ? .returns : spells("return") ? .return : .none
        case UInt8(ascii: "s"):
            return spells("style")
                ? .style
                : spells("sidebar")
                    ? .sidebar
                    : spells("sheet")
                        ? .sheet : spells("subtitle") ? .subtitle : spells("start") ? .start : .none
        case UInt8(ascii: "t"):
            return spells("title")
                ? .title
                : spells("target")
                    ? .target
                    : spells("type")
                        ? .type
                        : spells("toolbar")
                            ? .toolbar
                            : spells("true")
                                ? .true
                                : spells("tab")
                                    ? .tab : spells("tabStyle") ? .tabStyle : spells("then") ? .then : .none
        case UInt8(ascii: "u"): return spells("url") ? .url : .none
        case UInt8(ascii: "w"): return spells("warning") ? .warning : .none
        default: return .none
        }
    }

    /// The keyword spelled by `text`, or ``none``.
    public static func lookup(_ text: String) -> Keyword {
        Keyword.allCases.first { $0 != .none && $0.spelling == text } ?? .none
    }
}
