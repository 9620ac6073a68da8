import NavSource
import Testing

/// Joins `lines` with a newline after each, as the renderer writes them.
private func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}

/// The file from the format's documentation: line 12 has an unclosed parameter list.
private let fourPages = SourceFile(
    path: "Samples/FourPages/FourPages.nav",
    text: String(repeating: "// x\n", count: 11) + "    route second(data: String -> SecondView {\n"
)

/// The diagnostic from the format's documentation, with a fix-it and a note on the same line.
private let missingParenthesis = Diagnostic(
    .expectedClosingDelimiter, ")", "parameter list",
    at: ByteRange(start: 84, end: 85),
    notes: [DiagnosticNote("to match this '('", at: ByteRange(start: 71, end: 72))],
    fixIts: [.insert(")", at: 84)]
)

/// Renders one diagnostic without colour.
private func plain(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
    TextDiagnosticRenderer(useColor: false).render([diagnostic], in: file)
}

@Test func rendersOneCharacterErrorWithFixItAndNote() {
    #expect(
        plain(missingParenthesis, in: fourPages)
            == lines(
                "Samples/FourPages/FourPages.nav:12:30: error: expected ')' to close parameter list [NAV104]",
                "   12 |     route second(data: String -> SecondView {",
                "      |                              ^ insert ')'",
                "Samples/FourPages/FourPages.nav:12:17: note: to match this '('",
                "   12 |     route second(data: String -> SecondView {",
                "      |                 ^"
            ))
}

@Test func underlinesMultiByteRange() {
    let file = SourceFile(path: "a.nav", text: "route home Home {}\n")
    let diagnostic = Diagnostic(.expectedToken, "->", "after route name", at: ByteRange(start: 11, end: 15))
    #expect(
        plain(diagnostic, in: file)
            == lines(
                "a.nav:1:12: error: expected '->' after route name [NAV103]",
                "    1 | route home Home {}",
                "      |            ^~~~"
            ))
}

@Test func rendersNoteOnAnotherLine() {
    let file = SourceFile(path: "a.nav", text: "route home(\n    id: Int\n-> Home {}\n")
    let diagnostic = Diagnostic(
        .expectedClosingDelimiter, ")", "parameter list",
        at: ByteRange(start: 24, end: 26),
        notes: [DiagnosticNote("to match this '('", at: ByteRange(start: 10, end: 11))]
    )
    #expect(
        plain(diagnostic, in: file)
            == lines(
                "a.nav:3:1: error: expected ')' to close parameter list [NAV104]",
                "    3 | -> Home {}",
                "      | ^~",
                "a.nav:1:11: note: to match this '('",
                "    1 | route home(",
                "      |           ^"
            ))
}

@Test func rendersNotesWithoutRangeExtraFixItsAndMultiLineRange() {
    let file = SourceFile(path: "a.nav", text: "route home(a: Int,\n    b: Int -> Home {}\n")
    let diagnostic = Diagnostic(
        .unexpectedToken, "tokens", "in parameter list",
        at: ByteRange(start: 14, end: 25),
        notes: [DiagnosticNote("parameters are separated by commas")],
        fixIts: [
            FixIt(range: ByteRange(start: 14, end: 17), replacement: "String"),
            .insert(",", at: 25),
        ]
    )
    #expect(
        plain(diagnostic, in: file)
            == lines(
                "a.nav:1:15: error: unexpected tokens in parameter list [NAV119]",
                "    1 | route home(a: Int,",
                "      |               ^~~~ replace with 'String'",
                "      = note: parameters are separated by commas",
                "      = fix-it: 2:7: insert ','"
            ))
}

@Test func expandsTabsInSourceAndCaretLines() {
    let file = SourceFile(path: "a.nav", text: "\troute x\t@\n")
    let diagnostic = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 9, end: 10))
    #expect(
        plain(diagnostic, in: file)
            == lines(
                "a.nav:1:10: error: unexpected character '@' [NAV003]",
                "    1 |     route x    @",
                "      |                ^"
            ))
}

@Test func placesCaretsByCharacterAfterNonASCII() {
    // "é" is 2 bytes and "🎉" is 4, so '@' is at byte column 16 but display column 12.
    let file = SourceFile(path: "a.nav", text: "title \"é🎉\" @\n")
    let character = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 15, end: 16))
    let string = Diagnostic(.expectedName, "a name", at: ByteRange(start: 7, end: 13))
    #expect(
        plain(character, in: file)
            == lines(
                "a.nav:1:16: error: unexpected character '@' [NAV003]",
                "    1 | title \"é🎉\" @",
                "      |            ^"
            ))
    #expect(
        plain(string, in: file)
            == lines(
                "a.nav:1:8: error: expected a name [NAV102]",
                "    1 | title \"é🎉\" @",
                "      |        ^~"
            ))
}

