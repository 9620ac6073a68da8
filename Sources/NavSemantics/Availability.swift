import NavSource
import NavSyntax

/// A SwiftUI capability a `.nav` feature needs, checked against the app's deployment targets.
public enum Feature: Hashable, Sendable {
    /// Any navigation container at all (NavigationView, or NavigationStack from iOS 16).
    case stackContainer
    /// NavigationSplitView, for `split` and `split3`.
    case splitView
    /// NavigationView with DoubleColumnNavigationViewStyle, for `columns`.
    case doubleColumnView
    case navigationTitle
    case titleDisplayMode
    case backButtonHidden
    case navigationBarHidden
    case sheet
    case fullScreenCover
    case buttonRole
    case placement(ToolbarPlacement)
    /// NavigationStack itself; below it the NavigationView backend is generated.
    case navigationStack
    /// `@Observable` and `@Bindable`, for the direct flow's router.
    case observation
    /// `Label(_:systemImage:)`; an HStack of an image and a text stands in before it.
    case label
    /// `toolbar(_:for:)`, to hide the navigation bar; `navigationBarHidden(_:)` before it.
    case toolbarVisibility
    /// `TabView(selection:) { Tab(...) }`; `tabItem` and `tag` before it.
    case tabAPI
    /// `tabViewStyle(.sidebarAdaptable)`.
    case sidebarAdaptableTabs
    /// `tabViewStyle(.tabBarOnly)`.
    case tabBarOnlyTabs
    /// `TabView` itself, for apps with tabs.
    case tabView
    /// `popover(item:)`, for `popover` edges.
    case popover
    /// `presentationDetents(_:)` and `presentationDetents(_:selection:)`.
    case presentationDetents
    /// `presentationDragIndicator(_:)`.
    case presentationDragIndicator
    /// `interactiveDismissDisabled(_:)`.
    case interactiveDismissDisabled
    /// `presentationSizing(_:)`.
    case presentationSizing
    /// `presentationBackgroundInteraction(_:)`.
    case presentationBackgroundInteraction
    /// `presentationCompactAdaptation(_:)`.
    case presentationCompactAdaptation
    /// `navigationSubtitle(_:)`, generated for macOS only.
    case navigationSubtitle
    /// `alert(_:isPresented:presenting:actions:message:)`; the `Alert` value before it.
    case alert
    /// `alert(item:content:)` with an `Alert` value, for targets before iOS 15.
    case alertValue
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`; an
    /// `ActionSheet` before it.
    case confirmationDialog
    /// `actionSheet(item:content:)`, for targets before iOS 15 (it never existed on macOS).
    case actionSheet
    /// `Menu(_:content:)`, for toolbar menus.
    case menu
}

extension Feature: CaseIterable {
    /// Every feature, each toolbar placement among them. A new case belongs here too: a feature
    /// left out still gets its row, but builds it again on every lookup.
    public static var allCases: [Feature] {
        [
            .stackContainer, .splitView, .doubleColumnView, .navigationTitle, .titleDisplayMode,
            .backButtonHidden, .navigationBarHidden, .sheet, .fullScreenCover, .buttonRole,
            .navigationStack, .observation, .label, .toolbarVisibility, .tabAPI, .sidebarAdaptableTabs,
            .tabBarOnlyTabs, .tabView, .popover, .presentationDetents, .presentationDragIndicator,
            .interactiveDismissDisabled, .presentationSizing, .presentationBackgroundInteraction,
            .presentationCompactAdaptation, .navigationSubtitle, .alert, .alertValue, .confirmationDialog,
            .actionSheet, .menu,
        ] + ToolbarPlacement.allCases.map(Feature.placement)
    }
}

/// When each SwiftUI API appeared on each platform, from the SwiftUI API facts
/// (`shared/swiftui/availability.tsv`: Xcode 15 interfaces and Apple's documentation).
///
/// This is the single availability table: each row names the API it was read from. A nil
/// version means the API does not exist on that platform.
public struct AvailabilityRow: Sendable {
    /// The SwiftUI API, as the facts file names it.
    public var api: String
    public var introduced: [Platform: Version]
    /// When an API is missing on a platform, whether the generated code simply leaves it out
    /// there (behind `#if os(...)`) instead of that being an error.
    public var omittedWhereUnavailable: Bool
    /// When a target predates the API, whether the generated code falls back to an older one
    /// behind `if #available` instead of that being an error.
    public var fallsBackBeforeIntroduction: Bool
    /// The nearest alternative to suggest when the API cannot be used.
    public var alternative: String

