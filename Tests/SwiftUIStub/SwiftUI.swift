// A type-check stub of the parts of Apple's `SwiftUI` module that navigation code uses.
//
// SwiftUI exists only on Apple's systems, so generated SwiftUI code is checked on Linux by
// type-checking it against this interface. It is compiled after `Combine.swift`, in Swift 5 mode as
// Apple's SDK modules are (so static `let`s of non-`Sendable` types such as `ToolbarItemPlacement` are
// accepted), and clients are then checked in either language mode:
//
//     swiftc -emit-module -module-name SwiftUI -parse-as-library -swift-version 5 -I DIR \
//         -o DIR/SwiftUI.swiftmodule SwiftUI.swift
//     swiftc -typecheck -parse-as-library -I DIR -swift-version 6 -warnings-as-errors Generated.swift
//
// Library evolution is not needed: nothing links against this module, and `@frozen` is accepted (and
// has no effect) without it. `Tests/SwiftUIStubTests/StubCompiler.swift` automates both steps.
//
// Sources: `/work/shared/swiftui/signatures.swift.txt` (declarations) and `availability.tsv` (one row per
// API). Every API declaration carries a `/// From: ROW` line naming its row in `availability.tsv`;
// declarations that have no row say `/// From: (no row) ...`. Structural members (`typealias Body = Never`,
// `var body: Never`, enum cases) carry none. Where the facts file lost declarations (the bodies of its
// `extension View` blocks, the `ToolbarContentBuilder.buildBlock` overloads, `NavigationPath.append`,
// `LocalizedStringKey.StringInterpolation` members), the signatures were completed from Apple's Xcode 15
// `SwiftUI.swiftinterface`; such places say so.
//
// Rules this stub follows, because exactness matters more than breadth:
// - Argument labels, generic parameters, `where` clauses, result-builder attributes, `@escaping` and
//   `@_disfavoredOverload` (on the `StringProtocol` title overloads, so string literals pick
//   `LocalizedStringKey` as in Xcode) are copied from the real declarations.
// - Isolation follows the iOS 18 SDK: `View`, `ViewModifier`, `ToolbarContent`, `Scene`, `App`,
//   `PreviewProvider` and `NavigationSplitViewStyle` are `@MainActor @preconcurrency`, while the
//   built-in views, toolbar items and modifiers are `nonisolated` (written on the type or extension,
//   Swift 6.1's SE-0449). `Button` actions are `@MainActor`; `DismissAction.callAsFunction()` and the
//   `wrappedValue` of `StateObject`, `ObservedObject` and `EnvironmentObject` are `@MainActor`; `task`
//   closures inherit the view's actor.
// - `ToolbarContentBuilder.buildBlock` exists for 1...10 items only, so an 11th item is an error, as in
//   Xcode; `ViewBuilder.buildBlock` takes a parameter pack (any number of children, Xcode 15+), and the
//   iOS 18 `ViewBuilder.buildExpression(_: Any)` turns non-views into "does not conform to 'View'".
// - Tabs: `TabContentBuilder<V>` takes 1...10 children of `TabValue == V` and has no `buildArray`; a
//   `TabView` closure is either all tabs (`TabContentBuilder`) or all views (`ViewBuilder`). When the tab
//   form fails (a view among tabs, a value of another type, 11 tabs, an optional binding), the ViewBuilder
//   form is what remains, so the error reads "does not conform to 'View'" at the first tab.
// - Availability: the per-platform `@available` attributes are copied from `availability.tsv`. Swift
//   ignores them on Linux (and `if #available` is not enforced there), so they only keep this file
//   honest and readable; availability itself is checked by navc's own table.
// - Deprecation: Apple deprecates navigation APIs per platform (for example
//   `@available(iOS, introduced: 13.0, deprecated: 16.0, ...)` on `NavigationLink(destination:isActive:)`),
//   which warns only when the deployment target is at or past the deprecating version, and many APIs are
//   only "to be deprecated" (`deprecated: 100000.0`, which never warns). Those attributes are copied per
//   platform and are inert on Linux. They are deliberately NOT turned into `@available(*, deprecated)`:
//   that would warn on every use, so our `-warnings-as-errors` checks would reject legitimately guarded
//   legacy code (the `else` branch of `if #available(iOS 16, *)`, or code generated for an iOS 15
//   deployment target) that Xcode accepts. Reporting deprecations is the availability table's job. The one
//   exception is `frame()` without arguments, which Apple deprecates on all platforms with
//   `@available(*, deprecated, message: "Please pass one or more parameters.")`; it is copied as is.
// - `#if os(iOS)` branches are never type-checked on Linux; code inside them is only parsed.
//
// Stub-only mechanics, invisible to clients: bodies trap with `fatalError()`; the `body` of toolbar
// content types is written `return fatalError()` so the `@ToolbarContentBuilder` inferred from the
// protocol requirement does not transform it; `Bindable`, `SceneStorage` and `AppStorage` hold a private
// stored property so that no implicit internal `init()` exists (a public property wrapper may not have
// one); `_TupleToolbarContent` stands in for SwiftUI's internal tuple type behind `some ToolbarContent`,
// `_TabContentStub<V>` for the internal types behind `some TabContent<V>` (the builder's blocks and the
// tab modifiers), and `_PresentationSizingStub` for those behind `some PresentationSizing`.
//
// `TabContent` keeps Apple's documented `TabValue == Body.TabValue` requirement, so a custom tab type infers
// its `TabValue` from `var body: some TabContent<V>` as in Xcode; the built-in tab types therefore have a
// body of type `some TabContent<V>` here where the facts file says `Never` (no client reads a tab's body).
//
// One deliberate deviation: `background(_: ShapeStyle, ignoresSafeAreaEdges:)` is `@_disfavoredOverload`
// here, because `Color` is both a `View` and a `ShapeStyle` and `.background(Color.red)`, which Xcode
// accepts, would otherwise be ambiguous with `background(_: View, alignment:)`.
//
// The soft deprecations of the iOS 13/14 `Alert`, `ActionSheet` and their modifiers, and of `tabItem`,
// carry messages that name the facts file's replacement; like every `100000.0` deprecation they never warn.
//
// Deliberately omitted (not navigation APIs, or not stubbable on Linux): the `@Entry` and `#Preview`
// macros (they need Apple's macro plugins), `navigationTitle` with a view-builder closure,
// `textFieldStyle`, `autocorrectionDisabled`, `Text.DateStyle`, `EditMode`, shapes, gestures, animations
// beyond `withAnimation`, Combine operators and subscribers, and `SceneBuilder.buildBlock` beyond one
// scene (only the one-scene form is in the facts). Also omitted because the facts do not itemize them:
// `ForEach` and `Group` as `TabContent`, and `Tab` initializers taking `value: T` with `Value == T?`.

@_exported import Combine
@_exported import Foundation
/// The toolchain's real Observation module (it exists on Linux, macros included), re-exported as
/// Apple's SwiftUI does, so `import SwiftUI` alone provides `@Observable`.
///
/// From: @Observable / Observable (Observation module; re-exported by SwiftUI since Xcode 15)
@_exported import Observation

// MARK: - View, ViewBuilder and structural views

/// A type that represents part of your app's user interface.
///
/// From: View (protocol; @MainActor @preconcurrency since iOS 18 SDK)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A custom parameter attribute that constructs views from closures.
///
/// From: ViewBuilder (buildExpression, buildBlock 0/1, buildIf, buildEither)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    ///
    /// From: ViewBuilder (buildExpression, buildBlock 0/1, buildIf, buildEither)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        fatalError()
    }

    /// Rejects an expression that is not a view, with a readable message (iOS 18 SDK).
    ///
    /// From: ViewBuilder.buildExpression(_: Any) (unavailable; diagnostic only, iOS 18 SDK+)
    @available(*, unavailable, message: "this expression does not conform to 'View'")
    @_disfavoredOverload
    public static func buildExpression(_ invalid: Any) -> some View { fatalError() }

    /// Builds an empty view from a block containing no statements.
    ///
    /// From: ViewBuilder (buildExpression, buildBlock 0/1, buildIf, buildEither)
    public static func buildBlock() -> EmptyView { fatalError() }

    /// Passes a single view written as a child view through unmodified.
    ///
    /// From: ViewBuilder (buildExpression, buildBlock 0/1, buildIf, buildEither)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        fatalError()
    }

    /// Combines any number of child views into a tuple view.
    ///
    /// From: ViewBuilder.buildBlock<each Content> (parameter pack; Xcode 15+, back-deployed; >10 children OK)
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> where repeat each Content: View {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
    /// Produces an optional view for an `if` statement without an `else`.
    ///
    /// From: ViewBuilder (buildExpression, buildBlock 0/1, buildIf, buildEither)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        fatalError()
    }

    /// Produces content for the first branch of an `if`-`else` or `switch`.
    ///
    /// From: ViewBuilder (buildExpression, buildBlock 0/1, buildIf, buildEither)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        fatalError()
    }

    /// Produces content for the second branch of an `if`-`else` or `switch`.
    ///
    /// From: ViewBuilder (buildExpression, buildBlock 0/1, buildIf, buildEither)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        fatalError()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
    /// Erases the type of content guarded by `if #available`.
    ///
    /// From: ViewBuilder.buildLimitedAvailability
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        fatalError()
    }
}

/// A view created from a tuple of view values.
///
/// From: TupleView
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct TupleView<T>: View {
    /// The tuple of views.
    ///
    /// From: TupleView
    public var value: T {
        get { fatalError() }
        set { fatalError() }
    }

    /// Creates a tuple view.
    ///
    /// From: TupleView
    public init(_ value: T) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The view or toolbar content of one branch of an `if`-`else` or `switch` in a result builder.
///
/// From: ViewBuilder (buildExpression, buildBlock 0/1, buildIf, buildEither)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    init() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
///
/// From: EmptyView
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    ///
    /// From: EmptyView
    public init() {}

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type-erased view.
///
/// From: AnyView
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct AnyView: View {
    /// Creates an instance that type-erases `view`.
    ///
    /// From: AnyView
    public init<V>(_ view: V) where V: View { fatalError() }

    /// Creates an instance that type-erases `view`.
    ///
    /// From: AnyView
    public init<V>(erasing view: V) where V: View { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A modifier that you apply to a view or another view modifier.
///
/// From: ModifiedContent / ViewModifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
}

/// The content view passed to a view modifier's `body(content:)`.
///
/// From: ModifiedContent / ViewModifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
///
/// From: ModifiedContent / ViewModifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view.
    ///
    /// From: ModifiedContent / ViewModifier
    public var content: Content {
        get { fatalError() }
        set { fatalError() }
    }

    /// The view modifier.
    ///
    /// From: ModifiedContent / ViewModifier
    public var modifier: Modifier {
        get { fatalError() }
        set { fatalError() }
    }

    /// A structure that the defines the content and modifier needed to produce a new view.
    ///
    /// From: ModifiedContent / ViewModifier
    public init(content: Content, modifier: Modifier) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Applies a modifier to a view and returns a new view.
    ///
    /// From: ModifiedContent / ViewModifier
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

/// An interface for a stored variable that updates an external property of a view.
///
/// From: (no row) DynamicProperty, the protocol behind State, Binding, Environment and the object wrappers
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    /// Updates the underlying value of the stored value.
    ///
    /// From: (no row) DynamicProperty (signatures.swift.txt lost this member; restored from the SDK)
    public mutating func update() {}
}

// MARK: - Property wrappers and data flow

/// The context of the current state-processing update.
///
/// From: (no row) Transaction
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Transaction {
    /// Creates a transaction.
    ///
    /// From: (no row) Transaction
    public init() {}

    /// The animation, if any, associated with the current state change.
    ///
    /// From: (no row) Transaction
    public var animation: Animation? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// The way a view changes over time to create a smooth visual transition.
///
/// From: (no row) Animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Animation: Equatable, Sendable {
    /// A default animation instance.
    ///
    /// From: (no row) Animation
    public static let `default` = Animation()

    /// An ease-in-out animation.
    ///
    /// From: (no row) Animation
    public static var easeInOut: Animation { fatalError() }

    /// An ease-in animation.
    ///
    /// From: (no row) Animation
    public static var easeIn: Animation { fatalError() }

    /// An ease-out animation.
    ///
    /// From: (no row) Animation
    public static var easeOut: Animation { fatalError() }

    /// A linear animation.
    ///
    /// From: (no row) Animation
    public static var linear: Animation { fatalError() }

    /// A spring animation.
    ///
    /// From: (no row) Animation
    public static var spring: Animation { fatalError() }

    /// Creates a default animation (stub-only initializer, as in the facts file).
    ///
    /// From: (no row) Animation
    public init() {}
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// From: (no row) withAnimation(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    fatalError()
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// From: State
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial value.
    ///
    /// From: State
    public init(wrappedValue value: Value) { fatalError() }

    /// Creates a state property that stores an `@Observable` object, evaluated once.
    ///
    /// From: State(wrappedValue:) for @Observable classes
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(wrappedValue thunk: @autoclosure @escaping () -> Value)
    where Value: AnyObject, Value: Observable {
        fatalError()
    }

    /// Creates a state property that stores an initial value.
    ///
    /// From: State
    public init(initialValue value: Value) { fatalError() }

    /// The underlying value referenced by the state variable.
    ///
    /// From: State
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// A binding to the state value (`$property`).
    ///
    /// From: State
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (it starts as `nil`).
    ///
    /// From: State
    public init() { fatalError() }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// From: Binding (get:set:, constant, dynamicMember, projectedValue)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// The binding's transaction.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public var transaction: Transaction {
        get { fatalError() }
        set { fatalError() }
    }

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }

    /// Creates a binding with a closure that reads and a closure that writes, with a transaction.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { fatalError() }

    /// Creates a binding with an immutable value.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    /// The underlying value referenced by the binding variable.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// A projection of the binding value that returns a binding.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public var projectedValue: Binding<Value> { fatalError() }

    /// Creates a binding from the value of another binding.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public init(projectedValue: Binding<Value>) { fatalError() }

    /// Returns a binding to the resulting value of a given key path.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }

    /// Creates a binding by projecting the base value to an unwrapped value, or `nil`.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public init?(_ base: Binding<Value?>) { fatalError() }

    /// Creates a binding by projecting the base value to a hashable value.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the instance the binding refers to.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public var id: Value.ID { fatalError() }

    public typealias ID = Value.ID
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public var startIndex: Binding<Value>.Index { fatalError() }

    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public var endIndex: Binding<Value>.Index { fatalError() }

    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public var indices: Value.Indices { fatalError() }

    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }

    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public func formIndex(after i: inout Binding<Value>.Index) { fatalError() }

    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }

    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public func formIndex(before i: inout Binding<Value>.Index) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
    /// Specifies a transaction for the binding.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }

    /// Specifies an animation to perform when the binding value changes.
    ///
    /// From: Binding (get:set:, constant, dynamicMember, projectedValue)
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

/// A property wrapper type that instantiates an observable object.
///
/// From: StateObject
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// Creates a new state object with an initial wrapped value (evaluated once).
    ///
    /// From: StateObject
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }

    /// The underlying value referenced by the state object.
    ///
    /// From: StateObject
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the state object that creates bindings to its properties (`$object.property`).
    ///
    /// From: StateObject
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type that subscribes to an observable object.
///
/// From: ObservedObject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    ///
    /// From: ObservedObject
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        /// Returns a binding to the resulting value of a given key path.
        ///
        /// From: ObservedObject
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError()
        }
    }

    /// Creates an observed object with an initial value.
    ///
    /// From: ObservedObject
    public init(initialValue: ObjectType) { fatalError() }

    /// Creates an observed object with an initial wrapped value.
    ///
    /// From: ObservedObject
    public init(wrappedValue: ObjectType) { fatalError() }

    /// The underlying value referenced by the observed object.
    ///
    /// From: ObservedObject
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { fatalError() }
        set { fatalError() }
    }

    /// A projection of the observed object that creates bindings to its properties.
    ///
    /// From: ObservedObject
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// From: EnvironmentObject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    ///
    /// From: EnvironmentObject
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        /// Returns a binding to the resulting value of a given key path.
        ///
        /// From: EnvironmentObject
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            fatalError()
        }
    }

    /// The underlying value referenced by the environment object.
    ///
    /// From: EnvironmentObject
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }

    /// A projection of the environment object that creates bindings to its properties.
    ///
    /// From: EnvironmentObject
    @MainActor @preconcurrency public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        fatalError()
    }

    /// Creates an environment object.
    ///
    /// From: EnvironmentObject
    public init() {}
}

/// A property wrapper that reads a value from a view's environment.
///
/// From: Environment(_: KeyPath) / EnvironmentKey / EnvironmentValues subscript
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    ///
    /// From: Environment(_: KeyPath) / EnvironmentKey / EnvironmentValues subscript
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

    /// The current value of the environment property.
    ///
    /// From: Environment(_: KeyPath) / EnvironmentKey / EnvironmentValues subscript
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    ///
    /// From: Environment(_: Observable.Type)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }

    /// Creates an environment property to read an observable object that may be absent.
    ///
    /// From: Environment(_: Observable.Type)
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
}

/// A key for accessing values in the environment.
///
/// From: Environment(_: KeyPath) / EnvironmentKey / EnvironmentValues subscript
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// From: Environment(_: KeyPath) / EnvironmentKey / EnvironmentValues subscript
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    /// Creates an environment values instance.
    ///
    /// From: Environment(_: KeyPath) / EnvironmentKey / EnvironmentValues subscript
    public init() { fatalError() }

    /// Accesses the environment value associated with a custom key.
    ///
    /// From: Environment(_: KeyPath) / EnvironmentKey / EnvironmentValues subscript
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { fatalError() }
        set { fatalError() }
    }

    /// A string that represents the contents of the environment values instance.
    ///
    /// From: Environment(_: KeyPath) / EnvironmentKey / EnvironmentValues subscript
    public var description: String { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    ///
    /// From: EnvironmentValues.dismiss / DismissAction.callAsFunction()
    public var dismiss: DismissAction { fatalError() }

    /// A Boolean value that indicates whether the view associated with this environment is presented.
    ///
    /// From: EnvironmentValues.isPresented
    public var isPresented: Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this environment.
    ///
    /// From: EnvironmentValues.presentationMode / PresentationMode.dismiss()
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> { fatalError() }

    /// The color scheme of this environment.
    ///
    /// From: (no row) EnvironmentValues.colorScheme
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
}

/// An action that dismisses a presentation.
///
/// From: EnvironmentValues.dismiss / DismissAction.callAsFunction()
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct DismissAction {
    /// Dismisses the view if it is currently presented.
    ///
    /// From: EnvironmentValues.dismiss / DismissAction.callAsFunction()
    @MainActor @preconcurrency public func callAsFunction() { fatalError() }
}

