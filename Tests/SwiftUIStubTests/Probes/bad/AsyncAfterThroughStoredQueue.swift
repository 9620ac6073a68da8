// expect: call to main actor-isolated instance method 'present' in a synchronous nonisolated context
// Only a closure passed to `DispatchQueue.main.async`/`asyncAfter` spelled out is treated as @MainActor;
// through a stored queue it is a plain @Sendable closure, which may not call main-actor methods
// (good/StepwiseUpdates.swift spells it out).
import SwiftUI

@MainActor
final class Presenter {
    func present(_ id: Int) {}
}

nonisolated func presentLater(_ id: Int, with presenter: Presenter) {
    let queue = DispatchQueue.main
    queue.asyncAfter(deadline: .now() + 0.35) {
        presenter.present(id)
    }
}
