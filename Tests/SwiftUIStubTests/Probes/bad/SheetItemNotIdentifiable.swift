// expect: 'sheet(item:onDismiss:content:)' requires that 'Sheet' conform to 'Identifiable'
// sheet(item:) needs Item: Identifiable (Hashable is not enough).
import SwiftUI

enum Sheet: Hashable {
    case compose
}

struct NotIdentifiableSheet: View {
    @State private var sheet: Sheet?

    var body: some View {
        Text("Host")
            .sheet(item: $sheet) { sheet in
                Text("\(String(describing: sheet))")
            }
    }
}
