import NavSource
import NavSyntax
import Testing

@Suite struct ParserTests: SyntaxTestHelpers {
    // MARK: Helpers

    /// The first declaration of `result`, recording an issue when there is none.
    private func firstDeclaration(_ result: ParseResult) throws -> Declaration {
        try #require(result.tree.declarations.first)
    }

    /// The header of the first declaration, which must be a navigation declaration.
    private func header(_ result: ParseResult) throws -> NavigationDecl {
        guard case .navigation(let header) = try firstDeclaration(result) else {
            throw ParserTestFailure("the first declaration is not a navigation header")
        }
        return header
    }

    /// The first action of the first route.
    private func firstAction(_ result: ParseResult) throws -> ActionDecl {
        for member in firstRouteMembers(result) {
            if case .action(let action) = member { return action }
        }
        throw ParserTestFailure("the first route has no action")
    }

    /// The elements of the first toolbar of the first route.
    private func toolbarElements(_ result: ParseResult) throws -> [ToolbarElement] {
        for member in firstRouteMembers(result) {
            if case .toolbar(let toolbar) = member { return toolbar.elements }
        }
        throw ParserTestFailure("the first route has no toolbar")
    }

    /// A route whose body holds `members`, one per line, indented as the formatter would.
    private func routeBody(_ members: String...) -> String {
        "route home -> Home {\n" + members.map { "    " + $0 + "\n" }.joined() + "}\n"
    }

    /// A route with a toolbar holding `elements`, one per line.
    private func toolbar(_ elements: String...) -> String {
        "route home -> Home {\n    toolbar {\n" + elements.map { "        " + $0 + "\n" }.joined()
            + "    }\n}\n"
    }

    /// A navigation header holding `entries`, one per line.
    private func navigationHeader(_ entries: String...) -> String {
        "navigation App {\n" + entries.map { "    " + $0 + "\n" }.joined() + "}\n"
    }

    // MARK: Declarations

    @Test func anImportHoldsItsPath() throws {
        let result = parse("import \"other.nav\"\n")
        #expect(result.diagnostics == [])
        #expect(outline(result) == "SourceFile\n  ImportDecl path=\"other.nav\"")
        guard case .import(let decl) = try firstDeclaration(result) else {
            Issue.record("not an import")
            return
        }
        #expect(decl.range == range(0, 18))
        #expect(decl.path.range == range(7, 18))
        #expect(result.tree.value(decl.path) == "other.nav")
    }

