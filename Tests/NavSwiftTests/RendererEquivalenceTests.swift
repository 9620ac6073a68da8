import NavSwift
import Testing

/// The byte-buffer renderer against its oracle, the string-building renderer it replaced: on
/// seeded random files using every construct of the representation, at sizes that put lines
/// on both sides of the width limit, both must write the same bytes, and rendering into a sink
/// in small chunks must write them too.
@Suite struct RendererEquivalenceTests {
    @Test(arguments: 0..<400)
    func randomFileRendersAsTheOracleDoes(seed: UInt64) {
        var generator = RandomSwiftTree(seed: seed)
        let file = generator.file()
        let expected = StringRenderer.render(file)
        let rendered = SwiftRenderer.render(file)
        #expect(rendered == expected, "seed \(seed): \(Self.firstDifference(rendered, expected))")
    }

    @Test(arguments: 0..<60)
    func randomFragmentsRenderAsTheOracleDoes(seed: UInt64) {
        var generator = RandomSwiftTree(seed: seed &+ 10_000)
        let expression = generator.expression(depth: 5)
        #expect(SwiftRenderer.render(expression) == StringRenderer.render(expression), "seed \(seed)")
        let statements = (0..<4).map { _ in generator.statement(depth: 4) }
        #expect(SwiftRenderer.render(statements) == StringRenderer.render(statements), "seed \(seed)")
        let declarations = (0..<3).map { _ in generator.declaration(depth: 3) }
        #expect(SwiftRenderer.render(declarations) == StringRenderer.render(declarations), "seed \(seed)")
    }

    /// The same random expressions, statements and signatures after prefixes of every width
    /// from 1 to 40 columns, so each crosses the width limit at every place it can break.
    @Test(arguments: 0..<40)
    func everyWidthAroundTheLimitRendersAsTheOracleDoes(seed: UInt64) {
        var generator = RandomSwiftTree(seed: seed &+ 20_000)
        let values = [
            generator.expression(depth: 4),
            .call(generator.expression(depth: 0), generator.arguments(depth: 1)),
            .call(
                generator.expression(depth: 1), generator.arguments(depth: 2),
                trailingClosures: generator.trailingClosures(depth: 2)),
        ]
        let body = generator.statement(depth: 2)
        let parameters = (0..<generator.parameterCount()).map { _ in generator.parameter() }
        let prefixes = (1...40).map { SwiftName(String(repeating: "p", count: $0)) }
        let statements = values.flatMap { value in
            prefixes.map { SwiftStatement.assignment(.name($0), value) }
        }
        #expect(SwiftRenderer.render(statements) == StringRenderer.render(statements), "seed \(seed)")
        let functions = prefixes.map { prefix in
            SwiftDeclaration(.function(SwiftFunction(prefix, parameters: parameters, body: [body])))
        }
        #expect(SwiftRenderer.render(functions) == StringRenderer.render(functions), "seed \(seed)")
    }

