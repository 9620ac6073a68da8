import NavSource
import NavSyntax

/// A semantic model and the name, type, graph and availability errors found building it.
public struct CheckResult: Sendable {
    /// The model; always built, with broken parts left out, so tools can use what is valid.
    public var model: SemanticModel
    /// NAV2xx and NAV3xx diagnostics, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The routes whose members and edges another core resolved (``RouteSplit``); nil when
    /// one core resolved them all.
    public var routesResolvedOnSecondCore: Range<RouteID>? = nil

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Turns a syntax tree into a ``SemanticModel``, reporting every graph that would generate
/// wrong or non-compiling Swift.
///
/// The work runs in passes, each in its own file: the header and declarations (this file),
/// tabs (`Checker+Tabs.swift`), parameter types (`Checker+Types.swift`), routes and their
/// members (`Checker+Routes.swift`), edges and arguments (`Checker+Edges.swift`), values
/// against their types (`Checker+Values.swift`), generated-name collisions
/// (`Checker+Names.swift`), then the route graph (`Checker+Graph.swift`), availability
/// (`Checker+Availability.swift`) and the route enum's conformances
/// (`Checker+Conformances.swift`).
public struct Checker: Sendable {
    /// The tree being checked; its declarations are handed to the passes and released from it
    /// at the start (see ``run()``).
    var tree: SyntaxTree
    var diagnostics: [Diagnostic] = []
    var app: AppHeader
    var routes: [Route] = []
    var routeIDs: [String: RouteID] = [:]
    var declaredTypes = DeclaredTypes()
    var edges: [Edge] = []
    /// The syntax of each accepted route, by ``RouteID``, until ``resolveRoutes()`` has read it.
    var routeSyntax: [RouteDecl] = []
    /// The syntax of each accepted parameter's type that may lack a conformance, by the range of
    /// the parameter's name (``TypeReference/hasEveryRouteConformance``).
    var parameterTypeSyntax: [ByteRange: TypeSyntax] = [:]
    /// Named types already reported as unknown or misshapen; values of types that mention
    /// them are not checked further, so one misspelling gives one error.
    var invalidTypes: Set<TypeReference> = []
    /// The parameter types resolved without a diagnostic, by their spelling in the source.
    var cleanParameterTypes: [String: TypeReference] = [:]
    /// Whether a route named in `roots` is not declared (already reported), so edges to
    /// routes outside the list may be meant for it.
    var hasUnresolvedRoots = false
    /// Columns whose route is not declared (already reported), so they are not missing.
    var unresolvedColumns: Set<Column> = []
    /// Where the header writes each column entry (`content folder`), for errors about it.
    var headerColumnRanges: [Column: ByteRange] = [:]
    /// Whether the file declares tabs, which makes it a tab app even when a tab is broken.
    var declaresTabs = false
    var tabs: [Tab] = []
    var tabIDs: [String: TabID] = [:]
    /// Tabs with a route in `roots` that is not declared (already reported).
    var tabsWithUnresolvedRoots: Set<TabID> = []
    /// The columns of each tab whose route is not declared (already reported).
    var tabUnresolvedColumns: [TabID: Set<Column>] = [:]
    /// The declared features, and their indices by name.
    var features: [FeatureEntry] = []
    var featureIDs: [String: Int] = [:]
    /// Features left out for a missing or unresolved start (already reported).
    var brokenFeatures: Set<String> = []
    /// The alerts and dialogs of every route, by ``DialogID``.
    var dialogs: [Dialog] = []
    /// The ID of each alert and dialog by its name, which is unique across the app.
    var dialogIDs: [String: DialogID] = [:]
    /// The route and name range of the first declaration of each alert and dialog name, noted
    /// before any is resolved: a route's edges are resolved before later routes' dialogs are,
    /// and an edge that names another route's dialog is told which route declares it.
    var dialogDeclarations: [String: (route: RouteID, nameRange: ByteRange)] = [:]
    /// The declared guards, and their indices by name.
    var guards: [GuardModel] = []
    var guardIDs: [String: Int] = [:]
    /// Where the target route of each `root` edge is written, by ``EdgeID``.
    var rootEdgeTargetRanges: [EdgeID: ByteRange] = [:]
    /// The `return` edges of routes that declare no result, by route and where the `return`
    /// is written: reported once every edge is resolved (`checkResults()`), as the advice
    /// depends on how the route is shown.
    var returnsWithoutResult: [(route: RouteID, range: ByteRange)] = []
    /// The "did you mean" answers found among every route or type of the app, by misspelling
    /// (see ``appWideSuggestion(for:among:)``).
    var appWideSuggestions: [AppWideMisspelling: String?] = [:]

