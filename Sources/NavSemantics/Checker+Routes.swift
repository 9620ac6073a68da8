import NavSource
import NavSyntax

extension Checker {
    /// Fills in each route's parameters, members and edges, in two passes.
    ///
    /// The first pass resolves every route's parameters and result type, which edges read from
    /// the routes they open. The second resolves each route's members and then its edges
    /// (`Checker+Edges.swift`) and releases the route's syntax at once: the model grows into the
    /// memory the tree gives back, route by route, instead of the whole tree and the whole model
    /// being alive together.
    mutating func resolveRoutes() {
        var triggerCount = 0
        for id in routes.indices {
            // The declaration's fields are read one at a time: a copy of the whole declaration
            // would retain every array it holds.
            routes[id].parameters = resolveParameters(routeSyntax[id].parameters)
            routeSyntax[id].parameters = nil
            if let returnType = routeSyntax[id].returnType {
                routes[id].returnType = resolveReturnType(returnType, of: "route '\(routes[id].name)'")
                routes[id].returnTypeRange = returnType.range
            }
            for member in routeSyntax[id].members { triggerCount += noteEdgeTriggers(member, of: id) }
        }
        // Every trigger has one edge, and an else edge adds one more: room for the first is
        // made at once.
        edges.reserveCapacity(triggerCount)
        var syntax: [RouteDecl] = []
        swap(&syntax, &routeSyntax)
        let split = routeSplit.index(forRouteCount: routes.count)
        if let split {
            resolveMembersInHalves(syntax: consume syntax, splittingAt: split)
        } else {
            resolveMembers(of: routes.indices, syntax: &syntax, stopsAtDiagnostic: false)
        }
        // The passes after this one read the model alone.
        let patterns = checkDuplicateDeepLinks()
        checkFormerNamesAndLinks(patterns: patterns)
    }

    /// Resolves the members, view arguments and edges of the routes `ids`, whose syntax is
    /// `syntax` (the first route's at index 0), releasing each route's syntax once it is read.
    ///
    /// With `stopsAtDiagnostic`, it stops after the first route that reports a diagnostic, whose
    /// syntax it keeps, and returns that route: the other half's routes may change what it
    /// reports (``resolveMembersInHalves(syntax:splittingAt:)``).
    @discardableResult
    mutating func resolveMembers(of ids: Range<RouteID>, syntax: inout [RouteDecl], stopsAtDiagnostic: Bool)
        -> RouteID?
    {
        for id in ids {
            let index = id - ids.lowerBound
            let reportedBefore = diagnostics.count
            resolveMembers(of: id, members: syntax[index].members, viewArguments: syntax[index].viewArguments)
            if stopsAtDiagnostic && diagnostics.count > reportedBefore { return id }
            syntax[index].members = []
            syntax[index].viewArguments = nil
        }
        return nil
    }

    /// Resolves the members, view arguments and edges of route `id`.
    private mutating func resolveMembers(
        of id: RouteID, members: [RouteMember], viewArguments: ArgumentClause?
    ) {
        // Each route's list of actions is made at its final size: grown by doubling, a large
        // app's lists would hold a third more room than actions.
        let actionCount = members.reduce(0) { count, member in
            if case .action = member { return count + 1 }
            return count
        }
        if actionCount > 0 { routes[id].actions.reserveCapacity(actionCount) }
        var actionNames: Set<String>? = actionCount > Self.searchedListLength ? [] : nil
        for member in members { resolveMember(member, of: id, actionNames: &actionNames) }
        if let viewArguments {
            routes[id].viewArguments = resolveViewArguments(viewArguments, of: id)
        }
        resolveEdges(of: id, members: members)
    }

    /// Reports each deep link whose pattern has the shape of an earlier route's (NAV219), and
    /// returns the first route of each shape.
    private mutating func checkDuplicateDeepLinks() -> [String: RouteID] {
        var patterns: [String: RouteID] = [:]
        // Tables that grow by one entry per route are made at their final size: grown by
        // doubling, a large app's would be rehashed again and again.
        patterns.reserveCapacity(routes.count)
        for id in routes.indices {
            guard let pattern = routes[id].deepLink else { continue }
            if let other = patterns[pattern.shape] {
                report(
                    Diagnostic(
                        .deepLinkDuplicatePattern, pattern.text, routes[other].name,
                        at: routes[id].memberRanges.url ?? routes[id].nameRange))
            } else {
                patterns[pattern.shape] = id
            }
        }
        return patterns
    }

