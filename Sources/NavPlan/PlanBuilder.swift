import NavSemantics
import NavSource
import NavSwift
import NavSyntax

/// A plan, or the reasons none could be made.
public struct PlanResult: Sendable {
    /// The plan; nil when some name or fact cannot be generated (the diagnostics say why).
    public var plan: NavigationPlan?
    /// Errors found while planning: names Swift cannot spell or that collide.
    public var diagnostics: [Diagnostic]
}

/// Builds the ``NavigationPlan`` of a checked model.
///
/// The builder runs after the checker on a model without errors. It names everything
/// (through ``SwiftNamer``), decides the conformances, the layout, each edge's operation,
/// the deep-link codecs, match order and placements, the router's methods and the backend
/// features, in that order. Each decision is made here once; the backends only read them.
public enum PlanBuilder {
    /// Plans `model`.
    ///
    /// A caller that gives the model away (`consume`) lets planning release it as it goes: the
    /// edges as soon as they are planned, and the rest on another core once the plan is made,
    /// followed, when `returnsFreedMemory`, by returning the freed memory to the system (worth
    /// its walk over the heap for a large app only). A caller that keeps a copy keeps it whole.
    public static func build(
        _ model: consuming SemanticModel, options: PlanOptions, returnsFreedMemory: Bool = false
    ) -> PlanResult {
        var model = model
        // Only the edge plans read the model's edges, so they leave the model for the core that
        // plans them (`Builder.run()`).
        var edges: [NavSemantics.Edge] = []
        swap(&edges, &model.edges)
        var builder = Builder(model: consume model, modelEdges: consume edges, options: options)
        let result = builder.run()
        BackgroundWork.release(consume builder, thenReturnFreedMemory: returnsFreedMemory)
        return result
    }
}

/// The builder's working state.
struct Builder {
    /// The checked model without its edges, which ``modelEdges`` holds.
    let model: SemanticModel
    /// The model's edges, handed to the core that plans them (``run()``).
    let modelEdges: Handoff<[NavSemantics.Edge]>
    /// The type of the value each edge that brings one back receives, and where to report a
    /// type that cannot be spelled, found before the edges leave for another core: routes
    /// plan their actions' results from it (``receivedType(of:)``).
    let receivedResults: [EdgeID: (type: TypeReference, range: ByteRange)]
    let options: PlanOptions
    var namer: SwiftNamer
    var diagnostics: [Diagnostic] = []
    /// The column of each route (`SemanticModel.columns`, computed once).
    let columns: [Column?]
    /// How SDK types are spelled.
    let sdkNames: SDKNames
    /// The toolbar type of each route whose view applies its toolbar itself.
    var toolbarTypeNames: [RouteID: SwiftName] = [:]
    /// The Swift spelling of each parameter type planned so far. Apps use a few parameter types
    /// many times, and parameters of one type share one spelling instead of each holding a copy.
    var parameterTypes: [TypeReference: SwiftType] = [:]

    init(model: SemanticModel, modelEdges: consuming [NavSemantics.Edge], options: PlanOptions) {
        self.model = model
        var receivedResults: [EdgeID: (type: TypeReference, range: ByteRange)] = [:]
        for index in modelEdges.indices {
            let edge = modelEdges[index]
            if edge.kind.presents, let target = edge.target, let type = model.routes[target].returnType {
                receivedResults[edge.id] = (type, model.routes[target].returnTypeRange ?? edge.range)
            } else if edge.kind.takesDialog, let dialog = edge.dialog,
                let type = model.dialogs[dialog].returnType
            {
                receivedResults[edge.id] = (type, model.dialogs[dialog].nameRange)
            }
        }
        self.receivedResults = receivedResults
        self.modelEdges = Handoff(modelEdges)
        self.options = options
        self.namer = SwiftNamer(model: model)
        self.columns = model.columns
        self.sdkNames = namer.sdkNames()
    }

    var isDirect: Bool { model.app.flow == .direct }

