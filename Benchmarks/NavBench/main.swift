// The navc-bench command: generates synthetic `.nav` files and measures how fast the lexer and
// the parser get through them. `Benchmarks/run.sh` drives it; see `Benchmarks/README.md`.

import Foundation
import NavSource
import NavSyntax

/// The command's usage text.
let usage = """
    usage: navc-bench generate --routes N [--seed S] [--output FILE]
           navc-bench generate --routes N --style codegen [--tabs T] [--model-types M] [--seed S]
                               [--output FILE] [--views-output FILE]
           navc-bench generate --routes N --style shape --shape NAME [--output FILE]
           navc-bench parse FILE [--iterations K] [--allow-diagnostics] [--machine]
           navc-bench lex FILE [--iterations K] [--allow-diagnostics] [--machine]
           navc-bench stages FILE [--iterations K] [--machine]

    generate  Prints a deterministic, valid .nav file with N routes (default seed 1). The file is
              parsed (and, for the codegen and shape styles, checked) before it is printed; any
              diagnostic (any error, for those styles) is a generator bug and exits 1.
              --style syntax (the default) exercises every syntax form for the parser; --style
              codegen writes an app that `navc check` accepts, with standard parameter types
              only, for Benchmarks/scale.sh; --views-output then also writes stand-in SwiftUI
              views matching the generated code; --tabs T makes it a tab app of T tabs (at
              most 10) with covers, tab switches and dismissAll edges as well; --model-types M
              declares M model types (`type Item3.ID`) that parameters use too; --style shape
              writes an app that grows along one dimension only, N long, for
              Benchmarks/shapes.sh: chain, guarded-chain, sheets, hub, actions, alerts,
              parameters, wide, forward, query or former (see ShapeGenerator.swift).
    parse     Reads FILE into memory once, then runs Parser.parse (lexing included) K times
              (default 10) and prints the best and median wall time and throughput.
    lex       The same for Lexer.tokenize alone.
    stages    Times each stage of navc build on FILE (which must check without errors): parse,
              check, plan, translate, render and freeing the Swift representation.

    A file that produces diagnostics exits 1 unless --allow-diagnostics is given. --machine
    prints one line of key=value pairs for scripts.
    """

/// A command-line mistake: the message is printed with the usage text, and the exit code is 2.
struct UsageError: Error {
    let message: String
}

/// The options of the `parse` and `lex` modes.
struct BenchOptions {
    var path = ""
    var iterations = 10
    var allowsDiagnostics = false
    var machineReadable = false
}

/// Prints `message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Returns the value after option `name`, advancing `index` past it.
func optionValue(_ arguments: [String], _ index: inout Int, _ name: String) throws -> String {
    index += 1
    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
    return arguments[index]
}

/// Parses `value` as an integer of at least `minimum` for option `name`.
func integer(_ value: String, for name: String, minimum: Int) throws -> Int {
    guard let number = Int(value), number >= minimum else {
        throw UsageError(message: "\(name) must be an integer of at least \(minimum), not '\(value)'")
    }
    return number
}