@Test func replacesInvalidUTF8AndKeepsCaretsAligned() {
    // 0xFF and the lone lead byte 0xC3 each become one U+FFFD; so does the truncated 0xE2 0x82.
    let bytes = Array("a".utf8) + [0xFF, 0xC3] + Array("( ".utf8) + [0xE2, 0x82] + Array("@".utf8) + [0x0A]
    let file = SourceFile(path: "a.nav", bytes: bytes)
    let invalid = Diagnostic(.invalidUTF8, at: ByteRange(start: 1, end: 3))
    let character = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 7, end: 8))
    #expect(
        plain(invalid, in: file)
            == lines(
                "a.nav:1:2: error: invalid UTF-8 byte sequence [NAV001]",
                "    1 | a\u{FFFD}\u{FFFD}( \u{FFFD}@",
                "      |  ^~"
            ))
    #expect(
        plain(character, in: file)
            == lines(
                "a.nav:1:8: error: unexpected character '@' [NAV003]",
                "    1 | a\u{FFFD}\u{FFFD}( \u{FFFD}@",
                "      |       ^"
            ))
}

@Test func showsControlCharactersAsPicturesAndNeverEmitsSourceEscapes() {
    let file = SourceFile(path: "a.nav", text: "a\u{0}\u{1B}[31m @\n")
    let diagnostic = Diagnostic(.nulByte, at: ByteRange(start: 1, end: 2))
    let output = plain(diagnostic, in: file)
    #expect(
        output
            == lines(
                "a.nav:1:2: error: unexpected NUL byte [NAV002]",
                "    1 | a\u{2400}\u{241B}[31m @",
                "      |  ^"
            ))
    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
}

@Test func showsControlCharactersInMessagesAsPictures() {
    let file = SourceFile(path: "a.nav", text: "\u{1B}\n")
    let diagnostic = Diagnostic(
        .unexpectedCharacter, "character", "\u{1B}", at: ByteRange(start: 0, end: 1),
        notes: [DiagnosticNote("line\nbreak")])
    let output = TextDiagnosticRenderer(useColor: false).render([diagnostic], in: file)
    #expect(
        output
            == lines(
                "a.nav:1:1: error: unexpected character '\u{241B}' [NAV003]",
                "    1 | \u{241B}",
                "      | ^",
                "      = note: line\u{240A}break"
            ))
}

@Test func dropsCarriageReturnsOfCRLFLines() {
    let file = SourceFile(path: "a.nav", text: "route a -> A {\r\n    title Home\r\n}\r\n")
    let diagnostic = Diagnostic(.expectedString, "after 'title'", at: ByteRange(start: 26, end: 30))
    let output = plain(diagnostic, in: file)
    #expect(
        output
            == lines(
                "a.nav:2:11: error: expected string literal after 'title' [NAV118]",
                "    2 |     title Home",
                "      |           ^~~~"
            ))
    #expect(!output.contains("\r"))
}

@Test func rendersOffsetAtEndOfFileWithoutTrailingNewline() {
    let file = SourceFile(path: "a.nav", text: "route home -> Home {")
    let diagnostic = Diagnostic(.expectedClosingDelimiter, "}", "route body", at: .empty(at: 20))
    #expect(
        plain(diagnostic, in: file)
            == lines(
                "a.nav:1:21: error: expected '}' to close route body [NAV104]",
                "    1 | route home -> Home {",
                "      |                     ^"
            ))
}

@Test func rendersOffsetAfterTrailingNewlineOnEmptyLastLine() {
    let file = SourceFile(path: "a.nav", text: "route home -> Home {\n")
    let diagnostic = Diagnostic(.expectedClosingDelimiter, "}", "route body", at: .empty(at: 21))
    #expect(
        plain(diagnostic, in: file)
            == lines(
                "a.nav:2:1: error: expected '}' to close route body [NAV104]",
                "    2 | ",
                "      | ^"
            ))
}

