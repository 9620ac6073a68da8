import NavSemantics
import NavSource

/// Breaking changes between two versions of a navigation graph, for `navc diff OLD NEW`.
///
/// Two things outlive a version of an app: navigation state it saved (the generated state is
/// Codable, and apps restore it at launch) and deep links it published. The check compares the
/// old model with the new one and reports, located in the new file, what old state or old links
/// can no longer do. What the generated code does decides what breaks:
///
/// - Saved state names each route by its case name and each parameter by its label
///   (`{"detail":{"id":3}}`). A route is found in the new version by its name or by a
///   `formerly` name; decoding ignores labels it does not know, reads optional parameters with
///   `decodeIfPresent`, and needs every other parameter (a default value does not help).
/// - A parameter keeps its saved values when its type is the same or becomes its optional.
/// - Saved state names its root, and its shape follows the style (a stack's root and path, a
///   split view's selections), and it exists only while the state is Codable.
/// - A link the old version made from a route's `url` has the pattern's segments, with the old
///   parameters' values in the placeholders, and its query items and the route's other optional
///   and defaulted parameters in the query, each under its key (a required item is in every link). The new version opens it with the route whose `url` or `formerURL`
///   matches the same links (the same segments, placeholders in the same places); the
///   parameter that reads each placeholder must accept the old values (the same type, its
///   optional, or a string). Another route's pattern that the new version tries first takes
///   the links it matches: one of the same shape takes them all, and one with a literal segment
///   where the old pattern had a placeholder takes those whose value spells the literal
///   (`/notes/new` takes the link the old version made for `note(id: "new")`), as the generated
///   matcher decides (`DeepLinkPattern.matchOrder`, `DeepLinkText`).
///
/// Breaking changes are errors; changes that lose a value but still restore or open are
/// warnings (NAV606, NAV610).
public enum CompatibilityCheck {
    /// One change, with the routes it concerns (their old and new names), so that it can be
    /// allowed for one route (`--allow NAV607:note`).
    public struct Finding: Sendable {
        /// The diagnostic, located in the new file.
        public var diagnostic: Diagnostic
        /// The names of the routes it concerns.
        public var routes: [String]
    }

    /// The changes from `old` to `new`, sorted by position in the new file.
    public static func compare(old: SemanticModel, new: SemanticModel) -> [Finding] {
        var comparison = Comparison(old: old, new: new)
        comparison.run()
        let order = Diagnostic.sortedByPosition(comparison.findings.map(\.diagnostic))
        var remaining = comparison.findings
        return order.map { diagnostic in
            let index = remaining.firstIndex { $0.diagnostic == diagnostic }!
            return remaining.remove(at: index)
        }
    }
}

/// The state of one comparison.
private struct Comparison {
    let old: SemanticModel
    let new: SemanticModel
    var findings: [CompatibilityCheck.Finding] = []
    /// The old routes' names.
    let oldRouteNames: Set<String>
    /// The new routes by name, and by each former name they list (the first route that lists it).
    let newRoutesByName: [String: RouteID]
    let newRoutesByFormerName: [String: RouteID]
    /// The first new route whose link pattern, or one of whose former patterns, has each shape.
    let newLinkOwners: [String: RouteID]
    /// The new version's patterns, current and former, as a tree of segments.
    let newPatterns: PatternTree
    /// The literals of the old version's patterns, which its links' values never spell.
    let oldLiterals: DeepLinkLiterals

    /// A comparison of `old` with `new`. Routes are looked up by name and links by shape in
    /// tables made once, so comparing two versions of a large app takes linear time.
    init(old: SemanticModel, new: SemanticModel) {
        self.old = old
        self.new = new
        oldRouteNames = Set(old.routes.map(\.name))
        var byName: [String: RouteID] = [:]
        var byFormerName: [String: RouteID] = [:]
        var linkOwners: [String: RouteID] = [:]
        for route in new.routes {
            if byName[route.name] == nil { byName[route.name] = route.id }
            for former in route.formerNames where byFormerName[former.name] == nil {
                byFormerName[former.name] = route.id
            }
            var shapes = route.formerDeepLinks.map(\.pattern.shape)
            if let pattern = route.deepLink { shapes.insert(pattern.shape, at: 0) }
            for shape in shapes where linkOwners[shape] == nil { linkOwners[shape] = route.id }
        }
        newRoutesByName = byName
        newRoutesByFormerName = byFormerName
        newLinkOwners = linkOwners
        newPatterns = PatternTree(new.routes)
        oldLiterals = DeepLinkLiterals(
            old.routes.flatMap { route in
                (route.deepLink.map { [$0] } ?? []) + route.formerDeepLinks.map(\.pattern)
            })
    }

