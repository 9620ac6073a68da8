/// An optional value kept in a box of its own, so that a field most values of a struct leave
/// nil takes one pointer in the struct instead of its whole size.
///
/// Large apps hold a struct per route in memory at once; a field of 50 to 100 bytes that few
/// routes set (a presentation's options, a view's toolbar type) then costs megabytes where a
/// pointer costs a few hundred kilobytes. The box is never written: setting the value makes a
/// new box, so copies of the struct never share a change.
@propertyWrapper
public struct OutOfLine<Wrapped: Sendable>: Sendable {
    /// The box of a value that is set.
    private final class Box: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private var box: Box?

    /// A field holding `wrappedValue`.
    public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    /// The value, or nil.
    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    /// The field itself (`$name`), for ``update(startingFrom:_:)``.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// Changes the value with `change`, starting from `empty` when there is none: how a struct
    /// sets one of the rare properties it keeps together out of line.
    public mutating func update(
        startingFrom empty: @autoclosure () -> Wrapped, _ change: (inout Wrapped) -> Void
    ) {
        var value = wrappedValue ?? empty()
        change(&value)
        wrappedValue = value
    }
}

extension OutOfLine: Equatable where Wrapped: Equatable {
    public static func == (left: Self, right: Self) -> Bool { left.wrappedValue == right.wrappedValue }
}

extension OutOfLine: Hashable where Wrapped: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
