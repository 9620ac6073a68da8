import NavSemantics
import NavSource
import NavSwift
import NavSyntax

/// Decides every identifier of the generated Swift and proves that none collides.
///
/// The namer works scope by scope. Names the user wrote (routes become enum cases, parameters
/// argument labels, actions closure labels or router methods, the app name and `enum` entry
/// type names) are part of the generated API, so they are never changed: when Swift cannot
/// spell one, or it collides with a name the generated code declares or relies on, the namer
/// reports a located error. Names the user never sees (local bindings of parameters, private
/// helpers inside the route enum) are allocated clear of everything in their scope: the
/// preferred spelling when it is free, else the same with `_`, `_2`, ... in a fixed order.
/// SDK types the generated code uses are qualified with their module (`SwiftUI.Button`) when a
/// type of the same name appears in the file.
struct SwiftNamer {
    private let model: SemanticModel
    private(set) var diagnostics: [Diagnostic] = []
    /// The first name of every declared type (`Folder` of `Folder.ID`): names that code inside
    /// the generated types spells, so their members must not hide them.
    let declaredTypeNames: Set<String>

    init(model: SemanticModel) {
        self.model = model
        declaredTypeNames = Set(model.declaredTypes.compactMap { Self.firstName(of: $0.type) })
    }

    /// The first name of a named type (`Folder` of `Folder.ID`), the one that other names in
    /// scope can hide.
    static func firstName(of type: TypeReference) -> String? {
        guard case .named(let components) = type else { return nil }
        return components.first?.name
    }

    // MARK: - Fixed vocabularies

    /// Every SDK type the generated code may name, with its module.
    static let sdkTypes: [(name: String, module: String)] =
        [
            "String", "Int", "Bool", "Double", "Float", "Character", "Substring", "Array", "Dictionary",
            "Set",
            "Optional", "Never", "Void", "Hashable", "Codable", "Decodable", "Encodable", "Sendable",
            "Identifiable",
            "Decoder", "Encoder", "CodingKey", "KeyedDecodingContainer", "KeyedEncodingContainer",
            "UnkeyedDecodingContainer", "DecodingError", "AnyHashable", "Hasher", "Equatable", "MainActor",
            "CaseIterable", "Error", "Result", "Task",
        ].map { ($0, "Swift") }
        + [
            "URL", "URLComponents", "URLQueryItem", "CharacterSet", "UUID", "Date", "Data", "Decimal",
            "DispatchQueue", "CGFloat",
        ]
        .map { ($0, "Foundation") }
        + [
            "View", "AnyView", "EmptyView", "Binding", "NavigationStack", "NavigationSplitView",
            "NavigationView",
            "NavigationLink", "NavigationSplitViewVisibility", "Text", "Image", "Label", "Button", "HStack",
            "VStack", "TabView", "Tab", "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement", "Group",
            "ObservedObject", "Bindable", "Environment", "EnvironmentObject", "State",
            "StackNavigationViewStyle",
            "DoubleColumnNavigationViewStyle", "ViewBuilder", "ToolbarContent", "PresentationDetent", "Menu",
            "ViewModifier", "Alert", "ActionSheet",
        ].map { ($0, "SwiftUI") }
        + [("ObservableObject", "Combine"), ("Published", "Combine"), ("Just", "Combine")]
        + [("Observable", "Observation")]
        // Parameters name every standard type navc knows.
        + StandardType.allCases.map { ($0.rawValue, $0.module) }

    /// The module of each SDK type the generated code may name.
    static let sdkModule: [String: String] = Dictionary(
        sdkTypes.map { ($0.name, $0.module) }, uniquingKeysWith: { first, _ in first })

    /// Module names that qualified SDK references rely on.
    static let moduleNames: Set<String> = ["Swift", "Foundation", "SwiftUI", "Combine", "Observation"]

    /// Words that are ordinary identifiers elsewhere but start a type (`some View`,
    /// `any Decoder`, `isolated Actor`) or end a signature (`async`), so no generated type can
    /// be named by one.
    static let typePositionWords: Set<String> = [
        "some", "any", "each", "isolated", "sending", "async", "consuming", "borrowing", "repeat", "Type",
        "Protocol",
    ]