    mutating func run() -> PlanResult {
        // Edges and deep links need the model alone (deep links' parsers are named below, when
        // they are joined), so another core plans them while this one names and plans the
        // routes.
        let builder = self
        let edgesAndLinks = BackgroundWork {
            () -> (edges: [EdgePlan], deepLinks: (plan: DeepLinkPlan, matchers: [UnnamedMatcher])?) in
            // The model's edges are released here once planned, when the caller gave the model
            // away, before the deep links are planned from the edges' plans.
            let edges = builder.modelEdges.take().map { builder.planEdge($0) }
            return (edges, builder.planDeepLinks(edges: edges))
        }
        let types = namer.typeNames()
        let typeNameList = [
            types.routeEnum, types.state, types.tabEnum, types.router, types.container, types.presentedLevel,
            types.legacyLevel, types.legacySteps, types.alertEnum, types.results,
        ]
        toolbarTypeNames = namer.toolbarTypeNames(avoiding: typeNameList)
        let guardTypeNames = namer.guardTypeNames(avoiding: typeNameList + toolbarTypeNames.values)
        let memberNames = routeMemberNames()
        // Bindings stay clear of the helpers inside the route enum and of `self`, which
        // generated closures refer to.
        var global = namer.globalNames(
            typeNames: typeNameList + toolbarTypeNames.values
                + [guardTypeNames?.guards, guardTypeNames?.deferredEdge].compactMap { $0 })
        global.formUnion(memberNames.allNames)
        global.formUnion(["self", "Self", "super"])
        var routes: [RoutePlan] = []
        routes.reserveCapacity(model.routes.count)
        var valid = true
        for route in model.routes {
            if let plan = planRoute(route, avoiding: global) {
                routes.append(plan)
            } else {
                valid = false
            }
        }
        var dialogs: [DialogPlan] = []
        for dialog in model.dialogs {
            if let plan = planDialog(dialog, avoiding: global) {
                dialogs.append(plan)
            } else {
                valid = false
            }
        }
        diagnostics += namer.diagnostics
        let (edges, unnamedLinks) = edgesAndLinks.take()
        let deepLinks = unnamedLinks.map { links in
            var plan = links.plan
            plan.matchers = Self.namedMatchers(links.matchers, names: memberNames)
            return plan
        }
        guard valid, !diagnostics.contains(where: { $0.severity == .error }) else {
            return PlanResult(plan: nil, diagnostics: Diagnostic.sortedByPosition(diagnostics))
        }
        var names = PlanNames(
            routeEnum: types.routeEnum, state: types.state, tabEnum: types.tabEnum, router: types.router,
            container: types.container, presentedLevel: types.presentedLevel, legacyLevel: types.legacyLevel,
            legacySteps: types.legacySteps, alertEnum: types.alertEnum, results: types.results,
            routeMembers: memberNames, sdk: sdkNames)
        var takenInAlertEnum = namer.declaredTypeNames
        names.alertStyle = SwiftNamer.allocate("Style", avoiding: &takenInAlertEnum)
        if let guardNames = guardTypeNames {
            names.guards = guardNames.guards
            names.deferredEdge = guardNames.deferredEdge
        }
        let layout = planLayout()
        let styles = PresentationStyle.allCases.filter { style in
            edges.contains { edge in
                if case .present(_, let used) = edge.operation { return used == style }
                return false
            }
        }
        let largeEnum = model.routes.count > options.largeEnumThreshold
        var plan = NavigationPlan(
            headerComments: NavigationPlan.provenance(
                sourcePath: options.sourcePath, toolVersion: options.toolVersion)
                + ["swift-format-ignore-file", "swiftlint:disable all"],
            access: options.accessLevel ?? model.app.accessLevel ?? options.defaultAccessLevel,
            part: options.part,
            imports: options.imports.filter(SwiftName.isValidIdentifier).map(SwiftName.init),
            appName: model.app.name, names: names, routes: routes, conformances: planConformances(largeEnum),
            chunking: largeEnum ? chunking(model.routes.map(\.id)) : nil, layout: layout,
            tabStyle: planTabStyle(),
            presentationStyles: styles, edges: edges,
            deepLinks: deepLinks,
            flow: isDirect ? .direct(planRouter(routes)) : .indirect, backends: planBackends())
        plan.dialogs = dialogs
        plan.guards = model.guards.map { GuardPlan(sourceName: $0.name, name: SwiftName($0.name)) }
        return PlanResult(plan: plan, diagnostics: Diagnostic.sortedByPosition(diagnostics))
    }