/// An indication whether a view is currently presented by another view.
///
/// From: EnvironmentValues.presentationMode / PresentationMode.dismiss()
@available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or dismiss"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or dismiss"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or dismiss"
)
@available(
    watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or dismiss"
)
public struct PresentationMode {
    /// Indicates whether a view is currently presented.
    ///
    /// From: EnvironmentValues.presentationMode / PresentationMode.dismiss()
    public var isPresented: Bool { fatalError() }

    /// Dismisses the view if it is currently presented.
    ///
    /// From: EnvironmentValues.presentationMode / PresentationMode.dismiss()
    public mutating func dismiss() { fatalError() }
}

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects.
///
/// From: Bindable
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// Blocks the implicit `init()`, which a public property wrapper may not have as internal.
    private let _location: AnyObject

    /// The wrapped object.
    ///
    /// From: Bindable
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The bindable wrapper for the object that creates bindings to its properties (`$object.property`).
    ///
    /// From: Bindable
    public var projectedValue: Bindable<Value> { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
    /// Returns a binding to the value of a given key path.
    ///
    /// From: Bindable
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    ///
    /// From: Bindable
    public init(wrappedValue: Value) { fatalError() }

    /// Creates a bindable object from an observable object.
    ///
    /// From: Bindable
    public init(_ wrappedValue: Value) { fatalError() }

    /// Creates a bindable from the value of another bindable.
    ///
    /// From: Bindable
    public init(projectedValue: Bindable<Value>) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    /// The stable identity of the wrapped object.
    ///
    /// From: Bindable
    public var id: Value.ID { fatalError() }

    public typealias ID = Value.ID
}

// MARK: - Geometry, alignment, styling values

/// An alignment position along the horizontal axis.
///
/// From: (no row) HorizontalAlignment, used by VStack / HStack / ZStack / Spacer / Divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct HorizontalAlignment: Equatable {
    /// From: (no row) HorizontalAlignment
    public static let leading = HorizontalAlignment()
    /// From: (no row) HorizontalAlignment
    public static let center = HorizontalAlignment()
    /// From: (no row) HorizontalAlignment
    public static let trailing = HorizontalAlignment()

    /// Creates an alignment value (stub-only initializer, as in the facts file).
    ///
    /// From: (no row) HorizontalAlignment
    public init() {}
}

/// An alignment position along the vertical axis.
///
/// From: (no row) VerticalAlignment, used by VStack / HStack / ZStack / Spacer / Divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct VerticalAlignment: Equatable {
    /// From: (no row) VerticalAlignment
    public static let top = VerticalAlignment()
    /// From: (no row) VerticalAlignment
    public static let center = VerticalAlignment()
    /// From: (no row) VerticalAlignment
    public static let bottom = VerticalAlignment()
    /// From: (no row) VerticalAlignment
    public static let firstTextBaseline = VerticalAlignment()
    /// From: (no row) VerticalAlignment
    public static let lastTextBaseline = VerticalAlignment()

    /// Creates an alignment value (stub-only initializer, as in the facts file).
    ///
    /// From: (no row) VerticalAlignment
    public init() {}
}

/// An alignment in both axes.
///
/// From: (no row) Alignment, used by frame / ZStack / background / overlay
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Alignment: Equatable {
    /// From: (no row) Alignment
    public var horizontal: HorizontalAlignment {
        get { fatalError() }
        set { fatalError() }
    }

    /// From: (no row) Alignment
    public var vertical: VerticalAlignment {
        get { fatalError() }
        set { fatalError() }
    }

    /// Creates an instance with the given horizontal and vertical alignments.
    ///
    /// From: (no row) Alignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {}

    /// From: (no row) Alignment
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// From: (no row) Alignment
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// From: (no row) Alignment
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// From: (no row) Alignment
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// From: (no row) Alignment
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// From: (no row) Alignment
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// From: (no row) Alignment
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// From: (no row) Alignment
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// From: (no row) Alignment
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An enumeration to indicate one edge of a rectangle.
///
/// From: (no row) Edge, used by padding(_:_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    ///
    /// From: (no row) Edge.Set
    @frozen
    public struct Set: OptionSet {
        public typealias Element = Edge.Set

        /// From: (no row) Edge.Set
        public let rawValue: Int8

        /// From: (no row) Edge.Set
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// From: (no row) Edge.Set
        public static let top = Edge.Set(rawValue: 1)
        /// From: (no row) Edge.Set
        public static let leading = Edge.Set(rawValue: 2)
        /// From: (no row) Edge.Set
        public static let bottom = Edge.Set(rawValue: 4)
        /// From: (no row) Edge.Set
        public static let trailing = Edge.Set(rawValue: 8)
        /// From: (no row) Edge.Set
        public static let all = Edge.Set(rawValue: 15)
        /// From: (no row) Edge.Set
        public static let horizontal = Edge.Set(rawValue: 10)
        /// From: (no row) Edge.Set
        public static let vertical = Edge.Set(rawValue: 5)

        /// Creates an instance containing just `e`.
        ///
        /// From: (no row) Edge.Set
        public init(_ e: Edge) { fatalError() }
    }
}

/// The inset distances for the sides of a rectangle.
///
/// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct EdgeInsets: Equatable {
    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    public var top: CGFloat
    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    public var leading: CGFloat
    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    public var bottom: CGFloat
    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    public var trailing: CGFloat

    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
///
/// From: (no row) Axis, used by ScrollView(_:content:) and TextField(_:text:axis:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum Axis: Int8, CaseIterable {
    case horizontal, vertical

    /// An efficient set of axes.
    ///
    /// From: (no row) Axis.Set
    @frozen
    public struct Set: OptionSet {
        public typealias Element = Axis.Set

        /// From: (no row) Axis.Set
        public let rawValue: Int8

        /// From: (no row) Axis.Set
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// From: (no row) Axis.Set
        public static let horizontal = Axis.Set(rawValue: 1)
        /// From: (no row) Axis.Set
        public static let vertical = Axis.Set(rawValue: 2)
    }
}

/// The visibility of a UI element, chosen automatically based on the platform.
///
/// From: Visibility (.automatic/.visible/.hidden)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public enum Visibility: Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
}

/// The possible color schemes.
///
/// From: (no row) ColorScheme, used by toolbarColorScheme(_:for:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

/// A color or pattern to use when rendering a shape.
///
/// From: (no row) ShapeStyle, used by foregroundStyle(_:) and background(_: ShapeStyle, ...)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
///
/// From: (no row) Color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
    /// Creates a color from a color set in an asset catalog.
    ///
    /// From: (no row) Color
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

    /// Creates a constant color from red, green, and blue component values.
    ///
    /// From: (no row) Color
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }

    /// Creates a constant grayscale color.
    ///
    /// From: (no row) Color
    public init(white: Double, opacity: Double = 1) { fatalError() }

    /// Creates a constant color from hue, saturation, and brightness values.
    ///
    /// From: (no row) Color
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }

    /// Multiplies the opacity of the color by the given amount.
    ///
    /// From: (no row) Color
    public func opacity(_ opacity: Double) -> Color { fatalError() }

    /// A textual representation of the color.
    ///
    /// From: (no row) Color
    public var description: String { fatalError() }

    /// From: (no row) Color
    public static let red = Color(white: 0)
    /// From: (no row) Color
    public static let orange = Color(white: 0)
    /// From: (no row) Color
    public static let yellow = Color(white: 0)
    /// From: (no row) Color
    public static let green = Color(white: 0)
    /// From: (no row) Color
    public static let mint = Color(white: 0)
    /// From: (no row) Color
    public static let teal = Color(white: 0)
    /// From: (no row) Color
    public static let cyan = Color(white: 0)
    /// From: (no row) Color
    public static let blue = Color(white: 0)
    /// From: (no row) Color
    public static let indigo = Color(white: 0)
    /// From: (no row) Color
    public static let purple = Color(white: 0)
    /// From: (no row) Color
    public static let pink = Color(white: 0)
    /// From: (no row) Color
    public static let brown = Color(white: 0)
    /// From: (no row) Color
    public static let white = Color(white: 1)
    /// From: (no row) Color
    public static let gray = Color(white: 0.5)
    /// From: (no row) Color
    public static let black = Color(white: 0)
    /// From: (no row) Color
    public static let clear = Color(white: 0, opacity: 0)
    /// From: (no row) Color
    public static let primary = Color(white: 0)
    /// From: (no row) Color
    public static let secondary = Color(white: 0)
    /// From: (no row) Color
    public static var accentColor: Color { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A style that maps to one of the numbered content styles.
///
/// From: (no row) HierarchicalShapeStyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    /// From: (no row) HierarchicalShapeStyle
    public static let primary = HierarchicalShapeStyle()
    /// From: (no row) HierarchicalShapeStyle
    public static let secondary = HierarchicalShapeStyle()
    /// From: (no row) HierarchicalShapeStyle
    public static let tertiary = HierarchicalShapeStyle()

    /// Creates a style (stub-only initializer, as in the facts file).
    ///
    /// From: (no row) HierarchicalShapeStyle
    public init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// From: (no row) HierarchicalShapeStyle
    public static var primary: HierarchicalShapeStyle { fatalError() }
    /// From: (no row) HierarchicalShapeStyle
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    /// From: (no row) HierarchicalShapeStyle
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
    /// From: (no row) Color
    public static var red: Color { fatalError() }
    /// From: (no row) Color
    public static var orange: Color { fatalError() }
    /// From: (no row) Color
    public static var green: Color { fatalError() }
    /// From: (no row) Color
    public static var blue: Color { fatalError() }
    /// From: (no row) Color
    public static var gray: Color { fatalError() }
    /// From: (no row) Color
    public static var white: Color { fatalError() }
    /// From: (no row) Color
    public static var black: Color { fatalError() }
    /// From: (no row) Color
    public static var yellow: Color { fatalError() }
    /// From: (no row) Color
    public static var mint: Color { fatalError() }
    /// From: (no row) Color
    public static var teal: Color { fatalError() }
    /// From: (no row) Color
    public static var cyan: Color { fatalError() }
    /// From: (no row) Color
    public static var indigo: Color { fatalError() }
    /// From: (no row) Color
    public static var purple: Color { fatalError() }
    /// From: (no row) Color
    public static var pink: Color { fatalError() }
    /// From: (no row) Color
    public static var brown: Color { fatalError() }
    /// From: (no row) Color
    public static var clear: Color { fatalError() }
    /// From: (no row) Color
    public static var accentColor: Color { fatalError() }
}

/// An environment-dependent font.
///
/// From: font(_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Font: Hashable, Sendable {
    /// From: font(_:)
    public static let largeTitle = Font()
    /// From: font(_:)
    public static let title = Font()
    /// From: font(_:)
    public static let title2 = Font()
    /// From: font(_:)
    public static let title3 = Font()
    /// From: font(_:)
    public static let headline = Font()
    /// From: font(_:)
    public static let subheadline = Font()
    /// From: font(_:)
    public static let body = Font()
    /// From: font(_:)
    public static let callout = Font()
    /// From: font(_:)
    public static let footnote = Font()
    /// From: font(_:)
    public static let caption = Font()
    /// From: font(_:)
    public static let caption2 = Font()

    /// Specifies a system font to use, along with the style, weight, and any design parameters.
    ///
    /// From: font(_:)
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default)
        -> Font
    {
        fatalError()
    }

    /// Adds bold styling to the font.
    ///
    /// From: font(_:)
    public func bold() -> Font { fatalError() }

    /// Adds italics to the font.
    ///
    /// From: font(_:)
    public func italic() -> Font { fatalError() }

    /// Sets the weight of the font.
    ///
    /// From: font(_:)
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }

    /// A weight to use for fonts.
    ///
    /// From: font(_:)
    @frozen
    public struct Weight: Hashable, Sendable {
        /// From: font(_:)
        public static let ultraLight = Weight()
        /// From: font(_:)
        public static let thin = Weight()
        /// From: font(_:)
        public static let light = Weight()
        /// From: font(_:)
        public static let regular = Weight()
        /// From: font(_:)
        public static let medium = Weight()
        /// From: font(_:)
        public static let semibold = Weight()
        /// From: font(_:)
        public static let bold = Weight()
        /// From: font(_:)
        public static let heavy = Weight()
        /// From: font(_:)
        public static let black = Weight()

        /// Creates a weight (stub-only initializer, as in the facts file).
        ///
        /// From: font(_:)
        public init() {}
    }

    /// A design to use for fonts.
    ///
    /// From: font(_:)
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Creates a font (stub-only initializer, as in the facts file).
    ///
    /// From: font(_:)
    public init() {}
}

// MARK: - Text, Image, Label

/// A type whose values `LocalizedStringKey` interpolation formats with a printf-style specifier.
///
/// From: LocalizedStringKey (+ StringInterpolation)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// The key for a string in a localizable strings file; string literals become keys.
///
/// From: LocalizedStringKey (+ StringInterpolation)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// Creates a localized string key from the given string value.
    ///
    /// From: LocalizedStringKey (+ StringInterpolation)
    public init(_ value: String) { fatalError() }

    /// Creates a localized string key from the given string literal.
    ///
    /// From: LocalizedStringKey (+ StringInterpolation)
    public init(stringLiteral value: String) { fatalError() }

    /// Creates a localized string key from the given string interpolation.
    ///
    /// From: LocalizedStringKey (+ StringInterpolation)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    /// Represents the contents of a string literal with interpolations while it's being built.
    ///
    /// The `appendInterpolation` overloads were lost from the facts file; they are restored from the
    /// Xcode 15 interface. There is deliberately no catch-all overload: interpolating a value that is not
    /// a string, a number, a `Text`, an `Image` or a Foundation reference type is an error in Xcode too.
    ///
    /// From: LocalizedStringKey (+ StringInterpolation)
    public struct StringInterpolation: StringInterpolationProtocol {
        /// From: LocalizedStringKey (+ StringInterpolation)
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }

        /// From: LocalizedStringKey (+ StringInterpolation)
        public mutating func appendLiteral(_ literal: String) { fatalError() }

        /// From: LocalizedStringKey (+ StringInterpolation)
        public mutating func appendInterpolation(_ string: String) { fatalError() }

        /// From: LocalizedStringKey (+ StringInterpolation)
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible {
            fatalError()
        }

        /// From: LocalizedStringKey (+ StringInterpolation)
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: NSObject {
            fatalError()
        }

        /// From: LocalizedStringKey (+ StringInterpolation)
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError() }

        /// From: LocalizedStringKey (+ StringInterpolation)
        public mutating func appendInterpolation<T>(_ value: T, specifier: String)
        where T: _FormatSpecifiable {
            fatalError()
        }

        /// From: Text(_: Image)
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ text: Text) { fatalError() }

        /// From: Text(_: Image)
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
        public mutating func appendInterpolation(_ image: Image) { fatalError() }

        public typealias StringLiteralType = String
    }

    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias StringLiteralType = String
    public typealias UnicodeScalarLiteralType = String
}

/// A view that displays one or more lines of read-only text.
///
/// From: Text(verbatim:) / Text(_: StringProtocol) / Text(_: LocalizedStringKey, tableName:bundle:comment:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Text: Equatable, Sendable {
    /// Creates a text view that displays a string literal without localization.
    ///
    /// From: Text(verbatim:) / Text(_: StringProtocol) / Text(_: LocalizedStringKey, tableName:bundle:comment:)
    public init(verbatim content: String) { fatalError() }

    /// Creates a text view that displays a stored string without localization.
    ///
    /// From: Text(verbatim:) / Text(_: StringProtocol) / Text(_: LocalizedStringKey, tableName:bundle:comment:)
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { fatalError() }

    /// Creates a text view that displays localized content identified by a key.
    ///
    /// From: Text(verbatim:) / Text(_: StringProtocol) / Text(_: LocalizedStringKey, tableName:bundle:comment:)
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        fatalError()
    }

    /// Creates an instance that wraps an image, suitable for concatenating with other text.
    ///
    /// From: Text(_: Image)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ image: Image) { fatalError() }

    /// From: Text(verbatim:) / Text(_: StringProtocol) / Text(_: LocalizedStringKey, tableName:bundle:comment:)
    public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    /// Sets the color of the text displayed by this view.
    ///
    /// From: foregroundColor(_:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }

    /// Sets the style of the text displayed by this view.
    ///
    /// From: foregroundStyle(_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }

    /// Sets the default font for text in the view.
    ///
    /// From: font(_:)
    public func font(_ font: Font?) -> Text { fatalError() }

    /// Sets the font weight of the text.
    ///
    /// From: font(_:)
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }

    /// Applies a bold font weight to the text.
    ///
    /// From: font(_:)
    public func bold() -> Text { fatalError() }

    /// Applies italics to the text.
    ///
    /// From: font(_:)
    public func italic() -> Text { fatalError() }

    /// Concatenates the text in two text views in a new text view.
    ///
    /// From: Text(verbatim:) / Text(_: StringProtocol) / Text(_: LocalizedStringKey, tableName:bundle:comment:)
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

/// A view that displays an image.
///
/// From: Image(_:bundle:) / Image(decorative:bundle:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Image: Equatable, Sendable {
    /// Creates a labeled image that you can use as content for controls.
    ///
    /// From: Image(_:bundle:) / Image(decorative:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

    /// Creates a labeled image with an explicit label.
    ///
    /// From: Image(_:bundle:) / Image(decorative:bundle:)
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { fatalError() }

    /// Creates an unlabeled, decorative image.
    ///
    /// From: Image(_:bundle:) / Image(decorative:bundle:)
    public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }

    /// Creates a system symbol image.
    ///
    /// From: Image(systemName:)
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    public init(systemName: String) { fatalError() }

    /// From: Image(_:bundle:) / Image(decorative:bundle:)
    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }

    /// A scale to apply to vector images relative to text.
    ///
    /// From: Image.Scale / View.imageScale(_:)
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    public enum Scale: Sendable {
        case small
        case medium
        case large
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    ///
    /// From: Image(_:bundle:) / Image(decorative:bundle:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)
        -> Image
    {
        fatalError()
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    ///
    /// From: Image(_:bundle:) / Image(decorative:bundle:)
    public enum ResizingMode: Sendable {
        case tile
        case stretch
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A standard label for user interface items, consisting of an icon with a title.
///
/// From: Label<Title, Icon> (+ init(_:systemImage:), init(_:image:))
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// Creates a label with a custom title and icon.
    ///
    /// From: Label<Title, Icon> (+ init(_:systemImage:), init(_:image:))
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    /// Creates a label with an icon image and a title generated from a localized string.
    ///
    /// From: Label<Title, Icon> (+ init(_:systemImage:), init(_:image:))
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }

    /// Creates a label with a system icon image and a title generated from a localized string.
    ///
    /// From: Label<Title, Icon> (+ init(_:systemImage:), init(_:image:))
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }

    /// Creates a label with an icon image and a title generated from a string.
    ///
    /// From: Label<Title, Icon> (+ init(_:systemImage:), init(_:image:))
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String) where S: StringProtocol { fatalError() }

    /// Creates a label with a system icon image and a title generated from a string.
    ///
    /// From: Label<Title, Icon> (+ init(_:systemImage:), init(_:image:))
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol { fatalError() }
}