    /// How many edges `member` of route `id` may hold, counted without resolving it (one for
    /// each action, toolbar button and dialog entry, a little over the edges it has), to make
    /// room for the edges at once; notes where a dialog is first declared, so that an edge that
    /// names a dialog a later route declares is told which (``dialogDeclarations``).
    private mutating func noteEdgeTriggers(_ member: RouteMember, of id: RouteID) -> Int {
        switch member {
        case .action: return 1
        case .toolbar(let toolbar):
            return toolbar.elements.reduce(0) { count, element in
                switch element {
                case .item(let item): count + 1 + item.button.menuButtons.count
                case .group(let group): count + group.buttons.reduce(0) { $0 + 1 + $1.menuButtons.count }
                }
            }
        case .dialog(let dialog):
            if !dialog.name.isMissing {
                let name = text(dialog.name)
                if dialogDeclarations[name] == nil { dialogDeclarations[name] = (id, dialog.name.range) }
            }
            return dialog.entries.count
        default: return 0
        }
    }

    /// Resolves a parameter list: duplicates, types and default values.
    mutating func resolveParameters(_ clause: ParameterClause?) -> [RouteParameter] {
        guard let clause else { return [] }
        var parameters: [RouteParameter] = []
        parameters.reserveCapacity(clause.parameters.count)
        var names: Set<String>? = clause.parameters.count > Self.searchedListLength ? [] : nil
        for syntax in clause.parameters where !syntax.name.isMissing {
            let name = text(syntax.name)
            let isDuplicate = names.map { $0.contains(name) } ?? parameters.contains { $0.name == name }
            if isDuplicate, let first = parameters.first(where: { $0.name == name }) {
                report(
                    Diagnostic(
                        .duplicateParameter, name, at: syntax.name.range,
                        notes: [DiagnosticNote("first declared here", at: first.range)]))
                continue
            }
            let type = resolveParameterType(syntax.type)
            var defaultValue: Value?
            if let expression = syntax.defaultValue, let value = literalValue(expression) {
                checkValue(
                    value, written: expression, against: type,
                    use: .defaultValue(parameter: name, type: type), scope: ValueScope())
                defaultValue = value
            } else if let expression = syntax.defaultValue {
                report(
                    Diagnostic(
                        .defaultValueTypeMismatch, "'\(tree.text(expression.range))'", name, type.description,
                        at: expression.range, notes: [DiagnosticNote("a default value must be a literal")]))
            }
            // A standard type with every conformance never blocks one, and most parameters
            // have one: only the others keep their syntax, for `checkConformances()`.
            if !type.hasEveryRouteConformance { parameterTypeSyntax[syntax.name.range] = syntax.type }
            names?.insert(name)
            parameters.append(
                RouteParameter(
                    name: name, type: type, defaultValue: defaultValue,
                    range: syntax.name.range, typeRange: syntax.type.range))
        }
        return parameters
    }

    /// Resolves the fixed arguments of a route's view: each labelled (NAV278), a literal
    /// (NAV279), and labelled once (NAV232). Labels that are also parameters or actions are
    /// reported with the other name collisions, once the actions are known.
    private mutating func resolveViewArguments(_ clause: ArgumentClause, of id: RouteID) -> [ViewArgument] {
        var arguments: [ViewArgument] = []
        for argument in clause.arguments {
            if case .missing = argument.value { continue }
            guard !argument.label.isMissing else {
                report(
                    Diagnostic(
                        .unlabeledViewArgument, routes[id].viewType.description, at: argument.value.range))
                continue
            }
            let label = text(argument.label)
            guard let value = literalValue(argument.value) else {
                report(
                    Diagnostic(
                        .viewArgumentNotLiteral, label, at: argument.value.range,
                        notes: [
                            DiagnosticNote(
                                "the route's parameters reach the view by their own names; a view argument is fixed"
                            )
                        ]))
                continue
            }
            if let first = arguments.first(where: { $0.label == label }) {
                report(
                    Diagnostic(
                        .duplicateArgument, label, at: argument.label.range,
                        notes: [DiagnosticNote("first given here", at: first.labelRange)]))
                continue
            }
            checkUntypedValue(value, written: argument.value)
            arguments.append(
                ViewArgument(
                    label: label, value: value, labelRange: argument.label.range, range: argument.range))
        }
        return arguments
    }

