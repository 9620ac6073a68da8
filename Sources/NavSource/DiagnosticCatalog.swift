/// Every diagnostic navc can report, with its stable number.
///
/// This is the single catalog (like Swift's `DiagnosticsParse.def` or Go's `codes.go`). Numbers
/// are append-only and never reused: `NAV0xx` lexing, `NAV1xx` parsing, `NAV2xx` names and
/// types, `NAV3xx` route graph, `NAV4xx` lint, `NAV5xx` configuration and I/O, `NAV600`-`NAV639`
/// compatibility (`navc diff` between two versions of a file, and the `formerly`/`formerURL`
/// members that keep old saved state and links working). Each entry's
/// ``DiagnosticDescriptor/example`` is a `.nav` source that a test proves triggers it; for a
/// `navc diff` code it is the old and the new file, separated by the line
/// ``DiagnosticDescriptor/newVersionSeparator``.
public enum DiagnosticCode: Int, CaseIterable, Sendable, Hashable, Codable {
    // MARK: Lexing (NAV0xx)
    case invalidUTF8 = 1
    case nulByte = 2
    case unexpectedCharacter = 3
    case unterminatedString = 4
    case unterminatedBlockComment = 5
    case invalidEscape = 6
    case stringInterpolation = 7
    case invalidUnicodeEscape = 8
    case invalidNumber = 9
    case utf16File = 10

    // MARK: Parsing (NAV1xx)
    case expectedDeclaration = 101
    case expectedName = 102
    case expectedToken = 103
    case expectedClosingDelimiter = 104
    case expectedType = 105
    case unknownHeaderEntry = 106
    case unknownRouteMember = 107
    case unknownEdgeKind = 108
    case unknownToolbarPlacement = 109
    case invalidOptionValue = 110
    case expectedExpression = 111
    case nestingTooDeep = 112
    case expectedVersion = 113
    case unexpectedEdgeTarget = 114
    case expectedEdgeTarget = 115
    case expectedToolbarElement = 116
    case unknownButtonArgument = 117
    case expectedString = 118
    case unexpectedToken = 119
    case singleQuotedString = 120
    case parenthesizedEdgeTarget = 121
    case platformVersionWithoutSpace = 122
    case colonAfterKeyword = 123
    case invalidNumberValue = 124
    case unknownTabEntry = 125
    case expectedTabName = 126
    case tabClauseNotAfterPush = 127
    case tabEdgeArguments = 128
    case unknownFeatureEntry = 129
    case unknownDialogEntry = 130
    case thenAfterNonCall = 135
    case callAfterThen = 136
    case guardedElseEdge = 137

    // MARK: Names and types (NAV2xx)
    case undeclaredRoute = 201
    case duplicateRoute = 202
    case duplicateParameter = 203
    case duplicateAction = 204
    case duplicateToolbarButton = 205
    case missingArgument = 206
    case extraArgument = 207
    case argumentOutOfOrder = 208
    case argumentTypeMismatch = 209
    case undeclaredReference = 210
    case duplicateHeaderEntry = 211
    case missingNavigationHeader = 212
    case missingHeaderEntry = 213
    case duplicateNavigationHeader = 214
    case nameCollision = 215
    case deepLinkUnknownPlaceholder = 216
    case deepLinkMissingParameter = 217
    case deepLinkUnparsableType = 218
    case deepLinkDuplicatePattern = 219
    case deepLinkMalformed = 220
    case duplicateListedRoute = 221
    case duplicateType = 222
    case unknownDiagnosticID = 223
    case duplicatePlatform = 224
    case typeNotHashable = 225
    case defaultValueTypeMismatch = 226
    case platformTooOld = 227
    case importsUnsupported = 228
    case duplicateRouteMember = 229
    case featureRequiresNewerOS = 230
    case featureUnavailableOnPlatform = 231
    case duplicateArgument = 232
    case directiveOnError = 233
    case missingArgumentLabel = 234
    case extraUnlabeledArgument = 235
    case unknownType = 236
    case genericArgumentCount = 237
    case typeNestingTooDeep = 238
    case integerLiteralOverflow = 239
    case characterLiteralLength = 240
    case conformanceLost = 241
    case standardTypeDeclared = 242
    case duplicateDictionaryKey = 243
    case misspelledConformance = 244
    case reservedName = 250
    case deepLinkOptionalPlaceholder = 251
    case sceneEntryInTabApp = 252
    case tabStyleWithoutTabs = 253
    case missingTabEntry = 254
    case duplicateTabEntry = 255
    case duplicateTab = 256
    case tooManyTabs = 257
    case tabsNotDeclared = 258
    case undeclaredTab = 259
    case featureNameInUse = 260
    case missingFeatureStart = 261
    case invalidDetent = 270
    case duplicateDetent = 271
    case detentNotListed = 272
    case presentationOptionsUnused = 273
    case containerlessRouteHasBar = 274
    case textParameterNotString = 275
    case invalidURLLiteral = 276
    case viewArgumentNameInUse = 277
    case unlabeledViewArgument = 278
    case viewArgumentNotLiteral = 279
    case unknownEnumCase = 280
    case duplicateEnumCase = 281
    case returnWithoutResult = 282
    case unknownDialog = 283
    case dialogKindMismatch = 284
    case toolbarNameConflict = 285
    case toolbarNameInUse = 286
    case emptyMenu = 287
    case platformNotTargeted = 288
    case duplicateButtonPlatform = 289
    case dialogWithoutTitle = 290
    case duplicateDialog = 291
    case resultNeverReturned = 292
    case dialogTooManyButtons = 293
    case returnTypeMismatch = 294
    case undeclaredGuard = 295
    case duplicateGuard = 296
    case guardNameInUse = 297
    case optionalReturnType = 298

    // MARK: Route graph (NAV3xx)
    case rootNeedsArguments = 301
    case popWithoutStack = 302
    case dismissWithoutPresentation = 303
    case missingColumn = 304
    case columnWithoutSplitStyle = 305
    case rootEdgeTargetNotRoot = 306
    case dismissAllWithoutPresentation = 307
    case containerlessRouteInStack = 308
    case pushFromContainerlessRoute = 309
    case returningRouteNotPresented = 310
    case guardedReturn = 311
    case continueWithoutPresentation = 315
    case rootEdgeTargetNotInSplitTab = 316
    case edgeDiffersAcrossTabs = 317

    // MARK: Lint (NAV4xx)
    case noWayBack = 401
    case unreachableRoute = 402
    case deadEnd = 403
    case pushObjectsNotIdentifiers = 404
    case unlabeledButton = 405
    case crowdedPlacement = 406
    case styleFightsPlatform = 407
    case largeRouteEnum = 408
    case tabWithoutImage = 409
    case redundantTabSwitch = 410
    case unusedGuard = 411
    case actionShadowedInSplitView = 412
    case deepLinkBypassesGuard = 413

    // MARK: Configuration and I/O (NAV5xx)
    case fileNotFound = 501
    case isDirectory = 502
    case unreadableFile = 503
    case unwritableFile = 504
    case unreadableStandardInput = 505
    case unwritableStandardStream = 506
    case danglingOutputLink = 507
    case outputLinkLoop = 508
    case invalidConfigurationFile = 509
    case unknownConfigurationKey = 510
    case invalidConfigurationValue = 511
    case duplicateGeneratedType = 512
    case unsupportedOutput = 520
    case unknownLintRule = 521
    case unreadableRevision = 522
    case importNotFound = 523
    case importCycle = 524
    case importedNavigationHeader = 525

    // MARK: Compatibility (NAV600-NAV639)
    case routeRemoved = 601
    case routeRenamed = 602
    case requiredParameterAdded = 603
    case parameterTypeChanged = 604
    case parameterRenamed = 605
    case parameterRemoved = 606
    case deepLinkNoLongerMatches = 607
    case deepLinkOpensOtherRoute = 608
    case deepLinkSegmentUnreadable = 609
    case queryParameterDropped = 610
    case rootRemoved = 611
    case styleChanged = 612
    case codableLost = 613
    case tabRemoved = 614
    case deepLinkQueryItemRequired = 615
    case formerNameInUse = 630
    case duplicateFormerName = 631