// MARK: - Controls and containers

/// A value that describes the purpose of a button.
///
/// From: Button(role:action:label:) / Button(_:role:action:) / ButtonRole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    /// A role that indicates a destructive button.
    ///
    /// From: Button(role:action:label:) / Button(_:role:action:) / ButtonRole
    public static let destructive = ButtonRole()

    /// A role that indicates a button that cancels an operation.
    ///
    /// From: Button(role:action:label:) / Button(_:role:action:) / ButtonRole
    public static let cancel = ButtonRole()

    init() {}
}

/// A control that initiates an action.
///
/// From: Button(action:label:) / Button(_:action:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    /// Creates a button that displays a custom label.
    ///
    /// From: Button(action:label:) / Button(_:action:)
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    ///
    /// From: Button(action:label:) / Button(_:action:)
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }

    /// Creates a button that generates its label from a string.
    ///
    /// From: Button(action:label:) / Button(_:action:)
    @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        fatalError()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
    /// Creates a button with a specified role that displays a custom label.
    ///
    /// From: Button(role:action:label:) / Button(_:role:action:) / ButtonRole
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        fatalError()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
    /// Creates a button with a specified role that generates its label from a localized string key.
    ///
    /// From: Button(role:action:label:) / Button(_:role:action:) / ButtonRole
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        fatalError()
    }

    /// Creates a button with a specified role that generates its label from a string.
    ///
    /// From: Button(role:action:label:) / Button(_:role:action:) / ButtonRole
    @_disfavoredOverload
    public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        fatalError()
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// Creates a button with a system image and a title generated from a localized string key.
    ///
    /// From: Button(_:systemImage:action:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void)
    {
        fatalError()
    }

    /// Creates a button with a system image and a title generated from a string.
    ///
    /// From: Button(_:systemImage:action:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        fatalError()
    }

    /// Creates a button with a role, a system image and a title generated from a localized string key.
    ///
    /// From: Button(_:systemImage:role:action:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        fatalError()
    }

    /// Creates a button with a role, a system image and a title generated from a string.
    ///
    /// From: Button(_:systemImage:role:action:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    )
    where S: StringProtocol {
        fatalError()
    }
}

/// A view that arranges its subviews in a vertical line.
///
/// From: VStack / HStack / ZStack / Spacer / Divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct VStack<Content>: View where Content: View {
    /// Creates an instance with the given spacing and horizontal alignment.
    ///
    /// From: VStack / HStack / ZStack / Spacer / Divider
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
///
/// From: VStack / HStack / ZStack / Spacer / Divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct HStack<Content>: View where Content: View {
    /// Creates a horizontal stack with the given spacing and vertical alignment.
    ///
    /// From: VStack / HStack / ZStack / Spacer / Divider
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
///
/// From: VStack / HStack / ZStack / Spacer / Divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct ZStack<Content>: View where Content: View {
    /// Creates an instance with the given alignment.
    ///
    /// From: VStack / HStack / ZStack / Spacer / Divider
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A flexible space that expands along the major axis of its containing stack layout.
///
/// From: VStack / HStack / ZStack / Spacer / Divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, along the axis of expansion.
    ///
    /// From: VStack / HStack / ZStack / Spacer / Divider
    public var minLength: CGFloat?

    /// Creates a spacer.
    ///
    /// From: VStack / HStack / ZStack / Spacer / Divider
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A visual element that can be used to separate other content.
///
/// From: VStack / HStack / ZStack / Spacer / Divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Divider: View {
    /// Creates a divider.
    ///
    /// From: VStack / HStack / ZStack / Spacer / Divider
    public init() {}

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A scrollable view.
///
/// From: ScrollView(_:content:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content>: View where Content: View {
    /// Creates a new instance that's scrollable in the direction of the given axis.
    ///
    /// From: ScrollView(_:content:)
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a new scrollable instance that can show scroll indicators.
    ///
    /// From: ScrollView(_:showsIndicators:content:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the scrollIndicators(_:) modifier")
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the scrollIndicators(_:) modifier"
    )
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the scrollIndicators(_:) modifier")
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the scrollIndicators(_:) modifier"
    )
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type that collects multiple instances of a content type (views, toolbar content, scenes) into one.
///
/// From: Group (View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Group<Content> {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension Group: View where Content: View {
    /// Creates a group of views.
    ///
    /// From: Group (View)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar content instances.
    ///
    /// From: Group (ToolbarContent / Scene)
    public init(@ToolbarContentBuilder content: () -> Content) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Group: Scene where Content: Scene {
    /// Creates a group of scenes.
    ///
    /// From: Group (ToolbarContent / Scene)
    public init(@SceneBuilder content: () -> Content) { fatalError() }
}

/// A container for grouping controls used for data entry.
///
/// From: Form
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Form<Content>: View where Content: View {
    /// Creates a form with the provided content.
    ///
    /// From: Form
    public init(@ViewBuilder content: () -> Content) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
///
/// From: Section(content:) / (content:header:) / (content:header:footer:) / (content:footer:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {
    init() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer: View {
    /// Creates a section with a header, footer, and the provided section content.
    ///
    /// From: Section(content:) / (content:header:) / (content:header:footer:) / (content:footer:)
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        fatalError()
    }

    /// Creates a section with a header, footer, and the provided section content.
    ///
    /// From: Section(header:content:) / (header:footer:content:) / (footer:content:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    ///
    /// From: Section(content:) / (content:header:) / (content:header:footer:) / (content:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }

    /// Creates a section with a footer and the provided section content.
    ///
    /// From: Section(header:content:) / (header:footer:content:) / (footer:content:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    ///
    /// From: Section(content:) / (content:header:) / (content:header:footer:) / (content:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }

    /// Creates a section with a header and the provided section content.
    ///
    /// From: Section(header:content:) / (header:footer:content:) / (footer:content:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    ///
    /// From: Section(content:) / (content:header:) / (content:header:footer:) / (content:footer:)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content and a header generated from a localized key.
    ///
    /// From: Section(_ titleKey:content:) / Section(_ title: S, content:)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a section with the provided section content and a header generated from a string.
    ///
    /// From: Section(_ titleKey:content:) / Section(_ title: S, content:)
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// From: ForEach (Identifiable / id: / Range<Int>)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    ///
    /// From: ForEach (Identifiable / id: / Range<Int>)
    public var data: Data {
        get { fatalError() }
        set { fatalError() }
    }

    /// A function to create content on demand using the underlying data.
    ///
    /// From: ForEach (Identifiable / id: / Range<Int>)
    public var content: (Data.Element) -> Content {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates.
    ///
    /// From: ForEach (Identifiable / id: / Range<Int>)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates, by a key path.
    ///
    /// From: ForEach (Identifiable / id: / Range<Int>)
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        fatalError()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ForEach where Content: View {
    /// Creates an instance that computes views from a binding to a collection of identifiable data.
    ///
    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        fatalError()
    }

    /// Creates an instance that computes views from a binding to a collection, identified by a key path.
    ///
    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable
    {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    ///
    /// From: ForEach (Identifiable / id: / Range<Int>)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

/// A container that presents rows of data arranged in a single column, optionally providing the ability
/// to select one or more members.
///
/// From: List (content / data / id: / Range<Int> inits)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Creates a list with the given content that supports selecting multiple rows.
    ///
    /// From: List(selection: Binding<Set<V>>?) family
    @available(watchOS, unavailable)
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    /// Creates a list with the given content that supports selecting a single row.
    ///
    /// From: List(selection: Binding<V?>?) family
    @available(watchOS, introduced: 10.0)
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List {
    /// Creates a list that computes its rows on demand from identifiable data, with single selection.
    ///
    /// From: List(selection: Binding<V?>?) family
    @available(watchOS, introduced: 10.0)
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        fatalError()
    }

    /// Creates a list that computes its rows on demand from data identified by a key path, with single
    /// selection.
    ///
    /// From: List(selection: Binding<V?>?) family
    @available(watchOS, introduced: 10.0)
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        fatalError()
    }

    /// Creates a list that computes its rows on demand from identifiable data, with multiple selection.
    ///
    /// From: List(selection: Binding<Set<V>>?) family
    @available(watchOS, unavailable)
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        fatalError()
    }

    /// Creates a list that computes its rows on demand from data identified by a key path, with multiple
    /// selection.
    ///
    /// From: List(selection: Binding<Set<V>>?) family
    @available(watchOS, unavailable)
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    ///
    /// From: List (content / data / id: / Range<Int> inits)
    public init(@ViewBuilder content: () -> Content) { fatalError() }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    ///
    /// From: List (content / data / id: / Range<Int> inits)
    public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        fatalError()
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    ///
    /// From: List (content / data / id: / Range<Int> inits)
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        fatalError()
    }

    /// Creates a list that computes its views on demand over a constant range.
    ///
    /// From: List (content / data / id: / Range<Int> inits)
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        fatalError()
    }

    /// Creates a list that computes its rows on demand from a binding to a collection of identifiable data.
    ///
    /// From: ForEach(Binding<C>) / Binding: RandomAccessCollection
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        fatalError()
    }
}

/// A control that displays an editable text interface.
///
/// From: TextField(_:text:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    ///
    /// From: TextField(_:text:)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }

    /// Creates a text field with a text label generated from a title string.
    ///
    /// From: TextField(_:text:)
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { fatalError() }

    /// Creates a text field with a prompt, labelled from a localized title string.
    ///
    /// From: TextField(_:text:prompt:) / TextField(text:prompt:label:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }

    /// Creates a text field with a prompt, labelled from a title string.
    ///
    /// From: TextField(_:text:prompt:) / TextField(text:prompt:label:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol { fatalError() }

    /// Creates a text field that grows along an axis, labelled from a localized title string.
    ///
    /// From: TextField(_:text:axis:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { fatalError() }

    /// Creates a text field that grows along an axis, labelled from a title string.
    ///
    /// From: TextField(_:text:axis:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TextField {
    /// Creates a text field with a prompt and a custom label.
    ///
    /// From: TextField(_:text:prompt:) / TextField(text:prompt:label:)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

/// A control that toggles between on and off states.
///
/// From: Toggle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Toggle<Label>: View where Label: View {
    /// Creates a toggle that displays a custom label.
    ///
    /// From: Toggle
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    ///
    /// From: Toggle
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }

    /// Creates a toggle that generates its label from a string.
    ///
    /// From: Toggle
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { fatalError() }
}

/// A view that switches between multiple child views using interactive user interface elements.
///
/// From: TabView(selection: Binding<V>?, content:) / TabView(content:) (ViewBuilder of views with .tabItem/.tag)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct TabView<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
    /// Creates an instance that selects from content associated with `Selection` values.
    ///
    /// From: TabView(selection: Binding<V>?, content:) / TabView(content:) (ViewBuilder of views with .tabItem/.tag)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
    /// Creates a tab view without a selection binding.
    ///
    /// From: TabView(selection: Binding<V>?, content:) / TabView(content:) (ViewBuilder of views with .tabItem/.tag)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// MARK: - Tabs: TabView styles and the iOS 18 Tab API
//
// A `TabView` closure holds either only views carrying `tabItem`/`tag` (`ViewBuilder`, the initializers
// above) or only tabs (`TabContentBuilder`, below), never both: a `Tab` is `TabContent`, not a `View`. The
// Tab form of `TabView(selection:)` takes a non-optional `Binding`, every tab's `value` must be of the
// selection's type, and tabs without `value:` have `Value == Never`, for a `TabView` without selection.
// `TabContentBuilder.buildBlock` takes 1 to 10 children and there is no `buildArray`, so a block of 11 tabs
// or a `for` loop does not type-check, as in Xcode. `ForEach` and `Group` are documented as `TabContent`, but
// their initializers for it are not itemized in the facts, so they are not stubbed.

/// A specification for the appearance and interaction of a tab view.
///
/// From: TabViewStyle (protocol; @MainActor @preconcurrency in current docs) / tabViewStyle(_:) / DefaultTabViewStyle / .automatic
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The default tab view style.
///
/// From: TabViewStyle (protocol; @MainActor @preconcurrency in current docs) / tabViewStyle(_:) / DefaultTabViewStyle / .automatic
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates a default tab view style.
    ///
    /// From: TabViewStyle (protocol; @MainActor @preconcurrency in current docs) / tabViewStyle(_:) / DefaultTabViewStyle / .automatic
    public init() {}
}

/// A tab view style that implements a paged scrolling tab view.
///
/// From: PageTabViewStyle / .page / .page(indexDisplayMode:) / IndexDisplayMode.automatic
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    ///
    /// From: PageTabViewStyle / .page / .page(indexDisplayMode:) / IndexDisplayMode.automatic
    public struct IndexDisplayMode: Sendable {
        /// Displays an index view when there are more than one page.
        ///
        /// From: PageTabViewStyle / .page / .page(indexDisplayMode:) / IndexDisplayMode.automatic
        public static let automatic = IndexDisplayMode()

        /// Always display an index view regardless of page count.
        ///
        /// From: PageTabViewStyle.IndexDisplayMode .always / .never
        @available(watchOS 8.0, *)
        public static let always = IndexDisplayMode()

        /// Never display an index view.
        ///
        /// From: PageTabViewStyle.IndexDisplayMode .always / .never
        @available(watchOS 8.0, *)
        public static let never = IndexDisplayMode()

        init() {}
    }

    /// Creates a new page tab view style with the specified index display mode.
    ///
    /// From: PageTabViewStyle / .page / .page(indexDisplayMode:) / IndexDisplayMode.automatic
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

/// A tab view style that displays a tab bar when possible and a sidebar otherwise.
///
/// From: SidebarAdaptableTabViewStyle / .sidebarAdaptable
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates a sidebar adaptable tab view style.
    ///
    /// From: SidebarAdaptableTabViewStyle / .sidebarAdaptable
    public init() {}
}

/// A tab view style that displays a tab bar only, never a sidebar.
///
/// From: TabBarOnlyTabViewStyle / .tabBarOnly
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates a tab bar only tab view style.
    ///
    /// From: TabBarOnlyTabViewStyle / .tabBarOnly
    public init() {}
}

