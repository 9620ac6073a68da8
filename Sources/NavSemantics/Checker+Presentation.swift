import NavSource
import NavSyntax

extension Checker {
    /// Resolves a `presentation { ... }` block: each option once (NAV229), valid detents
    /// (NAV270, NAV271), and a selected or `upThrough` detent that the route lists (NAV272).
    mutating func resolvePresentation(_ syntax: PresentationDecl, of id: RouteID) {
        var options = routes[id].presentation
        var detentRanges: [(Detent, ByteRange)] = []
        var listedDetentsRange: ByteRange?
        var referencedDetents: [(Detent, ByteRange)] = []
        for entry in syntax.entries {
            guard let option = entry.option.value else { continue }
            if let first = options.ranges[option] {
                report(
                    Diagnostic(
                        .duplicateRouteMember, "presentation \(option.rawValue)", at: entry.range,
                        notes: [DiagnosticNote("first written here", at: first)]))
                continue
            }
            options.ranges[option] = entry.range
            switch entry.value {
            case .detents(let syntaxes):
                listedDetentsRange = entry.range
                for syntax in syntaxes {
                    guard let detent = resolveDetent(syntax) else { continue }
                    if let first = detentRanges.first(where: { $0.0.isSameHeight(as: detent) }) {
                        report(
                            Diagnostic(
                                .duplicateDetent, detent.description, at: syntax.range,
                                notes: [DiagnosticNote("first listed here", at: first.1)]))
                        continue
                    }
                    detentRanges.append((detent, syntax.range))
                }
                options.detents = detentRanges.map(\.0)
            case .selectedDetent(let syntax):
                if let detent = resolveDetent(syntax) {
                    options.selectedDetent = detent
                    referencedDetents.append((detent, syntax.range))
                }
            case .dragIndicator(let word): options.dragIndicator = word.value
            case .interactiveDismiss(let word):
                options.interactiveDismissDisabled = word.value.map { $0 == .disabled }
            case .sizing(let word): options.sizing = word.value
            case .backgroundInteraction(let word, let upThrough):
                switch word.value {
                case .automatic?: options.backgroundInteraction = .automatic
                case .enabled?: options.backgroundInteraction = .enabled
                case .disabled?: options.backgroundInteraction = .disabled
                case .upThrough?:
                    if let syntax = upThrough, let detent = resolveDetent(syntax) {
                        options.backgroundInteraction = .upThrough(detent)
                        referencedDetents.append((detent, syntax.range))
                    }
                case nil: break
                }
            case .compactAdaptation(let word): options.compactAdaptation = word.value
            case .container(let word): options.container = word.value ?? .stack
            case .invalid: break
            }
        }
        let listed = detentRanges.map(\.0)
        func isListed(_ detent: Detent) -> Bool { listed.contains { $0.isSameHeight(as: detent) } }
        for (detent, range) in referencedDetents where !isListed(detent) {
            let note =
                listedDetentsRange == nil
                ? DiagnosticNote(
                    "list the route's detents first: 'detents \(detent)' (a sheet has only 'large' by default)"
                )
                : DiagnosticNote(
                    "the route's detents are \(listed.map(\.description).joined(separator: ", "))",
                    at: listedDetentsRange)
            report(Diagnostic(.detentNotListed, detent.description, at: range, notes: [note]))
        }
        if let selected = options.selectedDetent, !isListed(selected) { options.selectedDetent = nil }
        if case .upThrough(let detent)? = options.backgroundInteraction, !isListed(detent) {
            options.backgroundInteraction = nil
        }
        routes[id].presentation = options
    }

    /// The detent `syntax` writes, or nil when it is invalid (reported) or already diagnosed.
    private mutating func resolveDetent(_ syntax: DetentSyntax) -> Detent? {
        guard let kind = syntax.kind.value else { return nil }
        switch kind {
        case .medium: return .medium
        case .large: return .large
        case .fraction, .height:
            guard let range = syntax.value else { return nil }
            let written = tree.text(range)
            let number = Double(written.replacingEvery("_", with: ""))
            let valid: Bool
            let requirement: String
            if kind == .fraction {
                valid = number.map { $0 > 0 && $0 <= 1 } ?? false
                requirement = "a fraction of the full height is greater than 0 and at most 1"
            } else {
                valid = number.map { $0 > 0 } ?? false
                requirement = "a height is a positive number of points"
            }
            guard valid, written.filter({ $0 == "." }).count <= 1 else {
                report(
                    Diagnostic(
                        .invalidDetent, "\(kind.rawValue)(\(written))", requirement, at: syntax.range,
                        notes: kind == .fraction && (number ?? 0) > 1
                            ? [DiagnosticNote("for a height in points, write 'height(\(written))'")] : []))
                return nil
            }
            return kind == .fraction ? .fraction(written) : .height(written)
        }
    }

