/// The names of the declarations navc generates for an app, decided in one place so the
/// checker can detect collisions and every backend uses the same names.
public struct GeneratedNames: Sendable, Hashable {
    /// The `Hashable` route enum (`FourPagesRoute`, or the header's `enum` entry).
    public var routeEnum: String
    /// The enum of roots the app can switch between (`FourPagesRoot`).
    public var rootEnum: String
    /// The navigation state: root, path and presentations (`FourPagesNavigationState`).
    public var state: String
    /// The router object of the direct flow (`FourPagesRouter`).
    public var router: String
    /// The container view (`FourPagesNavigation`).
    public var container: String

    /// Names members of the route enum that generated code declares, so no route may use them.
    public static let reservedRouteMembers: Set<String> = [
        "id", "url", "hash", "hashValue", "encode", "init",
    ]

    /// Names no tab may take. Each tab becomes a case of the tab enum and a property of the
    /// navigation state, so its name must differ from the state's own members (the namer's
    /// `SwiftNamer.stateMembers`, which a test keeps this a superset of) and be a name Swift
    /// accepts after a dot even in backticks.
    public static let reservedTabNames: Set<String> = [
        "selectedTab", "presentations", "stack", "split", "push", "pop", "popToRoot", "setRoot", "select",
        "selectDetail", "present", "dismiss", "dismissAll", "selectTab", "openTab", "visibleRoutes",
        "topRoute", "init", "encode", "hash", "hashValue", "steps", "Presentation", "PresentationStyle",
        "Stack", "Split", "ColumnVisibility", "Detent", "presentedDetent", "setPresentedDetent", "self",
        "Self", "Type", "Protocol", "_", "perform", "continueDeferred", "alert", "closePresentation",
        // Members of the generated tab enum (a String-backed CaseIterable), and the coding keys
        // the state's hand-written Codable conformance reads.
        "allCases", "AllCases", "rawValue", "RawValue", "CodingKeys",
        // Members of SwiftUI's Binding, which reaches the state's members by dynamic lookup.
        "wrappedValue", "projectedValue", "transaction",
    ]

    /// Names no generated stored property may take: a guard (a property of the guards type,
    /// read as `guards.NAME()`), a toolbar callback or flag, or a parameter of a route whose
    /// toolbar type stores it. Swift gives each of them a meaning of its own after a dot.
    public static let reservedPropertyNames: Set<String> = ["self", "Self", "Type", "Protocol"]

    /// The most tabs a TabView holds: SwiftUI's `TabContentBuilder` takes at most 10 children.
    public static let maximumTabCount = 10

    /// The names for `app`.
    public init(app: AppHeader) {
        routeEnum = app.routeEnumName
        rootEnum = app.name + "Root"
        state = app.name + "NavigationState"
        router = app.name + "Router"
        container = app.name + "Navigation"
    }

    /// Every generated type name with what it is, in a fixed order.
    public var all: [(name: String, role: String)] {
        [
            (routeEnum, "the generated route enum"), (rootEnum, "the generated root enum"),
            (state, "the generated navigation state"), (router, "the generated router"),
            (container, "the generated container view"),
        ]
    }
}

extension AppHeader {
    /// The names of the declarations generated for this app.
    public var generatedNames: GeneratedNames { GeneratedNames(app: self) }
}
