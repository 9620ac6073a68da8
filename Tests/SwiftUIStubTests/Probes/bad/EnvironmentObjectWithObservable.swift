// expect: generic struct 'EnvironmentObject' requires that 'Router' conform to 'ObservableObject'
// A migration mistake: an @Observable class is read with @Environment(Router.self), not @EnvironmentObject.
import SwiftUI

@Observable
final class Router {
    var path: [Int] = []
}

struct Reader: View {
    @EnvironmentObject var router: Router

    var body: some View {
        Text("\(router.path.count)")
    }
}
