// Swift 6 isolation as the iOS 18 SDK declares it: views are @MainActor, so their helpers may call
// @MainActor APIs; Button actions are @MainActor closures; `task` runs with the view's isolation; the
// built-in views and modifiers are nonisolated, so a nonisolated helper can still build them.
import SwiftUI

@MainActor
final class Session {
    var path: [Int] = []
    func load() async {}
}

struct SessionView: View {
    let session: Session
    @Environment(\.dismiss) private var dismiss
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Load") {
                Task {
                    await session.load()
                    path = session.path
                    dismiss()
                }
            }
            .task(id: path.count) {
                await session.load()
            }
            .onChange(of: path) {
                dismiss()
            }
        }
    }
}

/// Built-in views and modifiers are nonisolated: they can be built off the main actor.
nonisolated func makeBadge(_ count: Int) -> some View {
    Text("\(count)")
        .padding(4)
        .background(Color.red)
        .opacity(count == 0 ? 0 : 1)
}

nonisolated func makeBinding() -> Binding<Bool> {
    Binding(get: { true }, set: { _ in })
}