@Test func clampsRangesOutsideTheFileAndHandlesEmptyFiles() {
    let empty = SourceFile(path: "a.nav", text: "")
    let diagnostic = Diagnostic(.expectedDeclaration, "end of file", at: ByteRange(start: 0, end: 5))
    #expect(
        plain(diagnostic, in: empty)
            == lines(
                "a.nav:1:1: error: expected a declaration ('navigation', 'route', 'type', 'tab', 'feature', 'guard' or 'import'), "
                    + "found end of file [NAV101]",
                "    1 | ",
                "      | ^"
            ))
    let file = SourceFile(path: "a.nav", text: "ab\n")
    let beyond = Diagnostic(.unexpectedToken, "text", "here", at: ByteRange(start: 40, end: 50))
    #expect(plain(beyond, in: file).hasSuffix(lines("    2 | ", "      | ^")))
}

@Test func widensGutterForLongLineNumbers() {
    let numbered = SourceFile(path: "a.nav", text: String(repeating: "\n", count: 10_000) + "x\n")
    let diagnostic = Diagnostic(
        .unexpectedCharacter, "character", "x", at: ByteRange(start: 10_000, end: 10_001))
    #expect(
        plain(diagnostic, in: numbered)
            == lines(
                "a.nav:10001:1: error: unexpected character 'x' [NAV003]",
                " 10001 | x",
                "       | ^"
            ))
}

/// A line as wide as ``TextDiagnosticRenderer/excerptWidth`` is shown whole; one column more
/// and it is clipped around the carets.
@Test func showsLinesUpToTheExcerptWidthWhole() {
    let width = TextDiagnosticRenderer.excerptWidth
    let fits = SourceFile(path: "a.nav", text: String(repeating: "a", count: width - 1) + "@\n")
    let last = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: width - 1, end: width))
    #expect(
        plain(last, in: fits).hasSuffix(
            lines(
                "    1 | " + String(repeating: "a", count: width - 1) + "@",
                "      | " + String(repeating: " ", count: width - 1) + "^")))

    let wider = SourceFile(path: "a.nav", text: String(repeating: "a", count: width) + "@\n")
    let clipped = Diagnostic(
        .unexpectedCharacter, "character", "@", at: ByteRange(start: width, end: width + 1))
    #expect(
        plain(clipped, in: wider).hasSuffix(
            lines(
                "    1 | ..." + String(repeating: "a", count: width - 4) + "@",
                "      | " + String(repeating: " ", count: width - 1) + "^")))
}

/// A long line is clipped to a window around the carets with `...` on each cut side, shared
/// evenly between the two sides, and the carets stay under their characters.
@Test func clipsLongLinesAroundTheCarets() {
    let file = SourceFile(
        path: "a.nav",
        text: String(repeating: "a", count: 300) + "@bc" + String(repeating: "d", count: 300) + "\n")
    let diagnostic = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 300, end: 303))
    // The window has 134 columns besides the markers: the 3 underlined, 65 before and 66 after.
    #expect(
        plain(diagnostic, in: file)
            == lines(
                "a.nav:1:301: error: unexpected character '@' [NAV003]",
                "    1 | ..." + String(repeating: "a", count: 65) + "@bc" + String(repeating: "d", count: 66)
                    + "...",
                "      | " + String(repeating: " ", count: 68) + "^~~"
            ))

    // At the start of the line, the window starts there; at its end, it ends there. Either way
    // it takes the room of the marker it does not need.
    let first = Diagnostic(.unexpectedCharacter, "character", "a", at: ByteRange(start: 0, end: 1))
    #expect(
        plain(first, in: file).hasSuffix(
            lines(
                "    1 | " + String(repeating: "a", count: 137) + "...",
                "      | ^")))
    let end = Diagnostic(.expectedClosingDelimiter, "}", "route body", at: .empty(at: 603))
    #expect(
        plain(end, in: file).hasSuffix(
            lines(
                "    1 | ..." + String(repeating: "d", count: 137),
                "      | " + String(repeating: " ", count: 140) + "^")))

    // A range wider than the window is underlined to the window's end.
    let wide = Diagnostic(.unexpectedToken, "text", "here", at: ByteRange(start: 100, end: 600))
    #expect(
        plain(wide, in: file).hasSuffix(
            lines(
                "    1 | ..." + String(repeating: "a", count: 134) + "...",
                "      |    ^" + String(repeating: "~", count: 133))))
}

