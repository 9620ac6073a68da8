// Type erasure in navigation code: a function returning AnyView from a `switch` (field notes:
// getDestination), and an `any View` existential opened into AnyView (field notes: page.destination).
import SwiftUI

enum AppState {
    case firstView, thirdView
}

enum AnyRoute: Hashable {
    case first
    case second(data: String)
}

func getDestination(for route: AnyRoute, path: Binding<[AnyRoute]>, appState: Binding<AppState>) -> AnyView {
    switch route {
    case .first:
        return AnyView(Text("First \(path.wrappedValue.count)"))
    case .second(let data):
        return AnyView(
            VStack {
                Text(data)
                Button("Make third page root") {
                    path.wrappedValue.removeLast(path.wrappedValue.count)
                    appState.wrappedValue = .thirdView
                }
            })
    }
}

extension AnyRoute {
    var destination: any View {
        switch self {
        case .first: return Text("First")
        case .second(let data): return Text(data)
        }
    }
}

struct ErasedRoot: View {
    @State private var path: [AnyRoute] = []
    @State private var appState: AppState = .firstView

    var body: some View {
        NavigationStack(path: $path) {
            Button("Push") { path.append(.second(data: "x")) }
                .navigationDestination(for: AnyRoute.self) { route in
                    getDestination(for: route, path: $path, appState: $appState)
                }
        }
    }

    func erased(_ route: AnyRoute) -> AnyView {
        AnyView(route.destination)
    }

    func erasedExplicitly(_ route: AnyRoute) -> some View {
        AnyView(erasing: Text("\(String(describing: route))"))
    }
}
