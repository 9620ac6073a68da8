// A libFuzzer target for the stages after the parser: the checker, the linter, the planner and
// the generator.
//
// This file is not part of any SwiftPM target: `NAVC_FUZZ_TARGET=pipeline Tests/Fuzz/run.sh`
// compiles it with `swiftc -sanitize=fuzzer,address` together with the sources of every stage.
// Every input goes through `Pipeline.lint` as `navc lint` runs it (parse, check, plan, lint), and
// every one without errors is generated. Any crash or failed sanitizer check is a finding, and so is an accepted
// file whose plan is missing without an error to say why (`navc check` would accept a file that
// `navc build` cannot build), or whose plan differs when the model is given away to the planner
// as `navc build` gives it (`Pipeline.check(_:keepsModel: false)`).

import NavDriver
import NavSource

/// The libFuzzer entry point: runs the stages after the parser on `size` bytes at `data`,
/// through the pipeline API the command-line tool and the plugin use.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "fuzz.nav", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    // Checks (planning included) and lints; the checker runs only on a file that parses.
    let result = Pipeline.lint(source)
    guard !result.hasErrors else { return 0 }
    guard let plan = result.plan else {
        fatalError("Invariant violated: a checked file has no plan and no error that says why")
    }
    var kept: [UInt8] = []
    Pipeline.generate(plan) { kept.append(contentsOf: $0) }
    guard let givenAway = Pipeline.check(source, keepsModel: false).plan else {
        fatalError("Invariant violated: a model given away to the planner is not planned")
    }
    var built: [UInt8] = []
    Pipeline.generate(givenAway) { built.append(contentsOf: $0) }
    if built != kept {
        fatalError("Invariant violated: a model given away to the planner plans another file")
    }
    return 0
}
