// expect: @Published is only available on properties of classes
// @Published works only in classes, as in Combine.
import SwiftUI

struct RouterState {
    @Published var path: [Int] = []
}
