import NavSemantics
import NavSwift
import NavSyntax

/// Everything a backend needs to generate an app's Swift, decided once.
///
/// The plan sits between the checker and the backends (the resolved layer): conformances and
/// why, every generated identifier, the app's layout (one stack, a split view, or tabs), the
/// operation each edge performs, the deep-link codecs and the order patterns are tried in,
/// and which backend features apply at the deployment targets. Backends translate the plan
/// into the structured Swift representation; they never look at the syntax tree and never
/// decide a fact the plan holds.
public struct NavigationPlan: Sendable {
    /// Lines of the generated file's leading comment.
    public var headerComments: [String]
    /// The access level of every generated declaration that is not private.
    public var access: AccessLevel
    /// Which part of the generated code the file holds.
    public var part: PlanOptions.GeneratedPart
    /// The modules the file imports besides Foundation and SwiftUI, in the order given.
    public var imports: [SwiftName]
    /// The app's name, for documentation.
    public var appName: String
    /// Every generated identifier.
    public var names: PlanNames
    /// The routes in declaration order; a ``RouteID`` indexes this array.
    public var routes: [RoutePlan]
    /// What the route enum (and with it the state) conforms to.
    public var conformances: ConformancePlan
    /// How large route enums are split up, or nil for a small enum.
    public var chunking: ChunkingPlan?
    /// One stack, a split view, or tabs.
    public var layout: LayoutPlan
    /// The tab view's style, when the file sets one.
    public var tabStyle: TabStylePlan?
    /// The presentation styles some edge uses, in a fixed order.
    public var presentationStyles: [PresentationStyle]
    /// Every edge, by ``EdgeID``.
    public var edges: [EdgePlan]
    /// Deep links, when some route has a pattern.
    public var deepLinks: DeepLinkPlan?
    /// Who performs navigation.
    public var flow: FlowPlan
    /// Which containers and APIs the deployment targets need.
    public var backends: BackendPlan

    /// Whether routes are ever presented (sheets, covers or popovers).
    public var presents: Bool { !presentationStyles.isEmpty }

    /// Whether some presented route has presentation options or `container none`.
    public var hasPresentationOptions: Bool { routes.contains { $0.presentation != nil } }

    /// Whether some route opens at a selected detent, so presented levels keep a selection.
    public var selectsDetents: Bool { routes.contains { $0.presentation?.selectedDetent != nil } }
}

/// A sheet, a full-screen cover or a popover.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    case sheet, cover, popover
}

// MARK: - Names

/// The names of every declaration navc generates, decided by ``SwiftNamer``.
public struct PlanNames: Sendable {
    /// The route enum (`AppRoute`).
    public var routeEnum: SwiftName
    /// The navigation state (`AppNavigationState`).
    public var state: SwiftName
    /// The enum of tabs (`AppTab`), for tab layouts.
    public var tabEnum: SwiftName
    /// The router of the direct flow (`AppRouter`).
    public var router: SwiftName
    /// The container view (`AppNavigation`).
    public var container: SwiftName
    /// The view showing one level of presentations (`AppPresentedLevel`).
    public var presentedLevel: SwiftName
    /// The view showing one level of the NavigationView link chain (`AppLegacyLevel`).
    public var legacyLevel: SwiftName
    /// The plain-Swift logic of the NavigationView backend (`AppLegacySteps`).
    public var legacySteps: SwiftName
    /// Helper declarations inside the route enum, chosen clear of every case name.
    public var routeMembers: RouteMemberNames
    /// Type names that the generated code uses from the SDK, spelled so that no user type
    /// mentioned in the file can shadow them (`SwiftUI.Button` when the app has a `Button`).
    public var sdk: SDKNames
}

