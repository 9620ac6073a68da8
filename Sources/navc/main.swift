import Foundation
import NavSource
import NavSyntax
import NavDriver

let path = CommandLine.arguments[1]
let data = FileManager.default.contents(atPath: path)!
let file = SourceFile(path: path, bytes: Array(data))
let result = Parser.parse(file)
print(SyntaxDumper.dump(result.tree), terminator: "")
for d in result.diagnostics {
    let loc = file.location(of: d.range.start)
    print("\(path):\(loc.line):\(loc.column): \(d.severity): \(d.message) [\(d.code.id)] \(d.notes.map(\.message)) \(d.fixIts.map(\.summary))")
}
