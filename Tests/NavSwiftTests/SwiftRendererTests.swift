import NavSwift
import Testing

/// The renderer: one test per construct, each showing the exact text it writes.
@Suite struct SwiftRendererTests {
    private func name(_ text: String) -> SwiftName { SwiftName(text) }

    @Test func namesAreEscapedByPosition() {
        let keyword = SwiftName("default")
        #expect(keyword.spelling(as: .identifier) == "`default`")
        #expect(keyword.spelling(as: .member) == "`default`")
        #expect(keyword.spelling(as: .callLabel) == "default")
        #expect(SwiftName("let").spelling(as: .declarationLabel) == "`let`")
        #expect(SwiftName("let").spelling(as: .callLabel) == "let")
        #expect(SwiftName("inout").spelling(as: .callLabel) == "`inout`")
        #expect(SwiftName("init").spelling(as: .member) == "`init`")
        #expect(SwiftName("title").spelling(as: .identifier) == "title")
        #expect(SwiftName("Type").spelling(as: .identifier) == "Type")
        #expect(SwiftName("Type").spelling(as: .member) == "`Type`")
    }

    @Test func identifiersAreValidated() {
        #expect(SwiftName.isValidIdentifier("noteDetail"))
        #expect(SwiftName.isValidIdentifier("_x1"))
        #expect(!SwiftName.isValidIdentifier("_"))
        #expect(!SwiftName.isValidIdentifier("1a"))
        #expect(!SwiftName.isValidIdentifier("a-b"))
        #expect(!SwiftName.isValidIdentifier(""))
        #expect(!SwiftName.isValidIdentifier("é"))
    }

    @Test func numbersAreValidated() {
        #expect(SwiftNumber("1_000")?.text == "1_000")
        #expect(SwiftNumber("-1.5")?.text == "-1.5")
        #expect(SwiftNumber("1.") == nil)
        #expect(SwiftNumber("1e5") == nil)
        #expect(SwiftNumber("0x10") == nil)
        #expect(SwiftNumber("1; exit(0)") == nil)
    }

    @Test func stringLiteralsCannotInject() {
        let literal = SwiftText.stringLiteral("a\"b\\c\n\\(x)é\u{202E}\0")
        #expect(literal == #""a\"b\\c\n\\(x)\u{E9}\u{202E}\0""#)
    }

