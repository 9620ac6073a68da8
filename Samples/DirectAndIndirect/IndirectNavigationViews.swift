// The views of IndirectNavigation (field note 002, second approach). The app uses `flow indirect`:
// the views know nothing about the navigation. Each one receives one closure per action, like the
// note's goNextAction and presentSheetAction, and the generated `IndirectNavigationNavigation`
// decides where they lead. Titles come from the generated code.

import SwiftUI

/// The first view: it offers to go to the second view, pushed or presented.
struct FirstView: View {
    /// Pushes the second view.
    let goNext: () -> Void
    /// Presents the second view as a sheet.
    let presentSheet: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Button("Go next", action: goNext)
            Button("Present sheet", action: presentSheet)
        }
    }
}

/// The second view, shown both pushed and as a sheet.
struct SecondView: View {
    /// Closes the sheet when the view is presented, and pops the view when it was pushed.
    let close: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Second view")
                .font(.title)
            Button("Close", action: close)
        }
    }
}