    /// Local names generated code declares itself inside the functions that also bind route
    /// parameters (destinations, deep links, router methods, hand-written conformances);
    /// parameter bindings never take one of them.
    static let generatedLocals: Set<String> = [
        "route", "newValue", "result", "link", "queryValue", "parsedValue", "queryItems", "unwrapped",
        "payload",
        "container", "key", "name", "state", "router",
        // A toolbar type's `body(content:)` names the view it modifies.
        "content",
    ]

    /// Members the route enum declares as API; a route of that name would collide with them.
    static let routeEnumMembers: Set<String> = [
        "id", "hash", "hashValue", "encode", "init", "deepLinkPath", "deepLinkURL", "description",
        // Synthesized Codable declares a `CodingKeys` enum inside the route enum.
        "CodingKeys",
    ]

    /// Names generated code uses as members or locals where the generated types are also named
    /// unqualified, so a generated type (the `enum` entry, the app's types) cannot take one.
    static let generatedMemberNames: Set<String> = [
        "id", "state", "path", "route", "root", "router", "style", "selection", "detailSelection",
        "columnVisibility", "presentations", "selectedTab", "stack", "split", "topRoute", "visibleRoutes",
        "navigation", "depth", "body", "segments", "query", "container", "decoder", "encoder", "payload",
        "key", "name", "link", "url", "base", "prefix", "text", "value", "result", "target", "steps",
        "legacyShown", "legacyState", "stateBinding", "destination", "initial", "current", "next",
        "hash", "hashValue", "encode", "description", "deepLinkPath", "deepLinkURL", "push", "pop", "dismiss",
    ]

    /// Members of the state that are API, so no tab may be named like them.
    static let stateMembers: Set<String> = [
        "selectedTab", "presentations", "stack", "split", "push", "pop", "popToRoot", "setRoot", "select",
        "selectDetail", "present", "dismiss", "dismissAll", "selectTab", "openTab", "visibleRoutes",
        "topRoute", "init", "encode", "hash", "hashValue", "steps", "Presentation", "PresentationStyle",
        "Stack", "Split", "ColumnVisibility", "Detent", "presentedDetent", "setPresentedDetent", "perform",
        "continueDeferred", "alert", "closePresentation",
    ]

    /// Members of the router that are not actions, including the storage and helpers that
    /// `@Observable` and `@Published` synthesize for its `state` property.
    static let routerMembers: Set<String> = [
        "state", "objectWillChange", "init", "deinit", "_state", "_$observationRegistrar", "access",
        "withMutation", "shouldNotifyObservers", "guards", "results",
    ]

    // MARK: - User names

    /// Reports NAV250 when Swift cannot use `name` for `role`, and returns whether it can.
    private mutating func checkSpellable(_ name: String, _ role: String, at range: ByteRange) -> Bool {
        guard SwiftName.isValidIdentifier(name) else {
            report(.reservedName, name, role, "it is not a Swift identifier", at: range)
            return false
        }
        return true
    }

    private mutating func report(_ code: DiagnosticCode, _ arguments: String..., at range: ByteRange) {
        diagnostics.append(Diagnostic(code, arguments: arguments, at: range))
    }

