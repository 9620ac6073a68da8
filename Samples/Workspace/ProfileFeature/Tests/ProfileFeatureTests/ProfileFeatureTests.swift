import AppRoutes
import ProfileFeature
import Testing

@Suite struct ProfileFeatureTests {
    @Test func aSharedLinkOpensTheProfile() throws {
        let state = try #require(ProfileLinks.stateOpened(byLinkTo: "ada"))
        #expect(state.visibleRoutes == [ProfileLinks.route(for: "ada")])
    }
}