    /// Where the routes' members and edges are divided between two cores.
    let routeSplit: RouteSplit
    /// In the copy that resolves a large app's second half of routes, the parameters of the
    /// first half's, whose routes it does not hold (``resolveMembersInHalves(syntax:splittingAt:)``);
    /// empty everywhere else.
    var firstHalfParameters: [ParameterLookup] = []
    /// The routes whose members and edges another core resolved, if any.
    var routesResolvedOnSecondCore: Range<RouteID>?

    /// How many names a route's list of parameters or actions may hold and still be searched
    /// for a repeated one: a route has a handful, and a longer list (a generated file's) keeps
    /// its names in a set, so that it is checked in linear time.
    static let searchedListLength = 16

    /// Checks `tree`.
    ///
    /// The checker releases the syntax of each route once its last pass has read it, so that
    /// the model grows into the memory the tree gave back: pass the caller's only copy
    /// (`Checker.check(consume tree)`) for that to free anything.
    ///
    /// A large app's routes are resolved in two halves on two cores (``RouteSplit``), with the
    /// same result as in one; `routeSplit` says where, or that they are not.
    public static func check(_ tree: consuming SyntaxTree, routeSplit: RouteSplit = .automatic) -> CheckResult
    {
        var checker = Checker(tree: tree, routeSplit: routeSplit)
        return checker.run()
    }

    private init(tree: consuming SyntaxTree, routeSplit: RouteSplit) {
        self.tree = tree
        self.routeSplit = routeSplit
        app = AppHeader(
            name: "App", nameRange: .empty(at: 0), routeEnumName: "AppRoute", routeEnumRange: nil,
            targets: [],
            style: .stack, flow: .indirect, roots: [], columns: [:], tabStyle: nil, tabStyleRange: nil,
            lintDirectives: [], accessLevel: nil, requiredConformances: [:])
    }

