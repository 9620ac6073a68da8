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

/// A leading byte order mark is skipped: line 1 column 1 is the byte after it, while byte
/// offsets still count it and an offset inside it is at column 1.
@Test func columnsOfTheFirstLineStartAfterAByteOrderMark() {
    let file = SourceFile(path: "a.nav", bytes: [0xEF, 0xBB, 0xBF] + Array("ré x\nab".utf8))
    #expect(file.lineTable.lineStarts == [0, 9])
    #expect(file.lineTable.textStart == 3)
    #expect(file.lineTable.contentRange(ofLine: 0, in: file.bytes) == ByteRange(start: 3, end: 8))
    #expect(file.location(of: 3) == SourceLocation(line: 1, column: 1, characterColumn: 1))
    #expect(file.location(of: 7) == SourceLocation(line: 1, column: 5, characterColumn: 4))
    #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1, characterColumn: 1))
    #expect(file.location(of: 2) == SourceLocation(line: 1, column: 1, characterColumn: 1))
    #expect(file.location(of: 10) == SourceLocation(line: 2, column: 2, characterColumn: 2))
    // Only a mark at the very start is skipped.
    let later = SourceFile(path: "a.nav", bytes: Array("a".utf8) + [0xEF, 0xBB, 0xBF] + Array("b".utf8))
    #expect(later.lineTable.textStart == 0)
    #expect(later.location(of: 4) == SourceLocation(line: 1, column: 5, characterColumn: 3))
}