    init(
        _ api: String, iOS: Double?, macOS: Double?, tvOS: Double?, watchOS: Double?, visionOS: Double?,
        omittedWhereUnavailable: Bool = false, fallsBackBeforeIntroduction: Bool = false, alternative: String
    ) {
        self.api = api
        var table: [Platform: Version] = [:]
        for (platform, version) in [
            (Platform.iOS, iOS), (.macOS, macOS), (.tvOS, tvOS), (.watchOS, watchOS), (.visionOS, visionOS),
        ] {
            guard let version else { continue }
            let major = Int(version)
            let minor = Int(((version - Double(major)) * 100).rounded())
            table[platform] = Version(minor == 0 ? [major] : [major, minor % 10 == 0 ? minor / 10 : minor])
        }
        self.introduced = table
        self.omittedWhereUnavailable = omittedWhereUnavailable
        self.fallsBackBeforeIntroduction = fallsBackBeforeIntroduction
        self.alternative = alternative
    }
}

/// The availability table and the check that applies it.
public enum Availability {
    /// The first version of each platform that has SwiftUI.
    public static let swiftUIMinimum: [Platform: Version] = [
        .iOS: Version([13]), .macOS: Version([10, 15]), .tvOS: Version([13]), .watchOS: Version([6]),
        .visionOS: Version([1]),
    ]

    /// The row for `feature`. The checker looks a row up for every use of a feature (every
    /// title and toolbar item of a large app), so the rows are built once.
    public static func row(for feature: Feature) -> AvailabilityRow {
        rows[feature] ?? makeRow(for: feature)
    }

    /// Every feature's row, built on first use.
    private static let rows: [Feature: AvailabilityRow] = Dictionary(
        uniqueKeysWithValues: Feature.allCases.map { ($0, makeRow(for: $0)) })

