/// Turns the structured Swift representation into source text.
///
/// This is the only place in navc that writes Swift: names are spelled by position through
/// ``SwiftName/spelling(as:)``, string literals and comments are escaped here, and layout
/// (indentation, line breaks, blank lines between members) is decided here. The output depends
/// only on the input, so generated files are byte-for-byte deterministic.
///
/// Layout: an expression stays on one line when it fits in ``lineWidth`` columns; otherwise a
/// call puts one argument per line, a closure its statements on lines of their own (an
/// immediately called one too, with `()` after its closing brace), a modifier chain one
/// modifier per line, and a multi-line string literal one line of its text per line.
///
/// The renderer writes UTF-8 bytes into one growing buffer and never builds a string for a part
/// of a line. Whether an expression fits on the line is decided by writing it there: the
/// attempt stops as soon as the line grows past its limit or meets a part with no one-line form
/// (a closure of several statements), and the buffer is cut back to where the attempt started.
/// An attempt therefore costs at most a line's width of bytes, and nothing is rendered twice
/// except the parts of a line that did not fit. With a sink (``init(chunkSize:sink:)``), the
/// buffer is handed over in chunks that end at line breaks, so a file of any size is never held
/// whole.
public struct SwiftRenderer: ~Copyable {
    /// The column limit that decides when an expression is broken over several lines.
    public static let lineWidth = 100

    /// The indentation unit.
    public static let indentUnit = "    "

    /// The text not yet handed to the sink (all of it, without a sink): `used` bytes at
    /// `storage`, which has room for `capacity`. A plain allocation, not an array, so that
    /// appending a few bytes is a bounds check and a copy.
    private var storage: UnsafeMutablePointer<UInt8>
    private var used = 0
    private var capacity: Int
    /// Where the text of the current line starts in the buffer, after its indentation.
    private var lineStart = 0
    /// The indentation level of the lines being written.
    private var level = 0
    /// The furthest the buffer may grow during an attempt to write an expression on one line;
    /// `Int.max` outside attempts.
    private var limit = Int.max
    /// Whether parts with no one-line form are written as ``multilineFallback(_:)`` writes them
    /// instead of failing (see the last case of ``expression(_:suffix:)``).
    private var forcesOneLine = false
    /// Whether multi-line string literals are written as one-line literals: in the renderer
    /// that ``multilineFallback(_:)`` joins into one line, where their line breaks would be
    /// lost, and wherever ``forcesOneLine`` holds.
    private var writesStringsOnOneLine = false
    /// The buffer size from which a finished line is handed to the sink.
    private let chunkSize: Int
    /// Where finished text goes, if not into the buffer.
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    /// The previous declaration written by ``write(_:)`` at the current nesting, for the blank
    /// lines between them.
    private var previousMember: MemberKind?
    /// The declarations opened by ``open(_:)`` and not yet closed, innermost last: how each
    /// ends, and its kind, which is the previous member once it is closed.
    private var openDeclarations: [(closing: StaticString, indents: Bool, kind: MemberKind)] = []
    /// Whether a header comment was written and no declaration yet.
    private var headerEndsBeforeDeclarations = false

    /// A renderer that keeps all its text in memory.
    private init() {
        chunkSize = Int.max
        sink = nil
        capacity = 4096
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// A renderer that writes a file piece by piece: ``writeHeader(_:)``, then ``write(_:)``
    /// any number of times, then ``finish()``. `sink` receives the text in chunks of about
    /// `chunkSize` bytes, each ending with a line break, in order; the buffer it is given is
    /// valid only during the call.
    public init(chunkSize: Int = 1 << 16, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.chunkSize = max(1, chunkSize)
        self.sink = sink
        capacity = min(self.chunkSize, 1 << 20) + 4096
        storage = .allocate(capacity: capacity)
    }

    // MARK: - Entry points

    /// Renders a whole file.
    public static func render(_ file: SwiftFile) -> String {
        var renderer = SwiftRenderer()
        renderer.writeHeader(file.headerComments)
        renderer.write(file.declarations)
        return renderer.text
    }

    /// Renders a whole file into `sink`, in chunks of about `chunkSize` bytes that each end with
    /// a line break (see ``init(chunkSize:sink:)``).
    public static func render(
        _ file: SwiftFile, chunkSize: Int = 1 << 16, to sink: (UnsafeRawBufferPointer) -> Void
    ) {
        withoutActuallyEscaping(sink) { sink in
            var renderer = SwiftRenderer(chunkSize: chunkSize, sink: sink)
            renderer.writeHeader(file.headerComments)
            renderer.write(file.declarations)
            renderer.finish()
        }
    }

    /// Renders declarations as they would appear at file scope (for tests of one construct).
    public static func render(_ declarations: [SwiftDeclaration]) -> String {
        var renderer = SwiftRenderer()
        renderer.members(declarations)
        return renderer.text
    }

    /// Renders statements at the outermost level (for tests of one construct).
    public static func render(_ statements: [SwiftStatement]) -> String {
        var renderer = SwiftRenderer()
        renderer.statements(statements)
        return renderer.text
    }

    /// Renders one expression on as few lines as fit (for tests of one construct).
    public static func render(_ expression: SwiftExpression) -> String {
        var renderer = SwiftRenderer()
        renderer.startLine()
        renderer.expression(expression, suffix: "")
        return renderer.text
    }

    /// Writes the file's leading `//` comment lines; call it once, before any declaration.
    public mutating func writeHeader(_ comments: [String]) {
        for comment in comments {
            startLine()
            emit("// ")
            emitCommentText(comment)
            endLine()
        }
        headerEndsBeforeDeclarations = !comments.isEmpty
    }

    /// Writes declarations after those written before, at file scope or in the innermost
    /// declaration ``open(_:)`` began, with the blank lines a single list of them would have.
    public mutating func write(_ declarations: [SwiftDeclaration]) {
        for declaration in declarations {
            separate(from: MemberKind(declaration))
            self.declaration(declaration)
        }
    }

    /// Writes text that ``render(members:level:)`` rendered, as ``write(_:)`` would have
    /// written its declarations here: `rendered.level` must be the nesting of the innermost
    /// open declaration.
    public mutating func write(_ rendered: RenderedDeclarations) {
        precondition(rendered.level == level, "rendered for another nesting")
        guard let first = rendered.first, let last = rendered.last else { return }
        separate(from: first)
        rendered.bytes.withUnsafeBufferPointer { emitBytes($0) }
        previousMember = last
        if used >= chunkSize { flush() }
    }

    /// Begins `declaration`, a type, extension or one-branch `#if` block, whose members the
    /// following ``write(_:)`` calls supply, until ``close()``: the same text as writing the
    /// declaration with all those members, without holding them all at once. The declaration's
    /// own members are ignored.
    public mutating func open(_ declaration: SwiftDeclaration) {
        let kind = MemberKind(declaration)
        separate(from: kind)
        leadingLines(of: declaration, attributes: true)
        switch declaration.kind {
        case .type(let type):
            startLine()
            modifiers(declaration.modifiers)
            typeHeader(type)
            emit(" {")
            endLine()
            openDeclarations.append((closing: "}", indents: true, kind: kind))
            level += 1
        case .ifConfig(let block):
            precondition(block.branches.count == 1 && block.elseBody == nil, "only one branch is opened")
            conditionLine("#if ", block.branches[0].condition)
            openDeclarations.append((closing: "#endif", indents: false, kind: kind))
        default:
            preconditionFailure("only a type, an extension or an #if block is opened")
        }
        previousMember = nil
    }

    /// How deep the lines being written are indented: the number of types, extensions and
    /// functions around them (`#if` blocks do not indent).
    public var nesting: Int { level }

    /// Whether no declaration ``open(_:)`` began is still open.
    public var isAtFileScope: Bool { openDeclarations.isEmpty }

    /// Ends the declaration the last unmatched ``open(_:)`` began.
    public mutating func close() {
        let opened = openDeclarations.removeLast()
        if opened.indents { level -= 1 }
        line(opened.closing)
        previousMember = opened.kind
    }

    /// The blank line, if any, between what was written last at this nesting and a
    /// declaration of `kind`, which is about to be written.
    private mutating func separate(from kind: MemberKind) {
        if headerEndsBeforeDeclarations {
            emptyLine()
            headerEndsBeforeDeclarations = false
        } else if let previousMember, Self.needsBlankLine(between: previousMember, and: kind) {
            emptyLine()
        }
        previousMember = kind
    }

    /// Renders `declarations` as the members of a declaration nested `level` deep (0 at file
    /// scope), for ``write(_:)-(RenderedDeclarations)`` to place: parts of one file can be
    /// rendered side by side on several threads and written in order.
    public static func render(members declarations: [SwiftDeclaration], level: Int) -> RenderedDeclarations {
        var renderer = SwiftRenderer()
        renderer.level = level
        renderer.members(declarations)
        return RenderedDeclarations(
            bytes: Array(UnsafeBufferPointer(start: renderer.storage, count: renderer.used)), level: level,
            first: declarations.first.map(MemberKind.init), last: declarations.last.map(MemberKind.init))
    }

    /// Hands the rest of the text to the sink.
    public mutating func finish() {
        flush()
    }

    /// The text written so far, for a renderer without a sink.
    private var text: String {
        String(decoding: UnsafeBufferPointer(start: storage, count: used), as: UTF8.self)
    }

    // MARK: - Lines and bytes

    /// Starts a line: its indentation, after which the line's text begins.
    private mutating func startLine() {
        for _ in 0..<level { emit("    ") }
        lineStart = used
    }

    /// Ends the current line, handing the text to the sink once enough has gathered.
    private mutating func endLine() {
        emitByte(UInt8(ascii: "\n"))
        if used >= chunkSize { flush() }
    }

    /// An empty line, without indentation.
    private mutating func emptyLine() {
        emitByte(UInt8(ascii: "\n"))
    }

    /// A whole line of fixed text.
    private mutating func line(_ literal: StaticString) {
        startLine()
        emit(literal)
        endLine()
    }

    private mutating func flush() {
        guard let sink, used > 0 else { return }
        sink(UnsafeRawBufferPointer(start: storage, count: used))
        used = 0
    }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard used + extra > capacity else { return }
        let grown = max(capacity * 2, used + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: storage, count: used)
        storage.deallocate()
        storage = moved
        capacity = grown
    }

