import NavSource
import NavSyntax

/// The checked meaning of one `.nav` file: the app header, the tabs, the routes with their
/// resolved parameters, actions and toolbars, and the route graph.
///
/// Later stages (lint, code generation, graph output) read only this model, never the syntax
/// tree. Every entity keeps the byte range it came from, for diagnostics and editors.
public struct SemanticModel: Sendable {
    /// The file the model was built from.
    public var source: SourceFile
    /// The resolved `navigation` header.
    public var app: AppHeader
    /// The tabs of a tab app in declaration order (a ``TabID`` indexes this array); empty for
    /// an app with one stack or split view.
    public var tabs: [Tab]
    /// The routes in declaration order; a ``RouteID`` indexes this array.
    public var routes: [Route]
    /// The user types declared with `type`.
    public var declaredTypes: DeclaredTypes
    /// Every edge, from actions and toolbar buttons; an ``EdgeID`` indexes this array.
    public var edges: [Edge]
    /// The route graph and the facts derived from it.
    public var graph: RouteGraph
    /// Whether the route enum and the navigation state can be Codable and Sendable, and which
    /// parameter prevents it when they cannot.
    public var conformances: RouteConformances
    /// The column each route is shown in, by ``RouteID``: nil for the routes of a stack, and in
    /// a tab app for routes in no tab; a route in several tabs is in its first tab's column. The
    /// graph output, the linter and the code generator all read this one decision, made in
    /// `SemanticModel+Columns.swift`.
    public var columns: [Column?]
    /// The column each route is shown in within each tab's split view, by ``TabID`` and then
    /// ``RouteID``: nil for a route outside the tab and for every route of a stack tab.
    public var tabColumns: [[Column?]]
    /// The features (`feature Settings { start settings }`) in declaration order; their names
    /// have been resolved to their start routes wherever they were written.
    public var features: [FeatureEntry] = []
    /// The alerts and confirmation dialogs of every route, in declaration order; a
    /// ``DialogID`` indexes this array.
    public var dialogs: [Dialog] = []
    /// The guards (`guard signedIn`) in declaration order; ``Edge/guardIndex`` indexes this array.
    public var guards: [GuardModel] = []

    /// Whether the app declares tabs, so that each tab has its own stack or split view and the
    /// header has none.
    public var isTabApp: Bool { !tabs.isEmpty }

    /// The tab named `name`, if declared.
    public func tab(named name: String) -> Tab? {
        tabs.first { $0.name == name }
    }

    /// The route named `name`, if declared.
    public func route(named name: String) -> Route? {
        routes.first { $0.name == name }
    }

    /// The declared user type `type`, if any.
    public func declaredType(_ type: TypeReference) -> DeclaredType? {
        declaredTypes[type]
    }

    /// The edges that leave `route`, in source order.
    public func edges(from route: RouteID) -> [Edge] {
        graph.outgoing[route].map { edges[$0] }
    }
}

/// A named way into the graph: `feature Settings { start settings }`.
public struct FeatureEntry: Sendable, Hashable {
    /// The feature's name.
    public var name: String
    /// Where the name is written.
    public var nameRange: ByteRange
    /// The route the feature opens; its parameters are the feature's arguments.
    public var start: RouteID
}

/// An index into ``SemanticModel/routes``.
public typealias RouteID = Int

/// An index into ``SemanticModel/edges``.
public typealias EdgeID = Int

/// An index into ``SemanticModel/tabs``.
public typealias TabID = Int

/// The app as the `navigation` header describes it.
public struct AppHeader: Sendable {
    /// The app's name (the header's identifier).
    public var name: String
    /// Where the name is written.
    public var nameRange: ByteRange
    /// The name of the generated route enum: the `enum` entry, or the app name + `Route`.
    public var routeEnumName: String
    /// Where the `enum` entry's name is written, when there is one.
    public var routeEnumRange: ByteRange?
    /// The deployment targets, in the order of ``Platform/allCases``.
    public var targets: [DeploymentTarget]
    /// The container style (default `stack`); in a tab app each tab has its own instead.
    public var style: NavigationStyle
    /// Who performs navigation (default `indirect`).
    public var flow: NavigationFlow
    /// The roots; the first is the initial root. Empty in a tab app, whose tabs have roots.
    public var roots: [RouteID]
    /// The column routes of a split style. Empty in a tab app, whose tabs have columns.
    public var columns: [Column: RouteID]
    /// How a tab app's TabView shows its tabs (`tabStyle`), or nil for the platform default.
    public var tabStyle: TabStyle?
    /// Where the `tabStyle` entry's value is written.
    public var tabStyleRange: ByteRange?
    /// The in-file lint configuration, in source order.
    public var lintDirectives: [LintDirective]
    /// The access level the header asks for (`access internal`), or nil when it names none
    /// and the generator's default applies.
    public var accessLevel: AccessLevel?
    /// The conformances the header requires (`require Codable, Sendable`), with where each
    /// is written.
    public var requiredConformances: [RouteConformance: ByteRange]