/// Private helpers of the route enum (deep-link parsing, hand-written conformances).
public struct RouteMemberNames: Sendable {
    public var deepLinkComponents: SwiftName
    public var codingKey: SwiftName
    public var identity: SwiftName
    /// Prefixes of chunk helpers: `decodeChunk`, `parseChunk`, and so on, each + index.
    public var chunkPrefix: [String: SwiftName]
    /// The parse function of each route's `url`, by ``RouteID``.
    public var parsers: [RouteID: SwiftName]
    /// The parse functions of each route's former patterns, in order, by ``RouteID``.
    public var formerParsers: [RouteID: [SwiftName]]

    /// Every helper name, so that no local binding takes one.
    public var allNames: Set<String> {
        Set(
            [deepLinkComponents, codingKey, identity].map(\.text) + parsers.values.map(\.text) + [
                identity.text + "OfCase"
            ])
    }

    /// The name of chunk `index` of the helper family `family` (`parseChunk0`).
    public func chunk(_ family: String, _ index: Int) -> SwiftName {
        SwiftName((chunkPrefix[family]?.text ?? family + "Chunk") + String(index))
    }
}

/// SDK type names as generated code must spell them.
public struct SDKNames: Sendable {
    private var qualified: Set<String>

    init(qualified: Set<String>) { self.qualified = qualified }

    /// The type `name` from `module`, qualified when a user type of that name is in scope.
    public func type(_ name: String, in module: String, _ genericArguments: [SwiftType] = []) -> SwiftType {
        guard qualified.contains(name) else { return .named(name, genericArguments) }
        return .named([
            SwiftType.Component(SwiftName(module)),
            SwiftType.Component(SwiftName(name), genericArguments: genericArguments),
        ])
    }

    /// Whether references to the SDK type `name` are qualified with their module.
    public func isQualified(_ name: String) -> Bool { qualified.contains(name) }

    /// `type(name, in:)` as an expression, for calls such as `Text("x")`.
    public func expression(_ name: String, in module: String) -> SwiftExpression {
        .type(type(name, in: module))
    }
}

// MARK: - Routes

/// One route as generated code sees it.
public struct RoutePlan: Sendable {
    public var id: RouteID
    /// The name as written in the `.nav` file (for documentation and Codable keys).
    public var sourceName: String
    /// The enum case.
    public var caseName: SwiftName
    /// Former names of the route (`formerly`), which saved state may still use.
    public var formerNames: [String]
    public var parameters: [ParameterPlan]
    /// The SwiftUI view that shows the route.
    public var viewType: SwiftType
    /// Fixed arguments of the view's initializer (`-> AccountDetailView(isCurrentUser: false)`),
    /// passed after the parameters and before the action closures, in source order.
    public var viewArguments: [ViewArgumentPlan] = []
    /// The view's initializer arguments after the parameters: one closure per action
    /// (indirect flow), and the selection binding for a sidebar or content column.
    public var actions: [ActionPlan]
    /// The selection the view takes as `selection:` (a binding for `List(selection:)`): the
    /// sidebar's, or the content column's, of the split view of tab `tab` (nil outside tabs).
    /// Nil for other views, and in the direct flow, where views reach it through the router.
    public var selection: SelectionBinding?

    /// Whether the view takes `selection:`.
    public var takesSelection: Bool { selection != nil }
    public var title: String?
    /// The parameter (its index in ``parameters``) whose value is the title, instead of a
    /// literal ``title``.
    public var titleParameter: Int?
    /// The navigation subtitle, shown on macOS.
    public var subtitle: RouteText?
    public var displayMode: TitleDisplayMode?
    public var backButtonHidden: Bool
    public var navigationBarHidden: Bool
    public var toolbar: [ToolbarEntryPlan]
    /// How the route looks and behaves when presented, or nil when it leaves SwiftUI's
    /// defaults (no `presentation` block, or one that changes nothing).
    public var presentation: PresentationPlan?
}

