// expect: incorrect argument label in call (have 'paths:_:', expected 'path:_:')
// The label is path:, not paths:.
import SwiftUI

struct WrongLabel: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(paths: $path) {
            Text("Root")
        }
    }
}