    /// The type names the app's generated declarations get, checked for keywords, SDK names
    /// and view types.
    mutating func typeNames() -> (
        routeEnum: SwiftName, state: SwiftName, tabEnum: SwiftName, router: SwiftName,
        container: SwiftName, presentedLevel: SwiftName, legacyLevel: SwiftName, legacySteps: SwiftName,
        alertEnum: SwiftName, results: SwiftName
    ) {
        let app = model.app
        let generated: [(name: String, role: String, range: ByteRange)] = [
            (app.routeEnumName, "the generated route enum", app.routeEnumRange ?? app.nameRange),
            (app.name + "NavigationState", "the generated navigation state", app.nameRange),
            (app.name + "Tab", "the generated tab enum", app.nameRange),
            (app.name + "Router", "the generated router", app.nameRange),
            (app.name + "Navigation", "the generated container view", app.nameRange),
            (app.name + "PresentedLevel", "the generated presentation view", app.nameRange),
            (app.name + "LegacyLevel", "the generated NavigationView level", app.nameRange),
            (app.name + "LegacySteps", "the generated NavigationView step logic", app.nameRange),
            (app.name + "Alert", "the generated alert enum", app.nameRange),
            (app.name + "Results", "the generated results of presented routes", app.nameRange),
        ]
        var seen: [String: String] = [:]
        var valid = true
        for entry in generated {
            guard checkSpellable(entry.name, entry.role, at: entry.range) else {
                valid = false
                continue
            }
            if SwiftName.reservedWords.contains(entry.name) || Self.typePositionWords.contains(entry.name) {
                report(.reservedName, entry.name, entry.role, "it is a Swift keyword", at: entry.range)
                valid = false
            } else if let module = Self.sdkModule[entry.name] {
                report(
                    .nameCollision, entry.name, "\(module)'s \(entry.name), which the generated code uses",
                    at: entry.range)
            } else if Self.generatedMemberNames.contains(entry.name) {
                report(
                    .nameCollision, entry.name, "a member or local the generated code uses by that name",
                    at: entry.range)
            } else if Self.moduleNames.contains(entry.name) {
                report(.nameCollision, entry.name, "the module \(entry.name)", at: entry.range)
            } else if let other = seen[entry.name] {
                report(.nameCollision, entry.name, other, at: entry.range)
            }
            seen[entry.name] = seen[entry.name] ?? entry.role
        }
        // Each view type and declared type is looked up once among the few names that call for
        // a closer look.
        let suspect = Set(seen.keys).union(Self.moduleNames)
        func checkUserType(_ type: TypeReference, at range: ByteRange, isView: Bool) {
            guard case .named(let components) = type, let first = components.first else { return }
            // The container calls each view by its name among members of its own, all in
            // lowerCamelCase (`alertItem`, `stateBinding`).
            if isView, let initial = first.name.unicodeScalars.first,
                !("A"..."Z").contains(initial)
            {
                report(
                    .reservedName, first.name, "a view type",
                    "the generated container calls views by name among its own members; name it in UpperCamelCase",
                    at: range)
                return
            }
            // Even in backticks these name Swift's own types (`Self`, `Any`), metatypes or the
            // instance itself.
            if ["self", "Self", "super", "Any", "Type", "Protocol"].contains(first.name) {
                report(.reservedName, first.name, "a type", "Swift gives it a meaning of its own", at: range)
                return
            }
            guard components.count == 1 else { return }
            // `(Void) -> Void` is read as a function without parameters, synthesized Codable
            // declares a `CodingKeys` of its own inside the generated types, and Identifiable an
            // `ID` inside the route and alert enums.
            if ["Void", "CodingKeys", "ID"].contains(first.name) {
                report(
                    .nameCollision, first.name, "the '\(first.name)' that generated code relies on", at: range
                )
                return
            }
            // Generated code calls views and builds values by their type's name, inside types
            // whose members have these names.
            if Self.generatedMemberNames.contains(first.name) {
                report(
                    .nameCollision, first.name, "a member or local the generated code uses by that name",
                    at: range)
                return
            }
            guard suspect.contains(first.name) else { return }
            if let role = seen[first.name] {
                report(.nameCollision, first.name, role, at: range)
            }
            if Self.moduleNames.contains(first.name) {
                report(.nameCollision, first.name, "the module \(first.name)", at: range)
            }
        }
        for route in model.routes { checkUserType(route.viewType, at: route.viewTypeRange, isView: true) }
        for declared in model.declaredTypes {
            checkUserType(declared.type, at: declared.range, isView: false)
        }
        func name(_ index: Int) -> SwiftName {
            valid ? SwiftName(generated[index].name) : SwiftName("Invalid" + String(index))
        }
        return (name(0), name(1), name(2), name(3), name(4), name(5), name(6), name(7), name(8), name(9))
    }

    /// The SDK names to qualify: those that a view type or declared type of the file shares.
    func sdkNames() -> SDKNames {
        // The file's names are looked up in the short list of SDK names rather than collected
        // into a set of their own: a large app has thousands of them.
        var qualified: Set<String> = []
        func note(_ name: String) {
            if Self.sdkModule[name] != nil { qualified.insert(name) }
        }
        forEachUserTypeName(note)
        // Inside the route enum a case shadows a type of the same name in expressions.
        for route in model.routes { note(route.name) }
        return SDKNames(qualified: qualified)
    }