    @Test(arguments: [1, 7, 100, 4096])
    func renderingIntoASinkWritesTheSameText(chunkSize: Int) {
        var generator = RandomSwiftTree(seed: 42)
        let file = SwiftFile(
            headerComments: ["DO NOT EDIT.", "from a\u{202E}.nav"],
            declarations: (0..<30).map { _ in generator.declaration(depth: 3) })
        var chunks: [[UInt8]] = []
        SwiftRenderer.render(file, chunkSize: chunkSize) { chunks.append(Array($0)) }
        #expect(chunks.count > 1)
        #expect(chunks.allSatisfy { $0.last == UInt8(ascii: "\n") })
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == StringRenderer.render(file))
    }

    @Test func declarationsWrittenInPartsMatchOneList() {
        var generator = RandomSwiftTree(seed: 7)
        let declarations = (0..<40).map { _ in generator.declaration(depth: 2) }
        let file = SwiftFile(headerComments: ["header"], declarations: declarations)
        var bytes: [UInt8] = []
        var renderer = SwiftRenderer(chunkSize: 64) { bytes.append(contentsOf: $0) }
        renderer.writeHeader(file.headerComments)
        renderer.write(Array(declarations[..<13]))
        renderer.write([])
        renderer.write(Array(declarations[13...]))
        renderer.finish()
        #expect(String(decoding: bytes, as: UTF8.self) == StringRenderer.render(file))
    }

    /// Types and `#if` blocks opened and closed around their members, written as declarations
    /// and as text rendered apart (``SwiftRenderer/render(members:level:)``), in groups of every
    /// size, must write what rendering the whole declarations writes.
    @Test(arguments: 0..<40)
    func declarationsOpenedAndWrittenInRenderedGroupsMatchOneList(seed: UInt64) {
        var generator = RandomSwiftTree(seed: seed &+ 30_000)
        let declarations = (0..<12).map { _ in generator.declaration(depth: 3) }
        let file = SwiftFile(headerComments: seed % 2 == 0 ? ["header"] : [], declarations: declarations)
        var bytes: [UInt8] = []
        var renderer = SwiftRenderer(chunkSize: 64) { bytes.append(contentsOf: $0) }
        renderer.writeHeader(file.headerComments)
        var groupSize = Int(seed % 3) + 1
        func write(_ declarations: [SwiftDeclaration], level: Int) {
            for declaration in declarations {
                switch declaration.kind {
                case .type(let type) where !type.members.isEmpty:
                    renderer.open(declaration)
                    writeInGroups(type.members, level: level + 1)
                    renderer.close()
                case .ifConfig(let block) where block.branches.count == 1 && block.elseBody == nil:
                    renderer.open(declaration)
                    writeInGroups(block.branches[0].body, level: level)
                    renderer.close()
                default:
                    renderer.write([declaration])
                }
            }
        }
        func writeInGroups(_ members: [SwiftDeclaration], level: Int) {
            var start = 0
            var rendersApart = false
            while start < members.count {
                let group = Array(members[start..<min(start + groupSize, members.count)])
                if rendersApart {
                    renderer.write(SwiftRenderer.render(members: group, level: level))
                } else {
                    write(group, level: level)
                }
                rendersApart.toggle()
                start += group.count
                groupSize = groupSize % 3 + 1
            }
        }
        write(declarations, level: 0)
        renderer.finish()
        let rendered = String(decoding: bytes, as: UTF8.self)
        let expected = StringRenderer.render(file)
        #expect(rendered == expected, "seed \(seed): \(Self.firstDifference(rendered, expected))")
    }

    /// Where two texts first differ, for a readable failure.
    private static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "line \(index + 1): got \(l), expected \(r)" }
        }
        return "no difference"
    }
}

/// Seeded random trees of the structured Swift representation, covering every case of every
/// type, with names of many lengths (and reserved words), strings that need escapes, and
/// argument lists long enough to break lines.
struct RandomSwiftTree {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private static let words = [
        "a", "id", "route", "state", "path", "default", "init", "self", "Self", "Type", "let", "var", "inout",
        "in", "navigationDestination", "presentedLevelContainer", "x1", "_hidden", "Protocol", "value",
        "openAccountSettingsEditorFromTheSidebar", "count", "AppRoute", "DeepLinkComponents", "payload",
    ]

    private static let texts = [
        "", "Home", "Screen 12", "a \"quoted\" word", "back\\slash", "line\nbreak\r\nand\rmore", "tab\there",
        "Résumé", "bidi \u{202E}x\u{2066}", "nul\0", "emoji 🏠", "\u{7F}\u{85}", "\\(interpolation)",
        String(repeating: "long text ", count: 9),
    ]

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    private mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func pick<T>(_ values: [T]) -> T { values[count(0...(values.count - 1))] }

    mutating func name() -> SwiftName {
        if chance(15) { return SwiftName(pick(Self.words) + String(count(0...99))) }
        return SwiftName(pick(Self.words))
    }

    mutating func text() -> String { pick(Self.texts) }