    // swift-format-ignore
    /// Builds the row for each feature.
    private static func makeRow(for feature: Feature) -> AvailabilityRow {
        switch feature {
        case .stackContainer:
            AvailabilityRow("NavigationView (NavigationStack from iOS 16, macOS 13, tvOS 16, watchOS 9)",
                iOS: 13, macOS: 10.15, tvOS: 13, watchOS: 7, visionOS: 1, alternative: "raise the deployment target")
        case .splitView:
            AvailabilityRow("NavigationSplitView(sidebar:detail:) / (sidebar:content:detail:)",
                iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1, alternative: "use style columns")
        case .doubleColumnView:
            AvailabilityRow("DoubleColumnNavigationViewStyle",
                iOS: 13, macOS: 10.15, tvOS: 13, watchOS: nil, visionOS: 1,
                alternative: "use style split with watchOS 9 or later, or style stack")
        case .navigationTitle:
            AvailabilityRow("navigationTitle(_:) (navigationBarTitle(_:) on iOS 13 and tvOS 13)",
                iOS: 13, macOS: 11, tvOS: 13, watchOS: 7, visionOS: 1, alternative: "raise the deployment target")
        case .titleDisplayMode:
            AvailabilityRow("navigationBarTitleDisplayMode(_:) (navigationBarTitle(_:displayMode:) on iOS 13)",
                iOS: 13, macOS: nil, tvOS: nil, watchOS: 8, visionOS: 1, omittedWhereUnavailable: true,
                alternative: "remove 'display'")
        case .backButtonHidden:
            AvailabilityRow("navigationBarBackButtonHidden(_:)",
                iOS: 13, macOS: 13, tvOS: 13, watchOS: 6, visionOS: 1, omittedWhereUnavailable: true,
                alternative: "remove 'backButton hidden'")
        case .navigationBarHidden:
            AvailabilityRow("toolbar(.hidden, for: .navigationBar) (navigationBarHidden(_:) before iOS 16)",
                iOS: 13, macOS: nil, tvOS: 13, watchOS: 6, visionOS: 1, omittedWhereUnavailable: true,
                alternative: "remove 'navigationBar hidden'")
        case .sheet:
            AvailabilityRow("sheet(item:onDismiss:content:)",
                iOS: 13, macOS: 10.15, tvOS: 13, watchOS: 6, visionOS: 1, alternative: "use push")
        case .fullScreenCover:
            AvailabilityRow("fullScreenCover(item:onDismiss:content:) (a sheet on macOS)",
                iOS: 14, macOS: nil, tvOS: 14, watchOS: 7, visionOS: 1, omittedWhereUnavailable: true,
                alternative: "use sheet")
        case .buttonRole:
            AvailabilityRow("Button(role:action:label:) / ButtonRole",
                iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1, alternative: "remove 'role:'")
        case .placement(let placement):
            placementRow(placement)
        case .navigationStack:
            AvailabilityRow("NavigationStack init(path: Binding<Data>, root:)",
                iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1, alternative: "the NavigationView backend")
        case .observation:
            AvailabilityRow("@Observable / Observation, Bindable",
                iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1, alternative: "ObservableObject")
        case .label:
            AvailabilityRow("Label<Title, Icon> (init(_:systemImage:))",
                iOS: 14, macOS: 11, tvOS: 14, watchOS: 7, visionOS: 1, alternative: "HStack of Image and Text")
        case .toolbarVisibility:
            AvailabilityRow("toolbar(_: Visibility, for: ToolbarPlacement...)",
                iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1, alternative: "navigationBarHidden(_:)")
        case .tabAPI:
            AvailabilityRow("TabView(selection:content:) with Tab(_:systemImage:value:content:)",
                iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2, fallsBackBeforeIntroduction: true,
                alternative: "tabItem(_:) and tag(_:)")
        case .sidebarAdaptableTabs:
            AvailabilityRow("SidebarAdaptableTabViewStyle / .sidebarAdaptable",
                iOS: 18, macOS: 15, tvOS: 18, watchOS: nil, visionOS: 2, fallsBackBeforeIntroduction: true,
                alternative: "remove the tab style")
        case .tabBarOnlyTabs:
            AvailabilityRow("TabBarOnlyTabViewStyle / .tabBarOnly",
                iOS: 18, macOS: 15, tvOS: 18, watchOS: nil, visionOS: 2, fallsBackBeforeIntroduction: true,
                alternative: "remove the tab style")
        case .tabView:
            AvailabilityRow("TabView(selection:content:)",
                iOS: 13, macOS: 10.15, tvOS: 13, watchOS: 7, visionOS: 1, alternative: "raise the deployment target")
        case .popover:
            AvailabilityRow("popover(item:attachmentAnchor:arrowEdge:content:)",
                iOS: 13, macOS: 10.15, tvOS: nil, watchOS: nil, visionOS: 1, alternative: "use sheet")
        case .presentationDetents:
            AvailabilityRow("presentationDetents(_:) / presentationDetents(_:selection:) / PresentationDetent",
                iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1,
                alternative: "remove the detents, so the sheet opens at full height")
        case .presentationDragIndicator:
            AvailabilityRow("presentationDragIndicator(_: Visibility)",
                iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1, alternative: "remove 'dragIndicator'")
        case .interactiveDismissDisabled:
            AvailabilityRow("interactiveDismissDisabled(_:)",
                iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1,
                alternative: "present the route with 'cover', which has no swipe to dismiss, or remove 'interactiveDismiss disabled'")
        case .presentationSizing:
            AvailabilityRow("presentationSizing(_: some PresentationSizing) / PresentationSizing",
                iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2,
                alternative: "remove 'sizing' (the sheet keeps the platform's default size)")
        case .presentationBackgroundInteraction:
            AvailabilityRow("presentationBackgroundInteraction(_:) / PresentationBackgroundInteraction",
                iOS: 16.4, macOS: 13.3, tvOS: 16.4, watchOS: 9.4, visionOS: 1,
                alternative: "remove 'backgroundInteraction' (the view behind the sheet stays disabled)")
        case .navigationSubtitle:
            AvailabilityRow("navigationSubtitle(_:) (macOS 11; iOS 26, which navc does not use yet: the subtitle shows on macOS)",
                iOS: nil, macOS: 11, tvOS: nil, watchOS: nil, visionOS: nil, omittedWhereUnavailable: true,
                alternative: "remove 'subtitle', or raise the deployment target")
        case .alert:
            AvailabilityRow("alert(_:isPresented:presenting:actions:message:)",
                iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1, fallsBackBeforeIntroduction: true,
                alternative: "an Alert value (alert(item:content:))")
        case .alertValue:
            AvailabilityRow("Alert (init(title:message:primaryButton:secondaryButton:)) / alert(item:content:)",
                iOS: 13, macOS: 10.15, tvOS: 13, watchOS: 6, visionOS: 1, alternative: "raise the deployment target")
        case .confirmationDialog:
            AvailabilityRow("confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)",
                iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1, fallsBackBeforeIntroduction: true,
                alternative: "an ActionSheet value (actionSheet(item:content:))")
        case .actionSheet:
            AvailabilityRow("ActionSheet (init(title:message:buttons:)) / actionSheet(item:content:)",
                iOS: 13, macOS: nil, tvOS: 13, watchOS: 6, visionOS: 1,
                alternative: "use an alert, or raise the macOS target to 12 for confirmationDialog")
        case .menu:
            AvailabilityRow("Menu",
                iOS: 14, macOS: 11, tvOS: 17, watchOS: nil, visionOS: 1,
                alternative: "put the buttons in a 'group PLACEMENT { ... }', limit the menu with 'platform:', or raise the deployment target")
        case .presentationCompactAdaptation:
            AvailabilityRow("presentationCompactAdaptation(_:) / PresentationAdaptation",
                iOS: 16.4, macOS: 13.3, tvOS: 16.4, watchOS: 9.4, visionOS: 1,
                alternative: "remove 'compactAdaptation' (a popover becomes a sheet in compact width)")
        }
    }

