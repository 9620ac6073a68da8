import NavSource

/// The syntax tree of one `.nav` file, with the tokens and comments it was built from.
///
/// Nodes store byte ranges, not strings: ``text(_:)`` reads a name when a later stage needs it.
/// Nodes the parser had to invent for missing syntax have `isMissing` set and an empty range
/// where the syntax should have been, so every node has a position.
public struct SyntaxTree: Sendable {
    /// The file the tree was parsed from.
    public let source: SourceFile
    /// The top-level declarations in source order.
    public var declarations: [Declaration]
    /// Every token, ending with end of file; empty after ``releaseTokens()``.
    public private(set) var tokens: [Token]
    /// Every comment's range, in order.
    public let comments: [ByteRange]

    /// Drops the tokens, which only the formatter reads: the checker works from the nodes,
    /// so a build frees them (a tenth of a large file's peak memory) before checking.
    public mutating func releaseTokens() {
        tokens = []
    }

    /// The source text of `range`.
    public func text(_ range: ByteRange) -> String { source.text(range) }

    /// The source text of a name (empty when the name is missing).
    public func text(_ name: Identifier) -> String { source.text(name.range) }

    /// The decoded value of a string literal.
    public func value(_ literal: StringLiteralSyntax) -> String {
        literal.isMissing ? "" : StringLiteralDecoder.decode(source.bytes, range: literal.range)
    }
}

/// A name written in the source, or the place where one is missing.
public struct Identifier: Sendable, Hashable {
    /// The name's bytes (empty when missing).
    public var range: ByteRange
    /// Whether the parser invented this name because the source lacks it.
    public var isMissing: Bool

    /// Creates a name.
    public init(range: ByteRange, isMissing: Bool = false) {
        self.range = range
        self.isMissing = isMissing
    }
}

/// A double-quoted string in the source (the range includes the quotes).
public struct StringLiteralSyntax: Sendable, Hashable {
    public var range: ByteRange
    public var isMissing: Bool

    /// Creates a string literal node.
    public init(range: ByteRange, isMissing: Bool = false) {
        self.range = range
        self.isMissing = isMissing
    }
}

/// A word from a fixed list, such as a placement or an edge kind, with its meaning if known.
public struct VocabularyWord<Word: Vocabulary>: Sendable, Hashable {
    /// Where the word is written.
    public var name: Identifier
    /// Its meaning, or nil when the word is missing or not in the list (already diagnosed).
    public var value: Word?
}

/// A top-level declaration.
public enum Declaration: Sendable, Hashable {
    case navigation(NavigationDecl)
    case route(RouteDecl)
    case type(TypeDecl)
    case `import`(ImportDecl)
    case tab(TabDecl)
    case feature(FeatureDecl)
    case `guard`(GuardDecl)

    /// Whether this is an `import` declaration.
    public var isImport: Bool {
        if case .import = self { return true }
        return false
    }

    /// The declaration's source range.
    public var range: ByteRange {
        switch self {
        case .navigation(let decl): decl.range
        case .route(let decl): decl.range
        case .type(let decl): decl.range
        case .import(let decl): decl.range
        case .tab(let decl): decl.range
        case .feature(let decl): decl.range
        case .guard(let decl): decl.range
        }
    }
}

/// `guard signedIn`: a condition the app supplies (`() -> Bool`), which edges may go through
/// (`push checkout if signedIn else sheet signIn`).
public struct GuardDecl: Sendable, Hashable {
    public var range: ByteRange
    public var name: Identifier
}

/// `if signedIn else sheet signIn` after an edge: the edge runs when the guard says yes, the
/// else edge (if any) when it says no.
public struct EdgeCondition: Sendable, Hashable {
    /// From `if` to the end of the else edge.
    public var range: ByteRange
    public var guardName: Identifier
    /// Where `else` is written.
    public var elseKeyword: ByteRange?
    /// Boxed, since an edge holds its condition.
    private var elseStorage: [Edge]

    /// The edge performed when the guard says no.
    public var elseEdge: Edge? { elseStorage.first }

    /// Creates a condition.
    public init(range: ByteRange, guardName: Identifier, elseKeyword: ByteRange?, elseEdge: Edge?) {
        self.range = range
        self.guardName = guardName
        self.elseKeyword = elseKeyword
        self.elseStorage = elseEdge.map { [$0] } ?? []
    }
}

/// `import "other.nav"`.
public struct ImportDecl: Sendable, Hashable {
    public var range: ByteRange
    public var path: StringLiteralSyntax
}

