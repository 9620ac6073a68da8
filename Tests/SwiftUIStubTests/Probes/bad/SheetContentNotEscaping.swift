// expect: passing non-escaping parameter 'content' to function expecting an '@escaping' closure
// sheet's content closure is @escaping (SwiftUI calls it later), so a non-escaping one is rejected.
import SwiftUI

func presenting<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    Text("Host")
        .sheet(isPresented: .constant(true), content: content)
}
