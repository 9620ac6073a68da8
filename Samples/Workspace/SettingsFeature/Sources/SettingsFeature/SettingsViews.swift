import AppRoutes

/// The version the About screen shows.
public let settingsFeatureVersion = "1.0"

#if canImport(SwiftUI)
    import SwiftUI

    /// The settings sheet.
    public struct SettingsView: View {
        let showAbout: () -> Void
        let close: () -> Void

        /// Creates the view for the route `settings`.
        public init(showAbout: @escaping () -> Void, close: @escaping () -> Void) {
            self.showAbout = showAbout
            self.close = close
        }

        public var body: some View {
            VStack(spacing: 12) {
                Button("About", action: showAbout)
                Button("Close", action: close)
            }
        }
    }

    /// The About screen, pushed inside the settings sheet.
    public struct AboutView: View {
        /// Creates the view for the route `about`.
        public init() {}

        public var body: some View {
            Text("Version \(settingsFeatureVersion)")
        }
    }
#endif
