import NavSource

/// Prints a syntax tree as an indented outline, one node per line, for `navc parse --dump`
/// and the parser's golden tests.
///
/// Each line is `NodeType start..<end key=value ...`; missing nodes print as `<missing>`.
/// With `includeRanges: false` the outline compares trees independently of layout, which is
/// how the formatter's tests prove that formatting does not change meaning.
public struct SyntaxDumper {
    private let tree: SyntaxTree
    private let includeRanges: Bool
    private var output = ""
    private var depth = 0

    /// Dumps `tree`.
    public static func dump(_ tree: SyntaxTree, includeRanges: Bool = true) -> String {
        var dumper = SyntaxDumper(tree: tree, includeRanges: includeRanges)
        dumper.line("SourceFile", ByteRange(start: 0, end: tree.source.bytes.count))
        dumper.nested { dumper in
            for declaration in tree.declarations { dumper.dump(declaration) }
        }
        return dumper.output
    }

    private init(tree: SyntaxTree, includeRanges: Bool) {
        self.tree = tree
        self.includeRanges = includeRanges
    }

    private mutating func line(_ node: String, _ range: ByteRange, _ fields: [(String, String)] = []) {
        output += String(repeating: "  ", count: depth) + node
        if includeRanges { output += " \(range)" }
        for (key, value) in fields { output += " \(key)=\(value)" }
        output += "\n"
    }