/// `feature Settings { start settings }`: a named way into a graph, usually one in a file of its
/// own that an app imports. An edge, a `roots` entry or a column that names the feature means
/// its start route, with that route's parameters as the feature's arguments.
public struct FeatureDecl: Sendable, Hashable {
    public var range: ByteRange
    public var name: Identifier
    /// The `start` entries; the checker requires exactly one.
    public var starts: [StartEntry]
}

/// `start settings`: the route a feature opens.
public struct StartEntry: Sendable, Hashable {
    public var range: ByteRange
    public var route: Identifier
}

/// `type Note.ID: Codable, Hashable`.
public struct TypeDecl: Sendable, Hashable {
    public var range: ByteRange
    public var type: TypeSyntax
    public var conformances: [Identifier]
    /// `{ case home, local }`: the cases of an enum, nil when the declaration has no body.
    public var cases: [CaseEntry]?
}

/// `case home, local` in a type's body.
public struct CaseEntry: Sendable, Hashable {
    public var range: ByteRange
    public var names: [Identifier]
}

/// `navigation Name { entries }`: the app header.
public struct NavigationDecl: Sendable, Hashable {
    public var range: ByteRange
    public var name: Identifier
    public var entries: [HeaderEntry]
}

/// One entry of the app header.
public enum HeaderEntry: Sendable, Hashable {
    case target(TargetEntry)
    case style(StyleEntry)
    case flow(FlowEntry)
    case roots(RootsEntry)
    case column(ColumnEntry)
    case enumName(EnumNameEntry)
    case access(AccessEntry)
    case require(RequireEntry)
    case lint(LintEntry)
    case tabStyle(TabStyleEntry)

    /// The entry's source range.
    public var range: ByteRange {
        switch self {
        case .target(let entry): entry.range
        case .style(let entry): entry.range
        case .flow(let entry): entry.range
        case .roots(let entry): entry.range
        case .column(let entry): entry.range
        case .enumName(let entry): entry.range
        case .access(let entry): entry.range
        case .require(let entry): entry.range
        case .lint(let entry): entry.range
        case .tabStyle(let entry): entry.range
        }
    }
}

/// `target iOS 16, macOS 13`.
public struct TargetEntry: Sendable, Hashable {
    public var range: ByteRange
    public var platforms: [PlatformVersion]
}

/// `iOS 16.4`: a platform and its minimum version.
public struct PlatformVersion: Sendable, Hashable {
    public var range: ByteRange
    public var platform: VocabularyWord<Platform>
    /// The version's number token (empty and missing when absent).
    public var version: VersionSyntax
}

/// A dotted version number such as `16` or `17.4.1`.
public struct VersionSyntax: Sendable, Hashable {
    public var range: ByteRange
    /// The numeric components, empty when the version is missing or malformed.
    public var components: [Int]
    public var isMissing: Bool { components.isEmpty }
}

/// `style stack`.
public struct StyleEntry: Sendable, Hashable {
    public var range: ByteRange
    public var style: VocabularyWord<NavigationStyle>
}

/// `flow indirect`.
public struct FlowEntry: Sendable, Hashable {
    public var range: ByteRange
    public var flow: VocabularyWord<NavigationFlow>
}

/// `roots first, third`.
public struct RootsEntry: Sendable, Hashable {
    public var range: ByteRange
    public var routes: [Identifier]
}

/// `sidebar noteList`: the route shown in one column of a split style.
public struct ColumnEntry: Sendable, Hashable {
    public var range: ByteRange
    public var column: Column
    public var route: Identifier
}

/// `enum AppRoute`: the name of the generated route enum.
public struct EnumNameEntry: Sendable, Hashable {
    public var range: ByteRange
    public var name: Identifier
}

/// `access internal`: the access level of the generated declarations.
public struct AccessEntry: Sendable, Hashable {
    public var range: ByteRange
    public var level: VocabularyWord<AccessLevel>
}

/// `require Codable, Sendable`: conformances the route enum and state must keep.
public struct RequireEntry: Sendable, Hashable {
    public var range: ByteRange
    public var conformances: [VocabularyWord<RouteConformance>]
}

/// `lint { disable NAV402 }`.
public struct LintEntry: Sendable, Hashable {
    public var range: ByteRange
    public var rules: [LintRule]
}

/// `tabStyle sidebarAdaptable`: how a tab app's TabView shows its tabs.
public struct TabStyleEntry: Sendable, Hashable {
    public var range: ByteRange
    public var style: VocabularyWord<TabStyle>
}

