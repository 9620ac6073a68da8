// expect: requires that 'Tip' conform to 'Identifiable'
// popover(item:) needs an Identifiable item, like sheet(item:).
import SwiftUI

struct Tip: Hashable {
    let text: String
}

struct TipView: View {
    @State private var tip: Tip?

    var body: some View {
        Text("Tips")
            .popover(item: $tip) { tip in Text(tip.text) }
    }
}
