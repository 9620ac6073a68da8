import NavSource
import NavSyntax

/// Checks what must hold for the parse result of any input, however broken: every token,
/// node, comment and diagnostic lies inside the file in order, every diagnostic renders, and no
/// type nests deeper than the parser allows.
///
/// The fuzz target (`Tests/Fuzz/FuzzParser.swift`, built by `Tests/Fuzz/run.sh` together with
/// this file) traps on a violation; the tests record it. Being compiled by `swift test` keeps
/// the walk over the tree exhaustive as the syntax grows.
struct ParseInvariants {
    /// The file being checked.
    let source: SourceFile
    /// The number of bytes in the file: every offset must lie in `0...byteCount`.
    let byteCount: Int
    /// What happens to a violated invariant's message.
    let violation: (String) -> Void

    /// Creates a checker for `source` that hands each violation's message to `violation`.
    init(source: SourceFile, violation: @escaping (String) -> Void) {
        self.source = source
        self.byteCount = source.bytes.count
        self.violation = violation
    }

    /// Reports `message` unless `condition` holds.
    func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() {
            violation(message())
        }
    }

    /// Checks that `range` is ordered and lies within the file. With `resolving`, also checks
    /// that both ends resolve to possible locations; that scans from the start of the line, so
    /// it is done for diagnostics and declarations only, not for every token and node.
    func check(_ range: ByteRange, _ what: @autoclosure () -> String, resolving: Bool = false) {
        require(
            range.start >= 0 && range.start <= range.end && range.end <= byteCount,
            "\(what()) has range \(range) outside 0...\(byteCount)")
        guard resolving else { return }
        check(location: range.start, what())
        check(location: range.end, what())
    }

    /// Checks that `offset` resolves to a location inside the file.
    private func check(location offset: Int, _ what: @autoclosure () -> String) {
        let location = source.location(of: offset)
        require(
            location.line >= 1 && location.line <= source.lineTable.lineCount && location.column >= 1
                && location.characterColumn >= 1 && location.characterColumn <= location.column,
            "\(what()) at offset \(offset) resolves to an impossible location \(location)")
    }

    /// Checks every invariant of one parse result.
    func check(_ result: ParseResult) {
        checkTokens(result.tree.tokens)
        for (index, comment) in result.tree.comments.enumerated() {
            check(comment, "comment \(index)")
            if index > 0 {
                require(
                    result.tree.comments[index - 1].end <= comment.start,
                    "comments overlap or are out of order")
            }
        }
        checkDiagnostics(result.diagnostics)
        var previousEnd = 0
        for declaration in result.tree.declarations {
            check(declaration.range, "a declaration", resolving: true)
            require(declaration.range.start >= previousEnd, "declarations overlap or are out of order")
            previousEnd = declaration.range.end
            check(declaration)
        }
    }

    private func checkTokens(_ tokens: [Token]) {
        require(tokens.last?.kind == .endOfFile, "the tokens do not end with end of file")
        require(
            tokens.last?.range == .empty(at: byteCount), "the end-of-file token is not at the end of the file"
        )
        require(
            tokens.dropLast().allSatisfy { $0.kind != .endOfFile },
            "end of file appears before the last token")
        var previousEnd = 0
        for (index, token) in tokens.enumerated() {
            check(token.range, "token \(index) (\(token.kind))")
            require(token.range.start >= previousEnd, "token \(index) overlaps the token before it")
            require(
                token.kind == .endOfFile || !token.range.isEmpty, "token \(index) (\(token.kind)) is empty")
            require(
                token.keyword == .none || token.kind == .identifier,
                "token \(index) is a \(token.kind) with a keyword")
            previousEnd = token.range.end
        }
    }

    private func checkDiagnostics(_ diagnostics: [Diagnostic]) {
        for (index, diagnostic) in diagnostics.enumerated() {
            check(
                diagnostic.range, "diagnostic \(diagnostic.code.id) '\(diagnostic.message)'", resolving: true)
            require(!diagnostic.message.isEmpty, "diagnostic \(diagnostic.code.id) has no message")
            for note in diagnostic.notes {
                if let range = note.range { check(range, "a note of \(diagnostic.code.id)", resolving: true) }
            }
            for fixIt in diagnostic.fixIts {
                check(fixIt.range, "a fix-it of \(diagnostic.code.id)", resolving: true)
            }
            if index > 0 {
                require(
                    diagnostics[index - 1].range <= diagnostic.range, "diagnostics are not sorted by position"
                )
            }
        }
        // Rendering resolves every location and slices every line a diagnostic points into.
        let rendered = TextDiagnosticRenderer().render(diagnostics, in: source)
        require(diagnostics.isEmpty || !rendered.isEmpty, "diagnostics rendered as nothing")
    }

    // MARK: - The tree

    private func check(_ declaration: Declaration) {
        switch declaration {
        case .navigation(let navigation):
            check(navigation.name, "the navigation name")
            for entry in navigation.entries { check(entry) }
        case .route(let route):
            check(route.name, "a route name")
            if let parameters = route.parameters { check(parameters) }
            check(route.viewType, depth: 0)
            if let arguments = route.viewArguments { check(arguments) }
            if let returnType = route.returnType { check(returnType, depth: 0) }
            for member in route.members { check(member) }
        case .type(let type):
            check(type.type, depth: 0)
            for conformance in type.conformances { check(conformance, "a conformance") }
            for entry in type.cases ?? [] {
                check(entry.range, "a case entry")
                for name in entry.names { check(name, "a case name") }
            }
        case .import(let importDecl):
            check(importDecl.path.range, "an import path")
        case .tab(let tab):
            check(tab.name, "a tab name")
            for entry in tab.entries { check(entry) }
        case .feature(let feature):
            check(feature.name, "a feature name")
            for start in feature.starts {
                check(start.range, "a feature start")
                check(start.route, "a feature's start route")
            }
        case .guard(let guardDecl):
            check(guardDecl.name, "a guard name")
        }
    }

    private func check(_ entry: TabEntry) {
        check(entry.range, "a tab entry")
        switch entry {
        case .title(let title): check(title.text.range, "a tab title")
        case .image(let image): check(image.symbol.range, "a tab image")
        case .roots(let roots): for route in roots.routes { check(route, "a tab root") }
        case .style(let style): check(style.style.name, "a tab style")
        case .column(let column): check(column.route, "a tab column route")
        }
    }

    private func check(_ entry: HeaderEntry) {
        check(entry.range, "a header entry")
        switch entry {
        case .target(let target):
            for platform in target.platforms {
                check(platform.range, "a platform")
                check(platform.platform.name, "a platform name")
                check(platform.version.range, "a version")
            }
        case .style(let style): check(style.style.name, "a style")
        case .flow(let flow): check(flow.flow.name, "a flow")
        case .roots(let roots): for route in roots.routes { check(route, "a root") }
        case .column(let column): check(column.route, "a column route")
        case .enumName(let name): check(name.name, "an enum name")
        case .access(let access): check(access.level.name, "an access level")
        case .require(let require):
            for conformance in require.conformances { check(conformance.name, "a required conformance") }
        case .tabStyle(let style): check(style.style.name, "a tab style")
        case .lint(let lint):
            for rule in lint.rules {
                check(rule.range, "a lint rule")
                for code in rule.codes { check(code, "a lint code") }
            }
        }
    }

    private func check(_ member: RouteMember) {
        check(member.range, "a route member")
        switch member {
        case .title(let title), .subtitle(let title): check(title, "a title")
        case .display(let display): check(display.mode.name, "a display mode")
        case .formerly(let formerly): for name in formerly.names { check(name, "a former name") }
        case .formerURL(let url): check(url.pattern.range, "a former URL pattern")
        case .presentation(let presentation):
            for entry in presentation.entries {
                check(entry.range, "a presentation entry")
                check(entry.option.name, "a presentation option")
            }
        case .dialog(let dialog):
            check(dialog.keywordRange, "a dialog keyword")
            check(dialog.name, "a dialog name")
            if let parameters = dialog.parameters { check(parameters) }
            if let returnType = dialog.returnType { check(returnType, depth: 0) }
            for entry in dialog.entries {
                check(entry.range, "a dialog entry")
                switch entry {
                case .title(let title), .message(let title): check(title, "a dialog text")
                case .button(let button):
                    if let title = button.title { check(title.range, "a dialog button title") }
                    if let role = button.role { check(role.name, "a dialog button role") }
                    if let edge = button.edge { check(edge) }
                }
            }
        case .backButton(let visibility), .navigationBar(let visibility):
            check(visibility.visibility.name, "a visibility")
        case .url(let url): check(url.pattern.range, "a URL pattern")
        case .action(let action):
            check(action.name, "an action name")
            if let parameters = action.parameters { check(parameters) }
            check(action.edge)
        case .toolbar(let toolbar):
            for element in toolbar.elements {
                check(element.range, "a toolbar element")
                switch element {
                case .item(let item):
                    check(item.placement.name, "a placement")
                    check(item.button)
                case .group(let group):
                    check(group.placement.name, "a placement")
                    for button in group.buttons { check(button) }
                }
            }
        }
    }

    private func check(_ button: ToolbarButton) {
        check(button.range, "a toolbar button")
        if let title = button.title { check(title.range, "a button title") }
        if let image = button.image { check(image.range, "a button image") }
        if let role = button.role { check(role.name, "a button role") }
        if let call = button.call {
            check(call.range, "a toolbar call")
            check(call.name, "a callback name")
        }
        if let disabled = button.disabled { check(disabled, "a disabled flag") }
        if let hidden = button.hidden { check(hidden, "a hidden flag") }
        for platform in button.platforms { check(platform.name, "a button platform") }
        if let edge = button.edge { check(edge) }
        for entry in button.menuButtons { check(entry) }
    }

    private func check(_ title: TitleMember, _ what: String) {
        check(title.range, what)
        check(title.text.range, "the text of \(what)")
        if let parameter = title.parameter { check(parameter, "the parameter of \(what)") }
    }

    private func check(_ arguments: ArgumentClause) {
        check(arguments.range, "an argument clause")
        for argument in arguments.arguments {
            check(argument.range, "an argument")
            check(argument.label, "an argument label")
            check(argument.value)
        }
    }

    private func check(_ edge: Edge) {
        check(edge.range, "an edge")
        check(edge.kind.name, "an edge kind")
        if let value = edge.value { check(value) }
        if let condition = edge.condition {
            check(condition.range, "an edge condition")
            check(condition.guardName, "a guard an edge goes through")
            if let keyword = condition.elseKeyword { check(keyword, "'else'") }
            if let elseEdge = condition.elseEdge { check(elseEdge) }
        }
        if let tab = edge.tab {
            check(tab.range, "an edge's tab")
            check(tab.name, "a tab an edge switches to")
            if let keyword = tab.inKeyword { check(keyword, "'in'") }
        }
        guard let target = edge.target else { return }
        check(target.range, "an edge target")
        check(target.route, "a target route")
        if let arguments = target.arguments { check(arguments) }
    }

    private func check(_ parameters: ParameterClause) {
        check(parameters.range, "a parameter clause")
        for parameter in parameters.parameters {
            check(parameter.range, "a parameter")
            check(parameter.name, "a parameter name")
            check(parameter.type, depth: 0)
            if let value = parameter.defaultValue { check(value) }
        }
    }

    private func check(_ expression: Expression) {
        check(expression.range, "an expression")
        if case .reference(let components, _) = expression {
            for component in components { check(component, "a reference component") }
        }
    }

    private func check(_ type: TypeSyntax, depth: Int) {
        check(type.range, "a type")
        // The parser stops nesting at its limit, so a deeper tree means the limit leaked.
        require(depth <= Parser.maximumNestingDepth + 1, "a type nests \(depth) levels deep")
        switch type {
        case .named(let components, _):
            for component in components {
                check(component.name, "a type name")
                for argument in component.genericArguments { check(argument, depth: depth + 1) }
            }
        case .optional(let wrapped, _):
            check(wrapped, depth: depth)
        case .array(let element, _):
            check(element, depth: depth + 1)
        case .dictionary(let key, let value, _):
            check(key, depth: depth + 1)
            check(value, depth: depth + 1)
        case .missing:
            break
        }
    }

    private func check(_ name: Identifier, _ what: @autoclosure () -> String) {
        check(name.range, what())
        require(!name.isMissing || name.range.isEmpty, "\(what()) is missing but not empty")
    }
}