    /// Whether every target has `feature` (false when there are no targets).
    public static func isAvailableEverywhere(_ feature: Feature, targets: [DeploymentTarget]) -> Bool {
        let introduced = row(for: feature).introduced
        return !targets.isEmpty
            && targets.allSatisfy { target in
                introduced[target.platform].map { target.version >= $0 } ?? false
            }
    }

    /// The first version of each platform with `feature`, for `#available` and `@available`:
    /// platforms without it, and visionOS when it has had it from its first version, are left out.
    public static func introductions(of feature: Feature) -> [(platform: Platform, version: Version)] {
        let introduced = row(for: feature).introduced
        return Platform.allCases.compactMap { platform in
            guard let version = introduced[platform], platform != .visionOS || version > Version([1]) else {
                return nil
            }
            return (platform, version)
        }
    }

    // swift-format-ignore
    /// Toolbar placements. iOS 13 and tvOS 13 have no `toolbar`; there the leading and trailing
    /// placements are generated with `navigationBarItems(leading:trailing:)` and every other
    /// placement is unavailable.
    static func placementRow(_ placement: ToolbarPlacement) -> AvailabilityRow {
        let bar = "navigationBarItems(leading:trailing:) on iOS 13 and tvOS 13"
        switch placement {
        case .automatic, .primaryAction, .confirmationAction, .cancellationAction, .destructiveAction:
            return AvailabilityRow("ToolbarItemPlacement.\(placement.rawValue)",
                iOS: 14, macOS: 11, tvOS: 14, watchOS: 7, visionOS: 1, alternative: "use leading or trailing")
        case .principal, .navigation:
            return AvailabilityRow("ToolbarItemPlacement.\(placement.rawValue)",
                iOS: 14, macOS: 11, tvOS: 14, watchOS: nil, visionOS: 1, alternative: "use primaryAction")
        case .secondaryAction:
            return AvailabilityRow("ToolbarItemPlacement.secondaryAction",
                iOS: 16, macOS: 13, tvOS: nil, watchOS: nil, visionOS: 1, alternative: "use primaryAction")
        case .status:
            return AvailabilityRow("ToolbarItemPlacement.status",
                iOS: 14, macOS: 11, tvOS: 18, watchOS: nil, visionOS: 1, alternative: "use bottomBar or automatic")
        case .bottomBar:
            return AvailabilityRow("ToolbarItemPlacement.bottomBar",
                iOS: 14, macOS: nil, tvOS: 18, watchOS: 10, visionOS: 1, alternative: "use automatic")
        case .navigationBarLeading, .navigationBarTrailing:
            return AvailabilityRow("ToolbarItemPlacement.\(placement.rawValue) (\(bar))",
                iOS: 13, macOS: nil, tvOS: 13, watchOS: nil, visionOS: 1,
                alternative: "use \(placement == .navigationBarLeading ? "leading" : "trailing"), which maps to each platform's bar")
        case .topBarLeading, .topBarTrailing:
            return AvailabilityRow("ToolbarItemPlacement.\(placement.rawValue) (iOS 17 SDK, back-deployed; \(bar))",
                iOS: 13, macOS: nil, tvOS: 13, watchOS: 10, visionOS: 1,
                alternative: "use \(placement == .topBarLeading ? "leading" : "trailing"), which maps to each platform's bar")
        case .leading, .trailing:
            return AvailabilityRow("leading/trailing: topBarLeading/topBarTrailing on iOS, tvOS and watchOS; navigation/primaryAction on macOS (\(bar))",
                iOS: 13, macOS: 11, tvOS: 13, watchOS: 10, visionOS: 1, alternative: "raise the deployment target")
        }
    }

