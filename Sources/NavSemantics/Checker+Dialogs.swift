import NavSource
import NavSyntax

extension Checker {
    /// Declares one alert or confirmation dialog of route `id`: its name (unique across the
    /// app, NAV291), parameters, title (required, NAV290), message and buttons. The buttons'
    /// edges are resolved with the route's other edges (`resolveEdges(of:members:)`).
    mutating func resolveDialog(_ syntax: DialogDecl, of id: RouteID) {
        guard !syntax.name.isMissing else { return }
        let name = text(syntax.name)
        // The first declaration of each name was noted before any route's members were
        // resolved, so a repeat is found whichever routes were resolved before this one.
        if let first = dialogDeclarations[name], first.nameRange != syntax.name.range {
            report(
                Diagnostic(
                    .duplicateDialog, name, at: syntax.name.range,
                    notes: [DiagnosticNote("first declared here", at: first.nameRange)]))
            return
        }
        let parameters = resolveParameters(syntax.parameters)
        var dialog = Dialog(
            id: dialogs.count, style: syntax.style, name: name, route: id,
            parameters: parameters,
            returnType: syntax.returnType.map {
                resolveReturnType($0, of: "\(syntax.style.description) '\(name)'")
            },
            title: nil, message: nil, buttons: [], range: syntax.range, nameRange: syntax.name.range)
        var titleRange: ByteRange?
        var messageRange: ByteRange?
        for entry in syntax.entries {
            switch entry {
            case .title(let title):
                guard noteDialogEntry("title", at: title.range, first: &titleRange) else { continue }
                dialog.title = dialogText(title, for: "title", in: parameters)
            case .message(let message):
                guard noteDialogEntry("message", at: message.range, first: &messageRange) else { continue }
                dialog.message = dialogText(message, for: "message", in: parameters)
            case .button(let button):
                dialog.buttons.append(
                    DialogButtonModel(
                        title: button.title.map { tree.value($0) } ?? "", role: button.role?.value, edge: nil,
                        range: button.range))
            }
        }
        if titleRange == nil {
            report(Diagnostic(.dialogWithoutTitle, syntax.style.description, name, at: syntax.name.range))
        }
        dialogIDs[name] = dialog.id
        dialogs.append(dialog)
        routes[id].dialogs.append(dialog.id)
    }

    /// Notes that a title or message is written, reporting a second one (NAV229).
    private mutating func noteDialogEntry(_ name: String, at range: ByteRange, first: inout ByteRange?)
        -> Bool
    {
        if let first {
            report(
                Diagnostic(
                    .duplicateRouteMember, name, at: range,
                    notes: [DiagnosticNote("first written here", at: first)]))
            return false
        }
        first = range
        return true
    }

    private mutating func dialogText(
        _ syntax: TitleMember, for member: String, in parameters: [RouteParameter]
    )
        -> RouteText?
    {
        if let parameter = syntax.parameter {
            return resolveTextParameter(parameter, for: member, in: parameters, owner: "alert").map(
                RouteText.parameter)
        }
        return syntax.text.isMissing ? nil : .literal(tree.value(syntax.text))
    }

    /// The alert or dialog an `alert` or `dialog` edge of route `source` names: one the route
    /// declares (NAV283) of the edge's kind (NAV284).
    mutating func resolveDialogTarget(
        _ name: Identifier, kind: EdgeKind, kindRange: ByteRange, from source: RouteID
    )
        -> DialogID?
    {
        guard !name.isMissing else { return nil }
        let spelled = text(name)
        let style: DialogStyle = kind == .alert ? .alert : .dialog
        // Names are unique across the app (a second declaration is reported and left out), so
        // the name finds the one dialog it can be, whichever route declares it.
        let named = dialogIDs[spelled].map { dialogs[$0] }
        guard let dialog = named, dialog.route == source else {
            var diagnostic = Diagnostic(
                .unknownDialog, routes[source].name, style.description, spelled, at: name.range)
            if let other = dialogDeclarations[spelled], other.route != source {
                diagnostic.notes.append(
                    DiagnosticNote(
                        "route '\(routes[other.route].name)' declares it; an alert belongs to the route that shows it",
                        at: other.nameRange))
            } else if let suggestion = Suggestion.closest(
                to: spelled, among: routes[source].dialogs.map { dialogs[$0].name })
            {
                diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
                diagnostic.fixIts.append(FixIt(range: name.range, replacement: suggestion))
            }
            report(diagnostic)
            return nil
        }
        if dialog.style != style {
            report(
                Diagnostic(
                    .dialogKindMismatch, spelled,
                    dialog.style == .alert ? "an alert" : "a confirmation dialog",
                    dialog.style.rawValue, at: kindRange,
                    notes: [DiagnosticNote("declared here", at: dialog.nameRange)],
                    fixIts: [FixIt(range: kindRange, replacement: dialog.style.rawValue)]))
        }
        return dialog.id
    }

