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

    @Test func changingStartsFromTheEmptyValueOnlyWhenThereIsNone() {
        var holder = Holder()
        #expect(holder.$values[orEmpty: [7]] == [7])
        holder.$values[orEmpty: [0]].append(1)
        #expect(holder.values == [0, 1])
        let copy = holder
        holder.$values[orEmpty: [9]].append(2)
        #expect(holder.values == [0, 1, 2])
        #expect(copy.values == [0, 1])
    }

    /// A change that leaves the empty value as it was sets nothing, so no box is made for it;
    /// a set value stays set even when the change empties it.
    @Test func changingToTheEmptyValueSetsNothing() {
        var holder = Holder()
        holder.$values[orEmpty: []] = holder.$values[orEmpty: []].filter { $0 > 0 }
        #expect(holder.values == nil)
        holder.$values[orEmpty: []].append(5)
        #expect(holder.values == [5])
        holder.$values[orEmpty: []].removeAll()
        #expect(holder.values == [])
    }

    /// A list in the box grows in place: the field alone holds it, so appending copies nothing
    /// (the storage stays where it was while it has room). A copy of the field keeps its own.
    @Test func changingAListInPlaceCopiesNothing() {
        var holder = Holder()
        var values: [Int] = []
        values.reserveCapacity(16)
        holder.values = values
        values = []
        func storage(_ holder: Holder) -> UnsafePointer<Int>? {
            holder.values?.withUnsafeBufferPointer { $0.baseAddress }
        }
        let before = storage(holder)
        for value in 0..<10 { holder.$values[orEmpty: []].append(value) }
        #expect(holder.values == Array(0..<10))
        #expect(storage(holder) == before)
        let copy = holder
        holder.$values[orEmpty: []].append(10)
        #expect(copy.values == Array(0..<10))
        #expect(storage(copy) == before)
        #expect(storage(holder) != before)
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
