/// A `#if` block over any kind of element (declarations, statements or modifiers).
public struct SwiftIfConfig<Element: Sendable & Hashable>: Sendable, Hashable {
    /// The `#if` and `#elseif` branches in order.
    public var branches: [Branch]
    /// The `#else` branch, if any.
    public var elseBody: [Element]?

    /// One `#if` or `#elseif` condition with its elements.
    public struct Branch: Sendable, Hashable {
        public var condition: SwiftCompilationCondition
        public var body: [Element]

        public init(_ condition: SwiftCompilationCondition, _ body: [Element]) {
            self.condition = condition
            self.body = body
        }
    }

    public init(_ branches: [Branch], else elseBody: [Element]? = nil) {
        self.branches = branches
        self.elseBody = elseBody
    }

    /// `#if condition body #endif`
    public init(_ condition: SwiftCompilationCondition, _ body: [Element], else elseBody: [Element]? = nil) {
        self.init([Branch(condition, body)], else: elseBody)
    }
}

/// A compilation condition of `#if`.
public indirect enum SwiftCompilationCondition: Sendable, Hashable {
    /// `os(iOS)`
    case os(SwiftPlatform)
    /// `canImport(SwiftUI)`
    case canImport(SwiftName)
    /// `!condition`
    case not(SwiftCompilationCondition)
    /// `a || b`
    case any([SwiftCompilationCondition])
    /// `a && b`
    case all([SwiftCompilationCondition])
}

/// The Apple platforms as Swift spells them in `os()`, `@available` and `#available`.
public enum SwiftPlatform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A platform and the version from which an API exists: `iOS 16`.
public struct SwiftAvailability: Sendable, Hashable {
    public var platform: SwiftPlatform
    /// The version components (`[16]`, `[16, 4]`).
    public var version: [Int]

    public init(_ platform: SwiftPlatform, _ version: [Int]) {
        self.platform = platform
        self.version = version
    }
}