    private mutating func noteMember(
        _ keyPath: WritableKeyPath<MemberRanges, ByteRange?>, _ name: String,
        range: ByteRange, of id: RouteID
    ) -> Bool {
        if let first = routes[id].memberRanges[keyPath: keyPath] {
            report(
                Diagnostic(
                    .duplicateRouteMember, name, at: range,
                    notes: [DiagnosticNote("first written here", at: first)]))
            return false
        }
        routes[id].memberRanges[keyPath: keyPath] = range
        return true
    }

    private mutating func resolveMember(
        _ member: RouteMember, of id: RouteID, actionNames: inout Set<String>?
    ) {
        switch member {
        case .title(let title):
            guard noteMember(\.title, "title", range: title.range, of: id) else { return }
            if let parameter = title.parameter {
                routes[id].titleParameter = resolveTextParameter(
                    parameter, for: "title", in: routes[id].parameters)
            } else if !title.text.isMissing {
                routes[id].title = tree.value(title.text)
            }
        case .subtitle(let subtitle):
            guard noteMember(\.subtitle, "subtitle", range: subtitle.range, of: id) else { return }
            if let parameter = subtitle.parameter {
                routes[id].subtitle = resolveTextParameter(
                    parameter, for: "subtitle", in: routes[id].parameters
                ).map(RouteText.parameter)
            } else if !subtitle.text.isMissing {
                routes[id].subtitle = .literal(tree.value(subtitle.text))
            }
        case .display(let display):
            guard noteMember(\.displayMode, "display", range: display.range, of: id) else { return }
            routes[id].displayMode = display.mode.value
        case .backButton(let member):
            guard noteMember(\.backButton, "backButton", range: member.range, of: id) else { return }
            routes[id].backButtonHidden = member.visibility.value == .hidden
        case .navigationBar(let member):
            guard noteMember(\.navigationBar, "navigationBar", range: member.range, of: id) else { return }
            routes[id].navigationBarHidden = member.visibility.value == .hidden
        case .url(let url):
            guard noteMember(\.url, "url", range: url.range, of: id), !url.pattern.isMissing else { return }
            resolveDeepLink(tree.value(url.pattern), at: url.pattern.range, of: id)
        case .action(let action):
            resolveAction(action, of: id, names: &actionNames)
        case .toolbar(let toolbar):
            guard noteMember(\.toolbar, "toolbar", range: toolbar.range, of: id) else { return }
            resolveToolbar(toolbar, of: id)
        case .formerly(let formerly):
            resolveFormerNames(formerly, of: id)
        case .formerURL(let formerURL):
            resolveFormerDeepLink(formerURL, of: id)
        case .presentation(let presentation):
            guard noteMember(\.presentation, "presentation", range: presentation.range, of: id) else {
                return
            }
            resolvePresentation(presentation, of: id)
        case .dialog(let dialog):
            resolveDialog(dialog, of: id)
        }
    }

