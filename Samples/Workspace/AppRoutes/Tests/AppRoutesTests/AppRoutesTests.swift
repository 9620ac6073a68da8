import AppRoutes
import Foundation
import Testing

/// The model the plugin generates from the three files of the graph, used from another module
/// (so every member used here is public) on any platform.
@Suite struct AppRoutesTests {
    @Test func deepLinksOpenRoutesOfEveryFile() throws {
        let profile = try #require(
            WorkspaceNavigationState(deepLink: URL(string: "https://example.com/profiles/ada")!))
        #expect(profile.visibleRoutes.first == .profile(handle: "ada"))
        let followers = try #require(
            WorkspaceNavigationState(deepLink: URL(string: "https://example.com/profiles/ada/followers")!))
        #expect(followers.visibleRoutes.first == .followers(handle: "ada"))
        let settings = try #require(
            WorkspaceNavigationState(deepLink: URL(string: "https://example.com/settings")!))
        #expect(settings.visibleRoutes.first == .settings)
    }

    @Test func theStateRoundTripsThroughJSON() throws {
        var state = WorkspaceNavigationState()
        state.push(.profile(handle: "ada"))
        state.present(.settings, as: .sheet)
        state.push(.about)
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(WorkspaceNavigationState.self, from: data) == state)
        state.dismiss()
        state.dismiss()
        #expect(state.visibleRoutes.first == .profile(handle: "ada"))
    }
}
