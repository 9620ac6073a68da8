// A type-check stub of the parts of Apple's `Combine` module that SwiftUI navigation code uses.
//
// Foundation on Linux provides neither `ObservableObject` nor `@Published`, and there is no Combine
// module at all, so this file stands in for it. It is compiled on its own, before the SwiftUI stub
// (which re-exports it, as Apple's SwiftUI does):
//
//     swiftc -emit-module -module-name Combine -parse-as-library -o DIR/Combine.swiftmodule Combine.swift
//
// Nothing here ever runs: every body traps. What matters is the shape that the type checker sees:
// `ObservableObject` is a class-only protocol whose `objectWillChange` publisher must never fail, and
// `@Published` works only on properties of classes (its `wrappedValue` is unavailable, and classes reach
// the value through the enclosing-instance subscript, exactly as in Apple's Combine).
//
// Deliberately simplified: `Publisher` has no `receive(subscriber:)` requirement, and there are no
// subscribers, operators, `sink`, `assign` or `AnyCancellable`; navigation code does not need them. `Just`
// is here because generated views feed one-off values to `View.onReceive(_:perform:)` with it.

/// A type that publishes a sequence of values over time (simplified: no subscription machinery).
///
/// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output

    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error
}

/// A type of object with a publisher that emits before the object has changed.
///
/// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed (synthesized for `@Published` properties).
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// A publisher that publishes changes from observable objects.
///
/// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Void

    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    /// Creates an observable object publisher.
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    public init() {}

    /// Sends the changed value to the downstream subscriber.
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    final public func send() { fatalError() }
}

/// A type that publishes a property marked with an attribute.
///
/// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
    /// Creates the published instance with an initial wrapped value.
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    public init(wrappedValue: Value) { fatalError() }

    /// Creates the published instance with an initial value.
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    public init(initialValue: Value) { fatalError() }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value

        /// The kind of errors this publisher might publish.
        public typealias Failure = Never
    }

    /// The property for which this instance exposes a publisher (`$property`).
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }

    /// Unavailable: outside a class there is no enclosing instance to notify.
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The storage accessor that classes use for `@Published` properties.
    ///
    /// From: ObservableObject / @Published / ObservableObjectPublisher (Combine; re-exported by SwiftUI)
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }
}

/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// From: (no row) Combine.Just, a `Publisher` whose `Failure` is `Never`, as `View.onReceive(_:perform:)` needs
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    ///
    /// From: (no row) Combine.Just
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    ///
    /// From: (no row) Combine.Just
    public init(_ output: Output) { self.output = output }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Just: Equatable where Output: Equatable {}
