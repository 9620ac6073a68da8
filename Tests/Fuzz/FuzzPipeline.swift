// A libFuzzer target for the stages after the parser: the checker, the linter, the planner and
// the generator.
//
// This file is not part of any SwiftPM target: `NAVC_FUZZ_TARGET=pipeline Tests/Fuzz/run.sh`
// compiles it with `swiftc -sanitize=fuzzer,address` together with the sources of every stage.
// Every input that parses without errors is checked and linted, and when the checker accepts it,
// planned and generated. Any crash or failed sanitizer check is a finding, and so is an accepted
// file whose plan is missing without an error to say why (`navc check` would accept a file that
// `navc build` cannot build).

import NavCodegen
import NavLint
import NavPlan
import NavSemantics
import NavSource
import NavSyntax

/// The libFuzzer entry point: runs the stages after the parser on `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "fuzz.nav", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let parsed = Parser.parse(source)
    guard !parsed.hasErrors else { return 0 }
    let checked = Checker.check(parsed.tree)
    _ = Linter.validateDirectives(checked.model)
    guard !checked.hasErrors else { return 0 }
    _ = Linter.lint(checked.model, configuration: LintConfiguration())
    let planned = PlanBuilder.build(
        checked.model, options: PlanOptions(sourcePath: "fuzz.nav", toolVersion: "fuzz"))
    guard let plan = planned.plan else {
        if !planned.diagnostics.contains(where: { $0.severity == .error }) {
            fatalError("Invariant violated: a checked file has no plan and no error that says why")
        }
        return 0
    }
    SwiftGenerator.generate(plan, chunkSize: 1 << 16) { _ in }
    return 0
}
