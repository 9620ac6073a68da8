// Environment values used for navigation: dismiss (a callable DismissAction), isPresented,
// presentationMode (a Binding<PresentationMode>), and a custom EnvironmentKey set with environment(_:_:).
import SwiftUI

private struct RouteDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var routeDepth: Int {
        get { self[RouteDepthKey.self] }
        set { self[RouteDepthKey.self] = newValue }
    }
}

struct DismissingView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.routeDepth) private var depth

    var body: some View {
        VStack {
            Text("Depth \(depth)")
            if isPresented {
                Button("Close") { dismiss() }
            }
            Button("Pop (iOS 13)") {
                if presentationMode.wrappedValue.isPresented {
                    presentationMode.wrappedValue.dismiss()
                }
            }
        }
        .environment(\.routeDepth, depth + 1)
        .task {
            await Task.yield()
            dismiss()
        }
    }
}