    /// Plans `parameters` (a route's, an action's or an alert's) given their `bindings`: the
    /// label, Swift type and default value of each. With `withDefaults`, a parameter's default
    /// value is planned (it may name the other parameters) and an optional one without a default
    /// defaults to nil; an action's parameters take no defaults. Nil when a name or type cannot
    /// be planned; the namer has then reported why, for every such parameter.
    private mutating func planParameters(
        _ parameters: [RouteParameter], bindings: [SwiftName], withDefaults: Bool
    ) -> [ParameterPlan]? {
        var planned: [ParameterPlan] = []
        planned.reserveCapacity(parameters.count)
        var valid = true
        // Made once: each default value would otherwise index a long list anew.
        let lookup = ParameterLookup(parameters)
        for (index, parameter) in parameters.enumerated() {
            guard let label = namer.label(of: parameter),
                let type = parameterType(parameter.type, at: parameter.typeRange)
            else {
                valid = false
                continue
            }
            var defaultValue: PlannedValue?
            if withDefaults {
                defaultValue =
                    parameter.defaultValue.map { plannedValue($0, parameters: lookup, actionParameters: nil) }
                    ?? (parameter.type.isOptional ? .nil : nil)
            }
            planned.append(
                ParameterPlan(
                    sourceName: parameter.name, label: label, binding: bindings[index], type: type,
                    typeReference: parameter.type, defaultValue: defaultValue,
                    isOptional: parameter.type.isOptional))
        }
        return valid ? planned : nil
    }

    /// Splits `routes` into chunks of the configured size.
    func chunking(_ routes: [RouteID]) -> ChunkingPlan {
        ChunkingPlan(
            size: options.chunkSize,
            chunks: stride(from: 0, to: routes.count, by: options.chunkSize).map {
                Array(routes[$0..<min($0 + options.chunkSize, routes.count)])
            })
    }

    // MARK: - Routes

    private mutating func planRoute(_ route: Route, avoiding global: Set<String>) -> RoutePlan? {
        let caseName = namer.caseName(of: route)
        let bindings = SwiftNamer.bindings(for: route.parameters.map(\.name), avoiding: global, [])
        let planned = planParameters(route.parameters, bindings: bindings, withDefaults: true)
        var valid = caseName != nil && planned != nil
        let parameters = planned ?? []
        var actions: [ActionPlan] = []
        actions.reserveCapacity(route.actions.count)
        for action in route.actions {
            guard let name = namer.name(of: action, in: route, direct: isDirect) else {
                valid = false
                continue
            }
            let actionBindings = SwiftNamer.bindings(
                for: action.parameters.map(\.name), avoiding: global, bindings)
            guard
                let actionParameters = planParameters(
                    action.parameters, bindings: actionBindings, withDefaults: false)
            else {
                valid = false
                continue
            }
            actions.append(
                ActionPlan(
                    sourceName: action.name, name: name, parameters: actionParameters, edge: action.edge,
                    receives: receivedType(of: action.edge)))
        }
        var viewArguments: [ViewArgumentPlan] = []
        for argument in route.viewArguments {
            guard let label = namer.label(of: argument) else {
                valid = false
                continue
            }
            viewArguments.append(
                ViewArgumentPlan(
                    label: label,
                    value: plannedValue(argument.value, parameters: .none, actionParameters: nil)))
        }
        guard valid, let caseName,
            let viewType = swiftType(route.viewType, at: route.viewTypeRange, isViewType: true)
        else {
            return nil
        }
        var plan = RoutePlan(
            id: route.id, sourceName: route.name, caseName: caseName,
            formerNames: route.formerNames.map(\.name),
            parameters: parameters, viewType: viewType,
            actions: actions, selection: isDirect ? nil : selectionBinding(of: route), title: route.title,
            titleParameter: route.titleParameter, subtitle: route.subtitle, displayMode: route.displayMode,
            backButtonHidden: route.backButtonHidden,
            navigationBarHidden: route.navigationBarHidden,
            toolbar: route.toolbar.map { planToolbarEntry($0) },
            presentation: planPresentation(route.presentation))
        plan.viewArguments = viewArguments
        if let type = route.returnType, let range = route.returnTypeRange {
            guard let result = swiftType(type, at: range) else { return nil }
            plan.result = result
            plan.resultReference = type
        }
        if route.hasViewToolbar {
            guard let typeName = toolbarTypeNames[route.id] else { return nil }
            plan.viewToolbar = planViewToolbar(route, typeName: typeName, plan: &plan)
        }
        return plan
    }

