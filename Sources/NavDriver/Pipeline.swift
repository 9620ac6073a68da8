import NavCodegen
import NavLint
import NavPlan
import NavSemantics
import NavSource
import NavSyntax

/// The one entry point to every stage of navc, shared by the command-line tool, the build
/// plugin and the tests.
///
/// Data flows one way: source bytes → tokens → syntax tree → semantic model → (Swift
/// description → text, in the generator). Each method returns its product together with all
/// diagnostics found on the way; none of them throws for bad input.
public enum Pipeline {
    /// Lexes and parses `source`.
    public static func parse(_ source: SourceFile) -> ParseResult {
        Parser.parse(source)
    }

    /// Formats `source` in the canonical layout. A file with syntax errors is not formatted:
    /// the result carries the errors and no text, so callers leave the file untouched.
    public static func format(_ source: SourceFile) -> FormatResult {
        let parsed = parse(source)
        guard !parsed.hasErrors else { return FormatResult(formatted: nil, diagnostics: parsed.diagnostics) }
        return FormatResult(formatted: Formatter.format(parsed.tree), diagnostics: parsed.diagnostics)
    }

    /// Parses and checks `source`, and plans its generated code: whatever `check` accepts,
    /// `build` generates. Semantic checks run only on a file without syntax errors, and
    /// planning only on a model without errors, so a broken file reports its own errors
    /// without cascades of follow-on errors.
    ///
    /// The files `source` imports are read through `imports` and composed with it into one
    /// graph (``ImportResolver``); the result's ``AnalysisResult/source`` is then the composed
    /// source, in which every diagnostic is located. Without a reader each import is reported
    /// as unresolved.
    ///
    /// Unless `keepsModel`, the model is handed to the planner instead of being kept in the
    /// result beside the plan: the planner releases its edges as soon as they are planned and
    /// the rest once the plan is made, so that a large file's model and plan are not all alive
    /// together. The result then holds the header alone (``AnalysisResult/header``), which is
    /// what a build reads of the model; linting, graphs and diffs keep the model. A model with
    /// errors is not planned, and stays in the result either way.
    public static func check(
        _ source: SourceFile, options: PlanOptions? = nil, imports: ImportReader? = nil,
        keepsModel: Bool = true
    ) -> AnalysisResult {
        let checked: CheckResult
        var diagnostics: [Diagnostic]
        var source = source
        do {
            // The syntax tree and its tokens live only in this scope: planning reads the model
            // alone, so they are released before the plan is built.
            var parsed = parse(source)
            guard !parsed.hasErrors else {
                return AnalysisResult(source: source, diagnostics: parsed.diagnostics)
            }
            if let imports, parsed.tree.declarations.contains(where: \.isImport) {
                let composition = ImportResolver.compose(source, tree: parsed.tree, reader: imports)
                source = composition.source
                guard !composition.diagnostics.contains(where: { $0.severity == .error }) else {
                    return AnalysisResult(source: source, diagnostics: composition.diagnostics)
                }
                parsed = parse(source)
            }
            diagnostics = parsed.diagnostics
            // The checker gets the only copy of the tree, so that it can free the tree's parts
            // as it goes.
            var tree = (consume parsed).tree
            tree.releaseTokens()
            checked = Checker.check(consume tree)
            diagnostics += checked.diagnostics
        }
        let hasErrors = checked.hasErrors
        var model: SemanticModel? = (consume checked).model
        let header = model?.app
        var plan: NavigationPlan?
        if !hasErrors, let checkedModel = keepsModel ? model : model.take() {
            // The tree is gone; part of the plan is made on another core, in memory of its own.
            // Only a large file's tree is worth the walk over the heap this takes.
            let isLarge = source.bytes.count >= 1 << 20
            if isLarge { FreedMemory.returnToSystem() }
            let planned = PlanBuilder.build(
                consume checkedModel,
                options: options ?? PlanOptions(sourcePath: source.path, toolVersion: "check"),
                returnsFreedMemory: isLarge)
            plan = planned.plan
            diagnostics += planned.diagnostics
        }
        return AnalysisResult(
            source: source, model: model, header: header, plan: plan,
            diagnostics: Diagnostic.sortedByPosition(diagnostics))
    }

