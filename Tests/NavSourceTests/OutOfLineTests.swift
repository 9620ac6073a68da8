import NavSource
import Testing

/// `OutOfLine` keeps a value in a box of its own with the semantics of a stored optional.
@Suite struct OutOfLineTests {
    private struct Holder: Hashable {
        @OutOfLine var values: [Int]? = nil
        var other = 0
    }

    @Test func copiesNeverShareAChange() {
        var first = Holder()
        #expect(first.values == nil)
        first.values = [1, 2]
        var second = first
        second.values?.append(3)
        #expect(first.values == [1, 2])
        #expect(second.values == [1, 2, 3])
        second.values = nil
        #expect(second.values == nil)
        #expect(first.values == [1, 2])
        #expect(MemoryLayout<Holder>.size == MemoryLayout<Int>.size * 2)
    }

    @Test func updatingStartsFromTheEmptyValueOnlyWhenThereIsNone() {
        var holder = Holder()
        holder.$values.update(startingFrom: [0]) { $0.append(1) }
        #expect(holder.values == [0, 1])
        let copy = holder
        holder.$values.update(startingFrom: [9]) { $0.append(2) }
        #expect(holder.values == [0, 1, 2])
        #expect(copy.values == [0, 1])
    }

    /// A change that leaves the empty value as it was sets nothing, so no box is made for it;
    /// a set value stays set even when the change empties it.
    @Test func updatingToTheEmptyValueSetsNothing() {
        var holder = Holder()
        holder.$values.update(startingFrom: []) { $0 = $0.filter { $0 > 0 } }
        #expect(holder.values == nil)
        holder.$values.update(startingFrom: []) { $0.append(5) }
        #expect(holder.values == [5])
        holder.$values.update(startingFrom: []) { $0.removeAll() }
        #expect(holder.values == [])
    }

    @Test func equalityAndHashingFollowTheValue() {
        var first = Holder()
        var second = Holder()
        first.values = [4]
        #expect(first != second)
        second.values = [4]
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
    }
}
