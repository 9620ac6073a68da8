import Foundation
import NavSemantics
import NavSwift
import NavSyntax

/// Stand-ins for what an app writes around the generated file: its model types (the `type`
/// declarations) and its views, with one initializer per route that shows a view, plus
/// generated sample values of every parameter type.
extension ContractSources {
    /// Swift declarations for the model types a file declares with `type`, internal as in an
    /// app's own target. A type declared `Sendable` is a struct; any other is a final class with
    /// a mutable property, so it really is not `Sendable` and generated code that claims it is
    /// fails to compile. Each type conforms to exactly what it declares, and
    /// `standIn(_:)` builds a value from a string. Undeclared outer names (`Models` in
    /// `Models.List`) become empty enums.
    static func standInTypes(for model: SemanticModel) -> String {
        let root = StandInNode(name: "")
        // A declared standard type (`type Date: Hashable`) is the standard one, not the app's.
        for declared in model.declaredTypes where declared.type.standardType == nil {
            guard case .named(let components) = declared.type,
                components.allSatisfy({ $0.genericArguments.isEmpty })
            else { continue }
            root.child(at: components.map(\.name)).declared = declared
        }
        var lines = ["import Foundation", ""]
        let cases = enumCaseNames(in: model)
        for child in root.children { child.emit(into: &lines, indent: "", enumCases: cases) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every enum case name the app's values use (`.recent`), sorted: a stand-in type declared
    /// without a list of cases gets them all as static members, so each `.name` resolves.
    static func enumCaseNames(in model: SemanticModel) -> [String] {
        var names: Set<String> = []
        func collect(_ value: Value) {
            switch value {
            case .enumCase(let name): names.insert(name)
            case .array(let elements): elements.forEach(collect)
            case .dictionary(let pairs):
                for pair in pairs {
                    collect(pair.key)
                    collect(pair.value)
                }
            default: break
            }
        }
        for route in model.routes {
            for parameter in route.parameters { parameter.defaultValue.map(collect) }
            for action in route.actions {
                for parameter in action.parameters { parameter.defaultValue.map(collect) }
            }
        }
        for edge in model.edges {
            for argument in edge.arguments { collect(argument.value) }
        }
        return names.sorted()
    }

    /// Swift expressions of several values of `type`, chosen to be hard for URLs and coders:
    /// empty and reserved-character strings (`/`, `?`, `#`, `%`, `+`, space), unicode, extreme
    /// numbers, nil, empty and non-empty collections. Empty when the type cannot be built.
    /// Strings also take the value of every literal segment of the app's deep links, so a value
    /// that spells another pattern's literal (`user(name: "me")` beside `/user/me`) must still
    /// read back as its own route.
    static func sampleValues(of type: TypeReference, in model: SemanticModel) -> [String] {
        switch type {
        case .optional(let wrapped):
            return ["nil"] + sampleValues(of: wrapped, in: model)
        case .set(let element):
            let values = sampleValues(of: element, in: model)
            guard let first = values.first else { return [] }
            return ["[]", "[\(values.prefix(3).joined(separator: ", "))]", "[\(first)]"]
        case .array(let element):
            let values = sampleValues(of: element, in: model)
            guard let first = values.first else { return [] }
            return ["[]", "[\(first)]", "[\(values.prefix(3).joined(separator: ", "))]"]
        case .dictionary(let key, let value):
            let keys = sampleValues(of: key, in: model)
            let values = sampleValues(of: value, in: model)
            guard let firstKey = keys.first, let firstValue = values.first else { return [] }
            return ["[:]", "[\(firstKey): \(firstValue)]"]
        case .error:
            return []
        case .named(let components):
            if let last = components.last, components.count == 1, !last.genericArguments.isEmpty {
                switch (last.name, last.genericArguments.count) {
                case ("Optional", 1): return sampleValues(of: .optional(last.genericArguments[0]), in: model)
                case ("Array", 1): return sampleValues(of: .array(last.genericArguments[0]), in: model)
                case ("Set", 1):
                    let values = sampleValues(of: last.genericArguments[0], in: model)
                    guard let first = values.first else { return [] }
                    return ["[]", "[\(values.prefix(3).joined(separator: ", "))]", "[\(first)]"]
                case ("Dictionary", 2):
                    return sampleValues(
                        of: .dictionary(key: last.genericArguments[0], value: last.genericArguments[1]),
                        in: model)
                default: return []
                }
            }
            if let standard = type.standardType {
                guard standard == .string || standard == .substring else {
                    return standardSampleValues(standard)
                }
                return standardSampleValues(standard)
                    + literalSegments(in: model).map { String(reflecting: $0) }
            }
            if model.declaredType(type) != nil {
                return standInTexts.map { "\(type).standIn(\(String(reflecting: $0)))" }
            }
            return []
        }
    }

    /// The literal segments of every deep-link pattern of `model`, current and former, sorted.
    static func literalSegments(in model: SemanticModel) -> [String] {
        let patterns = model.routes.flatMap { route in
            (route.deepLink.map { [$0] } ?? []) + route.formerDeepLinks.map(\.pattern)
        }
        let literals = patterns.flatMap(\.segments).compactMap { segment -> String? in
            if case .literal(let text) = segment { return text }
            return nil
        }
        return Set(literals).sorted()
    }

    /// The strings stand-in model values are built from.
    static let standInTexts = ["", "a", "a b/c?d#e%f+g&h=i", "日本語 🎉"]

    /// Sample values of a standard library or Foundation type.
    private static func standardSampleValues(_ type: StandardType) -> [String] {
        switch type {
        case .string, .substring:
            return [
                "\"\"", "\"a\"", "\"a b/c?d#e%f+g\"", "\"héllo wörld 日本語 🎉\"", "\"%20%2F%\"", "\"&=;,..\"",
                // Dot segments, which URL standardization removes unless they are encoded.
                "\".\"", "\"..\"",
            ]
        case .character: return ["\"x\"", "\"/\"", "\"é\""]
        case .int, .int8, .int16, .int32, .int64:
            return ["0", "-1", "\(type.rawValue).max", "\(type.rawValue).min"]
        case .uint, .uint8, .uint16, .uint32, .uint64: return ["0", "1", "\(type.rawValue).max"]
        case .double, .float, .cgFloat:
            return ["0", "-1.5", "\(type.rawValue).pi", "\(type.rawValue)(1e30)"]
        case .decimal: return ["Decimal(0)", "Decimal(string: \"-12.5\")!"]
        case .bool: return ["true", "false"]
        case .uuid:
            return [
                "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!",
                "UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")!",
            ]
        case .url:
            return [
                "URL(string: \"https://example.com/a%20b?c=d#e\")!", "URL(fileURLWithPath: \"/tmp/a b\")",
            ]
        case .date: return ["Date(timeIntervalSince1970: 0)", "Date(timeIntervalSinceReferenceDate: 7.5e8)"]
        case .data: return ["Data()", "Data([0, 255])"]
        }
    }

    /// The Swift expression of a default value written in a `.nav` file.
    static func literal(_ value: Value) -> String {
        switch value {
        case .string(let text): String(reflecting: text)
        case .integer(let text), .float(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .nil: "nil"
        case .reference(let name, let members, _): ([name] + members).joined(separator: ".")
        case .enumCase(let name): "." + name
        case .url(let text): "URL(string: \(String(reflecting: text)))!"
        case .array(let elements): "[" + elements.map(literal).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            pairs.isEmpty
                ? "[:]"
                : "[" + pairs.map { literal($0.key) + ": " + literal($0.value) }.joined(separator: ", ") + "]"
        }
    }
}

/// A name in the tree of declared model types: `Account` holds `Account.ID`.
private final class StandInNode {
    let name: String
    var declared: DeclaredType?
    var children: [StandInNode] = []

    init(name: String) { self.name = name }

    /// The node at `path` below this one, created on the way when missing.
    func child(at path: [String]) -> StandInNode {
        guard let first = path.first else { return self }
        let next: StandInNode
        if let existing = children.first(where: { $0.name == first }) {
            next = existing
        } else {
            next = StandInNode(name: first)
            children.append(next)
        }
        return next.child(at: Array(path.dropFirst()))
    }

    /// Appends this type's declaration and its nested types. Every SDK name is qualified, as
    /// the app's own types may take any of them (`struct Label`, `struct String`).
    func emit(into lines: inout [String], indent: String, enumCases: [String]) {
        let name = SwiftName(self.name).spelling(as: .identifier)
        guard let declared else {
            lines.append("\(indent)enum \(name) {")
            for child in children { child.emit(into: &lines, indent: indent + "    ", enumCases: enumCases) }
            lines.append("\(indent)}")
            return
        }
        let conformances = declared.conformances.sorted()
        let isStruct = conformances.contains("Sendable")
        // Inside a struct the type is `Self`: its own name may need backticks as a type (`some`)
        // or be hidden there. A class cannot take `Self` as a parameter, so it is named.
        let selfType = isStruct ? "Self" : SwiftName(self.name).spelling(as: .type)
        let keyword = isStruct ? "struct" : "final class"
        let inner = indent + "    "
        let clause =
            conformances.isEmpty ? "" : ": " + conformances.map { "Swift." + $0 }.joined(separator: ", ")
        lines.append("\(indent)\(keyword) \(name)\(clause) {")
        lines.append("\(inner)var standInValue: Swift.String")
        lines.append("\(inner)init(standInValue: Swift.String) { self.standInValue = standInValue }")
        lines.append(
            "\(inner)static func standIn(_ text: Swift.String) -> \(selfType) { \(selfType)(standInValue: text) }"
        )
        let equatable = conformances.contains { ["Hashable", "Equatable", "Comparable"].contains($0) }
        if !isStruct && equatable {
            lines.append(
                "\(inner)static func == (lhs: \(selfType), rhs: \(selfType)) -> Swift.Bool { lhs.standInValue == rhs.standInValue }"
            )
        }
        if !isStruct && conformances.contains("Hashable") {
            lines.append(
                "\(inner)func hash(into hasher: inout Swift.Hasher) { hasher.combine(standInValue) }")
        }
        if conformances.contains("LosslessStringConvertible") {
            let initializer = isStruct ? "init?" : "convenience init?"
            lines.append(
                "\(inner)\(initializer)(_ description: Swift.String) { self.init(standInValue: description) }"
            )
        }
        if conformances.contains("LosslessStringConvertible")
            || conformances.contains("CustomStringConvertible")
        {
            lines.append("\(inner)var description: Swift.String { standInValue }")
        }
        if conformances.contains("Identifiable") {
            lines.append("\(inner)var id: Swift.String { standInValue }")
        }
        if conformances.contains("Comparable") {
            lines.append(
                "\(inner)static func < (lhs: \(selfType), rhs: \(selfType)) -> Swift.Bool { lhs.standInValue < rhs.standInValue }"
            )
        }
        // A type declared with its cases has those; one without takes every `.name` the app
        // writes. Computed, so a class that is not Sendable has no global state.
        for caseName in declared.cases?.map(\.name) ?? enumCases {
            lines.append(
                "\(inner)static var \(SwiftName(caseName).spelling(as: .identifier)): \(selfType) { \(selfType)(standInValue: \(String(reflecting: caseName))) }"
            )
        }
        for child in children { child.emit(into: &lines, indent: inner, enumCases: enumCases) }
        lines.append("\(indent)}")
    }
}