/// `navc-bench generate`: prints (or writes) a verified synthetic file.
func runGenerate(_ arguments: [String]) throws -> Int32 {
    var routeCount: Int?
    var seed: UInt64 = 1
    var outputPath: String?
    var viewsPath: String?
    var style = "syntax"
    var tabCount = 0
    var modelTypeCount = 0
    var shape: ShapeGenerator.Shape?
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--routes":
            routeCount = try integer(optionValue(arguments, &index, argument), for: argument, minimum: 1)
        case "--seed":
            let value = try optionValue(arguments, &index, argument)
            guard let parsed = UInt64(value) else {
                throw UsageError(message: "--seed must be a non-negative integer")
            }
            seed = parsed
        case "--output":
            outputPath = try optionValue(arguments, &index, argument)
        case "--tabs":
            tabCount = try integer(optionValue(arguments, &index, argument), for: argument, minimum: 0)
            guard tabCount <= 10 else { throw UsageError(message: "--tabs must be at most 10") }
        case "--model-types":
            modelTypeCount = try integer(optionValue(arguments, &index, argument), for: argument, minimum: 0)
        case "--views-output":
            viewsPath = try optionValue(arguments, &index, argument)
        case "--style":
            style = try optionValue(arguments, &index, argument)
            guard ["syntax", "codegen", "shape"].contains(style) else {
                throw UsageError(message: "--style must be syntax, codegen or shape, not '\(style)'")
            }
        case "--shape":
            let name = try optionValue(arguments, &index, argument)
            guard let named = ShapeGenerator.Shape(rawValue: name) else {
                let names = ShapeGenerator.Shape.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "--shape must be one of \(names), not '\(name)'")
            }
            shape = named
        default:
            throw UsageError(message: "unknown argument '\(argument)' for generate")
        }
        index += 1
    }
    guard let routeCount else { throw UsageError(message: "generate needs --routes N") }

    if viewsPath != nil && style != "codegen" {
        throw UsageError(message: "--views-output needs --style codegen")
    }
    if tabCount > 0 && style != "codegen" {
        throw UsageError(message: "--tabs needs --style codegen")
    }
    if modelTypeCount > 0 && style != "codegen" {
        throw UsageError(message: "--model-types needs --style codegen")
    }
    if (style == "shape") != (shape != nil) {
        throw UsageError(message: "--style shape and --shape go together")
    }
    let bytes: [UInt8]
    var views: String?
    if let shape {
        bytes = Array(ShapeGenerator(shape: shape, size: routeCount).generate().utf8)
    } else if style == "codegen" {
        var generator = CodegenGenerator(
            routeCount: routeCount, seed: seed, tabCount: min(tabCount, routeCount),
            modelTypeCount: modelTypeCount)
        bytes = Array(generator.generate().utf8)
        views = generator.viewsSource()
    } else {
        var generator = Generator(routeCount: routeCount, seed: seed)
        bytes = Array(generator.generate().utf8)
    }

    // Every generated file must be valid: a diagnostic here is a bug in the generator.
    let source = SourceFile(path: "<generated --routes \(routeCount) --seed \(seed)>", bytes: bytes)
    let result = Parser.parse(source)
    guard result.diagnostics.isEmpty else {
        printError("error: the generated file has \(result.diagnostics.count) diagnostics:")
        printError(describe(result.diagnostics, in: source))
        return 1
    }
    // An app meant for `navc build` (the codegen and shape styles) must also check and plan
    // without errors; warnings are allowed.
    if style != "syntax" {
        let errors = checkAndPlan(result).diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            printError("error: the generated app has \(errors.count) errors:")
            printError(describe(errors, in: source))
            return 1
        }
    }

    if let viewsPath, let views {
        guard FileManager.default.createFile(atPath: viewsPath, contents: Data(views.utf8)) else {
            printError("error: cannot write \(viewsPath)")
            return 1
        }
    }
    if let outputPath {
        guard FileManager.default.createFile(atPath: outputPath, contents: Data(bytes)) else {
            printError("error: cannot write \(outputPath)")
            return 1
        }
    } else {
        FileHandle.standardOutput.write(Data(bytes))
    }
    return 0
}

/// Parses the options shared by `parse` and `lex`.
func benchOptions(_ arguments: [String], mode: String) throws -> BenchOptions {
    var options = BenchOptions()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--iterations":
            options.iterations = try integer(
                optionValue(arguments, &index, argument), for: argument, minimum: 1)
        case "--allow-diagnostics":
            options.allowsDiagnostics = true
        case "--machine":
            options.machineReadable = true
        default:
            guard !argument.hasPrefix("-"), options.path.isEmpty else {
                throw UsageError(message: "unexpected argument '\(argument)' for \(mode)")
            }
            options.path = argument
        }
        index += 1
    }
    guard !options.path.isEmpty else { throw UsageError(message: "\(mode) needs a FILE") }
    return options
}

