// expect: initializer 'init(_:value:)' requires that 'Item' conform to 'Hashable'
// NavigationLink(_:value:) needs P: Hashable.
import SwiftUI

struct Item {
    var id: Int
}

struct LinkValue: View {
    let item = Item(id: 1)

    var body: some View {
        NavigationLink("Open", value: item)
    }
}
