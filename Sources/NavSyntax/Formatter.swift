import NavSource

/// Rewrites a syntax tree's source in the canonical layout.
///
/// The formatter changes only whitespace, so it cannot change meaning: it walks the tokens and
/// comments in order and decides, between each pair, whether to put a line break, a blank line
/// or a space. The tree tells it where each declaration, header entry, member and toolbar
/// element starts; those always begin a line, indented four spaces per enclosing brace. Every
/// comment is kept where it was written: a comment that followed code on the same line stays
/// at the end of that line, any other comment gets a line of its own. One blank line separates
/// top-level declarations, except consecutive imports, which stay one group; elsewhere a blank line the author left between items is kept (runs
/// of blank lines collapse to one). Line breaks the author put inside parentheses or brackets
/// are kept, so long parameter lists may stay one parameter per line.
///
/// Only call this on a tree that parsed without errors; `Pipeline.format` enforces that.
public struct Formatter {
    /// The indentation unit.
    public static let indentation = "    "

    private let tree: SyntaxTree
    private let bytes: [UInt8]
    /// The start offsets of tokens that begin an item and so always begin a line.
    private var itemStarts: Set<Int> = []
    /// The end offsets of top-level declarations.
    private var declarationEnds: Set<Int> = []
    /// Where each `import` declaration starts and ends: consecutive imports form one group,
    /// without blank lines forced between them.
    private var importStarts: Set<Int> = []
    private var importEnds: Set<Int> = []
    /// Whether the declaration that just ended is an import.
    private var afterImport = false

    private var output = ""
    private var braceDepth = 0
    private var delimiterDepth = 0
    /// The end of the last token or comment emitted, in the source.
    private var previousEnd = 0
    /// Whether a line comment was just emitted, so the next token must start a new line.
    private var mustBreak = false
    /// Whether a top-level declaration just ended, so the next line needs a blank line first.
    private var afterDeclaration = false
    private var previousKind: TokenKind?

    /// Formats `tree` and returns the new source text, ending in exactly one newline (or
    /// empty when the file holds nothing).
    public static func format(_ tree: SyntaxTree) -> String {
        var formatter = Formatter(tree: tree)
        formatter.run()
        return formatter.output
    }

    private init(tree: SyntaxTree) {
        self.tree = tree
        self.bytes = tree.source.bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { previousEnd = 3 }
        for declaration in tree.declarations {
            itemStarts.insert(declaration.range.start)
            declarationEnds.insert(declaration.range.end)
            if declaration.isImport {
                importStarts.insert(declaration.range.start)
                importEnds.insert(declaration.range.end)
            }
            collectItemStarts(in: declaration)
        }
    }

    private mutating func collectItemStarts(in declaration: Declaration) {
        switch declaration {
        case .navigation(let decl):
            for entry in decl.entries {
                itemStarts.insert(entry.range.start)
                if case .lint(let lint) = entry {
                    for rule in lint.rules { itemStarts.insert(rule.range.start) }
                }
            }
        case .route(let decl):
            for member in decl.members {
                itemStarts.insert(member.range.start)
                if case .presentation(let presentation) = member {
                    for entry in presentation.entries { itemStarts.insert(entry.range.start) }
                }
                if case .dialog(let dialog) = member {
                    for entry in dialog.entries { itemStarts.insert(entry.range.start) }
                }
                guard case .toolbar(let toolbar) = member else { continue }
                for element in toolbar.elements {
                    itemStarts.insert(element.range.start)
                    let buttons: [ToolbarButton]
                    switch element {
                    case .item(let item): buttons = [item.button]
                    case .group(let group):
                        buttons = group.buttons
                        for button in group.buttons { itemStarts.insert(button.range.start) }
                    }
                    // A menu's buttons each start a line.
                    for button in buttons {
                        for entry in button.menuButtons { itemStarts.insert(entry.range.start) }
                    }
                }
            }
        case .tab(let decl):
            for entry in decl.entries { itemStarts.insert(entry.range.start) }
        case .feature(let decl):
            for entry in decl.starts { itemStarts.insert(entry.range.start) }
        case .type(let decl):
            for entry in decl.cases ?? [] { itemStarts.insert(entry.range.start) }
        case .import, .guard:
            break
        }
    }

    private mutating func run() {
        var commentIndex = 0
        let comments = tree.comments
        for token in tree.tokens {
            // A `{` on a line after comments (`route home -> Home // main screen` then `{`) is
            // written before them, at the end of the code it opens, as everywhere else: after a
            // line comment it would need a line of its own, and it must never join the comment.
            // The comments follow it, a trailing comment still on the same line.
            if token.kind == .leftBrace, commentIndex < comments.count,
                comments[commentIndex].start < token.range.start
            {
                var lastComment = commentIndex
                while lastComment + 1 < comments.count && comments[lastComment + 1].start < token.range.start
                {
                    lastComment += 1
                }
                if hasLineBreak(from: comments[lastComment].end, to: token.range.start) {
                    let endBeforeBrace = previousEnd
                    emit(token)
                    // The comments are placed by where they were written after the code before
                    // the brace, and the code after the brace by where it is written after it.
                    previousEnd = endBeforeBrace
                    for index in commentIndex...lastComment {
                        emitComment(comments[index], beforeClosingBrace: false)
                    }
                    commentIndex = lastComment + 1
                    previousEnd = token.range.end
                    continue
                }
            }
            while commentIndex < comments.count && comments[commentIndex].start < token.range.start {
                emitComment(comments[commentIndex], beforeClosingBrace: token.kind == .rightBrace)
                commentIndex += 1
            }
            if token.kind == .endOfFile { break }
            emit(token)
        }
        if !output.isEmpty { output += "\n" }
    }