/// A presented route's options, applied to the presented content (what SwiftUI's
/// presentation modifiers act on), and whether navc wraps it in a stack.
public struct PresentationPlan: Sendable, Hashable {
    /// `presentationDetents(_:)`, empty for SwiftUI's default.
    public var detents: [DetentPlan]
    /// The detent the sheet opens at: `presentationDetents(_:selection:)` with a binding to
    /// the presented level's selection, which starts here.
    public var selectedDetent: DetentPlan?
    public var dragIndicator: IndicatorVisibility?
    /// `interactiveDismissDisabled()`.
    public var interactiveDismissDisabled: Bool
    public var sizing: PresentationSizingStyle?
    public var backgroundInteraction: BackgroundInteractionPlan?
    public var compactAdaptation: CompactAdaptation?
    /// Whether the route is shown in a stack of navc's (false for `container none`).
    public var hasContainer: Bool
}

/// A height a sheet rests at, with its number as a Swift literal.
public enum DetentPlan: Sendable, Hashable {
    case medium, large
    case fraction(SwiftNumber)
    case height(SwiftNumber)
}

/// Whether the view behind a sheet takes input.
public enum BackgroundInteractionPlan: Sendable, Hashable {
    case automatic, enabled, disabled
    case upThrough(DetentPlan)
}

/// A parameter of a route or an action.
public struct ParameterPlan: Sendable {
    /// The name as written (Codable key, deep-link query key).
    public var sourceName: String
    /// The argument label (the case's payload label, the view's initializer label).
    public var label: SwiftName
    /// The local name it is bound to wherever generated code takes a route apart, chosen
    /// clear of every name the generated code refers to.
    public var binding: SwiftName
    public var type: SwiftType
    /// The semantic type, for codecs and test values.
    public var typeReference: TypeReference
    /// The default written in the case declaration (`= nil` for optionals without one).
    public var defaultValue: PlannedValue?
    /// Whether the value is optional.
    public var isOptional: Bool
}

/// A value in generated code: a literal, or a parameter in scope.
public indirect enum PlannedValue: Sendable, Hashable {
    case string(String)
    case integer(String)
    case float(String)
    case boolean(Bool)
    case `nil`
    /// An array or set literal.
    case array([PlannedValue])
    /// A dictionary literal.
    case dictionary([PlannedPair])
    /// `.recent`: an enum case of the type the position expects.
    case enumCase(SwiftName)
    /// `URL(string: "...")!`: a URL the checker proved parses.
    case url(String)
    /// A parameter of the route the edge leaves (its index), with member accesses.
    case routeParameter(Int, members: [SwiftName])
    /// A parameter of the action (its index), with member accesses.
    case actionParameter(Int, members: [SwiftName])
}

/// `isCurrentUser: false`: a fixed argument of a route's view.
public struct ViewArgumentPlan: Sendable, Hashable {
    public var label: SwiftName
    /// A literal: never a parameter.
    public var value: PlannedValue
}

/// `key: value` in a dictionary literal.
public struct PlannedPair: Sendable, Hashable {
    public var key: PlannedValue
    public var value: PlannedValue
}

/// A named action of a route.
public struct ActionPlan: Sendable {
    /// The name as written.
    public var sourceName: String
    /// The view initializer's label (indirect flow) and the router method's name (direct flow).
    public var name: SwiftName
    public var parameters: [ParameterPlan]
    public var edge: EdgeID?

    public init(sourceName: String, name: SwiftName, parameters: [ParameterPlan], edge: EdgeID?) {
        self.sourceName = sourceName
        self.name = name
        self.parameters = parameters
        self.edge = edge
    }
}

/// A toolbar item or group, with its placement resolved per platform.
public struct ToolbarEntryPlan: Sendable {
    public var placement: PlacementPlan
    public var isGroup: Bool
    public var buttons: [ToolbarButtonPlan]
}

