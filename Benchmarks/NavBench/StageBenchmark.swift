import Foundation
import NavCodegen
import NavPlan
import NavSemantics
import NavSource
import NavSwift
import NavSyntax

/// `navc-bench stages`: times each stage of `navc build` on one file, in one process, so
/// that the share of each is known: lex and parse, check, plan, translate (the plan into the
/// structured Swift representation), render (the representation into text, written into a
/// sink that keeps nothing), and freeing the representation.
///
/// Each stage runs `iterations` times on the product of the stage before it, made once and
/// untimed. Translation and rendering work on the whole file's representation at once here,
/// while `navc build` translates, renders and frees it part by part; the sum is the same work.
func runStages(_ arguments: [String]) throws -> Int32 {
    let options = try benchOptions(arguments, mode: "stages")
    guard let data = FileManager.default.contents(atPath: options.path) else {
        printError("error: cannot read \(options.path)")
        return 1
    }
    let source = SourceFile(path: options.path, bytes: [UInt8](data))
    let parsed = Parser.parse(source)
    let planned = checkAndPlan(parsed)
    guard let plan = planned.plan else {
        printError("error: \(options.path) has errors:")
        printError(describe(planned.diagnostics, in: source))
        return 1
    }
    let file = SwiftGenerator.file(for: plan)
    var outputCount = 0
    SwiftRenderer.render(file) { outputCount += $0.count }

    let iterations = options.iterations
    let inputCount = source.bytes.count
    var rows: [(stage: String, measurement: Measurement)] = [
        ("parse", Measurement.run(iterations: iterations, byteCount: inputCount) { Parser.parse(source) }),
        (
            "check",
            Measurement.run(iterations: iterations, byteCount: inputCount) { Checker.check(parsed.tree) }
        ),
        (
            "plan",
            Measurement.run(iterations: iterations, byteCount: inputCount) {
                PlanBuilder.build(
                    planned.model, options: PlanOptions(sourcePath: options.path, toolVersion: "bench"))
            }
        ),
        (
            "translate",
            Measurement.run(iterations: iterations, byteCount: outputCount) { SwiftGenerator.file(for: plan) }
        ),
        (
            "render",
            Measurement.run(iterations: iterations, byteCount: outputCount) {
                var count = 0
                SwiftRenderer.render(file) { count += $0.count }
                return count
            }
        ),
    ]
    rows.append(
        ("free", freeing(iterations: iterations, byteCount: outputCount) { SwiftGenerator.file(for: plan) }))

    if options.machineReadable {
        var fields = [
            "mode=stages", "bytes=\(inputCount)", "output_bytes=\(outputCount)", "iterations=\(iterations)",
        ]
        for row in rows {
            fields.append("\(row.stage)_median_ns=\(row.measurement.median.nanoseconds)")
            fields.append("\(row.stage)_cpu_median_ns=\(row.measurement.cpuMedian.nanoseconds)")
        }
        print(fields.joined(separator: " "))
    } else {
        print(
            "Stages of navc build on \(options.path): \(inputCount) bytes in, \(outputCount) bytes of Swift out"
        )
        print("  \(iterations) runs each; MB/s of input for parse, check and plan, of output for the rest")
        for row in rows {
            let median = row.measurement.median
            print(
                "  \(row.stage.padding(toLength: 10, withPad: " ", startingAt: 0)) median \(median.millisecondsText) ms"
                    + " (\(formatDecimal(row.measurement.megabytesPerSecond(median), places: 1)) MB/s),"
                    + " CPU \(row.measurement.cpuMedian.millisecondsText) ms")
        }
    }
    return 0
}

/// Times dropping what `make` builds, `iterations` times (the building is not timed).
private func freeing<Result>(iterations: Int, byteCount: Int, _ make: () -> Result) -> Measurement {
    var samples: [Duration] = []
    var cpuSamples: [Duration] = []
    for _ in 0..<iterations {
        var value: Result? = make()
        let measurement = Measurement.run(iterations: 1, byteCount: byteCount) { value = nil }
        withExtendedLifetime(value) {}
        samples += measurement.samples
        cpuSamples += measurement.cpuSamples
    }
    return Measurement(samples: samples, cpuSamples: cpuSamples, byteCount: byteCount)
}

/// Checks and plans a parsed file as `navc build` does: the model, the plan (nil when the file
/// has errors) and every diagnostic from parsing on.
func checkAndPlan(_ parsed: ParseResult) -> (
    model: SemanticModel, plan: NavigationPlan?, diagnostics: [Diagnostic]
) {
    let checked = Checker.check(parsed.tree)
    let planned = PlanBuilder.build(
        checked.model, options: PlanOptions(sourcePath: parsed.tree.source.path, toolVersion: "bench"))
    let diagnostics = parsed.diagnostics + checked.diagnostics + planned.diagnostics
    let hasErrors = diagnostics.contains { $0.severity == .error }
    return (checked.model, hasErrors ? nil : planned.plan, diagnostics)
}
