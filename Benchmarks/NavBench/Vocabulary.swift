/// The word lists the generator draws from.
///
/// Each list mirrors what real `.nav` files contain (see `Samples/`), so the token mix of a
/// generated file — identifiers, keywords, punctuation, string literals with escapes and
/// non-ASCII text, comments — resembles real input rather than one repeated pattern.
enum GeneratorVocabulary {
    /// A parameter type, the name a parameter of that type gets, and the literals that can stand
    /// for a value of it. Types without literals can only be passed by reference.
    struct ParameterKind {
        /// The parameter name used for this type; unique across kinds, so names never clash.
        let name: String
        /// The type as written in `.nav` source.
        let type: String
        /// Literal values of the type, as written in source (empty: references only).
        let literals: [String]
    }

    /// The parameter types, from plain `String` to nested dictionaries and generic types.
    static let parameterKinds: [ParameterKind] = [
        ParameterKind(name: "id", type: "UUID", literals: []),
        ParameterKind(name: "noteID", type: "Note.ID", literals: []),
        ParameterKind(name: "accountID", type: "Account.ID", literals: []),
        ParameterKind(name: "title", type: "String", literals: [#""Untitled""#, #""Caf\u{E9}""#, #""""#]),
        ParameterKind(name: "query", type: "String", literals: [#""swift""#, #""naïve café""#]),
        ParameterKind(name: "text", type: "String", literals: [#""Hello, \"world\"""#, #""日本語""#]),
        ParameterKind(name: "count", type: "Int", literals: ["0", "42", "-1", "1_000"]),
        ParameterKind(name: "page", type: "Int", literals: ["1", "10"]),
        ParameterKind(name: "amount", type: "Double", literals: ["1.5", "-0.25", "100.0"]),
        ParameterKind(name: "isEditing", type: "Bool", literals: ["true", "false"]),
        ParameterKind(name: "draft", type: "String?", literals: ["nil", #""Draft""#]),
        ParameterKind(name: "limit", type: "Int?", literals: ["nil", "25"]),
        ParameterKind(name: "parentID", type: "Note.ID?", literals: ["nil"]),
        ParameterKind(name: "tags", type: "[String]", literals: []),
        ParameterKind(name: "noteIDs", type: "[Note.ID]", literals: []),
        ParameterKind(name: "scores", type: "[String: Int]", literals: []),
        ParameterKind(name: "groups", type: "[UUID: [String]]", literals: []),
        ParameterKind(name: "selection", type: "Set<String>", literals: []),
        ParameterKind(name: "metadata", type: "Dictionary<String, Int>?", literals: ["nil"]),
        ParameterKind(name: "pages", type: "[Int]?", literals: ["nil"]),
        ParameterKind(name: "matrix", type: "[[Double]]", literals: []),
    ]

    /// The first word of a route name: what the screen is about.
    static let subjects = [
        "note", "account", "profile", "settings", "inbox", "message", "photo", "album", "order", "cart",
        "product", "search", "map", "event", "task", "project", "report", "invoice", "team", "user",
    ]

    /// The second word of a route name: what the screen does.
    static let screens = [
        "List", "Detail", "Editor", "Picker", "Browser", "Summary", "Settings", "Viewer", "Composer",
        "Filter",
    ]

    /// Title text as written between the quotes, with escapes and non-ASCII text.
    static let titleFragments = [
        "Notes", "Settings", "Café Menü", "Zürich Straße", "日本語のページ", "Ελληνικά", "Привет", "🚀 Launch",
        #"Say \"hi\""#, #"Tab\tSeparated"#, #"Back\\slash"#, #"Two\nLines"#, #"It\'s here"#, #"Caf\u{E9}"#,
        #"Smile \u{1F600}"#, "Résumé", "Ünïcödé", "Ça va", "Overview", "Details",
    ]

    /// SwiftUI toolbar placements, all of them valid in `.nav`.
    static let placements = [
        "automatic", "bottomBar", "cancellationAction", "confirmationAction", "destructiveAction",
        "navigation",
        "navigationBarLeading", "navigationBarTrailing", "primaryAction", "principal", "status",
        "topBarLeading",
        "topBarTrailing", "secondaryAction", "leading", "trailing",
    ]

    /// SF Symbol names for toolbar buttons.
    static let images = [
        "plus", "minus", "trash", "pencil", "square.and.arrow.up", "chevron.backward", "house", "gear",
        "star.fill", "arrow.up.to.line", "magnifyingglass", "person.crop.circle",
    ]

    /// Toolbar button titles, in several languages.
    static let buttonTitles = [
        "Add", "Edit", "Delete", "Share", "Done", "Cancel", "Save", "Next", "Back", "Einstellungen",
        "Löschen",
        "Partager", "保存", "Réglages", #"\"Pin\""#,
    ]

    /// Sentences for line comments.
    static let commentSentences = [
        "The list pushes identifiers, not values, so the path stays Codable.",
        "A deep link rebuilds the whole stack in one step.",
        "Modal editors dismiss themselves; saving is the view's job.",
        "Keep this route in sync with the design spec (v2).",
        "TODO: decide whether this should be a sheet or a cover.",
        "Übersicht: the summary screen shown after checkout — naïve version.",
        "The toolbar mirrors the iPad layout; /* is fine inside a line comment.",
        "Root edges clear the stack and swap the root in one step.",
    ]

    /// Action verbs for each edge kind, in ``edgeKinds`` order.
    static let verbs: [[String]] = [
        ["show", "open", "view", "goTo"],
        ["present", "edit", "compose"],
        ["cover", "presentFullScreen"],
        ["switchTo", "makeRoot"],
        ["goBack", "back", "close"],
        ["backToTop", "goHome"],
        ["dismiss", "cancel", "done"],
    ]

    /// The edge kinds, with how often each is drawn (percent-like weights).
    static let edgeKinds = ["push", "sheet", "cover", "root", "pop", "popToRoot", "dismiss"]
    static let edgeWeights = [40, 15, 8, 5, 12, 10, 10]
}

extension String {
    /// The string with its first character uppercased: `note` becomes `Note`.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
