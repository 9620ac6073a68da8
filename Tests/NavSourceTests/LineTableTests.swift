import NavSource
import Testing

@Test func lineTableHandlesCRLFAndLoneCR() {
    let file = SourceFile(path: "a.nav", text: "ab\r\ncd\ref\ng")
    #expect(file.lineTable.lineStarts == [0, 4, 7, 10])
    #expect(file.location(of: 5) == SourceLocation(line: 2, column: 2, characterColumn: 2))
    #expect(file.location(of: 10) == SourceLocation(line: 4, column: 1, characterColumn: 1))
}

@Test func characterColumnsCountScalarsNotBytes() {
    let file = SourceFile(path: "a.nav", text: "\"é\" x")
    #expect(file.location(of: 5) == SourceLocation(line: 1, column: 6, characterColumn: 5))
}
