// expect: type 'NavigationViewStyle' has no member 'doubleColumn'
// There is no .doubleColumn shorthand; only DoubleColumnNavigationViewStyle() exists.
import SwiftUI

struct Shorthand: View {
    var body: some View {
        NavigationView {
            Text("Primary")
            Text("Detail")
        }
        .navigationViewStyle(.doubleColumn)
    }
}
