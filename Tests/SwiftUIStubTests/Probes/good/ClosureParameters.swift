// Closure parameters that are not @escaping in SwiftUI (container contents, NavigationStack's root,
// navigationDestination(isPresented:)'s destination) accept non-escaping closures, so generic wrappers
// can forward them; Button actions are @MainActor, so they may call main-actor code even when the button
// is built in a nonisolated function.
import SwiftUI

@MainActor
func recordTap() {}

func stack<Root: View>(@ViewBuilder _ root: () -> Root) -> some View {
    NavigationStack(root: root)
}

func column<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    VStack(alignment: .leading, content: content)
}

func pushed<Destination: View>(_ isPresented: Binding<Bool>, @ViewBuilder _ destination: () -> Destination)
    -> some View
{
    Text("Host").navigationDestination(isPresented: isPresented, destination: destination)
}

nonisolated func tapButton() -> some View {
    Button("Tap") { recordTap() }
}

struct UsesWrappers: View {
    @State private var pushes = false

    var body: some View {
        stack {
            column {
                Text("A")
                pushed($pushes) { Text("B") }
                tapButton()
            }
        }
    }
}
