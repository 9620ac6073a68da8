import NavSemantics

/// Values for some of a model's routes, by ``RouteID``, kept in route order.
///
/// The plan holds facts that only some routes have (a deep link's pattern, where a link opens
/// its route) in tables like this one rather than in dictionaries: a route's value is found
/// through a dense list of positions instead of a hash, and iterating visits the routes in
/// order, so that planning and translating a large app read memory in order and sort nothing.
public struct RouteTable<Value> {
    /// Where each route's value is in ``values``, or -1 when it has none; as long as the
    /// highest route with a value, plus one.
    private var positions: [Int32] = []
    /// The routes that have a value, in increasing order.
    public private(set) var routes: [RouteID] = []
    /// The routes' values, in the order of ``routes``.
    public private(set) var values: [Value] = []

    /// An empty table.
    public init() {}

    /// How many routes have a value.
    public var count: Int { routes.count }

    /// Whether no route has a value.
    public var isEmpty: Bool { routes.isEmpty }

    /// The value of `route`, or nil when it has none. Setting a value for a route after the
    /// last one with a value appends it; setting one before it inserts it in order.
    public subscript(route: RouteID) -> Value? {
        get { position(of: route).map { values[$0] } }
        set {
            if let position = position(of: route) {
                if let newValue {
                    values[position] = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                insert(newValue, for: route)
            }
        }
    }

    /// Changes the value of `route` in place, without copying it; does nothing when the route
    /// has no value.
    public mutating func update(_ route: RouteID, _ change: (inout Value) -> Void) {
        guard let position = position(of: route) else { return }
        change(&values[position])
    }

    /// Changes every value in place, in route order.
    public mutating func updateEach(_ change: (RouteID, inout Value) -> Void) {
        for position in values.indices {
            change(routes[position], &values[position])
        }
    }

    /// Reserves room for `count` values.
    public mutating func reserveCapacity(_ count: Int) {
        routes.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    private func position(of route: RouteID) -> Int? {
        guard route >= 0, route < positions.count else { return nil }
        let position = positions[route]
        return position < 0 ? nil : Int(position)
    }

    private mutating func insert(_ value: Value, for route: RouteID) {
        precondition(route >= 0, "a route ID is never negative")
        if route >= positions.count {
            positions.append(contentsOf: repeatElement(-1, count: route + 1 - positions.count))
        }
        if let last = routes.last, route < last {
            // Inserted in order: the positions of the routes after it move one place on.
            var index = routes.count
            while index > 0 && routes[index - 1] > route { index -= 1 }
            routes.insert(route, at: index)
            values.insert(value, at: index)
            for later in routes[(index + 1)...] { positions[later] += 1 }
            positions[route] = Int32(index)
        } else {
            positions[route] = Int32(routes.count)
            routes.append(route)
            values.append(value)
        }
    }

    private mutating func remove(at position: Int) {
        positions[routes[position]] = -1
        routes.remove(at: position)
        values.remove(at: position)
        for later in routes[position...] { positions[later] -= 1 }
    }
}

extension RouteTable: Sendable where Value: Sendable {}

extension RouteTable: Sequence {
    /// Iterates the routes with a value and their values, in route order.
    public func makeIterator() -> Zip2Sequence<[RouteID], [Value]>.Iterator {
        zip(routes, values).makeIterator()
    }

    public var underestimatedCount: Int { count }
}
