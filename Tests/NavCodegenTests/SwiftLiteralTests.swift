import Foundation
import NavCodegen
import NavDriver
import NavSource
import TestSupport
import Testing

/// No `.nav` text can inject code: every string reaching generated Swift is escaped, and the
/// result still compiles with the text intact.
@Suite struct InjectionTests {
    @Test func hostileTitlesAndSymbolsStayStrings() throws {
        // Quotes, a comment start, a line break, an interpolation, a lone carriage return,
        // non-ASCII, a tab and NUL.
        let hostile = #"\"); fatalError(\"boom\"); //\n\\(evil)\r é 🛒\t\0"#
        let text = """
            navigation App {
                target iOS 16
                roots home
            }

            route home -> Home {
                title "\(hostile)"
                toolbar {
                    item trailing button("\(hostile)", image: "\(hostile)") = push home
                }
            }

            """
        let result = Pipeline.build(
            SourceFile(path: "App.nav", text: text),
            options: GeneratorOptions(sourcePath: "App.nav", toolVersion: "0"))
        let file = try #require(result.file, "\(result.diagnostics.map(\.message))")
        let escaped = #""\"); fatalError(\"boom\"); //\n\\(evil)\r \u{E9} \u{1F6D2}\t\0""#
        #expect(file.contents.contains(".navigationTitle(\n") && file.contents.contains(escaped))
        #expect(!file.contents.contains("\r"), "no raw carriage return reaches the file")
        let views = "import SwiftUI\nstruct Home: View { var body: some View { Text(\"home\") } }\n"
        let outcome = try StubCompiler.typecheck(sources: [file.contents, views])
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }
}
