import NavSwift

// The renderer as it was before it wrote bytes into one buffer: it builds a string for every
// part of a line. It is kept, with its name changed, as the oracle that proves the byte-buffer
// renderer writes exactly the same text (see `RendererEquivalenceTests`); constructs added to
// the representation since (multi-line string literals, tuple patterns, immediately called
// closures) are written here too, in the same string-building way.

/// The string-building renderer, the oracle for ``SwiftRenderer``: the same layout rules
/// (an expression on one line when it fits in ``lineWidth`` columns, else broken up), written
/// by building a string for each part and measuring it.
struct StringRenderer {
    /// The column limit that decides when an expression is broken over several lines.
    static let lineWidth = 100

    /// The indentation unit.
    static let indentUnit = "    "

    private var output = ""
    private var level = 0
    /// Whether multi-line string literals are written as one-line literals (in the renderer
    /// that `multilineFallback` joins into one line).
    private var writesStringsOnOneLine = false

    /// Renders a whole file.
    static func render(_ file: SwiftFile) -> String {
        var renderer = StringRenderer()
        renderer.output.reserveCapacity(4096)
        for comment in file.headerComments {
            renderer.line("// " + SwiftText.commentLine(comment))
        }
        if !file.headerComments.isEmpty && !file.declarations.isEmpty { renderer.line("") }
        renderer.members(file.declarations, isTopLevel: true)
        return renderer.output
    }

    /// Renders declarations as they would appear at file scope (for tests of one construct).
    static func render(_ declarations: [SwiftDeclaration]) -> String {
        var renderer = StringRenderer()
        renderer.members(declarations, isTopLevel: true)
        return renderer.output
    }

    /// Renders statements at the outermost level (for tests of one construct).
    static func render(_ statements: [SwiftStatement]) -> String {
        var renderer = StringRenderer()
        renderer.statements(statements)
        return renderer.output
    }

    /// Renders one expression on as few lines as fit (for tests of one construct).
    static func render(_ expression: SwiftExpression) -> String {
        var renderer = StringRenderer()
        renderer.expression(expression, prefix: "", suffix: "")
        return renderer.output
    }

    // MARK: - Lines

    private mutating func line(_ text: String) {
        if text.isEmpty {
            output += "\n"
            return
        }
        for _ in 0..<level { output += Self.indentUnit }
        output += text
        output += "\n"
    }