    @Test func commentsCannotEndEarly() {
        let file = SwiftFile(
            headerComments: ["from a\nimport Evil.nav", "bidi \u{202E}x\u{2066}"],
            declarations: [
                SwiftDeclaration(
                    documentation: "one\ntwo\u{2028}three\r\nfour",
                    .variable(SwiftVariable(false, name("x"), .named("Int"), initialValue: .integer(1))))
            ])
        #expect(
            SwiftRenderer.render(file) == """
                // from a import Evil.nav
                // bidi  x 

                /// one
                /// two three
                /// four
                let x: Int = 1

                """)
    }

    /// ASCII is decided without the Unicode tables; the answer is the tables' for every ASCII
    /// character, and the tables still decide the rest (C1 controls, separators, bidi controls).
    @Test func unsafeCommentCharactersAreTheControlsSeparatorsAndBidiControls() {
        for value in UInt32(0)...0x7F {
            let scalar = Unicode.Scalar(value)!
            #expect(
                SwiftText.isUnsafeInComment(scalar) == (scalar.properties.generalCategory == .control),
                "U+\(String(value, radix: 16))")
        }
        for unsafe: Unicode.Scalar in [
            "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{61C}",
        ] {
            #expect(SwiftText.isUnsafeInComment(unsafe), "U+\(String(unsafe.value, radix: 16))")
        }
        for safe: Unicode.Scalar in ["\u{A0}", "é", "\u{2027}", "😀"] {
            #expect(!SwiftText.isUnsafeInComment(safe), "U+\(String(safe.value, radix: 16))")
        }
    }

    @Test func enumWithCasesAndDefaults() {
        let cases: [SwiftDeclaration] = [
            .kind(.enumCase(name("home"), [])),
            .kind(
                .enumCase(
                    name("product"),
                    [
                        SwiftParameter(.same, name("id"), .named("Int")),
                        SwiftParameter(.same, name("let"), .optional(.named("String")), default: .nil),
                    ])),
        ]
        let declaration = SwiftDeclaration(
            modifiers: [.internal],
            .type(
                SwiftTypeDeclaration(
                    .enum, .named("AppRoute"), inheritance: [.named("Hashable")], members: cases)))
        #expect(
            SwiftRenderer.render([declaration]) == """
                internal enum AppRoute: Hashable {
                    case home
                    case product(id: Int, `let`: String? = nil)
                }

                """)
    }

    @Test func shortBodiesStayOnOneLine() {
        let function = SwiftDeclaration(
            modifiers: [.mutating],
            .function(
                SwiftFunction(
                    name("push"), parameters: [SwiftParameter(.none, name("route"), .named("AppRoute"))],
                    body: [.expression(.named("path").dot("append").called(.named("route")))])))
        let variable = SwiftDeclaration(
            .variable(SwiftVariable(true, name("id"), .selfType, getter: [.expression(.selfReference)])))
        #expect(
            SwiftRenderer.render([function, variable]) == """
                mutating func push(_ route: AppRoute) { path.append(route) }

                var id: Self { self }

                """)
    }

    @Test func longCallsBreakOneArgumentPerLine() {
        let arguments = (1...6).map { SwiftArgument.labeled("argument\($0)", .string("value number \($0)")) }
        let statement = SwiftStatement.return(.named("SomeView").called(arguments))
        #expect(
            SwiftRenderer.render([statement]) == """
                return SomeView(
                    argument1: "value number 1",
                    argument2: "value number 2",
                    argument3: "value number 3",
                    argument4: "value number 4",
                    argument5: "value number 5",
                    argument6: "value number 6"
                )

                """)
    }

    @Test func modifierChainsPutOneModifierPerLine() {
        let chain = SwiftExpression.modifierChain(
            .named("Text").called(.string("Hi")),
            [
                .call("navigationTitle", [SwiftArgument(.string("Home"))]),
                .conditional(
                    SwiftIfConfig(
                        .os(.iOS),
                        [
                            .call(
                                "navigationBarTitleDisplayMode",
                                [SwiftArgument(.implicitMember(name("inline")))])
                        ])),
                .call("bold"),
            ])
        #expect(
            SwiftRenderer.render([.return(.named("AnyView").called(chain))]) == """
                return AnyView(
                    Text("Hi")
                        .navigationTitle("Home")
                        #if os(iOS)
                        .navigationBarTitleDisplayMode(.inline)
                        #endif
                        .bold()
                )

                """)
    }

    @Test func trailingClosuresWithLabels() {
        let split = SwiftExpression.call(
            .named("NavigationSplitView"), [],
            trailingClosures: [
                SwiftTrailingClosure(SwiftClosure([.expression(.named("Sidebar").called())])),
                SwiftTrailingClosure(
                    name("detail"),
                    SwiftClosure([
                        .expression(.named("Detail").called()),
                        .expression(.named("Other").called()),
                    ])),
            ])
        #expect(
            SwiftRenderer.render([.expression(split)]) == """
                NavigationSplitView {
                    Sidebar()
                } detail: {
                    Detail()
                    Other()
                }

                """)
    }

    @Test func switchesIfsAndGuards() {
        let statements: [SwiftStatement] = [
            .guard(
                [.optionalBinding(name("link"), .named("parse").called(.named("url")))], else: [.return(.nil)]
            ),
            .switch(
                .named("route"),
                [
                    SwiftSwitchCase(
                        [.enumCase(name("detail"), [.binding(name("id")), .wildcard])],
                        [.return(.named("id"))]),
                    SwiftSwitchCase([.enumCase(name("init"), nil)], [.return(.nil)]),
                    .default([.return(.nil)]),
                ]),
            .if(
                [.available([SwiftAvailability(.iOS, [16]), SwiftAvailability(.macOS, [13])])],
                then: [.return(.boolean(true))], else: [.return(.boolean(false))]),
        ]
        #expect(
            SwiftRenderer.render(statements) == """
                guard let link = parse(url) else { return nil }
                switch route {
                case .detail(let id, _):
                    return id
                case .`init`:
                    return nil
                default:
                    return nil
                }
                if #available(iOS 16, macOS 13, *) {
                    return true
                } else {
                    return false
                }

                """)
    }

    /// A multi-line string literal: one line of source per line of text, one level deeper than
    /// the declaration, with empty lines left empty, quotes escaped so that no run of three
    /// closes it, and in a place that must stay on one line, a one-line literal of the same
    /// text.
    @Test func multilineStringLiterals() {
        let text = "first key\n\nquote \"\"\" and \\ and\ttab\nlast"
        let declaration = SwiftDeclaration(
            modifiers: [.static],
            .variable(SwiftVariable(false, name("keys"), nil, initialValue: .multilineString(text))))
        #expect(
            SwiftRenderer.render([declaration]) == #"""
                static let keys = """
                    first key

                    quote \"\"\" and \\ and\ttab
                    last
                    """

                """#)
        let condition = SwiftStatement.if(
            [.expression(.call(.named("check"), [SwiftArgument(.multilineString("a\nb"))]))], then: [])
        #expect(SwiftRenderer.render([condition]).hasPrefix(#"if check("a\nb") {"#))
        let loop = SwiftStatement.for(
            .tuple([.name(name("key")), .wildcard]), in: .named("pairs"), where: nil, body: [])
        #expect(SwiftRenderer.render([loop]).hasPrefix("for (key, _) in pairs {"))
    }

    /// Swift requires a statement in every case of a switch, so a case that does nothing gets
    /// `break` (a deep link to a split view's sidebar route has no step to take).
    @Test func emptySwitchCasesBreak() {
        let statement = SwiftStatement.switch(
            .named("route"), [SwiftSwitchCase([.enumCase(name("inbox"), nil)], []), .default([])])
        #expect(
            SwiftRenderer.render([statement]) == """
                switch route {
                case .inbox:
                    break
                default:
                    break
                }

                """)
    }

    @Test func attributesAndProjectedValues() {
        let declarations: [SwiftDeclaration] = [
            SwiftDeclaration(
                attributes: [.named("Binding")], modifiers: [.private],
                .variable(SwiftVariable(true, name("state"), .named("AppState")))),
            SwiftDeclaration(
                attributes: [.named("MainActor"), .available([SwiftAvailability(.iOS, [16])])],
                modifiers: [.public, .final],
                .type(SwiftTypeDeclaration(.class, .named("Router"), members: []))),
        ]
        #expect(
            SwiftRenderer.render(declarations) == """
                @Binding private var state: AppState

                @MainActor
                @available(iOS 16, *)
                public final class Router {}

                """)
        #expect(SwiftRenderer.render(.projected(name("state")).dot("path")) == "$state.path\n")
    }

    @Test func operatorsAreParenthesized() {
        let value = SwiftExpression.binary(
            .binary(.named("a"), .or, .named("b")), .and,
            .prefix(.not, .binary(.named("c"), .equal, .integer(1))))
        #expect(SwiftRenderer.render(value) == "(a || b) && !(c == 1)\n")
        #expect(
            SwiftRenderer.render(.member(.binary(.named("a"), .nilCoalescing, .named("b")), name("count")))
                == "(a ?? b).count\n")
        #expect(SwiftRenderer.render(.metatype(.optional(.named("Int")))) == "(Int?).self\n")
        #expect(SwiftRenderer.render(.keyPath(root: nil, [name("path")])) == "\\.path\n")
        #expect(SwiftRenderer.render(.dictionary([])) == "[:]\n")
    }

    @Test func compilationConditionsNest() {
        let block = SwiftDeclaration.kind(
            .ifConfig(
                SwiftIfConfig(
                    .all([.canImport(name("SwiftUI")), .not(.any([.os(.macOS), .os(.tvOS)]))]),
                    [.kind(.import(name("SwiftUI")))])))
        #expect(
            SwiftRenderer.render([block]) == """
                #if canImport(SwiftUI) && !(os(macOS) || os(tvOS))
                import SwiftUI
                #endif

                """)
    }
}