    mutating func file() -> SwiftFile {
        SwiftFile(
            headerComments: (0..<count(0...3)).map { _ in text() },
            declarations: (0..<count(0...12)).map { _ in declaration(depth: 3) })
    }

    mutating func type(depth: Int = 2) -> SwiftType {
        let choice = depth <= 0 ? 0 : count(0...9)
        switch choice {
        case 0, 1:
            let components = (0..<count(1...2)).map { _ in
                SwiftType.Component(
                    name(),
                    genericArguments: depth > 0 && chance(20)
                        ? (0..<count(1...2)).map { _ in type(depth: depth - 1) } : [])
            }
            return .named(components)
        case 2: return .optional(type(depth: depth - 1))
        case 3: return .array(type(depth: depth - 1))
        case 4: return .dictionary(key: type(depth: depth - 1), value: type(depth: depth - 1))
        case 5:
            return .function(
                parameters: (0..<count(0...2)).map { _ in type(depth: depth - 1) },
                result: type(depth: depth - 1),
                effects: effects())
        case 6: return .opaque(type(depth: depth - 1))
        case 7: return .existential(type(depth: depth - 1))
        case 8: return chance(50) ? .selfType : .void
        default: return .tuple((0..<count(0...3)).map { _ in type(depth: depth - 1) })
        }
    }

    mutating func effects() -> Effects {
        var effects: Effects = []
        if chance(20) { effects.insert(.async) }
        if chance(25) { effects.insert(.throws) }
        return effects
    }

    mutating func argument(depth: Int, oneLine: Bool) -> SwiftArgument {
        SwiftArgument(chance(60) ? name() : nil, expression(depth: depth, oneLine: oneLine))
    }

    mutating func arguments(depth: Int, oneLine: Bool = false) -> [SwiftArgument] {
        (0..<count(0...(depth > 2 ? 5 : 3))).map { _ in argument(depth: depth, oneLine: oneLine) }
    }

    /// A closure; with `oneLine`, one that has a one-line form (at most one simple statement).
    mutating func closure(depth: Int, oneLine: Bool = false) -> SwiftClosure {
        SwiftClosure(
            parameters: (0..<count(0...2)).map { _ in chance(80) ? .named(name()) : .ignored },
            oneLine
                ? (0..<count(0...1)).map { _ in oneLineStatement(depth: depth - 1) }
                : (0..<count(0...3)).map { _ in statement(depth: depth - 1) })
    }

    mutating func trailingClosures(depth: Int, oneLine: Bool = false) -> [SwiftTrailingClosure] {
        guard depth > 0, chance(30) else { return [] }
        return (0..<count(1...2)).map { _ in
            SwiftTrailingClosure(chance(70) ? name() : nil, closure(depth: depth, oneLine: oneLine))
        }
    }

    mutating func modifierElement(depth: Int, oneLine: Bool = false) -> SwiftModifierElement {
        if oneLine {
            return .modifier(
                name(), arguments(depth: depth - 1, oneLine: true),
                trailingClosures: trailingClosures(depth: depth - 1, oneLine: true))
        }
        if depth > 1 && chance(15) {
            return .conditional(
                SwiftIfConfig(
                    (0..<count(1...2)).map { _ in
                        SwiftIfConfig.Branch(
                            compilationCondition(depth: 2),
                            (0..<count(1...2)).map { _ in modifierElement(depth: depth - 1) })
                    }, else: chance(30) ? [modifierElement(depth: depth - 1)] : nil))
        }
        return .modifier(
            name(), arguments(depth: depth - 1), trailingClosures: trailingClosures(depth: depth - 1))
    }

