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

    /// The field itself (`$name`), for ``subscript(orEmpty:)``.
    @inlinable
    public var projectedValue: Self {
        get { self }
        _modify { yield &self }
    }
}

extension OutOfLine where Wrapped: Equatable {
    /// The value, or `empty` when there is none: how a struct reads and changes one of the rare
    /// properties it keeps together out of line (`_rare[orEmpty: Rare()].names.append(name)`,
    /// through the field's storage: its `$rare` accessor may hand the change a copy of the field,
    /// which would share the box).
    ///
    /// For a change the value is taken out of its box, so that changing a list it holds in
    /// place (appending to it, say) copies nothing the field still holds: appending n items one
    /// at a time costs n, not n². A change that leaves `empty` as it was makes no box, so setting
    /// a rare property to its default on every value (a checker pass writing back an empty list
    /// it filtered, say) costs nothing; a value that was set stays set.
    @inlinable
    public subscript(orEmpty empty: Wrapped) -> Wrapped {
        get { wrappedValue ?? empty }
        _modify {
            // The box goes, and with it its hold on the value's storage, unless a copy of the
            // field shares it.
            var value = empty
            var wasSet = false
            if case .value(let stored) = box.take() {
                value = stored
                wasSet = true
            }
            defer { if wasSet || value != empty { box = .value(value) } }
            yield &value
        }
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