    /// Diagnostics for using `feature` (described as `name`, e.g. "placement 'principal'") at
    /// `range` in an app with `targets`.
    public static func check(
        _ feature: Feature, named name: @autoclosure () -> String, at range: ByteRange,
        targets: [DeploymentTarget]
    ) -> [Diagnostic] {
        let row = row(for: feature)
        let lacking = targets.filter { target in
            guard let introduced = row.introduced[target.platform] else {
                return !row.omittedWhereUnavailable
            }
            return target.version < introduced && !row.fallsBackBeforeIntroduction
        }
        // Most uses of a feature are fine everywhere: the name and the note are only spelled
        // for a diagnostic.
        guard !lacking.isEmpty else { return [] }
        let name = name()
        let note = DiagnosticNote("\(row.alternative) (API: \(row.api))")
        return lacking.map { target in
            guard let introduced = row.introduced[target.platform] else {
                return Diagnostic(
                    .featureUnavailableOnPlatform, name, target.platform.rawValue, at: range, notes: [note])
            }
            return Diagnostic(
                .featureRequiresNewerOS, name, target.platform.rawValue, introduced.description,
                target.version.description, at: range, notes: [note])
        }
    }

    /// Whether every target has NavigationStack, so the modern backend applies.
    public static func supportsNavigationStack(_ targets: [DeploymentTarget]) -> Bool {
        isAvailableEverywhere(.navigationStack, targets: targets)
    }
}
