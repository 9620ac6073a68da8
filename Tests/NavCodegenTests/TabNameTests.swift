import Foundation
import NavSemantics
import Testing

@testable import NavPlan

/// The checker rejects the tab names the generated code cannot use, from its own list, since
/// the checker runs before the namer: the list must cover the namer's.
@Suite struct TabNameTests {
    @Test func theCheckerReservesEveryMemberTheNamerGivesTheState() {
        let missing = SwiftNamer.stateMembers.subtracting(GeneratedNames.reservedTabNames)
        #expect(missing.isEmpty, "tab names the checker accepts but the state declares: \(missing.sorted())")
    }

    /// The checker's limit on tabs is the most children the SwiftUI stub's `TabContentBuilder`
    /// takes in one block (its `buildBlock` with the most generic parameters).
    @Test func theTabLimitIsTheTabBuildersLargestBlock() throws {
        let stub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SwiftUIStub/SwiftUI.swift")
        let text = try String(contentsOf: stub, encoding: .utf8)
        // The builder's declaration and its extensions, each up to the brace that closes it.
        let bodies = text.matches(
            of: /\n(?:public struct|extension) TabContentBuilder[ <][^\n]*\n((?:.*\n)*?)\}\n/
        )
        .map { $0.output.1 }
        let arities = bodies.flatMap { $0.matches(of: /static func buildBlock(?:<([^>]*)>)?\(/) }.map {
            match in
            match.output.1.map { $0.split(separator: ",").count } ?? 1
        }
        #expect(arities.count > 1, "no buildBlock found")
        #expect(GeneratedNames.maximumTabCount == arities.max())
    }
}