    /// An expression; with `oneLine`, one that has a one-line form. Subscripts, ternaries,
    /// tuple elements and ranges have no form on several lines, and the oracle recurses without
    /// end on one whose parts have no one-line form, so their parts always have one.
    mutating func expression(depth: Int, oneLine: Bool = false) -> SwiftExpression {
        let leaf = depth <= 0
        switch count(0...(leaf ? 13 : 34)) {
        case 0: return .name(name())
        case 1: return .selfReference
        case 2: return .selfType
        case 3: return .type(type(depth: 1))
        case 4: return .metatype(type(depth: 1))
        case 5: return .projected(name())
        case 6: return .backing(name())
        case 7: return .implicitMember(name())
        case 8:
            // A multi-line literal has no one-line form but where a line is forced.
            guard !oneLine, chance(20) else { return .string(text()) }
            return .multilineString(
                (0..<count(1...4)).map { _ in chance(20) ? "" : text() }.joined(separator: "\n"))
        case 9: return .integer(pick([0, 7, -3, 42, Int.max, Int.min, 1_000_000]))
        case 10: return .number(SwiftNumber(pick(["1.5", "-2", "1_000", "0.25"]))!)
        case 11: return .boolean(chance(50))
        case 12: return .nil
        case 13:
            return .keyPath(root: chance(50) ? type(depth: 1) : nil, (0..<count(1...3)).map { _ in name() })
        case 14, 15: return .member(expression(depth: depth - 1, oneLine: oneLine), name())
        case 16: return .optionalMember(expression(depth: depth - 1, oneLine: oneLine), name())
        case 17, 18, 19:
            return .call(
                expression(depth: depth - 1, oneLine: oneLine), arguments(depth: depth - 1, oneLine: oneLine),
                trailingClosures: trailingClosures(depth: depth - 1, oneLine: oneLine))
        case 20:
            return .subscript(
                expression(depth: depth - 1, oneLine: true), arguments(depth: depth - 1, oneLine: true))
        case 21: return .closure(closure(depth: depth - 1, oneLine: oneLine))
        case 22: return .array((0..<count(0...5)).map { _ in expression(depth: depth - 1, oneLine: oneLine) })
        case 23:
            return .dictionary(
                (0..<count(0...4)).map { _ in
                    SwiftDictionaryElement(
                        expression(depth: depth - 1, oneLine: oneLine),
                        expression(depth: depth - 1, oneLine: oneLine))
                })
        case 24: return .tuple(arguments(depth: depth - 1, oneLine: oneLine))
        case 25, 26:
            return .binary(
                expression(depth: depth - 1, oneLine: oneLine),
                pick([.equal, .notEqual, .less, .and, .or, .plus, .minus, .nilCoalescing]),
                expression(depth: depth - 1, oneLine: oneLine))
        case 27:
            return .prefix(pick([.not, .negate, .address]), expression(depth: depth - 1, oneLine: oneLine))
        case 28: return .forceUnwrap(expression(depth: depth - 1, oneLine: oneLine))
        case 29:
            return .try(expression(depth: depth - 1, oneLine: oneLine), pick([.plain, .optional, .forced]))
        case 30: return .await(expression(depth: depth - 1, oneLine: oneLine))
        case 31:
            return .ternary(
                expression(depth: depth - 1, oneLine: true), expression(depth: depth - 1, oneLine: true),
                expression(depth: depth - 1, oneLine: true))
        case 32: return .cast(expression(depth: depth - 1, oneLine: oneLine), type(depth: 1))
        case 33:
            return chance(50)
                ? .partialRangeFrom(expression(depth: depth - 1, oneLine: true))
                : .tupleElement(expression(depth: depth - 1, oneLine: true), count(0...3))
        default:
            return .modifierChain(
                expression(depth: depth - 1, oneLine: oneLine),
                oneLine
                    ? [modifierElement(depth: depth - 1, oneLine: true)]
                    : (0..<count(1...3)).map { _ in modifierElement(depth: depth - 1) })
        }
    }

    mutating func pattern(depth: Int) -> SwiftPattern {
        switch count(0...(depth > 0 ? 5 : 3)) {
        case 0: return .wildcard
        case 1: return .binding(name())
        case 2: return .name(name())
        case 3: return .expression(expression(depth: 1))
        case 4: return .tuple((0..<count(2...3)).map { _ in pattern(depth: depth - 1) })
        default:
            return .enumCase(
                name(), chance(30) ? nil : (0..<count(0...3)).map { _ in pattern(depth: depth - 1) })
        }
    }

