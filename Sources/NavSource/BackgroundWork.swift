import Dispatch

/// A value computed on a background thread: the work starts when the value is made, and
/// ``take()`` waits for it. The stages run independent work on another core with it (the
/// planner plans edges and deep links while it plans routes; generation renders parts while
/// it writes earlier ones).
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    /// Written once by the background thread before it signals ``ready``, and read only by
    /// ``take()`` after waiting for that signal, so the two threads never touch it at once.
    private var value: Value?
    private let ready = DispatchSemaphore(value: 0)

    /// Starts `work` on a background thread.
    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            value = work()
            ready.signal()
        }
    }

    /// Waits until the work is done and returns its value, releasing the work's hold on it.
    /// Call it once.
    public func take() -> Value {
        ready.wait()
        defer { value = nil }
        return value!
    }
}

extension BackgroundWork where Value == Void {
    /// Frees `value` on a background thread: a large model, say, that the caller is done with
    /// while it goes on to work that does not need it, so that the freeing (a walk over every
    /// object the value holds) is not on the caller's way.
    ///
    /// With `thenReturnFreedMemory`, the memory freed is then given back to the system
    /// (``FreedMemory/returnToSystem()``), which is worth its walk over the heap only after a
    /// large value: the threads that go on allocating use memory of their own, and could not
    /// reuse what the value held.
    public static func release<Released: Sendable>(
        _ value: consuming Released, thenReturnFreedMemory: Bool = false
    ) {
        let released = Handoff(value)
        DispatchQueue.global(qos: .utility).async {
            _ = released.take()
            if thenReturnFreedMemory { FreedMemory.returnToSystem() }
        }
    }
}

/// A value that one thread hands to another to use up: ``take()`` moves it out of the handoff,
/// so that the taker holds the only copy it was given and releases it as soon as it is done
/// with it, rather than when the closure that captured it is destroyed.
public final class Handoff<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    /// A handoff of `value`.
    public init(_ value: consuming Value) {
        self.value = value
    }

    /// Moves the value out. It is taken once, by one thread; a second call stops the program.
    public func take() -> Value {
        guard let taken = value.take() else { preconditionFailure("a handoff's value is taken once") }
        return taken
    }
}