    /// The minimum version for `platform`, if the app targets it.
    public func target(for platform: Platform) -> DeploymentTarget? {
        targets.first { $0.platform == platform }
    }
}

/// One tab of a tab app: its label and its own stack or split view.
public struct Tab: Sendable {
    public var id: TabID
    /// The name as written: the case of the generated tab enum and the state's property.
    public var name: String
    /// The whole declaration.
    public var range: ByteRange
    public var nameRange: ByteRange
    /// The label's text (empty only when the `title` entry is missing, which is an error).
    public var title: String
    /// The SF Symbol of the label, when the tab has an `image`.
    public var image: String?
    /// The container of the tab (default `stack`).
    public var style: NavigationStyle
    /// The roots of a stack tab; the first is the tab's initial root, `root` edges switch to
    /// the others.
    public var roots: [RouteID]
    /// The column routes of a split tab.
    public var columns: [Column: RouteID]
    /// Where the tab's entries are written.
    public var entryRanges: TabEntryRanges
}

/// Where the entries of a tab are written.
public struct TabEntryRanges: Sendable, Hashable {
    public var title: ByteRange?
    public var image: ByteRange?
    public var style: ByteRange?
    public var roots: ByteRange?
    /// The route name of each column entry.
    public var columns: [Column: ByteRange] = [:]
}

/// A platform and its minimum version.
public struct DeploymentTarget: Sendable, Hashable {
    public var platform: Platform
    public var version: Version
    /// Where the target is written.
    public var range: ByteRange
}

/// A dotted version number, compared numerically (`16.4` < `16.10`).
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numeric components; missing trailing components count as zero.
    public var components: [Int]

    /// Creates a version from components.
    public init(_ components: [Int]) { self.components = components }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    /// `16`, `16.4`: the components joined with dots, at least major.minor when minor is set.
    public var description: String { components.map(String.init).joined(separator: ".") }
}

/// One `disable`, `warning` or `error` directive from the header's `lint` block.
public struct LintDirective: Sendable, Hashable {
    public var action: LintRuleAction
    public var code: DiagnosticCode
    public var range: ByteRange
}

/// A user type declared with `type Name: Conformance, ...`.
public struct DeclaredType: Sendable, Hashable {
    public var type: TypeReference
    public var conformances: Set<String>
    /// Where the type is written in its declaration.
    public var range: ByteRange
    /// Where a new conformance goes: just after the last listed one, or after the type when
    /// there are none.
    public var conformanceInsertionPoint: Int
    /// Whether the declaration lists any conformance (so a new one needs `, ` not `: `).
    public var hasConformanceList: Bool
    /// The cases of a type declared as an enum (`{ case home, local }`), with where each is
    /// written, in source order; nil when the declaration lists none, so any `.name` is taken.
    public var cases: [EnumCase]? = nil

    /// Whether the declaration lists `conformance`; Codable also counts as Encodable and
    /// Decodable written separately.
    public func declares(_ conformance: String) -> Bool {
        if conformances.contains(conformance) { return true }
        if conformance == "Codable" { return conformances.isSuperset(of: ["Encodable", "Decodable"]) }
        return false
    }
}

/// `home` in `type Feed: Hashable { case home, local }`.
public struct EnumCase: Sendable, Hashable {
    public var name: String
    public var range: ByteRange
}

/// A screen: its ``Properties``, each read and written through a property of the same name
/// (`route.name`, `routes[id].title = title`).
///
/// The properties live in one shared box, copied only when a shared route is written (as an
/// array's elements are), so that copying a route, which the checker and the planner do for
/// every route in many passes, costs one reference count instead of one for each of its many
/// arrays and strings.
public struct Route: Sendable {
    /// The box of a route's properties. It is written only while one route alone holds it, so
    /// a box that several routes share never changes, which makes it safe to send.
    @usableFromInline final class Box: @unchecked Sendable {
        /// Not checked for exclusive access at run time: only a route that alone holds the box
        /// writes it, through one accessor at a time, and the checks cost about 3 % of
        /// `navc check`'s instructions on a large app (every read of every route property).
        @exclusivity(unchecked) @usableFromInline var properties: Properties

        @usableFromInline init(_ properties: Properties) {
            self.properties = properties
        }
    }