    private mutating func run() -> CheckResult {
        var headers: [NavigationDecl] = []
        var routeDecls: [RouteDecl] = []
        var tabDecls: [TabDecl] = []
        var featureDecls: [FeatureDecl] = []
        var guardDecls: [GuardDecl] = []
        // The declarations move out of the tree: once they are sorted by kind, the array that
        // held them all is freed.
        var declarations: [Declaration] = []
        swap(&declarations, &tree.declarations)
        // Each declaration is moved out of the array, last first, rather than copied out of it
        // in order and released with it: a copy retains every array a declaration holds.
        declarations.reverse()
        while let declaration = declarations.popLast() {
            switch consume declaration {
            case .navigation(let decl): headers.append(decl)
            case .route(let decl): routeDecls.append(decl)
            case .type(let decl): declareType(decl)
            case .import(let decl):
                // The files of resolved imports are part of the composed source already.
                if !tree.source.resolvedImports.contains(decl.range.start) && !decl.path.isMissing {
                    report(Diagnostic(.importsUnsupported, tree.value(decl.path), at: decl.path.range))
                }
            case .tab(let decl): tabDecls.append(decl)
            case .feature(let decl): featureDecls.append(decl)
            case .guard(let decl): guardDecls.append(decl)
            }
        }
        // The emptied array still holds room for every declaration.
        declarations = []
        declaresTabs = !tabDecls.isEmpty
        declareRoutes(consume routeDecls)
        declareFeatures(featureDecls)
        declareGuards(guardDecls)
        if let header = headers.first {
            resolveHeader(header)
        } else {
            report(
                Diagnostic(
                    .missingNavigationHeader, at: .empty(at: 0),
                    notes: [
                        DiagnosticNote(
                            "a file without a header is part of the app that imports it; check that file")
                    ]))
        }
        for extra in headers.dropFirst() {
            report(
                Diagnostic(
                    .duplicateNavigationHeader, at: extra.name.range,
                    notes: [DiagnosticNote("the first header is here", at: headers[0].name.range)]))
        }
        declareTabs(tabDecls)
        resolveRoutes()
        // The passes from here on read what the passes above resolved and only report, so the
        // availability and conformance checks run on another core, on a copy of the checker,
        // while this one checks the graph; their diagnostics follow this core's, as if the
        // passes had run one after another.
        let checker = self
        let reportedBefore = diagnostics.count
        let availabilityAndConformances = BackgroundWork {
            () -> (conformances: RouteConformances, diagnostics: [Diagnostic]) in
            var copy = checker
            copy.checkAvailability()
            let conformances = copy.checkConformances()
            return (conformances, Array(copy.diagnostics[reportedBefore...]))
        }
        checkResults()
        checkViewToolbars()
        checkNameCollisions()
        let graph = RouteGraph(routes: routes, edges: edges, app: app, tabs: tabs)
        let tabColumns = tabs.map { ColumnAssignment.columns(of: $0, edges: edges, graph: graph) }
        checkGraph(graph, tabColumns: tabColumns)
        checkPresentations(graph)
        let (conformances, laterDiagnostics) = availabilityAndConformances.take()
        diagnostics += laterDiagnostics
        let columns =
            tabs.isEmpty
            ? ColumnAssignment.columns(of: app, edges: edges, routeCount: routes.count)
            : ColumnAssignment.merged(tabColumns, tabs: tabs, graph: graph)
        let model = SemanticModel(
            source: tree.source, app: app, tabs: tabs, routes: routes, declaredTypes: declaredTypes,
            edges: edges, graph: graph, conformances: conformances, columns: columns, tabColumns: tabColumns,
            features: features, dialogs: dialogs, guards: guards)
        return CheckResult(
            model: model, diagnostics: Diagnostic.sortedByPosition(diagnostics),
            routesResolvedOnSecondCore: routesResolvedOnSecondCore)
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The text of a name.
    func text(_ name: Identifier) -> String { tree.text(name) }

    // MARK: - Declarations

    private mutating func declareRoutes(_ decls: consuming [RouteDecl]) {
        routes.reserveCapacity(decls.count)
        routeIDs.reserveCapacity(decls.count)
        // The declarations are read in place; only a file with unnamed or duplicate routes
        // keeps a subset of them, otherwise the whole list becomes `routeSyntax` as it is.
        var dropped: [Int] = []
        for index in decls.indices {
            let nameSyntax = decls[index].name
            guard !nameSyntax.isMissing else {
                dropped.append(index)
                continue
            }
            let name = text(nameSyntax)
            if let existing = routeIDs[name] {
                report(
                    Diagnostic(
                        .duplicateRoute, name, at: nameSyntax.range,
                        notes: [DiagnosticNote("first declared here", at: routes[existing].nameRange)]))
                dropped.append(index)
                continue
            }
            let id = routes.count
            routeIDs[name] = id
            routes.append(
                Route(
                    Route.Properties(
                        id: id, name: name, range: decls[index].range,
                        nameRange: nameSyntax.range,
                        viewType: TypeReference(literally: decls[index].viewType, in: tree),
                        viewTypeRange: decls[index].viewType.range,
                        parameters: [], title: nil,
                        displayMode: nil,
                        backButtonHidden: false, navigationBarHidden: false, deepLink: nil, actions: [],
                        toolbar: [],
                        memberRanges: MemberRanges())))
        }
        if dropped.isEmpty {
            routeSyntax = consume decls
        } else {
            let droppedSet = Set(dropped)
            routeSyntax = decls.indices.filter { !droppedSet.contains($0) }.map { decls[$0] }
        }
    }

    /// Resolves a route name, reporting NAV201 with a suggestion when it is not declared. A
    /// feature's name resolves to the feature's start route, unless `featuresMeanStarts` is
    /// false (the `start` entries themselves).
    mutating func resolveRoute(_ name: Identifier, featuresMeanStarts: Bool = true) -> RouteID? {
        guard !name.isMissing else { return nil }
        let spelled = text(name)
        if let id = routeIDs[spelled] { return id }
        if featuresMeanStarts, let feature = featureIDs[spelled] {
            return features[feature].start
        }
        // A feature without a valid start is reported at its declaration already.
        if featuresMeanStarts && brokenFeatures.contains(spelled) { return nil }
        var diagnostic = Diagnostic(.undeclaredRoute, spelled, at: name.range)
        if let suggestion = appWideSuggestion(
            for: spelled, among: featuresMeanStarts ? .routesAndFeatures : .routes)
        {
            diagnostic.notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            diagnostic.fixIts.append(FixIt(range: name.range, replacement: suggestion))
        }
        report(diagnostic)
        return nil
    }

    /// The closest of every route or type of the app (as `names` says) to the misspelled `word`
    /// (``Suggestion/closest(to:among:)``).
    ///
    /// Such a search reads the whole app, and a broken file can misspell thousands of names (a
    /// route renamed without its edges): each misspelling is searched for once, and only the
    /// first ``appWideSuggestionLimit`` distinct ones are, as clang's `-fspell-checking-limit`
    /// bounds its typo correction; later ones are reported without a suggestion.
    mutating func appWideSuggestion(for word: String, among names: AppWideMisspelling.Names) -> String? {
        let misspelling = AppWideMisspelling(word: word, names: names)
        if let known = appWideSuggestions[misspelling] { return known }
        guard appWideSuggestions.count < Self.appWideSuggestionLimit else { return nil }
        let candidates: [String]
        switch names {
        case .routes: candidates = routes.map(\.name)
        case .routesAndFeatures: candidates = routes.map(\.name) + features.map(\.name)
        case .types:
            candidates =
                StandardType.allCases.map(\.rawValue) + StandardGeneric.allCases.map(\.rawValue)
                + declaredTypes.map(\.type.description)
        }
        let suggestion = Suggestion.closest(to: word, among: candidates)
        appWideSuggestions[misspelling] = suggestion
        return suggestion
    }

    /// How many distinct misspellings get a search among every route or type of the app.
    public static let appWideSuggestionLimit = 100

    // MARK: - Features

    /// Declares the features: each needs one start route and a name no route or other feature
    /// has. A broken feature is left out, so edges that name it report NAV201 once each.
    private mutating func declareFeatures(_ decls: [FeatureDecl]) {
        var namesInUse: Set<String> = []
        for decl in decls where !decl.name.isMissing {
            let name = text(decl.name)
            if let route = routeIDs[name] {
                report(
                    Diagnostic(
                        .featureNameInUse, name, "route", at: decl.name.range,
                        notes: [DiagnosticNote("the route is declared here", at: routes[route].nameRange)]))
                continue
            }
            if let other = featureIDs[name] {
                report(
                    Diagnostic(
                        .featureNameInUse, name, "feature", at: decl.name.range,
                        notes: [DiagnosticNote("first declared here", at: features[other].nameRange)]))
                continue
            }
            guard namesInUse.insert(name).inserted else { continue }
            brokenFeatures.insert(name)
            guard decl.starts.count == 1, let entry = decl.starts.first else {
                report(
                    Diagnostic(
                        .missingFeatureStart, name,
                        at: decl.starts.dropFirst().first?.range ?? decl.name.range))
                continue
            }
            guard let start = resolveRoute(entry.route, featuresMeanStarts: false) else { continue }
            brokenFeatures.remove(name)
            featureIDs[name] = features.count
            features.append(FeatureEntry(name: name, nameRange: decl.name.range, start: start))
        }
    }

    // MARK: - Header

    private mutating func resolveHeader(_ header: NavigationDecl) {
        app.name = header.name.isMissing ? "App" : text(header.name)
        app.nameRange = header.name.range
        app.routeEnumName = app.name + "Route"
        var seen: [String: ByteRange] = [:]
        var rootNames: [Identifier] = []
        for entry in header.entries {
            let key = Self.entryKey(entry)
            if let first = seen[key] {
                report(
                    Diagnostic(
                        .duplicateHeaderEntry, key, at: entry.range,
                        notes: [DiagnosticNote("first written here", at: first)]))
                continue
            }
            seen[key] = entry.range
            if declaresTabs, Self.belongsToEachTab(entry) {
                report(
                    Diagnostic(
                        .sceneEntryInTabApp, key, at: entry.range,
                        notes: [DiagnosticNote("move it into the 'tab' declarations that need it")]))
                continue
            }
            switch entry {
            case .target(let target): resolveTargets(target)
            case .style(let style): app.style = style.style.value ?? .stack
            case .flow(let flow): app.flow = flow.flow.value ?? .indirect
            case .roots(let roots): rootNames = roots.routes
            case .column(let column):
                headerColumnRanges[column.column] = column.range
                if let route = resolveRoute(column.route) {
                    app.columns[column.column] = route
                } else {
                    unresolvedColumns.insert(column.column)
                }
            case .enumName(let entry):
                if !entry.name.isMissing {
                    app.routeEnumName = text(entry.name)
                    app.routeEnumRange = entry.name.range
                }
            case .access(let entry): app.accessLevel = entry.level.value
            case .require(let entry):
                for word in entry.conformances {
                    guard let conformance = word.value else { continue }
                    app.requiredConformances[conformance] =
                        app.requiredConformances[conformance] ?? word.name.range
                }
            case .lint(let lint): resolveLint(lint)
            case .tabStyle(let entry):
                guard declaresTabs else {
                    report(Diagnostic(.tabStyleWithoutTabs, at: entry.range))
                    continue
                }
                app.tabStyle = entry.style.value
                app.tabStyleRange = entry.style.name.range
            }
        }
        var listed: Set<RouteID> = []
        for name in rootNames {
            guard let route = resolveRoute(name) else {
                hasUnresolvedRoots = true
                continue
            }
            guard listed.insert(route).inserted else {
                report(Diagnostic(.duplicateListedRoute, text(name), "roots", at: name.range))
                continue
            }
            app.roots.append(route)
        }
        if seen["target"] == nil {
            report(Diagnostic(.missingHeaderEntry, "target", at: header.name.range))
        }
        // Split styles enter through their columns; a stack needs a root; tabs have their own.
        if seen["roots"] == nil && app.style == .stack && !declaresTabs {
            report(Diagnostic(.missingHeaderEntry, "roots", at: header.name.range))
        }
    }

    /// The name a header entry is known by, for duplicate detection.
    private static func entryKey(_ entry: HeaderEntry) -> String {
        switch entry {
        case .target: "target"
        case .style: "style"
        case .flow: "flow"
        case .roots: "roots"
        case .column(let column): column.column.rawValue
        case .enumName: "enum"
        case .access: "access"
        case .require: "require"
        case .lint: "lint"
        case .tabStyle: "tabStyle"
        }
    }

    /// Whether `entry` describes the app's one stack or split view, which in a tab app each
    /// tab has instead.
    private static func belongsToEachTab(_ entry: HeaderEntry) -> Bool {
        switch entry {
        case .style, .roots, .column: true
        case .target, .flow, .enumName, .access, .require, .lint, .tabStyle: false
        }
    }

    private mutating func resolveTargets(_ entry: TargetEntry) {
        for item in entry.platforms {
            guard let platform = item.platform.value, !item.version.isMissing else { continue }
            if app.targets.contains(where: { $0.platform == platform }) {
                report(Diagnostic(.duplicatePlatform, platform.rawValue, at: item.range))
                continue
            }
            let version = Version(item.version.components)
            if let minimum = Availability.swiftUIMinimum[platform], version < minimum {
                report(Diagnostic(.platformTooOld, platform.rawValue, minimum.description, at: item.range))
                continue
            }
            app.targets.append(DeploymentTarget(platform: platform, version: version, range: item.range))
        }
        app.targets.sort {
            Platform.allCases.firstIndex(of: $0.platform)! < Platform.allCases.firstIndex(of: $1.platform)!
        }
    }

    private mutating func resolveLint(_ entry: LintEntry) {
        for rule in entry.rules {
            for code in rule.codes where !code.isMissing {
                guard let resolved = DiagnosticCode(id: text(code)) else {
                    report(Diagnostic(.unknownDiagnosticID, text(code), at: code.range))
                    continue
                }
                // Only warnings can be turned off or down; every command reports this, as the
                // file means the same to all of them.
                if resolved.descriptor.severity == .error && rule.action != .error {
                    report(Diagnostic(.directiveOnError, resolved.id, at: code.range))
                    continue
                }
                app.lintDirectives.append(
                    LintDirective(action: rule.action, code: resolved, range: code.range))
            }
        }
    }
}

/// A misspelled name looked up among every route or type of the app.
struct AppWideMisspelling: Hashable {
    /// What the name is looked up among.
    enum Names: Hashable {
        case routes, routesAndFeatures, types
    }

    var word: String
    var names: Names
}
