// expect: no exact matches in call to instance method 'navigationTitle'
// navigationTitle takes Text, LocalizedStringKey, a StringProtocol value or Binding<String>, not Int.
import SwiftUI

struct IntTitle: View {
    let count = 3

    var body: some View {
        Text("Body")
            .navigationTitle(count)
    }
}
