// Tests of the two flows whose .nav files share the base name Flow.nav, and of the package's
// .navc.json: the generated declarations are public, so this test target sees them through a
// plain import.

import PluginApp
import Testing

@Suite("Flows with one file name")
struct FlowNavigationTests {
    @Test("Settings/Flow.nav and Onboarding/Flow.nav both generate their navigation")
    func bothFlowsAreGenerated() {
        var settings = SettingsNavigationState()
        settings.push(.account)
        #expect(settings.stack.path == [.account])
        var onboarding = OnboardingNavigationState()
        onboarding.push(.permissions)
        #expect(onboarding.stack.path == [.permissions])
    }
}