    @usableFromInline var box: Box

    /// A route with `properties`.
    public init(_ properties: Properties) {
        box = Box(properties)
    }

    /// Gives the route a box of its own before it is written.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.properties) }
    }

    @inlinable
    public var id: RouteID {
        get { box.properties.id }
        _modify {
            makeUnique()
            yield &box.properties.id
        }
    }

    @inlinable
    public var name: String {
        get { box.properties.name }
        _modify {
            makeUnique()
            yield &box.properties.name
        }
    }

    @inlinable
    public var range: ByteRange {
        get { box.properties.range }
        _modify {
            makeUnique()
            yield &box.properties.range
        }
    }

    @inlinable
    public var nameRange: ByteRange {
        get { box.properties.nameRange }
        _modify {
            makeUnique()
            yield &box.properties.nameRange
        }
    }

    @inlinable
    public var viewType: TypeReference {
        get { box.properties.viewType }
        _modify {
            makeUnique()
            yield &box.properties.viewType
        }
    }

    @inlinable
    public var viewTypeRange: ByteRange {
        get { box.properties.viewTypeRange }
        _modify {
            makeUnique()
            yield &box.properties.viewTypeRange
        }
    }

    @inlinable
    public var parameters: [RouteParameter] {
        get { box.properties.parameters }
        _modify {
            makeUnique()
            yield &box.properties.parameters
        }
    }

    @inlinable
    public var viewArguments: [ViewArgument] {
        get { box.properties.viewArguments }
        _modify {
            makeUnique()
            yield &box.properties.viewArguments
        }
    }

    @inlinable
    public var title: String? {
        get { box.properties.title }
        _modify {
            makeUnique()
            yield &box.properties.title
        }
    }

    @inlinable
    public var titleParameter: Int? {
        get { box.properties.titleParameter }
        _modify {
            makeUnique()
            yield &box.properties.titleParameter
        }
    }

    @inlinable
    public var subtitle: RouteText? {
        get { box.properties.subtitle }
        _modify {
            makeUnique()
            yield &box.properties.subtitle
        }
    }

    @inlinable
    public var displayMode: TitleDisplayMode? {
        get { box.properties.displayMode }
        _modify {
            makeUnique()
            yield &box.properties.displayMode
        }
    }

    @inlinable
    public var backButtonHidden: Bool {
        get { box.properties.backButtonHidden }
        _modify {
            makeUnique()
            yield &box.properties.backButtonHidden
        }
    }

    @inlinable
    public var navigationBarHidden: Bool {
        get { box.properties.navigationBarHidden }
        _modify {
            makeUnique()
            yield &box.properties.navigationBarHidden
        }
    }

    @inlinable
    public var deepLink: DeepLinkPattern? {
        get { box.properties.deepLink }
        _modify {
            makeUnique()
            yield &box.properties.deepLink
        }
    }

    @inlinable
    public var actions: [Action] {
        get { box.properties.actions }
        _modify {
            makeUnique()
            yield &box.properties.actions
        }
    }

    @inlinable
    public var toolbar: [ToolbarEntry] {
        get { box.properties.toolbar }
        _modify {
            makeUnique()
            yield &box.properties.toolbar
        }
    }

    @inlinable
    public var memberRanges: MemberRanges {
        get { box.properties.memberRanges }
        _modify {
            makeUnique()
            yield &box.properties.memberRanges
        }
    }

    @inlinable
    public var formerNames: [FormerName] {
        get { box.properties.formerNames }
        _modify {
            makeUnique()
            yield &box.properties.formerNames
        }
    }

    @inlinable
    public var formerDeepLinks: [FormerDeepLink] {
        get { box.properties.formerDeepLinks }
        _modify {
            makeUnique()
            yield &box.properties.formerDeepLinks
        }
    }

    @inlinable
    public var presentation: PresentationOptions {
        get { box.properties.presentation }
        _modify {
            makeUnique()
            yield &box.properties.presentation
        }
    }

    @inlinable
    public var returnType: TypeReference? {
        get { box.properties.returnType }
        _modify {
            makeUnique()
            yield &box.properties.returnType
        }
    }

    @inlinable
    public var returnTypeRange: ByteRange? {
        get { box.properties.returnTypeRange }
        _modify {
            makeUnique()
            yield &box.properties.returnTypeRange
        }
    }

    @inlinable
    public var dialogs: [DialogID] {
        get { box.properties.dialogs }
        _modify {
            makeUnique()
            yield &box.properties.dialogs
        }
    }

    /// The parameter named `name`, if any.
    public func parameter(named name: String) -> RouteParameter? {
        box.properties.parameterIndex(named: name).map { box.properties.parameters[$0] }
    }

    /// The position of the parameter named `name` in ``parameters``, if there is one.
    public func parameterIndex(named name: String) -> Int? {
        box.properties.parameterIndex(named: name)
    }

    /// The parameters with the route's table of positions, for code that reads them by name.
    public var parameterLookup: ParameterLookup {
        ParameterLookup(box.properties.parameters, positions: box.properties.parameterPositions)
    }

    /// Whether some parameter must be supplied by whoever shows the route.
    public var hasRequiredParameters: Bool { box.properties.parameters.contains { $0.isRequired } }
}

