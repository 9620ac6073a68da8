import NavSource
import NavSyntax

extension Checker {
    /// Declares every tab: its name, its label and its own stack or split view (NAV250,
    /// NAV254-NAV257).
    mutating func declareTabs(_ decls: [TabDecl]) {
        let named = decls.filter { !$0.name.isMissing }
        for decl in named {
            let name = text(decl.name)
            if let existing = tabIDs[name] {
                report(
                    Diagnostic(
                        .duplicateTab, name, at: decl.name.range,
                        notes: [DiagnosticNote("first declared here", at: tabs[existing].nameRange)]))
                continue
            }
            if GeneratedNames.reservedTabNames.contains(name) {
                report(
                    Diagnostic(.reservedName, name, "a tab", Self.whyReserved(tab: name), at: decl.name.range)
                )
            }
            let id = tabs.count
            if id == GeneratedNames.maximumTabCount {
                report(
                    Diagnostic(
                        .tooManyTabs, String(GeneratedNames.maximumTabCount), String(named.count),
                        at: decl.name.range,
                        notes: [DiagnosticNote("this is tab \(id + 1)")]))
            }
            tabIDs[name] = id
            tabs.append(resolveTab(decl, id: id, name: name))
        }
    }

    /// Why generated code cannot use `name`, one of ``GeneratedNames/reservedTabNames``, for a tab.
    private static func whyReserved(tab name: String) -> String {
        switch name {
        case "_": "it is not a Swift identifier"
        case "self", "Self", "Type", "Protocol": "Swift gives '.\(name)' a meaning of its own"
        case "allCases", "AllCases", "rawValue", "RawValue": "the generated tab enum has a member '\(name)'"
        case "CodingKeys": "the generated navigation state's Codable conformance uses 'CodingKeys'"
        case "wrappedValue", "projectedValue", "transaction":
            "SwiftUI's Binding of the state has a member '\(name)'"
        default: "the generated navigation state has a member '\(name)'"
        }
    }

    /// The name an entry of a tab is known by, for duplicates and messages.
    private static func entryKey(_ entry: TabEntry) -> String {
        switch entry {
        case .title: "title"
        case .image: "image"
        case .roots: "roots"
        case .style: "style"
        case .column(let column): column.column.rawValue
        }
    }

    private mutating func resolveTab(_ decl: TabDecl, id: TabID, name: String) -> Tab {
        var tab = Tab(
            id: id, name: name, range: decl.range,
            nameRange: decl.name.range,
            title: "", image: nil, style: .stack, roots: [], columns: [:], entryRanges: TabEntryRanges())
        var seen: [String: ByteRange] = [:]
        for entry in decl.entries {
            let key = Self.entryKey(entry)
            if let first = seen[key] {
                report(
                    Diagnostic(
                        .duplicateTabEntry, key, name, at: entry.range,
                        notes: [DiagnosticNote("first written here", at: first)]))
                continue
            }
            seen[key] = entry.range
            switch entry {
            case .title(let title):
                tab.entryRanges.title = title.range
                if !title.text.isMissing { tab.title = tree.value(title.text) }
            case .image(let image):
                tab.entryRanges.image = image.range
                if !image.symbol.isMissing { tab.image = tree.value(image.symbol) }
            case .style(let style):
                tab.entryRanges.style = style.style.name.range
                tab.style = style.style.value ?? .stack
            case .roots(let roots):
                tab.entryRanges.roots = roots.range
                for root in roots.routes {
                    guard let route = resolveRoute(root) else {
                        tabsWithUnresolvedRoots.insert(id)
                        continue
                    }
                    guard !tab.roots.contains(route) else {
                        report(Diagnostic(.duplicateListedRoute, text(root), "roots", at: root.range))
                        continue
                    }
                    tab.roots.append(route)
                }
            case .column(let column):
                tab.entryRanges.columns[column.column] = column.route.range
                if let route = resolveRoute(column.route) {
                    tab.columns[column.column] = route
                } else {
                    tabUnresolvedColumns[id, default: []].insert(column.column)
                }
            }
        }
        if seen["title"] == nil {
            report(Diagnostic(.missingTabEntry, name, "title", at: decl.name.range))
        }
        // Split styles enter through their columns; a stack needs a root.
        if seen["roots"] == nil && tab.style == .stack {
            report(Diagnostic(.missingTabEntry, name, "roots", at: decl.name.range))
        }
        return tab
    }

    /// Resolves the tab an edge switches to (NAV258, NAV259). `kind` is the edge's kind, whose
    /// spelling the messages use.
    mutating func resolveTab(_ syntax: TabTarget, of kind: EdgeKind) -> TabID? {
        guard !syntax.name.isMissing else { return nil }
        let spelled = text(syntax.name)
        guard declaresTabs else {
            let keyword = syntax.inKeyword == nil ? EdgeKind.tab.rawValue : "in"
            report(
                Diagnostic(
                    .tabsNotDeclared, keyword, at: syntax.range,
                    notes: [DiagnosticNote("declare the tab with 'tab \(spelled) { ... }'")]))
            return nil
        }
        if let id = tabIDs[spelled] { return id }
        var diagnostic = Diagnostic(.undeclaredTab, spelled, at: syntax.name.range)
        if let suggestion = Suggestion.closest(to: spelled, among: tabs.map(\.name)) {
            diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            diagnostic.fixIts.append(FixIt(range: syntax.name.range, replacement: suggestion))
        } else if kind == .tab, routeIDs[spelled] != nil {
            diagnostic.notes.append(
                DiagnosticNote("'\(spelled)' is a route; to show it in a tab, write 'push \(spelled) in TAB'")
            )
        }
        report(diagnostic)
        return nil
    }
}

/// The stack or split view of the app header, or of one tab: what the checks of roots and
/// columns (NAV301, NAV304, NAV305) look at.
struct CheckedScene {
    var style: NavigationStyle
    var roots: [RouteID]
    var columns: [Column: RouteID]
    /// Where a missing column is reported: the app's or the tab's name.
    var nameRange: ByteRange
    /// Where each column's route is written.
    var columnRanges: [Column: ByteRange]
    /// Columns whose route is not declared (already reported).
    var unresolvedColumns: Set<Column>
}

extension Checker {
    /// The scenes to check: every tab's in a tab app, else the header's.
    var scenes: [CheckedScene] {
        guard declaresTabs else {
            return [
                CheckedScene(
                    style: app.style, roots: app.roots, columns: app.columns, nameRange: app.nameRange,
                    columnRanges: headerColumnRanges,
                    unresolvedColumns: unresolvedColumns)
            ]
        }
        return tabs.map { tab in
            CheckedScene(
                style: tab.style, roots: tab.roots, columns: tab.columns, nameRange: tab.nameRange,
                columnRanges: tab.entryRanges.columns, unresolvedColumns: tabUnresolvedColumns[tab.id] ?? [])
        }
    }
}