    /// The type of the value an action's edge brings back: what the route it presents, or the
    /// alert it shows, returns.
    private mutating func receivedType(of edge: EdgeID?) -> SwiftType? {
        guard let edge, let received = receivedResults[edge] else { return nil }
        return swiftType(received.type, at: received.range)
    }

    /// An alert or dialog: its case name, parameters (labels and bindings clear of the
    /// generated names), result type, texts and buttons.
    private mutating func planDialog(_ dialog: Dialog, avoiding global: Set<String>) -> DialogPlan? {
        guard let caseName = namer.caseName(of: dialog) else { return nil }
        let bindings = SwiftNamer.bindings(for: dialog.parameters.map(\.name), avoiding: global, [])
        let planned = planParameters(dialog.parameters, bindings: bindings, withDefaults: true)
        var valid = planned != nil
        let parameters = planned ?? []
        var result: SwiftType?
        if let type = dialog.returnType {
            result = swiftType(type, at: dialog.nameRange)
            if result == nil { valid = false }
        }
        guard valid, let title = dialog.title else { return nil }
        return DialogPlan(
            id: dialog.id, route: dialog.route, style: dialog.style, caseName: caseName,
            parameters: parameters,
            result: result, resultReference: dialog.returnType, title: title, message: dialog.message,
            buttons: dialog.buttons.map { DialogButtonPlan(title: $0.title, role: $0.role, edge: $0.edge) })
    }