extension Route {
    /// What a route is made of.
    public struct Properties: Sendable {
        public var id: RouteID
        /// The route's name as written.
        public var name: String
        public var range: ByteRange
        public var nameRange: ByteRange
        /// The SwiftUI view type that shows the route.
        public var viewType: TypeReference
        /// Where the view type is written.
        public var viewTypeRange: ByteRange
        /// The parameters in declaration order, their names unique; a long list is also indexed
        /// by name (``parameterIndex(named:)``).
        public var parameters: [RouteParameter] {
            didSet { indexParameters() }
        }
        /// Fixed arguments of the view's initializer (`-> AccountDetailView(isCurrentUser: false)`),
        /// in source order.
        public var viewArguments: [ViewArgument] {
            get { rareFacts?.viewArguments ?? [] }
            _modify { yield &_rareFacts[orEmpty: RareFacts()].viewArguments }
        }
        /// The navigation title, decoded, when it is a literal.
        public var title: String?
        /// The index of the String parameter whose value is the title (`title name`).
        public var titleParameter: Int?
        /// The navigation subtitle (`subtitle "Text"` or `subtitle name`), shown on macOS.
        public var subtitle: RouteText? {
            get { rareFacts?.subtitle }
            _modify { yield &_rareFacts[orEmpty: RareFacts()].subtitle }
        }
        public var displayMode: TitleDisplayMode?
        public var backButtonHidden: Bool
        public var navigationBarHidden: Bool
        /// The deep-link pattern, when the route has a valid `url`.
        public var deepLink: DeepLinkPattern?
        public var actions: [Action]
        /// Toolbar items and groups, in source order.
        public var toolbar: [ToolbarEntry]
        /// Ranges of members, for diagnostics that point at them.
        public var memberRanges: MemberRanges
        /// Names the route had in earlier versions (`formerly oldName`), in source order: saved
        /// navigation state and deep links that name one of them open this route.
        public var formerNames: [FormerName] {
            get { rareFacts?.formerNames ?? [] }
            _modify { yield &_rareFacts[orEmpty: RareFacts()].formerNames }
        }
        /// Deep-link patterns the route had in earlier versions (`formerURL "/old/{id}"`), in source
        /// order: links made with one of them open this route. Each is valid for the route as a
        /// `url` would be (its placeholders name URL-readable parameters, and every required
        /// parameter has one) and matches links no other pattern of the file matches.
        public var formerDeepLinks: [FormerDeepLink] {
            get { rareFacts?.formerDeepLinks ?? [] }
            _modify { yield &_rareFacts[orEmpty: RareFacts()].formerDeepLinks }
        }
        /// How the route looks and behaves when it is presented (`presentation { ... }`).
        public var presentation: PresentationOptions {
            get { changedPresentation ?? PresentationOptions() }
            set { changedPresentation = newValue == PresentationOptions() ? nil : newValue }
        }
        /// ``presentation`` when it differs from SwiftUI's defaults: few routes have a
        /// `presentation` block, so the others keep no options of their own.
        @OutOfLine private var changedPresentation: PresentationOptions? = nil
        /// `returns T`: the type of the value the route hands back to the action that presented it.
        public var returnType: TypeReference? {
            get { rareFacts?.returnType }
            _modify { yield &_rareFacts[orEmpty: RareFacts()].returnType }
        }
        /// Where the return type is written.
        public var returnTypeRange: ByteRange? {
            get { rareFacts?.returnTypeRange }
            _modify { yield &_rareFacts[orEmpty: RareFacts()].returnTypeRange }
        }
        /// The route's alerts and dialogs.
        public var dialogs: [DialogID] {
            get { rareFacts?.dialogs ?? [] }
            _modify { yield &_rareFacts[orEmpty: RareFacts()].dialogs }
        }

        /// The properties few routes have, kept out of line: together they would take about a
        /// fifth of every route's room.
        @OutOfLine private var rareFacts: RareFacts? = nil

