import Dispatch

/// Mutual exclusion for the little state that threads share (a line table built on first use,
/// the standard streams' failures): ``withLock(_:)`` runs one body at a time.
///
/// It stands in for Foundation's `NSLock`, which navc does without so that it starts without
/// loading Foundation's internationalization libraries (see `ARCHITECTURE.md`), and for
/// `Synchronization.Mutex`, which needs macOS 15.
public final class SerialLock: Sendable {
    private let queue = DispatchQueue(label: "navc.serial-lock")

    public init() {}

    /// Runs `body` while no other thread runs a body under this lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try queue.sync(execute: body)
    }
}