    /// Where a finding with no place of its own in the new file points: the app's name.
    var headerRange: ByteRange { new.app.nameRange }

    /// `old.nav:12:7`, for notes that point into the old file.
    func oldLocation(_ range: ByteRange) -> String {
        let location = old.source.location(of: range.start)
        return "\(old.source.file(containing: range.start).path):\(location.line):\(location.column)"
    }

    mutating func report(_ diagnostic: Diagnostic, routes: [String]) {
        findings.append(CompatibilityCheck.Finding(diagnostic: diagnostic, routes: routes))
    }

    mutating func run() {
        let matches = matchRoutes()
        for oldRoute in old.routes {
            guard let newID = matches[oldRoute.id] else { continue }
            compareParameters(oldRoute, new.routes[newID])
        }
        for oldRoute in old.routes {
            guard let pattern = oldRoute.deepLink else { continue }
            compareDeepLink(pattern, of: oldRoute, match: matches[oldRoute.id].map { new.routes[$0] })
        }
        compareRoots(matches)
        compareTabs(matches)
        compareState()
    }

    // MARK: - Routes

    /// The new route each old route's saved state opens: the one with its name, else the one
    /// that lists it as a former name. Old routes with neither are reported as removed, or as
    /// renamed when a route new in this version has the same parameters.
    mutating func matchRoutes() -> [RouteID: RouteID] {
        var matches: [RouteID: RouteID] = [:]
        for oldRoute in old.routes {
            if let newRoute = newRoutesByName[oldRoute.name] ?? newRoutesByFormerName[oldRoute.name] {
                matches[oldRoute.id] = newRoute
            }
        }
        let claimed = Set(matches.values)
        // Routes that are new in this version, not reached from any old route, in order and
        // grouped by what they take: the first of a group is what an old route that takes the
        // same was renamed to.
        var candidates: [RouteShape: ArraySlice<Route>] = [:]
        for route in new.routes where !claimed.contains(route.id) && !oldRouteNames.contains(route.name) {
            candidates[RouteShape(route), default: []].append(route)
        }
        for oldRoute in old.routes where matches[oldRoute.id] == nil {
            let declared = "it was declared at \(oldLocation(oldRoute.nameRange))"
            if let renamed = candidates[RouteShape(oldRoute)]?.popFirst() {
                report(
                    Diagnostic(
                        .routeRenamed, oldRoute.name, renamed.name, at: renamed.nameRange,
                        notes: [
                            DiagnosticNote(declared),
                            DiagnosticNote(
                                "add 'formerly \(oldRoute.name)' to the route if it is the same screen"),
                        ],
                        fixIts: [formerMemberFixIt("formerly \(oldRoute.name)", in: renamed)]),
                    routes: [oldRoute.name, renamed.name])
            } else {
                var notes = [DiagnosticNote(declared)]
                if let pattern = oldRoute.deepLink {
                    notes.append(DiagnosticNote("its links ('\(pattern.text)') no longer open it"))
                }
                report(
                    Diagnostic(.routeRemoved, oldRoute.name, at: headerRange, notes: notes),
                    routes: [oldRoute.name])
            }
        }
        return matches
    }

    /// What a route takes: two routes with the same parameters (labels and types, in order), or
    /// without parameters and with the same view, look like one screen under two names.
    struct RouteShape: Hashable {
        var names: [String]
        var types: [TypeReference]
        var viewType: TypeReference?

        init(_ route: Route) {
            names = route.parameters.map(\.name)
            types = route.parameters.map(\.type)
            viewType = route.parameters.isEmpty ? route.viewType : nil
        }
    }

