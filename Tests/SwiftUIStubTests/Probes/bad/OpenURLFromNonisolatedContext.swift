// expect: call to main actor-isolated instance method 'callAsFunction' in a synchronous nonisolated context
// OpenURLAction is @MainActor, so calling it off the main actor fails (a warning made an error in Swift 5).
import SwiftUI

nonisolated func open(_ url: URL, with openURL: OpenURLAction) {
    openURL(url)
}