        /// The number of parameters above which a route finds a parameter by name through a
        /// table rather than by reading the list: an edge that gives every argument of a route
        /// of thousands of parameters, or a deep link with a placeholder for each, would
        /// otherwise search the list once an argument.
        public static let indexedParameterCount = 16

        /// The position of the parameter named `name` in ``parameters``, if there is one.
        public func parameterIndex(named name: String) -> Int? {
            ParameterLookup(parameters, positions: parameterPositions).index(named: name)
        }

        /// The position of each parameter by name, kept for a long list only.
        var parameterPositions: [String: Int]? { rareFacts?.parameterPositions }

        /// Makes the table of parameter positions for a long list, and drops it for a short one.
        private mutating func indexParameters() {
            guard parameters.count > Self.indexedParameterCount else {
                if rareFacts?.parameterPositions != nil {
                    _rareFacts[orEmpty: RareFacts()].parameterPositions = nil
                }
                return
            }
            _rareFacts[orEmpty: RareFacts()].parameterPositions = parameters.positionsByName
        }

        /// The properties of a route that few routes have.
        private struct RareFacts: Sendable, Equatable {
            var viewArguments: [ViewArgument] = []
            var subtitle: RouteText? = nil
            var formerNames: [FormerName] = []
            var formerDeepLinks: [FormerDeepLink] = []
            var returnType: TypeReference? = nil
            var returnTypeRange: ByteRange? = nil
            var dialogs: [DialogID] = []
            /// The position of each parameter by name, for a route of more than
            /// ``indexedParameterCount`` parameters.
            var parameterPositions: [String: Int]? = nil
        }
    }
}

/// A name a route had in an earlier version (`formerly oldName`).
public struct FormerName: Sendable, Hashable {
    /// The former name.
    public var name: String
    /// Where it is written.
    public var range: ByteRange
}

/// A deep-link pattern a route had in an earlier version (`formerURL "/old/{id}"`).
public struct FormerDeepLink: Sendable, Hashable {
    /// The pattern; its placeholders name parameters of the route.
    public var pattern: DeepLinkPattern
    /// Where the pattern's string is written.
    public var range: ByteRange
}

/// Where a route's optional members are written.
public struct MemberRanges: Sendable, Hashable {
    public var title: ByteRange?
    public var displayMode: ByteRange?
    public var backButton: ByteRange?
    public var navigationBar: ByteRange?
    public var url: ByteRange?
    public var toolbar: ByteRange?
    public var presentation: ByteRange?
    public var subtitle: ByteRange?
}

/// Text a route shows, written as a literal or taken from one of its String parameters.
public enum RouteText: Sendable, Hashable {
    case literal(String)
    /// The parameter at this index of ``Route/parameters``.
    case parameter(Int)
}

/// A route's presentation options (`presentation { ... }`), applied to its content when a
/// sheet, cover or popover presents it. Nil means "not written": SwiftUI's default applies.
public struct PresentationOptions: Sendable, Hashable {
    /// The heights a sheet rests at, in source order, each once.
    public var detents: [Detent] = []
    /// The detent the sheet opens at; one of ``detents``.
    public var selectedDetent: Detent?
    public var dragIndicator: IndicatorVisibility?
    /// Whether swiping down is kept from closing the sheet.
    public var interactiveDismissDisabled: Bool?
    public var sizing: PresentationSizingStyle?
    public var backgroundInteraction: BackgroundInteraction?
    public var compactAdaptation: CompactAdaptation?
    /// What navc wraps the presented route in (a stack unless `container none`).
    public var container: PresentationContainer = .stack
    /// Where each option is written, by option, for diagnostics.
    public var ranges: [PresentationOption: ByteRange] = [:]

    public init() {}

    /// Whether any option is written.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether the route is shown without a navigation container of navc's.
    public var hasNoContainer: Bool { container == .none }
}

/// A height a sheet rests at.
public enum Detent: Sendable, Hashable, CustomStringConvertible {
    case medium
    case large
    /// A fraction of the full height, as written (`0.3`).
    case fraction(String)
    /// A height in points, as written (`240`).
    case height(String)

    /// Whether the two are the same height, as SwiftUI compares them: `fraction(0.5)` is
    /// `fraction(0.50)`.
    public func isSameHeight(as other: Detent) -> Bool {
        func number(_ text: String) -> Double? { Double(text.replacingEvery("_", with: "")) }
        switch (self, other) {
        case (.medium, .medium), (.large, .large): return true
        case (.fraction(let a), .fraction(let b)), (.height(let a), .height(let b)):
            return number(a).flatMap { first in number(b).map { first == $0 } } ?? (a == b)
        default: return false
        }
    }

    /// The detent as written in a `.nav` file.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction(\(value))"
        case .height(let value): "height(\(value))"
        }
    }
}