/// `disable NAV402, NAV403` inside a lint block.
public struct LintRule: Sendable, Hashable {
    public var range: ByteRange
    public var action: LintRuleAction
    public var codes: [Identifier]
}

/// `tab name { entries }`: one tab of a tab app, with its own stack or split view.
public struct TabDecl: Sendable, Hashable {
    public var range: ByteRange
    public var name: Identifier
    public var entries: [TabEntry]
}

/// One entry of a tab: its label, and the roots or columns of its stack or split view.
public enum TabEntry: Sendable, Hashable {
    /// `title "Home"`: the tab's label.
    case title(TitleMember)
    /// `image "house"`: the tab's SF Symbol.
    case image(ImageEntry)
    case roots(RootsEntry)
    case style(StyleEntry)
    case column(ColumnEntry)

    /// The entry's source range.
    public var range: ByteRange {
        switch self {
        case .title(let entry): entry.range
        case .image(let entry): entry.range
        case .roots(let entry): entry.range
        case .style(let entry): entry.range
        case .column(let entry): entry.range
        }
    }
}

/// `image "house"`: an SF Symbol name.
public struct ImageEntry: Sendable, Hashable {
    public var range: ByteRange
    public var symbol: StringLiteralSyntax
}

/// `route name(params) -> ViewType { members }`.
public struct RouteDecl: Sendable, Hashable {
    public var range: ByteRange
    public var name: Identifier
    /// The parameter clause, nil when the route is written without parentheses.
    public var parameters: ParameterClause?
    /// The SwiftUI view type that shows the route.
    public var viewType: TypeSyntax
    /// `-> AccountDetailView(isCurrentUser: false)`: fixed arguments the view's initializer gets
    /// after the route's parameters and before the action closures; nil without parentheses.
    public var viewArguments: ArgumentClause?
    /// `returns Size`: the type of the value the route hands back when it is presented.
    public var returnType: TypeSyntax? = nil
    public var members: [RouteMember]
}

/// `(name: Type, other: Type = value)`.
public struct ParameterClause: Sendable, Hashable {
    public var range: ByteRange
    public var parameters: [Parameter]
}

/// `name: Type = default`.
public struct Parameter: Sendable, Hashable {
    public var range: ByteRange
    public var name: Identifier
    public var type: TypeSyntax
    public var defaultValue: Expression?
}

/// One member of a route body.
public enum RouteMember: Sendable, Hashable {
    case title(TitleMember)
    /// `subtitle "Text"` or `subtitle name`: the navigation subtitle (macOS).
    case subtitle(TitleMember)
    case display(DisplayMember)
    case backButton(VisibilityMember)
    case navigationBar(VisibilityMember)
    case url(URLMember)
    /// Boxed, as are dialogs: the largest members would otherwise set the size of every member
    /// of every route (an `ActionDecl` is six times a title).
    indirect case action(ActionDecl)
    case toolbar(ToolbarDecl)
    case formerly(FormerlyMember)
    case formerURL(FormerURLMember)
    case presentation(PresentationDecl)
    /// `alert name(params) { ... }` or `dialog name(params) { ... }`.
    indirect case dialog(DialogDecl)

    /// The member's source range.
    public var range: ByteRange {
        switch self {
        case .title(let member): member.range
        case .subtitle(let member): member.range
        case .display(let member): member.range
        case .backButton(let member): member.range
        case .navigationBar(let member): member.range
        case .url(let member): member.range
        case .action(let member): member.range
        case .toolbar(let member): member.range
        case .formerly(let member): member.range
        case .formerURL(let member): member.range
        case .presentation(let member): member.range
        case .dialog(let member): member.range
        }
    }
}

/// `alert removeItem(id: Item.ID) returns Bool { entries }`, or the same with `dialog`: an alert
/// or a confirmation dialog the route shows over itself.
public struct DialogDecl: Sendable, Hashable {
    public var range: ByteRange
    /// Where `alert` or `dialog` is written, and which it is.
    public var style: DialogStyle
    public var keywordRange: ByteRange
    public var name: Identifier
    public var parameters: ParameterClause?
    /// `returns T`: the value a button hands to the action that showed it.
    public var returnType: TypeSyntax?
    public var entries: [DialogEntry]
}