    /// The code as printed, e.g. `NAV104`.
    public var id: String {
        let digits = String(rawValue)
        return "NAV" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// Looks up a code by its printed form (`NAV104`, case-insensitive) or its number.
    public init?(id: String) {
        var text = id.uppercased()
        if text.hasPrefix("NAV") { text.removeFirst(3) }
        guard let number = Int(text), let code = DiagnosticCode(rawValue: number) else { return nil }
        self = code
    }

    /// The catalog entry for this code.
    public var descriptor: DiagnosticDescriptor {
        switch self {
        case .invalidUTF8:
            DiagnosticDescriptor(
                name: "invalid-utf8", severity: .error,
                template: "invalid UTF-8 byte sequence",
                explanation:
                    "A .nav file must be UTF-8. The bytes shown do not form a valid UTF-8 character.",
                exampleBytes: Array("route home -> Home { title \"".utf8) + [0xC3, 0x28]
                    + Array("\" }\n".utf8))
        case .nulByte:
            DiagnosticDescriptor(
                name: "nul-byte", severity: .error,
                template: "unexpected NUL byte",
                explanation:
                    "NUL bytes cannot appear in a .nav file; they usually mean the file is binary or corrupted.",
                exampleBytes: Array("route home -> Home {}".utf8) + [0x00] + Array("\n".utf8))
        case .unexpectedCharacter:
            DiagnosticDescriptor(
                name: "unexpected-character", severity: .error,
                template: "unexpected %0 '%1'",
                explanation:
                    "Outside strings and comments, .nav files use ASCII identifiers, numbers and punctuation. A run of such characters written together is reported once ('unexpected characters').",
                example: "route home -> Home { title \"Home\" } @\n")
        case .unterminatedString:
            DiagnosticDescriptor(
                name: "unterminated-string", severity: .error,
                template: "unterminated string literal",
                explanation: "A string literal must end with '\"' on the line where it starts.",
                example: "route home -> Home {\n    title \"Home\n}\n")
        case .unterminatedBlockComment:
            DiagnosticDescriptor(
                name: "unterminated-block-comment", severity: .error,
                template: "unterminated block comment",
                explanation:
                    "Every '/*' needs a matching '*/'; block comments nest, so each inner '/*' needs its own.",
                example: "/* outer /* inner */\nroute home -> Home {}\n")
        case .invalidEscape:
            DiagnosticDescriptor(
                name: "invalid-escape", severity: .error,
                template: "invalid escape sequence '\\%0' in string literal",
                explanation: "Strings accept Swift's escapes: \\0 \\\\ \\t \\n \\r \\\" \\' and \\u{...}.",
                example: "route home -> Home { title \"C:\\qux\" }\n")
        case .stringInterpolation:
            DiagnosticDescriptor(
                name: "string-interpolation", severity: .error,
                template: "string interpolation is not supported in .nav strings",
                explanation:
                    "Titles and patterns are constant strings; write '\\\\(' for a literal backslash and parenthesis.",
                example: "route home(name: String) -> Home { title \"Hi \\(name)\" }\n")
        case .invalidUnicodeEscape:
            DiagnosticDescriptor(
                name: "invalid-unicode-escape", severity: .error,
                template:
                    "invalid unicode escape; expected 1 to 8 hex digits naming a unicode scalar in '\\u{...}'",
                explanation:
                    "A \\u{...} escape holds 1 to 8 hexadecimal digits naming a Unicode scalar (not a surrogate).",
                example: "route home -> Home { title \"\\u{D800}\" }\n")
        case .invalidNumber:
            DiagnosticDescriptor(
                name: "invalid-number", severity: .error,
                template: "invalid number literal '%0'",
                explanation:
                    "Numbers are decimal digits with optional dot-separated parts, like 16 or 17.4.1.",
                example: "navigation App {\n    target iOS 16abc\n}\n")

        case .utf16File:
            DiagnosticDescriptor(
                name: "utf16-file", severity: .error,
                template: "file is encoded in UTF-16; navc reads UTF-8",
                explanation:
                    "The file starts with a UTF-16 byte order mark (FF FE or FE FF), as some Windows editors save text. navc reports this once instead of an error for every other byte; save the file as UTF-8 (in most editors, 'Save with Encoding'; or iconv -f UTF-16 -t UTF-8).",
                exampleBytes: [0xFF, 0xFE] + "route home -> Home {}".utf8.flatMap { [$0, 0x00] })
        case .expectedDeclaration:
            DiagnosticDescriptor(
                name: "expected-declaration", severity: .error,
                template:
                    "expected a declaration ('navigation', 'route', 'type', 'tab', 'feature', 'guard' or 'import'), found %0",
                explanation:
                    "At the top level a .nav file holds the navigation header, routes, type declarations, tabs, features, guards and imports.",
                example: "screen home -> Home {}\n")
        case .expectedName:
            DiagnosticDescriptor(
                name: "expected-name", severity: .error,
                template: "expected %0",
                explanation: "A name (an identifier such as 'home' or 'NoteDetail') is required here.",
                example: "route -> Home {}\n")
        case .expectedToken:
            DiagnosticDescriptor(
                name: "expected-token", severity: .error,
                template: "expected '%0' %1",
                explanation: "A piece of punctuation or a keyword required by the grammar is missing.",
                example: "route home Home {}\n")
        case .expectedClosingDelimiter:
            DiagnosticDescriptor(
                name: "expected-closing-delimiter", severity: .error,
                template: "expected '%0' to close %1",
                explanation:
                    "An opening bracket has no matching closing bracket; the note points at the opening one.",
                example: "route second(data: String -> Second {}\n")
        case .expectedType:
            DiagnosticDescriptor(
                name: "expected-type", severity: .error,
                template: "expected type %0",
                explanation:
                    "Types use Swift syntax: names (String, Note.ID), optionals (Int?), arrays ([Int]) and dictionaries ([String: Int]).",
                example: "route detail(id: ) -> Detail {}\n")
        case .unknownHeaderEntry:
            DiagnosticDescriptor(
                name: "unknown-header-entry", severity: .error,
                template: "unknown navigation header entry '%0'",
                explanation:
                    "The navigation header accepts target, style, flow, roots, sidebar, content, detail, enum and lint.",
                example: "navigation App {\n    theme dark\n}\n")
        case .unknownRouteMember:
            DiagnosticDescriptor(
                name: "unknown-route-member", severity: .error,
                template: "unknown route member '%0'",
                explanation:
                    "A route body accepts title, display, backButton, navigationBar, url, action and toolbar.",
                example: "route home -> Home {\n    badge \"Hi\"\n}\n")
        case .unknownEdgeKind:
            DiagnosticDescriptor(
                name: "unknown-edge-kind", severity: .error,
                template: "unknown edge kind '%0'",
                explanation:
                    "An edge is push, sheet, cover or root with a target route, or pop, popToRoot or dismiss.",
                example: "route home -> Home {\n    action next = show detail\n}\nroute detail -> Detail {}\n"
            )
        case .unknownToolbarPlacement:
            DiagnosticDescriptor(
                name: "unknown-toolbar-placement", severity: .error,
                template: "unknown toolbar placement '%0'",
                explanation:
                    "Placements are SwiftUI's ToolbarItemPlacement names, such as navigationBarTrailing, principal or bottomBar.",
                example:
                    "route home -> Home {\n    toolbar {\n        item topRight button(\"Add\") = pop\n    }\n}\n"
            )
        case .invalidOptionValue:
            DiagnosticDescriptor(
                name: "invalid-option-value", severity: .error,
                template: "'%0' is not a valid %1; expected %2",
                explanation:
                    "Header entries and route members take one of a fixed set of values, listed in the message.",
                example: "navigation App {\n    style tabs\n}\n")
        case .expectedExpression:
            DiagnosticDescriptor(
                name: "expected-expression", severity: .error,
                template: "expected value, found %0",
                explanation:
                    "An argument value is a parameter reference, a string, a number, true, false or nil.",
                example:
                    "route home -> Home {\n    action next = push detail(id: )\n}\nroute detail(id: Int) -> Detail {}\n"
            )
        case .nestingTooDeep:
            DiagnosticDescriptor(
                name: "nesting-too-deep", severity: .error,
                template: "nesting is too deep; the limit is %0 levels",
                explanation:
                    "Types nest at most a fixed number of levels, so a malicious or broken file cannot exhaust the stack.",
                example: "route home(x: " + String(repeating: "[", count: 300) + "Int"
                    + String(repeating: "]", count: 300)
                    + ") -> Home {}\n")
        case .expectedVersion:
            DiagnosticDescriptor(
                name: "expected-version", severity: .error,
                template: "expected version number after '%0'",
                explanation:
                    "A deployment target is a platform name followed by a version, such as 'iOS 16' or 'macOS 13.3'.",
                example: "navigation App {\n    target iOS\n}\n")
        case .unexpectedEdgeTarget:
            DiagnosticDescriptor(
                name: "unexpected-edge-target", severity: .error,
                template: "'%0' does not take a target route",
                explanation:
                    "pop, popToRoot and dismiss act on the current stack or presentation and take no route.",
                example: "route home -> Home {\n    action back = pop home\n}\n")
        case .expectedEdgeTarget:
            DiagnosticDescriptor(
                name: "expected-edge-target", severity: .error,
                template: "'%0' needs a target route on the same line",
                explanation:
                    "push, sheet, cover and root name the route they show, as in 'push detail(id: id)'.",
                example: "route home -> Home {\n    action next = push\n}\n")
        case .expectedToolbarElement:
            DiagnosticDescriptor(
                name: "expected-toolbar-element", severity: .error,
                template: "expected 'item' or 'group' in toolbar, found %0",
                explanation:
                    "A toolbar holds 'item PLACEMENT button(...) = EDGE' and 'group PLACEMENT { button(...) = EDGE ... }'.",
                example: "route home -> Home {\n    toolbar {\n        button(\"Add\") = pop\n    }\n}\n")
        case .unknownButtonArgument:
            DiagnosticDescriptor(
                name: "unknown-button-argument", severity: .error,
                template:
                    "unknown button argument '%0'; expected a title string, 'image:', 'role:', 'disabled:', 'hidden:' or 'platform:'",
                explanation:
                    "A toolbar button takes an optional title string, an optional 'image:' SF Symbol name, an optional 'role:', 'disabled:' and 'hidden:' with the name of a Bool the view supplies, and 'platform:' (repeatable) to limit it to some platforms; a menu takes the same except 'role:'.",
                example:
                    "route home -> Home {\n    toolbar {\n        item principal button(\"Add\", icon: \"plus\") = pop\n    }\n}\n"
            )
        case .expectedString:
            DiagnosticDescriptor(
                name: "expected-string", severity: .error,
                template: "expected string literal %0",
                explanation:
                    "Titles, deep-link patterns, SF Symbol names and import paths are double-quoted strings.",
                example: "route home -> Home {\n    url home\n}\n")
        case .unexpectedToken:
            DiagnosticDescriptor(
                name: "unexpected-token", severity: .error,
                template: "unexpected %0 %1",
                explanation:
                    "The parser found text it could not fit into the surrounding construct and skipped it.",
                example: "route home -> Home {\n    title \"Home\" \"Again\"\n}\n")
        case .singleQuotedString:
            DiagnosticDescriptor(
                name: "single-quoted-string", severity: .error,
                template: "use double quotes for string literals",
                explanation:
                    "As in Swift, strings are written in double quotes; single quotes are not string delimiters in .nav files.",
                example: "route home -> Home {\n    title 'Home'\n}\n")
        case .parenthesizedEdgeTarget:
            DiagnosticDescriptor(
                name: "parenthesized-edge-target", severity: .error,
                template: "write the target without parentheses: '%0'",
                explanation:
                    "An edge kind is a keyword, not a function: the target route follows it after a space, and only the route's arguments go in parentheses, as in 'sheet editor(id: id)'.",
                example:
                    "route home -> Home {\n    action open = sheet(settings)\n}\nroute settings -> Settings\n"
            )
        case .platformVersionWithoutSpace:
            DiagnosticDescriptor(
                name: "platform-version-without-space", severity: .error,
                template: "expected a space between the platform and its version; did you mean '%0'?",
                explanation:
                    "A deployment target is a platform name, a space and a version, as in 'iOS 17' or 'macOS 13.3'.",
                example: "navigation App {\n    target iOS17\n}\n")
        case .colonAfterKeyword:
            DiagnosticDescriptor(
                name: "colon-after-keyword", severity: .error,
                template: "remove ':' after '%0'",
                explanation:
                    "Header entries and route members are a keyword followed by their value, as in 'title \"Home\"', with no ':' between them.",
                example: "route home -> Home {\n    title: \"Home\"\n}\n")
        case .invalidNumberValue:
            DiagnosticDescriptor(
                name: "invalid-number-value", severity: .error,
                template: "'%0' is not a number value; a value has at most one decimal point",
                explanation:
                    "Dotted numbers such as 17.4.1 are versions, which only deployment targets take; an argument or default value is an integer or a decimal.",
                example: "route home(ratio: Double = 1.5.2) -> Home\n")
        case .unknownTabEntry:
            DiagnosticDescriptor(
                name: "unknown-tab-entry", severity: .error,
                template: "unknown tab entry '%0'",
                explanation:
                    "A tab takes 'title', 'image', 'roots', 'style' and the columns 'sidebar', 'content' and 'detail'; each entry starts its own line.",
                example: "tab home {\n    title \"Home\"\n    badge 3\n}\n")
        case .unknownDialogEntry:
            DiagnosticDescriptor(
                name: "unknown-dialog-entry", severity: .error,
                template: "unknown alert or dialog entry '%0'",
                explanation:
                    "An alert or confirmation dialog takes a 'title', a 'message' and its 'button' lines, each on a line of its own.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    alert oops {\n        title \"Oops\"\n        image \"xmark\"\n    }\n}\n"
            )
        case .unknownFeatureEntry:
            DiagnosticDescriptor(
                name: "unknown-feature-entry", severity: .error,
                template: "unknown feature entry '%0'",
                explanation:
                    "A feature's block names the route it opens with 'start'; the route's parameters are the feature's arguments, and everything else belongs to the routes themselves.",
                example: "feature Settings {\n    start settings\n    title \"Settings\"\n}\n")
        case .thenAfterNonCall:
            DiagnosticDescriptor(
                name: "then-after-non-call", severity: .error,
                template: "'then' follows only 'call NAME'",
                explanation:
                    "'call NAME then EDGE' runs the view's callback NAME, which returns a Bool, and performs EDGE only when it returns true. An edge alone needs no 'then'; to navigate after the view's own work, write 'call NAME then EDGE'.",
                example:
                    "route home -> Home {\n    toolbar {\n        item confirmationAction button(\"Save\") = dismiss then pop\n    }\n}\n"
            )
        case .guardedElseEdge:
            DiagnosticDescriptor(
                name: "guarded-else-edge", severity: .error,
                template: "an else edge cannot have a guard of its own",
                explanation:
                    "'EDGE if GUARD else OTHER' performs OTHER when GUARD says no; OTHER runs unconditionally, so that one guard decides between two edges. To ask a second question, present a route whose own edges are guarded.",
                example:
                    "route home -> Home {\n    action buy = push checkout if signedIn else sheet signIn if online\n}\n"
            )
        case .callAfterThen:
            DiagnosticDescriptor(
                name: "call-after-then", severity: .error,
                template: "the edge after 'then' cannot be 'call'",
                explanation:
                    "'call NAME then EDGE' performs a navigation edge when the callback returns true; one callback does all of the view's work, so it cannot be followed by another.",
                example:
                    "route home -> Home {\n    toolbar {\n        item confirmationAction button(\"Save\") = call save then call close\n    }\n}\n"
            )
        case .expectedTabName:
            DiagnosticDescriptor(
                name: "expected-tab-name", severity: .error,
                template: "'%0' needs a tab name on the same line",
                explanation:
                    "'tab NAME' switches to the tab declared as 'tab NAME { ... }', and 'push ROUTE in NAME' switches to it and pushes there; the name follows on the same line.",
                example: "route home -> Home {\n    action open = tab\n}\n")
        case .tabClauseNotAfterPush:
            DiagnosticDescriptor(
                name: "tab-clause-not-after-push", severity: .error,
                template: "'%0' cannot switch tabs; only 'push' takes 'in NAME'",
                explanation:
                    "'push ROUTE in NAME' switches to tab NAME and pushes ROUTE onto its stack. Sheets and covers are presented over every tab, and 'tab NAME' alone switches tabs.",
                example: "route home -> Home {\n    action compose = sheet editor in timeline\n}\n")
        case .tabEdgeArguments:
            DiagnosticDescriptor(
                name: "tab-edge-arguments", severity: .error,
                template: "'tab' takes a tab name without arguments",
                explanation:
                    "A tab shows its own stack as the user left it; to show a route with arguments in the tab, write 'push ROUTE(arguments) in NAME'.",
                example: "route home -> Home {\n    action open = tab library(id: 1)\n}\n")

        case .undeclaredRoute:
            DiagnosticDescriptor(
                name: "undeclared-route", severity: .error,
                template: "route '%0' is not declared",
                explanation:
                    "Every edge, root and column must name a route declared with 'route NAME -> View'.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action next = push detial\n}\n\nroute detail -> Detail\n"
            )
        case .duplicateRoute:
            DiagnosticDescriptor(
                name: "duplicate-route", severity: .error,
                template: "route '%0' is declared more than once",
                explanation: "Route names become cases of the generated enum, so each must be unique.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute home -> Other\n"
            )
        case .duplicateParameter:
            DiagnosticDescriptor(
                name: "duplicate-parameter", severity: .error,
                template: "parameter '%0' is declared more than once",
                explanation:
                    "Parameter names become associated-value labels and argument labels, so each must be unique in its list.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action go(id: Int, id: Int) = pop\n}\n"
            )
        case .duplicateAction:
            DiagnosticDescriptor(
                name: "duplicate-action", severity: .error,
                template: "action '%0' is declared more than once in route '%1'",
                explanation:
                    "Actions become closure parameters or router methods of the route's view, so each name must be unique per route.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action next = push detail\n    action next = sheet detail\n}\n\nroute detail -> Detail\n"
            )
        case .duplicateToolbarButton:
            DiagnosticDescriptor(
                name: "duplicate-toolbar-button", severity: .error,
                template: "toolbar button %0 appears more than once in placement '%1'",
                explanation:
                    "Two identical buttons in one placement are indistinguishable to the user; remove one.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item principal button(\"Add\") = push home\n        item principal button(\"Add\") = push home\n    }\n}\n"
            )
        case .missingArgument:
            DiagnosticDescriptor(
                name: "missing-argument", severity: .error,
                template: "missing argument for parameter '%0' of route '%1'",
                explanation:
                    "Every parameter without a default value and not optional must receive an argument.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push detail\n}\n\nroute detail(id: Int) -> Detail\n"
            )
        case .extraArgument:
            DiagnosticDescriptor(
                name: "extra-argument", severity: .error,
                template: "route '%0' has no parameter '%1'",
                explanation: "Argument labels must name parameters of the target route.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push detail(id: 1, colour: \"red\")\n}\n\nroute detail(id: Int) -> Detail\n"
            )
        case .argumentOutOfOrder:
            DiagnosticDescriptor(
                name: "argument-out-of-order", severity: .error,
                template: "argument '%0' must come before argument '%1'",
                explanation: "As in Swift, arguments follow the order of the target route's parameters.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push detail(b: 2, a: 1)\n}\n\nroute detail(a: Int, b: Int) -> Detail\n"
            )
        case .argumentTypeMismatch:
            DiagnosticDescriptor(
                name: "argument-type-mismatch", severity: .error,
                template: "cannot pass %0 to parameter '%1' of type '%2'",
                explanation:
                    "An argument's type (a parameter's declared type, or a literal's kind) must match the target parameter's type; unknown user types compare by name.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(name: String) -> Home {\n    action open = push detail(id: name)\n}\n\nroute detail(id: Int) -> Detail\n"
            )
        case .undeclaredReference:
            DiagnosticDescriptor(
                name: "undeclared-reference", severity: .error,
                template: "cannot find '%0' in scope",
                explanation:
                    "An argument can refer to a parameter of its action or of the route the action belongs to.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push detail(id: ident)\n}\n\nroute detail(id: Int) -> Detail\n"
            )
        case .duplicateHeaderEntry:
            DiagnosticDescriptor(
                name: "duplicate-header-entry", severity: .error,
                template: "duplicate '%0' entry in the navigation header",
                explanation: "Each header entry may appear once; merge the values into one entry.",
                example:
                    "navigation App {\n    target iOS 16\n    style stack\n    style split\n    roots home\n}\n\nroute home -> Home\n"
            )
        case .missingNavigationHeader:
            DiagnosticDescriptor(
                name: "missing-navigation-header", severity: .error,
                template: "missing 'navigation' header",
                explanation:
                    "A file needs one 'navigation Name { ... }' header naming the app, its targets and its roots.",
                example: "route home -> Home\n")
        case .missingHeaderEntry:
            DiagnosticDescriptor(
                name: "missing-header-entry", severity: .error,
                template: "the navigation header has no '%0' entry",
                explanation: "'target' (deployment targets) and 'roots' (the initial screen) are required.",
                example: "navigation App {\n    target iOS 16\n}\n\nroute home -> Home\n")
        case .duplicateNavigationHeader:
            DiagnosticDescriptor(
                name: "duplicate-navigation-header", severity: .error,
                template: "only one 'navigation' header is allowed per file",
                explanation: "Each .nav file describes one app; split other apps into their own files.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nnavigation Other {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n"
            )
        case .nameCollision:
            DiagnosticDescriptor(
                name: "name-collision", severity: .error,
                template: "'%0' collides with %1 in the generated Swift",
                explanation:
                    "Generated declarations share namespaces: a route's parameters and actions are all arguments of its view, route cases live beside the enum's own members, and generated type names must differ from view types.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(close: Bool = false) -> Home {\n    action close = pop\n}\n"
            )
        case .deepLinkUnknownPlaceholder:
            DiagnosticDescriptor(
                name: "deep-link-unknown-placeholder", severity: .error,
                template: "'{%0}' in the deep-link pattern is not a parameter of route '%1'",
                explanation:
                    "Each {name} in a url pattern, in a path segment or a query item, must name a parameter of its route.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute detail(id: Int) -> Detail {\n    url \"/items/{ident}\"\n}\n"
            )
        case .deepLinkMissingParameter:
            DiagnosticDescriptor(
                name: "deep-link-missing-parameter", severity: .error,
                template: "required parameter '%0' is missing from the deep-link pattern",
                explanation:
                    "A URL must supply every required parameter, in a path segment (`/notes/{id}`) or a query item (`/item?id={id}`); optional and defaulted ones may come from the query string instead.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute detail(id: Int, tab: String) -> Detail {\n    url \"/items/{id}\"\n}\n"
            )
        case .deepLinkUnparsableType:
            DiagnosticDescriptor(
                name: "deep-link-unparsable-type", severity: .error,
                template: "parameter '%0' of type '%1' cannot be read from a URL",
                explanation:
                    "Every parameter of a route with a deep link is written into its links and read back, so every link opens the same route. URL values are text: every standard type can be (String, Substring, Character, the integers, Double, Float, CGFloat, Decimal, Bool, UUID, URL, Date as seconds since 2001, Data as base64), and user types declared LosslessStringConvertible; arrays, sets, dictionaries and other user types cannot.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute detail(ids: [Int]) -> Detail {\n    url \"/items/{ids}\"\n}\n"
            )
        case .deepLinkDuplicatePattern:
            DiagnosticDescriptor(
                name: "deep-link-duplicate-pattern", severity: .error,
                template: "deep-link pattern '%0' is also used by route '%1'",
                explanation:
                    "Two routes with the same pattern (placeholders compared by position) make URLs ambiguous.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute a(id: Int) -> A {\n    url \"/items/{id}\"\n}\n\nroute b(key: Int) -> B {\n    url \"/items/{key}\"\n}\n"
            )
        case .deepLinkMalformed:
            DiagnosticDescriptor(
                name: "deep-link-malformed", severity: .error,
                template: "invalid deep-link pattern: %0",
                explanation:
                    "A pattern starts with '/', and each segment is literal text or one whole {placeholder}. A literal segment cannot be '.' or '..': URL standardization (URL.standardized, browsers) removes such dot segments, so no link would keep it. Query items follow '?', each 'key={parameter}' (`/search?q={query}`), with keys of letters, digits, '-', '.', '_' and '~', each key and parameter once; parameters in neither the path nor the query items travel in the query under their own names, so no item's key may be one of those names. A pattern has no fragment ('#').",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    url \"home/{\"\n}\n"
            )
        case .duplicateListedRoute:
            DiagnosticDescriptor(
                name: "duplicate-listed-route", severity: .error,
                template: "route '%0' is listed more than once in '%1'",
                explanation: "Each root is listed once.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home, home\n}\n\nroute home -> Home\n")
        case .duplicateType:
            DiagnosticDescriptor(
                name: "duplicate-type", severity: .error,
                template: "type '%0' is declared more than once",
                explanation: "Declare each user type once, listing all of its conformances.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\ntype Note.ID: Codable\ntype Note.ID: Hashable\n\nroute home -> Home\n"
            )
        case .unknownDiagnosticID:
            DiagnosticDescriptor(
                name: "unknown-diagnostic-id", severity: .error,
                template: "unknown diagnostic ID '%0'",
                explanation: "Lint entries name catalog IDs such as NAV402; run 'navc explain' to list them.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n    lint {\n        disable NAV999\n    }\n}\n\nroute home -> Home\n"
            )
        case .duplicatePlatform:
            DiagnosticDescriptor(
                name: "duplicate-platform", severity: .error,
                template: "platform '%0' is targeted more than once",
                explanation: "Give each platform one minimum version.",
                example:
                    "navigation App {\n    target iOS 16, iOS 17\n    roots home\n}\n\nroute home -> Home\n")
        case .typeNotHashable:
            DiagnosticDescriptor(
                name: "type-not-hashable", severity: .error,
                template: "type '%0' is declared without Hashable, but route parameters must be Hashable",
                explanation:
                    "The route enum is Hashable so it can live in a NavigationStack path; every parameter type must be too.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\ntype Filter: Codable\n\nroute home -> Home\n\nroute list(filter: Filter) -> List\n"
            )
        case .defaultValueTypeMismatch:
            DiagnosticDescriptor(
                name: "default-value-type-mismatch", severity: .error,
                template: "cannot use %0 as the default value of parameter '%1' of type '%2'",
                explanation: "A parameter's default value must be a literal of its type (nil for optionals).",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(count: Int = \"ten\") -> Home\n"
            )
        case .platformTooOld:
            DiagnosticDescriptor(
                name: "platform-too-old", severity: .error,
                template: "SwiftUI requires %0 %1 or newer",
                explanation:
                    "SwiftUI first shipped in iOS 13, macOS 10.15, tvOS 13, watchOS 6 and visionOS 1.",
                example: "navigation App {\n    target iOS 12\n    roots home\n}\n\nroute home -> Home\n")
        case .importsUnsupported:
            DiagnosticDescriptor(
                name: "imports-unsupported", severity: .error,
                template: "import of '%0' was not resolved: the text was not read from a file",
                explanation:
                    "navc check, lint, build and graph read the files a graph imports, relative to the importing file's folder. Text read from standard input has no folder, and a program that checks a text in memory through the Pipeline API without an ImportReader reads no files; check the file from disk, or pass ImportReader.fileSystem.",
                example:
                    "import \"shared.nav\"\n\nnavigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n"
            )
        case .duplicateRouteMember:
            DiagnosticDescriptor(
                name: "duplicate-route-member", severity: .error,
                template: "route member '%0' is written more than once",
                explanation:
                    "A route has one title, display mode, url, toolbar and so on; merge or remove the repeated member.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    title \"A\"\n    title \"B\"\n}\n"
            )
        case .duplicateArgument:
            DiagnosticDescriptor(
                name: "duplicate-argument", severity: .error,
                template: "argument '%0' is given more than once",
                explanation: "Each parameter of the target route receives at most one argument.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push detail(id: 1, id: 2)\n}\n\nroute detail(id: Int) -> Detail\n"
            )
        case .directiveOnError:
            DiagnosticDescriptor(
                name: "directive-on-error", severity: .error,
                template: "'%0' is an error and cannot be disabled or demoted",
                explanation:
                    "Only lint warnings (NAV4xx) can be disabled or turned into warnings; errors mean the generated code would be wrong.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n    lint {\n        disable NAV201\n    }\n}\n\nroute home -> Home\n"
            )
        case .missingArgumentLabel:
            DiagnosticDescriptor(
                name: "missing-argument-label", severity: .error,
                template: "missing argument label '%0:'",
                explanation:
                    "As in Swift, every argument names the parameter it is for: 'push detail(id: id)', not 'push detail(id)'.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(id: Int = 1) -> Home {\n    action open = push detail(id)\n}\n\nroute detail(id: Int) -> Detail\n"
            )
        case .extraUnlabeledArgument:
            DiagnosticDescriptor(
                name: "extra-unlabeled-argument", severity: .error,
                template: "route '%0' has no parameter left for an unlabeled argument",
                explanation:
                    "An argument without a label is matched to the next parameter that has no argument; here every parameter already has one, or the route takes none.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push detail(1)\n}\n\nroute detail -> Detail\n"
            )
        case .unknownType:
            DiagnosticDescriptor(
                name: "unknown-type", severity: .error,
                template: "cannot find type '%0'",
                explanation:
                    "A parameter type is a Swift standard library or Foundation value type (String, Int, Double, Bool, UUID, URL, Date, Data, ...), an optional, array, set or dictionary of such types, or a type declared with 'type Name: Codable, Hashable'.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(variant: Strng? = nil) -> Home\n"
            )
        case .genericArgumentCount:
            DiagnosticDescriptor(
                name: "generic-argument-count", severity: .error,
                template: "wrong number of generic arguments for '%0': expected %1, found %2",
                explanation:
                    "Optional, Array and Set take one generic argument, Dictionary takes two, and other standard types take none.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(ids: Array<Int, Int> = []) -> Home\n"
            )
        case .typeNestingTooDeep:
            DiagnosticDescriptor(
                name: "type-nesting-too-deep", severity: .error,
                template: "type nests %0 levels deep; the limit is %1",
                explanation:
                    "Deeply nested collection and optional types make the Swift compiler very slow on the generated file and no real app needs them; wrap the inner structure in a declared type.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(grid: [[[[[[[[[Int]]]]]]]]] = []) -> Home\n"
            )
        case .integerLiteralOverflow:
            DiagnosticDescriptor(
                name: "integer-literal-overflow", severity: .error,
                template: "integer literal '%0' overflows when stored into '%1'",
                explanation:
                    "An integer literal must fit its type: Int8 holds -128 to 127, unsigned types hold no negative numbers, Decimal and CGFloat literals fit in Int.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(level: Int8 = 300) -> Home\n"
            )
        case .characterLiteralLength:
            DiagnosticDescriptor(
                name: "character-literal-length", severity: .error,
                template: "string literal %0 is not a single character, as '%1' needs",
                explanation:
                    "A Character holds exactly one extended grapheme cluster, such as \"a\" or \"é\"; use String for longer or empty text.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(initial: Character = \"ab\") -> Home\n"
            )
        case .conformanceLost:
            DiagnosticDescriptor(
                name: "conformance-lost", severity: .warning,
                template:
                    "parameter '%0' of route '%1' is not %2, so the route enum and navigation state are not %2",
                explanation:
                    "The route enum and the navigation state are Codable (for state restoration) and Sendable only when every route parameter is. Declare the conformance on the parameter's type, or write 'require Codable, Sendable' in the header to make this an error.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\ntype Account.ID: Codable, Hashable\n\nroute home -> Home {\n    action open(id: Account.ID) = push account(id: id)\n}\n\nroute account(id: Account.ID) -> AccountView\n"
            )
        case .standardTypeDeclared:
            DiagnosticDescriptor(
                name: "standard-type-declared", severity: .warning,
                template: "'%0' is a type navc already knows; remove this declaration",
                explanation:
                    "Standard library and Foundation types, and optionals and collections of known types, need no 'type' declaration; navc knows their conformances, and the declaration is ignored.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\ntype UUID: Codable, Hashable, Sendable\n\nroute home -> Home\n"
            )
        case .duplicateDictionaryKey:
            DiagnosticDescriptor(
                name: "duplicate-dictionary-key", severity: .error,
                template: "dictionary literal has duplicate key %0",
                explanation:
                    "A Swift dictionary literal with a repeated key stops the app at run time; give each key once.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(counts: [String: Int] = [\"a\": 1, \"a\": 2]) -> Home\n"
            )
        case .misspelledConformance:
            DiagnosticDescriptor(
                name: "misspelled-conformance", severity: .warning,
                template: "'%0' looks like a misspelling of '%1'",
                explanation:
                    "navc reads a type's conformances from its declaration to decide what the route enum can be; a misspelled protocol counts as a different protocol, so the conformance would be lost.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\ntype Filter: Codabel, Hashable, Sendable\n\nroute home -> Home\n"
            )
        case .featureRequiresNewerOS:
            DiagnosticDescriptor(
                name: "feature-requires-newer-os", severity: .error,
                template: "%0 requires %1 %2 or newer, but the app targets %1 %3",
                explanation:
                    "Each SwiftUI API has a first OS version; raise the target or use the suggested alternative.",
                example:
                    "navigation App {\n    target iOS 14\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item secondaryAction button(\"More\") = push home\n    }\n}\n"
            )
        case .featureUnavailableOnPlatform:
            DiagnosticDescriptor(
                name: "feature-unavailable-on-platform", severity: .error,
                template: "%0 is not available on %1",
                explanation:
                    "Some SwiftUI APIs exist only on some platforms; use the suggested alternative, which maps to the right API per platform.",
                example:
                    "navigation App {\n    target macOS 13\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item bottomBar button(\"Delete\") = push home\n    }\n}\n"
            )
        case .reservedName:
            DiagnosticDescriptor(
                name: "reserved-name", severity: .error,
                template: "'%0' cannot name %1: %2",
                explanation:
                    "Names in a .nav file become names in the generated Swift: routes become enum cases, parameters argument labels and view properties, actions closures or router methods, and the app name the generated types. A few names cannot be written there, such as 'Type' after a dot, a parameter called 'body' that a view would store beside View.body, or a Swift keyword as a type name.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute Type -> TypeView\n"
            )
        case .deepLinkOptionalPlaceholder:
            DiagnosticDescriptor(
                name: "deep-link-optional-placeholder", severity: .error,
                template:
                    "optional parameter '%0' cannot be a path segment: nil has no segment; leave it to the query",
                explanation:
                    "A deep link writes every parameter: required ones as path segments, optional and defaulted ones in the query, where nil is written as the name alone. An optional parameter in the path would leave links for nil unwritable.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute history(page: Int?) -> History {\n    url \"/history/{page}\"\n}\n"
            )
        case .sceneEntryInTabApp:
            DiagnosticDescriptor(
                name: "scene-entry-in-tab-app", severity: .error,
                template: "'%0' goes in each tab of a tab app, not in the navigation header",
                explanation:
                    "In an app with tabs every tab has its own stack or split view, so 'roots', 'style', 'sidebar', 'content' and 'detail' are written in each 'tab' declaration.",
                example:
                    "navigation App {\n    target iOS 17\n    roots feed\n}\n\ntab home {\n    title \"Home\"\n    roots feed\n}\n\nroute feed -> Feed\n"
            )
        case .tabStyleWithoutTabs:
            DiagnosticDescriptor(
                name: "tab-style-without-tabs", severity: .error,
                template: "'tabStyle' needs at least one tab",
                explanation:
                    "'tabStyle' sets how the TabView of a tab app shows its tabs; declare the tabs with 'tab NAME { ... }' or remove the entry.",
                example:
                    "navigation App {\n    target iOS 18\n    roots feed\n    tabStyle sidebarAdaptable\n}\n\nroute feed -> Feed\n"
            )
        case .missingTabEntry:
            DiagnosticDescriptor(
                name: "missing-tab-entry", severity: .error,
                template: "tab '%0' has no '%1' entry",
                explanation:
                    "Every tab needs a 'title' for its label, and a tab with the stack style needs 'roots' (the first is the tab's initial root); split styles need their columns instead.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab home {\n    roots feed\n}\n\nroute feed -> Feed\n"
            )
        case .duplicateTabEntry:
            DiagnosticDescriptor(
                name: "duplicate-tab-entry", severity: .error,
                template: "duplicate '%0' entry in tab '%1'",
                explanation:
                    "A tab has one title, one image, one roots list, one style and one route per column.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab home {\n    title \"Home\"\n    title \"Start\"\n    roots feed\n}\n\nroute feed -> Feed\n"
            )
        case .duplicateTab:
            DiagnosticDescriptor(
                name: "duplicate-tab", severity: .error,
                template: "tab '%0' is declared more than once",
                explanation:
                    "Tab names become cases of the generated tab enum and properties of the navigation state, so each is declared once.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab home {\n    title \"Home\"\n    roots feed\n}\n\ntab home {\n    title \"Again\"\n    roots feed\n}\n\nroute feed -> Feed\n"
            )
        case .tooManyTabs:
            DiagnosticDescriptor(
                name: "too-many-tabs", severity: .error,
                template: "a TabView holds at most %0 tabs, and the app declares %1",
                explanation:
                    "SwiftUI builds a TabView's tabs with a result builder that takes at most 10 children; group rarely used screens into one tab, or reach them from another screen.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\n"
                    + (1...11).map { "tab t\($0) {\n    title \"T\($0)\"\n    roots feed\n}\n\n" }.joined()
                    + "route feed -> Feed\n")
        case .tabsNotDeclared:
            DiagnosticDescriptor(
                name: "tabs-not-declared", severity: .error,
                template: "'%0' needs tabs, but the app declares none",
                explanation:
                    "'tab NAME' and 'push ROUTE in NAME' switch to a tab declared with 'tab NAME { ... }'; an app without tabs has one stack or split view.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action open = tab library\n}\n"
            )
        case .undeclaredTab:
            DiagnosticDescriptor(
                name: "undeclared-tab", severity: .error,
                template: "tab '%0' is not declared",
                explanation: "An edge names a tab declared with 'tab NAME { ... }' in the same file.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab library {\n    title \"Library\"\n    roots shelves\n}\n\nroute shelves -> Shelves {\n    action open = tab libary\n}\n"
            )
        case .featureNameInUse:
            DiagnosticDescriptor(
                name: "feature-name-in-use", severity: .error,
                template: "feature '%0' has the name of a %1",
                explanation:
                    "A feature's name stands for its start route wherever a route name is expected, so it must differ from every route and from every other feature. Features are usually named like the file they open (Settings), routes in lower camel case (settings).",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nfeature home {\n    start home\n}\n\nroute home -> Home\n"
            )
        case .missingFeatureStart:
            DiagnosticDescriptor(
                name: "missing-feature-start", severity: .error,
                template: "feature '%0' needs exactly one 'start' route",
                explanation:
                    "Entering a feature opens its start route, so a feature names one: 'start settings'.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nfeature Settings {\n}\n\nroute home -> Home\n"
            )
        case .invalidDetent:
            DiagnosticDescriptor(
                name: "invalid-detent", severity: .error,
                template: "'%0' is not a valid detent: %1",
                explanation:
                    "A sheet's detents are 'medium', 'large', 'fraction(F)' with F greater than 0 and at most 1 (a share of the full height), or 'height(H)' with H a positive number of points.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker {\n    presentation {\n        detents medium, fraction(1.5)\n    }\n}\n"
            )
        case .duplicateDetent:
            DiagnosticDescriptor(
                name: "duplicate-detent", severity: .error,
                template: "detent '%0' is listed twice",
                explanation: "SwiftUI takes a sheet's detents as a set; list each one once.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker {\n    presentation {\n        detents medium, large, medium\n    }\n}\n"
            )
        case .detentNotListed:
            DiagnosticDescriptor(
                name: "detent-not-listed", severity: .error,
                template: "detent '%0' is not one of the route's detents",
                explanation:
                    "The detent a sheet opens at ('selectedDetent') and the one background interaction goes up through ('backgroundInteraction upThrough') must be among the detents the route lists with 'detents'.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker {\n    presentation {\n        detents medium, large\n        selectedDetent fraction(0.3)\n    }\n}\n"
            )
        case .presentationOptionsUnused:
            DiagnosticDescriptor(
                name: "presentation-options-unused", severity: .warning,
                template: "route '%0' has presentation options, but nothing presents it",
                explanation:
                    "A presentation block applies when a sheet, cover or popover shows the route; a route that is only pushed or shown as a root never uses it.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action next = push detail\n}\n\nroute detail -> Detail {\n    presentation {\n        detents medium\n    }\n}\n"
            )
        case .containerlessRouteHasBar:
            DiagnosticDescriptor(
                name: "containerless-route-has-bar", severity: .error,
                template: "route '%0' has %1, but 'container none' gives it no navigation bar of navc's",
                explanation:
                    "With 'container none' the presented view is shown as it is, outside any navigation stack navc makes, so a title, display mode, bar setting or toolbar navc adds would not show. Set them inside the view's own NavigationStack, or let navc wrap the route ('container stack', the default).",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker {\n    title \"Pick\"\n    presentation {\n        container none\n    }\n}\n"
            )
        case .textParameterNotString:
            DiagnosticDescriptor(
                name: "text-parameter-not-string", severity: .error,
                template: "parameter '%0' cannot be the %1: it is %2, not String",
                explanation:
                    "A title or subtitle taken from data names a parameter of type String or Substring (optional or not; nil shows as an empty title). Convert other values in the view, or pass the text as a String parameter.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action open(id: Int) = push detail(id: id)\n}\n\nroute detail(id: Int) -> Detail {\n    title id\n}\n"
            )
        case .invalidURLLiteral:
            DiagnosticDescriptor(
                name: "invalid-url-literal", severity: .error,
                template: "%0 is not a URL navc can prove parses: %1",
                explanation:
                    "A URL literal becomes URL(string:)!, so navc accepts only an absolute URL that parses on every platform and version: a scheme, then ASCII letters, digits and the characters RFC 3986 allows, with anything else percent-encoded (%20 for a space, %C3%A9 for é) and at most one '#'.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home(help: URL = URL(\"https://example.com/a b\")) -> Home\n"
            )
        case .viewArgumentNameInUse:
            DiagnosticDescriptor(
                name: "view-argument-name-in-use", severity: .error,
                template: "view argument '%0' has the name of %1: both become arguments of %2",
                explanation:
                    "A route's view is initialized with its parameters, its fixed view arguments and one closure per action, each labelled by its name, so the names must differ.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home(id: Int = 0) -> Home(id: 1)\n"
            )
        case .unlabeledViewArgument:
            DiagnosticDescriptor(
                name: "unlabeled-view-argument", severity: .error,
                template: "an argument of %0 needs a label",
                explanation:
                    "A fixed view argument is passed to the view's initializer by its label (`-> AccountDetail(isCurrentUser: true)`).",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home(true)\n"
            )
        case .viewArgumentNotLiteral:
            DiagnosticDescriptor(
                name: "view-argument-not-literal", severity: .error,
                template: "view argument '%0' must be a literal",
                explanation:
                    "A view argument is the same for every visit of the route: a literal (a string, number, boolean, nil, enum case such as .recent, URL(\"...\"), array or dictionary). The route's parameters reach the view by their own names.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home(id: Int = 0) -> Home(account: id)\n"
            )
        case .unknownEnumCase:
            DiagnosticDescriptor(
                name: "unknown-enum-case", severity: .error,
                template: "type '%0' has no case '%1'",
                explanation:
                    "A type declared with its cases (`type Feed: Hashable { case home, local }`) takes only those cases as `.name` literals.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\ntype Feed: Hashable {\n    case home, local\n}\n\nroute home(feed: Feed = .hom) -> Home\n"
            )
        case .duplicateEnumCase:
            DiagnosticDescriptor(
                name: "duplicate-enum-case", severity: .error,
                template: "case '%0' of '%1' is declared more than once",
                explanation: "Each case of a type declared as an enum is listed once.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\ntype Feed: Hashable {\n    case home, local, home\n}\n\nroute home(feed: Feed = .home) -> Home\n"
            )
        case .returnWithoutResult:
            DiagnosticDescriptor(
                name: "return-without-result", severity: .error,
                template: "'return' in %0, which returns nothing",
                explanation:
                    "A 'return' edge hands a value to the action that presented the route (with 'sheet', 'cover' or 'popover') or showed the alert, so the route or alert declares the value's type: `route picker -> Picker returns Size`, `alert confirm(name: String) returns Bool`. A root, a column or a pushed route hands no value back (and cannot declare one, NAV310): nothing waits for it. To close without a value, use 'dismiss'.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker {\n    action choose(size: Int) = return size\n}\n"
            )
        case .unknownDialog:
            DiagnosticDescriptor(
                name: "unknown-dialog", severity: .error,
                template: "route '%0' has no %1 named '%2'",
                explanation:
                    "An 'alert' or 'dialog' edge shows one of the alerts or confirmation dialogs its route declares (`alert removeItem { ... }` in the route's body).",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action remove = alert confirmRemove\n}\n"
            )
        case .dialogKindMismatch:
            DiagnosticDescriptor(
                name: "dialog-kind-mismatch", severity: .error,
                template: "'%0' is %1, so the edge that shows it is '%2'",
                explanation:
                    "An alert is shown with 'alert NAME' and a confirmation dialog with 'dialog NAME'; the edge names the kind the declaration has.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action add = alert addToCart\n    dialog addToCart {\n        title \"Add to Cart\"\n        button(\"Add\")\n    }\n}\n"
            )
        case .dialogWithoutTitle:
            DiagnosticDescriptor(
                name: "dialog-without-title", severity: .error,
                template: "%0 '%1' needs a title",
                explanation:
                    "SwiftUI shows an alert's title in bold above its message, and a confirmation dialog's title when space allows; write `title \"...\"` or `title name` (a String parameter).",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action remove = alert confirmRemove\n    alert confirmRemove {\n        message \"It cannot be undone.\"\n    }\n}\n"
            )
        case .duplicateDialog:
            DiagnosticDescriptor(
                name: "duplicate-dialog", severity: .error,
                template: "an alert or dialog named '%0' is already declared",
                explanation:
                    "Alerts and dialogs become cases of one generated enum, the state's `alert`, so their names are unique across the app.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action remove = alert confirm\n    alert confirm {\n        title \"Remove?\"\n    }\n    dialog confirm {\n        title \"Add?\"\n    }\n}\n"
            )
        case .resultNeverReturned:
            DiagnosticDescriptor(
                name: "result-never-returned", severity: .error,
                template: "%0 returns %1, but nothing in it returns a value",
                explanation:
                    "A route or alert that declares 'returns' hands its value back with a 'return' edge, from an action, a toolbar button or an alert button. Without one every way out cancels, so the declaration promises a value that never comes.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker returns Int {\n    action close = dismiss\n}\n"
            )
        case .dialogTooManyButtons:
            DiagnosticDescriptor(
                name: "dialog-too-many-buttons", severity: .error,
                template: "alert '%0' has %1 buttons, but before iOS 15 an alert has at most two",
                explanation:
                    "Before iOS 15, macOS 12, tvOS 15 and watchOS 8, navc generates SwiftUI's Alert value, which takes one button or a primary and a secondary one. Use a confirmation dialog for more choices, or raise the deployment target.",
                example:
                    "navigation App {\n    target iOS 14\n    roots home\n}\n\nroute home -> Home {\n    action ask = alert choose\n    alert choose {\n        title \"Choose\"\n        button(\"A\")\n        button(\"B\")\n        button(\"C\")\n    }\n}\n"
            )
        case .toolbarNameConflict:
            DiagnosticDescriptor(
                name: "toolbar-name-conflict", severity: .error,
                template: "'%0' is used as %1 and as %2 in the toolbar of route '%3'",
                explanation:
                    "Each name the view supplies to its toolbar has one type: 'call NAME' takes () -> Void, 'call NAME then EDGE' takes () -> Bool, and 'disabled: NAME' and 'hidden: NAME' take a Bool. Use one name per role.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item primaryAction button(\"Save\", disabled: save) = call save\n    }\n}\n"
            )
        case .toolbarNameInUse:
            DiagnosticDescriptor(
                name: "toolbar-name-in-use", severity: .error,
                template: "toolbar name '%0' has the name of %1 of route '%2'",
                explanation:
                    "The callbacks and flags a view supplies to its toolbar are arguments of the generated toolbar type, next to the route's parameters; the view's initializer takes the toolbar as 'toolbar:' after its parameters, view arguments and actions. The names must differ.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home(save: Bool = false) -> Home {\n    toolbar {\n        item primaryAction button(\"Save\") = call save\n    }\n}\n"
            )
        case .emptyMenu:
            DiagnosticDescriptor(
                name: "empty-menu", severity: .error,
                template: "menu has no buttons",
                explanation:
                    "A toolbar menu opens a list of buttons; give it at least one 'button(...) = EDGE' line.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item primaryAction menu(\"More\") {\n        }\n    }\n}\n"
            )
        case .platformNotTargeted:
            DiagnosticDescriptor(
                name: "platform-not-targeted", severity: .error,
                template: "platform '%0' is not a target of the app",
                explanation:
                    "'platform:' limits a toolbar element to some of the app's targets (generated as #if os(...)); a platform the header's 'target' entry does not name would never show it.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item primaryAction button(\"Add\", platform: macOS) = pop\n    }\n}\n"
            )
        case .duplicateButtonPlatform:
            DiagnosticDescriptor(
                name: "duplicate-button-platform", severity: .error,
                template: "platform '%0' is listed more than once for this toolbar element",
                explanation:
                    "Each 'platform:' argument names one platform the element shows on; list each once.",
                example:
                    "navigation App {\n    target iOS 17, macOS 14\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item primaryAction button(\"Add\", platform: iOS, platform: iOS) = pop\n    }\n}\n"
            )
        case .undeclaredGuard:
            DiagnosticDescriptor(
                name: "undeclared-guard", severity: .error,
                template: "guard '%0' is not declared",
                explanation:
                    "An edge goes through a guard declared at the top level with 'guard NAME'; the app supplies each guard as a () -> Bool.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nguard signedIn\n\nroute home -> Home {\n    action buy = push checkout if signedOn else sheet signIn\n}\n\nroute checkout -> Checkout\n\nroute signIn -> SignIn {\n    action done = continue\n}\n"
            )
        case .duplicateGuard:
            DiagnosticDescriptor(
                name: "duplicate-guard", severity: .error,
                template: "guard '%0' is declared more than once",
                explanation:
                    "Guards become properties of the generated guards type, so each name is declared once.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nguard signedIn\nguard signedIn\n\nroute home -> Home {\n    action buy = push home if signedIn\n}\n"
            )
        case .guardNameInUse:
            DiagnosticDescriptor(
                name: "guard-name-in-use", severity: .error,
                template: "guard '%0' has the name of a %1",
                explanation:
                    "Edges name routes, tabs and features as well as guards ('push checkout if signedIn'); a guard named like one of them makes such an edge hard to read.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nguard home\n\nroute home -> Home {\n    action again = push home if home\n}\n"
            )
        case .optionalReturnType:
            DiagnosticDescriptor(
                name: "optional-return-type", severity: .error,
                template: "%0 returns an optional '%1'; declare 'returns %2'",
                explanation:
                    "The action waiting for a route's or alert's value already receives an optional: nil when it closes without returning. An optional 'returns' type would make that an optional of an optional, in which 'closed' and 'returned nothing' are easily confused. Declare the type without '?', and close without a value with 'dismiss' (or return a case of an enum of your own).",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker returns Int? {\n    action choose(size: Int) = return size\n}\n"
            )
        case .continueWithoutPresentation:
            DiagnosticDescriptor(
                name: "continue-without-presentation", severity: .error,
                template:
                    "'continue' in route '%0' has no presentation to close: the route is never presented",
                explanation:
                    "'continue' closes the sheet, cover or popover the route is in and performs the edge a guard deferred when its else edge presented it. A route that is never presented (nor pushed inside a presentation) has nothing to close; use the guarded edge itself, or present the route.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action next = continue\n}\n"
            )
        case .rootEdgeTargetNotInSplitTab:
            DiagnosticDescriptor(
                name: "root-edge-target-not-in-split-tab", severity: .error,
                template: "'root' edge in tab '%0' shows '%1', which is not in that tab's split view",
                explanation:
                    "In a split view a 'root' edge replaces what a column shows: it selects its route in the column before. A route the tab's columns never reach has no column there to be shown in; reach it from the tab's sidebar, or switch tab with 'push ... in TAB'.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab mail {\n    title \"Mail\"\n    style split\n    sidebar inbox\n    detail empty\n}\n\ntab settings {\n    title \"Settings\"\n    roots settings\n}\n\nroute inbox -> Inbox {\n    action reset = root settings\n}\n\nroute empty -> Empty\n\nroute settings -> Settings\n"
            )
        case .edgeDiffersAcrossTabs:
            DiagnosticDescriptor(
                name: "edge-differs-across-tabs", severity: .error,
                template: "'%0' edge in route '%1' does different things in tab '%2' and tab '%3'",
                explanation:
                    "A route shown in several tabs has one generated action for each edge, so the edge must do the same in each: a push from a split view's sidebar selects its route, while the same push in a stack tab pushes it. Give each tab its own route, or show the route the same way in both.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab mail {\n    title \"Mail\"\n    style split\n    sidebar inbox\n    detail empty\n}\n\ntab recent {\n    title \"Recent\"\n    roots inbox\n}\n\nroute inbox -> Inbox {\n    action open(id: Int) = push message(id: id)\n}\n\nroute empty -> Empty\n\nroute message(id: Int) -> Message\n"
            )
        case .rootNeedsArguments:
            DiagnosticDescriptor(
                name: "root-needs-arguments", severity: .error,
                template: "root route '%0' has required parameters that nothing supplies",
                explanation:
                    "The initial root and the split-view columns are shown without arguments; other roots get theirs from a 'root' edge. Give the parameters defaults or make them optional.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(id: Int) -> Home\n")
        case .popWithoutStack:
            DiagnosticDescriptor(
                name: "pop-without-stack", severity: .error,
                template: "'%0' in route '%1' has nothing to pop: the route is never pushed",
                explanation:
                    "A route shown only as a root, a column or a presentation has nothing beneath it on its stack; use 'dismiss' to close a sheet or cover.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action back = pop\n}\n"
            )
        case .dismissWithoutPresentation:
            DiagnosticDescriptor(
                name: "dismiss-without-presentation", severity: .error,
                template:
                    "'dismiss' in route '%0' has nothing to dismiss: the route is never pushed or presented",
                explanation: "dismiss closes a sheet or cover, or pops a pushed screen; a root has neither.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action close = dismiss\n}\n"
            )
        case .missingColumn:
            DiagnosticDescriptor(
                name: "missing-column", severity: .error,
                template: "style '%0' needs a '%1' column route",
                explanation:
                    "split needs sidebar and detail, split3 needs sidebar, content and detail, columns needs sidebar and detail.",
                example:
                    "navigation App {\n    target iOS 16\n    style split\n    roots home\n    sidebar home\n}\n\nroute home -> Home\n"
            )
        case .columnWithoutSplitStyle:
            DiagnosticDescriptor(
                name: "column-without-split-style", severity: .error,
                template: "'%0' column needs style %2, not '%1'",
                explanation: "Column routes only mean something in a multi-column style.",
                example:
                    "navigation App {\n    target iOS 16\n    style stack\n    roots home\n    sidebar home\n}\n\nroute home -> Home\n"
            )
        case .rootEdgeTargetNotRoot:
            DiagnosticDescriptor(
                name: "root-edge-target-not-root", severity: .error,
                template: "'root' edge shows '%0', which is not listed in 'roots'",
                explanation:
                    "The generated root enum has one case per listed root; add the route to 'roots'.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action reset = root other\n}\n\nroute other -> Other\n"
            )
        case .dismissAllWithoutPresentation:
            DiagnosticDescriptor(
                name: "dismiss-all-without-presentation", severity: .error,
                template: "'dismissAll' in route '%0' has nothing to dismiss: the route is never presented",
                explanation:
                    "dismissAll closes every sheet and cover at once; it needs a route shown in a presentation (presented itself, or pushed inside one). Use 'popToRoot' to go back to the root of a stack.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action next = push detail\n}\n\nroute detail -> Detail {\n    action close = dismissAll\n}\n"
            )
        case .containerlessRouteInStack:
            DiagnosticDescriptor(
                name: "containerless-route-in-stack", severity: .error,
                template: "route '%0' has 'container none' and cannot be %1",
                explanation:
                    "'container none' is for a presented view that brings its own NavigationStack (or needs none). Pushed onto a stack, or shown as a root or column, it would sit inside navc's container, one stack inside another. Present it with 'sheet', 'cover' or 'popover', or remove 'container none'.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action edit = push editor\n}\n\nroute editor -> Editor {\n    presentation {\n        container none\n    }\n}\n"
            )
        case .pushFromContainerlessRoute:
            DiagnosticDescriptor(
                name: "push-from-containerless-route", severity: .error,
                template:
                    "route '%0' has no navigation stack of navc's ('container none'), so it cannot push",
                explanation:
                    "A push from a presented route goes onto the presentation's own stack, which 'container none' leaves out. Push from the view's own NavigationStack, present the next route with 'sheet', or remove 'container none'.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker {\n    action more = push detail\n    presentation {\n        container none\n    }\n}\n\nroute detail -> Detail\n"
            )
        case .returnTypeMismatch:
            DiagnosticDescriptor(
                name: "return-type-mismatch", severity: .error,
                template: "cannot return %0 from %1, which returns '%2'",
                explanation:
                    "The value of a 'return' edge has the type its route or alert declares after 'returns': a parameter of that type, or a literal of it.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker returns Int {\n    action choose(name: String) = return name\n}\n"
            )
        case .guardedReturn:
            DiagnosticDescriptor(
                name: "guarded-return", severity: .error,
                template: "a 'return' edge cannot go through a guard",
                explanation:
                    "A 'return' hands its value to the waiting action and closes the route at once; a guard would keep the value as a deferred edge, which the state cannot hold. Check in the view before calling the action that returns, or guard the edge that presents the route.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nguard valid\n\nroute home -> Home {\n    action pick = sheet picker\n}\n\nroute picker -> Picker returns Int {\n    action choose(size: Int) = return size if valid\n}\n"
            )
        case .returningRouteNotPresented:
            DiagnosticDescriptor(
                name: "returning-route-not-presented", severity: .error,
                template: "route '%0' returns a value, so it cannot be %1",
                explanation:
                    "A route that declares 'returns' hands its value to the action that presented it and closes, so it is shown as a sheet, cover or popover. Pushed, or shown as a root or column, there is no action waiting for its value.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home {\n    action pick = push picker\n}\n\nroute picker -> Picker returns Int {\n    action choose(size: Int) = return size\n}\n"
            )
        case .noWayBack:
            DiagnosticDescriptor(
                name: "no-way-back", severity: .warning,
                template: "route '%0' hides the %1 but offers no way back",
                explanation:
                    "Hiding the back button or the navigation bar removes both the Back button and the swipe gesture; a pushed route then needs a pop, popToRoot or root action or toolbar button (field note 000).",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action next = push detail\n}\n\nroute detail -> Detail {\n    backButton hidden\n}\n"
            )
        case .unreachableRoute:
            DiagnosticDescriptor(
                name: "unreachable-route", severity: .warning,
                template: "route '%0' is unreachable",
                explanation:
                    "No root, column, edge or deep link leads to the route, so users can never see it.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute orphan -> Orphan\n"
            )
        case .deadEnd:
            DiagnosticDescriptor(
                name: "dead-end", severity: .warning,
                template: "route '%0' is a dead end: it leads nowhere and has no way back",
                explanation:
                    "A presented route without dismiss, or a pushed route with its back button hidden and no edges, traps the user.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action show = cover trap\n}\n\nroute trap -> Trap\n"
            )
        case .pushObjectsNotIdentifiers:
            DiagnosticDescriptor(
                name: "push-objects-not-identifiers", severity: .warning,
                template: "parameter '%0' passes a whole '%1'; pass its identifier instead",
                explanation:
                    "A pushed copy of a model object goes stale when the model changes, and restoring state or handling a deep link means rebuilding objects; push a stable identifier and look the model up (field note 001).",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\ntype Note: Codable, Hashable, Sendable\n\nroute home -> Home\n\nroute detail(note: Note) -> Detail\n"
            )
        case .unlabeledButton:
            DiagnosticDescriptor(
                name: "unlabeled-button", severity: .warning,
                template: "toolbar button has neither a title nor an image",
                explanation:
                    "An empty button is invisible and inaccessible; give it a title, an SF Symbol, or both.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item principal button() = push home\n    }\n}\n"
            )
        case .crowdedPlacement:
            DiagnosticDescriptor(
                name: "crowded-placement", severity: .warning,
                template: "%0 separate items share placement '%1'; use one group",
                explanation:
                    "Several ToolbarItems in one placement replace or crowd each other; a ToolbarItemGroup lays them out together (field note 000).",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    toolbar {\n        item trailing button(\"A\") = push home\n        item trailing button(\"B\") = push home\n    }\n}\n"
            )
        case .styleFightsPlatform:
            DiagnosticDescriptor(
                name: "style-fights-platform", severity: .warning,
                template: "style '%0' %1",
                explanation:
                    "Some styles work against their platform: NavigationSplitView needs iOS 16 (older systems fall back to NavigationView columns), and a multi-column style with one column route wastes the screen.",
                example:
                    "navigation App {\n    target iOS 15\n    style split\n    roots home\n    sidebar home\n    detail home\n}\n\nroute home -> Home\n"
            )
        case .largeRouteEnum:
            DiagnosticDescriptor(
                name: "large-route-enum", severity: .warning,
                template: "the route enum has %0 cases, more than the limit of %1",
                explanation:
                    "Very large enums slow the Swift type checker on every build; split the graph or raise the limit with --large-enum-threshold.",
                example: "navigation App {\n    target iOS 16\n    roots home\n}\n\n"
                    + (0..<301).map { "route r\($0) -> R" }.joined(separator: "\n")
                    + "\n\nroute home -> Home\n")
        case .tabWithoutImage:
            DiagnosticDescriptor(
                name: "tab-without-image", severity: .warning,
                template: "tab '%0' has no image",
                explanation:
                    "Tab bars on iPhone, iPad, Apple Watch and Apple Vision Pro show an SF Symbol above each title; without 'image' the tab shows an empty space where its icon belongs.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab home {\n    title \"Home\"\n    roots feed\n}\n\nroute feed -> Feed\n"
            )
        case .redundantTabSwitch:
            DiagnosticDescriptor(
                name: "redundant-tab-switch", severity: .warning,
                template: "route '%0' is only shown in tab '%1', so '%2' does not switch tabs",
                explanation:
                    "A route reached only from one tab's roots, and never inside a presentation, is always in that tab: 'tab NAME' from it does nothing, and 'push ROUTE in NAME' from it is a plain push. Switch to another tab, or drop the tab switch.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab home {\n    title \"Home\"\n    image \"house\"\n    roots feed\n}\n\nroute feed -> Feed {\n    action refresh = tab home\n}\n"
            )
        case .unusedGuard:
            DiagnosticDescriptor(
                name: "unused-guard", severity: .warning,
                template: "guard '%0' is declared but no edge goes through it",
                explanation:
                    "The app supplies every declared guard to the generated guards type; one that no edge uses ('EDGE if NAME else OTHER') is a closure written for nothing, or an edge that lost its 'if'.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nguard signedIn\n\nroute home -> Home\n"
            )
        case .actionShadowedInSplitView:
            DiagnosticDescriptor(
                name: "action-shadowed-in-split-view", severity: .warning,
                template:
                    "action '%0' of route '%1' (%2 column) performs the edge of route '%3' (%4 column) when both are on screen",
                explanation:
                    "In the direct flow a view calls the router's method for an action, and the router performs the action of the frontmost screen that declares it: in a split view the detail column's, then the content column's, then the sidebar's. When routes of two columns declare the same action with different edges, a tap in the column behind performs the front column's edge. Give the actions different names.",
                example:
                    "navigation App {\n    target iOS 17\n    flow direct\n    style split\n    sidebar shelves\n    detail noShelf\n}\n\nroute shelves -> Shelves {\n    action open(id: Int) = push shelf(id: id)\n}\n\nroute noShelf -> NoShelf\n\nroute shelf(id: Int) -> Shelf {\n    action open(id: Int) = sheet book(id: id)\n}\n\nroute book(id: Int) -> Book\n"
            )
        case .deepLinkBypassesGuard:
            DiagnosticDescriptor(
                name: "deep-link-bypasses-guard", severity: .warning,
                template:
                    "deep link to route '%0' opens it without asking %1, which every edge to it asks",
                explanation:
                    "The generated init?(deepLink:) builds the whole state from the URL alone and asks none of the app's guards, so a link opened with it shows a screen that the app's own edges show only when the guard allows. Open links with init?(deepLink:guards:), generated for every app with guards: it asks each guard on the link's way, and when one says no it performs the edge's else edge (a sign-in sheet, say) and keeps the guarded step for `continue`. Once the app does, turn this rule off (`lint { disable NAV413 }` in the navigation header).",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nguard signedIn\n\nroute home -> Home {\n    action account = push account if signedIn else sheet login\n}\n\nroute account -> Account {\n    url \"/account\"\n}\n\nroute login -> Login {\n    action done = continue\n}\n"
            )
        case .fileNotFound:
            DiagnosticDescriptor(
                name: "file-not-found", severity: .error,
                template: "no such file '%0'",
                explanation: "The path given on the command line does not exist.",
                example: "navc parse missing.nav")
        case .isDirectory:
            DiagnosticDescriptor(
                name: "is-directory", severity: .error,
                template: "'%0' is a directory, not a .nav file",
                explanation: "Commands take .nav files; pass the files inside the directory instead.",
                example: "navc parse Samples")
        case .unreadableFile:
            DiagnosticDescriptor(
                name: "unreadable-file", severity: .error,
                template: "cannot read '%0'",
                explanation: "The file exists but could not be read, usually for lack of permission.",
                example: "navc parse locked.nav  # with mode 000")
        case .unwritableFile:
            DiagnosticDescriptor(
                name: "unwritable-file", severity: .error,
                template: "cannot write '%0'",
                explanation: "An output file could not be written; check the folder exists and is writable.",
                example: "navc fmt readonly/app.nav  # in a read-only folder")
        case .unreadableStandardInput:
            DiagnosticDescriptor(
                name: "unreadable-standard-input", severity: .error,
                template: "cannot read standard input",
                explanation:
                    "The file '-' stands for standard input, which is closed, a directory or failed to read; the system's reason follows the message.",
                example: "navc check - <&-  # standard input closed")
        case .unwritableStandardStream:
            DiagnosticDescriptor(
                name: "unwritable-standard-stream", severity: .error,
                template: "cannot write %0",
                explanation:
                    "Standard output or standard error is closed, full or a pipe nobody reads; the system's reason follows the message, and navc exits with status 2.",
                example: "navc graph app.nav > /dev/full")
        case .danglingOutputLink:
            DiagnosticDescriptor(
                name: "dangling-output-link", severity: .error,
                template: "output '%0' is a symbolic link to '%1', which does not exist",
                explanation:
                    "navc writes through a symbolic link to the file it points to, but this link points to nothing; navc does not replace it with a regular file. Fix or remove the link.",
                example: "ln -s missing/App.swift App.swift && navc build App.nav")
        case .outputLinkLoop:
            DiagnosticDescriptor(
                name: "output-link-loop", severity: .error,
                template: "output '%0' is a symbolic link that loops",
                explanation:
                    "The output path is a chain of symbolic links that leads back to itself, so there is no file to write; navc does not replace it. Remove the link.",
                example: "ln -s App.swift App.swift && navc build App.nav")
        case .invalidConfigurationFile:
            DiagnosticDescriptor(
                name: "invalid-configuration-file", severity: .error,
                template: "invalid configuration file: %0",
                explanation:
                    "A .navc.json file must hold one JSON object, such as {\"access\": \"internal\"}.",
                example: "{\"access\": \"internal\",}")
        case .unknownConfigurationKey:
            DiagnosticDescriptor(
                name: "unknown-configuration-key", severity: .error,
                template: "unknown key '%0' in .navc.json%1",
                explanation:
                    "A .navc.json file accepts only the keys navc knows: \"access\" (\"public\", \"internal\" or \"package\").",
                example: "{\"acess\": \"internal\"}")
        case .invalidConfigurationValue:
            DiagnosticDescriptor(
                name: "invalid-configuration-value", severity: .error,
                template: "invalid value %0 for '%1'; expected %2",
                explanation:
                    "A key of .navc.json has a value of the wrong type or outside its allowed values.",
                example: "{\"access\": \"private\"}")
        case .duplicateGeneratedType:
            DiagnosticDescriptor(
                name: "duplicate-generated-type", severity: .error,
                template: "'%0' is also generated from %1",
                explanation:
                    "The .nav files built together (the files of one target, or of one navc build command) are compiled into one module, so the types generated for their navigation headers must have different names. Rename one navigation, or set its enum name.",
                example: "navc build Home.nav Settings.nav  # both declare 'navigation App'")
        case .unsupportedOutput:
            DiagnosticDescriptor(
                name: "unsupported-output", severity: .error,
                template: "output '%0' is not supported; the outputs are \"all\", \"model\" and \"views\"",
                explanation:
                    "The \"outputs\" key of .navc.json chooses which part of the generated code navc writes for the target: everything in one file (\"all\"), the SwiftUI-free route enum, state and deep links for a low-level module (\"model\"), or the containers and destination switch for the app target (\"views\"). Naming anything else is an error rather than a silent fallback.",
                example: "{\"outputs\": [\"routes\"]}")
        case .unknownLintRule:
            DiagnosticDescriptor(
                name: "unknown-lint-rule", severity: .error,
                template: "'%0' is not a lint rule ID in .navc.json",
                explanation:
                    "The \"rules\" object of the \"lint\" key maps lint rule IDs (NAV401 to NAV408; 'navc explain' lists them) to \"disable\", \"warning\" or \"error\".",
                example: "{\"lint\": {\"rules\": {\"NAV4O2\": \"disable\"}}}")
        case .unreadableRevision:
            DiagnosticDescriptor(
                name: "unreadable-revision", severity: .error,
                template: "cannot read '%0' at git revision '%1'",
                explanation:
                    "navc diff --base REV reads the old version of the file, and of the files it imports, from git by their paths in the repository ('git show REV:path'); the file must be in a git work tree and the revision must exist. A file the revision does not have is new: navc diff says there is nothing to compare it with. git's own message follows.",
                example: "navc diff --base no-such-branch App.nav")
        case .importNotFound:
            DiagnosticDescriptor(
                name: "import-not-found", severity: .error,
                template: "cannot find imported file '%0'",
                explanation:
                    "An import names a .nav file relative to the folder of the file that imports it ('import \"Settings/Settings.nav\"'), or by an absolute path. The file must exist and be readable; the system's reason follows when it is not a missing file.",
                example:
                    "import \"Missing.nav\"\n\nnavigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n"
            )
        case .importCycle:
            DiagnosticDescriptor(
                name: "import-cycle", severity: .error,
                template: "'%0' imports itself",
                explanation:
                    "The files of a graph import each other in a cycle (App.nav imports Settings.nav, which imports App.nav). A graph is a tree of imports: move what both files need into a third file that both import. The notes show the chain.",
                example:
                    "// App.nav\nimport \"Settings.nav\"\n\n// Settings.nav\nimport \"App.nav\"\n")
        case .importedNavigationHeader:
            DiagnosticDescriptor(
                name: "imported-navigation-header", severity: .error,
                template: "'%0' is imported, so it cannot declare 'navigation'",
                explanation:
                    "The 'navigation' header belongs to the file that the app builds; the files it imports hold routes, types, tabs and features only. Build the imported file on its own, or move its header into the importing file.",
                example:
                    "// App.nav\nimport \"Settings.nav\"\n\n// Settings.nav\nnavigation Settings {\n    target iOS 16\n    roots settings\n}\n"
            )
        case .routeRemoved:
            DiagnosticDescriptor(
                name: "route-removed", severity: .error,
                template: "route '%0' was removed; saved state and links that hold it no longer open it",
                explanation:
                    "Saved navigation state names each route by its case name, and published deep links match its pattern. When a route is gone, restoring state drops it (and everything pushed after it) and its links open nothing. Keep the route, or accept the break with --allow NAV601.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute detail -> Detail\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n")
        case .routeRenamed:
            DiagnosticDescriptor(
                name: "route-renamed", severity: .error,
                template:
                    "route '%0' seems to be renamed to '%1'; saved state and links that hold '%0' no longer open it",
                explanation:
                    "A new route with the parameters of a removed one is most likely the same screen renamed. Saved state holds the old case name; add 'formerly OLD' to the route so that the generated decoder and deep-link matcher still accept it.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute detail(id: Int) -> Detail\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute item(id: Int) -> Detail\n"
            )
        case .requiredParameterAdded:
            DiagnosticDescriptor(
                name: "required-parameter-added", severity: .error,
                template:
                    "route '%0' has a new required parameter '%1'; saved state without it fails to decode",
                explanation:
                    "Saved state holds the route's old parameters only. A new parameter must be optional for old state to decode: the decoder reads optional parameters with decodeIfPresent, but needs every other one (a default value does not help).",
                example: "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(id: Int = 0) -> Home\n"
            )
        case .parameterTypeChanged:
            DiagnosticDescriptor(
                name: "parameter-type-changed", severity: .error,
                template:
                    "parameter '%0' of route '%1' changed type from '%2' to '%3'; saved values fail to decode",
                explanation:
                    "Saved state holds each parameter's value in the old type's encoding. Only making a type optional (T to T?) keeps old values readable; any other change breaks them.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(id: Int = 0) -> Home\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(id: String = \"\") -> Home\n"
            )
        case .parameterRenamed:
            DiagnosticDescriptor(
                name: "parameter-renamed", severity: .error,
                template:
                    "parameter '%0' of route '%1' seems to be renamed to '%2'; saved state holds '%0' and fails to decode",
                explanation:
                    "Saved state keys each value by its parameter label. A removed parameter and a new required one of the same type look like a rename, which old state cannot follow; keep the label, or make the new parameter optional.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push detail(id: 1)\n}\n\nroute detail(id: Int) -> Detail\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push detail(number: 1)\n}\n\nroute detail(number: Int) -> Detail\n"
            )
        case .parameterRemoved:
            DiagnosticDescriptor(
                name: "parameter-removed", severity: .warning,
                template: "parameter '%0' of route '%1' was removed; restoring saved state drops its values",
                explanation:
                    "Decoding ignores keys it does not know, so old state still restores, but the values saved for the removed parameter are lost. This is a warning, not a breaking change.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home(id: Int? = nil) -> Home\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n")
        case .deepLinkNoLongerMatches:
            DiagnosticDescriptor(
                name: "deep-link-no-longer-matches", severity: .error,
                template: "links to route '%0' made by the old version ('%1') no longer open it",
                explanation:
                    "Published deep links (in emails, notifications, other apps) keep the old pattern. Add 'formerURL \"OLD\"' to the route so that old links still open it, or keep the pattern.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute note(id: Int) -> Note {\n    url \"/notes/{id}\"\n}\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute note(id: Int) -> Note {\n    url \"/note/{id}\"\n}\n"
            )
        case .deepLinkOpensOtherRoute:
            DiagnosticDescriptor(
                name: "deep-link-opens-other-route", severity: .error,
                template: "links to route '%0' made by the old version ('%1') now open route '%2'",
                explanation:
                    "Another route took over the old pattern, or has a literal segment where the old pattern has a placeholder and is tried first (a literal segment wins over a placeholder), so links published for one screen now show another: with '/notes/new' beside '/notes/{id}', the link made for note(id: \"new\") opens the new route. A placeholder whose type never writes the literal (an Int and 'new') keeps its links.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute note(id: Int) -> Note {\n    url \"/notes/{id}\"\n}\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute note(id: Int) -> Note {\n    url \"/note/{id}\"\n}\n\nroute draft(id: Int) -> Draft {\n    url \"/notes/{id}\"\n}\n"
            )
        case .deepLinkSegmentUnreadable:
            DiagnosticDescriptor(
                name: "deep-link-segment-unreadable", severity: .error,
                template:
                    "'{%0}' in old links to route '%1' holds a '%2', which '%3' of type '%4' cannot read",
                explanation:
                    "The segment of old links holds values of the old parameter's type; the parameter that now reads that segment must accept them (the same type, its optional, or String).",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute note(id: Int) -> Note {\n    url \"/notes/{id}\"\n}\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute note(id: UUID) -> Note {\n    url \"/notes/{id}\"\n}\n"
            )
        case .queryParameterDropped:
            DiagnosticDescriptor(
                name: "query-parameter-dropped", severity: .warning,
                template: "old links to route '%0' pass '%1' in the query, which the route no longer reads",
                explanation:
                    "Optional and defaulted parameters outside the path travel in the query string (?highlight=...), under their names or the key a query item gives them (`?q={query}`). When the new version reads no parameter under an old key, old links still open the route, but the value is ignored. This is a warning, not a breaking change.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute note(id: Int, highlight: String? = nil) -> Note {\n    url \"/notes/{id}\"\n}\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n\nroute note(id: Int) -> Note {\n    url \"/notes/{id}\"\n}\n"
            )
        case .rootRemoved:
            DiagnosticDescriptor(
                name: "root-removed", severity: .error,
                template:
                    "'%0' is no longer a root; saved state with it as root opens the initial root instead",
                explanation:
                    "Saved state names its root. When that route is no longer listed in 'roots', restoring falls back to the initial root and loses the user's place.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home, inbox\n}\n\nroute home -> Home\n\nroute inbox -> Inbox\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    action open = push inbox\n}\n\nroute inbox -> Inbox\n"
            )
        case .styleChanged:
            DiagnosticDescriptor(
                name: "style-changed", severity: .error,
                template:
                    "the navigation style changed from '%0' to '%1'; saved state of the old layout does not restore",
                explanation:
                    "A stack saves a root and a path, a split view its selections and the detail path; state saved in one layout does not decode as another.",
                example: "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    style split\n    sidebar home\n    detail detail\n}\n\nroute home -> Home\n\nroute detail -> Detail\n"
            )
        case .tabRemoved:
            DiagnosticDescriptor(
                name: "tab-removed", severity: .error,
                template: "tab '%0' is gone; saved state on it opens the first tab and loses its stack",
                explanation:
                    "Saved state names the selected tab and keeps a stack per tab. When a tab is removed, state saved while it was selected opens the first tab instead, and the removed tab's stack is dropped.",
                example:
                    "navigation App {\n    target iOS 17\n}\n\ntab home {\n    title \"Home\"\n    roots feed\n}\n\ntab search {\n    title \"Search\"\n    roots explore\n}\n\nroute feed -> Feed\n\nroute explore -> Explore\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 17\n}\n\ntab home {\n    title \"Home\"\n    roots feed\n}\n\nroute feed -> Feed {\n    action explore = push explore\n}\n\nroute explore -> Explore\n"
            )
        case .deepLinkQueryItemRequired:
            DiagnosticDescriptor(
                name: "deep-link-query-item-required", severity: .error,
                template:
                    "old links to route '%0' made with '%1' may lack the query item '%2', which the route now requires",
                explanation:
                    "A required parameter read from a query item (`/search?q={query}`) must be in every link, or the link opens nothing. Links the old version made carry the item only when the old pattern wrote it for a required parameter under the same key. Give the parameter a default value or make it optional, so that old links still open the route.",
                example:
                    "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home\n\nroute search(query: String? = nil) -> Search {\n    url \"/search?q={query}\"\n}\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 17\n    roots home\n}\n\nroute home -> Home\n\nroute search(query: String) -> Search {\n    url \"/search?q={query}\"\n}\n"
            )
        case .codableLost:
            DiagnosticDescriptor(
                name: "codable-lost", severity: .error,
                template: "the navigation state is no longer Codable; saved state cannot be restored",
                explanation:
                    "A parameter whose type is not Codable costs the route enum and the state their Codable conformance, so nothing saved by the old version can be decoded. Declare the type Codable, or keep the parameter out.",
                example: "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home\n"
                    + DiagnosticDescriptor.newVersionSeparator
                    + "navigation App {\n    target iOS 16\n    roots home\n}\n\ntype Token: Hashable, Sendable\n\nroute home(token: Token? = nil) -> Home\n"
            )
        case .formerNameInUse:
            DiagnosticDescriptor(
                name: "former-name-in-use", severity: .error,
                template: "former name '%0' of route '%1' is the name of a route",
                explanation:
                    "'formerly OLD' makes saved state and links that name OLD open this route, so OLD cannot also be the name of a route in the file.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    formerly start\n}\n\nroute start -> Start\n"
            )
        case .duplicateFormerName:
            DiagnosticDescriptor(
                name: "duplicate-former-name", severity: .error,
                template: "'%0' is already a former name of route '%1'",
                explanation:
                    "Each former name opens one route; two routes cannot both claim it, and one route lists it once.",
                example:
                    "navigation App {\n    target iOS 16\n    roots home\n}\n\nroute home -> Home {\n    formerly start\n}\n\nroute other -> Other {\n    formerly start\n}\n"
            )
        }
    }
}

/// The fixed facts about one diagnostic code.
public struct DiagnosticDescriptor: Sendable {
    /// A stable kebab-case name, e.g. `expected-closing-delimiter`.
    public let name: String
    /// The default severity.
    public let severity: Severity
    /// The message, with `%0`, `%1`, ... standing for the arguments.
    public let template: String
    /// A paragraph for `navc explain` and SARIF help text.
    public let explanation: String
    /// The exact bytes of a `.nav` source that triggers this diagnostic. They are bytes rather
    /// than a string because the examples of some lexing diagnostics are not valid UTF-8, or
    /// hold a NUL byte that a terminal would not show.
    public let exampleBytes: [UInt8]

    /// The line that separates the old file from the new one in the example of a `navc diff`
    /// code.
    public static let newVersionSeparator = "// ---- new version ----\n"

    /// The symbol that stands for a NUL byte in ``example``.
    public static let nulSymbol: Character = "\u{2400}"
    /// The symbol that stands for each byte of ``exampleBytes`` that is not valid UTF-8.
    public static let invalidByteSymbol: Character = "\u{FFFD}"

    /// Creates a catalog entry whose example is text.
    public init(name: String, severity: Severity, template: String, explanation: String, example: String) {
        self.init(
            name: name, severity: severity, template: template, explanation: explanation,
            exampleBytes: Array(example.utf8))
    }

    /// Creates a catalog entry whose example is given as bytes, for an example that text
    /// cannot hold (invalid UTF-8) or show (a NUL byte).
    public init(
        name: String, severity: Severity, template: String, explanation: String, exampleBytes: [UInt8]
    ) {
        self.name = name
        self.severity = severity
        self.template = template
        self.explanation = explanation
        self.exampleBytes = exampleBytes
    }

    /// The example as text to show (in `navc explain` and SARIF help): ``exampleBytes`` decoded
    /// as UTF-8, with each NUL byte drawn as ``nulSymbol`` (`␀`) and each byte that is not
    /// valid UTF-8 drawn as ``invalidByteSymbol`` (`�`); ``exampleNote`` says which of them
    /// it holds.
    public var example: String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = exampleBytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value == 0 {
                    text.append(Self.nulSymbol)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            case .error(let length):
                text.append(String(repeating: Self.invalidByteSymbol, count: length))
            case .emptyInput:
                return text
            }
        }
    }

    /// A sentence that says what the symbols drawn in ``example`` stand for, or nil when it
    /// draws none (its bytes are valid UTF-8 without a NUL byte).
    public var exampleNote: String? {
        var invalidBytes: [UInt8] = []
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = exampleBytes.makeIterator()
        var offset = 0
        var holdsNul = false
        parsing: while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                holdsNul = holdsNul || (encoded.count == 1 && encoded.first == 0)
                offset += encoded.count
            case .error(let length):
                invalidBytes += exampleBytes[offset..<offset + length]
                offset += length
            case .emptyInput:
                break parsing
            }
        }
        var meanings: [(symbol: Character, meaning: String)] = []
        if holdsNul { meanings.append((Self.nulSymbol, "a NUL byte (0x00)")) }
        if !invalidBytes.isEmpty {
            var distinct: [UInt8] = []
            for byte in invalidBytes where !distinct.contains(byte) { distinct.append(byte) }
            let values = distinct.map { "0x" + String($0, radix: 16, uppercase: true) }
            meanings.append(
                (
                    Self.invalidByteSymbol,
                    "a byte that is not valid UTF-8 (here \(values.joined(separator: ", ")))"
                ))
        }
        guard !meanings.isEmpty else { return nil }
        let sentences = meanings.enumerated().map { index, entry in
            "\(entry.symbol) \(index == 0 ? "stands for" : "for") \(entry.meaning)"
        }
        return "In the example, " + sentences.joined(separator: " and ")
            + "; the file itself holds the bytes."
    }
}
