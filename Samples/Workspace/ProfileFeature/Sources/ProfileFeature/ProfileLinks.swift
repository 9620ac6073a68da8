import AppRoutes
import Foundation

/// What the profile feature shares without SwiftUI: the route of an account's profile, and the
/// link to it that a share button copies.
public enum ProfileLinks {
    /// The route that shows the profile of `handle`.
    public static func route(for handle: String) -> WorkspaceRoute {
        .profile(handle: handle)
    }

    /// The navigation state a shared link to `handle`'s profile opens, read back from the link.
    public static func stateOpened(byLinkTo handle: String) -> WorkspaceNavigationState? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = appLinkHost
        components.path = "/profiles/\(handle)"
        return components.url.flatMap(WorkspaceNavigationState.init(deepLink:))
    }
}
