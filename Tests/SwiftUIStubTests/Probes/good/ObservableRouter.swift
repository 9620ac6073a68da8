// The Observation-based router (iOS 17): an @Observable class held in @State, placed in the environment
// with environment(_:), read with @Environment(Type.self), and bound with @Bindable. `import SwiftUI`
// alone provides @Observable, because SwiftUI re-exports Observation.
import SwiftUI

enum Destination: Hashable, Codable {
    case profile(id: Int)
    case settings
}

@Observable
final class Router {
    var path: [Destination] = []
    var sheet: Destination?

    func open(_ destination: Destination) { path.append(destination) }
}

struct ObservableRoot: View {
    @State private var router = Router()

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            HomeScreen()
                .navigationDestination(for: Destination.self) { destination in
                    switch destination {
                    case .profile(let id): Text("Profile \(id)")
                    case .settings: SettingsScreen()
                    }
                }
                .navigationDestination(item: $router.sheet) { destination in
                    Text("Item destination \(String(describing: destination))")
                }
        }
        .environment(router)
    }
}

struct HomeScreen: View {
    @Environment(Router.self) private var router

    var body: some View {
        List {
            Button("Profile") { router.open(.profile(id: 7)) }
            Button("Settings") { router.open(.settings) }
        }
    }
}

struct SettingsScreen: View {
    @Environment(Router.self) private var router
    @Environment(Router.self) private var optionalRouter: Router?

    var body: some View {
        @Bindable var router = router
        Form {
            Section("Path") {
                Text("Depth \(router.path.count)")
                Text(optionalRouter == nil ? "none" : "some")
            }
        }
        .navigationDestination(isPresented: .constant(false)) {
            Text("Never")
        }
    }
}

struct BindableChild: View {
    @Bindable var router: Router

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Child")
        }
    }
}