    mutating func availability() -> [SwiftAvailability] {
        (0..<count(0...3)).map { _ in
            SwiftAvailability(pick(SwiftPlatform.allCases), (0..<count(1...3)).map { _ in count(0...18) })
        }
    }

    mutating func condition(depth: Int) -> SwiftCondition {
        switch count(0...3) {
        case 0: return .expression(expression(depth: depth))
        case 1: return .optionalBinding(name(), chance(80) ? expression(depth: depth) : nil)
        case 2: return .matches(pattern(depth: 2), expression(depth: depth))
        default: return .available(availability())
        }
    }

    mutating func compilationCondition(depth: Int) -> SwiftCompilationCondition {
        switch count(0...(depth > 0 ? 4 : 1)) {
        case 0: return .os(pick(SwiftPlatform.allCases))
        case 1: return .canImport(name())
        case 2: return .not(compilationCondition(depth: depth - 1))
        case 3: return .any((0..<count(1...3)).map { _ in compilationCondition(depth: depth - 1) })
        default: return .all((0..<count(1...3)).map { _ in compilationCondition(depth: depth - 1) })
        }
    }

    mutating func ifConfig<Element>(depth: Int, _ element: (inout RandomSwiftTree) -> Element)
        -> SwiftIfConfig<Element>
    {
        SwiftIfConfig(
            (0..<count(1...2)).map { _ in
                SwiftIfConfig.Branch(
                    compilationCondition(depth: 2), (0..<count(0...2)).map { _ in element(&self) })
            }, else: chance(40) ? (0..<count(0...2)).map { _ in element(&self) } : nil)
    }

    /// A statement with a one-line form, of expressions with one.
    mutating func oneLineStatement(depth: Int) -> SwiftStatement {
        let expressionDepth = max(0, min(count(0...3), depth + 1))
        switch count(0...6) {
        case 0, 1: return .expression(expression(depth: expressionDepth, oneLine: true))
        case 2:
            return .assignment(
                expression(depth: 1, oneLine: true), expression(depth: expressionDepth, oneLine: true))
        case 3: return .discard(expression(depth: expressionDepth, oneLine: true))
        case 4: return .return(chance(80) ? expression(depth: expressionDepth, oneLine: true) : nil)
        case 5: return .throw(expression(depth: expressionDepth, oneLine: true))
        default: return chance(50) ? .break : .continue
        }
    }

    mutating func statements(depth: Int) -> [SwiftStatement] {
        (0..<count(0...3)).map { _ in statement(depth: depth - 1) }
    }

    mutating func statement(depth: Int) -> SwiftStatement {
        // Expressions hold closures of statements: their depth is bounded by the statement's.
        let expressionDepth = max(0, min(count(0...4), depth + 1))
        switch count(0...(depth <= 0 ? 8 : 16)) {
        case 0, 1: return .expression(expression(depth: expressionDepth))
        case 2: return .assignment(expression(depth: 2), expression(depth: expressionDepth))
        case 3: return .discard(expression(depth: expressionDepth))
        case 4: return .return(chance(80) ? expression(depth: expressionDepth) : nil)
        case 5: return .throw(expression(depth: expressionDepth))
        case 6: return .break
        case 7: return .continue
        case 8:
            return .declaration(
                SwiftDeclaration(
                    .variable(
                        SwiftVariable(
                            chance(50), name(), chance(50) ? type() : nil,
                            initialValue: expression(depth: expressionDepth)))))
        case 9, 10:
            return .if(
                (0..<count(1...3)).map { _ in
                    SwiftConditionalBranch(
                        (0..<count(1...2)).map { _ in condition(depth: 2) }, statements(depth: depth))
                }, else: chance(40) ? statements(depth: depth) : nil)
        case 11:
            return .guard((0..<count(1...3)).map { _ in condition(depth: 2) }, else: statements(depth: depth))
        case 12:
            return .switch(
                expression(depth: 2),
                (0..<count(0...4)).map { _ in
                    SwiftSwitchCase(
                        chance(20) ? [] : (0..<count(1...2)).map { _ in pattern(depth: 2) },
                        statements(depth: depth))
                })
        case 13:
            return .for(
                pattern(depth: 1), in: expression(depth: 2), where: chance(30) ? expression(depth: 2) : nil,
                body: statements(depth: depth))
        case 14:
            return .while((0..<count(1...2)).map { _ in condition(depth: 2) }, body: statements(depth: depth))
        case 15: return .ifConfig(ifConfig(depth: depth) { $0.statement(depth: depth - 1) })
        default: return .doCatch(statements(depth: depth), catch: statements(depth: depth))
        }
    }

