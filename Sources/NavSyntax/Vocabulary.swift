import NavSource

/// The fixed word lists of the language: each enum's raw values are the spellings the parser
/// accepts, and ``allSpellings`` feeds "expected one of" messages and the editor grammar.
public protocol Vocabulary: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {
    /// What the word names, for messages: "navigation style".
    static var vocabularyName: String { get }
    /// Words people write for these meanings in other frameworks or in plain English, keyed
    /// by their lowercased spelling (`present` for `sheet`), for "did you mean" when edit
    /// distance would not find the intended word.
    static var aliases: [String: Self] { get }
}

extension Vocabulary {
    /// Every accepted spelling, in declaration order, joined for a message.
    public static var allSpellings: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// No aliases unless a vocabulary lists some.
    public static var aliases: [String: Self] { [:] }

    /// The word someone who wrote `word` most likely meant: an alias first, then the closest
    /// spelling by edit distance, or nil when nothing is close.
    public static func suggestion(for word: String) -> Self? {
        if let alias = aliases[word.lowercased()] { return alias }
        guard let closest = Suggestion.closest(to: word, among: allCases.map(\.rawValue)) else { return nil }
        return Self(rawValue: closest)
    }

    /// The word spelled by `range` of `bytes`, compared in place without making a string.
    @inlinable
    public static func spelled(by bytes: [UInt8], in range: ByteRange) -> Self? {
        bytes.withUnsafeBufferPointer { buffer in
            let spelled = UnsafeBufferPointer(rebasing: buffer[range.start..<range.end])
            return allCases.first { $0.rawValue.hasUTF8(spelled) }
        }
    }
}

/// An operating system the app is deployed to.
public enum Platform: String, Vocabulary {
    case iOS, macOS, tvOS, watchOS, visionOS
    public static let vocabularyName = "platform"
}

/// How the app's top-level container lays out screens.
public enum NavigationStyle: String, Vocabulary {
    /// One NavigationStack (NavigationView with the stack style on older systems).
    case stack
    /// NavigationSplitView with a sidebar and a detail column.
    case split
    /// NavigationSplitView with sidebar, content and detail columns.
    case split3
    /// Legacy NavigationView with DoubleColumnNavigationViewStyle.
    case columns
    public static let vocabularyName = "navigation style"
}

/// Who performs navigation: closures given to views, or a router object views talk to.
public enum NavigationFlow: String, Vocabulary {
    case direct, indirect
    public static let vocabularyName = "navigation flow"
}

/// The navigation bar title display mode.
public enum TitleDisplayMode: String, Vocabulary {
    case large, inline, automatic
    public static let vocabularyName = "title display mode"
}

/// Whether a piece of navigation chrome shows.
public enum Visibility: String, Vocabulary {
    case hidden, visible
    public static let vocabularyName = "visibility"
}

/// The columns of a split navigation style.
public enum Column: String, Vocabulary {
    case sidebar, content, detail
    public static let vocabularyName = "column"
}

/// What a lint rule entry does to the codes it lists.
public enum LintRuleAction: String, Vocabulary {
    case disable, warning, error
    public static let vocabularyName = "lint rule action"
}

/// A transition between screens.
public enum EdgeKind: String, Vocabulary {
    case push, sheet, cover
    /// Presents a route in a popover (iPad and Mac; a sheet in compact width unless the route's
    /// `compactAdaptation` says otherwise).
    case popover
    case root, pop, popToRoot, dismiss
    /// Closes every presentation at once.
    case dismissAll
    /// Switches to a tab, closing presentations (`tab library`).
    case tab
    /// Closes the presented route (or the alert) and hands a value to the action that
    /// presented it (`return size`).
    case `return`
    /// Shows one of the route's alerts (`alert removeItem(id: id)`).
    case alert
    /// Shows one of the route's confirmation dialogs (`dialog addToCart`).
    case dialog
    /// Closes the presentation the route is in and performs the edge a guard deferred (the
    /// guarded edge whose else edge presented it); with nothing deferred, a dismiss.
    case `continue`
    public static let vocabularyName = "edge kind"