/// Tabs, non-ASCII characters and invalid UTF-8 in a clipped line keep their widths: a tab is
/// four columns, every other scalar one, and a tab that the window would cut is left out.
@Test func clipsLongLinesWithTabsAndNonASCIIKeepingCaretsAligned() {
    let prefix = Array(String(repeating: "\t", count: 40).utf8) + [0xFF] + Array("é🎉".utf8)
    let bytes = prefix + Array("@x".utf8) + Array(String(repeating: "\té", count: 40).utf8) + [0x0A]
    let file = SourceFile(path: "a.nav", bytes: bytes)
    let at = prefix.count
    let diagnostic = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: at, end: at + 2))
    // '@' is at column 163 (40 tabs, then 3 scalars); the window holds columns 97 to 230: it
    // starts inside the tab at columns 96 to 99, which is left out, and ends inside the tab at
    // columns 230 to 233, which is left out too.
    let shownBefore = String(repeating: "    ", count: 15) + "\u{FFFD}é🎉"
    let shownAfter = String(repeating: "    é", count: 13)
    #expect(
        plain(diagnostic, in: file)
            == lines(
                "a.nav:1:48: error: unexpected character '@' [NAV003]",
                "    1 | ..." + shownBefore + "@x" + shownAfter + "...",
                "      | " + String(repeating: " ", count: 3 + 63) + "^~"
            ))
}

/// The output for each diagnostic of a long line stays as wide as the window, so a line
/// with thousands of errors costs output in proportion to their number, not its square.
@Test func outputOfManyDiagnosticsOnOneLongLineGrowsLinearly() {
    let count = 5_000
    let file = SourceFile(path: "a.nav", text: String(repeating: "@", count: count) + "\n")
    let diagnostics = (0..<count).map {
        Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: $0, end: $0 + 1))
    }
    let output = TextDiagnosticRenderer(errorLimit: nil).render(diagnostics, in: file)
    let widest = output.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= 8 + TextDiagnosticRenderer.excerptWidth)
    #expect(output.split(separator: "\n").count == 3 * count)
}

@Test func coloursOnlyWhenAsked() {
    let colored = TextDiagnosticRenderer(useColor: true).render([missingParenthesis], in: fourPages)
    let uncolored = TextDiagnosticRenderer(useColor: false).render([missingParenthesis], in: fourPages)
    #expect(colored.contains("\u{1B}["))
    #expect(!uncolored.utf8.contains(0x1B))
    let header = colored.split(separator: "\n")[0]
    #expect(
        header
            == "\u{1B}[1mSamples/FourPages/FourPages.nav:12:30: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m "
            + "\u{1B}[1mexpected ')' to close parameter list [NAV104]\u{1B}[0m")
    let carets = colored.split(separator: "\n")[2]
    let green = { (text: String) in "\u{1B}[1;32m" + text + "\u{1B}[0m" }
    #expect(carets == "      | " + String(repeating: " ", count: 29) + green("^") + " " + green("insert ')'"))
}

@Test func coloursSeveritiesLikeClang() {
    var warning = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 0, end: 1))
    warning.severity = .warning
    let file = SourceFile(path: "a.nav", text: "@")
    let output = TextDiagnosticRenderer(useColor: true).render([warning], in: file)
    #expect(output.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
    #expect(
        TextDiagnosticRenderer(useColor: true).render([missingParenthesis], in: fourPages)
            .contains("\u{1B}[1;36mnote:\u{1B}[0m"))
}

@Test(arguments: [
    (ColorMode.always, false, [String: String](), true),
    (.always, false, ["NO_COLOR": "1", "TERM": "dumb"], true),
    (.never, true, [:], false),
    (.never, true, ["TERM": "xterm-256color"], false),
    (.auto, true, ["TERM": "xterm-256color"], true),
    (.auto, false, ["TERM": "xterm-256color"], false),
    (.auto, true, ["TERM": "xterm-256color", "NO_COLOR": "1"], false),
    (.auto, true, ["TERM": "xterm-256color", "NO_COLOR": ""], true),
    (.auto, true, ["TERM": "dumb"], false),
    (.auto, true, [:], true),
])
func decidesWhetherToUseColor(
    mode: ColorMode, isTerminal: Bool, environment: [String: String], expected: Bool
) {
    #expect(
        TextDiagnosticRenderer.shouldUseColor(mode: mode, isTerminal: isTerminal, environment: environment)
            == expected)
}

