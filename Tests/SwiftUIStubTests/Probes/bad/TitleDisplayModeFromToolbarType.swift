// expect: cannot convert value of type 'ToolbarTitleDisplayMode' to expected argument type 'NavigationBarItem.TitleDisplayMode'
// navigationBarTitleDisplayMode takes NavigationBarItem.TitleDisplayMode, not the iOS 17
// ToolbarTitleDisplayMode.
import SwiftUI

struct WrongDisplayMode: View {
    let mode: ToolbarTitleDisplayMode = .inline

    var body: some View {
        Text("Body")
            .navigationBarTitleDisplayMode(mode)
    }
}
