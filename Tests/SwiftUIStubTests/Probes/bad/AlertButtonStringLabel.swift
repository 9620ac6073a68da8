// expect: cannot convert value of type 'String' to expected argument type 'Text'
// The iOS 13/14 Alert.Button factories take a Text label, not a String.
import SwiftUI

struct LegacyAlert: View {
    @State private var isPresented = false

    var body: some View {
        Text("Notes")
            .alert(isPresented: $isPresented) {
                Alert(title: Text("Saved"), dismissButton: .default("OK"))
            }
    }
}
