extension ToolSpec {
    /// Returns the top-level help: the overview, usage, command list and global options.
    ///
    /// The text is deterministic, wrapped to 80 columns, and has no trailing newline.
    public func helpText() -> String {
        let commandRows = commands.map { (label: $0.name, text: $0.summary) }
        let optionRows = [
            HelpRenderer.row(for: .help),
            (label: "--version", text: "Show the version."),
        ]
        var lines = HelpRenderer.paragraph("OVERVIEW: \(summary)") + [""]
        lines += ["USAGE: \(name) <command> [<options>] [<arguments>]", ""]
        lines += ["COMMANDS:"]
        lines += HelpRenderer.table(commandRows + [(label: "help", text: "Show help for a command.")])
        lines += ["", "OPTIONS:"] + HelpRenderer.table(optionRows)
        lines += ["", "See '\(name) help <command>' for a command's options and examples."]
        return lines.joined(separator: "\n")
    }

    /// Returns one command's help: overview, usage, arguments, options and examples.
    ///
    /// The text is deterministic, wrapped to 80 columns, and has no trailing newline.
    public func helpText(for command: CommandSpec) -> String {
        var lines = HelpRenderer.paragraph("OVERVIEW: \(command.summary)") + [""]
        if let discussion = command.discussion {
            lines += HelpRenderer.paragraph(discussion) + [""]
        }
        lines += [HelpRenderer.usage(of: command, toolName: name), ""]
        let positionals = command.positionals
        if positionals.maximumCount != 0 {
            let argumentRow = (label: "<\(positionals.name)>", text: positionals.help)
            lines += ["ARGUMENTS:"] + HelpRenderer.table([argumentRow]) + [""]
        }
        let optionRows = (command.options + [.help]).map(HelpRenderer.row(for:))
        lines += ["OPTIONS:"] + HelpRenderer.table(optionRows)
        if !command.examples.isEmpty {
            lines += ["", "EXAMPLES:"]
            for (index, example) in command.examples.enumerated() {
                lines += (index == 0 ? [] : [""]) + ["  \(example.command)"]
                lines += HelpRenderer.paragraph(example.explanation, indent: 6)
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Lays out help text: aligned two-column tables and word-wrapped paragraphs.
enum HelpRenderer {
    /// The column at which help text wraps.
    static let width = 80
    /// The widest label that still shares its line with its description.
    static let maximumLabelWidth = 26

    /// Returns the usage line, such as `USAGE: navc fmt [<options>] <file> ...`.
    static func usage(of command: CommandSpec, toolName: String) -> String {
        var parts = ["USAGE:", toolName, command.name]
        if !command.options.isEmpty {
            parts.append("[<options>]")
        }
        let positionals = command.positionals
        if positionals.maximumCount != 0 {
            var placeholder = "<\(positionals.name)>"
            if (positionals.maximumCount ?? Int.max) > 1 {
                placeholder += " ..."
            }
            parts.append(positionals.minimumCount == 0 ? "[\(placeholder)]" : placeholder)
        }
        return parts.joined(separator: " ")
    }

    /// Returns an option's table row: its spellings and value name, then its help and details.
    static func row(for option: OptionSpec) -> (label: String, text: String) {
        var label = option.shortName.map { "-\($0), " } ?? ""
        label += "--\(option.name)"
        var details: [String] = []
        if case .value(let valueName, let allowed, let repeatable) = option.kind {
            label += " <\(valueName)>"
            if let allowed {
                details.append("values: " + allowed.joined(separator: ", "))
            }
            if let defaultValue = option.defaultValue {
                details.append("default: \(defaultValue)")
            }
            if repeatable {
                details.append("repeatable")
            }
        }
        let suffix = details.isEmpty ? "" : " (" + details.joined(separator: "; ") + ")"
        return (label, option.help + suffix)
    }

    /// Returns rows indented by two spaces, with every description starting in the same column.
    ///
    /// A label too wide for the column gets a line of its own, and its description starts below.
    static func table(_ rows: [(label: String, text: String)]) -> [String] {
        let labelWidth = min(rows.map(\.label.count).max() ?? 0, maximumLabelWidth)
        let textIndent = 2 + labelWidth + 2
        var lines: [String] = []
        for row in rows {
            var textLines = wrap(row.text, width: width - textIndent)
            let label = "  " + row.label
            if row.label.count > labelWidth || textLines.isEmpty {
                lines.append(label)
            } else {
                let padding = String(repeating: " ", count: textIndent - label.count)
                lines.append(label + padding + textLines.removeFirst())
            }
            lines += textLines.map { String(repeating: " ", count: textIndent) + $0 }
        }
        return lines
    }

    /// Returns text wrapped to the help width, with every line indented.
    ///
    /// Line breaks in the text are kept, so a blank line separates paragraphs of a discussion.
    static func paragraph(_ text: String, indent: Int = 0) -> [String] {
        let margin = String(repeating: " ", count: indent)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            let wrapped = wrap(String(line), width: width - indent).map { margin + $0 }
            return wrapped.isEmpty ? [""] : wrapped
        }
    }

    /// Splits text into lines of at most `width` characters, breaking between words.
    ///
    /// A single word longer than the width is kept whole on its own line.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty {
            lines.append(current)
        }
        return lines
    }
}