/// A tab view style that displays a segmented control in the toolbar (macOS only).
///
/// From: GroupedTabViewStyle / .grouped
@available(macOS 15.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct GroupedTabViewStyle: TabViewStyle {
    /// Creates a grouped tab view style.
    ///
    /// From: GroupedTabViewStyle / .grouped
    public init() {}
}

/// A tab view style that displays its tabs as vertically scrolling pages (watchOS only).
///
/// From: VerticalPageTabViewStyle / .verticalPage
@available(watchOS 10.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
public struct VerticalPageTabViewStyle: TabViewStyle {
    /// Creates a vertical page tab view style.
    ///
    /// From: VerticalPageTabViewStyle / .verticalPage
    public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    ///
    /// From: TabViewStyle (protocol; @MainActor @preconcurrency in current docs) / tabViewStyle(_:) / DefaultTabViewStyle / .automatic
    @MainActor @preconcurrency public static var automatic: DefaultTabViewStyle { fatalError() }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    /// A tab view style that implements a paged scrolling tab view.
    ///
    /// From: PageTabViewStyle / .page / .page(indexDisplayMode:) / IndexDisplayMode.automatic
    @MainActor @preconcurrency public static var page: PageTabViewStyle { fatalError() }

    /// A paged scrolling tab view style with the given index display mode.
    ///
    /// From: PageTabViewStyle / .page / .page(indexDisplayMode:) / IndexDisplayMode.automatic
    @MainActor @preconcurrency public static func page(
        indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    ) -> PageTabViewStyle {
        fatalError()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab view style that displays a tab bar when possible and a sidebar otherwise.
    ///
    /// From: SidebarAdaptableTabViewStyle / .sidebarAdaptable
    @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        fatalError()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab view style that displays a tab bar only.
    ///
    /// From: TabBarOnlyTabViewStyle / .tabBarOnly
    @MainActor @preconcurrency public static var tabBarOnly: TabBarOnlyTabViewStyle { fatalError() }
}

@available(macOS 15.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension TabViewStyle where Self == GroupedTabViewStyle {
    /// A tab view style that displays a segmented control in the toolbar.
    ///
    /// From: GroupedTabViewStyle / .grouped
    @MainActor @preconcurrency public static var grouped: GroupedTabViewStyle { fatalError() }
}

@available(watchOS 10.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
extension TabViewStyle where Self == VerticalPageTabViewStyle {
    /// A tab view style that displays its tabs as vertically scrolling pages.
    ///
    /// From: VerticalPageTabViewStyle / .verticalPage
    @MainActor @preconcurrency public static var verticalPage: VerticalPageTabViewStyle { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Sets the style for the tab view within the current environment.
    ///
    /// From: TabViewStyle (protocol; @MainActor @preconcurrency in current docs) / tabViewStyle(_:) / DefaultTabViewStyle / .automatic
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle { fatalError() }
}

@available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Generates a badge for the view from an integer value (no badge when it is zero).
    ///
    /// From: View.badge(_:) (Int / Text? / LocalizedStringKey? / StringProtocol?)
    nonisolated public func badge(_ count: Int) -> some View { fatalError() }

    /// Generates a badge for the view from a text view.
    ///
    /// From: View.badge(_:) (Int / Text? / LocalizedStringKey? / StringProtocol?)
    nonisolated public func badge(_ label: Text?) -> some View { fatalError() }

    /// Generates a badge for the view from a localized string key.
    ///
    /// From: View.badge(_:) (Int / Text? / LocalizedStringKey? / StringProtocol?)
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { fatalError() }

    /// Generates a badge for the view from a string.
    ///
    /// From: View.badge(_:) (Int / Text? / LocalizedStringKey? / StringProtocol?)
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol { fatalError() }
}

/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// `TabValue == Body.TabValue` is Apple's documented requirement (the facts file notes it beside a simpler
/// shape); it is what lets a custom `TabContent` type infer `TabValue` from `var body: some TabContent<V>`.
/// Because of it, the built-in tab types here have a stub body of their own selection type instead of the
/// facts file's `Never` (clients never read a tab's `body`).
///
/// From: TabContent (protocol, @MainActor @preconcurrency, associatedtype TabValue: Hashable, primary associated type TabValue) / AnyTabContent<SelectionValue>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type used for the tab's selection value.
    associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue

    /// The type of tab content representing the body of this tab content.
    associatedtype Body: TabContent

    /// The content and behavior of the tab content.
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated extension Never: TabContent {
    public typealias TabValue = Never
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    public var body: some TabContent<Wrapped.TabValue> { return _TabContentStub<Wrapped.TabValue>() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public var body: some TabContent<TrueContent.TabValue> { return _TabContentStub<TrueContent.TabValue>() }
}

/// Type-erased tab content.
///
/// From: TabContent (protocol, @MainActor @preconcurrency, associatedtype TabValue: Hashable, primary associated type TabValue) / AnyTabContent<SelectionValue>
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct AnyTabContent<SelectionValue>: TabContent where SelectionValue: Hashable {
    public typealias TabValue = SelectionValue

    /// Creates an instance that type-erases tab content.
    ///
    /// From: TabContent (protocol, @MainActor @preconcurrency, associatedtype TabValue: Hashable, primary associated type TabValue) / AnyTabContent<SelectionValue>
    public init<T>(_ tabContent: T) where SelectionValue == T.TabValue, T: TabContent { fatalError() }

    public var body: some TabContent<SelectionValue> { return _TabContentStub<SelectionValue>() }
}

/// Tab content built from several children or by a modifier (the real types are internal to SwiftUI; the
/// builder and the modifiers return them behind `some TabContent<TabValue>`), and the body of the built-in
/// tab types. Its own body is itself, which satisfies `TabValue == Body.TabValue` for any selection type.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated struct _TabContentStub<TabValue>: TabContent where TabValue: Hashable {
    init() { fatalError() }
    var body: _TabContentStub<TabValue> { return self }
}

/// A result builder that constructs tab content from the tabs, tab sections and `if` statements of a
/// closure, all with the selection type `TabValue`.
///
/// `buildBlock` takes 1 to 10 children and there is no `buildArray`, so neither 11 tabs in one block nor a
/// `for` loop type-checks.
///
/// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// The view that a tab view built from tab content displays.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    nonisolated public struct Content<C>: View where C: TabContent {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }

    /// Passes one tab, tab section or other tab content of the builder's selection type through.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    /// Builds a block of one child.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> {
        content
    }

    /// Produces optional tab content for an `if` statement without an `else`.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildIf(_ content: (some TabContent<TabValue>)?) -> (some TabContent<TabValue>)? {
        content
    }

    /// Produces content for the first branch of an `if`-`else` or `switch`.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
        fatalError()
    }

    /// Produces content for the second branch of an `if`-`else` or `switch`.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
        fatalError()
    }

    /// Erases the type of tab content guarded by `if #available`.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildLimitedAvailability<T>(_ content: T) -> AnyTabContent<T.TabValue>
    where T: TabContent {
        fatalError()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder {
    /// Builds a block of 2 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C0.TabValue == C1.TabValue
    {
        _TabContentStub<TabValue>()
    }

    /// Builds a block of 3 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == C1.TabValue,
        C1.TabValue == C2.TabValue
    {
        _TabContentStub<TabValue>()
    }

    /// Builds a block of 4 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
        C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue
    {
        _TabContentStub<TabValue>()
    }

    /// Builds a block of 5 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
        C4: TabContent,
        C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue,
        C3.TabValue == C4.TabValue
    {
        _TabContentStub<TabValue>()
    }

    /// Builds a block of 6 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
        C4: TabContent,
        C5: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue,
        C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue
    {
        _TabContentStub<TabValue>()
    }

    /// Builds a block of 7 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
        C4: TabContent,
        C5: TabContent, C6: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue,
        C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue,
        C5.TabValue == C6.TabValue
    {
        _TabContentStub<TabValue>()
    }

    /// Builds a block of 8 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
        C4: TabContent,
        C5: TabContent, C6: TabContent, C7: TabContent, C0.TabValue == C1.TabValue,
        C1.TabValue == C2.TabValue,
        C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue,
        C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue
    {
        _TabContentStub<TabValue>()
    }

    /// Builds a block of 9 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
        C4: TabContent,
        C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C0.TabValue == C1.TabValue,
        C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue,
        C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue,
        C7.TabValue == C8.TabValue
    {
        _TabContentStub<TabValue>()
    }

    /// Builds a block of 10 children of the same selection type.
    ///
    /// From: TabContentBuilder<TabValue> (buildExpression(some TabContent<TabValue>), buildBlock 1...10 only, buildIf, buildEither, buildLimitedAvailability -> AnyTabContent; no buildArray)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some TabContent<TabValue>
    where
        TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent,
        C4: TabContent,
        C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent,
        C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue,
        C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue,
        C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue, C8.TabValue == C9.TabValue
    {
        _TabContentStub<TabValue>()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
    /// Creates a tab view from tabs whose values are of the selection's type (the Tab form; the binding is
    /// not optional).
    ///
    /// From: TabView(selection: Binding<V>, @TabContentBuilder<V> content:) / TabView(@TabContentBuilder<Never> content:) (Tab API; non-optional Binding)
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        fatalError()
    }

    /// Creates a tab view from tabs without values, with no selection.
    ///
    /// From: TabView(selection: Binding<V>, @TabContentBuilder<V> content:) / TabView(@TabContentBuilder<Never> content:) (Tab API; non-optional Binding)
    public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {
        fatalError()
    }
}

/// A value that defines the purpose of a tab.
///
/// From: TabRole (.search) / DefaultTabLabel
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    /// The search role.
    ///
    /// From: TabRole (.search) / DefaultTabLabel
    public static var search: TabRole { fatalError() }
}

/// The default label of a tab, made from its title and image.
///
/// From: TabRole (.search) / DefaultTabLabel
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct DefaultTabLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The content for a tab and the tab's associated tab item in a tab view.
///
/// From: Tab<Value, Content, Label> (TabContent where Value: Hashable, Content: View, Label: View; Content is a @ViewBuilder closure)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct Tab<Value, Content, Label> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
    public var body: some TabContent<Value> { return _TabContentStub<Value>() }
}

// The overloads taking `value: T` with `Value == T?` (for an optional TabView selection) are not confirmed in
// Apple's docs, so they are not stubbed. Title overloads come in `LocalizedStringKey` and `StringProtocol`
// forms; the `StringProtocol` ones are `@_disfavoredOverload`, so string literals pick the key.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value: Hashable, Content: View, Label: View {
    /// Creates a tab with a value and no label.
    ///
    /// From: Tab(_:systemImage:value:content:) / (_:image:value:content:) / (value:content:) / (value:content:label:) / (value:role:content:) / (_:systemImage:value:role:content:) (Value: Hashable)
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView { fatalError() }

    /// Creates a tab with a value and a custom label.
    ///
    /// From: Tab(_:systemImage:value:content:) / (_:image:value:content:) / (value:content:) / (value:content:label:) / (value:role:content:) / (_:systemImage:value:role:content:) (Value: Hashable)
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        fatalError()
    }

    /// Creates a tab with a value and a role, labeled by the role's default label.
    ///
    /// From: Tab(_:systemImage:value:content:) / (_:image:value:content:) / (value:content:) / (value:content:label:) / (value:role:content:) / (_:systemImage:value:role:content:) (Value: Hashable)
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        fatalError()
    }

    /// Creates a tab with a value, a role and a custom label.
    ///
    /// From: Tab(_:systemImage:value:content:) / (_:image:value:content:) / (value:content:) / (value:content:label:) / (value:role:content:) / (_:systemImage:value:role:content:) (Value: Hashable)
    public init(
        value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        fatalError()
    }

    /// Creates a tab with a value, a localized title and a system image.
    ///
    /// From: Tab(_:systemImage:value:content:) / (_:image:value:content:) / (value:content:) / (value:content:label:) / (value:role:content:) / (_:systemImage:value:role:content:) (Value: Hashable)
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        fatalError()
    }

    /// Creates a tab with a value, a title string and a system image.
    ///
    /// From: Tab title overloads: LocalizedStringKey and StringProtocol (StringProtocol shape from SKIP; AD marks each init as an overload group)
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel, S: StringProtocol {
        fatalError()
    }

    /// Creates a tab with a value, a role, a localized title and a system image.
    ///
    /// From: Tab(_:systemImage:value:content:) / (_:image:value:content:) / (value:content:) / (value:content:label:) / (value:role:content:) / (_:systemImage:value:role:content:) (Value: Hashable)
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        fatalError()
    }

    /// Creates a tab with a value, a role, a title string and a system image.
    ///
    /// From: Tab title overloads: LocalizedStringKey and StringProtocol (StringProtocol shape from SKIP; AD marks each init as an overload group)
    @_disfavoredOverload
    public init<S>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel, S: StringProtocol {
        fatalError()
    }

    /// Creates a tab with a value, a localized title and an image from the asset catalog.
    ///
    /// From: Tab(_:systemImage:value:content:) / (_:image:value:content:) / (value:content:) / (value:content:label:) / (value:role:content:) / (_:systemImage:value:role:content:) (Value: Hashable)
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content
    )
    where Label == DefaultTabLabel {
        fatalError()
    }

    /// Creates a tab with a value, a title string and an image from the asset catalog.
    ///
    /// From: Tab title overloads: LocalizedStringKey and StringProtocol (StringProtocol shape from SKIP; AD marks each init as an overload group)
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel, S: StringProtocol {
        fatalError()
    }

    /// Creates a tab with a value, a role, a localized title and an image from the asset catalog.
    ///
    /// From: Tab(_:systemImage:value:content:) / (_:image:value:content:) / (value:content:) / (value:content:label:) / (value:role:content:) / (_:systemImage:value:role:content:) (Value: Hashable)
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        fatalError()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value == Never, Content: View, Label: View {
    /// Creates a tab without a value and without a label.
    ///
    /// From: Tab(_:systemImage:content:) / (_:image:content:) / (content:) / (content:label:) / (role:content:) (Value == Never; for TabView without selection)
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView { fatalError() }

    /// Creates a tab without a value, with a custom label.
    ///
    /// From: Tab(_:systemImage:content:) / (_:image:content:) / (content:) / (content:label:) / (role:content:) (Value == Never; for TabView without selection)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a tab without a value, with a role and the role's default label.
    ///
    /// From: Tab(_:systemImage:content:) / (_:image:content:) / (content:) / (content:label:) / (role:content:) (Value == Never; for TabView without selection)
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        fatalError()
    }

    /// Creates a tab without a value, with a role and a custom label.
    ///
    /// From: Tab(_:systemImage:content:) / (_:image:content:) / (content:) / (content:label:) / (role:content:) (Value == Never; for TabView without selection)
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        fatalError()
    }

    /// Creates a tab without a value, with a localized title and a system image.
    ///
    /// From: Tab(_:systemImage:content:) / (_:image:content:) / (content:) / (content:label:) / (role:content:) (Value == Never; for TabView without selection)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        fatalError()
    }

    /// Creates a tab without a value, with a title string and a system image.
    ///
    /// From: Tab title overloads: LocalizedStringKey and StringProtocol (StringProtocol shape from SKIP; AD marks each init as an overload group)
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel, S: StringProtocol {
        fatalError()
    }

    /// Creates a tab without a value, with a role, a localized title and a system image.
    ///
    /// From: Tab(_:systemImage:content:) / (_:image:content:) / (content:) / (content:label:) / (role:content:) (Value == Never; for TabView without selection)
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        fatalError()
    }

    /// Creates a tab without a value, with a localized title and an image from the asset catalog.
    ///
    /// From: Tab(_:systemImage:content:) / (_:image:content:) / (content:) / (content:label:) / (role:content:) (Value == Never; for TabView without selection)
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        fatalError()
    }

    /// Creates a tab without a value, with a title string and an image from the asset catalog.
    ///
    /// From: Tab title overloads: LocalizedStringKey and StringProtocol (StringProtocol shape from SKIP; AD marks each init as an overload group)
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel, S: StringProtocol {
        fatalError()
    }

    /// Creates a tab without a value, with a role, a localized title and an image from the asset catalog.
    ///
    /// From: Tab(_:systemImage:content:) / (_:image:content:) / (content:) / (content:label:) / (role:content:) (Value == Never; for TabView without selection)
    public init(
        _ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        fatalError()
    }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TabContent {
    /// Generates a badge for the tab from an integer value (no badge when it is zero).
    ///
    /// From: TabContent.badge(_:) (Int; Text? / LocalizedStringKey? / StringProtocol overloads)
    nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
        _TabContentStub<Self.TabValue>()
    }

    /// Generates a badge for the tab from a text view.
    ///
    /// From: TabContent.badge(_:) (Int; Text? / LocalizedStringKey? / StringProtocol overloads)
    nonisolated public func badge(_ label: Text?) -> some TabContent<Self.TabValue> {
        _TabContentStub<Self.TabValue>()
    }

    /// Generates a badge for the tab from a localized string key.
    ///
    /// From: TabContent.badge(_:) (Int; Text? / LocalizedStringKey? / StringProtocol overloads)
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some TabContent<Self.TabValue> {
        _TabContentStub<Self.TabValue>()
    }

    /// Generates a badge for the tab from a string.
    ///
    /// From: TabContent.badge(_:) (Int; Text? / LocalizedStringKey? / StringProtocol overloads)
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some TabContent<Self.TabValue> where S: StringProtocol {
        _TabContentStub<Self.TabValue>()
    }

    /// Hides the tab, or shows it again.
    ///
    /// From: TabContent.hidden(_:)
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> {
        _TabContentStub<Self.TabValue>()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
    /// Sets the identifier under which the tab's customization (its place and visibility) is saved.
    ///
    /// From: TabContent.customizationID(_:)
    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> {
        _TabContentStub<Self.TabValue>()
    }
}

@available(iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4, *)
@available(watchOS, unavailable)
extension TabContent {
    /// Controls whether users can select the tab.
    ///
    /// From: TabContent.disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some TabContent<Self.TabValue> {
        _TabContentStub<Self.TabValue>()
    }
}

/// A container that groups tabs under an optional header, in a sidebar or a tab bar.
///
/// From: TabSection<Header, Content, Footer, SelectionValue> (init(content:), init(_:content:), init(content:header:); content is @TabContentBuilder<SelectionValue>)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct TabSection<Header, Content, Footer, SelectionValue> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated extension TabSection: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    public typealias TabValue = SelectionValue
    public var body: some TabContent<SelectionValue> { return _TabContentStub<SelectionValue>() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection where Content: TabContent, SelectionValue: Hashable {
    /// Creates a section of tabs without a header.
    ///
    /// From: TabSection<Header, Content, Footer, SelectionValue> (init(content:), init(_:content:), init(content:header:); content is @TabContentBuilder<SelectionValue>)
    public init(@TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == EmptyView, Footer == EmptyView {
        fatalError()
    }

    /// Creates a section of tabs with a custom header.
    ///
    /// From: TabSection<Header, Content, Footer, SelectionValue> (init(content:), init(_:content:), init(content:header:); content is @TabContentBuilder<SelectionValue>)
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header)
    where Header: View, Footer == EmptyView {
        fatalError()
    }

    /// Creates a section of tabs with a header generated from a localized string key.
    ///
    /// From: TabSection<Header, Content, Footer, SelectionValue> (init(content:), init(_:content:), init(content:header:); content is @TabContentBuilder<SelectionValue>)
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        fatalError()
    }

    /// Creates a section of tabs with a header generated from a string.
    ///
    /// From: TabSection<Header, Content, Footer, SelectionValue> (init(content:), init(_:content:), init(content:header:); content is @TabContentBuilder<SelectionValue>)
    @_disfavoredOverload
    public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView, S: StringProtocol {
        fatalError()
    }
}

// MARK: - NavigationPath and NavigationStack