    /// The toolbar type of a route whose toolbar uses parts the view supplies, with the stored
    /// names of those parts and, in the indirect flow, one edge closure per navigating button.
    private func planViewToolbar(_ route: Route, typeName: SwiftName, plan: inout RoutePlan)
        -> ViewToolbarPlan
    {
        var taken: Set<String> = ["body", "Content", "Body", "self", "Self", "init"]
        taken.formUnion(plan.parameters.map(\.binding.text))
        var inputs: [ToolbarInputPlan] = []
        var storage: [String: SwiftName] = [:]
        // Labels are the names as written; stored names stay clear of the type's own members.
        let wanted = route.toolbar.flatMap(\.buttons).flatMap { button in
            [button.disabled?.name, button.hidden?.name, button.call?.name].compactMap { $0 }
        }
        taken.formUnion(wanted)
        let edgesProperty = SwiftNamer.allocate("edges", avoiding: &taken)
        let routerProperty = SwiftNamer.allocate("router", avoiding: &taken)
        func input(_ name: String, _ kind: ToolbarInputPlan.Kind) -> SwiftName {
            if let stored = storage[name] { return stored }
            var others = taken.subtracting(wanted)
            let stored = SwiftNamer.allocate(name, avoiding: &others)
            storage[name] = stored
            inputs.append(ToolbarInputPlan(label: SwiftName(name), storage: stored, kind: kind))
            return stored
        }
        var edgeCount = 0
        func fill(_ model: ToolbarButtonModel, _ button: inout ToolbarButtonPlan) {
            if let call = model.call {
                button.call = ToolbarCallPlan(
                    name: input(call.name, .callback(returnsBool: call.returnsBool)),
                    returnsBool: call.returnsBool)
            }
            if let flag = model.disabled { button.disabled = input(flag.name, .flag) }
            if let flag = model.hidden { button.hidden = input(flag.name, .flag) }
            if model.edge != nil && !isDirect {
                edgeCount += 1
                button.edgeClosure = SwiftName("edge" + String(edgeCount))
            }
        }
        for (entryIndex, entry) in route.toolbar.enumerated() {
            var index = 0
            var buttonIndex = 0
            while index < entry.buttons.count {
                let model = entry.buttons[index]
                fill(model, &plan.toolbar[entryIndex].buttons[buttonIndex])
                if model.isMenu {
                    var childIndex = 0
                    var next = index + 1
                    while next < entry.buttons.count && entry.buttons[next].menu == index {
                        fill(
                            entry.buttons[next],
                            &plan.toolbar[entryIndex].buttons[buttonIndex].menuButtons![childIndex])
                        childIndex += 1
                        next += 1
                    }
                    index = next
                } else {
                    index += 1
                }
                buttonIndex += 1
            }
        }
        return ViewToolbarPlan(
            typeName: typeName, edgesTypeName: SwiftName("Edges"), label: SwiftName("toolbar"),
            edgesProperty: edgesProperty, routerProperty: routerProperty, inputs: inputs)
    }

    /// The options of a presented route, or nil when they change nothing.
    private func planPresentation(_ options: PresentationOptions) -> PresentationPlan? {
        func detent(_ detent: Detent) -> DetentPlan? {
            switch detent {
            case .medium: return .medium
            case .large: return .large
            case .fraction(let text): return SwiftNumber(text).map(DetentPlan.fraction)
            case .height(let text): return SwiftNumber(text).map(DetentPlan.height)
            }
        }
        let background: BackgroundInteractionPlan? =
            switch options.backgroundInteraction {
            case .automatic?: .automatic
            case .enabled?: .enabled
            case .disabled?: .disabled
            case .upThrough(let value)?: detent(value).map(BackgroundInteractionPlan.upThrough)
            case nil: nil
            }
        let plan = PresentationPlan(
            detents: options.detents.compactMap { detent($0) },
            selectedDetent: options.selectedDetent.flatMap { detent($0) },
            dragIndicator: options.dragIndicator,
            interactiveDismissDisabled: options.interactiveDismissDisabled == true, sizing: options.sizing,
            backgroundInteraction: background, compactAdaptation: options.compactAdaptation,
            hasContainer: !options.hasNoContainer)
        let changesNothing =
            plan.detents.isEmpty && plan.dragIndicator == nil && !plan.interactiveDismissDisabled
            && plan.sizing == nil && plan.backgroundInteraction == nil && plan.compactAdaptation == nil
            && plan.hasContainer
        return changesNothing ? nil : plan
    }

    /// The selection a route's view binds to: the sidebar's when it is a split view's sidebar,
    /// the content column's when it is shown in a three-column split's content column.
    private func selectionBinding(of route: Route) -> SelectionBinding? {
        let tab = model.isTabApp ? model.graph.tabs[route.id].min() : nil
        if model.isTabApp && tab == nil { return nil }
        switch columns[route.id] {
        case .sidebar?: return SelectionBinding(column: .sidebar, tab: tab)
        case .content?: return SelectionBinding(column: .content, tab: tab)
        case .detail?, nil: return nil
        }
    }

    /// The Swift spelling of a parameter's type, shared with the parameters of the same type.
    private mutating func parameterType(_ type: TypeReference, at range: ByteRange) -> SwiftType? {
        if let spelled = parameterTypes[type] { return spelled }
        let spelled = swiftType(type, at: range)
        // A type Swift cannot spell is reported at each parameter that has it.
        if let spelled { parameterTypes[type] = spelled }
        return spelled
    }