    /// A fix-it that adds the member `text` to `route`: on its own line before the closing
    /// brace of its body, or in a new body when it has none.
    func formerMemberFixIt(_ text: String, in route: Route) -> FixIt {
        let bytes = new.source.bytes
        let end = min(route.range.end, bytes.count)
        guard end > 0, bytes[end - 1] == UInt8(ascii: "}") else {
            return .insert(" {\n    \(text)\n}", at: end)
        }
        let brace = end - 1
        var lineStart = brace
        while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let before = bytes[lineStart..<brace]
        if before.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            return .insert("    \(text)\n", at: lineStart)
        }
        return .insert("\n    \(text)\n", at: brace)
    }

    // MARK: - Parameters

    /// Saved state of `oldRoute` decoded as `newRoute`: parameters by label.
    mutating func compareParameters(_ oldRoute: Route, _ newRoute: Route) {
        let routes = Array(Set([oldRoute.name, newRoute.name])).sorted()
        var unexplained = oldRoute.parameters.filter { newRoute.parameter(named: $0.name) == nil }
        for parameter in newRoute.parameters {
            if let before = oldRoute.parameter(named: parameter.name) {
                if !Self.decodes(before.type, as: parameter.type) {
                    report(
                        Diagnostic(
                            .parameterTypeChanged, parameter.name, newRoute.name, before.type.description,
                            parameter.type.description, at: parameter.typeRange,
                            notes: [DiagnosticNote("it was declared at \(oldLocation(before.typeRange))")]),
                        routes: routes)
                }
                continue
            }
            guard !parameter.type.isOptional else { continue }
            let optional = parameter.type.description + "?"
            // A path segment cannot be optional (NAV251), so the fix-it would not check.
            let isPathSegment = newRoute.deepLink?.placeholders.contains(parameter.name) ?? false
            if let index = unexplained.firstIndex(where: { $0.type == parameter.type }) {
                let before = unexplained.remove(at: index)
                report(
                    Diagnostic(
                        .parameterRenamed, before.name, newRoute.name, parameter.name, at: parameter.range,
                        notes: [
                            DiagnosticNote("'\(before.name)' was declared at \(oldLocation(before.range))"),
                            DiagnosticNote("keep the label '\(before.name)', or make the type '\(optional)'"),
                        ]),
                    routes: routes)
            } else {
                report(
                    Diagnostic(
                        .requiredParameterAdded, newRoute.name, parameter.name, at: parameter.range,
                        notes: [
                            DiagnosticNote(
                                isPathSegment
                                    ? "make its type '\(optional)' and take it out of the path of the route's 'url'; a default value does not help, decoding needs the value"
                                    : "make its type '\(optional)'; a default value does not help, decoding needs the value"
                            )
                        ],
                        fixIts: isPathSegment
                            ? [] : [FixIt(range: parameter.typeRange, replacement: optional)]),
                    routes: routes)
            }
        }
        for before in unexplained {
            report(
                Diagnostic(
                    .parameterRemoved, before.name, newRoute.name, at: newRoute.nameRange,
                    notes: [DiagnosticNote("it was declared at \(oldLocation(before.range))")]),
                routes: routes)
        }
    }

    /// Whether a value saved as `old` decodes as `new`: the same type, or its optional.
    static func decodes(_ old: TypeReference, as new: TypeReference) -> Bool {
        new == old || new == .optional(old)
    }

    // MARK: - Deep links

    /// The links `oldRoute` made with `pattern`, opened by the new version.
    mutating func compareDeepLink(_ pattern: DeepLinkPattern, of oldRoute: Route, match: Route?) {
        let owner = newLinkOwners[pattern.shape].map { new.routes[$0] }
        let newPattern = owner.flatMap { route in
            route.deepLink?.shape == pattern.shape
                ? route.deepLink : route.formerDeepLinks.first { $0.pattern.shape == pattern.shape }?.pattern
        }
        reportLinksTakenFirst(pattern, of: oldRoute, match: match, owner: owner, ownerPattern: newPattern)
        guard let match else {
            // A removed route: NAV601 says its links are gone; another route taking them is worse.
            if let owner {
                report(
                    Diagnostic(
                        .deepLinkOpensOtherRoute, oldRoute.name, pattern.text, owner.name,
                        at: patternRange(of: owner, shape: pattern.shape)),
                    routes: [oldRoute.name, owner.name])
            }
            return
        }
        let routes = Array(Set([oldRoute.name, match.name])).sorted()
        guard let owner, let newPattern else {
            let now =
                match.deepLink.map { "the route's pattern is now '\($0.text)'" }
                ?? "the route has no 'url' now"
            var notes = [DiagnosticNote(now)]
            var fixIts: [FixIt] = []
            if let former = formerPattern(pattern, of: oldRoute, in: match) {
                notes.append(
                    DiagnosticNote("add 'formerURL \"\(former)\"' to the route so old links still open it"))
                fixIts.append(formerMemberFixIt("formerURL \"\(former)\"", in: match))
            } else {
                notes.append(
                    DiagnosticNote(
                        "no 'formerURL' can open them: the route's parameters no longer take the old placeholders"
                    ))
            }
            report(
                Diagnostic(
                    .deepLinkNoLongerMatches, oldRoute.name, pattern.text,
                    at: match.memberRanges.url ?? match.nameRange, notes: notes, fixIts: fixIts),
                routes: routes)
            return
        }
        guard owner.id == match.id else {
            let renamed =
                match.name == oldRoute.name
                ? [] : [DiagnosticNote("route '\(oldRoute.name)' is now '\(match.name)'")]
            report(
                Diagnostic(
                    .deepLinkOpensOtherRoute, oldRoute.name, pattern.text, owner.name,
                    at: patternRange(of: owner, shape: pattern.shape), notes: renamed),
                routes: routes + [owner.name])
            return
        }
        // The same route reads the links: each placeholder must accept the old values.
        for (oldSegment, newSegment) in zip(pattern.segments, newPattern.segments) {
            guard case .placeholder(let oldName) = oldSegment, case .placeholder(let newName) = newSegment,
                let before = oldRoute.parameter(named: oldName), let reader = match.parameter(named: newName)
            else { continue }
            guard !Self.reads(before.type, as: reader.type) else { continue }
            report(
                Diagnostic(
                    .deepLinkSegmentUnreadable, oldName, oldRoute.name,
                    before.type.fullyUnwrapped.description,
                    reader.name, reader.type.description, at: reader.typeRange),
                routes: routes)
        }
        // Parameters outside the old path travelled in the query, each under its key: the
        // pattern's, or its name. The new version reads each key into the parameter whose key
        // it is now.
        let inPath = Set(pattern.placeholders)
        let newInPath = Set(newPattern.placeholders)
        // The query items of both patterns, each read once: a query of thousands of items would
        // otherwise be searched once an item. The first item of a key or name is the one a
        // search finds.
        var newNameByKey: [String: String] = [:]
        for item in newPattern.query where newNameByKey[item.key] == nil {
            newNameByKey[item.key] = item.name
        }
        let newNamesInQuery = Set(newPattern.query.map(\.name))
        let oldKeyByName = pattern.queryKeysByName
        func reader(ofKey key: String) -> RouteParameter? {
            if let name = newNameByKey[key] { return match.parameter(named: name) }
            guard !newInPath.contains(key), !newNamesInQuery.contains(key) else { return nil }
            return match.parameter(named: key)
        }
        let alwaysCarried = Self.keysAlwaysCarried(by: pattern, of: oldRoute)
        for before in oldRoute.parameters where !inPath.contains(before.name) {
            let key = oldKeyByName[before.name] ?? before.name
            if let reader = reader(ofKey: key) {
                if Self.reads(before.type, as: reader.type) { continue }
                // The item is read, and refused: the old links that carry it open nothing.
                report(
                    Diagnostic(
                        .deepLinkSegmentUnreadable, before.name, oldRoute.name,
                        before.type.fullyUnwrapped.description, reader.name, reader.type.description,
                        at: reader.typeRange),
                    routes: routes)
                continue
            }
            report(
                Diagnostic(
                    .queryParameterDropped, oldRoute.name, before.name,
                    at: match.memberRanges.url ?? match.nameRange),
                routes: routes)
        }
        for item in newPattern.query where !alwaysCarried.contains(item.key) {
            guard let parameter = match.parameter(named: item.name), parameter.isRequired else { continue }
            report(
                Diagnostic(
                    .deepLinkQueryItemRequired, oldRoute.name, pattern.text, item.key, at: parameter.range,
                    notes: [DiagnosticNote("give '\(parameter.name)' a default value, or make it optional")]),
                routes: routes)
        }
    }

    /// The query keys that every link `route` makes with `pattern` carries: those of its
    /// required parameters.
    static func keysAlwaysCarried(by pattern: DeepLinkPattern, of route: Route) -> Set<String> {
        Set(pattern.query.filter { route.parameter(named: $0.name)?.isRequired == true }.map(\.key))
    }

    /// Whether `pattern` of `route` requires a query item whose key is not in `carried`, so that
    /// links without it do not open `route` through it.
    static func requiresItem(of pattern: DeepLinkPattern, _ route: Route, beyond carried: Set<String>) -> Bool
    {
        pattern.query.contains { item in
            !carried.contains(item.key) && route.parameter(named: item.name)?.isRequired == true
        }
    }

    /// Reports each route other than `match` whose pattern the new version tries before the
    /// one of the same shape as `pattern` (`ownerPattern`, of `owner`, if any), and that matches
    /// some of the links the old version made with it: a literal segment wins over a
    /// placeholder, so `/notes/new` takes the link made for `note(id: "new")`. A route that
    /// takes all of them with the same shape is reported by the caller.
    mutating func reportLinksTakenFirst(
        _ pattern: DeepLinkPattern, of oldRoute: Route, match: Route?, owner: Route?,
        ownerPattern: DeepLinkPattern?
    ) {
        let order = pattern.matchOrder
        let carried = Self.keysAlwaysCarried(by: pattern, of: oldRoute)
        var overlaps = newPatterns.overlaps(
            of: pattern, writtenBy: oldRoute, avoiding: oldLiterals, in: new.routes
        ).filter { overlap in
            overlap.pattern.shape != pattern.shape
                && (owner == nil || overlap.pattern.matchOrder.lexicographicallyPrecedes(order))
                // A pattern that requires an item the old links may lack takes none for sure.
                && !Self.requiresItem(of: overlap.pattern, new.routes[overlap.route], beyond: carried)
        }
        overlaps.sort { $0.pattern.matchOrder.lexicographicallyPrecedes($1.pattern.matchOrder) }
        var reported = Set([match?.id, owner?.id].compactMap { $0 })
        var earlier: [PatternTree.Overlap] = []
        for overlap in overlaps {
            defer { earlier.append(overlap) }
            // A pattern tried earlier that takes every link this one takes leaves it none.
            if earlier.contains(where: { $0.takesEveryLink(of: overlap) }) { continue }
            guard reported.insert(overlap.route).inserted else { continue }
            let taker = new.routes[overlap.route]
            var notes: [DiagnosticNote] = []
            if let which = overlap.description(of: pattern) {
                notes.append(DiagnosticNote("route '\(taker.name)' takes \(which)"))
            }
            if let ownerPattern {
                notes.append(
                    DiagnosticNote(
                        "'\(overlap.pattern.text)' is tried before '\(ownerPattern.text)': a literal segment wins over a placeholder"
                    ))
            }
            // Without a pattern of the old shape, a 'formerURL' of it would be tried first,
            // unless this pattern has a literal where the old one has a placeholder.
            if owner == nil, let match, !overlap.pattern.matchOrder.lexicographicallyPrecedes(order),
                let former = formerPattern(pattern, of: oldRoute, in: match)
            {
                notes.append(
                    DiagnosticNote("'formerURL \"\(former)\"' on route '\(match.name)' would be tried first"))
            } else {
                notes.append(DiagnosticNote("give route '\(taker.name)' a pattern that no old link spells"))
            }
            let routes = Set([oldRoute.name, taker.name] + (match.map { [$0.name] } ?? []))
            report(
                Diagnostic(
                    .deepLinkOpensOtherRoute, oldRoute.name, pattern.text, taker.name,
                    at: patternRange(of: taker, shape: overlap.pattern.shape), notes: notes),
                routes: routes.sorted())
        }
    }

    /// Whether URL text written for a value of type `old` reads as `new`: the same base type,
    /// or text.
    static func reads(_ old: TypeReference, as new: TypeReference) -> Bool {
        let reader = new.fullyUnwrapped
        return reader == old.fullyUnwrapped || reader.standardType == .string
    }

    /// The old `pattern` as the new route can declare it in a `formerURL`: each placeholder
    /// names the new parameter that takes its value (the same label, or the one parameter of
    /// the same type the old route lacked, as a renamed label). Nil when a placeholder has no
    /// such parameter, would be optional, or a required parameter would be left out.
    func formerPattern(_ pattern: DeepLinkPattern, of oldRoute: Route, in newRoute: Route) -> String? {
        /// The new parameter that reads what the old one named `oldName` held: the one of that
        /// name, or the only new one of its type whose name is new.
        func reader(of oldName: String) -> RouteParameter? {
            newRoute.parameter(named: oldName)
                ?? oldRoute.parameter(named: oldName).flatMap { before in
                    let renamed = newRoute.parameters.filter {
                        $0.type == before.type && oldRoute.parameter(named: $0.name) == nil
                    }
                    return renamed.count == 1 ? renamed[0] : nil
                }
        }
        var used: Set<String> = []
        var segments: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): segments.append(text)
            case .placeholder(let oldName):
                guard let parameter = reader(of: oldName), !parameter.type.isOptional,
                    used.insert(parameter.name).inserted
                else {
                    return nil
                }
                segments.append("{\(parameter.name)}")
            }
        }
        // The old query items keep their keys; an item no parameter reads now is left out.
        var items: [String] = []
        for item in pattern.query {
            guard let parameter = reader(of: item.name), used.insert(parameter.name).inserted else {
                continue
            }
            items.append("\(item.key)={\(parameter.name)}")
        }
        guard newRoute.parameters.allSatisfy({ !$0.isRequired || used.contains($0.name) }) else { return nil }
        // The parameters left out travel in the query under their names, which no item's key may
        // be (NAV220); with such a key there is no former pattern to offer.
        let keys = pattern.query.map(\.key)
        guard !newRoute.parameters.contains(where: { !used.contains($0.name) && keys.contains($0.name) })
        else {
            return nil
        }
        return "/" + segments.joined(separator: "/")
            + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    /// Where `route` writes the pattern with `shape`: its `url` or one of its `formerURL`s.
    func patternRange(of route: Route, shape: String) -> ByteRange {
        if route.deepLink?.shape == shape, let range = route.memberRanges.url { return range }
        return route.formerDeepLinks.first { $0.pattern.shape == shape }?.range ?? route.nameRange
    }

    // MARK: - Roots and the state

    /// Saved roots: each old root must still be a root.
    mutating func compareRoots(_ matches: [RouteID: RouteID]) {
        guard !old.isTabApp, !new.isTabApp, old.app.style == new.app.style else { return }
        let newRoots = Set(new.app.roots)
        for oldRoot in old.app.roots {
            guard let newID = matches[oldRoot], !newRoots.contains(newID) else { continue }
            reportRootRemoved(oldRoot, now: newID, note: "add it to 'roots' to keep saved state on it")
        }
    }

    /// Reports that old root `oldRoot`, route `newID` in the new file, is no longer a root.
    mutating func reportRootRemoved(_ oldRoot: RouteID, now newID: RouteID, note: String) {
        let route = new.routes[newID]
        report(
            Diagnostic(.rootRemoved, route.name, at: route.nameRange, notes: [DiagnosticNote(note)]),
            routes: Array(Set([old.routes[oldRoot].name, route.name])).sorted())
    }

    /// Saved tabs: each old tab must still exist, with its container and its roots.
    mutating func compareTabs(_ matches: [RouteID: RouteID]) {
        guard old.isTabApp, new.isTabApp else { return }
        for oldTab in old.tabs {
            guard let newTab = new.tabs.first(where: { $0.name == oldTab.name }) else {
                report(
                    Diagnostic(
                        .tabRemoved, oldTab.name, at: headerRange,
                        notes: [
                            DiagnosticNote("declared at \(oldLocation(oldTab.nameRange)) in the old version")
                        ]),
                    routes: [])
                continue
            }
            if oldTab.style != newTab.style {
                report(
                    Diagnostic(
                        .styleChanged, oldTab.style.rawValue, newTab.style.rawValue, at: newTab.nameRange),
                    routes: [])
                continue
            }
            let newRoots = Set(newTab.roots)
            for oldRoot in oldTab.roots {
                guard let newID = matches[oldRoot], !newRoots.contains(newID) else { continue }
                reportRootRemoved(
                    oldRoot, now: newID,
                    note: "add it to the 'roots' of tab '\(newTab.name)' to keep saved state on it")
            }
        }
    }

    /// The layout of the state and its Codable conformance.
    mutating func compareState() {
        /// The layout's name: its style, or `tabs` for a tab app (whose tabs have their own).
        func layout(_ model: SemanticModel) -> String { model.isTabApp ? "tabs" : model.app.style.rawValue }
        if layout(old) != layout(new) {
            report(Diagnostic(.styleChanged, layout(old), layout(new), at: headerRange), routes: [])
        }
        if old.conformances.codable.holds, let blocker = new.conformances.codable.blocker {
            report(
                Diagnostic(
                    .codableLost, at: blocker.range,
                    notes: [
                        DiagnosticNote(
                            "parameter '\(blocker.parameter)' of route '\(new.routes[blocker.route].name)' has type '\(blocker.type)', which is not Codable"
                        )
                    ]),
                routes: [new.routes[blocker.route].name])
        }
    }
}

