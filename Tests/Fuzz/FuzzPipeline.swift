// A libFuzzer target for the stages after the parser: the checker, the linter, the planner and
// the generator.
//
// This file is not part of any SwiftPM target: `NAVC_FUZZ_TARGET=pipeline Tests/Fuzz/run.sh`
// compiles it with `swiftc -sanitize=fuzzer,address` together with the sources of every stage.
// Every input goes through `Pipeline.lint` as `navc lint` runs it (parse, check, plan, lint), and
// every one without errors is generated. Any crash or failed sanitizer check is a finding, and so is an accepted
// file whose plan is missing without an error to say why (`navc check` would accept a file that
// `navc build` cannot build), or whose plan differs when the model is given away to the planner
// as `navc build` gives it (`Pipeline.check(_:keepsModel: false)`). Every file that parses is
// also checked with its routes divided between two cores, as a large app's are (`RouteSplit`):
// its diagnostics, and the file generated when it has no errors, must be those of the undivided
// check, and without diagnostics the second core must resolve its half to the end.

import NavDriver
import NavPlan
import NavSemantics
import NavSource
import NavSyntax

/// The libFuzzer entry point: runs the stages after the parser on `size` bytes at `data`,
/// through the pipeline API the command-line tool and the plugin use.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "fuzz.nav", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    // Checks (planning included) and lints; the checker runs only on a file that parses.
    checkDivided(source)
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

/// Checks `source` with its routes divided before the middle one and undivided, and requires the
/// same diagnostics and, without errors, the same generated file.
private func checkDivided(_ source: SourceFile) {
    let parsed = Parser.parse(source)
    guard !parsed.hasErrors else { return }
    let whole = Checker.check(parsed.tree, routeSplit: .never)
    let routeCount = whole.model.routes.count
    guard routeCount > 1 else { return }
    let split = routeCount / 2
    let divided = Checker.check(parsed.tree, routeSplit: .before(split))
    if divided.diagnostics != whole.diagnostics {
        fatalError("Invariant violated: routes checked in two halves report other diagnostics")
    }
    // Without a diagnostic, the second half is resolved to the end on the other core.
    if whole.diagnostics.isEmpty && divided.routesResolvedOnSecondCore != split..<routeCount {
        fatalError("Invariant violated: a second half without diagnostics stopped")
    }
    guard !whole.hasErrors else { return }
    let options = PlanOptions(sourcePath: source.path, toolVersion: "fuzz")
    let files = [whole, divided].map { checked -> [UInt8] in
        var bytes: [UInt8] = []
        if let plan = PlanBuilder.build(checked.model, options: options).plan {
            Pipeline.generate(plan) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }
    if files[0] != files[1] {
        fatalError("Invariant violated: routes checked in two halves generate another file")
    }
}