/// One line of an alert or dialog.
public enum DialogEntry: Sendable, Hashable {
    /// `title "Remove Item?"` or `title name`.
    case title(TitleMember)
    /// `message "It cannot be undone."` or `message name`.
    case message(TitleMember)
    case button(DialogButton)

    /// The entry's source range.
    public var range: ByteRange {
        switch self {
        case .title(let entry), .message(let entry): entry.range
        case .button(let button): button.range
        }
    }
}

/// `button("Remove", role: destructive) = return true`: a button of an alert or dialog; without
/// an edge it only closes the alert.
public struct DialogButton: Sendable, Hashable {
    public var range: ByteRange
    public var title: StringLiteralSyntax?
    public var role: VocabularyWord<ButtonRole>?
    public var edge: Edge?
}

/// `presentation { entries }`: how the route looks and behaves when it is presented.
public struct PresentationDecl: Sendable, Hashable {
    public var range: ByteRange
    public var entries: [PresentationEntry]
}

/// One line of a presentation block: an option and its values.
public struct PresentationEntry: Sendable, Hashable {
    public var range: ByteRange
    public var option: VocabularyWord<PresentationOption>
    public var value: PresentationValue
}

/// The values of a presentation option, by option.
public enum PresentationValue: Sendable, Hashable {
    /// `detents medium, large, fraction(0.3)`.
    case detents([DetentSyntax])
    /// `selectedDetent medium`.
    case selectedDetent(DetentSyntax)
    case dragIndicator(VocabularyWord<IndicatorVisibility>)
    case interactiveDismiss(VocabularyWord<Enablement>)
    case sizing(VocabularyWord<PresentationSizingStyle>)
    /// `backgroundInteraction upThrough medium`: the detent follows `upThrough`.
    case backgroundInteraction(VocabularyWord<BackgroundInteractionMode>, upThrough: DetentSyntax?)
    case compactAdaptation(VocabularyWord<CompactAdaptation>)
    case container(VocabularyWord<PresentationContainer>)
    /// The option is unknown (already diagnosed); its values were skipped.
    case invalid
}

/// `medium`, `large`, `fraction(0.3)` or `height(240)`.
public struct DetentSyntax: Sendable, Hashable {
    public var range: ByteRange
    public var kind: VocabularyWord<DetentKind>
    /// The number in parentheses, for `fraction` and `height`.
    public var value: ByteRange?
}

/// `formerly oldName, olderName`: names the route had in earlier versions, so that saved
/// navigation state and links that use them still open it.
public struct FormerlyMember: Sendable, Hashable {
    public var range: ByteRange
    public var names: [Identifier]
}

/// `formerURL "/old/{id}"`: a deep-link pattern the route had in an earlier version, so that
/// links published then still open it.
public struct FormerURLMember: Sendable, Hashable {
    public var range: ByteRange
    public var pattern: StringLiteralSyntax
}

/// `title "Text"`, or, in a route, `title name`: the text of a String parameter.
public struct TitleMember: Sendable, Hashable {
    public var range: ByteRange
    /// The literal text (missing when the title names a parameter).
    public var text: StringLiteralSyntax
    /// The parameter whose value is the title (`title name`), in a route body.
    public var parameter: Identifier?

    /// Creates a title.
    public init(range: ByteRange, text: StringLiteralSyntax, parameter: Identifier? = nil) {
        self.range = range
        self.text = text
        self.parameter = parameter
    }
}

/// `display inline`.
public struct DisplayMember: Sendable, Hashable {
    public var range: ByteRange
    public var mode: VocabularyWord<TitleDisplayMode>
}

/// `backButton hidden` or `navigationBar hidden`.
public struct VisibilityMember: Sendable, Hashable {
    public var range: ByteRange
    public var visibility: VocabularyWord<Visibility>
}

/// `url "/notes/{id}"`.
public struct URLMember: Sendable, Hashable {
    public var range: ByteRange
    public var pattern: StringLiteralSyntax
}

/// `action name(params) = edge`.
public struct ActionDecl: Sendable, Hashable {
    public var range: ByteRange
    public var name: Identifier
    public var parameters: ParameterClause?
    public var edge: Edge
}

/// `push detail(id: id)`, `pop`, `tab library`, ...: what an action or button does.
///
/// Every action and button of an app holds one, and few have a tab, a returned value or a
/// guard: those live out of line, one pointer for the three, so that a large app's syntax tree
/// holds each edge in about half the room.
public struct Edge: Sendable, Hashable {
    public var range: ByteRange
    public var kind: VocabularyWord<EdgeKind>
    /// The route shown, for kinds that take one.
    public var target: RouteTarget?
    @OutOfLine private var rareParts: RareParts? = nil

