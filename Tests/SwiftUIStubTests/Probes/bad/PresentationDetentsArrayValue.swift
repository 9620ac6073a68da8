// expect: cannot convert value of type '[PresentationDetent]' to expected argument type 'Set<PresentationDetent>'
// presentationDetents takes a Set<PresentationDetent>: an array literal converts to a Set
// (good/PresentationDetails.swift), a value of type [PresentationDetent] does not.
import SwiftUI

struct ArrayDetents: View {
    @State private var isPresented = false
    let detents: [PresentationDetent] = [.medium, .large]

    var body: some View {
        Text("List")
            .sheet(isPresented: $isPresented) {
                Text("Filters").presentationDetents(detents)
            }
    }
}
