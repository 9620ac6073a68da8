// expect: instance method 'environmentObject' requires that 'PlainRouter' conform to 'ObservableObject'
// environmentObject(_:) needs an ObservableObject.
import SwiftUI

final class PlainRouter {
    var path: [Int] = []
}

struct Injects: View {
    let router = PlainRouter()

    var body: some View {
        Text("Body")
            .environmentObject(router)
    }
}