    /// The Swift spelling of a checked type.
    ///
    /// A name the file declares (`type Label`) or names as a view (`-> Menu`) is the app's own
    /// type, so it is spelled as written even when an SDK type has that name: generated code
    /// qualifies its own uses of the SDK type instead. Only a standard type navc knows
    /// (`Date`, `UUID`) keeps its module (`Foundation.Date`) when a name in the file could
    /// shadow it; a view type never does, being the app's own.
    private mutating func swiftType(
        _ type: TypeReference, at range: ByteRange, isViewType: Bool = false
    ) -> SwiftType? {
        switch type {
        case .named(let components):
            var result: [SwiftType.Component] = []
            for component in components {
                guard SwiftName.isValidIdentifier(component.name) else {
                    diagnostics.append(
                        Diagnostic(
                            .reservedName, component.name, "a type", "it is not a Swift identifier", at: range
                        ))
                    return nil
                }
                var arguments: [SwiftType] = []
                for argument in component.genericArguments {
                    guard let spelled = swiftType(argument, at: range) else { return nil }
                    arguments.append(spelled)
                }
                result.append(SwiftType.Component(SwiftName(component.name), genericArguments: arguments))
            }
            if !isViewType, let standard = type.standardType, sdkNames.isQualified(standard.rawValue) {
                return .named([SwiftType.Component(SwiftName(standard.module))] + result)
            }
            return .named(result)
        case .optional(let wrapped): return swiftType(wrapped, at: range).map { .optional($0) }
        case .set(let element): return swiftType(element, at: range).map { .named("Set", [$0]) }
        case .array(let element): return swiftType(element, at: range).map { .array($0) }
        case .dictionary(let key, let value):
            guard let key = swiftType(key, at: range), let value = swiftType(value, at: range) else {
                return nil
            }
            return .dictionary(key: key, value: value)
        case .error: return nil
        }
    }

    /// A checked value as generated code builds it: literals as they are, references by index to
    /// the parameters they may name: the route's, and the action's (or an alert's, in its
    /// buttons), each found through its lookup's table when its list is long.
    func plannedValue(_ value: Value, parameters: ParameterLookup, actionParameters: ParameterLookup?)
        -> PlannedValue
    {
        let action = actionParameters
        switch value {
        case .string(let text): return .string(text)
        case .integer(let text): return .integer(text)
        case .float(let text): return .float(text)
        case .boolean(let flag): return .boolean(flag)
        case .nil: return .nil
        // The checker rejects names Swift cannot spell after a dot.
        case .enumCase(let name): return .enumCase(SwiftName(name))
        case .url(let text): return .url(text)
        case .array(let elements):
            return .array(elements.map { plannedValue($0, parameters: parameters, actionParameters: action) })
        case .dictionary(let pairs):
            return .dictionary(
                pairs.map {
                    PlannedPair(
                        key: plannedValue($0.key, parameters: parameters, actionParameters: action),
                        value: plannedValue($0.value, parameters: parameters, actionParameters: action))
                })
        case .reference(let name, let members, let isActionParameter):
            let memberNames = members.filter(SwiftName.isValidIdentifier).map { SwiftName($0) }
            if isActionParameter, let index = action?.index(named: name) {
                return .actionParameter(index, members: memberNames)
            }
            return .routeParameter(parameters.index(named: name) ?? 0, members: memberNames)
        }
    }

