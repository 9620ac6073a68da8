// expect: main actor-isolated property 'body' can not be referenced from a nonisolated context
// View is @MainActor (iOS 18 SDK), so a view's body cannot be evaluated off the main actor.
import SwiftUI

struct Screen: View {
    var body: some View { Text("Screen") }
}

nonisolated func evaluate(_ screen: Screen) {
    _ = screen.body
}