/// A type-erased list of data representing the content of a navigation stack.
///
/// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    /// The number of elements in this path.
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public var count: Int { fatalError() }

    /// A Boolean that indicates whether this path is empty.
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public var isEmpty: Bool { fatalError() }

    /// A value that holds the serialized path, or `nil` if some element is not `Codable`.
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public var codable: NavigationPath.CodableRepresentation? { fatalError() }

    /// Creates a new, empty navigation path.
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public init() { fatalError() }

    /// Creates a new navigation path from the contents of a sequence.
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable { fatalError() }

    /// Creates a new navigation path from the contents of a sequence of codable elements.
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public init<S>(_ elements: S)
    where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {
        fatalError()
    }

    /// Creates a new navigation path from a serializable version.
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public init(_ codable: NavigationPath.CodableRepresentation) { fatalError() }

    /// Appends a new value to the end of this path.
    ///
    /// Restored from the Xcode 15 interface (the facts file lost this member).
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public mutating func append<V>(_ value: V) where V: Hashable { fatalError() }

    /// Appends a new codable value to the end of this path.
    ///
    /// Restored from the Xcode 15 interface (the facts file lost this member).
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable { fatalError() }

    /// Removes values from the end of this path.
    ///
    /// Restored from the Xcode 15 interface (the facts file lost this member).
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public mutating func removeLast(_ k: Int = 1) { fatalError() }

    /// A serializable representation of a navigation path.
    ///
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public struct CodableRepresentation: Codable {
        /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
        public init(from decoder: any Decoder) throws { fatalError() }

        /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
        public func encode(to encoder: any Encoder) throws { fatalError() }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath: Equatable {
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath.CodableRepresentation: Equatable {
    /// From: NavigationPath (count, isEmpty, codable, append, removeLast, init(_ codable:), CodableRepresentation)
    public static func == (
        lhs: NavigationPath.CodableRepresentation, rhs: NavigationPath.CodableRepresentation
    )
        -> Bool
    {
        fatalError()
    }
}

/// A view that displays a root view and enables you to present additional views over the root view.
///
/// From: NavigationStack init(root:) / init(path: Binding<NavigationPath>, root:) / init(path: Binding<Data>, root:)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    /// Creates a navigation stack that manages its own navigation state.
    ///
    /// From: NavigationStack init(root:) / init(path: Binding<NavigationPath>, root:) / init(path: Binding<Data>, root:)
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    ///
    /// From: NavigationStack init(root:) / init(path: Binding<NavigationPath>, root:) / init(path: Binding<Data>, root:)
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        fatalError()
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    ///
    /// From: NavigationStack init(root:) / init(path: Binding<NavigationPath>, root:) / init(path: Binding<Data>, root:)
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - NavigationLink

/// A view that controls a navigation presentation.
///
/// From: NavigationLink(destination:label:) (closure destination) / NavigationLink(_:destination:) (closure)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    /// Creates a navigation link that presents the destination view.
    ///
    /// From: NavigationLink(destination:label:) (closure destination) / NavigationLink(_:destination:) (closure)
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a navigation link that presents the destination view when active.
    ///
    /// From: NavigationLink(isActive:destination:label:) / (destination:isActive:label:) / (_:isActive:destination:) / (_:destination:isActive:)
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        fatalError()
    }

    /// Creates a navigation link that presents the destination view when a bound selection variable equals
    /// a given tag value.
    ///
    /// From: NavigationLink(tag:selection:destination:label:) / (destination:tag:selection:label:) (+ title variants)
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    public init<V>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) where V: Hashable {
        fatalError()
    }

    /// Creates a navigation link that presents a destination view passed as a value.
    ///
    /// From: NavigationLink(destination: Destination, label:) / NavigationLink(_:destination: Destination) (value destination)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a navigation link that presents a destination view passed as a value, when active.
    ///
    /// From: NavigationLink(isActive:destination:label:) / (destination:isActive:label:) / (_:isActive:destination:) / (_:destination:isActive:)
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        fatalError()
    }

    /// Creates a navigation link, with a destination passed as a value, that is active when a bound
    /// selection variable equals a given tag value.
    ///
    /// From: NavigationLink(tag:selection:destination:label:) / (destination:tag:selection:label:) (+ title variants)
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
    )
    public init<V>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label)
    where V: Hashable {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    ///
    /// From: NavigationLink(value:label:) / NavigationLink(_:value:) (P: Hashable; Codable overloads)
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable { fatalError() }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label that
    /// the link generates from a localized string key.
    ///
    /// From: NavigationLink(value:label:) / NavigationLink(_:value:) (P: Hashable; Codable overloads)
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {
        fatalError()
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text label that
    /// the link generates from a title string.
    ///
    /// From: NavigationLink(value:label:) / NavigationLink(_:value:) (P: Hashable; Codable overloads)
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {
        fatalError()
    }

    /// Creates a navigation link that presents the view corresponding to a codable value.
    ///
    /// From: NavigationLink(value:label:) / NavigationLink(_:value:) (P: Hashable; Codable overloads)
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {
        fatalError()
    }

    /// Creates a navigation link that presents the view corresponding to a codable value, with a text label
    /// that the link generates from a localized string key.
    ///
    /// From: NavigationLink(value:label:) / NavigationLink(_:value:) (P: Hashable; Codable overloads)
    public init<P>(_ titleKey: LocalizedStringKey, value: P?)
    where Label == Text, P: Decodable, P: Encodable, P: Hashable {
        fatalError()
    }

    /// Creates a navigation link that presents the view corresponding to a codable value, with a text label
    /// that the link generates from a title string.
    ///
    /// From: NavigationLink(value:label:) / NavigationLink(_:value:) (P: Hashable; Codable overloads)
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?)
    where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a localized string key.
    ///
    /// From: NavigationLink(destination:label:) (closure destination) / NavigationLink(_:destination:) (closure)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }

    /// Creates a navigation link that presents a destination view, with a text label that the link
    /// generates from a title string.
    ///
    /// From: NavigationLink(destination:label:) (closure destination) / NavigationLink(_:destination:) (closure)
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        fatalError()
    }

    /// Creates a navigation link that presents a destination view when active, with a text label that the
    /// link generates from a localized string key.
    ///
    /// From: NavigationLink(isActive:destination:label:) / (destination:isActive:label:) / (_:isActive:destination:) / (_:destination:isActive:)
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(
        _ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        fatalError()
    }

    /// Creates a navigation link that presents a destination view when active, with a text label that the
    /// link generates from a title string.
    ///
    /// From: NavigationLink(isActive:destination:label:) / (destination:isActive:label:) / (_:isActive:destination:) / (_:destination:isActive:)
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination)
    where S: StringProtocol {
        fatalError()
    }

    /// Creates a navigation link that presents a destination view passed as a value, with a text label
    /// that the link generates from a localized string key.
    ///
    /// From: NavigationLink(destination: Destination, label:) / NavigationLink(_:destination: Destination) (value destination)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }

    /// Creates a navigation link that presents a destination view passed as a value, with a text label
    /// that the link generates from a title string.
    ///
    /// From: NavigationLink(destination: Destination, label:) / NavigationLink(_:destination: Destination) (value destination)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload
    public init<S>(_ title: S, destination: Destination) where S: StringProtocol { fatalError() }

    /// Creates a navigation link that presents a destination view passed as a value when active, with a
    /// text label that the link generates from a localized string key.
    ///
    /// From: NavigationLink(isActive:destination:label:) / (destination:isActive:label:) / (_:isActive:destination:) / (_:destination:isActive:)
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        fatalError()
    }

    /// Creates a navigation link that presents a destination view passed as a value when active, with a
    /// text label that the link generates from a title string.
    ///
    /// From: NavigationLink(isActive:destination:label:) / (destination:isActive:label:) / (_:isActive:destination:) / (_:destination:isActive:)
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 13.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 16.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 9.0,
        message:
            "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
    )
    @_disfavoredOverload
    public init<S>(_ title: S, destination: Destination, isActive: Binding<Bool>) where S: StringProtocol {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink {
    /// Sets the navigation link to present its destination as the detail component of the containing
    /// navigation view.
    ///
    /// Restored from the Xcode 15 interface (the facts file lost this member).
    ///
    /// From: NavigationLink.isDetailLink(_:)
    @available(iOS 13.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func isDetailLink(_ isDetailLink: Bool) -> some View { fatalError() }
}

// MARK: - NavigationView (legacy) and its styles

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy.
///
/// From: NavigationView
@available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use NavigationStack or NavigationSplitView instead"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "use NavigationStack or NavigationSplitView instead"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "use NavigationStack or NavigationSplitView instead"
)
nonisolated public struct NavigationView<Content>: View where Content: View {
    /// Creates a destination-based navigation view.
    ///
    /// From: NavigationView
    public init(@ViewBuilder content: () -> Content) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A specification for the appearance and interaction of a navigation view.
///
/// From: navigationViewStyle(_:) / NavigationViewStyle
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public protocol NavigationViewStyle {}

/// The default navigation view style.
///
/// From: DefaultNavigationViewStyle / .automatic
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// From: DefaultNavigationViewStyle / .automatic
    public init() {}
}

/// A navigation view style represented by a view stack that only shows a single top view at a time.
///
/// From: StackNavigationViewStyle / .stack
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(macOS, unavailable)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// From: StackNavigationViewStyle / .stack
    public init() {}
}

/// A navigation view style represented by a primary view stack that navigates to a detail view.
///
/// There is no `.doubleColumn` static member: write `DoubleColumnNavigationViewStyle()`.
///
/// From: DoubleColumnNavigationViewStyle (no `.doubleColumn` shorthand exists)
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(watchOS, unavailable)
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// From: DoubleColumnNavigationViewStyle (no `.doubleColumn` shorthand exists)
    public init() {}
}

/// A navigation view style represented by a series of views in columns.
///
/// From: ColumnNavigationViewStyle / .columns
@available(
    iOS, introduced: 15.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

@available(
    iOS, introduced: 15.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    ///
    /// From: ColumnNavigationViewStyle / .columns
    public static var columns: ColumnNavigationViewStyle { fatalError() }
}

@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context of the view being styled.
    ///
    /// From: DefaultNavigationViewStyle / .automatic
    public static var automatic: DefaultNavigationViewStyle { fatalError() }
}

@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(macOS, unavailable)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace stack-styled NavigationView with NavigationStack"
)
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view at a time.
    ///
    /// From: StackNavigationViewStyle / .stack
    public static var stack: StackNavigationViewStyle { fatalError() }
}

// MARK: - NavigationSplitView

/// A view that presents views in two or three columns, where selections in leading columns control
/// presentations in subsequent columns.
///
/// From: NavigationSplitView(sidebar:detail:) / (sidebar:content:detail:) / (columnVisibility:...)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
    /// Creates a three-column navigation split view.
    ///
    /// From: NavigationSplitView(sidebar:detail:) / (sidebar:content:detail:) / (columnVisibility:...)
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        fatalError()
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading columns'
    /// visibility.
    ///
    /// From: NavigationSplitView(sidebar:detail:) / (sidebar:content:detail:) / (columnVisibility:...)
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        fatalError()
    }

    /// Creates a two-column navigation split view.
    ///
    /// From: NavigationSplitView(sidebar:detail:) / (sidebar:content:detail:) / (columnVisibility:...)
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {
        fatalError()
    }

    /// Creates a two-column navigation split view that enables programmatic control of the sidebar's
    /// visibility.
    ///
    /// From: NavigationSplitView(sidebar:detail:) / (sidebar:content:detail:) / (columnVisibility:...)
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationSplitView {
    /// Creates a three-column navigation split view with a preferred column in compact sizes.
    ///
    /// From: NavigationSplitView(preferredCompactColumn:...) / NavigationSplitViewColumn
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        fatalError()
    }

    /// Creates a three-column navigation split view with column visibility and a preferred compact column.
    ///
    /// From: NavigationSplitView(preferredCompactColumn:...) / NavigationSplitViewColumn
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        fatalError()
    }

    /// Creates a two-column navigation split view with a preferred column in compact sizes.
    ///
    /// From: NavigationSplitView(preferredCompactColumn:...) / NavigationSplitViewColumn
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        fatalError()
    }

    /// Creates a two-column navigation split view with column visibility and a preferred compact column.
    ///
    /// From: NavigationSplitView(preferredCompactColumn:...) / NavigationSplitViewColumn
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        fatalError()
    }
}

/// The visibility of the leading columns in a navigation split view.
///
/// From: NavigationSplitViewVisibility (.automatic/.all/.doubleColumn/.detailOnly)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    /// From: NavigationSplitViewVisibility (.automatic/.all/.doubleColumn/.detailOnly)
    public static var detailOnly: NavigationSplitViewVisibility { fatalError() }
    /// From: NavigationSplitViewVisibility (.automatic/.all/.doubleColumn/.detailOnly)
    public static var doubleColumn: NavigationSplitViewVisibility { fatalError() }
    /// From: NavigationSplitViewVisibility (.automatic/.all/.doubleColumn/.detailOnly)
    public static var all: NavigationSplitViewVisibility { fatalError() }
    /// From: NavigationSplitViewVisibility (.automatic/.all/.doubleColumn/.detailOnly)
    public static var automatic: NavigationSplitViewVisibility { fatalError() }

    /// From: NavigationSplitViewVisibility (.automatic/.all/.doubleColumn/.detailOnly)
    public func encode(to encoder: any Encoder) throws { fatalError() }

    /// From: NavigationSplitViewVisibility (.automatic/.all/.doubleColumn/.detailOnly)
    public init(from decoder: any Decoder) throws { fatalError() }
}

/// A view that represents a column in a navigation split view.
///
/// From: NavigationSplitView(preferredCompactColumn:...) / NavigationSplitViewColumn
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// From: NavigationSplitView(preferredCompactColumn:...) / NavigationSplitViewColumn
    public static var sidebar: NavigationSplitViewColumn { fatalError() }
    /// From: NavigationSplitView(preferredCompactColumn:...) / NavigationSplitViewColumn
    public static var content: NavigationSplitViewColumn { fatalError() }
    /// From: NavigationSplitView(preferredCompactColumn:...) / NavigationSplitViewColumn
    public static var detail: NavigationSplitViewColumn { fatalError() }
}

/// The properties of a navigation split view instance.
///
/// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewStyleConfiguration {}

/// A type that specifies the appearance and interaction of navigation split views within a view hierarchy.
///
/// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// A view that represents the body of a navigation split view.
    associatedtype Body: View

    /// Creates a view that represents the body of a navigation split view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a navigation split view instance.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// A navigation split style that resolves its appearance automatically.
///
/// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public init() {}

    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A navigation split style that reduces the size of the detail content to make room for the sidebar.
///
/// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public init() {}

    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

/// A navigation split style that attempts to maintain the size of the detail content when hiding or
/// showing the leading columns.
///
/// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public init() {}

    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public static var automatic: AutomaticNavigationSplitViewStyle { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public static var balanced: BalancedNavigationSplitViewStyle { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { fatalError() }
}

// MARK: - Navigation bar / toolbar value types

/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
///
/// From: NavigationBarItem.TitleDisplayMode .automatic / .inline
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS 13.0, watchOS 6.0, *)
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    ///
    /// From: NavigationBarItem.TitleDisplayMode .automatic / .inline
    public enum TitleDisplayMode: Sendable {
        /// Inherit the display mode from the previous navigation item.
        ///
        /// From: NavigationBarItem.TitleDisplayMode .automatic / .inline
        case automatic

        /// Display the title within the standard bounds of the navigation bar.
        ///
        /// From: NavigationBarItem.TitleDisplayMode .automatic / .inline
        case inline

        /// Display a large title within an expanded navigation bar.
        ///
        /// From: NavigationBarItem.TitleDisplayMode .large
        @available(tvOS, unavailable)
        @available(watchOS 8.0, *)
        case large
    }
}

@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS 13.0, watchOS 6.0, *)
extension NavigationBarItem.TitleDisplayMode: Equatable {}

@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS 13.0, watchOS 6.0, *)
extension NavigationBarItem.TitleDisplayMode: Hashable {}

/// A type that defines the behavior of title of a toolbar.
///
/// From: toolbarTitleDisplayMode(_:) / ToolbarTitleDisplayMode .automatic / .inline
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ToolbarTitleDisplayMode {
    /// From: toolbarTitleDisplayMode(_:) / ToolbarTitleDisplayMode .automatic / .inline
    public static var automatic: ToolbarTitleDisplayMode { fatalError() }

    /// From: ToolbarTitleDisplayMode .large
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var large: ToolbarTitleDisplayMode { fatalError() }

    /// From: ToolbarTitleDisplayMode .inlineLarge
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var inlineLarge: ToolbarTitleDisplayMode { fatalError() }

    /// From: toolbarTitleDisplayMode(_:) / ToolbarTitleDisplayMode .automatic / .inline
    public static var inline: ToolbarTitleDisplayMode { fatalError() }
}

/// The purpose of content that populates the toolbar.
///
/// From: toolbarRole(_:) / ToolbarRole .automatic
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarRole: Sendable {
    /// From: toolbarRole(_:) / ToolbarRole .automatic
    public static var automatic: ToolbarRole { fatalError() }

    /// From: ToolbarRole .navigationStack
    @available(macOS, unavailable)
    public static var navigationStack: ToolbarRole { fatalError() }

    /// From: ToolbarRole .browser
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var browser: ToolbarRole { fatalError() }

    /// From: ToolbarRole .editor
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var editor: ToolbarRole { fatalError() }
}

/// The placement of a toolbar (a bar), as opposed to an item in it.
///
/// From: ToolbarPlacement (struct) / .automatic
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
    /// From: ToolbarPlacement (struct) / .automatic
    public static var automatic: ToolbarPlacement { fatalError() }

    /// From: ToolbarPlacement.bottomBar
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS 10.0, *)
    public static var bottomBar: ToolbarPlacement { fatalError() }

    /// From: ToolbarPlacement.navigationBar
    @available(macOS, unavailable)
    public static var navigationBar: ToolbarPlacement { fatalError() }

    /// From: ToolbarPlacement.tabBar
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static var tabBar: ToolbarPlacement { fatalError() }

    /// From: ToolbarPlacement.windowToolbar
    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var windowToolbar: ToolbarPlacement { fatalError() }
}

/// A structure that defines the placement of a toolbar item.
///
/// From: ToolbarItemPlacement (struct)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement {
    /// From: ToolbarItemPlacement.automatic
    public static let automatic = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.principal
    @available(watchOS, unavailable)
    public static let principal = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.navigation
    @available(watchOS, unavailable)
    public static let navigation = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.primaryAction
    public static let primaryAction = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.secondaryAction
    @available(iOS 16.0, macOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let secondaryAction = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.status
    @available(tvOS 18.0, *)
    @available(watchOS, unavailable)
    public static let status = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.confirmationAction
    public static let confirmationAction = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.cancellationAction
    public static let cancellationAction = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.destructiveAction
    public static let destructiveAction = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.keyboard
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let keyboard = ToolbarItemPlacement()

    /// The leading edge of the top bar (iOS 17 SDK API, `@backDeployed(before: iOS 17, tvOS 17)`).
    ///
    /// From: ToolbarItemPlacement.topBarLeading (API of the iOS 17 SDK, @backDeployed(before: iOS 17, tvOS 17))
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarLeading: ToolbarItemPlacement { fatalError() }

    /// The trailing edge of the top bar (iOS 17 SDK API, `@backDeployed(before: iOS 17, tvOS 17)`).
    ///
    /// From: ToolbarItemPlacement.topBarTrailing (API of the iOS 17 SDK, @backDeployed(before: iOS 17, tvOS 17))
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarTrailing: ToolbarItemPlacement { fatalError() }

    /// From: ToolbarItemPlacement.navigationBarLeading
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarLeading = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.navigationBarTrailing
    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
    @available(tvOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public static let navigationBarTrailing = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.bottomBar
    @available(tvOS 18.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static let bottomBar = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.bottomOrnament
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let bottomOrnament = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.title (back-deployed)
    @available(iOS 14.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var title: ToolbarItemPlacement { fatalError() }

    /// From: ToolbarItemPlacement.largeTitle
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let largeTitle = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.subtitle
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let subtitle = ToolbarItemPlacement()

    /// From: ToolbarItemPlacement.largeSubtitle
    @available(iOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static let largeSubtitle = ToolbarItemPlacement()

    /// Creates a unique accessory bar placement (macOS; `@backDeployed(before: macOS 14)`).
    ///
    /// From: ToolbarItemPlacement.accessoryBar(id:) (@backDeployed(before: macOS 14))
    @available(macOS 13.0, *)
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static func accessoryBar<ID>(id: ID) -> ToolbarItemPlacement where ID: Hashable { fatalError() }

    init() {}
}

// MARK: - Toolbar content

/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Conforming types represent items that can be placed in various locations in a customizable toolbar.
///
/// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Never: ToolbarContent, CustomizableToolbarContent {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { return fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { return fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// Toolbar content made of several items (the real type is internal to SwiftUI; `buildBlock` returns it
/// behind `some ToolbarContent`).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated struct _TupleToolbarContent: CustomizableToolbarContent {
    init() { fatalError() }
    var body: Never { return fatalError() }
}

/// Constructs a toolbar item set from multi-expression closures.
///
/// `buildBlock` takes 1 to 10 items, so a block with 11 items does not type-check, as in Xcode. The
/// `buildBlock` overloads were lost from the facts file; they are restored from the Xcode 15 interface.
///
/// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        fatalError()
    }

    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: CustomizableToolbarContent {
        fatalError()
    }

    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent
    where Content: ToolbarContent {
        _TupleToolbarContent()
    }

    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent
    where Content: CustomizableToolbarContent {
        _TupleToolbarContent()
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ToolbarContentBuilder {
    /// From: ToolbarContentBuilder.buildIf / buildEither (if/else in toolbar)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
        fatalError()
    }

    /// From: ToolbarContentBuilder.buildIf / buildEither (if/else in toolbar)
    public static func buildIf<Content>(_ content: Content?) -> Content?
    where Content: CustomizableToolbarContent {
        fatalError()
    }

    /// From: ToolbarContentBuilder.buildIf / buildEither (if/else in toolbar)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        fatalError()
    }

    /// From: ToolbarContentBuilder.buildIf / buildEither (if/else in toolbar)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        fatalError()
    }

    /// From: ToolbarContentBuilder.buildIf / buildEither (if/else in toolbar)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        fatalError()
    }

    /// From: ToolbarContentBuilder.buildIf / buildEither (if/else in toolbar)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        fatalError()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds a block of 2 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 3 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 4 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 5 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 6 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 7 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 8 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 9 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 10 items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
    {
        _TupleToolbarContent()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds a block of 2 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 3 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 4 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 5 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 6 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 7 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 8 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 9 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }

    /// Builds a block of 10 customizable items.
    ///
    /// From: ToolbarContent / CustomizableToolbarContent / ToolbarContentBuilder (buildBlock 1...10 items only)
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent,
        C9: CustomizableToolbarContent
    {
        _TupleToolbarContent()
    }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// From: ToolbarItem(placement:content:)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    ///
    /// From: ToolbarItem(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        fatalError()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates a customizable toolbar item with the specified identifier, placement and content.
    ///
    /// From: ToolbarItem(id:placement:content:)
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {
        fatalError()
    }

    /// Creates a customizable toolbar item that may be hidden by default.
    ///
    /// From: ToolbarItem(id:placement:showsByDefault:content:)
    @available(
        iOS, introduced: 14.0, deprecated: 100000.0,
        message: "Use the defaultCustomization(_:options:) modifier"
    )
    @available(
        macOS, introduced: 11.0, deprecated: 100000.0,
        message: "Use the defaultCustomization(_:options:) modifier"
    )
    @available(
        tvOS, introduced: 14.0, deprecated: 100000.0,
        message: "Use the defaultCustomization(_:options:) modifier"
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 100000.0,
        message: "Use the defaultCustomization(_:options:) modifier"
    )
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        fatalError()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem: Identifiable where ID: Hashable {
    /// The identity of the toolbar item.
    ///
    /// From: ToolbarItem(id:placement:content:)
    public var id: ID { fatalError() }
}