    /// What SwiftUI, UIKit and routers in other frameworks call these transitions.
    public static let aliases: [String: EdgeKind] = [
        "navigate": .push, "show": .push, "open": .push, "go": .push, "goto": .push, "link": .push,
        "present": .sheet, "modal": .sheet, "popup": .popover, "tooltip": .popover,
        "fullscreencover": .cover, "fullscreen": .cover, "presentfullscreen": .cover,
        "replace": .root, "setroot": .root, "switch": .root, "reset": .root,
        "back": .pop, "goback": .pop, "popview": .pop,
        "poptotop": .popToRoot, "home": .popToRoot, "popall": .popToRoot,
        "close": .dismiss, "hide": .dismiss, "done": .dismiss, "cancel": .dismiss,
        "closeall": .dismissAll, "dismissallpresentations": .dismissAll, "dismisstoroot": .dismissAll,
        "unwind": .dismissAll,
        "switchtab": .tab, "selecttab": .tab, "opentab": .tab, "gototab": .tab, "tabswitch": .tab,
        "finish": .return, "complete": .return, "result": .return, "returnvalue": .return,
        "confirm": .dialog, "confirmationdialog": .dialog, "actionsheet": .dialog, "showalert": .alert,
    ]

    /// Whether the edge names a route to show.
    public var takesTarget: Bool {
        switch self {
        case .push, .sheet, .cover, .popover, .root: true
        case .pop, .popToRoot, .dismiss, .dismissAll, .tab, .return, .alert, .dialog, .continue: false
        }
    }

    /// Whether the edge names one of the route's alerts or dialogs (`alert removeItem`).
    public var takesDialog: Bool { self == .alert || self == .dialog }

    /// Whether the edge takes a value (`return size`).
    public var takesValue: Bool { self == .return }

    /// Whether the edge names a tab (`tab library`) instead of a route.
    public var takesTab: Bool { self == .tab }

    /// Whether the edge presents its target (a sheet, a cover or a popover) rather than
    /// pushing it or making it a root.
    public var presents: Bool { self == .sheet || self == .cover || self == .popover }
}