/// `navc-bench parse` and `navc-bench lex`: times the lexer, or the lexer and the parser.
func runBench(_ arguments: [String], lexOnly: Bool) throws -> Int32 {
    let mode = lexOnly ? "lex" : "parse"
    let options = try benchOptions(arguments, mode: mode)
    guard let data = FileManager.default.contents(atPath: options.path) else {
        printError("error: cannot read \(options.path)")
        return 1
    }
    let source = SourceFile(path: options.path, bytes: [UInt8](data))

    // One untimed run checks the file and warms the caches and the allocator.
    let diagnostics: [Diagnostic]
    let tokenCount: Int
    if lexOnly {
        let lexed = Lexer.tokenize(source)
        diagnostics = lexed.diagnostics
        tokenCount = lexed.tokens.count
    } else {
        let parsed = Parser.parse(source)
        diagnostics = parsed.diagnostics
        tokenCount = parsed.tree.tokens.count
    }
    if !diagnostics.isEmpty && !options.allowsDiagnostics {
        printError(
            "error: \(options.path) has \(diagnostics.count) diagnostics (use --allow-diagnostics to time it anyway):"
        )
        printError(describe(diagnostics, in: source))
        return 1
    }

    let measurement =
        lexOnly
        ? Measurement.run(iterations: options.iterations, byteCount: source.bytes.count) {
            Lexer.tokenize(source)
        }
        : Measurement.run(iterations: options.iterations, byteCount: source.bytes.count) {
            Parser.parse(source)
        }

    let best = measurement.best
    let median = measurement.median
    if options.machineReadable {
        let fields = [
            "mode=\(mode)", "bytes=\(source.bytes.count)", "lines=\(source.lineTable.lineCount)",
            "tokens=\(tokenCount)", "diagnostics=\(diagnostics.count)", "iterations=\(options.iterations)",
            "best_ns=\(best.nanoseconds)", "median_ns=\(median.nanoseconds)",
            "cpu_median_ns=\(measurement.cpuMedian.nanoseconds)",
            "best_mbps=\(formatDecimal(measurement.megabytesPerSecond(best), places: 1))",
            "median_mbps=\(formatDecimal(measurement.megabytesPerSecond(median), places: 1))",
            "cpu_median_mbps=\(formatDecimal(measurement.megabytesPerSecond(measurement.cpuMedian), places: 1))",
        ]
        print(fields.joined(separator: " "))
    } else {
        print("\(lexOnly ? "Lexer.tokenize" : "Parser.parse (lex + parse)") on \(options.path)")
        print("  bytes:       \(source.bytes.count) (\(source.lineTable.lineCount) lines)")
        print("  tokens:      \(tokenCount)")
        print("  diagnostics: \(diagnostics.count)")
        print("  iterations:  \(options.iterations)")
        print(
            "  best:        \(best.millisecondsText) ms"
                + " (\(formatDecimal(measurement.megabytesPerSecond(best), places: 1)) MB/s)")
        print(
            "  median:      \(median.millisecondsText) ms"
                + " (\(formatDecimal(measurement.megabytesPerSecond(median), places: 1)) MB/s)")
        let cpuMedian = measurement.cpuMedian
        print(
            "  median CPU:  \(cpuMedian.millisecondsText) ms"
                + " (\(formatDecimal(measurement.megabytesPerSecond(cpuMedian), places: 1)) MB/s;"
                + " far below the wall time means the machine was busy)")
    }
    return 0
}

/// Dispatches on the first argument and returns the exit code.
func main() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else {
        printError(usage)
        return 2
    }
    let rest = Array(arguments.dropFirst())
    do {
        switch command {
        case "generate": return try runGenerate(rest)
        case "parse": return try runBench(rest, lexOnly: false)
        case "lex": return try runBench(rest, lexOnly: true)
        case "stages": return try runStages(rest)
        case "-h", "--help", "help":
            print(usage)
            return 0
        default: throw UsageError(message: "unknown command '\(command)'")
        }
    } catch let error as UsageError {
        printError("error: \(error.message)\n\n\(usage)")
        return 2
    } catch {
        printError("error: \(error)")
        return 1
    }
}

exit(main())