    private mutating func emitBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (storage + used).update(from: source, count: bytes.count)
        used += bytes.count
    }

    private mutating func emit(_ literal: StaticString) {
        literal.withUTF8Buffer { emitBytes($0) }
    }

    private mutating func emitText(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ emitBytes($0) }) == nil {
            for byte in text.utf8 { emitByte(byte) }
        }
    }

    private mutating func emitByte(_ byte: UInt8) {
        if used == capacity { reserve(1) }
        storage[used] = byte
        used += 1
    }

    private mutating func emitName(_ name: SwiftName, as position: SwiftName.Position) {
        if name.needsBackticks(as: position) {
            emitByte(UInt8(ascii: "`"))
            emitText(name.text)
            emitByte(UInt8(ascii: "`"))
        } else {
            emitText(name.text)
        }
    }

    private mutating func emitInteger(_ value: Int) {
        if value < 0 { emitByte(UInt8(ascii: "-")) }
        emitDigits(UInt(value.magnitude), radix: 10)
    }

    /// The digits of `value` in `radix` (10 or 16, upper case), without leading zeros.
    private mutating func emitDigits(_ value: UInt, radix: UInt) {
        var digits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
            0, 0, 0, 0, 0, 0, 0, 0
        )
        withUnsafeMutableBytes(of: &digits) { text in
            var position = text.count
            var rest = value
            repeat {
                let digit = UInt8(rest % radix)
                position -= 1
                text[position] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10
                rest /= radix
            } while rest > 0
            emitBytes(UnsafeRawBufferPointer(rebasing: text[position...]).assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Cuts the buffer back to `mark`, undoing what an attempt wrote.
    private mutating func truncate(to mark: Int) {
        used = mark
    }

    /// The columns left on a line at the current indentation.
    private var available: Int { Self.lineWidth - level * Self.indentUnit.utf8.count }

    /// The columns the current line's text takes so far.
    private var lineWidthSoFar: Int { used - lineStart }

    // MARK: - Comments and string literals

    /// Comment text with every character that is unsafe in a comment (see
    /// ``SwiftText/commentLine(_:)``) written as a space.
    private mutating func emitCommentText(_ text: String) {
        if Self.isPrintableASCII(text) {
            emitText(text)
            return
        }
        for scalar in text.unicodeScalars {
            emitScalar(SwiftText.isUnsafeInComment(scalar) ? " " : scalar)
        }
    }

    /// The `///` lines of a documentation comment (see ``SwiftText/documentationLines(_:)``):
    /// `\n`, `\r\n` and `\r` start new lines, and unsafe characters become spaces.
    private mutating func documentation(_ text: String) {
        if Self.isPrintableASCII(text) {
            startLine()
            if text.isEmpty {
                emit("///")
            } else {
                emit("/// ")
                emitText(text)
            }
            endLine()
            return
        }
        startLine()
        emit("///")
        var lineIsEmpty = true
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                endLine()
                startLine()
                emit("///")
                lineIsEmpty = true
                continue
            }
            if lineIsEmpty {
                emitByte(UInt8(ascii: " "))
                lineIsEmpty = false
            }
            emitScalar(SwiftText.isUnsafeInComment(scalar) ? " " : scalar)
        }
        endLine()
    }

    /// A string literal, escaped as ``SwiftText/stringLiteral(_:)`` escapes it.
    private mutating func emitStringLiteral(_ value: String) {
        emitByte(UInt8(ascii: "\""))
        if Self.needsNoEscapes(value) {
            emitText(value)
        } else {
            for scalar in value.unicodeScalars { emitEscaped(scalar) }
        }
        emitByte(UInt8(ascii: "\""))
    }

    /// A multi-line string literal from the current position: the opening delimiter ends the
    /// line, each line of `value` gets a line of its own one level deeper, and the closing
    /// delimiter, followed by `suffix`, sets that level as the literal's indentation. Quotes
    /// are escaped, so no run of three closes the literal early.
    private mutating func emitMultilineStringLiteral(_ value: String, suffix: String) {
        emit("\"\"\"")
        endLine()
        level += 1
        // One pass over the text, a line at a time; an empty line (between two line breaks, or
        // after the last) is written without indentation. A line break is a "\n" character:
        // "\r\n" is one character, not a break, and stays on its line escaped.
        var lineStarted = false
        var previous: Unicode.Scalar = "\0"
        for scalar in value.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous != "\r" {
                if lineStarted { endLine() } else { emptyLine() }
                lineStarted = false
                continue
            }
            if !lineStarted {
                startLine()
                lineStarted = true
            }
            emitEscaped(scalar)
        }
        if lineStarted { endLine() } else { emptyLine() }
        startLine()
        emit("\"\"\"")
        emitText(suffix)
        endLine()
        level -= 1
    }

    /// One character of a string literal's text, escaped when it must be.
    private mutating func emitEscaped(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "\"": emit("\\\"")
        case "\\": emit("\\\\")
        case "\n": emit("\\n")
        case "\r": emit("\\r")
        case "\t": emit("\\t")
        case "\0": emit("\\0")
        default:
            if scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F {
                emitByte(UInt8(scalar.value))
            } else {
                emit("\\u{")
                emitDigits(UInt(scalar.value), radix: 16)
                emitByte(UInt8(ascii: "}"))
            }
        }
    }

    private mutating func emitScalar(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            emitByte(UInt8(scalar.value))
        } else {
            for byte in UTF8.encode(scalar)! { emitByte(byte) }
        }
    }

    /// Whether `text` is only printable ASCII (no control characters, no line breaks).
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var printable = true
            for byte in bytes { printable = printable && byte >= 0x20 && byte < 0x7F }
            return printable
        } ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether `text` is only printable ASCII without quotes or backslashes: its string literal
    /// is the text in quotes.
    private static func needsNoEscapes(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var plain = true
            for byte in bytes { plain = plain && byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C }
            return plain
        } ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    }

    // MARK: - Declarations

    /// What decides the blank line between two members.
    enum MemberKind: Sendable {
        case enumCase, `import`, variable(hasGetter: Bool), other

        init(_ declaration: SwiftDeclaration) {
            switch declaration.kind {
            case .enumCase: self = .enumCase
            case .import: self = .import
            case .variable(let variable): self = .variable(hasGetter: variable.getter != nil)
            default: self = .other
            }
        }
    }

    /// Members of a type or the file, with blank lines between them except within runs of
    /// enum cases or stored properties.
    private mutating func members(_ declarations: [SwiftDeclaration]) {
        var previous: MemberKind?
        for declaration in declarations {
            let kind = MemberKind(declaration)
            if let previous, Self.needsBlankLine(between: previous, and: kind) { emptyLine() }
            self.declaration(declaration)
            previous = kind
        }
    }

    private static func needsBlankLine(between first: MemberKind, and second: MemberKind) -> Bool {
        switch (first, second) {
        case (.enumCase, .enumCase), (.import, .import): return false
        case (.variable(let a), .variable(let b)): return a || b
        default: return true
        }
    }

    /// The documentation of `declaration` and, with `attributes`, its attributes, one a line.
    private mutating func leadingLines(of declaration: SwiftDeclaration, attributes: Bool) {
        if let documentation = declaration.documentation { self.documentation(documentation) }
        guard attributes else { return }
        for attribute in declaration.attributes {
            startLine()
            self.attribute(attribute)
            endLine()
        }
    }

    private mutating func declaration(_ declaration: SwiftDeclaration) {
        let isVariable: Bool
        if case .variable = declaration.kind { isVariable = true } else { isVariable = false }
        // A variable's attributes share its line.
        leadingLines(of: declaration, attributes: !isVariable)
        switch declaration.kind {
        case .ifConfig(let block):
            ifConfig(block) { renderer, declarations in renderer.members(declarations) }
            return
        case .mark(let title):
            startLine()
            emit("// MARK: - ")
            emitCommentText(title)
            endLine()
            return
        default: break
        }
        // The declaration's first line: attributes of a variable, then the modifiers.
        startLine()
        if isVariable {
            for attribute in declaration.attributes {
                self.attribute(attribute)
                emitByte(UInt8(ascii: " "))
            }
        }
        modifiers(declaration.modifiers)
        switch declaration.kind {
        case .type(let type): typeDeclaration(type)
        case .enumCase(let name, let parameters):
            emit("case ")
            emitName(name, as: .identifier)
            if !parameters.isEmpty {
                emitByte(UInt8(ascii: "("))
                parameterList(parameters)
                emitByte(UInt8(ascii: ")"))
            }
            endLine()
        case .function(let function): self.function(function)
        case .initializer(let initializer):
            emit("init")
            if initializer.isFailable { emitByte(UInt8(ascii: "?")) }
            signature(
                initializer.parameters, effects: initializer.effects, result: nil, body: initializer.body)
        case .variable(let variable): self.variable(variable)
        case .typealias(let name, let type):
            emit("typealias ")
            emitName(name, as: .identifier)
            emit(" = ")
            self.type(type)
            endLine()
        case .import(let module):
            emit("import ")
            emitName(module, as: .identifier)
            endLine()
        case .ifConfig, .mark: break
        }
    }

    /// Declaration modifiers, each followed by a space, in ``SwiftModifier``'s order.
    private mutating func modifiers(_ modifiers: [SwiftModifier]) {
        let inOrder = zip(modifiers, modifiers.dropFirst()).allSatisfy {
            Self.modifierOrder($0) <= Self.modifierOrder($1)
        }
        let ordered =
            inOrder ? modifiers : modifiers.sorted { Self.modifierOrder($0) < Self.modifierOrder($1) }
        for modifier in ordered {
            emitText(modifier.rawValue)
            emitByte(UInt8(ascii: " "))
        }
    }

    private static func modifierOrder(_ modifier: SwiftModifier) -> Int {
        SwiftModifier.allCases.firstIndex(of: modifier) ?? 0
    }

    private mutating func attribute(_ attribute: SwiftAttribute) {
        switch attribute {
        case .named(let type, let arguments):
            emitByte(UInt8(ascii: "@"))
            self.type(type)
            if let arguments {
                emitByte(UInt8(ascii: "("))
                for (index, argument) in arguments.enumerated() {
                    if index > 0 { emit(", ") }
                    if let label = argument.label {
                        emitName(label, as: .callLabel)
                        emit(": ")
                    }
                    inlineUnbounded(argument.value)
                }
                emitByte(UInt8(ascii: ")"))
            }
        case .available(let platforms):
            emit("@available(")
            availabilityList(platforms)
            emitByte(UInt8(ascii: ")"))
        }
    }

    /// `struct Name<T>: Conformances`, the part of a type declaration before its members.
    private mutating func typeHeader(_ type: SwiftTypeDeclaration) {
        emitText(type.keyword.rawValue)
        emitByte(UInt8(ascii: " "))
        self.type(type.name)
        genericParameters(type.genericParameters)
        if !type.inheritance.isEmpty {
            emit(": ")
            typeList(type.inheritance)
        }
    }

    private mutating func typeDeclaration(_ type: SwiftTypeDeclaration) {
        typeHeader(type)
        if type.members.isEmpty {
            emit(" {}")
            endLine()
            return
        }
        emit(" {")
        endLine()
        level += 1
        members(type.members)
        level -= 1
        line("}")
    }

    private mutating func genericParameters(_ parameters: [SwiftGenericParameter]) {
        guard !parameters.isEmpty else { return }
        emitByte(UInt8(ascii: "<"))
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { emit(", ") }
            emitName(parameter.name, as: .identifier)
            if let constraint = parameter.constraint {
                emit(": ")
                type(constraint)
            }
        }
        emitByte(UInt8(ascii: ">"))
    }

    private mutating func function(_ function: SwiftFunction) {
        emit("func ")
        emitName(function.name, as: .identifier)
        if function.name.isOperator { emitByte(UInt8(ascii: " ")) }
        genericParameters(function.genericParameters)
        signature(
            function.parameters, effects: function.effects, result: function.result, body: function.body)
    }

    /// The parameters and the rest of a signature after its head (already on the line), then
    /// the body: the parameters on the header's line when it fits, else one per line.
    private mutating func signature(
        _ parameters: [SwiftParameter], effects: Effects, result: SwiftType?, body: [SwiftStatement]?
    ) {
        let headEnd = used
        emitByte(UInt8(ascii: "("))
        parameterList(parameters)
        emitByte(UInt8(ascii: ")"))
        signatureTail(effects: effects, result: result)
        if lineWidthSoFar + 2 <= available || parameters.isEmpty {
            guard let body else { return endLine() }
            return self.body(body)
        }
        truncate(to: headEnd)
        emitByte(UInt8(ascii: "("))
        endLine()
        level += 1
        for (index, parameter) in parameters.enumerated() {
            startLine()
            self.parameter(parameter)
            if index < parameters.count - 1 { emitByte(UInt8(ascii: ",")) }
            endLine()
        }
        level -= 1
        startLine()
        emitByte(UInt8(ascii: ")"))
        signatureTail(effects: effects, result: result)
        guard let body else { return endLine() }
        if body.isEmpty {
            emit(" {}")
            return endLine()
        }
        emit(" {")
        endLine()
        indentedStatements(body)
        line("}")
    }

    private mutating func signatureTail(effects: Effects, result: SwiftType?) {
        self.effects(effects)
        if let result {
            emit(" -> ")
            type(result)
        }
    }

    /// ` { body }` after the header on the current line when the body is one short statement,
    /// ` {}` when it is empty, else a block.
    private mutating func body(_ body: [SwiftStatement]) {
        if body.isEmpty {
            emit(" {}")
            endLine()
            return
        }
        block(body)
    }

    /// ` { statement }` after the header on the current line when `statements` is one statement
    /// that fits there, else a block of them on lines of their own.
    private mutating func block(_ statements: [SwiftStatement]) {
        if statements.count == 1 {
            let mark = used
            let budget = available - lineWidthSoFar - 5
            emit(" { ")
            if inlineStatementFits(statements[0], budget: budget) {
                emit(" }")
                endLine()
                return
            }
            truncate(to: mark)
        }
        emit(" {")
        endLine()
        indentedStatements(statements)
        line("}")
    }

    private mutating func variable(_ variable: SwiftVariable) {
        emit(variable.isMutable ? "var " : "let ")
        emitName(variable.name, as: .identifier)
        if let type = variable.type {
            emit(": ")
            self.type(type)
        }
        if let getter = variable.getter {
            body(getter)
        } else if let observer = variable.didSet {
            if let value = variable.initialValue {
                emit(" = ")
                expression(value, suffix: " {")
            } else {
                emit(" {")
                endLine()
            }
            level += 1
            startLine()
            emit("didSet")
            body(observer)
            level -= 1
            line("}")
        } else if let value = variable.initialValue {
            emit(" = ")
            expression(value, suffix: "")
        } else {
            endLine()
        }
    }

    private mutating func parameterList(_ parameters: [SwiftParameter]) {
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { emit(", ") }
            self.parameter(parameter)
        }
    }

    private mutating func parameter(_ parameter: SwiftParameter) {
        if let name = parameter.name {
            switch parameter.label {
            case .same: emitName(name, as: .declarationLabel)
            case .none:
                emit("_ ")
                emitName(name, as: .identifier)
            case .distinct(let label):
                emitName(label, as: .declarationLabel)
                emitByte(UInt8(ascii: " "))
                emitName(name, as: .identifier)
            }
            emit(": ")
        }
        for attribute in parameter.attributes {
            self.attribute(attribute)
            emitByte(UInt8(ascii: " "))
        }
        if parameter.isInout { emit("inout ") }
        type(parameter.type)
        if let value = parameter.defaultValue {
            emit(" = ")
            inlineUnbounded(value)
        }
    }

    private mutating func effects(_ effects: Effects) {
        if effects.contains(.async) { emit(" async") }
        if effects.contains(.throws) { emit(" throws") }
    }

    private mutating func availabilityList(_ platforms: [SwiftAvailability]) {
        for availability in platforms {
            emitText(availability.platform.rawValue)
            emitByte(UInt8(ascii: " "))
            for (index, component) in availability.version.enumerated() {
                if index > 0 { emitByte(UInt8(ascii: ".")) }
                emitInteger(component)
            }
            emit(", ")
        }
        emitByte(UInt8(ascii: "*"))
    }

    // MARK: - Types

    private mutating func type(_ type: SwiftType) {
        switch type {
        case .named(let components):
            for (index, component) in components.enumerated() {
                if index > 0 { emitByte(UInt8(ascii: ".")) }
                // A later component keeps `Type` as written: `T.Type` is a metatype.
                emitName(component.name, as: index == 0 ? .type : .identifier)
                if !component.genericArguments.isEmpty {
                    emitByte(UInt8(ascii: "<"))
                    typeList(component.genericArguments)
                    emitByte(UInt8(ascii: ">"))
                }
            }
        case .optional(let wrapped):
            switch wrapped {
            case .function, .opaque, .existential:
                emitByte(UInt8(ascii: "("))
                self.type(wrapped)
                emit(")?")
            default:
                self.type(wrapped)
                emitByte(UInt8(ascii: "?"))
            }
        case .array(let element):
            emitByte(UInt8(ascii: "["))
            self.type(element)
            emitByte(UInt8(ascii: "]"))
        case .dictionary(let key, let value):
            emitByte(UInt8(ascii: "["))
            self.type(key)
            emit(": ")
            self.type(value)
            emitByte(UInt8(ascii: "]"))
        case .function(let parameters, let result, let effects):
            emitByte(UInt8(ascii: "("))
            typeList(parameters)
            emitByte(UInt8(ascii: ")"))
            self.effects(effects)
            emit(" -> ")
            self.type(result)
        case .opaque(let constraint):
            emit("some ")
            self.type(constraint)
        case .existential(let constraint):
            emit("any ")
            self.type(constraint)
        case .selfType: emit("Self")
        case .anyType: emit("Any")
        case .tuple(let elements):
            emitByte(UInt8(ascii: "("))
            typeList(elements)
            emitByte(UInt8(ascii: ")"))
        }
    }

    private mutating func typeList(_ types: [SwiftType]) {
        for (index, type) in types.enumerated() {
            if index > 0 { emit(", ") }
            self.type(type)
        }
    }

    /// The text of a type, for the rare suffix that must be known before its line is written.
    private static func typeText(_ type: SwiftType) -> String {
        var renderer = SwiftRenderer()
        renderer.type(type)
        return renderer.text
    }

    // MARK: - Statements

    private mutating func statements(_ statements: [SwiftStatement]) {
        for statement in statements { self.statement(statement) }
    }

    private mutating func indentedStatements(_ statements: [SwiftStatement]) {
        level += 1
        self.statements(statements)
        level -= 1
    }

    private mutating func statement(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let value):
            startLine()
            expression(value, suffix: "")
        case .declaration(let declaration): self.declaration(declaration)
        case .assignment(let target, let value):
            startLine()
            inlineUnbounded(target)
            emit(" = ")
            expression(value, suffix: "")
        case .discard(let value):
            startLine()
            emit("_ = ")
            expression(value, suffix: "")
        case .return(let value?):
            startLine()
            emit("return ")
            expression(value, suffix: "")
        case .return(nil): line("return")
        case .break: line("break")
        case .continue: line("continue")
        case .throw(let value):
            startLine()
            emit("throw ")
            expression(value, suffix: "")
        case .if(let branches, let elseBody):
            for (index, branch) in branches.enumerated() {
                startLine()
                emit(index == 0 ? "if " : "} else if ")
                conditions(branch.conditions)
                emit(" {")
                endLine()
                indentedStatements(branch.body)
            }
            if let elseBody {
                line("} else {")
                indentedStatements(elseBody)
            }
            line("}")
        case .guard(let conditions, let elseBody):
            startLine()
            emit("guard ")
            self.conditions(conditions)
            emit(" else")
            block(elseBody)
        case .switch(let subject, let cases):
            startLine()
            emit("switch ")
            inlineUnbounded(subject)
            emit(" {")
            endLine()
            for switchCase in cases {
                startLine()
                if switchCase.patterns.isEmpty {
                    emit("default:")
                } else {
                    emit("case ")
                    for (index, pattern) in switchCase.patterns.enumerated() {
                        if index > 0 { emit(", ") }
                        self.pattern(pattern)
                    }
                    emitByte(UInt8(ascii: ":"))
                }
                endLine()
                // Swift requires a statement in every case; a case that does nothing says so.
                indentedStatements(switchCase.body.isEmpty ? [.break] : switchCase.body)
            }
            line("}")
        case .for(let pattern, let sequence, let condition, let body):
            startLine()
            emit("for ")
            self.pattern(pattern)
            emit(" in ")
            inlineUnbounded(sequence)
            if let condition {
                emit(" where ")
                inlineUnbounded(condition)
            }
            emit(" {")
            endLine()
            indentedStatements(body)
            line("}")
        case .while(let conditions, let body):
            startLine()
            emit("while ")
            self.conditions(conditions)
            emit(" {")
            endLine()
            indentedStatements(body)
            line("}")
        case .ifConfig(let block):
            ifConfig(block) { renderer, statements in renderer.statements(statements) }
        case .doCatch(let body, let handler):
            line("do {")
            indentedStatements(body)
            if handler.isEmpty {
                line("} catch {}")
            } else {
                line("} catch {")
                indentedStatements(handler)
                line("}")
            }
        }
    }

    private mutating func conditions(_ conditions: [SwiftCondition]) {
        for (index, condition) in conditions.enumerated() {
            if index > 0 { emit(", ") }
            switch condition {
            case .expression(let value): inlineUnbounded(value)
            case .optionalBinding(let name, let value):
                emit("let ")
                emitName(name, as: .identifier)
                if let value {
                    emit(" = ")
                    inlineUnbounded(value)
                }
            case .matches(let pattern, let value):
                emit("case ")
                self.pattern(pattern)
                emit(" = ")
                inlineUnbounded(value)
            case .available(let platforms):
                emit("#available(")
                availabilityList(platforms)
                emitByte(UInt8(ascii: ")"))
            }
        }
    }

    private mutating func pattern(_ pattern: SwiftPattern) {
        switch pattern {
        case .wildcard: emitByte(UInt8(ascii: "_"))
        case .binding(let name):
            emit("let ")
            emitName(name, as: .identifier)
        case .name(let name): emitName(name, as: .identifier)
        case .enumCase(let name, let payload):
            emitByte(UInt8(ascii: "."))
            emitName(name, as: .member)
            if let payload { patternList(payload) }
        case .expression(let value): inlineUnbounded(value)
        case .tuple(let elements): patternList(elements)
        }
    }

    /// `(a, b)`: patterns in parentheses, separated by commas.
    private mutating func patternList(_ patterns: [SwiftPattern]) {
        emitByte(UInt8(ascii: "("))
        for (index, element) in patterns.enumerated() {
            if index > 0 { emit(", ") }
            pattern(element)
        }
        emitByte(UInt8(ascii: ")"))
    }

    private mutating func ifConfig<Element>(
        _ block: SwiftIfConfig<Element>, body: (inout SwiftRenderer, [Element]) -> Void
    ) {
        for (index, branch) in block.branches.enumerated() {
            conditionLine(index == 0 ? "#if " : "#elseif ", branch.condition)
            body(&self, branch.body)
        }
        if let elseBody = block.elseBody {
            line("#else")
            body(&self, elseBody)
        }
        line("#endif")
    }

    /// `#if condition` or `#elseif condition`, a line of its own.
    private mutating func conditionLine(_ keyword: StaticString, _ condition: SwiftCompilationCondition) {
        startLine()
        emit(keyword)
        self.condition(condition)
        endLine()
    }

    private mutating func condition(_ condition: SwiftCompilationCondition, nested: Bool = false) {
        switch condition {
        case .os(let platform):
            emit("os(")
            emitText(platform.rawValue)
            emitByte(UInt8(ascii: ")"))
        case .canImport(let module):
            emit("canImport(")
            emitName(module, as: .identifier)
            emitByte(UInt8(ascii: ")"))
        case .not(let inner):
            emitByte(UInt8(ascii: "!"))
            self.condition(inner, nested: true)
        case .any(let parts): conditionList(parts, separator: " || ", nested: nested)
        case .all(let parts): conditionList(parts, separator: " && ", nested: nested)
        }
    }

    private mutating func conditionList(
        _ parts: [SwiftCompilationCondition], separator: StaticString, nested: Bool
    ) {
        let parenthesized = nested && parts.count > 1
        if parenthesized { emitByte(UInt8(ascii: "(")) }
        for (index, part) in parts.enumerated() {
            if index > 0 { emit(separator) }
            condition(part, nested: true)
        }
        if parenthesized { emitByte(UInt8(ascii: ")")) }
    }

    // MARK: - Expressions on several lines

    /// Writes the expression after what the current line holds, then `suffix`, on one line
    /// when it fits, else broken up; ends the line.
    private mutating func expression(_ value: SwiftExpression, suffix: String) {
        let mark = used
        if inlineFits(value, budget: available - lineWidthSoFar - suffix.utf8.count) {
            emitText(suffix)
            endLine()
            return
        }
        truncate(to: mark)
        switch value {
        case .call(.closure(let closure), let arguments, let trailing)
        where arguments.isEmpty && trailing.isEmpty:
            // An immediately called closure (a stored property's initial value): its body on
            // lines of their own, called after the closing brace.
            expression(.closure(closure), suffix: "()" + suffix)
        case .call(let callee, let arguments, let trailing):
            inlineUnbounded(callee)
            call(arguments, trailing, suffix: suffix)
        case .multilineString(let text):
            emitMultilineStringLiteral(text, suffix: suffix)
        case .closure(let closure):
            emitByte(UInt8(ascii: "{"))
            closureSignature(closure)
            endLine()
            indentedStatements(closure.body)
            closingLine("}", suffix: suffix)
        case .modifierChain(let base, let modifiers):
            expression(base, suffix: "")
            level += 1
            self.modifiers(modifiers, suffix: suffix)
            level -= 1
        case .array(let elements):
            emitByte(UInt8(ascii: "["))
            endLine()
            level += 1
            for element in elements {
                startLine()
                expression(element, suffix: ",")
            }
            level -= 1
            closingLine("]", suffix: suffix)
        case .dictionary(let elements) where !elements.isEmpty:
            emitByte(UInt8(ascii: "["))
            endLine()
            level += 1
            for element in elements {
                startLine()
                inlineUnbounded(element.key)
                emit(": ")
                expression(element.value, suffix: ",")
            }
            level -= 1
            closingLine("]", suffix: suffix)
        case .tuple(let arguments):
            call(arguments, [], suffix: suffix)
        case .member(let base, let name):
            expression(base, suffix: "." + name.spelling(as: .member) + suffix)
        case .optionalMember(let base, let name):
            expression(base, suffix: "?." + name.spelling(as: .member) + suffix)
        case .forceUnwrap(let base):
            expression(base, suffix: "!" + suffix)
        case .try(let operand, let kind):
            emit(Self.tryKeyword(kind))
            emitByte(UInt8(ascii: " "))
            expression(operand, suffix: suffix)
        case .await(let operand):
            emit("await ")
            expression(operand, suffix: suffix)
        case .prefix(let op, let operand):
            emitText(op.rawValue)
            expression(operand, suffix: suffix)
        case .cast(let operand, let type):
            expression(operand, suffix: " as " + Self.typeText(type) + suffix)
        case .conditionalCast(let operand, let type):
            expression(operand, suffix: " as? " + Self.typeText(type) + suffix)
        case .binary(let lhs, let op, let rhs):
            inlineUnbounded(lhs, parenthesizeBinary: true)
            emitByte(UInt8(ascii: " "))
            emitText(op.rawValue)
            emitByte(UInt8(ascii: " "))
            expression(Self.needsParentheses(rhs) ? .tuple([SwiftArgument(rhs)]) : rhs, suffix: suffix)
        default:
            // These expressions have no form on several lines. One whose parts have no one-line
            // form either (a subscript whose argument is a closure of several statements) is
            // written on one line with those parts as `multilineFallback` writes them: asking
            // `inlineUnbounded` would come back here for the same expression, without end.
            let saved = (limit, forcesOneLine)
            (limit, forcesOneLine) = (Int.max, true)
            _ = inline(value)
            (limit, forcesOneLine) = saved
            emitText(suffix)
            endLine()
        }
    }

    /// A line of its own with `text` and `suffix`.
    private mutating func closingLine(_ text: StaticString, suffix: String) {
        startLine()
        emit(text)
        emitText(suffix)
        endLine()
    }

    /// The arguments and trailing closures of a call whose callee is already on the line.
    private mutating func call(
        _ arguments: [SwiftArgument], _ trailing: [SwiftTrailingClosure], suffix: String
    ) {
        if arguments.isEmpty {
            if trailing.isEmpty { emit("()") }
        } else {
            let mark = used
            // The closing parenthesis is not counted against the line.
            if !inlineArgumentsFit(arguments, budget: available - lineWidthSoFar - 4) {
                truncate(to: mark)
                emitByte(UInt8(ascii: "("))
                endLine()
                level += 1
                for (index, argument) in arguments.enumerated() {
                    startLine()
                    if let label = argument.label {
                        emitName(label, as: .callLabel)
                        emit(": ")
                    }
                    expression(argument.value, suffix: index < arguments.count - 1 ? "," : "")
                }
                level -= 1
                startLine()
            }
            emitByte(UInt8(ascii: ")"))
        }
        guard !trailing.isEmpty else {
            emitText(suffix)
            endLine()
            return
        }
        for (index, closure) in trailing.enumerated() {
            if index == 0 {
                emit(" {")
            } else {
                startLine()
                emit("} ")
                if let label = closure.label {
                    emitName(label, as: .callLabel)
                    emit(": ")
                }
                emitByte(UInt8(ascii: "{"))
            }
            closureSignature(closure.closure)
            endLine()
            indentedStatements(closure.closure.body)
        }
        closingLine("}", suffix: suffix)
    }

    private mutating func closureSignature(_ closure: SwiftClosure) {
        guard !closure.parameters.isEmpty else { return }
        emitByte(UInt8(ascii: " "))
        for (index, parameter) in closure.parameters.enumerated() {
            if index > 0 { emit(", ") }
            switch parameter {
            case .named(let name): emitName(name, as: .identifier)
            case .ignored: emitByte(UInt8(ascii: "_"))
            }
        }
        emit(" in")
    }

    /// One modifier per line; `suffix` ends the last line (on a line of its own after `#endif`).
    private mutating func modifiers(_ modifiers: [SwiftModifierElement], suffix: String = "") {
        for (index, element) in modifiers.enumerated() {
            let isLast = index == modifiers.count - 1
            switch element {
            case .modifier(let name, let arguments, let trailing):
                startLine()
                emitByte(UInt8(ascii: "."))
                emitName(name, as: .member)
                call(arguments, trailing, suffix: isLast ? suffix : "")
            case .conditional(let block):
                ifConfig(block) { renderer, modifiers in renderer.modifiers(modifiers) }
                if isLast && !suffix.isEmpty {
                    startLine()
                    emitText(suffix)
                    endLine()
                }
            }
        }
    }

    // MARK: - Expressions on one line

    /// Writes the expression on one line; false, with the buffer to be cut back by the caller,
    /// when it does not fit in `budget` columns or cannot be written on one line.
    private mutating func inlineFits(_ value: SwiftExpression, budget: Int) -> Bool {
        guard budget > 0 else { return false }
        let saved = limit
        limit = used + budget
        let fits = inline(value) && used <= limit
        limit = saved
        return fits
    }

    /// Writes `(arguments` on one line, without the closing parenthesis; false, with the buffer
    /// to be cut back by the caller, when it does not fit in `budget` columns.
    private mutating func inlineArgumentsFit(_ arguments: [SwiftArgument], budget: Int) -> Bool {
        let saved = limit
        limit = used + budget
        emitByte(UInt8(ascii: "("))
        let fits = argumentList(arguments) && used <= limit
        limit = saved
        return fits
    }

    /// Writes the statement on one line; false, with the buffer to be cut back by the caller,
    /// when it does not fit in `budget` columns or cannot be written on one line.
    private mutating func inlineStatementFits(_ statement: SwiftStatement, budget: Int) -> Bool {
        let saved = limit
        limit = used + budget
        let fits = inlineStatement(statement) && used <= limit
        limit = saved
        return fits
    }

    /// Writes the expression on one line however long, for places that are never broken up.
    private mutating func inlineUnbounded(_ value: SwiftExpression, parenthesizeBinary: Bool = false) {
        let parenthesized = parenthesizeBinary && Self.needsParentheses(value)
        if parenthesized { emitByte(UInt8(ascii: "(")) }
        let mark = used
        let saved = limit
        limit = Int.max
        if !inline(value) {
            truncate(to: mark)
            multilineFallback(value)
        }
        limit = saved
        if parenthesized { emitByte(UInt8(ascii: ")")) }
    }

    /// A one-line rendering of an expression that has no one-line form, used only where Swift
    /// needs a single line (a `switch` subject, a condition): its lines, without their
    /// indentation, joined with spaces.
    private mutating func multilineFallback(_ value: SwiftExpression) {
        var renderer = SwiftRenderer()
        renderer.writesStringsOnOneLine = true
        renderer.startLine()
        renderer.expression(value, suffix: "")
        let lines = UnsafeBufferPointer(start: renderer.storage, count: renderer.used)
        for (index, line) in lines.split(separator: UInt8(ascii: "\n")).enumerated() {
            if index > 0 { emitByte(UInt8(ascii: " ")) }
            emitBytes(UnsafeBufferPointer(rebasing: line.drop { $0 == UInt8(ascii: " ") }))
        }
    }

    private static func needsParentheses(_ value: SwiftExpression) -> Bool {
        switch value {
        case .binary, .ternary, .cast, .conditionalCast, .try, .await: true
        default: false
        }
    }

    private static func tryKeyword(_ kind: TryKind) -> StaticString {
        switch kind {
        case .plain: "try"
        case .optional: "try?"
        case .forced: "try!"
        }
    }

    /// Whether the line has not grown past the limit of the attempt.
    private var withinLimit: Bool { used <= limit }

    /// `a, b: c`; false when some argument has no one-line form or the line grows past the
    /// limit.
    private mutating func argumentList(_ arguments: [SwiftArgument]) -> Bool {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { emit(", ") }
            if let label = argument.label {
                emitName(label, as: .callLabel)
                emit(": ")
            }
            guard inline(argument.value), withinLimit else { return false }
        }
        return true
    }

    /// Writes the one-line text; false when some part has no one-line form or the line grows
    /// past ``limit`` (checked as parts are added, so long expressions are abandoned early).
    private mutating func inline(_ value: SwiftExpression) -> Bool {
        switch value {
        case .name(let name): emitName(name, as: .identifier)
        case .selfReference: emit("self")
        case .delegatingInitializer: emit("self.init")
        case .selfType: emit("Self")
        case .type(let type): self.type(type)
        case .metatype(let type):
            switch type {
            case .optional, .array, .dictionary, .function:
                emitByte(UInt8(ascii: "("))
                self.type(type)
                emit(").self")
            default:
                self.type(type)
                emit(".self")
            }
        case .projected(let name):
            emitByte(UInt8(ascii: "$"))
            emitText(name.text)
        case .backing(let name):
            emitByte(UInt8(ascii: "_"))
            emitText(name.text)
        case .implicitMember(let name):
            emitByte(UInt8(ascii: "."))
            emitName(name, as: .member)
        case .member(let base, let name):
            guard postfixOperand(base) else { return false }
            emitByte(UInt8(ascii: "."))
            emitName(name, as: .member)
        case .optionalMember(let base, let name):
            guard postfixOperand(base) else { return false }
            emit("?.")
            emitName(name, as: .member)
        case .call(let callee, let arguments, let trailing):
            guard postfixOperand(callee), callTail(arguments, trailing) else { return false }
        case .subscript(let base, let arguments):
            guard postfixOperand(base) else { return false }
            emitByte(UInt8(ascii: "["))
            guard argumentList(arguments) else { return false }
            emitByte(UInt8(ascii: "]"))
        case .closure(let closure):
            guard inlineClosure(closure) else { return false }
        case .string(let text): emitStringLiteral(text)
        case .multilineString(let text):
            guard forcesOneLine || writesStringsOnOneLine else { return false }
            emitStringLiteral(text)
        case .integer(let number): emitInteger(number)
        case .number(let number): emitText(number.text)
        case .boolean(let flag): emit(flag ? "true" : "false")
        case .nil: emit("nil")
        case .array(let elements):
            emitByte(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { emit(", ") }
                guard inline(element), withinLimit else { return false }
            }
            emitByte(UInt8(ascii: "]"))
        case .dictionary(let elements):
            if elements.isEmpty {
                emit("[:]")
                break
            }
            emitByte(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { emit(", ") }
                guard inline(element.key) else { return false }
                emit(": ")
                guard inline(element.value), withinLimit else { return false }
            }
            emitByte(UInt8(ascii: "]"))
        case .tuple(let arguments):
            emitByte(UInt8(ascii: "("))
            guard argumentList(arguments) else { return false }
            emitByte(UInt8(ascii: ")"))
        case .binary(let lhs, let op, let rhs):
            guard operand(lhs) else { return false }
            emitByte(UInt8(ascii: " "))
            emitText(op.rawValue)
            emitByte(UInt8(ascii: " "))
            guard operand(rhs) else { return false }
        case .prefix(let op, let operand):
            emitText(op.rawValue)
            guard self.operand(operand) else { return false }
        case .forceUnwrap(let operand):
            guard postfixOperand(operand) else { return false }
            emitByte(UInt8(ascii: "!"))
        case .try(let operand, let kind):
            emit(Self.tryKeyword(kind))
            emitByte(UInt8(ascii: " "))
            guard inline(operand) else { return false }
        case .await(let operand):
            emit("await ")
            guard inline(operand) else { return false }
        case .ternary(let condition, let then, let otherwise):
            guard operand(condition) else { return false }
            emit(" ? ")
            guard inline(then), withinLimit else { return false }
            emit(" : ")
            guard inline(otherwise) else { return false }
        case .keyPath(let root, let path):
            emitByte(UInt8(ascii: "\\"))
            if let root { type(root) }
            for name in path {
                emitByte(UInt8(ascii: "."))
                emitName(name, as: .member)
            }
        case .cast(let operand, let type):
            guard inline(operand) else { return false }
            emit(" as ")
            self.type(type)
        case .conditionalCast(let operand, let type):
            guard inline(operand) else { return false }
            emit(" as? ")
            self.type(type)
        case .tupleElement(let base, let index):
            guard postfixOperand(base) else { return false }
            emitByte(UInt8(ascii: "."))
            emitInteger(index)
        case .partialRangeFrom(let lower):
            guard postfixOperand(lower) else { return false }
            emit("...")
        case .modifierChain(let base, let modifiers):
            // A chain of one unconditional modifier may stay on the line of its view.
            guard modifiers.count == 1, case .modifier(let name, let arguments, let trailing) = modifiers[0]
            else {
                guard forcesOneLine else { return false }
                multilineFallback(value)
                break
            }
            guard postfixOperand(base) else { return false }
            emitByte(UInt8(ascii: "."))
            emitName(name, as: .member)
            guard callTail(arguments, trailing) else { return false }
        }
        return withinLimit
    }

    /// The arguments and trailing closures of a call on one line, after its callee.
    private mutating func callTail(_ arguments: [SwiftArgument], _ trailing: [SwiftTrailingClosure]) -> Bool {
        if !arguments.isEmpty || trailing.isEmpty {
            emitByte(UInt8(ascii: "("))
            guard argumentList(arguments) else { return false }
            emitByte(UInt8(ascii: ")"))
        }
        for (index, closure) in trailing.enumerated() {
            emitByte(UInt8(ascii: " "))
            if index > 0, let label = closure.label {
                emitName(label, as: .callLabel)
                emit(": ")
            }
            guard inlineClosure(closure.closure), withinLimit else { return false }
        }
        return true
    }

    /// An operand of an operator, parenthesized when it is itself an operator expression.
    private mutating func operand(_ value: SwiftExpression) -> Bool {
        guard Self.needsParentheses(value) else { return inline(value) }
        emitByte(UInt8(ascii: "("))
        guard inline(value) else { return false }
        emitByte(UInt8(ascii: ")"))
        return true
    }

    /// An operand followed by a postfix (`.x`, `(...)`, `!`), parenthesized when it is an
    /// operator expression or a closure.
    private mutating func postfixOperand(_ value: SwiftExpression) -> Bool {
        switch value {
        case .binary, .ternary, .prefix, .try, .await, .cast, .conditionalCast, .closure:
            emitByte(UInt8(ascii: "("))
            guard inline(value) else { return false }
            emitByte(UInt8(ascii: ")"))
            return true
        default:
            return inline(value)
        }
    }

    /// `{ x in statement }` when the closure is at most one short statement.
    private mutating func inlineClosure(_ closure: SwiftClosure) -> Bool {
        guard forcesOneLine else { return oneLineClosure(closure) }
        let mark = used
        if oneLineClosure(closure) { return true }
        truncate(to: mark)
        multilineFallback(.closure(closure))
        return true
    }

    private mutating func oneLineClosure(_ closure: SwiftClosure) -> Bool {
        emitByte(UInt8(ascii: "{"))
        closureSignature(closure)
        if closure.body.isEmpty {
            emit(" }")
            return true
        }
        guard closure.body.count == 1 else { return false }
        emitByte(UInt8(ascii: " "))
        guard inlineStatement(closure.body[0]) else { return false }
        emit(" }")
        return true
    }

    /// A statement on one line, or false when it has no one-line form (or grows past the limit).
    private mutating func inlineStatement(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .expression(let value): return inline(value)
        case .assignment(let target, let value):
            inlineUnbounded(target)
            emit(" = ")
            return withinLimit && inline(value)
        case .discard(let value):
            emit("_ = ")
            return inline(value)
        case .return(let value?):
            emit("return ")
            return inline(value)
        case .return(nil):
            emit("return")
            return withinLimit
        case .break:
            emit("break")
            return withinLimit
        case .continue:
            emit("continue")
            return withinLimit
        case .throw(let value):
            emit("throw ")
            return inline(value)
        default: return false
        }
    }
}

/// Declarations rendered apart from the file they belong to (``SwiftRenderer/render(members:level:)``),
/// with what ``SwiftRenderer/write(_:)-(RenderedDeclarations)`` needs to place them: the nesting
/// they were indented for and the kinds of their first and last declarations, which decide the
/// blank lines around them.
public struct RenderedDeclarations: Sendable {
    /// The text, every line ending with a line break.
    var bytes: [UInt8]
    /// The nesting the lines are indented for.
    var level: Int
    var first: SwiftRenderer.MemberKind?
    var last: SwiftRenderer.MemberKind?

    /// The number of bytes of text.
    public var count: Int { bytes.count }
}
