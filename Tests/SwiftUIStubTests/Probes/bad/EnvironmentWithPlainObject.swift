// expect: instance method 'environment' requires that 'PlainStore' conform to 'Observable'
// environment(_:) with one argument places an @Observable object; a plain class is rejected.
import SwiftUI

final class PlainStore {
    var path: [Int] = []
}

struct Injector: View {
    let store = PlainStore()

    var body: some View {
        Text("Body")
            .environment(store)
    }
}
