// expect: 'frame()' is deprecated: Please pass one or more parameters.
// frame() is deprecated on every platform, so -warnings-as-errors rejects it.
import SwiftUI

struct EmptyFrame: View {
    var body: some View {
        Text("Body")
            .frame()
    }
}