    /// The index of the parameter a title, subtitle or message names among `parameters` (the
    /// route's, or an alert's): it must exist (NAV210) and be text, `String` or `Substring`,
    /// optional or not (NAV275).
    mutating func resolveTextParameter(
        _ name: Identifier, for member: String, in parameters: [RouteParameter], owner: String = "route"
    ) -> Int? {
        let written = text(name)
        guard let index = parameters.firstIndex(where: { $0.name == written }) else {
            var diagnostic = Diagnostic(.undeclaredReference, written, at: name.range)
            if let suggestion = Suggestion.closest(to: written, among: parameters.map(\.name)) {
                diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
                diagnostic.fixIts.append(FixIt(range: name.range, replacement: suggestion))
            } else {
                diagnostic.notes.append(
                    DiagnosticNote("a \(member) is a string literal or a String parameter of the \(owner)"))
                diagnostic.fixIts.append(FixIt(range: name.range, replacement: "\"\(written)\""))
            }
            report(diagnostic)
            return nil
        }
        let type = parameters[index].type
        let text: Set<StandardType> = [.string, .substring]
        guard let standard = type.unwrapped.standardType, text.contains(standard) else {
            report(
                Diagnostic(
                    .textParameterNotString, written, member, type.description, at: name.range,
                    notes: [
                        DiagnosticNote("parameter '\(written)' is declared here", at: parameters[index].range)
                    ]))
            return nil
        }
        return index
    }

    /// Declares an action of route `id`, reporting a second one of the same name (NAV204);
    /// `names` holds the names declared so far when the route has more actions than
    /// ``searchedListLength`` (nil when the list is short enough to search).
    private mutating func resolveAction(_ syntax: ActionDecl, of id: RouteID, names: inout Set<String>?) {
        guard !syntax.name.isMissing else { return }
        let name = text(syntax.name)
        let isDuplicate = names.map { $0.contains(name) } ?? routes[id].actions.contains { $0.name == name }
        if isDuplicate, let first = routes[id].actions.first(where: { $0.name == name }) {
            report(
                Diagnostic(
                    .duplicateAction, name, routes[id].name, at: syntax.name.range,
                    notes: [DiagnosticNote("first declared here", at: first.range)]))
            return
        }
        names?.insert(name)
        routes[id].actions.append(
            Action(
                name: name,
                parameters: resolveParameters(syntax.parameters),
                edge: nil, range: syntax.name.range))
    }

    /// What makes two toolbar buttons duplicates: the same title and image at one placement, or
    /// in one menu (the menu's start), where no title or image counts as an empty one.
    private struct ToolbarButtonKey: Hashable {
        var placement: ToolbarPlacement
        var menuStart: Int?
        var title: String
        var image: String
    }

    private mutating func resolveToolbar(_ syntax: ToolbarDecl, of id: RouteID) {
        var seenButtons: [ToolbarButtonKey: ByteRange] = [:]
        for element in syntax.elements {
            let placementWord: VocabularyWord<ToolbarPlacement>
            let buttons: [ToolbarButton]
            let isGroup: Bool
            switch element {
            case .item(let item):
                (placementWord, buttons, isGroup) = (item.placement, [item.button], false)
            case .group(let group):
                (placementWord, buttons, isGroup) = (group.placement, group.buttons, true)
            }
            guard let placement = placementWord.value else { continue }
            var models: [ToolbarButtonModel] = []
            let tree = self.tree
            func add(_ button: ToolbarButton, menu: Int?) {
                let title = button.title.map { tree.value($0) }
                let image = button.image.map { tree.value($0) }
                // Buttons of one menu are compared with each other, not with the placement's.
                let key = ToolbarButtonKey(
                    placement: placement, menuStart: menu.map { models[$0].range.start }, title: title ?? "",
                    image: image ?? "")
                if title != nil || image != nil, let first = seenButtons[key] {
                    let label = [title.map { "\"\($0)\"" }, image.map { "image \"\($0)\"" }].compactMap { $0 }
                        .joined(separator: " with ")
                    report(
                        Diagnostic(
                            .duplicateToolbarButton, label, placement.rawValue, at: button.range,
                            notes: [DiagnosticNote("first written here", at: first)]))
                }
                seenButtons[key] = seenButtons[key] ?? button.range
                func viewName(_ name: Identifier?) -> ToolbarViewName? {
                    guard let name, !name.isMissing else { return nil }
                    return ToolbarViewName(name: tree.text(name), range: name.range)
                }
                var platforms: [Platform] = []
                for word in button.platforms {
                    guard let platform = word.value else { continue }
                    if platforms.contains(platform) {
                        report(Diagnostic(.duplicateButtonPlatform, platform.rawValue, at: word.name.range))
                    } else if !app.targets.isEmpty
                        && !app.targets.contains(where: { $0.platform == platform })
                    {
                        report(
                            Diagnostic(
                                .platformNotTargeted, platform.rawValue, at: word.name.range,
                                notes: [
                                    DiagnosticNote("add it to the header's 'target' entry, or remove it here")
                                ]))
                    } else {
                        platforms.append(platform)
                    }
                }
                var model = ToolbarButtonModel(
                    title: title, image: image, role: button.role?.value, edge: nil, range: button.range,
                    disabled: viewName(button.disabled), hidden: viewName(button.hidden),
                    platforms: platforms,
                    isMenu: button.isMenu, menu: menu)
                if let call = button.call, !call.name.isMissing {
                    model.call = ToolbarCallback(
                        name: text(call.name), range: call.name.range, returnsBool: call.thenKeyword != nil)
                }
                models.append(model)
                if button.isMenu {
                    let index = models.count - 1
                    if button.menuButtons.isEmpty {
                        report(Diagnostic(.emptyMenu, at: button.menuKeyword ?? button.range))
                    }
                    for entry in button.menuButtons { add(entry, menu: index) }
                }
            }
            for button in buttons { add(button, menu: nil) }
            routes[id].toolbar.append(
                ToolbarEntry(
                    placement: placement, isGroup: isGroup, buttons: models, range: element.range,
                    placementRange: placementWord.name.range))
        }
    }

