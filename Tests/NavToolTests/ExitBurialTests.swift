import Foundation
import Testing

@testable import NavTool

/// What `navc build` leaves for the process's exit to reclaim: only the executable's own run
/// skips freeing; a run in-process (a test, a tool embedding navc) frees as usual.
@Suite struct ExitBurialTests {
    /// A value whose freeing can be observed.
    private final class Tracked {}

    @Test func theExecutableBuriesAndAnInProcessRunFrees() {
        #expect(ToolIO.standard.exitsAfterCommand)
        var inProcess = ToolIO.standard
        inProcess.exitsAfterCommand = false
        weak var freed: Tracked?
        do {
            let value = Tracked()
            freed = value
            inProcess.buryUntilExit(value)
        }
        #expect(freed == nil, "an in-process run keeps nothing")
        weak var buried: Tracked?
        do {
            let value = Tracked()
            buried = value
            ToolIO.standard.buryUntilExit(value)
        }
        #expect(buried != nil, "the executable leaves the value to its exit")
    }
}
