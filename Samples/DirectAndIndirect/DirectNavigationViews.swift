// The views of DirectNavigation (field note 002, first approach). The app uses `flow direct`: the
// views know the navigation. Each one reads the generated `DirectNavigationRouter` from the
// environment, where `DirectNavigationNavigation` puts it, and calls one router method per action,
// just as the note's FirstView appends to `navigation.path` itself. Titles come from the generated
// code.

import SwiftUI

/// The first view: it pushes the second view, or presents it as a sheet.
struct FirstView: View {
    /// The router the generated container puts in the environment.
    @EnvironmentObject private var router: DirectNavigationRouter

    var body: some View {
        VStack(spacing: 16) {
            Button("Go next") {
                router.goNext()
            }
            Button("Present sheet") {
                router.presentSheet()
            }
        }
    }
}

/// The second view, shown both pushed and as a sheet.
struct SecondView: View {
    /// The router the generated container puts in the environment.
    @EnvironmentObject private var router: DirectNavigationRouter

    var body: some View {
        VStack(spacing: 16) {
            Text("Second view")
                .font(.title)
            // The router's `close` dismisses: it closes the sheet when the view is presented, and
            // pops the view when it was pushed.
            Button("Close") {
                router.close()
            }
        }
    }
}