@Test func rendersSeveralDiagnosticsAndSummarizesThem() {
    let file = SourceFile(path: "a.nav", text: "@ @ @\n")
    var warning = Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 4, end: 5))
    warning.severity = .warning
    let diagnostics = [
        Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 0, end: 1)),
        Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 2, end: 3)),
        warning,
    ]
    #expect(
        TextDiagnosticRenderer().render(diagnostics, in: file)
            == lines(
                "a.nav:1:1: error: unexpected character '@' [NAV003]",
                "    1 | @ @ @",
                "      | ^",
                "a.nav:1:3: error: unexpected character '@' [NAV003]",
                "    1 | @ @ @",
                "      |   ^",
                "a.nav:1:5: warning: unexpected character '@' [NAV003]",
                "    1 | @ @ @",
                "      |     ^"
            ))
    #expect(TextDiagnosticRenderer.summary(of: diagnostics) == "2 errors, 1 warning generated.")
    #expect(TextDiagnosticRenderer.summary(of: [diagnostics[0]]) == "1 error generated.")
    #expect(TextDiagnosticRenderer.summary(of: []) == nil)
    #expect(TextDiagnosticRenderer().render([], in: file) == "")
}

/// A fix-it whose text holds line breaks (a new member with its own line) or other control
/// characters is shown on one line, with the characters made visible, like messages are.
@Test func fixItLabelsShowControlCharacters() {
    let file = SourceFile(path: "a.nav", text: "route deals -> Offers\n")
    let diagnostic = Diagnostic(
        .unexpectedCharacter, "character", "x", at: ByteRange(start: 15, end: 21),
        fixIts: [.insert(" {\n    formerly offers\n}", at: 21), .insert("\u{1B}[2J", at: 0)])
    #expect(
        TextDiagnosticRenderer().render([diagnostic], in: file)
            == lines(
                "a.nav:1:16: error: unexpected character 'x' [NAV003]",
                "    1 | route deals -> Offers",
                "      |                ^~~~~~ insert ' {\u{240A}    formerly offers\u{240A}}'",
                "      = fix-it: 1:1: insert '\u{241B}[2J'"
            ))
}

/// The first fix-it labels the carets only when its edit is at or within the underlined range;
/// one elsewhere (here on the line of the type the parameter names) is listed with its own
/// location, so that nobody applies it under the carets.
@Test func labelsCaretsOnlyWithAFixItAtTheirRange() {
    let file = SourceFile(
        path: "a.nav",
        text: "type Item.ID: Codable, Hashable\nroute detail(id: Item.ID) -> Detail {\n}\n")
    let parameterType = ByteRange(start: 49, end: 56)
    let elsewhere = Diagnostic(
        .unexpectedCharacter, "character", "x", at: parameterType,
        notes: [
            DiagnosticNote("'Item.ID' is declared here without Sendable", at: ByteRange(start: 5, end: 12))
        ],
        fixIts: [.insert(", Sendable", at: 31)])
    #expect(
        plain(elsewhere, in: file)
            == lines(
                "a.nav:2:18: error: unexpected character 'x' [NAV003]",
                "    2 | route detail(id: Item.ID) -> Detail {",
                "      |                  ^~~~~~~",
                "      = fix-it: 1:32: insert ', Sendable'",
                "a.nav:1:6: note: 'Item.ID' is declared here without Sendable",
                "    1 | type Item.ID: Codable, Hashable",
                "      |      ^~~~~~~"
            ))

    // On the same line but after the range is elsewhere too.
    let later = Diagnostic(
        .unexpectedCharacter, "character", "x", at: parameterType, fixIts: [.insert("?", at: 57)])
    #expect(
        plain(later, in: file).hasSuffix(
            "      |                  ^~~~~~~\n      = fix-it: 2:26: insert '?'\n"))

    // At the range's end, within it, or at an empty range, the fix-it labels the carets.
    let atEnd = Diagnostic(
        .unexpectedCharacter, "character", "x", at: parameterType, fixIts: [.insert("?", at: 56)])
    #expect(plain(atEnd, in: file).hasSuffix("      |                  ^~~~~~~ insert '?'\n"))
    let within = Diagnostic(
        .unexpectedCharacter, "character", "x", at: parameterType,
        fixIts: [FixIt(range: ByteRange(start: 54, end: 56), replacement: "Key")])
    #expect(plain(within, in: file).hasSuffix("      |                  ^~~~~~~ replace with 'Key'\n"))
    // A removal of the range with the space before it marks the range too.
    let removal = Diagnostic(
        .unexpectedCharacter, "character", "x", at: parameterType,
        fixIts: [FixIt(range: ByteRange(start: 48, end: 56), replacement: "")])
    #expect(plain(removal, in: file).hasSuffix("      |                  ^~~~~~~ remove this\n"))
    let empty = Diagnostic(
        .unexpectedCharacter, "character", "x", at: .empty(at: 56), fixIts: [.insert("?", at: 56)])
    #expect(plain(empty, in: file).hasSuffix("      |                         ^ insert '?'\n"))

    // A range that goes on to later lines is underlined on its first line only, so a fix-it in
    // it on a later line is listed.
    let multiLine = Diagnostic(
        .unexpectedCharacter, "character", "x", at: ByteRange(start: 32, end: 72),
        fixIts: [.insert(";", at: 70)])
    #expect(plain(multiLine, in: file).hasSuffix("      = fix-it: 3:1: insert ';'\n"))
}