    /// The tab: the name after `tab`, or the `in NAME` after a push's target.
    public var tab: TabTarget? {
        get { rareParts?.tab }
        _modify { yield &_rareParts[orEmpty: RareParts()].tab }
    }
    /// The value of a `return` edge.
    public var value: Expression? {
        get { rareParts?.value }
        _modify { yield &_rareParts[orEmpty: RareParts()].value }
    }
    /// `if GUARD [else EDGE]`.
    public var condition: EdgeCondition? {
        get { rareParts?.condition }
        _modify { yield &_rareParts[orEmpty: RareParts()].condition }
    }

    /// The parts of an edge that few edges have.
    private struct RareParts: Sendable, Equatable {
        var tab: TabTarget? = nil
        var value: Expression? = nil
        var condition: EdgeCondition? = nil
    }

    /// Creates an edge.
    public init(
        range: ByteRange, kind: VocabularyWord<EdgeKind>, target: RouteTarget? = nil, tab: TabTarget? = nil,
        value: Expression? = nil, condition: EdgeCondition? = nil
    ) {
        self.range = range
        self.kind = kind
        self.target = target
        if tab != nil || value != nil || condition != nil {
            rareParts = RareParts(tab: tab, value: value, condition: condition)
        }
    }

    // Equality and hashing read the rare parts, not how they are stored: an edge whose guard was
    // removed equals one that never had it.
    public static func == (lhs: Edge, rhs: Edge) -> Bool {
        lhs.range == rhs.range && lhs.kind == rhs.kind && lhs.target == rhs.target && lhs.tab == rhs.tab
            && lhs.value == rhs.value && lhs.condition == rhs.condition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(kind)
        hasher.combine(target)
        hasher.combine(tab)
        hasher.combine(value)
        hasher.combine(condition)
    }
}

/// `library` in `tab library`, or `in library` in `push shelf in library`: a tab an edge
/// switches to.
public struct TabTarget: Sendable, Hashable {
    /// The whole clause, with `in` when written.
    public var range: ByteRange
    /// Where `in` is written, for the `in NAME` form.
    public var inKeyword: ByteRange?
    public var name: Identifier
}

/// `detail(id: id)`: a route and the arguments for its parameters.
public struct RouteTarget: Sendable, Hashable {
    public var range: ByteRange
    public var route: Identifier
    public var arguments: ArgumentClause?
}

/// `(label: value, ...)`.
public struct ArgumentClause: Sendable, Hashable {
    public var range: ByteRange
    public var arguments: [Argument]
}

/// `label: value`, or a value without its label (`detail(id)`), which the parser accepts so
/// the checker can name the missing label.
public struct Argument: Sendable, Hashable {
    public var range: ByteRange
    /// The label; missing, with an empty range before the value, when the source has none.
    public var label: Identifier
    public var value: Expression
}

/// `toolbar { elements }`.
public struct ToolbarDecl: Sendable, Hashable {
    public var range: ByteRange
    public var elements: [ToolbarElement]
}

/// An item or a group in a toolbar.
public enum ToolbarElement: Sendable, Hashable {
    /// Boxed: an item is ten times the size of a group, which holds only its items.
    indirect case item(ToolbarItemDecl)
    case group(ToolbarGroupDecl)

    /// The element's source range.
    public var range: ByteRange {
        switch self {
        case .item(let item): item.range
        case .group(let group): group.range
        }
    }
}

/// `item placement button(...) = edge`.
public struct ToolbarItemDecl: Sendable, Hashable {
    public var range: ByteRange
    public var placement: VocabularyWord<ToolbarPlacement>
    public var button: ToolbarButton
}

/// `group placement { buttons }`.
public struct ToolbarGroupDecl: Sendable, Hashable {
    public var range: ByteRange
    public var placement: VocabularyWord<ToolbarPlacement>
    public var buttons: [ToolbarButton]
}