/// Whether the view behind a sheet takes input.
public enum BackgroundInteraction: Sendable, Hashable {
    case automatic, enabled, disabled
    /// Enabled while the sheet rests at this detent or a smaller one.
    case upThrough(Detent)
}

/// A parameter of a route or an action.
public struct RouteParameter: Sendable, Hashable {
    public var name: String
    /// The type, in canonical form.
    public var type: TypeReference
    /// The default value, when written.
    public var defaultValue: Value?
    /// Where the name is written.
    public var range: ByteRange
    /// Where the type is written.
    public var typeRange: ByteRange

    /// Whether an argument must be given: no default and not optional.
    public var isRequired: Bool { defaultValue == nil && !type.isOptional }
}

/// A list of parameters and how one is found by name: through a table of positions when the list
/// is long (more than ``Route/Properties/indexedParameterCount``), by reading it when short. An
/// edge that gives, forwards or links thousands of a route's, an action's or an alert's parameters
/// then takes time in proportion to them.
public struct ParameterLookup: Sendable {
    /// The parameters in declaration order.
    public let list: [RouteParameter]
    /// The position of each parameter by name, for a long list.
    private let positions: [String: Int]?

    /// A list, with a table made now if it is long: made once for what reads it many times.
    public init(_ list: [RouteParameter]) {
        self.list = list
        positions = list.count > Route.Properties.indexedParameterCount ? list.positionsByName : nil
    }

    /// A route's parameters, with the table the route keeps.
    init(_ list: [RouteParameter], positions: [String: Int]?) {
        self.list = list
        self.positions = positions
    }

    /// No parameters.
    public static let none = ParameterLookup([])

    /// Whether names are found through a table rather than by reading the list.
    public var isIndexed: Bool { positions != nil }

    /// The position of the parameter named `name` in ``list``, if there is one.
    public func index(named name: String) -> Int? {
        if let positions { return positions[name] }
        return list.firstIndex { $0.name == name }
    }

    /// The parameter named `name`, if any.
    public func parameter(named name: String) -> RouteParameter? {
        index(named: name).map { list[$0] }
    }
}

extension [RouteParameter] {
    /// The position of each parameter by name, the first of a name being the one a search of the
    /// list finds: the table through which a long list is searched (``Route/parameterIndex(named:)``).
    public var positionsByName: [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(count)
        for (index, parameter) in enumerated() where positions[parameter.name] == nil {
            positions[parameter.name] = index
        }
        return positions
    }
}

/// An index into ``SemanticModel/dialogs``.
public typealias DialogID = Int

/// An alert or confirmation dialog a route shows over itself: `alert removeItem(id: Item.ID)`.
public struct Dialog: Sendable {
    public var id: DialogID
    public var style: DialogStyle
    public var name: String
    /// The route that declares it and shows it.
    public var route: RouteID
    public var parameters: [RouteParameter]
    /// `returns T`: the value a button hands to the action that showed it.
    public var returnType: TypeReference?
    /// The title: a literal, or a String parameter of the dialog (nil only after an error).
    public var title: RouteText?
    public var message: RouteText?
    public var buttons: [DialogButtonModel]
    public var range: ByteRange
    public var nameRange: ByteRange
}

/// A button of an alert or dialog.
public struct DialogButtonModel: Sendable {
    public var title: String
    public var role: ButtonRole?
    /// What it does besides closing the alert; nil for a button that only closes it.
    public var edge: EdgeID?
    public var range: ByteRange
}

/// A named action of a route.
public struct Action: Sendable {
    public var name: String
    public var parameters: [RouteParameter]
    /// The action's edge (nil only when the edge was too broken to resolve).
    public var edge: EdgeID?
    public var range: ByteRange
}

/// A toolbar item or group.
public struct ToolbarEntry: Sendable {
    public var placement: ToolbarPlacement
    /// Whether the source wrote a `group` (a ToolbarItemGroup) rather than an `item`.
    public var isGroup: Bool
    public var buttons: [ToolbarButtonModel]
    public var range: ByteRange
    public var placementRange: ByteRange
}

