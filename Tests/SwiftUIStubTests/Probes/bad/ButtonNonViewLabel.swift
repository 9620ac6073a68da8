// expect: this expression does not conform to 'View'
// A button label must be a view (iOS 18 SDK diagnostic via ViewBuilder.buildExpression(_: Any)).
import SwiftUI

struct NonViewLabel: View {
    var body: some View {
        Button(action: {}) {
            42
        }
    }
}
