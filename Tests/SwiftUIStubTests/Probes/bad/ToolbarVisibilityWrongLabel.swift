// expect: incorrect argument label in call (have '_:in:', expected '_:for:')
// toolbar(_:for:) labels its bars for:.
import SwiftUI

struct HiddenBar: View {
    var body: some View {
        Text("Body")
            .toolbar(.hidden, in: .navigationBar)
    }
}
