// fullScreenCover is unavailable on macOS, so generated code guards it with `#if os(iOS)`. Linux never
// type-checks an inactive `#if` branch, so the same calls also appear unguarded below (as in an iOS-only
// app) to check their types.
import SwiftUI

struct Onboarding: Identifiable {
    let id: String
}

struct CoverHost: View {
    @State private var onboarding: Onboarding?
    @State private var showsCamera = false

    var body: some View {
        let content = VStack {
            Button("Start") { onboarding = Onboarding(id: "welcome") }
            Button("Camera") { showsCamera = true }
        }
        #if os(iOS)
            content
                .fullScreenCover(item: $onboarding) { page in
                    Text(page.id)
                }
                .fullScreenCover(isPresented: $showsCamera, onDismiss: { showsCamera = false }) {
                    Text("Camera")
                }
        #else
            content
                .sheet(item: $onboarding) { page in
                    Text(page.id)
                }
        #endif
    }
}

struct IOSOnlyCoverHost: View {
    @State private var onboarding: Onboarding?
    @State private var showsCamera = false

    var body: some View {
        Button("Start") { onboarding = Onboarding(id: "welcome") }
            .fullScreenCover(item: $onboarding) { page in
                NavigationStack {
                    Text(page.id)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Close") { onboarding = nil }
                            }
                        }
                }
            }
            .fullScreenCover(isPresented: $showsCamera) {
                Text("Camera")
            }
    }
}