/// A version's deep-link patterns, current and former, as a tree of segments (one per pattern
/// length), so that the patterns that can match an old link are found by walking its segments
/// rather than by comparing it with every pattern.
private struct PatternTree {
    /// One segment position: the patterns that continue with each literal, and with a placeholder.
    struct Node {
        var literals: [String: Int] = [:]
        var placeholder: Int?
        /// The patterns that end here (at a leaf), with their routes.
        var patterns: [(route: RouteID, pattern: DeepLinkPattern)] = []
    }

    /// What one new pattern takes of the links an old pattern made.
    struct Overlap {
        var route: RouteID
        var pattern: DeepLinkPattern
        /// The value texts it requires, by position, where the old pattern has a placeholder
        /// and the new one a literal.
        var values: [Int: String]
        /// The type it reads, by position, where both have a placeholder and the new one does not
        /// read every text the old one writes.
        var readers: [Int: TypeReference]
        /// A segment of a link it takes, by position, as the old version wrote it.
        var example: [String]

        /// Whether this pattern, tried first, takes every link that `other` takes.
        func takesEveryLink(of other: Overlap) -> Bool {
            values.allSatisfy { other.values[$0.key] == $0.value } && readers.isEmpty
        }

        /// "those whose 'id' is "new", such as '/notes/new'", or nil when it takes them all.
        func description(of old: DeepLinkPattern) -> String? {
            guard !values.isEmpty || !readers.isEmpty else { return nil }
            var conditions: [String] = []
            for (position, segment) in old.segments.enumerated() {
                guard case .placeholder(let name) = segment else { continue }
                if let text = values[position] {
                    conditions.append("'\(name)' is \(String(reflecting: text))")
                } else if let reader = readers[position] {
                    conditions.append("'\(name)' is a valid '\(reader)'")
                }
            }
            return
                "those whose \(conditions.joined(separator: " and whose ")), such as '/\(example.joined(separator: "/"))'"
        }
    }

