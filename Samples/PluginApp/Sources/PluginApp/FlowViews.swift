// The views of the two Flow.nav files (Settings/Flow.nav and Onboarding/Flow.nav), which share a
// base name: the plugin generates Settings_Flow.swift and Onboarding_Flow.swift from them.

#if canImport(SwiftUI)
    import SwiftUI

    /// The first settings page.
    struct SettingsHomeView: View {
        /// Pushes the account page.
        let openAccount: () -> Void

        var body: some View {
            Button("Account", action: openAccount)
        }
    }

    /// The account settings.
    struct AccountView: View {
        /// Goes back to the settings.
        let back: () -> Void

        var body: some View {
            Button("Back", action: back)
        }
    }

    /// The first onboarding page.
    struct WelcomeView: View {
        /// Shows the permissions page.
        let next: () -> Void

        var body: some View {
            Button("Continue", action: next)
        }
    }

    /// The onboarding page that asks for permissions.
    struct PermissionsView: View {
        /// Goes back to the welcome page.
        let back: () -> Void

        var body: some View {
            Button("Back", action: back)
        }
    }
#endif