/// Where a toolbar entry goes on each platform.
public enum PlacementPlan: Sendable, Hashable {
    /// One `ToolbarItemPlacement` member everywhere.
    case same(SwiftName)
    /// One member on macOS and another elsewhere (the `leading`/`trailing` shorthands).
    case perPlatform(macOS: SwiftName, other: SwiftName)
    /// Whether iOS 13's `navigationBarItems` puts it on the leading side.
    public var isLeadingOnIOS13: Bool {
        switch self {
        case .same(let name): ["navigationBarLeading", "topBarLeading", "navigation"].contains(name.text)
        case .perPlatform(_, let other): other.text == "topBarLeading"
        }
    }
}

/// A toolbar button.
public struct ToolbarButtonPlan: Sendable {
    public var title: String?
    public var systemImage: String?
    public var role: ButtonRole?
    public var edge: EdgeID?
}

// MARK: - Conformances

/// What the route enum, the state and their parts conform to, and why not.
public struct ConformancePlan: Sendable {
    public var isCodable: Bool
    public var isSendable: Bool
    /// Whether `Hashable` is written by hand (large enums), because the synthesized
    /// conformance compiles superlinearly in the number of cases.
    public var writesHashableByHand: Bool
    /// Whether `Codable` is written by hand: for large enums (as Hashable), and when a route has
    /// former names, which decoding must accept.
    public var writesCodableByHand: Bool
}

/// How a large route enum's switches are split into chunks.
public struct ChunkingPlan: Sendable {
    /// Cases per chunk.
    public var size: Int
    /// The routes of each chunk, in order.
    public var chunks: [[RouteID]]
}

// MARK: - Layout

/// How the app's screens are arranged.
public enum LayoutPlan: Sendable {
    /// One scene: a stack or a split view.
    case single(ScenePlan)
    /// A tab view, each tab with a scene of its own.
    case tabs([TabPlan])
}

/// One stack or one split view.
public enum ScenePlan: Sendable {
    case stack(StackPlan)
    case split(SplitPlan)
}

/// A navigation stack: a root and a path.
public struct StackPlan: Sendable {
    /// The routes that can be the root; the first is the initial root.
    public var roots: [RouteID]
    /// The initial root's value.
    public var initialRoot: RouteValue
}

/// A split view driven by selection.
public struct SplitPlan: Sendable {
    /// Two or three columns.
    public var hasContentColumn: Bool
    /// Whether the legacy backend uses NavigationView's double column here (`style columns`).
    public var isLegacyColumns: Bool
    /// The sidebar's route.
    public var sidebar: RouteValue
    /// The content column's placeholder (three columns only), shown when nothing is selected.
    public var contentPlaceholder: RouteValue?
    /// The detail column's placeholder, shown when nothing is selected.
    public var detailPlaceholder: RouteValue?
}

/// The style of a tab view: `.sidebarAdaptable` or `.tabBarOnly`, behind `#available` when
/// some target predates it (nil availability: every target has it).
public struct TabStylePlan: Sendable {
    public var name: SwiftName
    public var availability: [SwiftAvailability]?
}

/// One tab.
public struct TabPlan: Sendable {
    /// The tab enum's case and the state's property for the tab.
    public var name: SwiftName
    public var title: String
    public var systemImage: String?
    public var scene: ScenePlan
}

/// A route value: the route and the arguments an edge or entry point gives it.
public struct RouteValue: Sendable, Hashable {
    public var route: RouteID
    /// The arguments in parameter order; parameters left to their defaults are absent.
    public var arguments: [RouteArgument]

    public init(route: RouteID, arguments: [RouteArgument]) {
        self.route = route
        self.arguments = arguments
    }
}

/// One argument of a route value.
public struct RouteArgument: Sendable, Hashable {
    /// The parameter's index in the route.
    public var parameter: Int
    public var value: PlannedValue

    public init(parameter: Int, value: PlannedValue) {
        self.parameter = parameter
        self.value = value
    }
}

// MARK: - Edges

/// What an edge does, as one operation on the navigation state.
public struct EdgePlan: Sendable {
    public var id: EdgeID
    public var source: RouteID
    public var operation: StateOperation
}