    private mutating func resolveDeepLink(_ text: String, at range: ByteRange, of id: RouteID) {
        if let pattern = validDeepLink(text, at: range, of: id) { routes[id].deepLink = pattern }
    }

    /// The pattern `text` (written at `range`) when it is valid for route `id`: well formed,
    /// with placeholders that name URL-readable parameters and one for every required
    /// parameter. A pattern the generated code also writes links with (`writesLinks`, the
    /// route's `url`) must write every parameter: no optional one in the path, none that URL text
    /// cannot hold. Each problem is reported.
    mutating func validDeepLink(_ text: String, at range: ByteRange, of id: RouteID, writesLinks: Bool = true)
        -> DeepLinkPattern?
    {
        let pattern: DeepLinkPattern
        switch DeepLinkPattern.parse(text) {
        case .failure(let malformed):
            report(Diagnostic(.deepLinkMalformed, malformed.reason, at: range))
            return nil
        case .success(let parsed):
            pattern = parsed
        }
        let route = routes[id]
        var valid = true
        // The parameters that a misspelled placeholder was reported with a fix-it for: the
        // fix-it puts each in the pattern, so it is not reported missing as well.
        var suggested: Set<String> = []
        let inQuery = Set(pattern.queryPlaceholders)
        let named = pattern.placeholders + pattern.queryPlaceholders
        // A pattern of many placeholders is asked about each parameter through a set.
        let namedSet: Set<String>? = named.count > Self.searchedListLength ? Set(named) : nil
        func isNamed(_ name: String) -> Bool { namedSet?.contains(name) ?? named.contains(name) }
        // The other parameters outside the path travel in the query under their own names.
        for item in pattern.query {
            guard let other = route.parameter(named: item.key), other.name != item.name,
                !isNamed(other.name)
            else { continue }
            report(
                Diagnostic(
                    .deepLinkMalformed,
                    "the query key '\(item.key)' is the key parameter '\(other.name)' travels under; name another",
                    at: range))
            return nil
        }
        for placeholder in named {
            guard let parameter = route.parameter(named: placeholder) else {
                // The carets mark the placeholder itself when it can be located in the literal.
                var diagnostic = Diagnostic(
                    .deepLinkUnknownPlaceholder, placeholder, route.name,
                    at: placeholderRange(placeholder, in: pattern.text, literalAt: range) ?? range)
                let unused = route.parameters.map(\.name).filter { name in
                    !isNamed(name) && !suggested.contains(name)
                }
                if let suggestion = Suggestion.closest(to: placeholder, among: unused) {
                    diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
                    diagnostic.fixIts.append(
                        placeholderRenaming(placeholder, to: suggestion, in: pattern.text, literalAt: range))
                    suggested.insert(suggestion)
                }
                report(diagnostic)
                valid = false
                continue
            }
            if !isURLParsable(parameter.type) {
                report(
                    Diagnostic(
                        .deepLinkUnparsableType, parameter.name, parameter.type.description, at: range,
                        notes: [DiagnosticNote("parameter declared here", at: parameter.range)]))
                valid = false
            } else if writesLinks && parameter.type.isOptional && !inQuery.contains(placeholder) {
                // nil has no path segment: an optional parameter goes in the query.
                report(
                    Diagnostic(
                        .deepLinkOptionalPlaceholder, parameter.name, at: range,
                        notes: [DiagnosticNote("parameter declared here", at: parameter.range)],
                        fixIts: pattern.text.firstLiteralRange(of: "/{\(placeholder)}").map { found in
                            let text = String(
                                pattern.text[..<found.lowerBound] + pattern.text[found.upperBound...])
                            return [
                                FixIt(
                                    range: range, replacement: Self.stringLiteral(text.isEmpty ? "/" : text))
                            ]
                        } ?? []))
                valid = false
            }
        }
        for parameter in route.parameters
        where !isNamed(parameter.name) && !suggested.contains(parameter.name) {
            if parameter.isRequired {
                report(
                    Diagnostic(
                        .deepLinkMissingParameter, parameter.name, at: range,
                        notes: [
                            DiagnosticNote(
                                "add '{\(parameter.name)}' as a path segment, or a query item '\(parameter.name)={\(parameter.name)}'"
                            )
                        ]))
                valid = false
            } else if writesLinks && !isURLParsable(parameter.type) {
                // Every parameter is written into the link, so every link opens the same route.
                report(
                    Diagnostic(
                        .deepLinkUnparsableType, parameter.name, parameter.type.description, at: range,
                        notes: [DiagnosticNote("parameter declared here", at: parameter.range)]))
                valid = false
            }
        }
        return valid ? pattern : nil
    }

