// expect: requires that 'PresentationDetent' conform to 'PresentationSizing'
// presentationSizing takes a PresentationSizing (.automatic, .form, .page, .fitted), not a detent.
import SwiftUI

struct Sized: View {
    @State private var isPresented = false

    var body: some View {
        Text("List")
            .sheet(isPresented: $isPresented) {
                Text("Form").presentationSizing(PresentationDetent.large)
            }
    }
}