    /// The enum case name of `route`, or nil after reporting why it cannot be one.
    mutating func caseName(of route: Route) -> SwiftName? {
        guard checkSpellable(route.name, "a route", at: route.nameRange) else { return nil }
        if route.name == "Type" || route.name == "Protocol" || route.name == "Self" {
            report(
                .reservedName, route.name, "a route",
                route.name == "Self"
                    ? "generated code refers to the route enum as 'Self'"
                    : "Swift reads '\(model.app.routeEnumName).\(route.name)' as a metatype",
                at: route.nameRange)
            return nil
        }
        if Self.moduleNames.contains(route.name) {
            report(
                .nameCollision, route.name,
                "the module \(route.name), which the generated code names inside the route enum",
                at: route.nameRange)
            return nil
        }
        if Self.routeEnumMembers.contains(route.name) {
            report(
                .nameCollision, route.name, "the member '\(route.name)' of \(model.app.routeEnumName)",
                at: route.nameRange)
            return nil
        }
        // Inside the route enum (its Codable and deep-link code) a case hides a type of the same
        // name: `Folder.ID(string)` would name the case `Folder`.
        if declaredTypeNames.contains(route.name) {
            report(
                .nameCollision, route.name,
                "the type '\(route.name)', which the generated code names inside the route enum",
                at: route.nameRange)
            return nil
        }
        return SwiftName(route.name)
    }

    /// The case of an alert or dialog in the alert enum, or nil after reporting why it cannot
    /// be one.
    mutating func caseName(of dialog: Dialog) -> SwiftName? {
        guard checkSpellable(dialog.name, "an alert", at: dialog.nameRange) else { return nil }
        if ["Type", "Protocol", "Self", "Style", "id", "style"].contains(dialog.name) {
            report(
                .reservedName, dialog.name, "an alert",
                "the generated alert enum uses '\(dialog.name)' itself", at: dialog.nameRange)
            return nil
        }
        return SwiftName(dialog.name)
    }

    /// The label of a parameter, or nil after reporting why it cannot be one.
    mutating func label(of parameter: RouteParameter) -> SwiftName? {
        guard checkSpellable(parameter.name, "a parameter", at: parameter.range) else { return nil }
        if parameter.name == "body" {
            report(
                .reservedName, parameter.name, "a parameter",
                "the view would store it as 'body', which View declares", at: parameter.range)
            return nil
        }
        return SwiftName(parameter.name)
    }

    /// The label of a fixed view argument, or nil after reporting why it cannot be one.
    mutating func label(of argument: ViewArgument) -> SwiftName? {
        guard checkSpellable(argument.label, "a view argument", at: argument.labelRange) else { return nil }
        return SwiftName(argument.label)
    }

    /// The name of an action (closure label or router method), or nil after reporting why not.
    mutating func name(of action: Action, in route: Route, direct: Bool) -> SwiftName? {
        guard checkSpellable(action.name, "an action", at: action.range) else { return nil }
        if !direct && action.name == "body" {
            report(
                .reservedName, action.name, "an action",
                "the view would store its closure as 'body', which View declares", at: action.range)
            return nil
        }
        if direct && Self.routerMembers.contains(action.name) {
            report(.nameCollision, action.name, "the router's member '\(action.name)'", at: action.range)
            return nil
        }
        if !direct && action.name == "selection" && model.columns[route.id].map({ $0 != .detail }) == true {
            report(
                .nameCollision, action.name, "the selection binding the column's view takes", at: action.range
            )
            return nil
        }
        return SwiftName(action.name)
    }

    /// Calls `body` with the first name of every view type and declared type: what generated
    /// type names must not be.
    private func forEachUserTypeName(_ body: (String) -> Void) {
        for route in model.routes {
            if let first = Self.firstName(of: route.viewType) { body(first) }
        }
        for declared in model.declaredTypes {
            if let first = Self.firstName(of: declared.type) { body(first) }
        }
    }

