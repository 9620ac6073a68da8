// A libFuzzer target for the lexer and the parser.
//
// This file is not part of any SwiftPM target: `Tests/Fuzz/run.sh` compiles it with
// `swiftc -sanitize=fuzzer,address` together with the NavSource and NavSyntax sources and the
// test suite's `Tests/NavSyntaxTests/ParseInvariants.swift`. Every input is parsed (which lexes
// it too), and the result is checked against those invariants and against a parse split in two
// as a large file's is; a violation traps with `fatalError`, which libFuzzer reports as a crash.

import NavSource
import NavSyntax

/// The libFuzzer entry point: parses `size` bytes at `data` and checks the result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(path: "fuzz.nav", bytes: bytes)
    let result = Parser.parse(source)
    let checker = ParseInvariants(source: source) { fatalError("Invariant violated: \($0)") }
    checker.check(result)

    // The lexer on its own must agree with the tokens the parser kept.
    let lexed = Lexer.tokenize(source)
    checker.require(
        lexed.tokens == result.tree.tokens, "Lexer.tokenize and Parser.parse disagree on the tokens")
    checker.require(
        lexed.comments == result.tree.comments, "Lexer.tokenize and Parser.parse disagree on comments")

    // Parsing is a pure function of the bytes.
    let again = Parser.parse(source)
    checker.require(again.diagnostics == result.diagnostics, "a second parse reported different diagnostics")
    checker.require(
        again.tree.declarations == result.tree.declarations, "a second parse built a different tree")

    // A large file's second half is parsed on another core; splitting every input must give
    // the same tree and diagnostics as parsing it in one go.
    let split = Parser.parse(source, splittingFrom: 0)
    checker.require(split.diagnostics == result.diagnostics, "a split parse reported different diagnostics")
    checker.require(
        split.tree.declarations == result.tree.declarations, "a split parse built a different tree")
    return 0
}
