// expect: 'fullScreenCover(item:onDismiss:content:)' requires that 'Cover' conform to 'Identifiable'
// fullScreenCover(item:) needs Item: Identifiable (Hashable is not enough).
import SwiftUI

struct Cover: Hashable {
    var name: String
}

struct NotIdentifiableCover: View {
    @State private var cover: Cover?

    var body: some View {
        Text("Host")
            .fullScreenCover(item: $cover) { cover in
                Text(cover.name)
            }
    }
}