    /// Where the view type or declared type whose first name is `name` is written; nil when
    /// none is. Asked only for a name that collides, so it may search.
    private func userTypeRange(named name: String) -> ByteRange? {
        if let declared = model.declaredTypes.first(where: { Self.firstName(of: $0.type) == name }) {
            return declared.range
        }
        return model.routes.first(where: { Self.firstName(of: $0.viewType) == name })?.viewTypeRange
    }

    /// The first name of every view type and declared type, as a set.
    private func userTypeNames() -> Set<String> {
        var names: Set<String> = []
        names.reserveCapacity(model.routes.count + model.declaredTypes.count)
        forEachUserTypeName { names.insert($0) }
        return names
    }

    /// The toolbar type of each route whose view applies its toolbar itself
    /// (`addressEditor` -> `AddressEditorToolbar`), checked like the app's type names; also
    /// reports callbacks and flags Swift cannot spell as labels.
    mutating func toolbarTypeNames(avoiding generated: [SwiftName]) -> [RouteID: SwiftName] {
        var result: [RouteID: SwiftName] = [:]
        var seen = Set(generated.map(\.text))
        // Most apps have no view toolbar, so the file's type names are collected only for the
        // first one.
        var viewTypes: Set<String>?
        for route in model.routes where route.hasViewToolbar {
            for button in route.toolbar.flatMap(\.buttons) {
                let names =
                    [button.call.map { ($0.name, $0.range) }]
                    + [button.disabled, button.hidden].map { $0.map { ($0.name, $0.range) } }
                for name in names.compactMap({ $0 }) {
                    if !SwiftName.isValidIdentifier(name.0) {
                        report(
                            .reservedName, name.0, "a toolbar callback or flag",
                            "it is not a Swift identifier",
                            at: name.1)
                    } else if GeneratedNames.reservedPropertyNames.contains(name.0) {
                        report(
                            .reservedName, name.0, "a toolbar callback or flag",
                            "Swift gives '.\(name.0)' a meaning of its own", at: name.1)
                    }
                }
            }
            // The toolbar type stores the route's parameters.
            for parameter in route.parameters
            where GeneratedNames.reservedPropertyNames.contains(parameter.name) {
                report(
                    .reservedName, parameter.name, "a parameter of a route with a view toolbar",
                    "Swift gives '.\(parameter.name)' a meaning of its own", at: parameter.range)
            }
            guard let first = route.name.first else { continue }
            let name = first.uppercased() + route.name.dropFirst() + "Toolbar"
            if !SwiftName.isValidIdentifier(name) { continue }
            let typeNames = viewTypes ?? userTypeNames()
            viewTypes = typeNames
            if let module = Self.sdkModule[name] {
                report(
                    .nameCollision, name, "\(module)'s \(name), which the generated code uses",
                    at: route.nameRange)
            } else if typeNames.contains(name) {
                report(.nameCollision, name, "a type of the file", at: route.nameRange)
            } else if seen.contains(name) {
                report(.nameCollision, name, "a type the generated code declares", at: route.nameRange)
            }
            seen.insert(name)
            result[route.id] = SwiftName(name)
        }
        return result
    }

    /// The guards type and the deferred edge type (`AppGuards`, `AppDeferredEdge`), when the
    /// file declares guards, checked like the app's other type names; and every guard's name,
    /// which becomes a property of the guards type.
    mutating func guardTypeNames(avoiding generated: [SwiftName]) -> (
        guards: SwiftName, deferredEdge: SwiftName
    )? {
        guard !model.guards.isEmpty else { return nil }
        for guardModel in model.guards {
            _ = checkSpellable(guardModel.name, "a guard", at: guardModel.range)
        }
        let app = model.app
        var taken = Set(generated.map(\.text))
        let userTypes = userTypeNames()
        var result: [SwiftName] = []
        for (name, role) in [
            (app.name + "Guards", "the generated guards type"),
            (app.name + "DeferredEdge", "the generated deferred edge"),
        ] {
            if Self.sdkModule[name] != nil || userTypes.contains(name) || taken.contains(name) {
                report(
                    .nameCollision, name, "a type of the file or of the generated code, as \(role)",
                    at: userTypes.contains(name) ? userTypeRange(named: name) ?? app.nameRange : app.nameRange
                )
            }
            taken.insert(name)
            result.append(SwiftName(SwiftName.isValidIdentifier(name) ? name : "Invalid"))
        }
        return (result[0], result[1])
    }