    private mutating func nested(_ body: (inout SyntaxDumper) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    private func name(_ identifier: Identifier) -> String {
        identifier.isMissing ? "<missing>" : tree.text(identifier)
    }

    private func literal(_ literal: StringLiteralSyntax?) -> String {
        guard let literal else { return "<none>" }
        return literal.isMissing ? "<missing>" : tree.text(literal.range)
    }

    private func word<Word>(_ word: VocabularyWord<Word>) -> String {
        word.name.isMissing ? "<missing>" : tree.text(word.name) + (word.value == nil ? "<unknown>" : "")
    }

    private mutating func dump(_ declaration: Declaration) {
        switch declaration {
        case .import(let decl):
            line("ImportDecl", decl.range, [("path", literal(decl.path))])
        case .type(let decl):
            line(
                "TypeDecl", decl.range, [("conformances", decl.conformances.map(name).joined(separator: ","))]
            )
            nested { dumper in
                dumper.dump(decl.type)
                for entry in decl.cases ?? [] {
                    dumper.line(
                        "CaseEntry", entry.range,
                        [("names", entry.names.map(dumper.name).joined(separator: ","))])
                }
            }
        case .navigation(let decl):
            line("NavigationDecl", decl.range, [("name", name(decl.name))])
            nested { dumper in
                for entry in decl.entries { dumper.dump(entry) }
            }
        case .tab(let decl):
            line("TabDecl", decl.range, [("name", name(decl.name))])
            nested { dumper in
                for entry in decl.entries { dumper.dump(entry) }
            }
        case .guard(let decl):
            line("GuardDecl", decl.range, [("name", name(decl.name))])
        case .feature(let decl):
            line("FeatureDecl", decl.range, [("name", name(decl.name))])
            nested { dumper in
                for entry in decl.starts {
                    dumper.line("StartEntry", entry.range, [("route", dumper.name(entry.route))])
                }
            }
        case .route(let decl):
            line("RouteDecl", decl.range, [("name", name(decl.name))])
            nested { dumper in
                if let parameters = decl.parameters { dumper.dump(parameters) }
                dumper.line("ViewType", decl.viewType.range)
                dumper.nested { $0.dump(decl.viewType) }
                if let arguments = decl.viewArguments { dumper.dump(arguments) }
                if let returnType = decl.returnType { dumper.dumpReturnType(returnType) }
                for member in decl.members { dumper.dump(member) }
            }
        }
    }

    private mutating func dump(_ entry: TabEntry) {
        switch entry {
        case .title(let title):
            line("TitleMember", title.range, [("text", literal(title.text))])
        case .image(let image):
            line("ImageEntry", image.range, [("symbol", literal(image.symbol))])
        case .roots(let roots):
            dump(HeaderEntry.roots(roots))
        case .style(let style):
            dump(HeaderEntry.style(style))
        case .column(let column):
            dump(HeaderEntry.column(column))
        }
    }

    private mutating func dump(_ entry: HeaderEntry) {
        switch entry {
        case .target(let target):
            line("TargetEntry", target.range)
            nested { dumper in
                for platform in target.platforms {
                    let version =
                        platform.version.isMissing ? "<missing>" : dumper.tree.text(platform.version.range)
                    dumper.line(
                        "PlatformVersion", platform.range,
                        [("platform", dumper.word(platform.platform)), ("version", version)])
                }
            }
        case .style(let style):
            line("StyleEntry", style.range, [("style", word(style.style))])
        case .flow(let flow):
            line("FlowEntry", flow.range, [("flow", word(flow.flow))])
        case .roots(let roots):
            line("RootsEntry", roots.range, [("routes", roots.routes.map(name).joined(separator: ","))])
        case .column(let column):
            line(
                "ColumnEntry", column.range,
                [("column", column.column.rawValue), ("route", name(column.route))])
        case .enumName(let entry):
            line("EnumNameEntry", entry.range, [("name", name(entry.name))])
        case .access(let entry):
            line("AccessEntry", entry.range, [("level", word(entry.level))])
        case .require(let entry):
            line(
                "RequireEntry", entry.range,
                [("conformances", entry.conformances.map(word).joined(separator: ","))])
        case .tabStyle(let entry):
            line("TabStyleEntry", entry.range, [("style", word(entry.style))])
        case .lint(let lint):
            line("LintEntry", lint.range)
            nested { dumper in
                for rule in lint.rules {
                    dumper.line(
                        "LintRule", rule.range,
                        [
                            ("action", rule.action.rawValue),
                            ("codes", rule.codes.map(dumper.name).joined(separator: ",")),
                        ])
                }
            }
        }
    }

    private mutating func dump(_ clause: ParameterClause) {
        line("ParameterClause", clause.range)
        nested { dumper in
            for parameter in clause.parameters {
                dumper.line("Parameter", parameter.range, [("name", dumper.name(parameter.name))])
                dumper.nested { dumper in
                    dumper.dump(parameter.type)
                    if let value = parameter.defaultValue {
                        dumper.line("DefaultValue", value.range)
                        dumper.nested { $0.dump(value) }
                    }
                }
            }
        }
    }

    private func titleFields(_ title: TitleMember) -> [(String, String)] {
        if let parameter = title.parameter { return [("parameter", name(parameter))] }
        return [("text", literal(title.text))]
    }

    private mutating func dump(_ member: RouteMember) {
        switch member {
        case .title(let title):
            line("TitleMember", title.range, titleFields(title))
        case .subtitle(let subtitle):
            line("SubtitleMember", subtitle.range, titleFields(subtitle))
        case .display(let display):
            line("DisplayMember", display.range, [("mode", word(display.mode))])
        case .backButton(let visibility):
            line("BackButtonMember", visibility.range, [("visibility", word(visibility.visibility))])
        case .navigationBar(let visibility):
            line("NavigationBarMember", visibility.range, [("visibility", word(visibility.visibility))])
        case .url(let url):
            line("URLMember", url.range, [("pattern", literal(url.pattern))])
        case .action(let action):
            line("ActionDecl", action.range, [("name", name(action.name))])
            nested { dumper in
                if let parameters = action.parameters { dumper.dump(parameters) }
                dumper.dump(action.edge)
            }
        case .toolbar(let toolbar):
            line("ToolbarDecl", toolbar.range)
            nested { dumper in
                for element in toolbar.elements { dumper.dump(element) }
            }
        case .formerly(let formerly):
            line("FormerlyMember", formerly.range, formerly.names.map { ("name", name($0)) })
        case .formerURL(let formerURL):
            line("FormerURLMember", formerURL.range, [("pattern", literal(formerURL.pattern))])
        case .presentation(let presentation):
            line("PresentationDecl", presentation.range)
            nested { dumper in
                for entry in presentation.entries { dumper.dump(entry) }
            }
        case .dialog(let dialog):
            dump(dialog)
        }
    }

    private mutating func dumpReturnType(_ type: TypeSyntax) {
        line("ReturnType", type.range)
        nested { $0.dump(type) }
    }

    private mutating func dump(_ dialog: DialogDecl) {
        line("DialogDecl", dialog.range, [("style", dialog.style.rawValue), ("name", name(dialog.name))])
        nested { dumper in
            if let parameters = dialog.parameters { dumper.dump(parameters) }
            if let returnType = dialog.returnType { dumper.dumpReturnType(returnType) }
            for entry in dialog.entries {
                switch entry {
                case .title(let title): dumper.line("TitleMember", title.range, dumper.titleFields(title))
                case .message(let message):
                    dumper.line("MessageMember", message.range, dumper.titleFields(message))
                case .button(let button):
                    var fields = [("title", dumper.literal(button.title))]
                    if let role = button.role { fields.append(("role", dumper.word(role))) }
                    dumper.line("DialogButton", button.range, fields)
                    if let edge = button.edge { dumper.nested { $0.dump(edge) } }
                }
            }
        }
    }

    private mutating func dump(_ entry: PresentationEntry) {
        var fields = [("option", word(entry.option))]
        switch entry.value {
        case .detents: break
        case .selectedDetent: break
        case .dragIndicator(let value): fields.append(("value", word(value)))
        case .interactiveDismiss(let value): fields.append(("value", word(value)))
        case .sizing(let value): fields.append(("value", word(value)))
        case .backgroundInteraction(let value, _): fields.append(("value", word(value)))
        case .compactAdaptation(let value): fields.append(("value", word(value)))
        case .container(let value): fields.append(("value", word(value)))
        case .invalid: break
        }
        line("PresentationEntry", entry.range, fields)
        let detents: [DetentSyntax] =
            switch entry.value {
            case .detents(let detents): detents
            case .selectedDetent(let detent): [detent]
            case .backgroundInteraction(_, let detent?): [detent]
            default: []
            }
        nested { dumper in
            for detent in detents {
                var fields = [("kind", dumper.word(detent.kind))]
                if let value = detent.value { fields.append(("value", dumper.tree.text(value))) }
                dumper.line("Detent", detent.range, fields)
            }
        }
    }

    private mutating func dump(_ element: ToolbarElement) {
        switch element {
        case .item(let item):
            line("ToolbarItemDecl", item.range, [("placement", word(item.placement))])
            nested { $0.dump(item.button) }
        case .group(let group):
            line("ToolbarGroupDecl", group.range, [("placement", word(group.placement))])
            nested { dumper in
                for button in group.buttons { dumper.dump(button) }
            }
        }
    }

    private mutating func dump(_ button: ToolbarButton) {
        var fields = [("title", literal(button.title)), ("image", literal(button.image))]
        if let role = button.role { fields.append(("role", word(role))) }
        if let disabled = button.disabled { fields.append(("disabled", tree.text(disabled))) }
        if let hidden = button.hidden { fields.append(("hidden", tree.text(hidden))) }
        for platform in button.platforms { fields.append(("platform", word(platform))) }
        line(button.isMenu ? "ToolbarMenu" : "ToolbarButton", button.range, fields)
        nested { dumper in
            if let call = button.call {
                var callFields = [("name", dumper.tree.text(call.name))]
                if call.thenKeyword != nil { callFields.append(("then", "true")) }
                dumper.line("ToolbarCall", call.range, callFields)
            }
            if let edge = button.edge { dumper.dump(edge) }
            for entry in button.menuButtons { dumper.dump(entry) }
        }
    }

    private mutating func dump(_ edge: Edge) {
        line("Edge", edge.range, [("kind", word(edge.kind))])
        nested { dumper in
            if let target = edge.target { dumper.dump(target) }
            if let tab = edge.tab { dumper.line("TabTarget", tab.range, [("tab", dumper.name(tab.name))]) }
            if let value = edge.value { dumper.dump(value) }
            if let condition = edge.condition {
                dumper.line("EdgeCondition", condition.range, [("guard", dumper.name(condition.guardName))])
                if let other = condition.elseEdge { dumper.nested { $0.dump(other) } }
            }
        }
    }

    private mutating func dump(_ target: RouteTarget) {
        line("RouteTarget", target.range, [("route", name(target.route))])
        guard let arguments = target.arguments else { return }
        nested { $0.dump(arguments) }
    }

    private mutating func dump(_ arguments: ArgumentClause) {
        line("ArgumentClause", arguments.range)
        nested { dumper in
            for argument in arguments.arguments {
                dumper.line("Argument", argument.range, [("label", dumper.name(argument.label))])
                dumper.nested { $0.dump(argument.value) }
            }
        }
    }

    private mutating func dump(_ type: TypeSyntax) {
        switch type {
        case .named(let components, let range):
            line("NamedType", range, [("name", components.map { name($0.name) }.joined(separator: "."))])
            nested { dumper in
                for component in components where !component.genericArguments.isEmpty {
                    dumper.line(
                        "GenericArguments", component.name.range, [("of", dumper.name(component.name))])
                    dumper.nested { dumper in
                        for argument in component.genericArguments { dumper.dump(argument) }
                    }
                }
            }
        case .optional(let wrapped, let range):
            line("OptionalType", range)
            nested { $0.dump(wrapped) }
        case .array(let element, let range):
            line("ArrayType", range)
            nested { $0.dump(element) }
        case .dictionary(let key, let value, let range):
            line("DictionaryType", range)
            nested { dumper in
                dumper.dump(key)
                dumper.dump(value)
            }
        case .missing(let range):
            line("MissingType", range)
        }
    }

    private mutating func dump(_ expression: Expression) {
        switch expression {
        case .reference(let components, let range):
            line("ReferenceExpr", range, [("path", components.map(name).joined(separator: "."))])
        case .string(let literal):
            line("StringLiteral", literal.range, [("value", self.literal(literal))])
        case .number(let range):
            line("NumberLiteral", range, [("value", tree.text(range))])
        case .boolean(let value, let range):
            line("BooleanLiteral", range, [("value", String(value))])
        case .nil(let range):
            line("NilLiteral", range)
        case .array(let elements, let range):
            line("ArrayLiteral", range)
            nested { dumper in
                for element in elements { dumper.dump(element) }
            }
        case .dictionary(let elements, let range):
            line("DictionaryLiteral", range)
            nested { dumper in
                for element in elements {
                    dumper.line("DictionaryElement", element.range)
                    dumper.nested { dumper in
                        dumper.dump(element.key)
                        dumper.dump(element.value)
                    }
                }
            }
        case .enumCase(let name, let range):
            line("EnumCaseExpr", range, [("name", self.name(name))])
        case .url(let literal, let range):
            line("URLLiteral", range, [("value", self.literal(literal))])
        case .missing(let range):
            line("MissingExpr", range)
        }
    }
}