    private var nodes: [Node] = []
    /// The root node of the patterns of each length.
    private var roots: [Int: Int] = [:]

    init(_ routes: [Route]) {
        for route in routes {
            var patterns = route.formerDeepLinks.map(\.pattern)
            if let pattern = route.deepLink { patterns.insert(pattern, at: 0) }
            for pattern in patterns { insert(pattern, of: route.id) }
        }
    }

    private mutating func insert(_ pattern: DeepLinkPattern, of route: RouteID) {
        var node: Int
        if let root = roots[pattern.segments.count] {
            node = root
        } else {
            node = newNode()
            roots[pattern.segments.count] = node
        }
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                if let next = nodes[node].literals[text] {
                    node = next
                } else {
                    let next = newNode()
                    nodes[node].literals[text] = next
                    node = next
                }
            case .placeholder:
                if let next = nodes[node].placeholder {
                    node = next
                } else {
                    let next = newNode()
                    nodes[node].placeholder = next
                    node = next
                }
            }
        }
        nodes[node].patterns.append((route, pattern))
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    /// The patterns that match some link `old` made with the values of `writer`'s parameters.
    /// A placeholder's value whose segment a literal of the old version (`avoiding`) matches
    /// was written in another encoding, which no literal matches.
    func overlaps(
        of old: DeepLinkPattern, writtenBy writer: Route, avoiding literals: DeepLinkLiterals,
        in routes: [Route]
    ) -> [Overlap] {
        guard let root = roots[old.segments.count] else { return [] }
        let count = old.segments.count
        // The literals each placeholder of the old pattern avoided, found once rather than for
        // every literal the walk meets there.
        let avoidedByPosition = literals.literalsAtEachPlaceholder(of: old)
        let avoided = old.segments.indices.map { avoidedByPosition[$0] ?? [] }
        var found: [Overlap] = []
        /// Walks on from `node` at `position`, with the values the way so far requires.
        func walk(_ node: Int, _ position: Int, _ values: [Int: String]) {
            guard position < count else {
                for (route, pattern) in nodes[node].patterns {
                    if let overlap = overlap(pattern, of: route, values: values) { found.append(overlap) }
                }
                return
            }
            if let next = nodes[node].placeholder { walk(next, position + 1, values) }
            switch old.segments[position] {
            case .literal(let text):
                // The old version wrote its literal percent-encoded.
                for literal in Set([text, DeepLinkText.percentEncoded(text)]) {
                    if let next = nodes[node].literals[literal] { walk(next, position + 1, values) }
                }
            case .placeholder(let name):
                guard let type = writer.parameter(named: name)?.type else { return }
                for (literal, next) in nodes[node].literals {
                    let value = DeepLinkText.values(matchedBy: literal).first { text in
                        DeepLinkText.writes(text, as: type)
                            && DeepLinkLiterals.writesAsIs(text, avoiding: avoided[position])
                    }
                    guard let value else { continue }
                    var required = values
                    required[position] = value
                    walk(next, position + 1, required)
                }
            }
        }
        /// `pattern` of `route`, when its placeholders read the old link's segments.
        func overlap(_ pattern: DeepLinkPattern, of route: RouteID, values: [Int: String]) -> Overlap? {
            var readers: [Int: TypeReference] = [:]
            var example: [String] = []
            for (position, (oldSegment, newSegment)) in zip(old.segments, pattern.segments).enumerated() {
                switch (oldSegment, newSegment) {
                case (.literal(let text), .placeholder(let name)):
                    guard let reader = routes[route].parameter(named: name)?.type,
                        DeepLinkText.reads(text, as: reader)
                    else { return nil }
                    example.append(DeepLinkText.percentEncoded(text))
                case (.literal(let text), .literal):
                    example.append(DeepLinkText.percentEncoded(text))
                case (.placeholder, .literal):
                    example.append(DeepLinkText.segment(writing: values[position]!))
                case (.placeholder(let oldName), .placeholder(let name)):
                    guard let type = writer.parameter(named: oldName)?.type,
                        let reader = routes[route].parameter(named: name)?.type,
                        let text = DeepLinkText.sharedText(writtenAs: type, readAs: reader)
                    else { return nil }
                    let unwrapped = reader.fullyUnwrapped
                    if unwrapped != type.fullyUnwrapped && !DeepLinkText.readsEverything(as: unwrapped) {
                        readers[position] = unwrapped
                    }
                    example.append(DeepLinkText.segment(writing: text))
                }
            }
            return Overlap(route: route, pattern: pattern, values: values, readers: readers, example: example)
        }
        walk(root, 0, [:])
        return found
    }
}