/// A model that represents a group of toolbar items that share a placement.
///
/// From: ToolbarItemGroup(placement:content:)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    /// Creates a toolbar item group with a specified placement and content.
    ///
    /// From: ToolbarItemGroup(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { return fatalError() }
}

/// The content of a labeled toolbar item group.
///
/// From: ToolbarItemGroup(placement:content:label:)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct LabeledToolbarItemGroupContent<Content, Label>: View
where Content: View, Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ToolbarItemGroup {
    /// Creates a toolbar item group with the specified placement, content, and a label describing it.
    ///
    /// From: ToolbarItemGroup(placement:content:label:)
    public init<C, L>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
        @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L>, C: View, L: View {
        fatalError()
    }
}

/// The sizing behavior of a toolbar spacer.
///
/// From: ToolbarSpacer(_:placement:) / SpacerSizing (.fixed/.flexible)
@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct SpacerSizing: Sendable {
    /// From: ToolbarSpacer(_:placement:) / SpacerSizing (.fixed/.flexible)
    public static let fixed = SpacerSizing()

    /// From: ToolbarSpacer(_:placement:) / SpacerSizing (.fixed/.flexible)
    public static let flexible = SpacerSizing()

    init() {}
}

/// A standard space item in toolbars.
///
/// From: ToolbarSpacer(_:placement:) / SpacerSizing (.fixed/.flexible)
@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct ToolbarSpacer: CustomizableToolbarContent {
    /// Creates a toolbar spacer with the given sizing and placement.
    ///
    /// From: ToolbarSpacer(_:placement:) / SpacerSizing (.fixed/.flexible)
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { return fatalError() }
}

// MARK: - View modifiers: layout and appearance
//
// The bodies of the facts file's `extension View` blocks were lost; every modifier below is restored from
// the Xcode 15 interface (as `nonisolated`, per the iOS 18 SDK). They return `some View`.

/// A resizing mode that preserves an aspect ratio.
///
/// From: aspectRatio / scaledToFit / scaledToFill / lineLimit
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum ContentMode: Hashable, CaseIterable {
    case fit
    case fill
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// From: frame(width:height:alignment:) / frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
    nonisolated public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    )
        -> some View
    {
        fatalError()
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// From: frame(width:height:alignment:) / frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        fatalError()
    }

    /// Positions this view within an invisible frame (deprecated on every platform).
    ///
    /// From: frame() (no arguments)
    @available(*, deprecated, message: "Please pass one or more parameters.")
    nonisolated public func frame() -> some View { fatalError() }

    /// Adds an equal padding amount to specific edges of this view.
    ///
    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { fatalError() }

    /// Adds a different padding amount to each edge of this view.
    ///
    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        fatalError()
    }

    /// Adds a specific padding amount to each edge of this view.
    ///
    /// From: padding(_:) / padding(_:_:) / padding(EdgeInsets)
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }

    /// Hides this view unconditionally.
    ///
    /// From: hidden()
    nonisolated public func hidden() -> some View { fatalError() }

    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// From: disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }

    /// Sets the transparency of this view.
    ///
    /// From: opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }

    /// Sets the unique tag value of this view.
    ///
    /// From: tag(_:)
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { fatalError() }

    /// Binds a view's identity to the given proxy value.
    ///
    /// From: id(_:)
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { fatalError() }

    /// Sets the default font for text in this view.
    ///
    /// From: font(_:)
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }

    /// Sets the color of the foreground elements displayed by this view.
    ///
    /// From: foregroundColor(_:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { fatalError() }

    /// Sets a view's foreground elements to use a given style.
    ///
    /// From: foregroundStyle(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { fatalError() }

    /// Layers the given view behind this view.
    ///
    /// From: background(_:alignment:) (View argument)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "Use `background(alignment:content:)` instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "Use `background(alignment:content:)` instead."
    )
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center)
        -> some View where Background: View
    {
        fatalError()
    }

    /// Layers the views that you specify behind this view.
    ///
    /// From: background(alignment:content:) / background(_: ShapeStyle, ignoresSafeAreaEdges:) / background(ignoresSafeAreaEdges:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View where V: View
    {
        fatalError()
    }

    /// Sets the view's background to the default background style.
    ///
    /// From: background(alignment:content:) / background(_: ShapeStyle, ignoresSafeAreaEdges:) / background(ignoresSafeAreaEdges:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        fatalError()
    }

    /// Sets the view's background to a style.
    ///
    /// Stub deviation: `@_disfavoredOverload` keeps `.background(Color.red)` unambiguous (`Color` is both a
    /// `View` and a `ShapeStyle`), resolving it to the iOS 13 `background(_:alignment:)`, which Xcode
    /// accepts for iOS 13 targets; `.background(.red)` still resolves here.
    ///
    /// From: background(alignment:content:) / background(_: ShapeStyle, ignoresSafeAreaEdges:) / background(ignoresSafeAreaEdges:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    where S: ShapeStyle {
        fatalError()
    }

    /// Layers a secondary view in front of this view.
    ///
    /// From: overlay(_:alignment:)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead."
    )
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View
    where Overlay: View {
        fatalError()
    }

    /// Layers the views that you specify in front of this view.
    ///
    /// From: overlay(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    where V: View {
        fatalError()
    }

    /// Sets the tint color within this view.
    ///
    /// From: tint(_: Color?)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View { fatalError() }

    /// Sets the tint within this view.
    ///
    /// From: tint(_: ShapeStyle?)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { fatalError() }

    /// Constrains this view's dimensions to the specified aspect ratio.
    ///
    /// From: aspectRatio / scaledToFit / scaledToFill / lineLimit
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View
    {
        fatalError()
    }

    /// Scales this view to fit its parent.
    ///
    /// From: aspectRatio / scaledToFit / scaledToFill / lineLimit
    nonisolated public func scaledToFit() -> some View { fatalError() }

    /// Scales this view to fill its parent.
    ///
    /// From: aspectRatio / scaledToFit / scaledToFill / lineLimit
    nonisolated public func scaledToFill() -> some View { fatalError() }

    /// Sets the maximum number of lines that text can occupy in this view.
    ///
    /// From: aspectRatio / scaledToFit / scaledToFill / lineLimit
    nonisolated public func lineLimit(_ number: Int?) -> some View { fatalError() }

    /// Clips this view to its bounding frame, with the specified corner radius.
    ///
    /// From: cornerRadius(_:antialiased:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        fatalError()
    }

    /// Scales images within the view according to one of the relative sizes available.
    ///
    /// From: Image.Scale / View.imageScale(_:)
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { fatalError() }
}

// MARK: - View modifiers: lifecycle and environment

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Adds an action to perform before this view appears.
    ///
    /// From: onAppear(perform:) / onDisappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }

    /// Adds an action to perform after this view disappears.
    ///
    /// From: onAppear(perform:) / onDisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }

    /// Adds an action to perform when the given value changes (one-parameter closure).
    ///
    /// From: onChange(of:perform:) (1-parameter closure)
    @available(
        iOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        macOS, introduced: 11.0, deprecated: 14.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        tvOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 10.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some View
    where V: Equatable {
        fatalError()
    }

    /// Adds an action to perform when the given value changes, receiving the old and new values.
    ///
    /// From: onChange(of:initial:_:) (0- or 2-parameter closure)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
        fatalError()
    }

    /// Adds an action to perform when the given value changes.
    ///
    /// From: onChange(of:initial:_:) (0- or 2-parameter closure)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View where V: Equatable
    {
        fatalError()
    }

    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// The action has the Xcode 26 type (`sending @isolated(any)`); `@_inheritActorContext(always)` makes a
    /// closure written in a view's `body` run on the main actor, as in Xcode (where older SDKs spelled it
    /// `@_inheritActorContext @Sendable`).
    ///
    /// From: task(priority:_:) / task(id:priority:_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext(always) _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        fatalError()
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    ///
    /// From: task(priority:_:) / task(id:priority:_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext(always) _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable {
        fatalError()
    }

    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// The publisher must never fail (`P.Failure == Never`); the action is a plain closure, so one written in a
    /// view's `body` runs with the view's main-actor isolation.
    ///
    /// From: (no row) onReceive(_:perform:), iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 (signatures.swift.txt)
    nonisolated public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> some View
    where P: Publisher, P.Failure == Never {
        fatalError()
    }

    /// Registers a handler to invoke in response to a URL received by your app.
    ///
    /// From: onOpenURL(perform:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { fatalError() }

    /// Supplies an observable object to a view's hierarchy.
    ///
    /// From: environmentObject(_:)
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        fatalError()
    }

    /// Sets the environment value of the specified key path to the given value.
    ///
    /// From: environment(_:_:) (key path)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    {
        fatalError()
    }

    /// Places an observable object in the view's environment.
    ///
    /// From: environment(_: Observable?) (object)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        fatalError()
    }
}

// MARK: - View modifiers: presentation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// From: sheet(isPresented:onDismiss:content:) / sheet(item:onDismiss:content:)
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        fatalError()
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    ///
    /// From: sheet(isPresented:onDismiss:content:) / sheet(item:onDismiss:content:)
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        fatalError()
    }

    /// Presents a modal view that covers as much of the screen as possible when the binding is true.
    ///
    /// From: fullScreenCover(isPresented:onDismiss:content:) / fullScreenCover(item:onDismiss:content:)
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        fatalError()
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding you provide as
    /// a data source for the sheet's content.
    ///
    /// From: fullScreenCover(isPresented:onDismiss:content:) / fullScreenCover(item:onDismiss:content:)
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        fatalError()
    }

    /// Presents an alert when a given condition is true, using a localized string key for the title.
    ///
    /// From: alert(_:isPresented:actions:) / alert(_:isPresented:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func alert<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        fatalError()
    }

    /// Presents an alert when a given condition is true, using a string variable as a title.
    ///
    /// From: alert(_:isPresented:actions:) / alert(_:isPresented:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View where S: StringProtocol, A: View
    {
        fatalError()
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    ///
    /// From: alert(_:isPresented:actions:) / alert(_:isPresented:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View where A: View
    {
        fatalError()
    }

    /// Presents an alert with a message when a given condition is true, using a localized string key for
    /// the title.
    ///
    /// From: alert(_:isPresented:actions:) / alert(_:isPresented:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func alert<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        fatalError()
    }

    /// Presents an alert with a message when a given condition is true, using a string variable as a title.
    ///
    /// From: alert(_:isPresented:actions:) / alert(_:isPresented:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        fatalError()
    }

    /// Presents an alert with a message when a given condition is true, using a text view as a title.
    ///
    /// From: alert(_:isPresented:actions:) / alert(_:isPresented:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func alert<A, M>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        fatalError()
    }

    /// Presents a confirmation dialog when a given condition is true, using a localized string key for the
    /// title.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func confirmationDialog<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        fatalError()
    }

    /// Presents a confirmation dialog when a given condition is true, using a string variable as a title.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        fatalError()
    }

    /// Presents a confirmation dialog when a given condition is true, using a text view for the title.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func confirmationDialog<A>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        fatalError()
    }

    /// Sets the available detents for the enclosing sheet.
    ///
    /// From: presentationDetents(_:) / presentationDetents(_:selection:) / PresentationDetent
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        fatalError()
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of the currently
    /// selected detent.
    ///
    /// From: presentationDetents(_:) / presentationDetents(_:selection:) / PresentationDetent
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        fatalError()
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors.
    ///
    /// From: interactiveDismissDisabled(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        fatalError()
    }
}

// MARK: - Alerts and confirmation dialogs

// The iOS 15 generation: a title, `isPresented: Binding<Bool>` (an optional-item binding is rejected), a
// `ViewBuilder` of buttons and an optional message; `presenting:` takes a plain optional value, not a
// `Binding`, and the closures receive the unwrapped value. The forms without a message or data are above.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Presents a confirmation dialog with a message, titled by a localized string key.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    nonisolated public func confirmationDialog<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        fatalError()
    }

    /// Presents a confirmation dialog with a message, titled by a string.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        fatalError()
    }

    /// Presents a confirmation dialog with a message, titled by a text view.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    nonisolated public func confirmationDialog<A, M>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        fatalError()
    }

    /// Presents a confirmation dialog built from data, titled by a localized string key.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    nonisolated public func confirmationDialog<A, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        fatalError()
    }

    /// Presents a confirmation dialog built from data, titled by a string.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
        fatalError()
    }

    /// Presents a confirmation dialog built from data, titled by a text view.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    nonisolated public func confirmationDialog<A, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        fatalError()
    }

    /// Presents a confirmation dialog with a message built from data, titled by a localized string key.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    nonisolated public func confirmationDialog<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        fatalError()
    }

    /// Presents a confirmation dialog with a message built from data, titled by a string.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        fatalError()
    }

    /// Presents a confirmation dialog with a message built from data, titled by a text view.
    ///
    /// From: confirmationDialog(_:isPresented:titleVisibility:actions:message:) / (…presenting:actions:) / (…presenting:actions:message:) / Text-title forms (titleVisibility: Visibility = .automatic)
    nonisolated public func confirmationDialog<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        fatalError()
    }

    /// Presents an alert built from data, titled by a localized string key.
    ///
    /// From: alert(_:isPresented:presenting:actions:) / alert(_:isPresented:presenting:actions:message:) (title LocalizedStringKey / StringProtocol / Text; data: T?, closures take T)
    nonisolated public func alert<A, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        fatalError()
    }

    /// Presents an alert built from data, titled by a string.
    ///
    /// From: alert(_:isPresented:presenting:actions:) / alert(_:isPresented:presenting:actions:message:) (title LocalizedStringKey / StringProtocol / Text; data: T?, closures take T)
    @_disfavoredOverload
    nonisolated public func alert<S, A, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where S: StringProtocol, A: View {
        fatalError()
    }

    /// Presents an alert built from data, titled by a text view.
    ///
    /// From: alert(_:isPresented:presenting:actions:) / alert(_:isPresented:presenting:actions:message:) (title LocalizedStringKey / StringProtocol / Text; data: T?, closures take T)
    nonisolated public func alert<A, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View {
        fatalError()
    }

    /// Presents an alert with a message built from data, titled by a localized string key.
    ///
    /// From: alert(_:isPresented:presenting:actions:) / alert(_:isPresented:presenting:actions:message:) (title LocalizedStringKey / StringProtocol / Text; data: T?, closures take T)
    nonisolated public func alert<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        fatalError()
    }

    /// Presents an alert with a message built from data, titled by a string.
    ///
    /// From: alert(_:isPresented:presenting:actions:) / alert(_:isPresented:presenting:actions:message:) (title LocalizedStringKey / StringProtocol / Text; data: T?, closures take T)
    @_disfavoredOverload
    nonisolated public func alert<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        fatalError()
    }

    /// Presents an alert with a message built from data, titled by a text view.
    ///
    /// From: alert(_:isPresented:presenting:actions:) / alert(_:isPresented:presenting:actions:message:) (title LocalizedStringKey / StringProtocol / Text; data: T?, closures take T)
    nonisolated public func alert<A, M, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        fatalError()
    }

    /// Presents an alert when an error is present (the title is the error's `errorDescription`).
    ///
    /// From: alert(isPresented:error:actions:) / alert(isPresented:error:actions:message:) (E: LocalizedError)
    nonisolated public func alert<E, A>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View where E: LocalizedError, A: View {
        fatalError()
    }

    /// Presents an alert with a message when an error is present.
    ///
    /// From: alert(isPresented:error:actions:) / alert(isPresented:error:actions:message:) (E: LocalizedError)
    nonisolated public func alert<E, A, M>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View where E: LocalizedError, A: View, M: View {
        fatalError()
    }
}

// The iOS 13/14 generation, soft-deprecated since the Xcode 13 SDK (`deprecated: 100000.0`, which never
// warns): the modifiers return an `Alert` or `ActionSheet` value whose buttons are `Alert.Button` factories
// taking `Text`, not `String`. It does not mix with the iOS 15 generation: a `ViewBuilder` of `Button`s is
// not an `Alert`.

