// Environment actions: @Environment(\.dismiss) and @Environment(\.openURL), called from a view's body on
// the main actor; openURL with a completion; a custom OpenURLAction installed with environment(_:_:) whose
// handler returns each OpenURLAction.Result.
import SwiftUI

struct LinkRow: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    let url: URL

    var body: some View {
        VStack {
            Button("Open") { openURL(url) }
            Button("Open, then close") {
                openURL(url) { accepted in
                    if accepted { dismiss() }
                }
            }
            Button("Close") { dismiss() }
        }
    }
}

struct LinkHandling: View {
    let deepLinkHost: String
    let handle: (URL) -> Bool

    var body: some View {
        LinkRow(url: URL(fileURLWithPath: "/"))
            .environment(
                \.openURL,
                OpenURLAction { url in
                    if url.host == deepLinkHost {
                        return handle(url) ? .handled : .discarded
                    }
                    if url.scheme == "http" {
                        return .systemAction(URL(fileURLWithPath: url.path))
                    }
                    return .systemAction
                })
    }
}

/// A main-actor helper may call the actions it is given.
@MainActor
func follow(_ url: URL, with openURL: OpenURLAction, then dismiss: DismissAction) {
    openURL(url)
    dismiss()
}
