import App
import AppRoutes
import Foundation
import Testing

@Suite struct AppTests {
    @Test func aLaunchLinkOpensAFeatureScreen() {
        let state = initialState(openedBy: URL(string: "https://example.com/profiles/ada/followers"))
        #expect(state.visibleRoutes == [.followers(handle: "ada")])
        #expect(initialState(openedBy: nil).visibleRoutes == [.timeline])
    }
}