// MARK: Error limit

/// `count` errors (NAV003 at `@` signs separated by spaces) on one line of a file.
private func strayCharacters(_ count: Int) -> (file: SourceFile, diagnostics: [Diagnostic]) {
    let file = SourceFile(path: "a.nav", text: String(repeating: "@ ", count: count) + "\n")
    let diagnostics = (0..<count).map {
        Diagnostic(.unexpectedCharacter, "character", "@", at: ByteRange(start: 2 * $0, end: 2 * $0 + 1))
    }
    return (file, diagnostics)
}

/// The header lines of errors in `output`.
private func errorHeaders(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasPrefix("a.nav:") && $0.contains(": error: ") }
}

/// As clang, the renderer shows 50 errors, then one line that says it stops, and nothing more.
@Test func stopsAfterFiftyErrors() {
    let (file, diagnostics) = strayCharacters(60)
    let output = TextDiagnosticRenderer().render(diagnostics, in: file)
    #expect(errorHeaders(output).count == 50)
    #expect(errorHeaders(output).last == "a.nav:1:99: error: unexpected character '@' [NAV003]")
    #expect(output.hasSuffix("^\nerror: too many errors emitted, stopping now\n"))
    #expect(output.components(separatedBy: "too many errors").count == 2)
}

/// Exactly as many errors as the limit are all shown, with no closing line.
@Test func showsErrorsUpToTheLimitWithoutTheClosingLine() {
    let (file, diagnostics) = strayCharacters(50)
    let output = TextDiagnosticRenderer().render(diagnostics, in: file)
    #expect(errorHeaders(output).count == 50)
    #expect(!output.contains("too many errors"))
}

/// Warnings do not count toward the limit, but nothing is shown once the output has stopped.
@Test func warningsDoNotCountButStopWithTheErrors() {
    let (file, errors) = strayCharacters(4)
    var warning = errors[0]
    warning.severity = .warning
    let renderer = TextDiagnosticRenderer(errorLimit: 2)
    let output = renderer.render([warning, errors[0], warning, errors[1], errors[2], warning], in: file)
    let headers = output.split(separator: "\n").filter { $0.hasPrefix("a.nav:") }
    #expect(headers.map { $0.contains(": warning: ") } == [true, false, true, false])
    #expect(output.hasSuffix("error: too many errors emitted, stopping now\n"))
}

/// The limit counts the errors of every call that shares one progress (every file of a
/// command), and the closing line is written once.
@Test func limitSpansCallsThatShareProgress() {
    let (file, diagnostics) = strayCharacters(30)
    let renderer = TextDiagnosticRenderer()
    var progress = TextDiagnosticRenderer.Progress()
    let first = renderer.render(diagnostics, in: file, progress: &progress)
    let second = renderer.render(diagnostics, in: file, progress: &progress)
    let third = renderer.render(diagnostics, in: file, progress: &progress)
    #expect(errorHeaders(first).count == 30)
    #expect(errorHeaders(second).count == 20)
    #expect(second.hasSuffix("error: too many errors emitted, stopping now\n"))
    #expect(third.isEmpty)
    #expect(progress.hasStopped)
}

/// The closing line is coloured as an error header is.
@Test func closingLineIsColouredAsAnError() {
    let (file, diagnostics) = strayCharacters(2)
    let output = TextDiagnosticRenderer(useColor: true, errorLimit: 1).render(diagnostics, in: file)
    #expect(output.hasSuffix("\u{1B}[1;31merror:\u{1B}[0m too many errors emitted, stopping now\n"))
}
