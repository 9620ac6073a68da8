/// An optional value kept in a box of its own, so that a field most values of a struct leave
/// nil takes one pointer in the struct instead of its whole size.
///
/// Large apps hold a struct per route in memory at once; a field of 50 to 100 bytes that few
/// routes set (a presentation's options, a view's toolbar type) then costs megabytes where a
/// pointer costs a few hundred kilobytes. The box is never written: setting the value makes a
/// new box, so copies of the struct never share a change.
@propertyWrapper
public struct OutOfLine<Wrapped: Sendable>: Sendable {
    /// The box of a value that is set. An indirect enum, not a class: its box is allocated
    /// with the value's own type, while a generic class needs its metadata looked up at run time
    /// for every box made. Everything is inlinable so that the modules using a field specialize
    /// it for the field's type instead of calling generic code, which looks metadata up too
    /// (unspecialized, a class box cost `navc check` about 6 % more instructions).
    @usableFromInline indirect enum Box: Sendable {
        case value(Wrapped)
    }

    @usableFromInline var box: Box?

    /// A field holding `wrappedValue`.
    @inlinable
    public init(wrappedValue: Wrapped?) {
        if let wrappedValue { box = .value(wrappedValue) }
    }

    /// The value, or nil.
    @inlinable
    public var wrappedValue: Wrapped? {
        get {
            guard case .value(let value) = box else { return nil }
            return value
        }
        set {
            if let newValue { box = .value(newValue) } else { box = nil }
        }
    }

    /// The field itself (`$name`), for ``update(startingFrom:_:)``.
    @inlinable
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

extension OutOfLine where Wrapped: Equatable {
    /// Changes the value with `change`, starting from `empty` when there is none: how a struct
    /// sets one of the rare properties it keeps together out of line. A change that leaves
    /// `empty` as it was makes no box, so setting a rare property to its default on every value
    /// (a checker pass writing back an empty list it filtered, say) costs nothing.
    @inlinable
    public mutating func update(
        startingFrom empty: @autoclosure () -> Wrapped, _ change: (inout Wrapped) -> Void
    ) {
        if var value = wrappedValue {
            change(&value)
            wrappedValue = value
            return
        }
        let initial = empty()
        var value = initial
        change(&value)
        if value != initial { box = .value(value) }
    }
}

extension OutOfLine: Equatable where Wrapped: Equatable {
    @inlinable
    public static func == (left: Self, right: Self) -> Bool { left.wrappedValue == right.wrappedValue }
}

extension OutOfLine: Hashable where Wrapped: Hashable {
    @inlinable
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