/// An operation on the navigation state.
public enum StateOperation: Sendable, Hashable {
    /// Push onto the stack on screen.
    case push(RouteValue)
    /// Make the route the selection of the split view's sidebar (or of the content column).
    case select(RouteValue, column: SelectionColumn)
    /// Present modally over everything on screen, in a stack of its own.
    case present(RouteValue, PresentationStyle)
    /// Replace the root of the stack on screen, clearing its path and any presentation.
    case setRoot(RouteValue)
    case pop
    case popToRoot
    /// Pop the stack on screen, or close the top presentation when its stack is empty.
    case dismiss
    /// Close every presentation.
    case dismissAll
    /// Switch to a tab, closing presentations, and optionally push in it.
    case openTab(Int, push: RouteValue?)
}

/// The selection a column's view binds to.
public struct SelectionBinding: Sendable, Hashable {
    public var column: SelectionColumn
    /// The tab whose split view it is, in tab apps.
    public var tab: Int?
}

/// Which selection a `select` changes.
public enum SelectionColumn: Sendable, Hashable {
    /// The sidebar's selection, shown in the next column.
    case sidebar
    /// The content column's selection, shown in the detail column (three columns).
    case content
}

// MARK: - Deep links

/// Deep links: the patterns in the order they are tried, and where each opens its route.
public struct DeepLinkPlan: Sendable {
    /// Every pattern that opens a route (each route's `url` and its former ones) in the order
    /// they are tried: a literal segment wins over a placeholder at the first position where two
    /// patterns differ, whatever the declaration order, so `/users/me` matches before
    /// `/users/{name}`; on a tie a current pattern wins over a former one.
    public var matchers: [DeepLinkMatcher]
    /// The pattern each route with a `url` writes its links with, by ``RouteID``.
    public var links: [RouteID: DeepLinkRoutePlan]
    /// Where a link opens each route it can open, by ``RouteID``.
    public var placements: [RouteID: DeepLinkPlacement]
    /// The chunks of `matchers` (as indices) tried in turn by large apps (one chunk for small
    /// ones).
    public var chunks: [[Int]]
}

/// One pattern that opens a route, with the function that reads it.
public struct DeepLinkMatcher: Sendable {
    public var route: RouteID
    public var pattern: DeepLinkRoutePlan
    /// The route enum's private function that reads a link of this pattern.
    public var parser: SwiftName
    /// Whether it is a former pattern (`formerURL`), read but never written.
    public var isFormer: Bool
}

/// One deep-link pattern of a route, with its codecs.
public struct DeepLinkRoutePlan: Sendable {
    public var segments: [DeepLinkSegmentPlan]
    /// The parameters read from the query, in parameter order.
    public var queryParameters: [Int]
    /// Parameters that are neither in the path nor in the query (their defaults are used).
    public var fixedParameters: [Int]
    /// How each parameter is written to and read from URL text, by parameter index.
    public var codecs: [Int: URLCodec]
    /// For each placeholder position, the literal segments that other patterns of as many
    /// segments have there, sorted. A value that would print as one of them is written in
    /// another percent-encoding of the same text (one more character encoded, or one escape in
    /// lowercase hex), which literals do not match, so the link reads back as this route and not
    /// as the one whose literal it spells (`user(name: "me")` beside `/user/me`).
    public var avoidedLiterals: [Int: [String]] = [:]
}

/// One path segment of a pattern.
public enum DeepLinkSegmentPlan: Sendable, Hashable {
    case literal(String)
    /// A parameter by index.
    case parameter(Int)
}