/// Whether a route member shows an alert or a confirmation dialog.
public enum DialogStyle: String, Sendable, Hashable {
    case alert, dialog
}

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`, plus two shorthands).
public enum ToolbarPlacement: String, Vocabulary {
    case automatic, bottomBar, cancellationAction, confirmationAction, destructiveAction, navigation
    case navigationBarLeading, navigationBarTrailing, primaryAction, principal, status
    case topBarLeading, topBarTrailing, secondaryAction
    /// The platform's leading bar position (navigationBarLeading or topBarLeading).
    case leading
    /// The platform's trailing bar position (navigationBarTrailing or topBarTrailing).
    case trailing
    public static let vocabularyName = "toolbar placement"

    /// Positions described in words or in UIKit's terms, mapped to the placement that puts a
    /// button there.
    public static let aliases: [String: ToolbarPlacement] = [
        "topright": .topBarTrailing, "topleft": .topBarLeading, "topbarright": .topBarTrailing,
        "topbarleft": .topBarLeading, "navigationbarright": .navigationBarTrailing,
        "navigationbarleft": .navigationBarLeading, "rightbarbutton": .navigationBarTrailing,
        "leftbarbutton": .navigationBarLeading, "right": .trailing, "left": .leading,
        "bottom": .bottomBar, "toolbar": .bottomBar, "bottomright": .bottomBar, "bottomleft": .bottomBar,
        "center": .principal, "centre": .principal, "title": .principal, "middle": .principal,
        "cancel": .cancellationAction, "confirm": .confirmationAction, "done": .confirmationAction,
        "save": .confirmationAction, "delete": .destructiveAction, "destructive": .destructiveAction,
        "primary": .primaryAction, "secondary": .secondaryAction, "more": .secondaryAction,
        "overflow": .secondaryAction, "back": .navigation,
    ]
}

/// A button's semantic role.
public enum ButtonRole: String, Vocabulary {
    case destructive, cancel
    public static let vocabularyName = "button role"
}

/// The access level of the generated declarations (`access internal` in the header).
public enum AccessLevel: String, Vocabulary {
    case `public`, `internal`, `package`
    public static let vocabularyName = "access level"
}

/// A conformance of the route enum and the navigation state that the header can require
/// (`require Codable, Sendable`), so that losing it is an error rather than a warning.
public enum RouteConformance: String, Vocabulary {
    /// Needed to save and restore the navigation state.
    case codable = "Codable"
    /// Needed to pass routes and the state across concurrency domains.
    case sendable = "Sendable"
    public static let vocabularyName = "conformance"
}

/// How a tab app's TabView presents its tabs (`tabStyle sidebarAdaptable` in the header).
public enum TabStyle: String, Vocabulary {
    /// The platform's default: a tab bar on iPhone, a floating tab bar on iPad.
    case automatic
    /// A tab bar that the user can turn into a sidebar (iOS 18, macOS 15).
    case sidebarAdaptable
    /// A tab bar only, never a sidebar (iOS 18, macOS 15).
    case tabBarOnly
    public static let vocabularyName = "tab style"
}

/// An option of a route's `presentation { ... }` block: how the route looks and behaves when a
/// sheet, cover or popover presents it.
public enum PresentationOption: String, Vocabulary {
    /// `detents medium, large, fraction(0.3), height(200)`: the heights a sheet rests at.
    case detents
    /// `selectedDetent medium`: the detent the sheet opens at, kept in a binding.
    case selectedDetent
    /// `dragIndicator visible`: the grabber above a resizable sheet.
    case dragIndicator
    /// `interactiveDismiss disabled`: whether swiping down closes the sheet.
    case interactiveDismiss
    /// `sizing form`: the size of a sheet on iPad and Mac (iOS 18, macOS 15).
    case sizing
    /// `backgroundInteraction upThrough medium`: whether the view behind the sheet takes input.
    case backgroundInteraction
    /// `compactAdaptation sheet`: what a popover or sheet becomes in compact width.
    case compactAdaptation
    /// `container none`: whether navc wraps the presented route in a navigation stack.
    case container
    public static let vocabularyName = "presentation option"

    /// Words for these options from other frameworks and from SwiftUI's modifier names.
    public static let aliases: [String: PresentationOption] = [
        "detent": .detents, "presentationdetents": .detents, "heights": .detents,
        "selection": .selectedDetent, "initialdetent": .selectedDetent,
        "grabber": .dragIndicator, "presentationdragindicator": .dragIndicator, "handle": .dragIndicator,
        "interactivedismissdisabled": .interactiveDismiss, "swipetodismiss": .interactiveDismiss,
        "dismissible": .interactiveDismiss, "presentationsizing": .sizing, "size": .sizing,
        "presentationbackgroundinteraction": .backgroundInteraction,
        "presentationcompactadaptation": .compactAdaptation, "adaptation": .compactAdaptation,
        "fallback": .compactAdaptation, "stack": .container, "wrapper": .container,
        "navigationstack": .container,
    ]
}

/// A height a sheet rests at (SwiftUI's `PresentationDetent`).
public enum DetentKind: String, Vocabulary {
    /// About half the screen's height.
    case medium
    /// The full height.
    case large
    /// `fraction(0.3)`: a fraction of the full height, in (0, 1].
    case fraction
    /// `height(240)`: a fixed height in points.
    case height
    public static let vocabularyName = "detent"

    /// Whether the detent takes a number in parentheses.
    public var takesValue: Bool { self == .fraction || self == .height }
}

/// The drag indicator's visibility (SwiftUI's `Visibility`, with `automatic`).
public enum IndicatorVisibility: String, Vocabulary {
    case automatic, visible, hidden
    public static let vocabularyName = "drag indicator visibility"
    public static let aliases: [String: IndicatorVisibility] = [
        "shown": .visible, "show": .visible, "hide": .hidden,
    ]
}

/// Whether an interaction is allowed.
public enum Enablement: String, Vocabulary {
    case enabled, disabled
    public static let vocabularyName = "setting"
}

/// How a sheet is sized on iPad and Mac (SwiftUI's `PresentationSizing`).
public enum PresentationSizingStyle: String, Vocabulary {
    case automatic, form, page, fitted
    public static let vocabularyName = "presentation sizing"
}

/// Whether the view behind a sheet takes input (SwiftUI's `PresentationBackgroundInteraction`).
public enum BackgroundInteractionMode: String, Vocabulary {
    case automatic, enabled, disabled
    /// `upThrough medium`: enabled while the sheet rests at that detent or below.
    case upThrough
    public static let vocabularyName = "background interaction"
}

/// What a presentation becomes in compact width (SwiftUI's `PresentationAdaptation`).
public enum CompactAdaptation: String, Vocabulary {
    case automatic, none, popover, sheet
    /// A full-screen cover (`PresentationAdaptation.fullScreenCover`).
    case cover
    public static let vocabularyName = "compact adaptation"
    public static let aliases: [String: CompactAdaptation] = [
        "fullscreencover": .cover, "fullscreen": .cover, "default": .automatic,
    ]
}

/// What navc wraps a presented route in.
public enum PresentationContainer: String, Vocabulary {
    /// A navigation stack of its own (NavigationStack, or NavigationView before iOS 16): the
    /// default, so the route can push.
    case stack
    /// Nothing: the view brings its own container, or needs none.
    case none
    public static let vocabularyName = "presentation container"
}