/// `button("Title", image: "symbol", role: destructive, disabled: flag) = edge`, or a menu of
/// buttons, `menu("More", image: "ellipsis.circle") { buttons }`.
public struct ToolbarButton: Sendable, Hashable {
    public var range: ByteRange
    public var title: StringLiteralSyntax?
    public var image: StringLiteralSyntax?
    public var role: VocabularyWord<ButtonRole>?
    /// What the button does: the edge after `=`, or after `call NAME then` (nil for a menu and
    /// for `call NAME` alone).
    public var edge: Edge?
    /// `call NAME` or `call NAME then EDGE`: a callback the view supplies.
    public var call: ToolbarCall?
    /// `disabled: NAME`: a Bool the view supplies.
    public var disabled: Identifier?
    /// `hidden: NAME`: a Bool the view supplies.
    public var hidden: Identifier?
    /// `platform: iOS`, repeatable: the platforms the element is limited to.
    public var platforms: [VocabularyWord<Platform>] = []
    /// Where `menu` is written, for a menu.
    public var menuKeyword: ByteRange?
    /// A menu's buttons.
    public var menuButtons: [ToolbarButton] = []

    /// Whether this is a menu rather than a button.
    public var isMenu: Bool { menuKeyword != nil }

    /// Creates a button or menu.
    public init(
        range: ByteRange, title: StringLiteralSyntax?, image: StringLiteralSyntax?,
        role: VocabularyWord<ButtonRole>?, edge: Edge?, call: ToolbarCall? = nil, disabled: Identifier? = nil,
        hidden: Identifier? = nil, platforms: [VocabularyWord<Platform>] = [], menuKeyword: ByteRange? = nil,
        menuButtons: [ToolbarButton] = []
    ) {
        self.range = range
        self.title = title
        self.image = image
        self.role = role
        self.edge = edge
        self.call = call
        self.disabled = disabled
        self.hidden = hidden
        self.platforms = platforms
        self.menuKeyword = menuKeyword
        self.menuButtons = menuButtons
    }
}

/// `call save` or `call save then dismiss` (the edge is the button's ``ToolbarButton/edge``).
public struct ToolbarCall: Sendable, Hashable {
    /// From `call` to the name.
    public var range: ByteRange
    public var name: Identifier
    /// Where `then` is written, when an edge follows.
    public var thenKeyword: ByteRange?
}

/// A type in Swift syntax.
public enum TypeSyntax: Sendable, Hashable {
    /// `Note.ID`, `Set<Int>`: dotted components, each with optional generic arguments.
    case named(components: [TypeNameComponent], range: ByteRange)
    /// `T?`
    indirect case optional(wrapped: TypeSyntax, range: ByteRange)
    /// `[T]`
    indirect case array(element: TypeSyntax, range: ByteRange)
    /// `[K: V]`
    indirect case dictionary(key: TypeSyntax, value: TypeSyntax, range: ByteRange)
    /// Where a type should be but is not.
    case missing(range: ByteRange)

    /// The type's source range.
    public var range: ByteRange {
        switch self {
        case .named(_, let range), .optional(_, let range), .array(_, let range),
            .dictionary(_, _, let range),
            .missing(let range):
            range
        }
    }
}

/// One dotted component of a named type: `Dictionary<String, Int>` or `ID`.
public struct TypeNameComponent: Sendable, Hashable {
    public var name: Identifier
    public var genericArguments: [TypeSyntax]
}

/// An argument value or default value.
public enum Expression: Sendable, Hashable {
    /// `data` or `note.id`: a reference to a parameter, possibly with member accesses.
    case reference(components: [Identifier], range: ByteRange)
    case string(StringLiteralSyntax)
    /// A number token: integer or decimal.
    case number(range: ByteRange)
    case boolean(Bool, range: ByteRange)
    case `nil`(range: ByteRange)
    /// `[]` or `[a, b]`: an array (or set) literal.
    case array(elements: [Expression], range: ByteRange)
    /// `[:]` or `[k: v]`: a dictionary literal.
    case dictionary(elements: [DictionaryElement], range: ByteRange)
    /// `.recent`: an enum case, named without its type (Swift's implicit member expression).
    case enumCase(name: Identifier, range: ByteRange)
    /// `URL("https://example.com")`: a URL from a string literal, checked to parse.
    case url(StringLiteralSyntax, range: ByteRange)
    case missing(range: ByteRange)

    /// The expression's source range.
    public var range: ByteRange {
        switch self {
        case .reference(_, let range), .number(let range), .boolean(_, let range), .nil(let range),
            .array(_, let range), .dictionary(_, let range), .enumCase(_, let range), .url(_, let range),
            .missing(let range):
            range
        case .string(let literal): literal.range
        }
    }
}

/// `key: value` in a dictionary literal.
public struct DictionaryElement: Sendable, Hashable {
    public var range: ByteRange
    public var key: Expression
    public var value: Expression
}