/// How a value is converted to and from URL text.
public enum URLCodec: Sendable, Hashable {
    /// A String as it is.
    case string
    /// `UUID(uuidString:)` and `uuidString`.
    case uuid
    /// `Bool(_:)` and `description`.
    case bool
    /// `T(_: String)` and `description`, for integers, Double and Float.
    case lossless(SwiftType)
    /// `T(_: String) as T?` and `description`, for user types declared
    /// `LosslessStringConvertible`: a type may satisfy `init?(_:)` with a non-failable
    /// initializer, so the parse is made optional.
    case declaredLossless(SwiftType)
    /// A Substring of the text.
    case substring
    /// A Character: one grapheme.
    case character
    /// CGFloat through Double.
    case cgFloat
    /// `Decimal(string:)` and `description`.
    case decimal
    /// `URL(string:)` and `absoluteString`.
    case url
    /// Seconds since 2001 (`timeIntervalSinceReferenceDate`), exact through Double's description.
    case date
    /// Base64.
    case data
}

/// Where a deep link opens its route: in which tab, and beneath what.
public struct DeepLinkPlacement: Sendable {
    /// The tab it opens in, by index, for tab layouts.
    public var tab: Int?
    /// The steps from the scene's initial state to the route; the last shows the route.
    public var steps: [PlacementStep]
}

/// One step of a deep link's placement.
public enum PlacementStep: Sendable, Hashable {
    /// Make a route (without run-time data) the root of the scene's stack.
    case root(RouteValue)
    /// Push a route without run-time data.
    case push(RouteValue)
    /// Select a route in a split view's column.
    case select(RouteValue, column: SelectionColumn)
    /// Present a route without run-time data.
    case present(RouteValue, PresentationStyle)
    /// Show the linked route itself, in one of these ways.
    case showTarget(TargetStep)
    /// Switch to a tab (by index) first.
    case openTab(Int)
}

/// How the linked route itself comes on screen.
public enum TargetStep: Sendable, Hashable {
    case root
    case push
    case select(SelectionColumn)
    case present(PresentationStyle)
}

// MARK: - Flow and backends

/// Who performs navigation.
public enum FlowPlan: Sendable {
    /// Views get one closure per action.
    case indirect
    /// Views call a router; each action name is one method (overloaded by signature) that
    /// performs the action of the frontmost screen on display that declares it.
    case direct(RouterPlan)
}

/// The router of the direct flow.
public struct RouterPlan: Sendable {
    /// Whether the router is `@Observable` (every target has Observation) rather than an
    /// `ObservableObject`.
    public var usesObservation: Bool
    /// One method per distinct action signature, in first-declaration order.
    public var methods: [RouterMethodPlan]
}

/// One router method: an action name and signature, and the routes that declare it.
public struct RouterMethodPlan: Sendable {
    public var name: SwiftName
    /// The parameters (labels, bindings, types) of the first declaring action.
    public var parameters: [ParameterPlan]
    /// The declaring routes with their action's index, in route order.
    public var declarations: [(route: RouteID, action: Int)]
}

/// Which generated containers and APIs the deployment targets need, from the availability
/// table.
public struct BackendPlan: Sendable {
    /// Whether some target has NavigationStack (iOS 16, macOS 13, tvOS 16, watchOS 9).
    public var modern: Bool
    /// Whether some target predates NavigationStack, so the NavigationView backend is needed.
    public var legacy: Bool
    /// The availability of NavigationStack, for `@available` and `#available`.
    public var navigationStackAvailability: [SwiftAvailability]
    /// Whether titles and bar items use iOS 13's modifiers (no `toolbar`, `Label` or
    /// `navigationTitle` on iOS 13 and tvOS 13).
    public var usesIOS13Modifiers: Bool
    /// Whether `Label` is available at every target (iOS 14); else an HStack stands in.
    public var hasLabel: Bool
    /// Whether every target has `toolbar(_:for:)` for hiding the bar (iOS 16).
    public var hasToolbarVisibility: Bool
    /// Whether every target has the `Tab` API (iOS 18, macOS 15); else `tabItem` and `tag`,
    /// and both behind `#available` when the targets span the change.
    public var tabAPI: FeatureSupport
}

/// Whether every target, some or none has a feature.
public enum FeatureSupport: Sendable, Hashable {
    case everywhere
    /// Some targets: generated behind `#available` with this availability.
    case some([SwiftAvailability])
    case nowhere
}