    // MARK: - Allocated names

    /// Names no binding or helper may take: SDK and user type names, generated type names and
    /// the locals generated code declares.
    func globalNames(typeNames: [SwiftName]) -> Set<String> {
        var names: Set<String> = []
        // View types are mostly one per route; parameter types mostly repeat.
        names.reserveCapacity(Self.sdkTypes.count + model.routes.count + model.declaredTypes.count)
        names.formUnion(Self.sdkTypes.lazy.map(\.name))
        names.formUnion(Self.moduleNames)
        names.formUnion(Self.generatedLocals)
        names.formUnion(typeNames.lazy.map(\.text))
        for route in model.routes {
            Self.insertTypeNames(of: route.viewType, into: &names)
            for parameter in route.parameters { Self.insertTypeNames(of: parameter.type, into: &names) }
            for action in route.actions {
                for parameter in action.parameters { Self.insertTypeNames(of: parameter.type, into: &names) }
            }
        }
        for declared in model.declaredTypes { Self.insertTypeNames(of: declared.type, into: &names) }
        return names
    }

    /// Adds the names `type` refers to at file scope (the first component of each named type
    /// in it) to `names`.
    private static func insertTypeNames(of type: TypeReference, into names: inout Set<String>) {
        switch type {
        case .named(let components):
            if let first = components.first { names.insert(first.name) }
            for component in components {
                for argument in component.genericArguments { insertTypeNames(of: argument, into: &names) }
            }
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped):
            insertTypeNames(of: wrapped, into: &names)
        case .dictionary(let key, let value):
            insertTypeNames(of: key, into: &names)
            insertTypeNames(of: value, into: &names)
        case .error: break
        }
    }

    /// Local names for `parameters`, each its own name when that is free (in neither `taken`
    /// nor `alsoTaken`, a handful of names bound in the same scope), in order.
    static func bindings(for parameters: [String], avoiding taken: Set<String>, _ alsoTaken: [SwiftName])
        -> [SwiftName]
    {
        func isTaken(_ name: String) -> Bool {
            taken.contains(name) || alsoTaken.contains { $0.text == name }
        }
        // A route has a handful of parameters, so the names chosen so far, and the names the
        // parameters want, are searched in the lists rather than hashed into sets; a long list
        // (a generated file's) is hashed, so that naming stays linear.
        var chosen: [String] = []
        chosen.reserveCapacity(parameters.count)
        let isLong = parameters.count > 16
        let wanted = isLong ? Set(parameters) : []
        var chosenSet: Set<String> = []
        func wasChosen(_ name: String) -> Bool { isLong ? chosenSet.contains(name) : chosen.contains(name) }
        func isWanted(_ name: String) -> Bool {
            (isLong ? wanted.contains(name) : parameters.contains(name)) && !isTaken(name)
        }
        var result: [SwiftName] = []
        result.reserveCapacity(parameters.count)
        for name in parameters {
            let spelled = SwiftName.isValidIdentifier(name) ? name : "value"
            var candidate = spelled
            if isTaken(candidate) || wasChosen(candidate) {
                candidate = spelled + "_"
                var counter = 2
                while isTaken(candidate) || wasChosen(candidate) || isWanted(candidate) {
                    candidate = spelled + "_" + String(counter)
                    counter += 1
                }
            }
            chosen.append(candidate)
            if isLong { chosenSet.insert(candidate) }
            result.append(SwiftName(candidate))
        }
        return result
    }

    /// A helper name free in `taken`: `preferred`, else `preferred_`, `preferred_2`, ...
    static func allocate(_ preferred: String, avoiding taken: inout Set<String>) -> SwiftName {
        var candidate = preferred
        var counter = 1
        while taken.contains(candidate) {
            candidate = counter == 1 ? preferred + "_" : preferred + "_" + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return SwiftName(candidate)
    }
}
