// expect: type '() -> Button<Text>' cannot conform to 'View'
// navigationBarItems(trailing:) takes a view value, not a view-builder closure.
import SwiftUI

struct ClosureItems: View {
    var body: some View {
        Text("Body")
            .navigationBarItems(trailing: { Button("Add") {} })
    }
}
