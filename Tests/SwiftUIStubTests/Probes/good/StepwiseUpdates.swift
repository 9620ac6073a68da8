// Step-wise navigation updates, one state change at a time: onReceive with Combine's Just and with an
// object's @Published publisher, both onChange generations, DispatchQueue.main.asyncAfter with closures that
// touch main-actor state (the compiler treats closures given to `DispatchQueue.main.async`/`asyncAfter` as
// @MainActor in Swift 6, on Linux as on Apple's systems), and a main-actor Task that sleeps between steps.
import SwiftUI

enum Step: Hashable {
    case list
    case detail(id: Int)
}

final class StepRouter: ObservableObject {
    @Published var path: [Step] = []
    @Published var pending: [Step] = []
}

@MainActor
final class PresentationQueue {
    var presented: [Step] = []
    func present(_ step: Step) { presented.append(step) }
}

struct StepwiseRoot: View {
    @StateObject private var router = StepRouter()
    @State private var path: [Step] = []
    @State private var isSheetPresented = false
    @State private var isSecondSheetPresented = false
    let queue: PresentationQueue
    let deepLink: Step?

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationDestination(for: Step.self) { step in Text("\(String(describing: step))") }
        }
        .onReceive(Just(deepLink)) { step in
            if let step { path = [step] }
        }
        .onReceive(router.$pending) { steps in
            guard let first = steps.first else { return }
            path.append(first)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
                router.pending.removeFirst()
                queue.present(first)
            }
        }
        .onReceive(router.objectWillChange) { _ in
            queue.present(.list)
        }
        .onChange(of: isSheetPresented) { wasPresented, isPresented in
            if wasPresented && !isPresented {
                DispatchQueue.main.async {
                    isSecondSheetPresented = true
                }
            }
        }
        .onChange(of: path, initial: true) {
            queue.present(.list)
        }
        .onChange(of: path.count) { count in
            queue.present(.detail(id: count))
        }
        .sheet(isPresented: $isSheetPresented) {
            Text("First")
                .sheet(isPresented: $isSecondSheetPresented) { Text("Second") }
        }
    }

    /// Presents a sheet, then pushes one step per update.
    func present(then steps: [Step]) {
        isSheetPresented = true
        DispatchQueue.main.asyncAfter(
            deadline: .now() + .milliseconds(350),
            execute: {
                path.append(contentsOf: steps.prefix(1))
            })
        Task { @MainActor in
            for step in steps.dropFirst() {
                try? await Task.sleep(nanoseconds: 350_000_000)
                path.append(step)
                queue.present(step)
            }
        }
    }
}

/// A nonisolated helper may hand main-actor work to the main queue too.
nonisolated func presentLater(_ step: Step, on queue: PresentationQueue) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
        queue.present(step)
    }
}