/// A representation of an alert presentation.
///
/// From: Alert (init(title:message:dismissButton:), init(title:message:primaryButton:secondaryButton:); Text title/message)
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `View.alert(title:isPresented:presenting:actions:)` instead."
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use `View.alert(title:isPresented:presenting:actions:)` instead."
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `View.alert(title:isPresented:presenting:actions:)` instead."
)
@available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "use `View.alert(title:isPresented:presenting:actions:)` instead."
)
public struct Alert {
    /// Creates an alert with one button.
    ///
    /// From: Alert (init(title:message:dismissButton:), init(title:message:primaryButton:secondaryButton:); Text title/message)
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) { fatalError() }

    /// Creates an alert with two buttons.
    ///
    /// From: Alert (init(title:message:dismissButton:), init(title:message:primaryButton:secondaryButton:); Text title/message)
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
    {
        fatalError()
    }

    /// A button representing an operation of an alert presentation.
    ///
    /// From: Alert.Button .default(_: Text, action:) / .cancel(_: Text, action:) / .cancel(_:) / .destructive(_: Text, action:) (action: (() -> Void)? = {})
    public struct Button {
        /// Creates an alert button with the default style.
        ///
        /// From: Alert.Button .default(_: Text, action:) / .cancel(_: Text, action:) / .cancel(_:) / .destructive(_: Text, action:) (action: (() -> Void)? = {})
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            fatalError()
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        ///
        /// From: Alert.Button .default(_: Text, action:) / .cancel(_: Text, action:) / .cancel(_:) / .destructive(_: Text, action:) (action: (() -> Void)? = {})
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { fatalError() }

        /// Creates an alert button that indicates cancellation, with a system-provided label.
        ///
        /// From: Alert.Button .default(_: Text, action:) / .cancel(_: Text, action:) / .cancel(_:) / .destructive(_: Text, action:) (action: (() -> Void)? = {})
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { fatalError() }

        /// Creates an alert button with a style that indicates a destructive action.
        ///
        /// From: Alert.Button .default(_: Text, action:) / .cancel(_: Text, action:) / .cancel(_:) / .destructive(_: Text, action:) (action: (() -> Void)? = {})
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            fatalError()
        }
    }
}

/// A representation of an action sheet presentation (there is none on macOS; `confirmationDialog` is
/// macOS 12+).
///
/// From: ActionSheet (init(title:message:buttons:), ActionSheet.Button = Alert.Button) / actionSheet(isPresented:content:) / actionSheet(item:content:) (T: Identifiable)
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)` instead."
)
@available(macOS, unavailable)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)` instead."
)
@available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)` instead."
)
public struct ActionSheet {
    /// Creates an action sheet with the provided buttons.
    ///
    /// From: ActionSheet (init(title:message:buttons:), ActionSheet.Button = Alert.Button) / actionSheet(isPresented:content:) / actionSheet(item:content:) (T: Identifiable)
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        fatalError()
    }

    /// A button representing an operation of an action sheet presentation.
    public typealias Button = Alert.Button
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Presents an alert to the user, built from an identifiable item while it is not `nil`.
    ///
    /// From: alert(isPresented:content: () -> Alert) / alert(item:content: (Item) -> Alert) (Item: Identifiable)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting:actions:)` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting:actions:)` instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting:actions:)` instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:presenting:actions:)` instead."
    )
    nonisolated public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View
    where Item: Identifiable {
        fatalError()
    }

    /// Presents an alert to the user while a Boolean binding is true.
    ///
    /// From: alert(isPresented:content: () -> Alert) / alert(item:content: (Item) -> Alert) (Item: Identifiable)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:actions:)` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "use `alert(title:isPresented:actions:)` instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:actions:)` instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use `alert(title:isPresented:actions:)` instead."
    )
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        fatalError()
    }

    /// Presents an action sheet, built from an identifiable item while it is not `nil`.
    ///
    /// From: ActionSheet (init(title:message:buttons:), ActionSheet.Button = Alert.Button) / actionSheet(isPresented:content:) / actionSheet(item:content:) (T: Identifiable)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)` instead."
    )
    @available(macOS, unavailable)
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)` instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)` instead."
    )
    nonisolated public func actionSheet<T>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View
    where T: Identifiable {
        fatalError()
    }

    /// Presents an action sheet while a Boolean binding is true.
    ///
    /// From: ActionSheet (init(title:message:buttons:), ActionSheet.Button = Alert.Button) / actionSheet(isPresented:content:) / actionSheet(item:content:) (T: Identifiable)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:actions:)` instead."
    )
    @available(macOS, unavailable)
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:actions:)` instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:actions:)` instead."
    )
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        fatalError()
    }
}

// MARK: - View modifiers: navigation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    ///
    /// From: navigationTitle(_: Text) / (_: LocalizedStringKey) / (_: StringProtocol)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError() }

    /// Configures the view's title for purposes of navigation, using a localized string.
    ///
    /// From: navigationTitle(_: Text) / (_: LocalizedStringKey) / (_: StringProtocol)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }

    /// Configures the view's title for purposes of navigation, using a string.
    ///
    /// From: navigationTitle(_: Text) / (_: LocalizedStringKey) / (_: StringProtocol)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        fatalError()
    }

    /// Configures the view's title for purposes of navigation, using a binding to a string (editable).
    ///
    /// From: navigationTitle(_: Binding<String>)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { fatalError() }

    /// Configures the view's subtitle for purposes of navigation, using a text view.
    ///
    /// From: navigationSubtitle(_:) (Text / LocalizedStringKey / StringProtocol)
    @available(iOS 26.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View { fatalError() }

    /// Configures the view's subtitle for purposes of navigation, using a localized string.
    ///
    /// From: navigationSubtitle(_:) (Text / LocalizedStringKey / StringProtocol)
    @available(iOS 26.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        fatalError()
    }

    /// Configures the view's subtitle for purposes of navigation, using a string.
    ///
    /// From: navigationSubtitle(_:) (Text / LocalizedStringKey / StringProtocol)
    @available(iOS 26.0, macOS 11.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    @_disfavoredOverload
    nonisolated public func navigationSubtitle<S>(_ subtitle: S) -> some View where S: StringProtocol {
        fatalError()
    }

    /// Sets the title in the navigation bar for this view.
    ///
    /// From: navigationBarTitle(_:) (Text / LocalizedStringKey / StringProtocol)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { fatalError() }

    /// Sets the title of this view's navigation bar with a localized string.
    ///
    /// From: navigationBarTitle(_:) (Text / LocalizedStringKey / StringProtocol)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }

    /// Sets the title of this view's navigation bar with a string.
    ///
    /// From: navigationBarTitle(_:) (Text / LocalizedStringKey / StringProtocol)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S>(_ title: S) -> some View where S: StringProtocol {
        fatalError()
    }

    /// Sets the title and display mode in the navigation bar for this view.
    ///
    /// From: navigationBarTitle(_:displayMode:) (Text / LocalizedStringKey; StringProtocol variant iOS 14.0)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        fatalError()
    }

    /// Sets the title and display mode of this view's navigation bar with a localized string.
    ///
    /// From: navigationBarTitle(_:displayMode:) (Text / LocalizedStringKey; StringProtocol variant iOS 14.0)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        fatalError()
    }

    /// Sets the title and display mode of this view's navigation bar with a string.
    ///
    /// From: navigationBarTitle(_:displayMode:) (Text / LocalizedStringKey; StringProtocol variant iOS 14.0)
    @available(
        iOS, introduced: 14.0, deprecated: 100000.0,
        message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
    )
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View where S: StringProtocol
    {
        fatalError()
    }

    /// Configures the title display mode for this view.
    ///
    /// From: navigationBarTitleDisplayMode(_:)
    @available(iOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        fatalError()
    }

    /// Configures the toolbar title display mode for this view.
    ///
    /// From: toolbarTitleDisplayMode(_:) / ToolbarTitleDisplayMode .automatic / .inline
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        fatalError()
    }

    /// Hides the navigation bar back button for the view.
    ///
    /// From: navigationBarBackButtonHidden(_:)
    @available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        fatalError()
    }

    /// Hides the navigation bar for this view.
    ///
    /// From: navigationBarHidden(_:)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    @available(macOS, unavailable)
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { fatalError() }

    /// Sets the navigation bar items for this view.
    ///
    /// From: navigationBarItems(leading:trailing:) / (leading:) / (trailing:)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(macOS, unavailable)
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(watchOS, unavailable)
    nonisolated public func navigationBarItems<L, T>(leading: L, trailing: T) -> some View
    where L: View, T: View {
        fatalError()
    }

    /// Sets the navigation bar items for this view.
    ///
    /// From: navigationBarItems(leading:trailing:) / (leading:) / (trailing:)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(macOS, unavailable)
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(watchOS, unavailable)
    nonisolated public func navigationBarItems<L>(leading: L) -> some View where L: View { fatalError() }

    /// Configures the navigation bar items for this view.
    ///
    /// From: navigationBarItems(leading:trailing:) / (leading:) / (trailing:)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(macOS, unavailable)
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(watchOS, unavailable)
    nonisolated public func navigationBarItems<T>(trailing: T) -> some View where T: View { fatalError() }

    /// Sets the style for navigation views within this view.
    ///
    /// From: navigationViewStyle(_:) / NavigationViewStyle
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 100000.0,
        message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
    )
    nonisolated public func navigationViewStyle<S>(_ style: S) -> some View where S: NavigationViewStyle {
        fatalError()
    }

    /// Associates a destination view with a presented data type for use within a navigation stack.
    ///
    /// From: navigationDestination(for:destination:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        fatalError()
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// NavigationStack.
    ///
    /// From: navigationDestination(isPresented:destination:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<V>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View where V: View {
        fatalError()
    }

    /// Associates a destination view with a bound value for use within a navigation stack or navigation
    /// split view.
    ///
    /// From: navigationDestination(item:destination:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func navigationDestination<D, C>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        fatalError()
    }

    /// Sets the style for navigation split views within this view.
    ///
    /// From: navigationSplitViewStyle(_:) (.automatic/.balanced/.prominentDetail)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationSplitViewStyle<S>(_ style: S) -> some View
    where S: NavigationSplitViewStyle {
        fatalError()
    }

    /// Sets a fixed, preferred width for the column containing this view.
    ///
    /// From: navigationSplitViewColumnWidth(_:) / (min:ideal:max:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { fatalError() }

    /// Sets a flexible, preferred width for the column containing this view.
    ///
    /// From: navigationSplitViewColumnWidth(_:) / (min:ideal:max:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationSplitViewColumnWidth(
        min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
    ) -> some View {
        fatalError()
    }

    /// Sets the tab bar item associated with this view.
    ///
    /// Soft-deprecated in the iOS 18-era SDKs (`deprecated: 100000.0`, which never warns), but not on visionOS.
    ///
    /// From: tabItem(_:)
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use Tab(_:systemImage:value:content:) and related initializers instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "Use Tab(_:systemImage:value:content:) and related initializers instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use Tab(_:systemImage:value:content:) and related initializers instead."
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 100000.0,
        message: "Use Tab(_:systemImage:value:content:) and related initializers instead."
    )
    @available(visionOS, introduced: 1.0)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        fatalError()
    }
}

// MARK: - View modifiers: toolbar

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Populates the toolbar or navigation bar with the specified views.
    ///
    /// From: toolbar(content:) (@ViewBuilder and @ToolbarContentBuilder overloads)
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
    where Content: View {
        fatalError()
    }

    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// From: toolbar(content:) (@ViewBuilder and @ToolbarContentBuilder overloads)
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent {
        fatalError()
    }

    /// Populates the toolbar or navigation bar with the specified items, allowing for user customization.
    ///
    /// From: toolbar(id:content:) (CustomizableToolbarContent)
    nonisolated public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content)
        -> some View
    where Content: CustomizableToolbarContent {
        fatalError()
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    ///
    /// From: toolbar(_: Visibility, for: ToolbarPlacement...)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        fatalError()
    }

    /// Specifies the visibility of a bar managed by SwiftUI.
    ///
    /// From: toolbarVisibility(_:for:)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        fatalError()
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    ///
    /// From: toolbarBackground(_:for:) (ShapeStyle and Visibility)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View
    where S: ShapeStyle {
        fatalError()
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    ///
    /// From: toolbarBackground(_:for:) (ShapeStyle and Visibility)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        fatalError()
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI.
    ///
    /// From: toolbarBackgroundVisibility(_:for:)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func toolbarBackgroundVisibility(
        _ visibility: Visibility, for bars: ToolbarPlacement...
    )
        -> some View
    {
        fatalError()
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    ///
    /// From: toolbarColorScheme(_:for:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
        -> some View
    {
        fatalError()
    }

    /// Configures the semantic role for the content populating the toolbar.
    ///
    /// From: toolbarRole(_:) / ToolbarRole .automatic
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { fatalError() }
}

// MARK: - Other controls often found around navigation code

/// A button that toggles the edit mode environment value.
///
/// From: EditButton
@available(iOS 13.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct EditButton: View {
    /// Creates an Edit button instance.
    ///
    /// From: EditButton
    public init() {}

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that shows the progress toward completion of a task.
///
/// From: ProgressView
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View
where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    ///
    /// From: ProgressView
    public init() where Label == EmptyView { fatalError() }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    ///
    /// From: ProgressView
    public init(@ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a progress view for showing indeterminate progress that generates its label from a
    /// localized string.
    ///
    /// From: ProgressView
    public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError() }

    /// Creates a progress view for showing indeterminate progress that generates its label from a string.
    ///
    /// From: ProgressView
    @_disfavoredOverload
    public init<S>(_ title: S) where Label == Text, S: StringProtocol { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
    /// Creates a progress view for showing determinate progress.
    ///
    /// From: ProgressView
    public init<V>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        fatalError()
    }
}

/// A control for presenting a menu of actions.
///
/// From: Menu
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
nonisolated public struct Menu<Label, Content>: View where Label: View, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu {
    /// Creates a menu with a custom label.
    ///
    /// From: Menu
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }

    /// Creates a menu that generates its label from a localized string key.
    ///
    /// From: Menu
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
        fatalError()
    }

    /// Creates a menu that generates its label from a string.
    ///
    /// From: Menu
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text, S: StringProtocol {
        fatalError()
    }
}

// `Menu(_:systemImage:content:)` is documented for iOS 14 / macOS 11 / tvOS 17 but is absent from the
// Xcode 15 interface: it is back-deployed from a later SDK.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == SwiftUI.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and a system image.
    ///
    /// From: Menu(_:systemImage:content:) (Label == Label<Text, Image>; LocalizedStringKey / StringProtocol)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        fatalError()
    }

    /// Creates a menu that generates its label from a string and a system image.
    ///
    /// From: Menu(_:systemImage:content:) (Label == Label<Text, Image>; LocalizedStringKey / StringProtocol)
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        fatalError()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu {
    /// Creates a menu with a custom label and a primary action (run on a tap; the menu opens on a long press).
    ///
    /// From: Menu(content:label:primaryAction:) / Menu(_:content:primaryAction:)
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        fatalError()
    }

    /// Creates a menu with a primary action that generates its label from a localized string key.
    ///
    /// From: Menu(content:label:primaryAction:) / Menu(_:content:primaryAction:)
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) where Label == Text {
        fatalError()
    }

    /// Creates a menu with a primary action that generates its label from a string.
    ///
    /// From: Menu(content:label:primaryAction:) / Menu(_:content:primaryAction:)
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    where Label == Text, S: StringProtocol {
        fatalError()
    }
}

/// An action that opens a URL.
///
/// From: EnvironmentValues.openURL { get set } / OpenURLAction (@MainActor @preconcurrency in current docs) .callAsFunction(_:)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct OpenURLAction {
    /// The result of a custom open URL action.
    ///
    /// From: OpenURLAction(handler:) / OpenURLAction.Result (.handled/.discarded/.systemAction/.systemAction(_:))
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct Result: Sendable {
        /// The handler opened the URL.
        ///
        /// From: OpenURLAction(handler:) / OpenURLAction.Result (.handled/.discarded/.systemAction/.systemAction(_:))
        public static let handled = Result()

        /// The handler discarded the URL.
        ///
        /// From: OpenURLAction(handler:) / OpenURLAction.Result (.handled/.discarded/.systemAction/.systemAction(_:))
        public static let discarded = Result()

        /// The handler asks the system to open the original URL.
        ///
        /// From: OpenURLAction(handler:) / OpenURLAction.Result (.handled/.discarded/.systemAction/.systemAction(_:))
        public static let systemAction = Result()

        /// The handler asks the system to open the modified URL.
        ///
        /// From: OpenURLAction(handler:) / OpenURLAction.Result (.handled/.discarded/.systemAction/.systemAction(_:))
        public static func systemAction(_ url: URL) -> OpenURLAction.Result { fatalError() }

        init() {}
    }

    /// Creates an action that opens a URL with the given handler.
    ///
    /// From: OpenURLAction(handler:) / OpenURLAction.Result (.handled/.discarded/.systemAction/.systemAction(_:))
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError() }

    /// Opens a URL, following system conventions.
    ///
    /// From: EnvironmentValues.openURL { get set } / OpenURLAction (@MainActor @preconcurrency in current docs) .callAsFunction(_:)
    public func callAsFunction(_ url: URL) { fatalError() }

    /// Asynchronously opens a URL, following system conventions, and reports whether it was accepted.
    ///
    /// From: OpenURLAction.callAsFunction(_:completion:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
    @available(watchOS, unavailable)
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
    /// An action that opens a URL (settable, to handle links in a view hierarchy).
    ///
    /// From: EnvironmentValues.openURL { get set } / OpenURLAction (@MainActor @preconcurrency in current docs) .callAsFunction(_:)
    public var openURL: OpenURLAction {
        get { fatalError() }
        set { fatalError() }
    }
}

/// An interface, consisting of a label and additional content, that you display when the content of your
/// app is unavailable to users.
///
/// From: ContentUnavailableView
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
    /// Creates an interface with a label, a description and actions (the facts file truncated the
    /// defaults; they are `{ EmptyView() }` in the real SDK).
    ///
    /// From: ContentUnavailableView
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        fatalError()
    }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// From: ContentUnavailableView
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) { fatalError() }

    /// From: ContentUnavailableView
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        fatalError()
    }

    /// From: ContentUnavailableView
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {
        fatalError()
    }

    /// From: ContentUnavailableView
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {
        fatalError()
    }
}

/// A protocol that describes the behavior and appearance of a list.
///
/// From: listStyle(_:) / .automatic / .plain
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance for a list.
///
/// From: listStyle(_:) / .automatic / .plain
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultListStyle: ListStyle {
    /// From: listStyle(_:) / .automatic / .plain
    public init() {}
}

/// The list style that describes the behavior and appearance of a plain list.
///
/// From: listStyle(_:) / .automatic / .plain
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PlainListStyle: ListStyle {
    /// From: listStyle(_:) / .automatic / .plain
    public init() {}
}