    private func planToolbarEntry(_ entry: ToolbarEntry) -> ToolbarEntryPlan {
        let placement: PlacementPlan
        switch entry.placement {
        case .leading:
            placement = .perPlatform(macOS: SwiftName("navigation"), other: SwiftName("topBarLeading"))
        case .trailing:
            placement = .perPlatform(macOS: SwiftName("primaryAction"), other: SwiftName("topBarTrailing"))
        default: placement = .same(SwiftName(entry.placement.rawValue))
        }
        func button(_ model: ToolbarButtonModel) -> ToolbarButtonPlan {
            var plan = ToolbarButtonPlan(
                title: model.title, systemImage: model.image, role: model.role, edge: model.edge)
            plan.platforms = model.platforms
            return plan
        }
        // A menu's buttons follow it in the model; the plan nests them.
        var buttons: [ToolbarButtonPlan] = []
        for model in entry.buttons {
            if model.menu != nil, !buttons.isEmpty {
                buttons[buttons.count - 1].menuButtons?.append(button(model))
                continue
            }
            var plan = button(model)
            if model.isMenu { plan.menuButtons = [] }
            buttons.append(plan)
        }
        return ToolbarEntryPlan(placement: placement, isGroup: entry.isGroup, buttons: buttons)
    }

    /// Helper names inside the route enum, clear of every case name.
    private func routeMemberNames() -> RouteMemberNames {
        var taken = SwiftNamer.routeEnumMembers
        taken.reserveCapacity(model.routes.count + SwiftNamer.routeEnumMembers.count)
        var caseCount = 0
        for route in model.routes where SwiftName.isValidIdentifier(route.name) {
            taken.insert(route.name)
            caseCount += 1
        }
        // The helper types are declared inside the route enum, where they would hide an app
        // type of the same name.
        taken.formUnion(namer.declaredTypeNames)
        let components = SwiftNamer.allocate("DeepLinkComponents", avoiding: &taken)
        let codingKey = SwiftNamer.allocate("NavcCodingKey", avoiding: &taken)
        let codingKeysText = SwiftNamer.allocate("navcCodingKeysText", avoiding: &taken)
        let codingKeys = SwiftNamer.allocate("navcCodingKeys", avoiding: &taken)
        let caseIndex = SwiftNamer.allocate("navcCaseIndex", avoiding: &taken)
        let identity = SwiftNamer.allocate("navcIdentity", avoiding: &taken)
        var prefixes: [String: SwiftName] = [:]
        let chunkCount = max(1, (caseCount + options.chunkSize - 1) / options.chunkSize)
        for family in ["decode", "encode", "identity", "parse", "print"] {
            // A family's prefix is free when no chunk name it makes is a case name.
            var prefix = family + "Chunk"
            var counter = 2
            while (0..<chunkCount).contains(where: { taken.contains(prefix + String($0)) }) {
                prefix = family + "Chunk" + String(counter) + "_"
                counter += 1
            }
            prefixes[family] = SwiftName(prefix)
        }
        var parsers: [RouteID: SwiftName] = [:]
        var formerParsers: [RouteID: [SwiftName]] = [:]
        for route in model.routes where route.deepLink != nil || !route.formerDeepLinks.isEmpty {
            guard SwiftName.isValidIdentifier(route.name) else { continue }
            let base = "parse" + route.name.prefix(1).uppercased() + route.name.dropFirst()
            if route.deepLink != nil { parsers[route.id] = SwiftNamer.allocate(base, avoiding: &taken) }
            for index in route.formerDeepLinks.indices {
                formerParsers[route.id, default: []].append(
                    SwiftNamer.allocate(base + "Former" + String(index + 1), avoiding: &taken))
            }
        }
        return RouteMemberNames(
            deepLinkComponents: components, codingKey: codingKey, codingKeysText: codingKeysText,
            codingKeys: codingKeys, caseIndex: caseIndex, identity: identity, chunkPrefix: prefixes,
            parsers: parsers, formerParsers: formerParsers)
    }

    // MARK: - Conformances

    /// The conformances the checker decided (it reports which parameter blocks one).
    private func planConformances(_ largeEnum: Bool) -> ConformancePlan {
        ConformancePlan(
            isCodable: model.conformances.codable.holds, isSendable: model.conformances.sendable.holds,
            writesHashableByHand: largeEnum,
            writesCodableByHand: largeEnum || model.routes.contains { !$0.formerNames.isEmpty })
    }
}