    /// Parses, checks and lints `source`. Lint rules run on a model without errors.
    public static func lint(
        _ source: SourceFile, configuration: LintConfiguration = LintConfiguration(),
        imports: ImportReader? = nil
    ) -> AnalysisResult {
        lint(check(source, imports: imports), configuration: configuration)
    }

    /// Adds the lint findings to `result`, the outcome of ``check(_:options:)``: the rules run
    /// when the model has no errors (the checker has validated the file's lint directives).
    public static func lint(_ result: AnalysisResult, configuration: LintConfiguration) -> AnalysisResult {
        var result = result
        guard let model = result.model, !result.hasErrors else { return result }
        result.diagnostics = Diagnostic.sortedByPosition(
            result.diagnostics + Linter.lint(model, configuration: configuration))
        return result
    }
}

extension Pipeline {
    /// Checks `source` and, when it has no errors, generates its Swift file.
    public static func build(_ source: SourceFile, options: GeneratorOptions, imports: ImportReader? = nil)
        -> BuildResult
    {
        let checked = check(source, options: options, imports: imports, keepsModel: false)
        guard let plan = checked.plan, !checked.hasErrors else {
            return BuildResult(source: checked.source, file: nil, diagnostics: checked.diagnostics)
        }
        return BuildResult(
            source: checked.source, file: SwiftGenerator.generate(plan, sourcePath: options.sourcePath),
            diagnostics: checked.diagnostics)
    }
}

extension Pipeline {
    /// The file of a `.nav` file built together with the file whose graph imports it.
    public static func generateMember(sourcePath: String, graph: String, toolVersion: String) -> GeneratedFile
    {
        SwiftGenerator.memberFile(sourcePath: sourcePath, graph: graph, toolVersion: toolVersion)
    }

    /// Generates the Swift file of a plan.
    public static func generate(_ plan: NavigationPlan, sourcePath: String) -> GeneratedFile {
        SwiftGenerator.generate(plan, sourcePath: sourcePath)
    }

    /// Generates the Swift file of a plan into `sink`, in chunks of about `chunkSize` bytes
    /// that each end with a line break, without ever holding the whole file.
    public static func generate(
        _ plan: NavigationPlan, chunkSize: Int = 1 << 16, to sink: (UnsafeRawBufferPointer) -> Void
    ) {
        SwiftGenerator.generate(plan, chunkSize: chunkSize, to: sink)
    }
}

/// The outcome of building one file.
public struct BuildResult: Sendable {
    /// The source the diagnostics are located in: the file, or the graph it composes with the
    /// files it imports.
    public var source: SourceFile
    /// The generated file, or nil when the source has errors.
    public var file: GeneratedFile?
    /// Every diagnostic, sorted by position.
    public var diagnostics: [Diagnostic]
}

/// The outcome of formatting one file.
public struct FormatResult: Sendable {
    /// The formatted text, or nil when the file has errors.
    public var formatted: String?
    /// Diagnostics from parsing.
    public var diagnostics: [Diagnostic]
}

/// The outcome of checking or linting one file.
public struct AnalysisResult: Sendable {
    /// The source the diagnostics are located in: the file, or the graph it composes with the
    /// files it imports (render diagnostics with this one).
    public var source: SourceFile
    /// The semantic model, when the file parsed without errors and the caller kept it (see
    /// ``Pipeline/check(_:options:imports:keepsModel:)``).
    public var model: SemanticModel?
    /// The checked `navigation` header, when the file parsed without errors, whether or not
    /// the model was kept.
    public var header: AppHeader?
    /// The plan of the generated code, when the model has no errors.
    public var plan: NavigationPlan?
    /// Every diagnostic, sorted by position.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// A result; `header` defaults to the model's.
    public init(
        source: SourceFile, model: SemanticModel? = nil, header: AppHeader? = nil,
        plan: NavigationPlan? = nil,
        diagnostics: [Diagnostic]
    ) {
        self.source = source
        self.model = model
        self.header = header ?? model?.app
        self.plan = plan
        self.diagnostics = diagnostics
    }
}