/// The list style that describes the behavior and appearance of a sidebar list.
///
/// From: ListStyle .sidebar
@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SidebarListStyle: ListStyle {
    /// From: ListStyle .sidebar
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset grouped list.
///
/// From: ListStyle .insetGrouped
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetGroupedListStyle: ListStyle {
    /// From: ListStyle .insetGrouped
    public init() {}
}

/// The list style that describes the behavior and appearance of a grouped list.
///
/// From: ListStyle .grouped
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct GroupedListStyle: ListStyle {
    /// From: ListStyle .grouped
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset list.
///
/// From: ListStyle .inset
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct InsetListStyle: ListStyle {
    /// From: ListStyle .inset
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == DefaultListStyle {
    /// From: listStyle(_:) / .automatic / .plain
    public static var automatic: DefaultListStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ListStyle where Self == PlainListStyle {
    /// From: listStyle(_:) / .automatic / .plain
    public static var plain: PlainListStyle { fatalError() }
}

@available(iOS 14.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == SidebarListStyle {
    /// From: ListStyle .sidebar
    public static var sidebar: SidebarListStyle { fatalError() }
}

@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetGroupedListStyle {
    /// From: ListStyle .insetGrouped
    public static var insetGrouped: InsetGroupedListStyle { fatalError() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == GroupedListStyle {
    /// From: ListStyle .grouped
    public static var grouped: GroupedListStyle { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ListStyle where Self == InsetListStyle {
    /// From: ListStyle .inset
    public static var inset: InsetListStyle { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sets the style for lists within this view.
    ///
    /// From: listStyle(_:) / .automatic / .plain
    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { fatalError() }
}

/// The placement of a search field in a view hierarchy.
///
/// From: searchable(text:placement:prompt:) / SearchFieldPlacement
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
    /// From: searchable(text:placement:prompt:) / SearchFieldPlacement
    public static let automatic = SearchFieldPlacement()

    /// From: searchable(text:placement:prompt:) / SearchFieldPlacement
    public static let toolbar = SearchFieldPlacement()

    /// From: searchable(text:placement:prompt:) / SearchFieldPlacement
    public static let sidebar = SearchFieldPlacement()

    /// From: SearchFieldPlacement.navigationBarDrawer
    @available(iOS 15.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static let navigationBarDrawer = SearchFieldPlacement()

    init() {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// From: searchable(text:placement:prompt:) / SearchFieldPlacement
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        fatalError()
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    ///
    /// From: searchable(text:placement:prompt:) / SearchFieldPlacement
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        fatalError()
    }

    /// Marks this view as searchable, with a prompt from a string.
    ///
    /// From: searchable(text:placement:prompt:) / SearchFieldPlacement
    @_disfavoredOverload
    nonisolated public func searchable<S>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View where S: StringProtocol {
        fatalError()
    }
}

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// From: SceneStorage / AppStorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    /// Blocks the implicit `init()`, which a public property wrapper may not have as internal.
    private let _location: AnyObject

    /// From: SceneStorage / AppStorage
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// From: SceneStorage / AppStorage
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage {
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String) where Value == Bool { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String) where Value == Int { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String) where Value == Double { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String) where Value == String { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String) where Value == URL { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String) where Value == Data { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        fatalError()
    }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        fatalError()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// From: SceneStorage / AppStorage
    public init(_ key: String) where Value == Bool? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String) where Value == Int? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String) where Value == Double? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String) where Value == String? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String) where Value == URL? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String) where Value == Data? { fatalError() }
}

/// A property wrapper type that reflects a value from `UserDefaults`.
///
/// From: SceneStorage / AppStorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    /// Blocks the implicit `init()`, which a public property wrapper may not have as internal.
    private let _location: AnyObject

    /// From: SceneStorage / AppStorage
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// From: SceneStorage / AppStorage
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage {
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        fatalError()
    }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        fatalError()
    }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        fatalError()
    }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        fatalError()
    }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        fatalError()
    }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        fatalError()
    }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        fatalError()
    }
    /// From: SceneStorage / AppStorage
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        fatalError()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage where Value: ExpressibleByNilLiteral {
    /// From: SceneStorage / AppStorage
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { fatalError() }
    /// From: SceneStorage / AppStorage
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { fatalError() }
}

// MARK: - Sheet presentation details and safe area

/// A type that represents a height where a sheet naturally rests.
///
/// From: presentationDetents(_:) / presentationDetents(_:selection:) / PresentationDetent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    /// From: presentationDetents(_:) / presentationDetents(_:selection:) / PresentationDetent
    public static let medium = PresentationDetent()

    /// From: presentationDetents(_:) / presentationDetents(_:selection:) / PresentationDetent
    public static let large = PresentationDetent()

    /// From: presentationDetents(_:) / presentationDetents(_:selection:) / PresentationDetent
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { fatalError() }

    /// From: presentationDetents(_:) / presentationDetents(_:selection:) / PresentationDetent
    public static func height(_ height: CGFloat) -> PresentationDetent { fatalError() }

    init() {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Sets the visibility of the drag indicator on top of a sheet.
    ///
    /// From: presentationDragIndicator(_: Visibility)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { fatalError() }
}

/// Strategies for adapting a presentation to a different size class.
///
/// From: presentationCompactAdaptation(_:) / (horizontal:vertical:) / PresentationAdaptation (.automatic/.none/.popover/.sheet/.fullScreenCover)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
    /// From: presentationCompactAdaptation(_:) / (horizontal:vertical:) / PresentationAdaptation (.automatic/.none/.popover/.sheet/.fullScreenCover)
    public static var automatic: PresentationAdaptation { fatalError() }

    /// From: presentationCompactAdaptation(_:) / (horizontal:vertical:) / PresentationAdaptation (.automatic/.none/.popover/.sheet/.fullScreenCover)
    public static var none: PresentationAdaptation { fatalError() }

    /// From: presentationCompactAdaptation(_:) / (horizontal:vertical:) / PresentationAdaptation (.automatic/.none/.popover/.sheet/.fullScreenCover)
    public static var popover: PresentationAdaptation { fatalError() }

    /// From: presentationCompactAdaptation(_:) / (horizontal:vertical:) / PresentationAdaptation (.automatic/.none/.popover/.sheet/.fullScreenCover)
    public static var sheet: PresentationAdaptation { fatalError() }

    /// From: presentationCompactAdaptation(_:) / (horizontal:vertical:) / PresentationAdaptation (.automatic/.none/.popover/.sheet/.fullScreenCover)
    public static var fullScreenCover: PresentationAdaptation { fatalError() }
}

/// The kinds of interaction available to views behind a presentation.
///
/// From: presentationBackgroundInteraction(_:) / PresentationBackgroundInteraction (.automatic/.enabled/.enabled(upThrough:)/.disabled)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    /// From: presentationBackgroundInteraction(_:) / PresentationBackgroundInteraction (.automatic/.enabled/.enabled(upThrough:)/.disabled)
    public static var automatic: PresentationBackgroundInteraction { fatalError() }

    /// From: presentationBackgroundInteraction(_:) / PresentationBackgroundInteraction (.automatic/.enabled/.enabled(upThrough:)/.disabled)
    public static var enabled: PresentationBackgroundInteraction { fatalError() }

    /// Enables interaction with the views behind the presentation up through a given detent.
    ///
    /// From: presentationBackgroundInteraction(_:) / PresentationBackgroundInteraction (.automatic/.enabled/.enabled(upThrough:)/.disabled)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        fatalError()
    }

    /// From: presentationBackgroundInteraction(_:) / PresentationBackgroundInteraction (.automatic/.enabled/.enabled(upThrough:)/.disabled)
    public static var disabled: PresentationBackgroundInteraction { fatalError() }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures.
///
/// From: presentationCornerRadius(_:) / presentationContentInteraction(_:) / presentationBackground(_:) / presentationBackground(alignment:content:)
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationContentInteraction: Equatable, Sendable {
    /// From: presentationCornerRadius(_:) / presentationContentInteraction(_:) / presentationBackground(_:) / presentationBackground(alignment:content:)
    public static var automatic: PresentationContentInteraction { fatalError() }

    /// From: presentationCornerRadius(_:) / presentationContentInteraction(_:) / presentationBackground(_:) / presentationBackground(alignment:content:)
    public static var resizes: PresentationContentInteraction { fatalError() }

    /// From: presentationCornerRadius(_:) / presentationContentInteraction(_:) / presentationBackground(_:) / presentationBackground(alignment:content:)
    public static var scrolls: PresentationContentInteraction { fatalError() }
}

// Apple documents these as applying to the enclosing presentation: apply them to the sheet's content.
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension View {
    /// Controls whether people can interact with the view behind a presentation.
    ///
    /// From: presentationBackgroundInteraction(_:) / PresentationBackgroundInteraction (.automatic/.enabled/.enabled(upThrough:)/.disabled)
    nonisolated public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    )
        -> some View
    {
        fatalError()
    }

    /// Specifies how to adapt a presentation to compact size classes.
    ///
    /// From: presentationCompactAdaptation(_:) / (horizontal:vertical:) / PresentationAdaptation (.automatic/.none/.popover/.sheet/.fullScreenCover)
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        fatalError()
    }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size classes.
    ///
    /// From: presentationCompactAdaptation(_:) / (horizontal:vertical:) / PresentationAdaptation (.automatic/.none/.popover/.sheet/.fullScreenCover)
    nonisolated public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation,
        vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        fatalError()
    }

    /// Requests that the presentation have a specific corner radius (`nil` for the system default).
    ///
    /// From: presentationCornerRadius(_:) / presentationContentInteraction(_:) / presentationBackground(_:) / presentationBackground(alignment:content:)
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { fatalError() }

    /// Configures the behavior of swipe gestures on a presentation.
    ///
    /// From: presentationCornerRadius(_:) / presentationContentInteraction(_:) / presentationBackground(_:) / presentationBackground(alignment:content:)
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
        -> some View
    {
        fatalError()
    }

    /// Sets the presentation background of the enclosing sheet using a shape style.
    ///
    /// From: presentationCornerRadius(_:) / presentationContentInteraction(_:) / presentationBackground(_:) / presentationBackground(alignment:content:)
    nonisolated public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle {
        fatalError()
    }

    /// Sets the presentation background of the enclosing sheet to a custom view.
    ///
    /// From: presentationCornerRadius(_:) / presentationContentInteraction(_:) / presentationBackground(_:) / presentationBackground(alignment:content:)
    nonisolated public func presentationBackground<V>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    )
        -> some View where V: View
    {
        fatalError()
    }
}

/// A proposal for the size of a view.
///
/// From: ProposedViewSize
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct ProposedViewSize: Equatable {
    /// The proposed horizontal size, or `nil` for the ideal width.
    ///
    /// From: ProposedViewSize
    public var width: CGFloat?

    /// The proposed vertical size, or `nil` for the ideal height.
    ///
    /// From: ProposedViewSize
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions.
    ///
    /// From: ProposedViewSize
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// The proposed size with both dimensions left unspecified.
    ///
    /// From: ProposedViewSize
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// A size proposal that contains infinity in both dimensions.
    ///
    /// From: ProposedViewSize
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    ///
    /// From: ProposedViewSize
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    ///
    /// From: ProposedViewSize
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
}

/// A proxy to the root view of a presentation, for measuring it.
///
/// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct PresentationSizingRoot {
    /// Asks the presentation's root view for its size given a proposal.
    ///
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}

/// Contextual information about a presentation.
///
/// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct PresentationSizingContext {}

/// A type that defines the size of the presentation content and how the presentation size adjusts to its
/// content's size changing.
///
/// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PresentationSizing {
    /// Returns the size proposed to the presentation's root view.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
        -> ProposedViewSize
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing {
    /// Modifies the sizing to fit the presentation's content in the given dimensions.
    ///
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        _PresentationSizingStub()
    }

    /// Modifies the sizing so the presentation grows with its content but does not shrink back.
    ///
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        _PresentationSizingStub()
    }
}

/// A modified presentation sizing (the real types are internal to SwiftUI; `fitted(horizontal:vertical:)`
/// and `sticky(horizontal:vertical:)` return them behind `some PresentationSizing`).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct _PresentationSizingStub: PresentationSizing {
    init() { fatalError() }
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
        -> ProposedViewSize
    {
        fatalError()
    }
}

/// The default presentation sizing, which depends on the platform and the kind of presentation.
///
/// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AutomaticPresentationSizing: PresentationSizing {
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
        -> ProposedViewSize
    {
        fatalError()
    }
}

/// The presentation sizing of a form: larger than the automatic one, with a fixed size.
///
/// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FormPresentationSizing: PresentationSizing {
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
        -> ProposedViewSize
    {
        fatalError()
    }
}

/// The presentation sizing of a page: roughly the size of a page of paper.
///
/// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct PagePresentationSizing: PresentationSizing {
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
        -> ProposedViewSize
    {
        fatalError()
    }
}

/// The presentation sizing that fits the presentation's content.
///
/// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FittedPresentationSizing: PresentationSizing {
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
        -> ProposedViewSize
    {
        fatalError()
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public static var automatic: AutomaticPresentationSizing { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public static var form: FormPresentationSizing { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == PagePresentationSizing {
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public static var page: PagePresentationSizing { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FittedPresentationSizing {
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    public static var fitted: FittedPresentationSizing { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
    /// Sets the sizing of the containing presentation.
    ///
    /// From: presentationSizing(_: some PresentationSizing) / PresentationSizing (.automatic/.form/.page/.fitted; fitted(horizontal:vertical:), sticky(horizontal:vertical:))
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        fatalError()
    }
}

/// A set of symbolic safe area regions.
///
/// From: ignoresSafeArea(_:edges:) / SafeAreaRegions
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
public struct SafeAreaRegions: OptionSet {
    /// From: ignoresSafeArea(_:edges:) / SafeAreaRegions
    public let rawValue: UInt

    /// From: ignoresSafeArea(_:edges:) / SafeAreaRegions
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// From: ignoresSafeArea(_:edges:) / SafeAreaRegions
    public static let container = SafeAreaRegions(rawValue: 1)

    /// From: ignoresSafeArea(_:edges:) / SafeAreaRegions
    public static let keyboard = SafeAreaRegions(rawValue: 2)

    /// From: ignoresSafeArea(_:edges:) / SafeAreaRegions
    public static let all = SafeAreaRegions(rawValue: 3)
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Expands the safe area of a view.
    ///
    /// From: ignoresSafeArea(_:edges:) / SafeAreaRegions
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> some View
    {
        fatalError()
    }
}

// MARK: - Popovers

/// A normalized 2D point in a view's coordinate space.
///
/// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public var x: CGFloat

    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public var y: CGFloat

    /// Creates a unit point at the origin.
    ///
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public init() { self.init(x: 0, y: 0) }

    /// Creates a unit point with the specified horizontal and vertical offsets.
    ///
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let zero = UnitPoint(x: 0, y: 0)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// From: UnitPoint (.zero/.center/.leading/.trailing/.top/.bottom/.topLeading/.topTrailing/.bottomLeading/.bottomTrailing)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An opaque value derived from an anchor source and a particular view.
///
/// From: PopoverAttachmentAnchor (.rect(Anchor<CGRect>.Source), .point(UnitPoint)) / Anchor<CGRect>.Source .bounds / .rect(_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    ///
    /// From: PopoverAttachmentAnchor (.rect(Anchor<CGRect>.Source), .point(UnitPoint)) / Anchor<CGRect>.Source .bounds / .rect(_:)
    @frozen
    public struct Source {
        init() { fatalError() }
    }

    init() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
    /// An anchor source for a rectangle in the view's coordinate space.
    ///
    /// From: PopoverAttachmentAnchor (.rect(Anchor<CGRect>.Source), .point(UnitPoint)) / Anchor<CGRect>.Source .bounds / .rect(_:)
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { fatalError() }

    /// An anchor source for the view's bounds.
    ///
    /// From: PopoverAttachmentAnchor (.rect(Anchor<CGRect>.Source), .point(UnitPoint)) / Anchor<CGRect>.Source .bounds / .rect(_:)
    public static var bounds: Anchor<CGRect>.Source { fatalError() }
}

/// An attachment anchor for a popover.
///
/// From: PopoverAttachmentAnchor (.rect(Anchor<CGRect>.Source), .point(UnitPoint)) / Anchor<CGRect>.Source .bounds / .rect(_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)

    /// The anchor point for the popover expressed as a unit point that describes possible alignments
    /// relative to a SwiftUI view.
    case point(UnitPoint)
}

// The iOS 18-era SDKs declare `arrowEdge: Edge? = nil`; the Xcode 11 to 15 interfaces declared
// `arrowEdge: Edge = .top`. Code that passes a non-nil edge, or none, type-checks with both; passing `nil`
// only with the newer one. Before iOS 18.1 the arrow edge was not respected on iOS.
@available(iOS 13.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Presents a popover using the given identifiable item as a data source for the popover's content.
    ///
    /// From: popover(isPresented:attachmentAnchor:arrowEdge:content:) / popover(item:attachmentAnchor:arrowEdge:content:) (Item: Identifiable; arrowEdge: Edge? = nil in iOS 18-era docs, Edge = .top in Xcode 11-15)
    nonisolated public func popover<Item, Content>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        fatalError()
    }

    /// Presents a popover when a given condition is true.
    ///
    /// From: popover(isPresented:attachmentAnchor:arrowEdge:content:) / popover(item:attachmentAnchor:arrowEdge:content:) (Item: Identifiable; arrowEdge: Edge? = nil in iOS 18-era docs, Edge = .top in Xcode 11-15)
    nonisolated public func popover<Content>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        fatalError()
    }
}

// MARK: - App, Scene, previews

/// A type that represents the structure and behavior of an app.
///
/// From: App / Scene / WindowGroup / SceneBuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// Initializes and runs the app.
    ///
    /// From: App / Scene / WindowGroup / SceneBuilder
    @MainActor @preconcurrency public static func main() { fatalError() }
}

/// A part of an app's user interface with a life cycle managed by the system.
///
/// From: App / Scene / WindowGroup / SceneBuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
///
/// Only the one-scene `buildBlock` is in the facts file, so only one scene per block type-checks here.
///
/// From: App / Scene / WindowGroup / SceneBuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    /// From: App / Scene / WindowGroup / SceneBuilder
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
        fatalError()
    }

    /// From: App / Scene / WindowGroup / SceneBuilder
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        fatalError()
    }
}

/// A scene that presents a group of identically structured windows.
///
/// From: App / Scene / WindowGroup / SceneBuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    /// Creates a window group.
    ///
    /// From: App / Scene / WindowGroup / SceneBuilder
    public init(@ViewBuilder content: () -> Content) { fatalError() }

    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type that produces view previews in Xcode.
///
/// From: (no row) PreviewProvider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
