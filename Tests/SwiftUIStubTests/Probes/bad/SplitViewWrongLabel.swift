// expect: incorrect argument label in call (have '_:main:', expected 'sidebar:detail:')
// NavigationSplitView's trailing closures are labelled sidebar/content/detail.
import SwiftUI

struct WrongSplit: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar")
        } main: {
            Text("Main")
        }
    }
}
