import Foundation
import NavSource
import Testing

/// A file with an unclosed parameter list on line 2.
private let file = SourceFile(
    path: "Samples/App/App.nav", text: "// x\nroute second(data: String -> Second {}\n")

/// The unclosed parameter list, with a fix-it and two notes (one without a range).
private let missingParenthesis = Diagnostic(
    .expectedClosingDelimiter, ")", "parameter list",
    at: ByteRange(start: 31, end: 33),
    notes: [
        DiagnosticNote("to match this '('", at: ByteRange(start: 17, end: 18)),
        DiagnosticNote("parameters end with ')'"),
    ],
    fixIts: [.insert(")", at: 30)]
)

/// Splits JSON Lines output into its lines, checking that it ends with a newline.
private func jsonLines(_ output: String) -> [String] {
    #expect(output.hasSuffix("\n"))
    return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

@Test func rendersSortedKeysOnOneLine() {
    let output = JSONDiagnosticRenderer().render([missingParenthesis], in: file)
    let position = { (line: Int, column: Int, offset: Int) in
        #"{"character":\#(column),"column":\#(column),"line":\#(line),"offset":\#(offset)}"#
    }
    let range = { (start: String, end: String) in #"{"end":\#(end),"start":\#(start)}"# }
    let expected =
        #"{"file":"Samples/App/App.nav","fixIts":[{"range":"#
        + range(position(2, 26, 30), position(2, 26, 30))
        + #","replacement":")"}],"id":"NAV104","message":"expected ')' to close parameter list","#
        + #""name":"expected-closing-delimiter","notes":[{"message":"to match this '('","range":"#
        + range(position(2, 13, 17), position(2, 14, 18))
        + #"},{"message":"parameters end with ')'"}],"range":"#
        + range(position(2, 27, 31), position(2, 29, 33))
        + #","severity":"error","version":1}"# + "\n"
    #expect(output == expected)
}

@Test func decodesBackIntoPayload() throws {
    let output = JSONDiagnosticRenderer().render([missingParenthesis], in: file)
    let decoded = try JSONDecoder().decode(JSONDiagnostic.self, from: Data(output.utf8))
    #expect(decoded == JSONDiagnostic(missingParenthesis, in: file))
    #expect(decoded.id == "NAV104")
    #expect(decoded.name == "expected-closing-delimiter")
    #expect(decoded.severity == .error)
    #expect(decoded.range.start == JSONSourcePosition(line: 2, column: 27, character: 27, offset: 31))
    #expect(decoded.notes.map(\.range) == [JSONSourceRange(ByteRange(start: 17, end: 18), in: file), nil])
    #expect(decoded.fixIts == [JSONFixIt(range: JSONSourceRange(.empty(at: 30), in: file), replacement: ")")])
}

@Test func countsCharactersAndBytesSeparately() {
    let unicode = SourceFile(path: "a.nav", text: "title \"é🎉\" @")
    let diagnostic = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 15, end: 99))
    let payload = JSONDiagnostic(diagnostic, in: unicode)
    #expect(payload.range.start == JSONSourcePosition(line: 1, column: 16, character: 12, offset: 15))
    // The end lies past the file and is clamped to its last byte.
    #expect(payload.range.end == JSONSourcePosition(line: 1, column: 17, character: 13, offset: 16))
}

@Test func escapesStringsCorrectly() throws {
    let odd = SourceFile(path: "dir/quote\"d.nav", text: "x")
    let text = "\"\\\n\t\u{1}é😀/"
    let diagnostic = Diagnostic(
        .unexpectedCharacter, "character", text, at: ByteRange(start: 0, end: 1),
        fixIts: [.insert(text, at: 0)])
    let output = JSONDiagnosticRenderer().render([diagnostic], in: odd)
    #expect(jsonLines(output).count == 1)
    #expect(output.contains(#""file":"dir/quote\"d.nav""#))
    #expect(output.contains(#""message":"unexpected character '\"\\\n\t\u0001é😀/'""#))
    #expect(output.contains(#""replacement":"\"\\\n\t\u0001é😀/""#))
    let decoded = try JSONDecoder().decode(JSONDiagnostic.self, from: Data(output.utf8))
    #expect(decoded.message == "unexpected character '\(text)'")
    #expect(decoded.fixIts.first?.replacement == text)
}

@Test func writesOneLinePerDiagnostic() throws {
    let other = Diagnostic(.unexpectedToken, "'{'", "here", at: ByteRange(start: 41, end: 42))
    let output = JSONDiagnosticRenderer().render([missingParenthesis, other, missingParenthesis], in: file)
    let decoded = try jsonLines(output).map { line in
        try JSONDecoder().decode(JSONDiagnostic.self, from: Data(line.utf8))
    }
    #expect(decoded.map(\.id) == ["NAV104", "NAV119", "NAV104"])
    #expect(decoded[1].message == "unexpected '{' here")
    #expect(JSONDiagnosticRenderer().render([], in: file) == "")
}