    /// Rules for presented routes once the graph is known: options of a route nothing presents
    /// (NAV273), and what `container none` rules out: a navigation bar of navc's (NAV274),
    /// being pushed or shown as a root or column (NAV308), and pushing (NAV309).
    mutating func checkPresentations(_ graph: RouteGraph) {
        var stackRoutes: [RouteID: String] = [:]
        for scene in scenes {
            for root in scene.roots { stackRoutes[root] = "a root" }
            for route in scene.columns.values { stackRoutes[route] = "a column of a split view" }
        }
        for route in routes where !route.presentation.isEmpty {
            let options = route.presentation
            let blockRange = route.memberRanges.presentation ?? route.nameRange
            if !graph.mayBePresented(route.id) {
                report(
                    Diagnostic(
                        .presentationOptionsUnused, route.name, at: blockRange,
                        notes: [
                            DiagnosticNote(
                                "present it with 'sheet \(route.name)', 'cover \(route.name)' or 'popover \(route.name)'"
                            )
                        ]))
            }
            guard options.hasNoContainer else { continue }
            let containerRange = options.ranges[.container] ?? blockRange
            let bar: [(String, ByteRange?)] = [
                ("a title", route.memberRanges.title),
                ("a title display mode", route.memberRanges.displayMode),
                ("a back button setting", route.memberRanges.backButton),
                ("a navigation bar setting", route.memberRanges.navigationBar),
                ("a toolbar", route.memberRanges.toolbar),
            ]
            for (what, range) in bar {
                guard let range else { continue }
                report(
                    Diagnostic(
                        .containerlessRouteHasBar, route.name, what, at: range,
                        notes: [
                            DiagnosticNote("'container none' is written here", at: containerRange),
                            DiagnosticNote(
                                "set it in the view's own NavigationStack, or remove 'container none'"),
                        ]))
            }
            if let context = stackRoutes[route.id] {
                report(
                    Diagnostic(
                        .containerlessRouteInStack, route.name, context, at: route.nameRange,
                        notes: [DiagnosticNote("'container none' is written here", at: containerRange)]))
            }
            for edgeID in graph.incoming[route.id] where edges[edgeID].kind == .push {
                report(
                    Diagnostic(
                        .containerlessRouteInStack, route.name, "pushed", at: edges[edgeID].range,
                        notes: [
                            DiagnosticNote("'container none' is written here", at: containerRange),
                            DiagnosticNote("present it with 'sheet \(route.name)'"),
                        ]))
            }
            for edgeID in graph.outgoing[route.id]
            where edges[edgeID].kind == .push && edges[edgeID].tab == nil {
                report(
                    Diagnostic(
                        .pushFromContainerlessRoute, route.name, at: edges[edgeID].range,
                        notes: [
                            DiagnosticNote("'container none' is written here", at: containerRange),
                            DiagnosticNote(
                                "push from the view's own NavigationStack, present the route with 'sheet', or remove 'container none'"
                            ),
                        ]))
            }
        }
    }

    /// Checks a route's presentation options against every deployment target.
    mutating func checkPresentationAvailability(of route: Route) {
        let options = route.presentation
        for (option, range) in options.ranges.sorted(by: { $0.value.start < $1.value.start }) {
            switch option {
            case .detents, .selectedDetent:
                useFeature(.presentationDetents, "'\(option.rawValue)'", at: range)
            case .dragIndicator:
                useFeature(.presentationDragIndicator, "'dragIndicator'", at: range)
            case .interactiveDismiss:
                if options.interactiveDismissDisabled == true {
                    useFeature(.interactiveDismissDisabled, "'interactiveDismiss disabled'", at: range)
                }
            case .sizing:
                useFeature(.presentationSizing, "'sizing'", at: range)
            case .backgroundInteraction:
                useFeature(.presentationBackgroundInteraction, "'backgroundInteraction'", at: range)
            case .compactAdaptation:
                useFeature(.presentationCompactAdaptation, "'compactAdaptation'", at: range)
            case .container:
                break
            }
        }
    }
}
