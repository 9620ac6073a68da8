import AppRoutes
import Foundation

/// Where the app starts: the state a launch URL opens, or the timeline.
public func initialState(openedBy url: URL?) -> WorkspaceNavigationState {
    url.flatMap(WorkspaceNavigationState.init(deepLink:)) ?? WorkspaceNavigationState()
}

#if canImport(SwiftUI)
    import SwiftUI

    /// The timeline, the app's root; it is the app's own view, next to the generated container.
    struct TimelineView: View {
        let openProfile: (String) -> Void
        let openSettings: () -> Void

        var body: some View {
            VStack(spacing: 12) {
                Button("@ada") { openProfile("ada") }
                Button("Settings", action: openSettings)
            }
        }
    }

    /// The app's root view: the generated container over a state the app owns.
    public struct AppRootView: View {
        @State private var state = WorkspaceNavigationState()

        public init() {}

        public var body: some View {
            WorkspaceNavigation(state: $state)
        }
    }
#endif