    /// Checks what results promise: a route or alert that declares `returns` has a `return`
    /// edge (NAV292), a route with a `return` edge declares `returns` (NAV282), and a route
    /// that returns is only ever presented (NAV310). Every other way out of a presentation
    /// cancels, which the generated code reports to the waiting action as nil, so each action
    /// that presents a route gets exactly one answer.
    mutating func checkResults() {
        reportReturnsWithoutResult()
        var returned: Set<RouteID> = []
        var returnedDialogs: Set<DialogID> = []
        for edge in edges where edge.kind == .return && edge.value != nil {
            if case .dialogButton(let dialog, _) = edge.trigger {
                returnedDialogs.insert(dialog)
            } else {
                returned.insert(edge.source)
            }
        }
        for route in routes {
            guard let type = route.returnType, let range = route.returnTypeRange else { continue }
            if !returned.contains(route.id) {
                report(Diagnostic(.resultNeverReturned, "route '\(route.name)'", type.description, at: range))
            }
        }
        for dialog in dialogs {
            guard let type = dialog.returnType, !returnedDialogs.contains(dialog.id) else { continue }
            report(
                Diagnostic(
                    .resultNeverReturned, "\(dialog.style.description) '\(dialog.name)'", type.description,
                    at: dialog.nameRange))
        }
        for edge in edges {
            guard let target = edge.target, routes[target].returnType != nil else { continue }
            switch edge.kind {
            case .push: reportNotPresented(target, "pushed", at: edge.range)
            case .root: reportNotPresented(target, "a root", at: edge.range)
            default: break
            }
        }
        for route in Set(entryPoints().map(\.route)).sorted() where routes[route].returnType != nil {
            reportNotPresented(
                route, "a root or column", at: routes[route].returnTypeRange ?? routes[route].nameRange)
        }
    }

    /// Reports each `return` in a route that declares no result (NAV282), with advice that fits
    /// how the route is shown: declaring `returns` helps only a route that actions present
    /// (`sheet`, `cover`, `popover`), since a root, a column or a pushed route that returns a
    /// value is an error of its own (NAV310), and nothing waits for a value from it.
    private mutating func reportReturnsWithoutResult() {
        guard !returnsWithoutResult.isEmpty else { return }
        // The first edge that pushes or sets as a root, and whether any presents, each route.
        var pushed: [RouteID: Edge] = [:]
        var presented: Set<RouteID> = []
        for edge in edges {
            guard let target = edge.target else { continue }
            switch edge.kind {
            case .push, .root: if pushed[target] == nil { pushed[target] = edge }
            case .sheet, .cover, .popover: presented.insert(target)
            default: break
            }
        }
        var entries: [RouteID: String] = [:]
        for entry in entryPoints() where entries[entry.route] == nil { entries[entry.route] = entry.place }
        let dismiss = "to go back without a value, use 'dismiss'"
        for (id, range) in returnsWithoutResult {
            let route = routes[id]
            let declare = "'-> \(route.viewType) returns Type'"
            let notes: [DiagnosticNote]
            if let entry = entries[id] {
                notes = [
                    DiagnosticNote(
                        "route '\(route.name)' is \(entry), which no action presents, so nothing waits for a value from it"
                    ),
                    DiagnosticNote("remove the 'return', or show another route"),
                ]
            } else if let edge = pushed[id] {
                notes = [
                    DiagnosticNote(
                        "route '\(route.name)' is \(edge.kind == .push ? "pushed" : "made a root") here, and only a presented route hands a value back",
                        at: edge.range),
                    DiagnosticNote(
                        "\(dismiss); to return a value, present the route ('sheet' or 'cover' instead of '\(edge.kind.rawValue)') and declare the type: \(declare)"
                    ),
                ]
            } else if presented.contains(id) {
                notes = [DiagnosticNote("declare the value's type after the view: \(declare)")]
            } else {
                notes = [
                    DiagnosticNote(
                        "no action presents route '\(route.name)', so nothing waits for a value from it"),
                    DiagnosticNote(
                        "\(dismiss); to return a value, present the route with 'sheet' or 'cover' and declare the type: \(declare)"
                    ),
                ]
            }
            report(Diagnostic(.returnWithoutResult, "route '\(route.name)'", at: range, notes: notes))
        }
    }

    /// Every route on screen without an edge, with its place as messages name it ("a root",
    /// "the detail column of tab 'Home'"): the app's roots and then its columns, or each tab's
    /// in turn. A route that is several entries appears once for each.
    private func entryPoints() -> [(route: RouteID, place: String)] {
        let scopes =
            tabs.isEmpty
            ? [(app.roots, app.columns, "")] : tabs.map { ($0.roots, $0.columns, " of tab '\($0.name)'") }
        return scopes.flatMap { roots, columns, scope in
            roots.map { ($0, "a root\(scope)") }
                + Column.allCases.compactMap { column in
                    columns[column].map { ($0, "the \(column.rawValue) column\(scope)") }
                }
        }
    }

    private mutating func reportNotPresented(_ route: RouteID, _ how: String, at range: ByteRange) {
        report(
            Diagnostic(
                .returningRouteNotPresented, routes[route].name, how, at: range,
                notes: [
                    DiagnosticNote(
                        "the route returns a value here",
                        at: routes[route].returnTypeRange ?? routes[route].nameRange)
                ]))
    }
}

extension DialogStyle {
    /// How the style reads in messages: "alert" or "confirmation dialog".
    public var description: String {
        switch self {
        case .alert: "alert"
        case .dialog: "confirmation dialog"
        }
    }
}