/// A toolbar button, or a menu of buttons. A menu's buttons follow it in
/// ``ToolbarEntry/buttons``, each with ``menu`` set to the menu's index.
public struct ToolbarButtonModel: Sendable {
    public var title: String?
    public var image: String?
    public var role: ButtonRole?
    /// The edge after `=` (or after `call NAME then`); nil for a menu and for `call NAME` alone.
    public var edge: EdgeID?
    public var range: ByteRange
    /// `call NAME` (`() -> Void`) or `call NAME then EDGE` (`() -> Bool`).
    public var call: ToolbarCallback?
    /// `disabled: NAME`: a Bool the view supplies.
    public var disabled: ToolbarViewName?
    /// `hidden: NAME`: a Bool the view supplies.
    public var hidden: ToolbarViewName?
    /// The platforms the element is limited to (`platform: iOS`); empty for every target.
    public var platforms: [Platform] = []
    /// Whether this is a menu; its buttons follow it.
    public var isMenu = false
    /// The index in ``ToolbarEntry/buttons`` of the menu this button belongs to.
    public var menu: Int?

    /// Creates a button.
    public init(
        title: String?, image: String?, role: ButtonRole?, edge: EdgeID?, range: ByteRange,
        call: ToolbarCallback? = nil, disabled: ToolbarViewName? = nil, hidden: ToolbarViewName? = nil,
        platforms: [Platform] = [], isMenu: Bool = false, menu: Int? = nil
    ) {
        self.title = title
        self.image = image
        self.role = role
        self.edge = edge
        self.range = range
        self.call = call
        self.disabled = disabled
        self.hidden = hidden
        self.platforms = platforms
        self.isMenu = isMenu
        self.menu = menu
    }

    /// Whether the view supplies part of the button (a callback or a flag).
    public var usesViewParts: Bool { call != nil || disabled != nil || hidden != nil }
}

/// A name the view supplies to its toolbar.
public struct ToolbarViewName: Sendable, Hashable {
    public var name: String
    public var range: ByteRange
}

/// `call NAME`: a callback the view supplies; with `then`, it returns whether the edge runs.
public struct ToolbarCallback: Sendable, Hashable {
    public var name: String
    public var range: ByteRange
    /// Whether an edge follows (`call NAME then EDGE`): the callback returns Bool.
    public var returnsBool: Bool
}

extension Route {
    /// Whether some toolbar element uses a part the view supplies, so the view applies the
    /// toolbar itself (the container cannot read the view's state).
    public var hasViewToolbar: Bool { toolbar.contains { $0.buttons.contains(where: \.usesViewParts) } }
}

/// A transition: what an action or a toolbar button does.
public struct Edge: Sendable {
    public var id: EdgeID
    public var kind: EdgeKind
    /// The route the edge starts from.
    public var source: RouteID
    /// The route it shows, for push, sheet, cover and root.
    public var target: RouteID?
    /// The arguments, in the target's parameter order (parameters left to their defaults are
    /// absent).
    public var arguments: [EdgeArgument]
    /// What triggers the edge.
    public var trigger: EdgeTrigger
    public var range: ByteRange
    /// The facts that few edges have (a tab switch, an alert, a result, a guard), kept out of
    /// line so that an edge without them takes a third of the room; nil when the edge has none.
    @OutOfLine private var rare: RareFields? = nil

    /// Creates an edge.
    public init(
        id: EdgeID, kind: EdgeKind, source: RouteID, target: RouteID?, tab: TabID? = nil,
        tabRange: ByteRange? = nil, arguments: [EdgeArgument], trigger: EdgeTrigger, range: ByteRange,
        dialog: DialogID? = nil, value: Value? = nil
    ) {
        self.id = id
        self.kind = kind
        self.source = source
        self.target = target
        self.arguments = arguments
        self.trigger = trigger
        self.range = range
        if tab != nil || tabRange != nil || dialog != nil || value != nil {
            rare = RareFields(tab: tab, tabRange: tabRange, dialog: dialog, value: value)
        }
    }

    /// The tab it switches to: the tab of a `tab` edge, or of a `push ... in NAME`.
    public var tab: TabID? {
        get { rare?.tab }
        _modify { yield &_rare[orEmpty: RareFields()].tab }
    }
    /// Where that tab is named: the name after `tab`, or the whole `in NAME`.
    public var tabRange: ByteRange? {
        get { rare?.tabRange }
        _modify { yield &_rare[orEmpty: RareFields()].tabRange }
    }
    /// The alert or dialog an `alert` or `dialog` edge shows.
    public var dialog: DialogID? {
        get { rare?.dialog }
        _modify { yield &_rare[orEmpty: RareFields()].dialog }
    }
    /// The value a `return` edge hands back.
    public var value: Value? {
        get { rare?.value }
        _modify { yield &_rare[orEmpty: RareFields()].value }
    }
    /// The guard the edge goes through (`if signedIn`), an index in ``SemanticModel/guards``.
    public var guardIndex: Int? {
        get { rare?.guardIndex }
        _modify { yield &_rare[orEmpty: RareFields()].guardIndex }
    }
    /// The edge performed when the guard says no (`else sheet signIn`).
    public var elseEdge: EdgeID? {
        get { rare?.elseEdge }
        _modify { yield &_rare[orEmpty: RareFields()].elseEdge }
    }
    /// For an else edge, the guarded edge it stands in for.
    public var guardedEdge: EdgeID? {
        get { rare?.guardedEdge }
        _modify { yield &_rare[orEmpty: RareFields()].guardedEdge }
    }