    @Test func aTypeDeclarationListsItsConformances() throws {
        let text = "type Note.ID: Codable, Hashable\ntype Plain\n"
        let result = parse(text)
        #expect(result.diagnostics == [])
        #expect(
            outline(result) == """
                SourceFile
                  TypeDecl conformances=Codable,Hashable
                    NamedType name=Note.ID
                  TypeDecl conformances=
                    NamedType name=Plain
                """)
        guard case .type(let decl) = try firstDeclaration(result) else {
            Issue.record("not a type declaration")
            return
        }
        #expect(decl.range == range(0, 31))
        #expect(decl.type.range == range(5, 12))
        #expect(decl.conformances.map { result.tree.text($0) } == ["Codable", "Hashable"])
    }

    @Test func aFullNavigationHeaderBuildsEveryEntry() {
        let text = navigationHeader(
            "target iOS 16, macOS 13.3, visionOS 1.0.1", "style split3", "flow indirect",
            "roots first, second",
            "sidebar first", "content second", "detail third", "enum AppRoute",
            "lint {\n        disable NAV402, NAV403\n        warning NAV201\n        error NAV301\n    }")
        let result = parse(text)
        #expect(result.diagnostics == [])
        #expect(
            outline(result) == """
                SourceFile
                  NavigationDecl name=App
                    TargetEntry
                      PlatformVersion platform=iOS version=16
                      PlatformVersion platform=macOS version=13.3
                      PlatformVersion platform=visionOS version=1.0.1
                    StyleEntry style=split3
                    FlowEntry flow=indirect
                    RootsEntry routes=first,second
                    ColumnEntry column=sidebar route=first
                    ColumnEntry column=content route=second
                    ColumnEntry column=detail route=third
                    EnumNameEntry name=AppRoute
                    LintEntry
                      LintRule action=disable codes=NAV402,NAV403
                      LintRule action=warning codes=NAV201
                      LintRule action=error codes=NAV301
                """)
    }

    @Test func aTargetEntryHoldsEachPlatformAndItsVersionComponents() throws {
        let text = navigationHeader("target iOS 16, macOS 13.3, visionOS 1.0.1, tvOS 1_7")
        let result = parse(text)
        #expect(result.diagnostics == [])
        guard case .target(let target) = try #require(try header(result).entries.first) else {
            Issue.record("not a target entry")
            return
        }
        #expect(target.platforms.map(\.platform.value) == [.iOS, .macOS, .visionOS, .tvOS])
        #expect(target.platforms.map(\.version.components) == [[16], [13, 3], [1, 0, 1], [17]])
        #expect(target.platforms[0].range == range(of: "iOS 16", in: text))
        #expect(target.platforms[1].version.range == range(of: "13.3", in: text))
        #expect(target.range == range(of: "target iOS 16, macOS 13.3, visionOS 1.0.1, tvOS 1_7", in: text))
    }

    @Test(arguments: Platform.allCases)
    func everyPlatformIsAccepted(platform: Platform) throws {
        let result = parse(navigationHeader("target \(platform.rawValue) 17.4.1"))
        #expect(result.diagnostics == [])
        guard case .target(let target) = try #require(try header(result).entries.first) else {
            Issue.record("not a target entry")
            return
        }
        #expect(target.platforms.map(\.platform.value) == [platform])
        #expect(target.platforms.map(\.version.components) == [[17, 4, 1]])
    }

    @Test(arguments: NavigationStyle.allCases)
    func everyNavigationStyleIsAccepted(style: NavigationStyle) throws {
        let result = parse(navigationHeader("style \(style.rawValue)"))
        #expect(result.diagnostics == [])
        guard case .style(let entry) = try #require(try header(result).entries.first) else {
            Issue.record("not a style entry")
            return
        }
        #expect(entry.style.value == style)
    }

    @Test(arguments: NavigationFlow.allCases)
    func everyNavigationFlowIsAccepted(flow: NavigationFlow) throws {
        let result = parse(navigationHeader("flow \(flow.rawValue)"))
        #expect(result.diagnostics == [])
        guard case .flow(let entry) = try #require(try header(result).entries.first) else {
            Issue.record("not a flow entry")
            return
        }
        #expect(entry.flow.value == flow)
    }

    @Test(arguments: Column.allCases)
    func everyColumnEntryNamesItsRoute(column: Column) throws {
        let text = navigationHeader("\(column.rawValue) noteList")
        let result = parse(text)
        #expect(result.diagnostics == [])
        guard case .column(let entry) = try #require(try header(result).entries.first) else {
            Issue.record("not a column entry")
            return
        }
        #expect(entry.column == column)
        #expect(result.tree.text(entry.route) == "noteList")
        #expect(entry.range == range(of: "\(column.rawValue) noteList", in: text))
    }

    @Test(arguments: LintRuleAction.allCases)
    func everyLintRuleActionIsAccepted(action: LintRuleAction) throws {
        let result = parse(navigationHeader("lint {\n        \(action.rawValue) NAV402, NAV403\n    }"))
        #expect(result.diagnostics == [])
        guard case .lint(let lint) = try #require(try header(result).entries.first) else {
            Issue.record("not a lint entry")
            return
        }
        #expect(lint.rules.map(\.action) == [action])
        #expect(lint.rules.first?.codes.map { result.tree.text($0) } == ["NAV402", "NAV403"])
    }

    @Test func anEmptyHeaderAndAnEmptyLintBlockAreFine() {
        let result = parse("navigation App {\n    lint {}\n}\n")
        #expect(result.diagnostics == [])
        #expect(outline(result) == "SourceFile\n  NavigationDecl name=App\n    LintEntry")
    }

    // MARK: Routes

    @Test func aRouteNeedsNeitherParametersNorABody() throws {
        let result = parse("route home -> Home\n")
        #expect(result.diagnostics == [])
        #expect(
            outline(result) == """
                SourceFile
                  RouteDecl name=home
                    ViewType
                      NamedType name=Home
                """)
        let route = try #require(routes(result.tree).first)
        #expect(route.parameters == nil)
        #expect(route.members == [])
        #expect(route.range == range(0, 18))
        #expect(result.tree.text(route.name) == "home")
    }

    @Test func anEmptyParameterListIsKept() throws {
        let result = parse("route home() -> Home {}\n")
        #expect(result.diagnostics == [])
        let route = try #require(routes(result.tree).first)
        #expect(route.parameters?.parameters == [])
        #expect(route.parameters?.range == range(10, 12))
        #expect(route.range == range(0, 23))
    }

    @Test func parametersMayHaveDefaultValues() {
        let text =
            "route detail(id: Note.ID, count: Int = 3, label: String = \"x\", flag: Bool = true) -> Detail\n"
        let result = parse(text)
        #expect(result.diagnostics == [])
        #expect(
            outline(result) == """
                SourceFile
                  RouteDecl name=detail
                    ParameterClause
                      Parameter name=id
                        NamedType name=Note.ID
                      Parameter name=count
                        NamedType name=Int
                        DefaultValue
                          NumberLiteral value=3
                      Parameter name=label
                        NamedType name=String
                        DefaultValue
                          StringLiteral value="x"
                      Parameter name=flag
                        NamedType name=Bool
                        DefaultValue
                          BooleanLiteral value=true
                    ViewType
                      NamedType name=Detail
                """)
    }

    @Test func aParameterListMaySpanLinesAndEndWithAComma() throws {
        let text = "route detail(\n    id: Int,\n    name: String = \"a\",\n) -> Detail\n"
        let result = parse(text)
        #expect(result.diagnostics == [])
        let route = try #require(routes(result.tree).first)
        #expect(route.parameters?.parameters.map { result.tree.text($0.name) } == ["id", "name"])
        #expect(
            route.parameters?.range == range(of: "(\n    id: Int,\n    name: String = \"a\",\n)", in: text))
        #expect(route.viewType.range == range(of: "Detail", in: text, occurrence: 1))
    }

    @Test func theBodyBraceMayStartTheNextLine() {
        let result = parse("route home -> Home\n{\n    title \"Home\"\n}\n")
        #expect(result.diagnostics == [])
        #expect(
            outline(result) == """
                SourceFile
                  RouteDecl name=home
                    ViewType
                      NamedType name=Home
                    TitleMember text="Home"
                """)
    }

    @Test func aBodyMaySitOnTheRouteLine() {
        let result = parse("route home -> Home { title \"Home\" }\n")
        #expect(result.diagnostics == [])
        #expect(firstRouteMembers(result).count == 1)
    }

    @Test func everyRouteMemberBuildsItsNode() throws {
        let text = routeBody(
            "title \"Notes \\u{1F4DD}\"", "display inline", "backButton hidden", "navigationBar visible",
            "url \"/notes/{id}\"", "action open(id: Int) = push detail(id: id)", "action close = dismiss",
            "toolbar {\n        item principal button(\"Add\") = sheet editor\n    }")
        let result = parse(text)
        #expect(result.diagnostics == [])
        #expect(
            outline(result) == """
                SourceFile
                  RouteDecl name=home
                    ViewType
                      NamedType name=Home
                    TitleMember text="Notes \\u{1F4DD}"
                    DisplayMember mode=inline
                    BackButtonMember visibility=hidden
                    NavigationBarMember visibility=visible
                    URLMember pattern="/notes/{id}"
                    ActionDecl name=open
                      ParameterClause
                        Parameter name=id
                          NamedType name=Int
                      Edge kind=push
                        RouteTarget route=detail
                          ArgumentClause
                            Argument label=id
                              ReferenceExpr path=id
                    ActionDecl name=close
                      Edge kind=dismiss
                    ToolbarDecl
                      ToolbarItemDecl placement=principal
                        ToolbarButton title="Add" image=<none>
                          Edge kind=sheet
                            RouteTarget route=editor
                """)
        let members = firstRouteMembers(result)
        guard case .title(let title) = try #require(members.first) else {
            Issue.record("the first member is not a title")
            return
        }
        #expect(result.tree.value(title.text) == "Notes 📝")
        #expect(title.range == range(of: "title \"Notes \\u{1F4DD}\"", in: text))
        guard case .url(let url) = members[4] else {
            Issue.record("the fifth member is not a url")
            return
        }
        #expect(result.tree.value(url.pattern) == "/notes/{id}")
    }

    @Test(arguments: TitleDisplayMode.allCases)
    func everyDisplayModeIsAccepted(mode: TitleDisplayMode) throws {
        let result = parse(routeBody("display \(mode.rawValue)"))
        #expect(result.diagnostics == [])
        guard case .display(let member) = try #require(firstRouteMembers(result).first) else {
            Issue.record("not a display member")
            return
        }
        #expect(member.mode.value == mode)
    }

    @Test(arguments: Visibility.allCases)
    func everyVisibilityIsAcceptedByBothVisibilityMembers(visibility: Visibility) throws {
        let result = parse(
            routeBody("backButton \(visibility.rawValue)", "navigationBar \(visibility.rawValue)"))
        #expect(result.diagnostics == [])
        let members = firstRouteMembers(result)
        guard members.count == 2, case .backButton(let back) = members[0],
            case .navigationBar(let bar) = members[1]
        else {
            Issue.record("unexpected members \(members)")
            return
        }
        #expect(back.visibility.value == visibility)
        #expect(bar.visibility.value == visibility)
    }

    // MARK: Actions and edges

    @Test func anActionMayTakeParameters() throws {
        let text = routeBody("action open(id: Note.ID, animated: Bool = false) = push detail(id: id)")
        let result = parse(text)
        #expect(result.diagnostics == [])
        let action = try firstAction(result)
        #expect(result.tree.text(action.name) == "open")
        #expect(action.parameters?.parameters.map { result.tree.text($0.name) } == ["id", "animated"])
        #expect(
            action.parameters?.parameters.last?.defaultValue
                == .boolean(false, range: range(of: "false", in: text)))
        #expect(action.parameters?.range == range(of: "(id: Note.ID, animated: Bool = false)", in: text))
    }

    @Test(arguments: EdgeKind.allCases)
    func everyEdgeKindParsesWithOrWithoutItsTarget(kind: EdgeKind) throws {
        let takesName = kind.takesTarget || kind.takesTab || kind.takesDialog || kind.takesValue
        let member = takesName ? "action go = \(kind.rawValue) detail" : "action go = \(kind.rawValue)"
        let text = routeBody(member)
        let result = parse(text)
        #expect(result.diagnostics == [])
        let edge = try firstAction(result).edge
        #expect(edge.kind.value == kind)
        #expect(edge.kind.name.range == range(of: kind.rawValue, in: text, occurrence: 1))
        if kind.takesTarget || kind.takesDialog {
            #expect(edge.target.map { result.tree.text($0.route) } == "detail")
            #expect(edge.tab == nil)
            #expect(edge.range == range(of: "\(kind.rawValue) detail", in: text))
        } else if kind.takesValue {
            #expect(edge.target == nil && edge.tab == nil)
            #expect(
                edge.value
                    == .reference(
                        components: [Identifier(range: range(of: "detail", in: text))],
                        range: range(of: "detail", in: text)))
            #expect(edge.range == range(of: "\(kind.rawValue) detail", in: text))
        } else if kind.takesTab {
            #expect(edge.target == nil)
            #expect(edge.tab.map { result.tree.text($0.name) } == "detail")
            #expect(edge.tab?.inKeyword == nil)
            #expect(edge.range == range(of: "\(kind.rawValue) detail", in: text))
        } else {
            #expect(edge.target == nil && edge.tab == nil)
            #expect(edge.range == range(of: kind.rawValue, in: text))
        }
    }

    @Test func aTargetMayTakeArgumentsAndATrailingComma() throws {
        let text = routeBody("action go = push detail(id: note.id, count: 2,)")
        let result = parse(text)
        #expect(result.diagnostics == [])
        let target = try #require(try firstAction(result).edge.target)
        #expect(target.arguments?.arguments.map { result.tree.text($0.label) } == ["id", "count"])
        #expect(target.arguments?.range == range(of: "(id: note.id, count: 2,)", in: text))
        #expect(target.range == range(of: "detail(id: note.id, count: 2,)", in: text))
    }

    @Test func aTargetWithEmptyParenthesesHasAnEmptyArgumentList() throws {
        let result = parse(routeBody("action go = push detail()"))
        #expect(result.diagnostics == [])
        let target = try #require(try firstAction(result).edge.target)
        #expect(target.arguments?.arguments == [])
    }

    @Test func aTargetWithoutParenthesesHasNoArgumentList() throws {
        let result = parse(routeBody("action go = push detail"))
        let target = try #require(try firstAction(result).edge.target)
        #expect(target.arguments == nil)
    }

    @Test(arguments: [
        ("id", "ReferenceExpr path=id"), ("note.id", "ReferenceExpr path=note.id"),
        ("a.b.c", "ReferenceExpr path=a.b.c"), ("title", "ReferenceExpr path=title"),
        ("\"text\"", "StringLiteral value=\"text\""), ("42", "NumberLiteral value=42"),
        ("-1.5", "NumberLiteral value=-1.5"), ("true", "BooleanLiteral value=true"),
        ("false", "BooleanLiteral value=false"), ("nil", "NilLiteral"),
    ])
    func everyExpressionKindParsesAsAnArgumentAndADefaultValue(expression: String, dumped: String) {
        let asArgument = parse(routeBody("action go = push detail(x: \(expression))"))
        #expect(asArgument.diagnostics == [])
        #expect(
            outline(asArgument) == """
                SourceFile
                  RouteDecl name=home
                    ViewType
                      NamedType name=Home
                    ActionDecl name=go
                      Edge kind=push
                        RouteTarget route=detail
                          ArgumentClause
                            Argument label=x
                              \(dumped)
                """)
        let asDefault = parse("route detail(x: T = \(expression)) -> Detail\n")
        #expect(asDefault.diagnostics == [])
        #expect(
            outline(asDefault) == """
                SourceFile
                  RouteDecl name=detail
                    ParameterClause
                      Parameter name=x
                        NamedType name=T
                        DefaultValue
                          \(dumped)
                    ViewType
                      NamedType name=Detail
                """)
    }

    @Test func expressionsCarryTheirRanges() throws {
        let text = routeBody("action go = push detail(a: x.y, b: \"s\", c: 7, d: true, e: nil)")
        let result = parse(text)
        let arguments = try #require(try firstAction(result).edge.target?.arguments?.arguments)
        #expect(
            arguments.map(\.value) == [
                .reference(
                    components: [
                        Identifier(range: range(of: "x", in: text)),
                        Identifier(range: range(of: "y", in: text)),
                    ],
                    range: range(of: "x.y", in: text)),
                .string(StringLiteralSyntax(range: range(of: "\"s\"", in: text))),
                .number(range: range(of: "7", in: text)),
                .boolean(true, range: range(of: "true", in: text)),
                .nil(range: range(of: "nil", in: text)),
            ])
        #expect(
            arguments.map(\.range.start)
                == ["a:", "b:", "c:", "d:", "e:"].map { range(of: $0, in: text).start })
    }

    // MARK: Types

    @Test(arguments: [
        ("Note.ID", "NamedType name=Note.ID"),
        ("Set<Int>", "NamedType name=Set\n  GenericArguments of=Set\n    NamedType name=Int"),
        ("[String]", "ArrayType\n  NamedType name=String"),
        ("[String: [Int]]", "DictionaryType\n  NamedType name=String\n  ArrayType\n    NamedType name=Int"),
        ("Int??", "OptionalType\n  OptionalType\n    NamedType name=Int"),
        ("[Note.ID]?", "OptionalType\n  ArrayType\n    NamedType name=Note.ID"),
        (
            "Dictionary<String, [Int]>",
            "NamedType name=Dictionary\n  GenericArguments of=Dictionary\n    NamedType name=String\n"
                + "    ArrayType\n      NamedType name=Int"
        ),
        (
            "Result<A, B>.Success",
            "NamedType name=Result.Success\n  GenericArguments of=Result\n    NamedType name=A\n"
                + "    NamedType name=B"
        ),
        (
            "Set<Set<Int>>?",
            "OptionalType\n  NamedType name=Set\n    GenericArguments of=Set\n      NamedType name=Set\n"
                + "        GenericArguments of=Set\n          NamedType name=Int"
        ),
        (
            "[[String: Int?]]",
            "ArrayType\n  DictionaryType\n    NamedType name=String\n    OptionalType\n"
                + "      NamedType name=Int"
        ),
    ])
    func everyTypeFormBuildsItsNode(type: String, dumped: String) {
        let declared = parse("type \(type)\n")
        #expect(declared.diagnostics == [])
        #expect(outline(declared) == "SourceFile\n  TypeDecl conformances=\n" + indented(dumped, by: 2))
        #expect(declared.tree.declarations.first?.range == range(0, 5 + type.utf8.count))
        let asParameter = parse("route r(x: \(type)) -> \(type)\n")
        #expect(asParameter.diagnostics == [])
        #expect(
            outline(asParameter)
                == "SourceFile\n  RouteDecl name=r\n    ParameterClause\n      Parameter name=x\n"
                + indented(dumped, by: 4) + "\n    ViewType\n" + indented(dumped, by: 3))
    }

    @Test func typeRangesCoverTheirWholeSpelling() throws {
        let text = "route r(x: [Note.ID: Set<Int>]?) -> R\n"
        let result = parse(text)
        let parameter = try #require(routes(result.tree).first?.parameters?.parameters.first)
        guard case .optional(let wrapped, let optionalRange) = parameter.type,
            case .dictionary(let key, let value, let dictionaryRange) = wrapped
        else {
            Issue.record("unexpected type \(parameter.type)")
            return
        }
        #expect(optionalRange == range(of: "[Note.ID: Set<Int>]?", in: text))
        #expect(dictionaryRange == range(of: "[Note.ID: Set<Int>]", in: text))
        #expect(key.range == range(of: "Note.ID", in: text))
        #expect(value.range == range(of: "Set<Int>", in: text))
    }

    // MARK: Toolbars

    @Test func toolbarItemsAndGroupsHoldTheirButtons() {
        let text = toolbar(
            "item navigationBarTrailing button(\"Delete\", image: \"trash\", role: destructive) = pop",
            "group bottomBar {\n            button(\"A\") = dismiss\n"
                + "            button(image: \"x\") = popToRoot\n"
                + "            button(role: cancel) = push detail(id: 1)\n"
                + "            button() = pop\n        }"
        )
        let result = parse(text)
        #expect(result.diagnostics == [])
        #expect(
            outline(result) == """
                SourceFile
                  RouteDecl name=home
                    ViewType
                      NamedType name=Home
                    ToolbarDecl
                      ToolbarItemDecl placement=navigationBarTrailing
                        ToolbarButton title="Delete" image="trash" role=destructive
                          Edge kind=pop
                      ToolbarGroupDecl placement=bottomBar
                        ToolbarButton title="A" image=<none>
                          Edge kind=dismiss
                        ToolbarButton title=<none> image="x"
                          Edge kind=popToRoot
                        ToolbarButton title=<none> image=<none> role=cancel
                          Edge kind=push
                            RouteTarget route=detail
                              ArgumentClause
                                Argument label=id
                                  NumberLiteral value=1
                        ToolbarButton title=<none> image=<none>
                          Edge kind=pop
                """)
    }

    @Test func buttonArgumentsMayComeInAnyOrder() throws {
        let result = parse(toolbar("item principal button(role: cancel, image: \"x\", \"Title\") = pop"))
        #expect(result.diagnostics == [])
        guard case .item(let item) = try #require(try toolbarElements(result).first) else {
            Issue.record("not an item")
            return
        }
        #expect(item.button.title.map { result.tree.value($0) } == "Title")
        #expect(item.button.image.map { result.tree.value($0) } == "x")
        #expect(item.button.role?.value == .cancel)
    }

    @Test(arguments: ToolbarPlacement.allCases)
    func everyPlacementIsAcceptedByItemsAndGroups(placement: ToolbarPlacement) throws {
        let text = toolbar(
            "item \(placement.rawValue) button(\"A\") = pop",
            "group \(placement.rawValue) {\n            button(\"B\") = dismiss\n        }")
        let result = parse(text)
        #expect(result.diagnostics == [])
        let elements = try toolbarElements(result)
        guard elements.count == 2, case .item(let item) = elements[0], case .group(let group) = elements[1]
        else {
            Issue.record("unexpected elements \(elements)")
            return
        }
        #expect(item.placement.value == placement)
        #expect(group.placement.value == placement)
        #expect(item.placement.name.range == range(of: placement.rawValue, in: text, occurrence: 1))
        #expect(group.buttons.count == 1)
    }

    @Test(arguments: ButtonRole.allCases)
    func everyButtonRoleIsAccepted(role: ButtonRole) throws {
        let result = parse(toolbar("item principal button(role: \(role.rawValue)) = pop"))
        #expect(result.diagnostics == [])
        guard case .item(let item) = try #require(try toolbarElements(result).first) else {
            Issue.record("not an item")
            return
        }
        #expect(item.button.role?.value == role)
    }

    // MARK: Keywords as names

    @Test func keywordsServeAsNamesWhereTheGrammarExpectsAName() {
        let text = """
            navigation route {
                roots title, action
                sidebar push
                enum toolbar
            }
            route title(action: String, route: Int = nil) -> Title {
                action action(title: String) = push route(url: title, true: false)
            }
            type import: type
            """
        let result = parse(text)
        #expect(result.diagnostics == [])
        #expect(
            outline(result) == """
                SourceFile
                  NavigationDecl name=route
                    RootsEntry routes=title,action
                    ColumnEntry column=sidebar route=push
                    EnumNameEntry name=toolbar
                  RouteDecl name=title
                    ParameterClause
                      Parameter name=action
                        NamedType name=String
                      Parameter name=route
                        NamedType name=Int
                        DefaultValue
                          NilLiteral
                    ViewType
                      NamedType name=Title
                    ActionDecl name=action
                      ParameterClause
                        Parameter name=title
                          NamedType name=String
                      Edge kind=push
                        RouteTarget route=route
                          ArgumentClause
                            Argument label=url
                              ReferenceExpr path=title
                            Argument label=true
                              BooleanLiteral value=false
                  TypeDecl conformances=type
                    NamedType name=import
                """)
    }

    /// A declaration keyword that starts a line inside a parameter or argument list is a name
    /// when a ':' follows it, as in the editor grammar. (Before, `type:` and `route:` on lines
    /// of their own ended the list as if a declaration started there.)
    @Test(arguments: ["type", "route", "tab", "navigation", "import"])
    func aDeclarationKeywordBeforeAColonOnItsOwnLineIsAName(keyword: String) {
        let text = """
            route home(
                \(keyword): Int = 1,
                other: Int = 2
            ) -> Home {
                action go = push home(
                    \(keyword): 3
                )
            }
            """
        let result = parse(text)
        #expect(result.diagnostics == [], "\(result.diagnostics.map(\.message))")
        #expect(
            outline(result) == """
                SourceFile
                  RouteDecl name=home
                    ParameterClause
                      Parameter name=\(keyword)
                        NamedType name=Int
                        DefaultValue
                          NumberLiteral value=1
                      Parameter name=other
                        NamedType name=Int
                        DefaultValue
                          NumberLiteral value=2
                    ViewType
                      NamedType name=Home
                    ActionDecl name=go
                      Edge kind=push
                        RouteTarget route=home
                          ArgumentClause
                            Argument label=\(keyword)
                              NumberLiteral value=3
                """)
    }

    // MARK: Tabs

    @Test func aTabDeclarationHoldsItsEntries() throws {
        let text = """
            tab library {
                title "Library"
                image "books.vertical"
                style split
                sidebar shelves
                detail empty
            }
            tab home {
                roots feed, digest
            }
            """
        let result = parse(text)
        #expect(result.diagnostics == [])
        guard case .tab(let library) = try #require(result.tree.declarations.first) else {
            Issue.record("not a tab")
            return
        }
        #expect(result.tree.text(library.name) == "library")
        #expect(library.range == range(of: text.components(separatedBy: "\ntab home")[0], in: text))
        #expect(
            library.entries.map(\.range) == [
                range(of: "title \"Library\"", in: text), range(of: "image \"books.vertical\"", in: text),
                range(of: "style split", in: text), range(of: "sidebar shelves", in: text),
                range(of: "detail empty", in: text),
            ])
        guard case .image(let image) = library.entries[1] else {
            Issue.record("not an image")
            return
        }
        #expect(result.tree.value(image.symbol) == "books.vertical")
        #expect(
            outline(result).hasSuffix(
                """
                  TabDecl name=home
                    RootsEntry routes=feed,digest
                """))
    }

    @Test func aPushMayNameTheTabItSwitchesTo() throws {
        let text = routeBody("action go = push detail(id: 1) in library")
        let result = parse(text)
        #expect(result.diagnostics == [])
        let edge = try firstAction(result).edge
        #expect(edge.kind.value == .push)
        #expect(edge.target.map { result.tree.text($0.route) } == "detail")
        let tab = try #require(edge.tab)
        #expect(tab.range == range(of: "in library", in: text))
        #expect(tab.inKeyword == range(of: "in", in: text, occurrence: 1))
        #expect(result.tree.text(tab.name) == "library")
        #expect(edge.range == range(of: "push detail(id: 1) in library", in: text))
    }

    /// `in` is a keyword only before a tab name: a route may be called `in`.
    @Test func aRouteNamedInCanBePushedInATab() throws {
        let text = routeBody("action go = push in in library")
        let result = parse(text)
        #expect(result.diagnostics == [])
        let edge = try firstAction(result).edge
        #expect(edge.target.map { result.tree.text($0.route) } == "in")
        #expect(edge.tab.map { result.tree.text($0.name) } == "library")
    }

    @Test func theTabInATabSwitchMustBeOnTheSameLine() {
        let result = parse(routeBody("action go = tab", "title \"x\""))
        #expect(codes(result.diagnostics) == [.expectedTabName])
        #expect(firstRouteMembers(result).count == 2)
    }

    // MARK: Empty files

    @Test(arguments: [
        "", "// just a comment\n", "/* block */", "\n\n  \t\n", "/* a /* nested */ one */\n// and more\n",
    ])
    func aFileWithoutDeclarationsParsesCleanly(text: String) {
        let result = parse(text)
        #expect(result.tree.declarations == [])
        #expect(result.diagnostics == [])
        #expect(!result.hasErrors)
        #expect(outline(result) == "SourceFile")
    }

    @Test func aFileHoldingOnlyAByteOrderMarkParsesCleanly() {
        let result = parse(bytes: [0xEF, 0xBB, 0xBF])
        #expect(result.tree.declarations == [])
        #expect(result.diagnostics == [])
    }

    @Test func commentsAreKeptOnTheTree() {
        let result = parse("// a\nroute home -> Home /* b */\n")
        #expect(result.tree.comments == [range(0, 4), range(24, 31)])
        #expect(result.tree.tokens.last?.kind == .endOfFile)
    }

    // MARK: Syntax errors

    @Test func garbageAtTopLevelIsReportedAndParsingResumesAtTheNextRouteLine() {
        let text = "screen x {\n    title \"x\"\n}\nroute home -> Home\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedDeclaration])
        #expect(result.diagnostics.first?.range == range(0, 6))
        #expect(
            result.diagnostics.first?.message
                == "expected a declaration ('navigation', 'route', 'type', 'tab', 'feature', 'guard' or 'import'), found 'screen'"
        )
        #expect(
            outline(result) == """
                SourceFile
                  RouteDecl name=home
                    ViewType
                      NamedType name=Home
                """)
    }

    @Test func aStrayClosingBraceAtTopLevelIsReported() {
        let text = "route a -> A {}\n}\nroute b -> B\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedDeclaration])
        #expect(result.diagnostics.first?.range == range(16, 17))
        #expect(result.diagnostics.first?.message.hasSuffix("found '}'") == true)
        #expect(routes(result.tree).map { result.tree.text($0.name) } == ["a", "b"])
    }

    @Test func aMissingRouteNameIsReportedWhereTheNameBelongs() throws {
        let result = parse("route -> Home\n")
        #expect(codes(result.diagnostics) == [.expectedName])
        #expect(result.diagnostics.first?.range == .empty(at: 5))
        #expect(result.diagnostics.first?.message == "expected route name after 'route'")
        let route = try #require(routes(result.tree).first)
        #expect(route.name == Identifier(range: .empty(at: 5), isMissing: true))
        #expect(route.viewType.range == range(9, 13))
    }

    @Test func aMissingArrowIsInsertedAfterThePreviousToken() throws {
        let result = parse("route home Home\n")
        #expect(codes(result.diagnostics) == [.expectedToken])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.range == .empty(at: 10))
        #expect(diagnostic.message == "expected '->' before the route's view type")
        #expect(diagnostic.fixIts == [FixIt(range: .empty(at: 10), replacement: "->")])
        #expect(routes(result.tree).first?.viewType.range == range(11, 15))
    }

    @Test func aMissingCommaBetweenParametersIsInserted() throws {
        let result = parse("route home(a: Int b: Int) -> Home\n")
        #expect(codes(result.diagnostics) == [.expectedToken])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.range == .empty(at: 17))
        #expect(diagnostic.fixIts == [FixIt(range: .empty(at: 17), replacement: ",")])
        #expect(routes(result.tree).first?.parameters?.parameters.count == 2)
    }

    @Test func anUnclosedParameterListPointsBackAtItsParenthesis() throws {
        let text = "route home(x: Int -> Home {}\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedClosingDelimiter])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.range == .empty(at: 17))
        #expect(diagnostic.message == "expected ')' to close parameter list")
        #expect(diagnostic.notes == [DiagnosticNote("to match this '('", at: range(10, 11))])
        #expect(diagnostic.fixIts == [FixIt(range: .empty(at: 17), replacement: ")")])
        let route = try #require(routes(result.tree).first)
        #expect(route.parameters?.parameters.count == 1)
        #expect(route.viewType.range == range(of: "Home", in: text, occurrence: 1))
    }

    @Test func anUnclosedArgumentListPointsBackAtItsParenthesis() throws {
        let text = routeBody("action go = push detail(id: 1", "title \"x\"")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedClosingDelimiter])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.range == insertionPoint(after: "id: 1", in: text))
        #expect(diagnostic.message == "expected ')' to close argument list")
        #expect(diagnostic.notes == [DiagnosticNote("to match this '('", at: range(of: "(", in: text))])
        #expect(
            diagnostic.fixIts == [FixIt(range: insertionPoint(after: "id: 1", in: text), replacement: ")")])
        #expect(firstRouteMembers(result).count == 2)
    }

    @Test func anUnclosedArrayTypePointsBackAtItsBracket() throws {
        let text = "route home(x: [Int) -> Home\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedClosingDelimiter])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.range == .empty(at: 18))
        #expect(diagnostic.message == "expected ']' to close array type")
        #expect(diagnostic.notes == [DiagnosticNote("to match this '['", at: range(14, 15))])
        #expect(diagnostic.fixIts == [FixIt(range: .empty(at: 18), replacement: "]")])
    }

    @Test func aMissingClosingBraceBeforeTheNextRouteIsReportedAndTheNextRouteParses() throws {
        let text = "route a -> A {\n    title \"x\"\nroute b -> B {\n    title \"y\"\n}\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedClosingDelimiter])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.range == insertionPoint(after: "\"x\"", in: text))
        #expect(diagnostic.message == "expected '}' to close route body")
        #expect(diagnostic.notes == [DiagnosticNote("to match this '{'", at: range(13, 14))])
        #expect(
            diagnostic.fixIts == [FixIt(range: insertionPoint(after: "\"x\"", in: text), replacement: "}")])
        #expect(
            outline(result) == """
                SourceFile
                  RouteDecl name=a
                    ViewType
                      NamedType name=A
                    TitleMember text="x"
                  RouteDecl name=b
                    ViewType
                      NamedType name=B
                    TitleMember text="y"
                """)
    }

    @Test func aMissingClosingBraceAtTheEndOfTheFileIsReported() throws {
        let text = "navigation App {\n    style stack\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedClosingDelimiter])
        #expect(result.diagnostics.first?.range == insertionPoint(after: "stack", in: text))
        #expect(result.diagnostics.first?.message == "expected '}' to close navigation header")
        #expect(result.diagnostics.first?.notes == [DiagnosticNote("to match this '{'", at: range(15, 16))])
    }

    @Test func aMissingTypeIsReportedAtTheInsertionPoint() {
        let result = parse("route home(x: ) -> Home\n")
        #expect(codes(result.diagnostics) == [.expectedType])
        #expect(result.diagnostics.first?.range == .empty(at: 13))
        #expect(result.diagnostics.first?.message == "expected type for parameter")
    }

    @Test func aMissingDeclaredTypeIsReported() {
        let result = parse("type\nroute home -> Home\n")
        #expect(codes(result.diagnostics) == [.expectedType])
        #expect(result.diagnostics.first?.range == .empty(at: 4))
        #expect(routes(result.tree).count == 1)
    }

    @Test(arguments: [
        ("navigation A {\n    flo direct\n}\n", "flo", DiagnosticCode.unknownHeaderEntry, "flow"),
        ("navigation A {\n    lnt {}\n}\n", "lnt", .unknownHeaderEntry, "lint"),
        ("route a -> A {\n    titel \"x\"\n}\n", "titel", .unknownRouteMember, "title"),
        ("route a -> A {\n    toolbr {}\n}\n", "toolbr", .unknownRouteMember, "toolbar"),
        ("route a -> A {\n    action go = pussh b\n}\n", "pussh", .unknownEdgeKind, "push"),
        ("route a -> A {\n    action go = popToroot\n}\n", "popToroot", .unknownEdgeKind, "popToRoot"),
        (
            "route a -> A {\n    toolbar {\n        item principl button(\"x\") = pop\n    }\n}\n",
            "principl",
            .unknownToolbarPlacement, "principal"
        ),
        (
            "route a -> A {\n    toolbar {\n        group bottombar {\n"
                + "            button(\"x\") = pop\n        }\n"
                + "    }\n}\n", "bottombar", .unknownToolbarPlacement, "bottomBar"
        ),
        ("navigation A {\n    style stak\n}\n", "stak", .invalidOptionValue, "stack"),
        ("navigation A {\n    flow indirct\n}\n", "indirct", .invalidOptionValue, "indirect"),
        ("navigation A {\n    target ios 16\n}\n", "ios", .invalidOptionValue, "iOS"),
        ("route a -> A {\n    display inlin\n}\n", "inlin", .invalidOptionValue, "inline"),
        ("route a -> A {\n    backButton hiden\n}\n", "hiden", .invalidOptionValue, "hidden"),
        (
            "route a -> A {\n    toolbar {\n        item principal button(role: destructiv) = pop\n"
                + "    }\n}\n",
            "destructiv", .invalidOptionValue, "destructive"
        ),
        (
            "route a -> A {\n    toolbar {\n        item principal button(imag: \"x\") = pop\n    }\n}\n",
            "imag",
            .unknownButtonArgument, "image"
        ),
    ])
    func aCloseMisspellingGetsADidYouMeanNoteAndAReplacement(
        text: String, misspelling: String, code: DiagnosticCode, suggestion: String
    ) throws {
        let result = parse(text)
        #expect(codes(result.diagnostics) == [code])
        let diagnostic = try #require(result.diagnostics.first)
        let misspelled = range(of: misspelling, in: text)
        #expect(diagnostic.range == misspelled)
        #expect(diagnostic.notes.first == DiagnosticNote("did you mean '\(suggestion)'?"))
        #expect(diagnostic.fixIts == [FixIt(range: misspelled, replacement: suggestion)])
    }

    /// Words from other frameworks and plain English find the placement or edge kind they
    /// mean through an alias table, where edit distance would find nothing.
    @Test(arguments: [
        (
            "route a -> A {\n    action go = present b\n}\n", "present", DiagnosticCode.unknownEdgeKind,
            "sheet"
        ),
        ("route a -> A {\n    action go = navigate b\n}\n", "navigate", .unknownEdgeKind, "push"),
        ("route a -> A {\n    action go = back\n}\n", "back", .unknownEdgeKind, "pop"),
        ("route a -> A {\n    action go = close\n}\n", "close", .unknownEdgeKind, "dismiss"),
        (
            "route a -> A {\n    toolbar {\n        item topRight button() = pop\n    }\n}\n", "topRight",
            .unknownToolbarPlacement, "topBarTrailing"
        ),
        (
            "route a -> A {\n    toolbar {\n        item bottom button() = pop\n    }\n}\n", "bottom",
            .unknownToolbarPlacement, "bottomBar"
        ),
    ])
    func anAliasGetsTheWordItMeans(
        text: String, alias: String, code: DiagnosticCode, suggestion: String
    ) throws {
        let result = parse(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == code)
        let written = range(of: alias, in: text)
        #expect(diagnostic.range == written)
        #expect(diagnostic.notes.first == DiagnosticNote("did you mean '\(suggestion)'?"))
        #expect(diagnostic.fixIts == [FixIt(range: written, replacement: suggestion)])
    }

    /// Unknown edge kinds and placements, whose messages do not list the valid words, list
    /// them in a note.
    @Test func unknownEdgeKindsAndPlacementsListTheValidWords() {
        let edge = parse(routeBody("action go = zap b"))
        #expect(
            edge.diagnostics.first?.notes.map(\.message) == [
                "valid edge kinds: push, sheet, cover, popover, root, pop, popToRoot, dismiss, dismissAll, tab, return, alert, dialog, continue"
            ])
        let placement = parse(routeBody("toolbar {\n        item qqq button() = pop\n    }"))
        #expect(
            placement.diagnostics.first?.notes.map(\.message) == [
                "valid toolbar placements: "
                    + ToolbarPlacement.allCases.map(\.rawValue).joined(separator: ", ")
            ])
    }

    @Test(arguments: [
        ("navigation A {\n    theme dark\n}\n", "theme", DiagnosticCode.unknownHeaderEntry),
        ("route a -> A {\n    badge \"x\"\n}\n", "badge", .unknownRouteMember),
        ("route a -> A {\n    action go = zap b\n}\n", "zap", .unknownEdgeKind),
        (
            "route a -> A {\n    toolbar {\n        item qqq button() = pop\n    }\n}\n", "qqq",
            .unknownToolbarPlacement
        ),
        ("navigation A {\n    style tabs\n}\n", "tabs", .invalidOptionValue),
        (
            "route a -> A {\n    toolbar {\n        item principal button(icon: \"x\") = pop\n    }\n}\n",
            "icon", .unknownButtonArgument
        ),
    ])
    func aFarOffWordGetsNoSuggestion(text: String, word: String, code: DiagnosticCode) throws {
        let result = parse(text)
        #expect(codes(result.diagnostics) == [code])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.range == range(of: word, in: text))
        #expect(!diagnostic.notes.contains { $0.message.hasPrefix("did you mean") })
        #expect(diagnostic.fixIts == [])
    }

    @Test func unknownWordMessagesNameTheWordAndTheChoices() {
        let style = parse(navigationHeader("style tabs"))
        #expect(
            style.diagnostics.map(\.message) == [
                "'tabs' is not a valid navigation style; expected stack, split, split3, columns"
            ])
        let member = parse(routeBody("badge \"x\""))
        #expect(member.diagnostics.map(\.message) == ["unknown route member 'badge'"])
        let edge = parse(routeBody("action go = show b"))
        #expect(edge.diagnostics.map(\.message) == ["unknown edge kind 'show'"])
        let button = parse(toolbar("item principal button(icon: \"x\") = pop"))
        #expect(
            button.diagnostics.map(\.message) == [
                "unknown button argument 'icon'; expected a title string, 'image:', 'role:', 'disabled:', 'hidden:' or 'platform:'"
            ])
    }

    @Test func anUnknownHeaderEntryDoesNotHideTheEntriesAfterIt() {
        let result = parse(navigationHeader("theme dark", "style stack"))
        #expect(codes(result.diagnostics) == [.unknownHeaderEntry])
        #expect(outline(result) == "SourceFile\n  NavigationDecl name=App\n    StyleEntry style=stack")
    }

    @Test func aMissingArgumentValueIsReported() throws {
        let text = routeBody("action go = push detail(id: )")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedExpression])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "expected value, found ')'")
        #expect(diagnostic.range == range(of: ")", in: text))
        let argument = try #require(try firstAction(result).edge.target?.arguments?.arguments.first)
        guard case .missing = argument.value else {
            Issue.record("the value is not missing: \(argument.value)")
            return
        }
    }

    @Test func aMissingVersionIsReportedAfterThePlatform() throws {
        let text = navigationHeader("target iOS, macOS 13")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedVersion])
        #expect(result.diagnostics.first?.range == insertionPoint(after: "iOS", in: text))
        #expect(result.diagnostics.first?.message == "expected version number after 'iOS'")
        guard case .target(let target) = try #require(try header(result).entries.first) else {
            Issue.record("not a target entry")
            return
        }
        #expect(target.platforms.map(\.platform.value) == [.iOS, .macOS])
        #expect(target.platforms.map(\.version.isMissing) == [true, false])
    }

    @Test func aVersionAtTheEndOfTheLineIsMissing() {
        let text = navigationHeader("target iOS", "style stack")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedVersion])
        #expect(result.diagnostics.first?.range == insertionPoint(after: "iOS", in: text))
    }

    @Test func aTargetOnAnEdgeThatTakesNoneIsReportedWithARemovalFixIt() throws {
        let text = routeBody("action back = pop home")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.unexpectedEdgeTarget])
        let diagnostic = try #require(result.diagnostics.first)
        let target = range(of: "home", in: text, occurrence: 2)
        #expect(diagnostic.range == target)
        #expect(diagnostic.message == "'pop' does not take a target route")
        #expect(diagnostic.fixIts == [FixIt(range: range(target.start - 1, target.end), replacement: "")])
    }

    @Test func aMissingTargetIsReportedRightAfterTheEdgeKind() {
        let text = routeBody("action go = push // later")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedEdgeTarget])
        #expect(result.diagnostics.first?.range == insertionPoint(after: "push", in: text))
        #expect(result.diagnostics.first?.message == "'push' needs a target route on the same line")
    }

    @Test func anEdgeTargetIsNeverTakenFromTheNextLine() throws {
        let result = parse(routeBody("action go = push", "action x = pop"))
        #expect(codes(result.diagnostics) == [.expectedEdgeTarget])
        let actions = firstRouteMembers(result).compactMap { member -> ActionDecl? in
            guard case .action(let action) = member else { return nil }
            return action
        }
        #expect(actions.map { result.tree.text($0.name) } == ["go", "x"])
        #expect(actions.map(\.edge.target) == [nil, nil])
        #expect(actions.map(\.edge.kind.value) == [.push, .pop])
    }

    @Test func anEdgeWithoutATargetFollowedByAnotherActionIsClean() {
        let result = parse(routeBody("action go = pop", "action x = dismiss"))
        #expect(result.diagnostics == [])
        #expect(firstRouteMembers(result).count == 2)
    }

    @Test func aButtonOutsideAnItemIsReported() {
        let text = toolbar("button(\"x\") = pop", "item principal button(\"y\") = pop")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedToolbarElement])
        #expect(result.diagnostics.first?.range == range(of: "button", in: text))
        #expect(result.diagnostics.first?.message == "expected 'item' or 'group' in toolbar, found 'button'")
        #expect((try? toolbarElements(result).count) == 1)
    }

    @Test func anItemWithoutItsButtonKeywordHasAnEmptyButtonAtTheInsertionPoint() throws {
        let text = toolbar("item principal (\"x\") = pop")
        let result = parse(text)
        #expect(result.diagnostics.first?.code == .expectedToken)
        #expect(result.diagnostics.first?.message == "expected 'button' for the toolbar item")
        #expect(result.diagnostics.first?.range == insertionPoint(after: "principal", in: text))
        guard case .item(let item) = try #require(try toolbarElements(result).first) else {
            Issue.record("not an item")
            return
        }
        #expect(item.range == range(of: "item principal", in: text))
        #expect(item.button.edge?.range == insertionPoint(after: "principal", in: text))
    }

    @Test(arguments: [
        (
            "route home -> Home {\n    toolbar {\n        item principal (\"x\") = pop\n    }\n}\n",
            "ToolbarButton", "principal"
        ),
        ("route home( 42) -> Home\n", "Parameter", "home("),
        ("route home -> Home {\n    action go = push detail( ?)\n}\n", "Argument", "detail("),
        ("navigation App {\n    target =\n}\n", "PlatformVersion", "target"),
    ])
    func aNodeWithNothingWrittenSitsAtTheInsertionPoint(text: String, node: String, after: String) throws {
        let result = parse(text)
        #expect(!result.diagnostics.isEmpty)
        let dumped = try #require(dumpedNodes(result.tree).first { $0.line.hasPrefix(node + " ") })
        #expect(dumped.range == insertionPoint(after: after, in: text), "\(dumped)")
    }

    @Test func aSecondButtonTitleIsReported() {
        let text = toolbar("item principal button(\"x\", \"y\") = pop")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.unexpectedToken])
        #expect(result.diagnostics.first?.range == range(of: "\"y\"", in: text))
    }

    @Test(arguments: [
        ("tab a {\n    title Home\n}\n", "Home", "expected string literal after 'title'"),
        (
            "route a -> A {\n    title 42\n}\n", "42",
            "expected string literal or parameter name after 'title'"
        ),
        ("import other\n", "other", "expected string literal after 'import'"),
        (
            "route a -> A {\n    url home\n}\n", "home",
            "expected string literal with the deep-link pattern after 'url'"
        ),
    ])
    func aWordWhereAStringBelongsIsReportedAtTheWord(text: String, word: String, message: String) {
        let result = parse(text)
        #expect(result.diagnostics.first?.code == .expectedString)
        #expect(result.diagnostics.first?.range == range(of: word, in: text))
        #expect(result.diagnostics.first?.message == message)
    }

    @Test func aStringMissingAtTheEndOfTheLineIsReportedAtTheInsertionPoint() {
        let text = "import\nroute a -> A {\n    title\n}\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedString, .expectedString])
        #expect(
            result.diagnostics.map(\.range) == [
                insertionPoint(after: "import", in: text), insertionPoint(after: "title", in: text),
            ])
    }

    @Test func extraTokensAfterAMemberAreReported() {
        let text = routeBody("title \"a\" \"b\"", "display inline")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.unexpectedToken])
        #expect(result.diagnostics.first?.range == range(of: "\"b\"", in: text))
        #expect(
            result.diagnostics.first?.message
                == "unexpected string literal after route member; start each route member on its own line")
        #expect(firstRouteMembers(result).count == 2)
    }

    @Test func twoDeclarationsOnOneLineAreReported() {
        let text = "route a -> A {} route b -> B {}\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.unexpectedToken])
        #expect(result.diagnostics.first?.range == range(16, 21))
        #expect(
            result.diagnostics.first?.message
                == "unexpected 'route' after declaration; start each declaration on its own line")
    }

    @Test(arguments: ["import other\n", "type 42\n", "route home -> 42\n"])
    func aMalformedDeclarationIsReportedOnce(text: String) {
        let result = parse(text)
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
    }

    @Test func aBlockCommentHoldingALineBreakSeparatesAnEdgeFromItsTarget() {
        let text = routeBody("action go = push /* a\n    b */ detail")
        let result = parse(text)
        #expect(codes(result.diagnostics).first == .expectedEdgeTarget)
        #expect(result.diagnostics.first?.range == insertionPoint(after: "push", in: text))
    }

    @Test func anUnknownLintActionIsReported() {
        let text = navigationHeader("lint {\n        silence NAV402\n        disable NAV403\n    }")
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedName])
        #expect(result.diagnostics.first?.range == range(of: "silence", in: text))
        #expect(result.diagnostics.first?.message == "expected 'disable', 'warning' or 'error' in lint block")
        #expect(outline(result).hasSuffix("LintEntry\n      LintRule action=disable codes=NAV403"))
    }

    @Test(arguments: [("42\n", "number '42'"), ("\"x\"\n", "string literal"), ("-> A\n", "'->'")])
    func aNonWordAtTopLevelIsDescribedInTheMessage(text: String, found: String) {
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.expectedDeclaration])
        #expect(
            result.diagnostics.first?.message
                == "expected a declaration ('navigation', 'route', 'type', 'tab', 'feature', 'guard' or 'import'), found \(found)"
        )
    }

    @Test func aMissingStringHasAnEmptyValue() throws {
        let result = parse(routeBody("title"))
        guard case .title(let title) = try #require(firstRouteMembers(result).first) else {
            Issue.record("not a title")
            return
        }
        #expect(title.text.isMissing)
        #expect(result.tree.value(title.text) == "")
    }

    // MARK: Layout independence

    /// A file using every construct, for the layout tests.
    static let layoutSample = """
        navigation App {
            target iOS 16, macOS 13.3
            style split
            sidebar home
            detail detail
            lint {
                disable NAV402
            }
        }
        type Note.ID: Hashable
        route home(filter: String? = nil) -> Home {
            title "Notes"
            action open(id: Note.ID) = push detail(id: id)
            toolbar {
                item primaryAction button("Add", image: "plus") = sheet editor
            }
        }
        route detail(id: Note.ID) -> Detail
        route editor -> Editor {
            action done = dismiss
        }

        """

    @Test(arguments: ["\r\n", "\r"])
    func lineEndingsDoNotChangeTheTree(lineBreak: String) {
        let unix = parse(Self.layoutSample)
        #expect(unix.diagnostics == [])
        let other = parse(
            Self.layoutSample.split(separator: "\n", omittingEmptySubsequences: false).joined(
                separator: lineBreak))
        #expect(other.diagnostics == [])
        #expect(outline(other) == outline(unix))
    }

    @Test func tabsAndCommentsBetweenTokensDoNotChangeTheTree() {
        let commented = Self.layoutSample
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                line.replacing("    ", with: "\t").replacing(" -> ", with: " /* arrow */ -> ") + " // end"
            }
            .joined(separator: "\n")
        let result = parse(commented)
        #expect(result.diagnostics == [])
        #expect(outline(result) == outline(Self.layoutSample))
    }

    @Test func aByteOrderMarkDoesNotChangeTheTree() {
        let result = parse(bytes: [0xEF, 0xBB, 0xBF] + utf8(Self.layoutSample))
        #expect(result.diagnostics == [])
        #expect(outline(result) == outline(Self.layoutSample))
        #expect(result.tree.declarations.first?.range.start == 3)
    }

    // MARK: Several errors

    @Test func everyIndependentErrorIsReportedInOneRun() throws {
        let text = """
            navigation App {
                flo direct
                style stack
            }
            route home -> Home {
                titel "Home"
                action next = pussh detail(id: 1)
                toolbar {
                    item principl button("Add") = pop
                }
            }
            route broken(x: ) -> Broken
            route detail(id: Int) -> Detail {
                title "Detail"
                action back = pop
            }

            """
        let result = parse(text)
        #expect(
            codes(result.diagnostics) == [
                .unknownHeaderEntry, .unknownRouteMember, .unknownEdgeKind, .unknownToolbarPlacement,
                .expectedType,
            ])
        #expect(
            result.diagnostics.map(\.range) == [
                range(of: "flo", in: text), range(of: "titel", in: text), range(of: "pussh", in: text),
                range(of: "principl", in: text), insertionPoint(after: "broken(x:", in: text),
            ])
        let detail = try #require(routes(result.tree).last)
        #expect(result.tree.text(detail.name) == "detail")
        #expect(
            outline(result).hasSuffix(
                """
                  RouteDecl name=detail
                    ParameterClause
                      Parameter name=id
                        NamedType name=Int
                    ViewType
                      NamedType name=Detail
                    TitleMember text="Detail"
                    ActionDecl name=back
                      Edge kind=pop
                """))
    }

    @Test func lexicalAndSyntaxErrorsAreReportedTogetherInOrder() {
        let text = "route home -> Home {\n    title \"a\\q\"\n    titel \"x\"\n}\n@\n"
        let result = parse(text)
        #expect(codes(result.diagnostics) == [.invalidEscape, .unknownRouteMember, .unexpectedCharacter])
    }

    // MARK: Nesting depth

    @Test func threeHundredNestedBracketsReportTheLimitOnceWithoutCrashing() {
        let depth = 300
        let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let result = parse("route home(x: \(type)) -> Home\nroute next -> Next\n")
        #expect(codes(result.diagnostics) == [.nestingTooDeep])
        #expect(result.diagnostics.first?.message == "nesting is too deep; the limit is 64 levels")
        #expect(routes(result.tree).map { result.tree.text($0.name) } == ["home", "next"])
        #expect(routes(result.tree).first.map { result.tree.text($0.viewType.range) } == "Home")
    }

    /// Collection literals recurse like types, so they stop at the same limit.
    @Test func threeHundredNestedArrayLiteralsReportTheLimitOnce() {
        let depth = 300
        let literal = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let result = parse("route home(x: [Int] = \(literal)) -> Home\nroute next -> Next\n")
        #expect(codes(result.diagnostics) == [.nestingTooDeep])
        #expect(routes(result.tree).map { result.tree.text($0.name) } == ["home", "next"])
        #expect(routes(result.tree).first.map { result.tree.text($0.viewType.range) } == "Home")
    }

    @Test func threeHundredNestedGenericArgumentsReportTheLimitOnce() {
        let depth = 300
        let type = String(repeating: "Set<", count: depth) + "Int" + String(repeating: ">", count: depth)
        let result = parse("type \(type)\nroute next -> Next\n")
        #expect(codes(result.diagnostics) == [.nestingTooDeep])
        #expect(routes(result.tree).count == 1)
    }

    @Test func threeHundredUnclosedBracketsReportTheLimitOnceAndTheNextRouteStillParses() {
        let result = parse(
            "route home(x: " + String(repeating: "[", count: 300) + "Int\nroute next -> Next\n")
        #expect(codes(result.diagnostics).filter { $0 == .nestingTooDeep }.count == 1)
        #expect(routes(result.tree).map { result.tree.text($0.name) } == ["home", "next"])
    }

    /// Each `?` wraps the type in one more level, so a long run of them must hit the same limit
    /// as brackets; otherwise the tree nests without bound and destroying it overflows the stack
    /// (100,000 question marks crash the process).
    @Test func aLongRunOfQuestionMarksReportsTheNestingLimit() {
        let result = parse("type Int" + String(repeating: "?", count: 200) + "\nroute next -> Next\n")
        #expect(codes(result.diagnostics) == [.nestingTooDeep])
        #expect(outline(result).countOfLines(naming: "OptionalType") <= Parser.maximumNestingDepth)
        #expect(routes(result.tree).count == 1)
    }

    @Test func nestingJustUnderTheLimitIsFine() {
        let depth = Parser.maximumNestingDepth - 4
        let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let result = parse("route home(x: \(type)) -> Home\n")
        #expect(result.diagnostics == [])
        let dump = outline(result)
        #expect(dump.countOfLines(naming: "ArrayType") == depth)
    }

    // MARK: Invariants

    /// Broken and valid inputs for the invariant tests.
    static let invariantInputs: [String] = [
        "route a(x: Int -> A {",
        "navigation A {\n target iOS\n style\n lint {\n disable\n",
        "route a -> A {\n toolbar {\n item principal (\"x\") = pop\n group {\n button( = \n",
        "}}}{{{)))(((",
        "route a -> A {\n action g = push b(x: , y: (1), z: [2])\n action h(x: Int = ) = pop a\n}",
        "type [[Int: ]: String\nimport\nimport 42\n",
        "route\nroute a\nroute a(\nroute a(x\nroute a(x:\nroute a(x: Int\nroute a(x: Int)\n"
            + "route a(x: Int) ->\n",
        "\"unterminated\nroute a -> A { title \"x\\q\" }\n",
        "route a(x: " + String(repeating: "[", count: 300) + "\n",
        "route a -> A {\n toolbar {\n item principal button(\"x\", \"y\", role: , image: ) = push\n }\n}\n",
        "navigation 42 {\n}\nroute 42 -> A\ntype Set<Int\nroute b(x: Set<>) -> B?? {\n display\n}\n",
        "route a -> A {\n toolbar {\n item button(\"x\") = pop\n item principal\n }\n}\n",
        "route a -> A { action go =\n push b\n}\n",
        "route home( 42) -> Home\nnavigation App {\n    target =\n}\n",
        "route home -> Home {\n    action go = push detail( ?)\n}\n",
    ]

    @Test(arguments: ParserTests.invariantInputs)
    func everyNodeAndDiagnosticLiesWithinTheFileAndDiagnosticsAreSorted(text: String) {
        let result = parse(text)
        let size = text.utf8.count
        for node in dumpedNodes(result.tree) {
            #expect(node.range.start >= 0 && node.range.end <= size, "\(node)")
        }
        for diagnostic in result.diagnostics {
            #expect(diagnostic.range.end <= size, "\(diagnostic.message)")
            for note in diagnostic.notes {
                #expect((note.range?.end ?? 0) <= size)
            }
            for fixIt in diagnostic.fixIts {
                #expect(fixIt.range.end <= size)
            }
        }
        #expect(result.diagnostics == Diagnostic.sortedByPosition(result.diagnostics))
        let starts = result.diagnostics.map(\.range.start)
        #expect(starts == starts.sorted())
    }

    /// Checks that every node lies within its parent. The dump's `GenericArguments` lines carry
    /// the range of the generic type's name, not of the arguments, so they are skipped as parents.
    @Test(arguments: ParserTests.invariantInputs)
    func everyNodeLiesWithinItsParent(text: String) {
        var ancestors: [DumpedNode] = []
        for node in dumpedNodes(parse(text).tree) {
            ancestors = Array(ancestors.prefix(node.depth))
            if let parent = ancestors.last(where: { !$0.line.hasPrefix("GenericArguments") }) {
                #expect(
                    parent.range.start <= node.range.start && node.range.end <= parent.range.end,
                    "\(node) is outside \(parent)")
            }
            ancestors.append(node)
        }
    }

    @Test func declarationsAreInSourceOrderAndDoNotOverlap() {
        let text = Self.invariantInputs.joined(separator: "\n")
        let declarations = parse(text).tree.declarations
        for (left, right) in zip(declarations, declarations.dropFirst()) {
            #expect(left.range.end <= right.range.start)
        }
    }
}

/// A failed expectation about the shape of a tree, thrown to end a test early.
struct ParserTestFailure: Error, CustomStringConvertible {
    /// What was wrong.
    var description: String

    /// Creates a failure with `description`.
    init(_ description: String) {
        self.description = description
    }
}

extension String {
    /// How many lines of `self` are `word` after their indentation, or start with `word `.
    fileprivate func countOfLines(naming word: String) -> Int {
        split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed == word || trimmed.hasPrefix(word + " ")
        }.count
    }
}