    private mutating func indented(_ body: (inout StringRenderer) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// The columns left on a line at the current indentation.
    private var available: Int { Self.lineWidth - level * Self.indentUnit.count }

    // MARK: - Declarations

    /// Members of a type or the file, with blank lines between them except within runs of
    /// enum cases or stored properties.
    private mutating func members(_ declarations: [SwiftDeclaration], isTopLevel: Bool = false) {
        var previous: SwiftDeclaration?
        for declaration in declarations {
            if let previous, Self.needsBlankLine(between: previous, and: declaration) { line("") }
            self.declaration(declaration)
            previous = declaration
        }
    }

    private static func needsBlankLine(between first: SwiftDeclaration, and second: SwiftDeclaration) -> Bool
    {
        switch (first.kind, second.kind) {
        case (.enumCase, .enumCase), (.import, .import): return false
        case (.variable(let a), .variable(let b)): return a.getter != nil || b.getter != nil
        default: return true
        }
    }

    private mutating func declaration(_ declaration: SwiftDeclaration) {
        if let documentation = declaration.documentation {
            for part in SwiftText.documentationLines(documentation) {
                line(part.isEmpty ? "///" : "/// " + part)
            }
        }
        let isVariable: Bool
        if case .variable = declaration.kind { isVariable = true } else { isVariable = false }
        var prefix = ""
        for attribute in declaration.attributes {
            if isVariable {
                prefix += self.attribute(attribute) + " "
            } else {
                line(self.attribute(attribute))
            }
        }
        prefix += declaration.modifiers.sorted { Self.modifierOrder($0) < Self.modifierOrder($1) }
            .map { $0.rawValue + " " }.joined()
        switch declaration.kind {
        case .type(let type): typeDeclaration(type, prefix: prefix)
        case .enumCase(let name, let parameters):
            let payload =
                parameters.isEmpty ? "" : "(" + parameters.map(parameter).joined(separator: ", ") + ")"
            line(prefix + "case " + name.spelling(as: .identifier) + payload)
        case .function(let function): self.function(function, prefix: prefix)
        case .initializer(let initializer):
            signature(
                prefix + "init" + (initializer.isFailable ? "?" : ""), initializer.parameters,
                Self.effects(initializer.effects), body: initializer.body)
        case .variable(let variable): self.variable(variable, prefix: prefix)
        case .typealias(let name, let type):
            line(prefix + "typealias " + name.spelling(as: .identifier) + " = " + self.type(type))
        case .import(let module): line(prefix + "import " + module.spelling(as: .identifier))
        case .ifConfig(let block):
            ifConfig(block) { renderer, declarations in renderer.members(declarations) }
        case .mark(let title):
            line("// MARK: - " + SwiftText.commentLine(title))
        }
    }

    private static func modifierOrder(_ modifier: SwiftModifier) -> Int {
        SwiftModifier.allCases.firstIndex(of: modifier) ?? 0
    }

    private func attribute(_ attribute: SwiftAttribute) -> String {
        switch attribute {
        case .named(let type, let arguments):
            return "@" + self.type(type)
                + (arguments.map { "(" + $0.map(inlineArgument).joined(separator: ", ") + ")" } ?? "")
        case .available(let platforms):
            return "@available(" + Self.availabilityList(platforms) + ")"
        }
    }

    private mutating func typeDeclaration(_ type: SwiftTypeDeclaration, prefix: String) {
        var header = prefix + type.keyword.rawValue + " " + self.type(type.name)
        if !type.genericParameters.isEmpty {
            header += "<" + type.genericParameters.map(genericParameter).joined(separator: ", ") + ">"
        }
        if !type.inheritance.isEmpty {
            header += ": " + type.inheritance.map(self.type).joined(separator: ", ")
        }
        if type.members.isEmpty {
            line(header + " {}")
            return
        }
        line(header + " {")
        indented { $0.members(type.members) }
        line("}")
    }

    private func genericParameter(_ parameter: SwiftGenericParameter) -> String {
        parameter.name.spelling(as: .identifier) + (parameter.constraint.map { ": " + type($0) } ?? "")
    }

    private mutating func function(_ function: SwiftFunction, prefix: String) {
        var head =
            prefix + "func " + function.name.spelling(as: .identifier) + (function.name.isOperator ? " " : "")
        if !function.genericParameters.isEmpty {
            head += "<" + function.genericParameters.map(genericParameter).joined(separator: ", ") + ">"
        }
        var tail = Self.effects(function.effects)
        if let result = function.result { tail += " -> " + type(result) }
        signature(head, function.parameters, tail, body: function.body)
    }

    /// A function or initializer signature and its body: the parameters on the header's line
    /// when it fits, else one per line.
    private mutating func signature(
        _ head: String, _ parameters: [SwiftParameter], _ tail: String, body: [SwiftStatement]?
    ) {
        let list = parameters.map(parameter)
        let header = head + "(" + list.joined(separator: ", ") + ")" + tail
        if header.utf8.count + 2 <= available || parameters.isEmpty {
            guard let body else { return line(header) }
            return self.body(body, header: header)
        }
        line(head + "(")
        indented { renderer in
            for (index, parameter) in list.enumerated() {
                renderer.line(parameter + (index < list.count - 1 ? "," : ""))
            }
        }
        guard let body else { return line(")" + tail) }
        if body.isEmpty { return line(")" + tail + " {}") }
        line(")" + tail + " {")
        indented { $0.statements(body) }
        line("}")
    }

    /// `header { body }` on one line when the body is one short statement, else a block.
    private mutating func body(_ body: [SwiftStatement], header: String) {
        if body.isEmpty {
            line(header + " {}")
            return
        }
        if body.count == 1, let inline = inlineStatement(body[0], budget: available - header.count - 5) {
            line(header + " { " + inline + " }")
            return
        }
        line(header + " {")
        indented { $0.statements(body) }
        line("}")
    }

    private mutating func variable(_ variable: SwiftVariable, prefix: String) {
        var header = prefix + (variable.isMutable ? "var " : "let ") + variable.name.spelling(as: .identifier)
        if let type = variable.type { header += ": " + self.type(type) }
        if let getter = variable.getter {
            body(getter, header: header)
        } else if let observer = variable.didSet {
            if let value = variable.initialValue {
                expression(value, prefix: header + " = ", suffix: " {")
            } else {
                line(header + " {")
            }
            indented { $0.body(observer, header: "didSet") }
            line("}")
        } else if let value = variable.initialValue {
            expression(value, prefix: header + " = ", suffix: "")
        } else {
            line(header)
        }
    }

    private func parameter(_ parameter: SwiftParameter) -> String {
        var text: String
        switch (parameter.label, parameter.name) {
        case (.same, let name?): text = name.spelling(as: .declarationLabel)
        case (.none, let name?): text = "_ " + name.spelling(as: .identifier)
        case (.distinct(let label), let name?):
            text = label.spelling(as: .declarationLabel) + " " + name.spelling(as: .identifier)
        case (_, nil): text = ""
        }
        if !text.isEmpty { text += ": " }
        for attribute in parameter.attributes { text += self.attribute(attribute) + " " }
        if parameter.isInout { text += "inout " }
        text += type(parameter.type)
        if let value = parameter.defaultValue { text += " = " + inlineUnbounded(value) }
        return text
    }

    private static func effects(_ effects: Effects) -> String {
        (effects.contains(.async) ? " async" : "") + (effects.contains(.throws) ? " throws" : "")
    }

    private static func availabilityList(_ platforms: [SwiftAvailability]) -> String {
        (platforms.map { $0.platform.rawValue + " " + $0.version.map(String.init).joined(separator: ".") } + [
            "*"
        ])
        .joined(separator: ", ")
    }

    // MARK: - Types

    func type(_ type: SwiftType) -> String {
        switch type {
        case .named(let components):
            return components.enumerated().map { index, component in
                let name = component.name.spelling(as: index == 0 ? .type : .identifier)
                guard !component.genericArguments.isEmpty else { return name }
                return name + "<" + component.genericArguments.map(self.type).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped):
            switch wrapped {
            case .function, .opaque, .existential: return "(" + self.type(wrapped) + ")?"
            default: return self.type(wrapped) + "?"
            }
        case .array(let element): return "[" + self.type(element) + "]"
        case .dictionary(let key, let value): return "[" + self.type(key) + ": " + self.type(value) + "]"
        case .function(let parameters, let result, let effects):
            return "(" + parameters.map(self.type).joined(separator: ", ") + ")" + Self.effects(effects)
                + " -> "
                + self.type(result)
        case .opaque(let constraint): return "some " + self.type(constraint)
        case .existential(let constraint): return "any " + self.type(constraint)
        case .selfType: return "Self"
        case .anyType: return "Any"
        case .tuple(let elements): return "(" + elements.map(self.type).joined(separator: ", ") + ")"
        }
    }

    // MARK: - Statements

    private mutating func statements(_ statements: [SwiftStatement]) {
        for statement in statements { self.statement(statement) }
    }

    private mutating func statement(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let value): expression(value, prefix: "", suffix: "")
        case .declaration(let declaration): self.declaration(declaration)
        case .assignment(let target, let value):
            expression(value, prefix: inlineUnbounded(target) + " = ", suffix: "")
        case .discard(let value): expression(value, prefix: "_ = ", suffix: "")
        case .return(let value?): expression(value, prefix: "return ", suffix: "")
        case .return(nil): line("return")
        case .break: line("break")
        case .continue: line("continue")
        case .throw(let value): expression(value, prefix: "throw ", suffix: "")
        case .if(let branches, let elseBody):
            for (index, branch) in branches.enumerated() {
                let keyword = index == 0 ? "if " : "} else if "
                line(keyword + conditions(branch.conditions) + " {")
                indented { $0.statements(branch.body) }
            }
            if let elseBody {
                line("} else {")
                indented { $0.statements(elseBody) }
            }
            line("}")
        case .guard(let conditions, let elseBody):
            let header = "guard " + self.conditions(conditions) + " else"
            if elseBody.count == 1,
                let inline = inlineStatement(elseBody[0], budget: available - header.count - 5)
            {
                line(header + " { " + inline + " }")
            } else {
                line(header + " {")
                indented { $0.statements(elseBody) }
                line("}")
            }
        case .switch(let subject, let cases):
            line("switch " + inlineUnbounded(subject) + " {")
            for switchCase in cases {
                let label =
                    switchCase.patterns.isEmpty
                    ? "default:" : "case " + switchCase.patterns.map(pattern).joined(separator: ", ") + ":"
                line(label)
                indented { $0.statements(switchCase.body.isEmpty ? [.break] : switchCase.body) }
            }
            line("}")
        case .for(let pattern, let sequence, let condition, let body):
            line(
                "for " + self.pattern(pattern) + " in " + inlineUnbounded(sequence)
                    + (condition.map { " where " + inlineUnbounded($0) } ?? "") + " {")
            indented { $0.statements(body) }
            line("}")
        case .while(let conditions, let body):
            line("while " + self.conditions(conditions) + " {")
            indented { $0.statements(body) }
            line("}")
        case .ifConfig(let block):
            ifConfig(block) { renderer, statements in renderer.statements(statements) }
        case .doCatch(let body, let handler):
            line("do {")
            indented { $0.statements(body) }
            if handler.isEmpty {
                line("} catch {}")
            } else {
                line("} catch {")
                indented { $0.statements(handler) }
                line("}")
            }
        }
    }

    /// A statement on one line within `budget` columns, or nil.
    private func inlineStatement(_ statement: SwiftStatement, budget: Int) -> String? {
        let text: String?
        switch statement {
        case .expression(let value): text = inline(value, budget: budget)
        case .assignment(let target, let value):
            let head = inlineUnbounded(target) + " = "
            text = inline(value, budget: budget - head.count).map { head + $0 }
        case .discard(let value): text = inline(value, budget: budget - 4).map { "_ = " + $0 }
        case .return(let value?): text = inline(value, budget: budget - 7).map { "return " + $0 }
        case .return(nil): text = "return"
        case .break: text = "break"
        case .continue: text = "continue"
        case .throw(let value): text = inline(value, budget: budget - 6).map { "throw " + $0 }
        default: text = nil
        }
        guard let text, text.utf8.count <= budget else { return nil }
        return text
    }

    private func conditions(_ conditions: [SwiftCondition]) -> String {
        conditions.map { condition in
            switch condition {
            case .expression(let value): inlineUnbounded(value)
            case .optionalBinding(let name, let value?):
                "let " + name.spelling(as: .identifier) + " = " + inlineUnbounded(value)
            case .optionalBinding(let name, nil): "let " + name.spelling(as: .identifier)
            case .matches(let pattern, let value):
                "case " + self.pattern(pattern) + " = " + inlineUnbounded(value)
            case .available(let platforms): "#available(" + Self.availabilityList(platforms) + ")"
            }
        }.joined(separator: ", ")
    }

    private func pattern(_ pattern: SwiftPattern) -> String {
        switch pattern {
        case .wildcard: "_"
        case .binding(let name): "let " + name.spelling(as: .identifier)
        case .name(let name): name.spelling(as: .identifier)
        case .enumCase(let name, nil): "." + name.spelling(as: .member)
        case .enumCase(let name, let payload?):
            "." + name.spelling(as: .member) + "(" + payload.map(self.pattern).joined(separator: ", ") + ")"
        case .expression(let value): inlineUnbounded(value)
        case .tuple(let elements): "(" + elements.map(self.pattern).joined(separator: ", ") + ")"
        }
    }

    private mutating func ifConfig<Element>(
        _ block: SwiftIfConfig<Element>, body: (inout StringRenderer, [Element]) -> Void
    ) {
        for (index, branch) in block.branches.enumerated() {
            line((index == 0 ? "#if " : "#elseif ") + Self.condition(branch.condition))
            body(&self, branch.body)
        }
        if let elseBody = block.elseBody {
            line("#else")
            body(&self, elseBody)
        }
        line("#endif")
    }

    private static func condition(_ condition: SwiftCompilationCondition, nested: Bool = false) -> String {
        switch condition {
        case .os(let platform): return "os(" + platform.rawValue + ")"
        case .canImport(let module): return "canImport(" + module.spelling(as: .identifier) + ")"
        case .not(let inner): return "!" + Self.condition(inner, nested: true)
        case .any(let parts):
            let text = parts.map { Self.condition($0, nested: true) }.joined(separator: " || ")
            return nested && parts.count > 1 ? "(" + text + ")" : text
        case .all(let parts):
            let text = parts.map { Self.condition($0, nested: true) }.joined(separator: " && ")
            return nested && parts.count > 1 ? "(" + text + ")" : text
        }
    }

    // MARK: - Expressions on several lines

    /// Writes `prefix`, the expression and `suffix`, on one line when it fits, else broken up.
    private mutating func expression(_ value: SwiftExpression, prefix: String, suffix: String) {
        if let text = inline(value, budget: available - prefix.utf8.count - suffix.utf8.count) {
            line(prefix + text + suffix)
            return
        }
        switch value {
        case .call(.closure(let closure), let arguments, let trailing)
        where arguments.isEmpty && trailing.isEmpty:
            expression(.closure(closure), prefix: prefix, suffix: "()" + suffix)
        case .call(let callee, let arguments, let trailing):
            call(callee: inlineUnbounded(callee), arguments, trailing, prefix: prefix, suffix: suffix)
        case .multilineString(let text):
            line(prefix + "\"\"\"")
            indented { renderer in
                for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    // The one-line literal's escapes, without its quotes.
                    renderer.line(String(SwiftText.stringLiteral(String(part)).dropFirst().dropLast()))
                }
                renderer.line("\"\"\"" + suffix)
            }
        case .closure(let closure):
            self.closure(closure, prefix: prefix, suffix: suffix)
        case .modifierChain(let base, let modifiers):
            expression(base, prefix: prefix, suffix: "")
            indented { $0.modifiers(modifiers, suffix: suffix) }
        case .array(let elements):
            line(prefix + "[")
            indented { renderer in
                for element in elements { renderer.expression(element, prefix: "", suffix: ",") }
            }
            line("]" + suffix)
        case .dictionary(let elements) where !elements.isEmpty:
            line(prefix + "[")
            indented { renderer in
                for element in elements {
                    renderer.expression(
                        element.value, prefix: renderer.inlineUnbounded(element.key) + ": ", suffix: ",")
                }
            }
            line("]" + suffix)
        case .tuple(let arguments):
            call(callee: "", arguments, [], prefix: prefix, suffix: suffix)
        case .member(let base, let name):
            expression(base, prefix: prefix, suffix: "." + name.spelling(as: .member) + suffix)
        case .optionalMember(let base, let name):
            expression(base, prefix: prefix, suffix: "?." + name.spelling(as: .member) + suffix)
        case .forceUnwrap(let base):
            expression(base, prefix: prefix, suffix: "!" + suffix)
        case .try(let operand, let kind):
            expression(operand, prefix: prefix + Self.tryKeyword(kind) + " ", suffix: suffix)
        case .await(let operand):
            expression(operand, prefix: prefix + "await ", suffix: suffix)
        case .prefix(let op, let operand):
            expression(operand, prefix: prefix + op.rawValue, suffix: suffix)
        case .cast(let operand, let type):
            expression(operand, prefix: prefix, suffix: " as " + self.type(type) + suffix)
        case .conditionalCast(let operand, let type):
            expression(operand, prefix: prefix, suffix: " as? " + self.type(type) + suffix)
        case .binary(let lhs, let op, let rhs):
            let left = inlineUnbounded(lhs, parenthesizeBinary: true)
            expression(
                Self.needsParentheses(rhs) ? .tuple([SwiftArgument(rhs)]) : rhs,
                prefix: prefix + left + " " + op.rawValue + " ", suffix: suffix)
        default:
            line(prefix + inlineUnbounded(value) + suffix)
        }
    }

    private mutating func call(
        callee: String, _ arguments: [SwiftArgument], _ trailing: [SwiftTrailingClosure], prefix: String,
        suffix: String
    ) {
        var head = prefix + callee
        let argumentsInline: String? =
            arguments.isEmpty
            ? (trailing.isEmpty ? "()" : "")
            : inlineArguments(arguments, budget: available - head.utf8.count - 4)
        if let argumentsInline {
            head += argumentsInline
        } else {
            line(head + "(")
            indented { renderer in
                for (index, argument) in arguments.enumerated() {
                    let label = argument.label.map { $0.spelling(as: .callLabel) + ": " } ?? ""
                    renderer.expression(
                        argument.value, prefix: label, suffix: index < arguments.count - 1 ? "," : "")
                }
            }
            head = ")"
        }
        guard !trailing.isEmpty else {
            line(head + suffix)
            return
        }
        for (index, closure) in trailing.enumerated() {
            let opening: String
            if index == 0 {
                opening = head + " {"
            } else {
                opening = "} " + (closure.label.map { $0.spelling(as: .callLabel) + ": " } ?? "") + "{"
            }
            line(opening + Self.closureSignature(closure.closure))
            indented { $0.statements(closure.closure.body) }
        }
        line("}" + suffix)
    }

    private mutating func closure(_ closure: SwiftClosure, prefix: String, suffix: String) {
        line(prefix + "{" + Self.closureSignature(closure))
        indented { $0.statements(closure.body) }
        line("}" + suffix)
    }

    private static func closureSignature(_ closure: SwiftClosure) -> String {
        guard !closure.parameters.isEmpty else { return "" }
        return " "
            + closure.parameters.map { parameter in
                switch parameter {
                case .named(let name): name.spelling(as: .identifier)
                case .ignored: "_"
                }
            }.joined(separator: ", ") + " in"
    }

    /// One modifier per line; `suffix` ends the last line (on a line of its own after `#endif`).
    private mutating func modifiers(_ modifiers: [SwiftModifierElement], suffix: String = "") {
        for (index, element) in modifiers.enumerated() {
            let isLast = index == modifiers.count - 1
            switch element {
            case .modifier(let name, let arguments, let trailing):
                call(
                    callee: "." + name.spelling(as: .member), arguments, trailing, prefix: "",
                    suffix: isLast ? suffix : "")
            case .conditional(let block):
                ifConfig(block) { renderer, modifiers in renderer.modifiers(modifiers) }
                if isLast && !suffix.isEmpty { line(suffix) }
            }
        }
    }

    // MARK: - Expressions on one line

    /// The expression on one line within `budget` columns, or nil when it does not fit or
    /// cannot be written on one line (a closure of several statements, a modifier chain).
    private func inline(_ value: SwiftExpression, budget: Int) -> String? {
        guard budget > 0, let text = inlineText(value, budget: budget), text.utf8.count <= budget else {
            return nil
        }
        return text
    }

    /// The expression on one line however long, for places that are never broken up.
    private func inlineUnbounded(_ value: SwiftExpression, parenthesizeBinary: Bool = false) -> String {
        let text = inlineText(value, budget: Int.max) ?? multilineFallback(value)
        return parenthesizeBinary && Self.needsParentheses(value) ? "(" + text + ")" : text
    }

    /// A one-line rendering of an expression that has no one-line form, used only where Swift
    /// needs a single line (a `switch` subject, a condition): statements joined with `;`.
    private func multilineFallback(_ value: SwiftExpression) -> String {
        var renderer = StringRenderer()
        renderer.writesStringsOnOneLine = true
        renderer.expression(value, prefix: "", suffix: "")
        return renderer.output.split(separator: "\n").map { $0.trimmingLeadingSpaces }.joined(separator: " ")
    }

    private static func needsParentheses(_ value: SwiftExpression) -> Bool {
        switch value {
        case .binary, .ternary, .cast, .conditionalCast, .try, .await: true
        default: false
        }
    }

    private static func tryKeyword(_ kind: TryKind) -> String {
        switch kind {
        case .plain: "try"
        case .optional: "try?"
        case .forced: "try!"
        }
    }

    private func inlineArgument(_ argument: SwiftArgument) -> String {
        (argument.label.map { $0.spelling(as: .callLabel) + ": " } ?? "") + inlineUnbounded(argument.value)
    }

    /// `(a, b: c)` within `budget`, or nil.
    private func inlineArguments(_ arguments: [SwiftArgument], budget: Int) -> String? {
        var text = "("
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text += ", " }
            if let label = argument.label { text += label.spelling(as: .callLabel) + ": " }
            guard let value = inlineText(argument.value, budget: budget - text.utf8.count) else { return nil }
            text += value
            if text.utf8.count > budget { return nil }
        }
        return text + ")"
    }

    /// The one-line text, or nil when some part has no one-line form or the text grows past
    /// `budget` (checked as parts are added, so long expressions are abandoned early).
    private func inlineText(_ value: SwiftExpression, budget: Int) -> String? {
        switch value {
        case .name(let name): return name.spelling(as: .identifier)
        case .selfReference: return "self"
        case .delegatingInitializer: return "self.init"
        case .selfType: return "Self"
        case .type(let type): return self.type(type)
        case .metatype(let type):
            switch type {
            case .optional, .array, .dictionary, .function: return "(" + self.type(type) + ").self"
            default: return self.type(type) + ".self"
            }
        case .projected(let name): return "$" + name.text
        case .backing(let name): return "_" + name.text
        case .implicitMember(let name): return "." + name.spelling(as: .member)
        case .member(let base, let name):
            return inlineText(base, budget: budget).map {
                Self.postfixOperand($0, base) + "." + name.spelling(as: .member)
            }
        case .optionalMember(let base, let name):
            return inlineText(base, budget: budget).map {
                Self.postfixOperand($0, base) + "?." + name.spelling(as: .member)
            }
        case .call(let callee, let arguments, let trailing):
            guard let head = inlineText(callee, budget: budget) else { return nil }
            var text = Self.postfixOperand(head, callee)
            if !arguments.isEmpty || trailing.isEmpty {
                guard let list = inlineArguments(arguments, budget: budget - text.utf8.count) else {
                    return nil
                }
                text += list
            }
            for (index, closure) in trailing.enumerated() {
                let label = index == 0 ? "" : (closure.label.map { $0.spelling(as: .callLabel) + ": " } ?? "")
                guard let body = inlineClosure(closure.closure, budget: budget - text.utf8.count) else {
                    return nil
                }
                text += " " + label + body
            }
            return text
        case .subscript(let base, let arguments):
            guard let head = inlineText(base, budget: budget),
                let list = inlineArguments(arguments, budget: budget - head.utf8.count)
            else { return nil }
            return Self.postfixOperand(head, base) + "[" + list.dropFirst().dropLast() + "]"
        case .closure(let closure): return inlineClosure(closure, budget: budget)
        case .string(let text): return SwiftText.stringLiteral(text)
        case .multilineString(let text): return writesStringsOnOneLine ? SwiftText.stringLiteral(text) : nil
        case .integer(let number): return String(number)
        case .number(let number): return number.text
        case .boolean(let flag): return flag ? "true" : "false"
        case .nil: return "nil"
        case .array(let elements):
            var text = "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                guard let part = inlineText(element, budget: budget - text.utf8.count) else { return nil }
                text += part
                if text.utf8.count > budget { return nil }
            }
            return text + "]"
        case .dictionary(let elements):
            if elements.isEmpty { return "[:]" }
            var text = "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                guard let key = inlineText(element.key, budget: budget),
                    let part = inlineText(element.value, budget: budget - text.utf8.count)
                else { return nil }
                text += key + ": " + part
                if text.utf8.count > budget { return nil }
            }
            return text + "]"
        case .tuple(let arguments): return inlineArguments(arguments, budget: budget)
        case .binary(let lhs, let op, let rhs):
            guard let left = inlineText(lhs, budget: budget), let right = inlineText(rhs, budget: budget)
            else {
                return nil
            }
            let l = Self.needsParentheses(lhs) ? "(" + left + ")" : left
            let r = Self.needsParentheses(rhs) ? "(" + right + ")" : right
            return l + " " + op.rawValue + " " + r
        case .prefix(let op, let operand):
            return inlineText(operand, budget: budget).map {
                op.rawValue + (Self.needsParentheses(operand) ? "(" + $0 + ")" : $0)
            }
        case .forceUnwrap(let operand):
            return inlineText(operand, budget: budget).map { Self.postfixOperand($0, operand) + "!" }
        case .try(let operand, let kind):
            return inlineText(operand, budget: budget).map { Self.tryKeyword(kind) + " " + $0 }
        case .await(let operand): return inlineText(operand, budget: budget).map { "await " + $0 }
        case .ternary(let condition, let then, let otherwise):
            guard let c = inlineText(condition, budget: budget), let t = inlineText(then, budget: budget),
                let o = inlineText(otherwise, budget: budget)
            else { return nil }
            return (Self.needsParentheses(condition) ? "(" + c + ")" : c) + " ? " + t + " : " + o
        case .keyPath(let root, let path):
            return "\\" + (root.map(type) ?? "") + path.map { "." + $0.spelling(as: .member) }.joined()
        case .cast(let operand, let type):
            return inlineText(operand, budget: budget).map { $0 + " as " + self.type(type) }
        case .conditionalCast(let operand, let type):
            return inlineText(operand, budget: budget).map { $0 + " as? " + self.type(type) }
        case .tupleElement(let base, let index):
            return inlineText(base, budget: budget).map {
                Self.postfixOperand($0, base) + "." + String(index)
            }
        case .partialRangeFrom(let lower):
            return inlineText(lower, budget: budget).map { Self.postfixOperand($0, lower) + "..." }
        case .modifierChain(let base, let modifiers):
            // A chain of one unconditional modifier may stay on the line of its view.
            guard modifiers.count == 1, case .modifier(let name, let arguments, let trailing) = modifiers[0]
            else {
                return nil
            }
            return inlineText(
                .call(.member(base, name), arguments, trailingClosures: trailing), budget: budget)
        }
    }

    /// An operand followed by a postfix (`.x`, `(...)`, `!`), parenthesized when it is an
    /// operator expression.
    private static func postfixOperand(_ text: String, _ operand: SwiftExpression) -> String {
        switch operand {
        case .binary, .ternary, .prefix, .try, .await, .cast, .conditionalCast, .closure: "(" + text + ")"
        default: text
        }
    }

    /// `{ x in statement }` when the closure is at most one short statement.
    private func inlineClosure(_ closure: SwiftClosure, budget: Int) -> String? {
        let signature = Self.closureSignature(closure)
        if closure.body.isEmpty { return "{" + signature + " }" }
        guard closure.body.count == 1,
            let statement = inlineStatement(closure.body[0], budget: budget - signature.utf8.count - 4)
        else { return nil }
        return "{" + signature + " " + statement + " }"
    }
}

extension Substring {
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