    /// The range of `{placeholder}` in the pattern `text`, written as the string literal at
    /// `literal`, when the literal spells the pattern without escapes (so that offsets in the
    /// pattern are offsets in the literal); nil otherwise.
    func placeholderRange(_ placeholder: String, in text: String, literalAt literal: ByteRange) -> ByteRange?
    {
        guard tree.source.text(literal, equals: "\"" + text + "\""),
            let found = text.firstLiteralRange(of: "{\(placeholder)}")
        else { return nil }
        let start = literal.start + 1 + text.utf8.distance(from: text.startIndex, to: found.lowerBound)
        return ByteRange(start: start, end: start + placeholder.utf8.count + 2)
    }

    /// The fix-it that renames `placeholder` to `name` in the pattern `text`, written as the
    /// string literal at `literal`: it replaces the placeholder alone when it can be located
    /// (`placeholderRange`), and otherwise the whole literal, written anew.
    func placeholderRenaming(
        _ placeholder: String, to name: String, in text: String, literalAt literal: ByteRange
    )
        -> FixIt
    {
        if let range = placeholderRange(placeholder, in: text, literalAt: literal) {
            return FixIt(range: range, replacement: "{\(name)}")
        }
        let renamed = text.replacingEvery("{\(placeholder)}", with: "{\(name)}")
        return FixIt(range: literal, replacement: Self.stringLiteral(renamed))
    }

    /// `text` as a `.nav` string literal, for a fix-it that writes a pattern anew: quoted, with
    /// its backslashes and quotes escaped.
    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
            + "\""
    }

    /// Whether the generated deep-link parser can read `type` from URL text.
    func isURLParsable(_ type: TypeReference) -> Bool {
        let base = type.unwrapped
        if let standard = base.standardType { return standard.isURLParsable }
        if let declared = declaredTypes[base] {
            return declared.conformances.contains("LosslessStringConvertible")
        }
        return false
    }
}
