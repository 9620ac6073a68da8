// expect: main actor-isolated property 'wrappedValue' can not be referenced from a nonisolated context
// StateObject.wrappedValue is @MainActor, so a nonisolated function cannot read it.
import SwiftUI

final class Model: ObservableObject {
    @Published var count = 0
}

nonisolated func count(of storage: StateObject<Model>) -> Int {
    storage.wrappedValue.count
}
