// expect: candidate requires that 'Screen' conform to 'Hashable'
// NavigationStack(path:) needs Data.Element: Hashable.
import SwiftUI

struct Screen {
    var title: String
}

struct NonHashablePath: View {
    @State private var path: [Screen] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
        }
    }
}
