import NavPlan
import NavSemantics
import Testing

/// `RouteTable`, the plan's table of values for some routes: lookups, route order whatever the
/// order values are set in, replacing and removing.
@Suite struct RouteTableTests {
    @Test func valuesSetInRouteOrderAreFoundAndIteratedInOrder() {
        var table = RouteTable<String>()
        table[2] = "two"
        table[5] = "five"
        table[9] = "nine"
        #expect(table.count == 3)
        #expect(table[2] == "two" && table[5] == "five" && table[9] == "nine")
        #expect(table[0] == nil && table[3] == nil && table[10] == nil && table[-1] == nil)
        #expect(table.routes == [2, 5, 9])
        #expect(table.map { "\($0.0)=\($0.1)" } == ["2=two", "5=five", "9=nine"])
    }

    @Test func valuesSetOutOfOrderAreKeptInRouteOrder() {
        var table = RouteTable<Int>()
        for route in [7, 3, 11, 0, 5] { table[route] = route * 10 }
        #expect(table.routes == [0, 3, 5, 7, 11])
        #expect(table.values == [0, 30, 50, 70, 110])
        for route in [7, 3, 11, 0, 5] { #expect(table[route] == route * 10) }
    }

    @Test func replacingAndRemovingKeepTheOthersFound() {
        var table = RouteTable<Int>()
        for route in 0..<6 { table[route] = route }
        table[3] = 33
        table[1] = nil
        table[4] = nil
        table[8] = nil  // Removing a route without a value changes nothing.
        #expect(table.routes == [0, 2, 3, 5])
        #expect(table[0] == 0 && table[2] == 2 && table[3] == 33 && table[5] == 5)
        #expect(table[1] == nil && table[4] == nil)
        table[1] = 11
        #expect(table.routes == [0, 1, 2, 3, 5])
        #expect(table[1] == 11 && table[5] == 5)
        #expect(!table.isEmpty)
    }

    @Test func updatesChangeValuesInPlace() {
        var table = RouteTable<[Int]>()
        table[1] = [1]
        table[4] = [4]
        table.update(4) { $0.append(40) }
        table.update(2) { $0.append(20) }  // No value: nothing happens.
        table.updateEach { route, value in value.append(route * 100) }
        #expect(table[1] == [1, 100])
        #expect(table[4] == [4, 40, 400])
        #expect(table[2] == nil)
    }
}
