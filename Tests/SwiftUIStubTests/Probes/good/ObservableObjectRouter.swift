// The field notes' "direct navigation": an ObservableObject router with a @Published path, owned by a
// @StateObject, injected with environmentObject and read with @EnvironmentObject.
import SwiftUI

public enum Page: Hashable {
    case firstView
    case secondView
}

public final class DirectNavigation: ObservableObject {
    @Published var path: [Page] = []
    @Published var presentedSheet: Page?

    func reset() {
        objectWillChange.send()
        path.removeAll()
    }
}

struct DirectNavigationBaseView: View {
    @StateObject var navigation = DirectNavigation()

    public var body: some View {
        NavigationStack(path: $navigation.path) {
            FirstView()
                .navigationDestination(for: Page.self) { page in
                    navigate(to: page)
                }
        }
        .environmentObject(navigation)
    }

    @ViewBuilder
    func navigate(to page: Page) -> some View {
        switch page {
        case .firstView: FirstView()
        case .secondView: SecondView(navigation: navigation)
        }
    }
}

struct FirstView: View {
    @EnvironmentObject var navigation: DirectNavigation
    @State private var shouldPresentSheet = false

    var body: some View {
        VStack {
            Button(
                action: { navigation.path.append(.secondView) },
                label: { Text("Go next") })
            Button(
                action: { shouldPresentSheet = true },
                label: { Text("Present sheet") })
            Toggle("Sheet", isOn: $shouldPresentSheet)
            Text("Depth \($navigation.path.wrappedValue.count)")
        }
        .sheet(isPresented: $shouldPresentSheet) {
            SecondView(navigation: navigation)
        }
    }
}

struct SecondView: View {
    @ObservedObject var navigation: DirectNavigation

    var body: some View {
        Button("Reset") { navigation.reset() }
            .navigationTitle("Second")
            .onChange(of: navigation.path) { oldPath, newPath in
                print(oldPath.count, newPath.count)
            }
    }
}

/// A router confined to the main actor, as Swift 6 code often declares it.
@MainActor
final class MainActorRouter: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ page: Page) { path.append(page) }
}

struct MainActorRouterRoot: View {
    @StateObject private var router = MainActorRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Push") { router.push(.firstView) }
                .navigationDestination(for: Page.self) { _ in Text("Pushed") }
        }
        .environmentObject(router)
    }
}