    mutating func parameterCount() -> Int { count(0...6) }

    mutating func parameter() -> SwiftParameter {
        let label: SwiftParameter.Label = pick([.same, .none, .distinct(name())])
        return SwiftParameter(
            label, chance(90) ? name() : nil, type(), attributes: chance(15) ? [attribute()] : [],
            isInout: chance(10), default: chance(25) ? expression(depth: 2) : nil)
    }

    mutating func attribute() -> SwiftAttribute {
        chance(70)
            ? .named(type(depth: 0), chance(40) ? arguments(depth: 1) : nil) : .available(availability())
    }

    mutating func genericParameters() -> [SwiftGenericParameter] {
        chance(80)
            ? []
            : (0..<count(1...2)).map { _ in SwiftGenericParameter(name(), chance(50) ? type(depth: 1) : nil) }
    }

    mutating func declaration(depth: Int) -> SwiftDeclaration {
        let kind: SwiftDeclaration.Kind
        switch count(0...(depth <= 0 ? 6 : 10)) {
        case 0:
            kind = .enumCase(
                name(), (0..<count(0...3)).map { _ in chance(70) ? parameter() : .unlabeled(type()) })
        case 1, 2:
            kind = .function(
                SwiftFunction(
                    chance(10) ? SwiftName("==") : name(), genericParameters: genericParameters(),
                    parameters: (0..<count(0...5)).map { _ in parameter() }, effects: effects(),
                    result: chance(60) ? type() : nil, body: chance(10) ? nil : statements(depth: depth + 1)))
        case 3:
            kind = .initializer(
                SwiftInitializer(
                    isFailable: chance(30), parameters: (0..<count(0...4)).map { _ in parameter() },
                    effects: effects(),
                    body: statements(depth: depth + 1)))
        case 4:
            let hasGetter = chance(30)
            kind = .variable(
                SwiftVariable(
                    chance(50), name(), chance(70) ? type() : nil,
                    initialValue: !hasGetter && chance(70) ? expression(depth: count(0...5)) : nil,
                    getter: hasGetter ? statements(depth: depth + 1) : nil))
        case 5: kind = .typealias(name(), type())
        case 6: kind = chance(50) ? .import(name()) : .mark(text())
        case 7, 8, 9:
            kind = .type(
                SwiftTypeDeclaration(
                    pick([.struct, .enum, .class, .extension, .protocol]), type(depth: 1),
                    genericParameters: genericParameters(),
                    inheritance: (0..<count(0...3)).map { _ in type(depth: 1) },
                    members: (0..<count(0...6)).map { _ in declaration(depth: depth - 1) }))
        default: kind = .ifConfig(ifConfig(depth: depth) { $0.declaration(depth: depth - 1) })
        }
        return SwiftDeclaration(
            documentation: chance(30) ? text() : nil,
            attributes: chance(20) ? [attribute(), attribute()] : [],
            modifiers: chance(50) ? [] : (0..<count(1...3)).map { _ in pick(SwiftModifier.allCases) }, kind)
    }
}

/// A small, fast, seedable random number generator, so every run builds the same trees.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
