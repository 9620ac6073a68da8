// expect: generic struct 'StateObject' requires that 'PlainModel' conform to 'ObservableObject'
// @StateObject needs an ObservableObject.
import SwiftUI

final class PlainModel {
    var path: [Int] = []
}

struct Owner: View {
    @StateObject private var model = PlainModel()

    var body: some View {
        Text("Body")
    }
}