    /// Whether the source has a line break between `start` and `end`.
    private func hasLineBreak(from start: Int, to end: Int) -> Bool {
        bytes[start..<end].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    /// The number of line breaks in the source between `previousEnd` and `offset`.
    private func lineBreaks(before offset: Int) -> Int {
        var count = 0
        var index = previousEnd
        while index < offset {
            if bytes[index] == UInt8(ascii: "\n") {
                count += 1
            } else if bytes[index] == UInt8(ascii: "\r") {
                count += 1
                if index + 1 < offset && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            }
            index += 1
        }
        return count
    }

    /// Starts a new line at `indent` levels, with a blank line first when asked.
    private mutating func breakLine(indent: Int, blank: Bool) {
        if !output.isEmpty {
            output += blank ? "\n\n" : "\n"
        }
        output += String(repeating: Self.indentation, count: max(0, indent))
        mustBreak = false
    }

    /// Whether a new line at this point should be preceded by a blank line.
    private mutating func wantsBlankLine(before offset: Int) -> Bool {
        defer { afterDeclaration = false }
        if afterDeclaration && braceDepth == 0 && !(afterImport && importStarts.contains(offset)) {
            return true
        }
        return lineBreaks(before: offset) >= 2 && previousKind != .leftBrace
    }

    private mutating func emitComment(_ range: ByteRange, beforeClosingBrace: Bool) {
        let text = tree.text(range)
        let isLineComment = text.hasPrefix("//")
        if !output.isEmpty && lineBreaks(before: range.start) == 0 {
            output += isLineComment ? "  " : " "
        } else {
            let blank = wantsBlankLine(before: range.start)
            breakLine(indent: braceDepth + delimiterDepth, blank: blank)
        }
        output += text
        previousEnd = range.end
        // A comment on its own line is followed by a line break too.
        mustBreak = isLineComment || lineBreaks(before: nextTokenStart(after: range.end)) > 0
        previousKind = nil
    }

    /// The start of the first token after `offset`.
    private func nextTokenStart(after offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            default:
                return index
            }
        }
        return index
    }

    private mutating func emit(_ token: Token) {
        let text = tree.text(token.range)
        switch token.kind {
        case .rightBrace:
            braceDepth -= 1
            if previousKind == .leftBrace && !mustBreak {
                output += "}"
            } else {
                afterDeclaration = false
                breakLine(indent: braceDepth, blank: false)
                output += "}"
            }
        case .rightParen, .rightBracket, .rightAngle:
            delimiterDepth = max(0, delimiterDepth - 1)
            if mustBreak || (token.startsLine && lineBreaks(before: token.range.start) > 0) {
                breakLine(indent: braceDepth + delimiterDepth, blank: false)
            }
            output += text
        default:
            if itemStarts.contains(token.range.start) {
                let blank = wantsBlankLine(before: token.range.start)
                breakLine(indent: braceDepth, blank: blank)
            } else if mustBreak || (delimiterDepth > 0 && lineBreaks(before: token.range.start) > 0) {
                breakLine(indent: braceDepth + max(1, delimiterDepth), blank: false)
            } else if needsSpace(before: token) {
                output += " "
            }
            output += text
        }
        switch token.kind {
        case .leftBrace: braceDepth += 1
        case .leftParen, .leftBracket, .leftAngle: delimiterDepth += 1
        default: break
        }
        previousEnd = token.range.end
        previousKind = token.kind
        if braceDepth == 0 && declarationEnds.contains(token.range.end) {
            afterDeclaration = true
            afterImport = importEnds.contains(token.range.end)
        }
    }

    /// Whether a space separates the previous token from `token` on one line.
    private func needsSpace(before token: Token) -> Bool {
        guard let previous = previousKind else { return !output.isEmpty && output.last != " " }
        switch previous {
        case .leftParen, .leftBracket, .leftAngle, .dot: return false
        default: break
        }
        switch token.kind {
        // `.recent` after a label, a comma or `=` is an enum case, spaced as a value.
        case .dot: return previous == .colon || previous == .comma || previous == .equals
        case .rightParen, .rightBracket, .rightAngle, .comma, .colon, .question: return false
        // `-> Feed<Item>(kind: .recent)`: the view's arguments follow its generic arguments.
        case .leftParen: return previous != .identifier && previous != .rightAngle
        case .leftAngle: return previous != .identifier
        default: return true
        }
    }
}
