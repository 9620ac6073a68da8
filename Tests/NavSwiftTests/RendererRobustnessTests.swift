import NavSwift
import Testing

/// Inputs the renderer once could not finish: it must write every representable tree.
@Suite struct RendererRobustnessTests {
    private let twoStatements = SwiftExpression.closure(
        SwiftClosure([.expression(.named("a").called()), .expression(.named("b").called())]))

    /// A subscript, a ternary, a tuple element and a range have no form on several lines; with a
    /// part that has no one-line form (a closure of several statements) the renderer asked for
    /// the whole expression on one line again and again until the stack overflowed. The part is
    /// now written as a switch subject's closure is, its lines joined.
    @Test func expressionsWithoutAMultilineFormWhosePartsHaveNoOneLineForm() {
        let subscripted = SwiftExpression.subscript(.named("table"), [SwiftArgument(twoStatements)])
        #expect(SwiftRenderer.render(subscripted) == "table[{ a() b() }]\n")
        #expect(
            SwiftRenderer.render(.ternary(.named("flag"), twoStatements, .nil))
                == "flag ? { a() b() } : nil\n")
        #expect(
            SwiftRenderer.render(.tupleElement(.tuple([SwiftArgument(twoStatements)]), 0))
                == "({ a() b() }).0\n")
        #expect(
            SwiftRenderer.render([.switch(.partialRangeFrom(twoStatements), [.default([.break])])]) == """
                switch ({ a() b() })... {
                default:
                    break
                }

                """)
        let chain = SwiftExpression.modifierChain(.named("Text").called(), [.call("bold"), .call("italic")])
        #expect(
            SwiftRenderer.render(
                .member(.subscript(.named("views"), [SwiftArgument(chain)]), SwiftName("first")))
                == "views[Text() .bold() .italic()].first\n")
    }
}
