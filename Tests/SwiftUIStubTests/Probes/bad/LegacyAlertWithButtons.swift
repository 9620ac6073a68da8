// expect: cannot convert value of type 'Button<Text>' to closure result type 'Alert'
// The two alert generations do not mix: alert(isPresented:content:) must return an Alert, not the iOS 15
// Buttons (which go to alert(_:isPresented:actions:), with a title).
import SwiftUI

struct MixedAlert: View {
    @State private var isPresented = false

    var body: some View {
        Text("Notes")
            .alert(isPresented: $isPresented) {
                Button("OK") {}
            }
    }
}
