// expect: dynamic key path member lookup cannot refer to instance method 'dismiss()'
// presentationMode is a Binding<PresentationMode>; dismiss() is reached through wrappedValue.
import SwiftUI

struct Pop: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Button("Pop") {
            presentationMode.dismiss()
        }
    }
}
