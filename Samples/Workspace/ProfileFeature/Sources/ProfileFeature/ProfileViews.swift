#if canImport(SwiftUI)
    import SwiftUI

    /// An account's profile. Its navigation comes in as closures, one per action of its route.
    public struct ProfileView: View {
        let handle: String
        let showFollowers: () -> Void

        /// Creates the view for the route `profile(handle:)`.
        public init(handle: String, showFollowers: @escaping () -> Void) {
            self.handle = handle
            self.showFollowers = showFollowers
        }

        public var body: some View {
            VStack(spacing: 12) {
                Text("@\(handle)").font(.title)
                Button("Followers", action: showFollowers)
            }
        }
    }

    /// The followers of an account; each opens that follower's profile.
    public struct FollowersView: View {
        let handle: String
        let openProfile: (String) -> Void

        /// Creates the view for the route `followers(handle:)`.
        public init(handle: String, openProfile: @escaping (String) -> Void) {
            self.handle = handle
            self.openProfile = openProfile
        }

        public var body: some View {
            List(["grace", "alan"], id: \.self) { follower in
                Button("@\(follower)") { openProfile(follower) }
            }
        }
    }
#endif
