// The app entry point that generated code may emit: an App with a WindowGroup scene around the root
// navigation view, and a preview provider.
import SwiftUI

@main
struct NavigationApp: App {
    @StateObject private var model = AppModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Text("Root")
            }
            .environmentObject(model)
        }
    }
}

final class AppModel: ObservableObject {
    @Published var path: [String] = []
}

struct RootPreviews: PreviewProvider {
    static var previews: some View {
        NavigationStack { Text("Preview") }
    }
}