    /// The rarely set properties of an edge.
    private struct RareFields: Sendable, Equatable {
        var tab: TabID? = nil
        var tabRange: ByteRange? = nil
        var dialog: DialogID? = nil
        var value: Value? = nil
        var guardIndex: Int? = nil
        var elseEdge: EdgeID? = nil
        var guardedEdge: EdgeID? = nil
    }
}

/// `guard signedIn`: a condition the app supplies.
public struct GuardModel: Sendable, Hashable {
    public var name: String
    public var range: ByteRange
    /// Whether some edge goes through it.
    public var isUsed: Bool
}

/// What triggers an edge.
public enum EdgeTrigger: Sendable, Hashable {
    /// A named action of the source route (its index in ``Route/actions``).
    case action(index: Int)
    /// A toolbar button: entry index and button index in ``Route/toolbar``.
    case toolbarButton(entry: Int, button: Int)
    /// A button of one of the source route's alerts or dialogs.
    case dialogButton(dialog: DialogID, button: Int)
}

/// One argument of an edge.
public struct EdgeArgument: Sendable, Hashable {
    /// The target parameter's name.
    public var parameter: String
    public var value: Value
    public var range: ByteRange
}

/// A value in an argument or default: a literal or a reference to a parameter in scope.
public enum Value: Sendable, Hashable {
    /// A parameter of the enclosing action (`isActionParameter`) or route, with member accesses.
    case reference(name: String, members: [String], isActionParameter: Bool)
    /// A string literal's decoded text.
    case string(String)
    /// An integer literal as written (`-1_000`).
    case integer(String)
    /// A decimal literal as written (`1.5`).
    case float(String)
    case boolean(Bool)
    case `nil`
    /// `[]` or `[a, b]`, for an array or a set (the checker allows it for no other type).
    case array([Value])
    /// `[:]` or `[k: v]`, for a dictionary.
    case dictionary([ValuePair])
    /// `.recent`: an enum case (or any static member) of the type the position expects.
    case enumCase(String)
    /// `URL("https://example.com")`: a URL the checker proved `URL(string:)` parses.
    case url(String)
}

/// `isCurrentUser: false` in `-> AccountDetailView(isCurrentUser: false)`: a fixed argument
/// the route's view gets after the route's parameters and before the action closures.
public struct ViewArgument: Sendable, Hashable {
    /// The argument label as written.
    public var label: String
    /// A literal (never a reference).
    public var value: Value
    /// Where the label is written.
    public var labelRange: ByteRange
    public var range: ByteRange
}

/// `key: value` in a dictionary literal.
public struct ValuePair: Sendable, Hashable {
    public var key: Value
    public var value: Value

    /// Creates a pair.
    public init(key: Value, value: Value) {
        self.key = key
        self.value = value
    }
}

/// Whether the route enum and the navigation state are Codable and Sendable (they are
/// always Hashable, which the checker enforces with errors).
public struct RouteConformances: Sendable, Hashable {
    /// Codable: the navigation state can be saved and restored.
    public var codable: ConformanceStatus
    /// Sendable: routes and the state can cross concurrency domains.
    public var sendable: ConformanceStatus

    /// The status of `conformance`.
    public subscript(conformance: RouteConformance) -> ConformanceStatus {
        switch conformance {
        case .codable: codable
        case .sendable: sendable
        }
    }
}

/// Whether one conformance holds for the route enum, and why not.
public struct ConformanceStatus: Sendable, Hashable {
    /// The first route parameter, in declaration order, whose type lacks the conformance, or
    /// nil when every parameter has it.
    public var blocker: ConformanceBlocker?
    /// Whether the header requires the conformance (`require Codable`), which makes a
    /// blocker an error.
    public var isRequired: Bool

    /// Whether the route enum and the navigation state have the conformance.
    public var holds: Bool { blocker == nil }
}

/// The route parameter that keeps the route enum from a conformance.
public struct ConformanceBlocker: Sendable, Hashable {
    public var route: RouteID
    /// The parameter's name.
    public var parameter: String
    /// The part of the parameter's type that lacks the conformance (`Account.ID` in
    /// `[Account.ID]`).
    public var type: TypeReference
    /// Where that part is written.
    public var range: ByteRange
}
