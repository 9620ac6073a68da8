// The iOS 18 Tab API with a selection: TabView(selection:) over a non-optional Binding, tabs whose values
// share the selection's type (given explicitly or as implicit members), a tab's own ViewBuilder content
// holding several views, TabSection, `if`/`else`, `if` alone and `if #available` (buildLimitedAvailability)
// in the TabContentBuilder, badges, roles, customization IDs, hidden and disabled tabs, a custom TabContent
// type whose TabValue is inferred from its body, and exactly 10 children in one block (the builder's limit).
import SwiftUI

enum AppTab: Hashable {
    case home, search, inbox, library, favorites, downloads, settings, profile, help, about, news
}

/// A reusable group of tabs; `TabValue` is inferred from `some TabContent<AppTab>`.
struct AccountTabs: TabContent {
    var body: some TabContent<AppTab> {
        Tab("Profile", systemImage: "person", value: AppTab.profile) { Text("Profile") }
        Tab("Help", systemImage: "questionmark", value: AppTab.help) { Text("Help") }
    }
}

struct AppTabs: View {
    @State private var selection: AppTab = .home
    @State private var unread = 3
    let showsDownloads: Bool
    let isAdmin: Bool

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                Text("Home")
                Text("Welcome back")
            }
            Tab(value: AppTab.search, role: .search) {
                NavigationStack { Text("Search") }
            }
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("Inbox") }
                .badge(unread)
            TabSection("Library") {
                Tab("Library", image: "books", value: AppTab.library) { Text("Library") }
                    .customizationID("library")
                Tab("Favorites", systemImage: "star", value: AppTab.favorites) { Text("Favorites") }
                    .badge("New")
            }
            if showsDownloads {
                Tab("Downloads", systemImage: "arrow.down", value: AppTab.downloads) { Text("Downloads") }
            }
            if isAdmin {
                Tab("Settings", systemImage: "gear", value: AppTab.settings) { Text("Admin") }
            } else {
                Tab(value: AppTab.settings) {
                    Text("Settings")
                } label: {
                    Label("Settings", systemImage: "gear")
                }
            }
            AccountTabs()
            if #available(iOS 18.4, macOS 15.4, *) {
                Tab("About", systemImage: "info.circle", value: AppTab.about) { Text("About") }
                    .disabled(!isAdmin)
            }
            Tab("News", systemImage: "newspaper", value: AppTab.news) { Text("News") }
                .hidden(!isAdmin)
            TabSection {
                Tab(value: AppTab.help, role: .search) {
                    Text("More")
                } label: {
                    Text("More")
                }
            } header: {
                Label("More", systemImage: "ellipsis")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// The selection may be a string: tab values are then strings too.
struct StringTabs: View {
    @State private var selection = "home"

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: "home") { Text("Home") }
            Tab("Settings", systemImage: "gear", value: "settings", role: nil) { Text("Settings") }
        }
        .tabViewStyle(.tabBarOnly)
    }
}

/// A binding to an optional selection works too: the tabs' values are promoted to `AppTab?`.
struct OptionalValueTabs: View {
    @State private var selection: AppTab? = .home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) { Text("Home") }
            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) { Text("Inbox") }
        }
    }
}

/// Tabs can be built by a function of their own with an explicit builder.
@TabContentBuilder<AppTab>
func extraTabs(showsNews: Bool) -> some TabContent<AppTab> {
    Tab("Home", systemImage: "house", value: AppTab.home) { Text("Home") }
    if showsNews {
        Tab("News", systemImage: "newspaper", value: AppTab.news) { Text("News") }
    }
}

/// Type-erased tab content keeps its selection type.
func erasedTab() -> AnyTabContent<AppTab> {
    AnyTabContent(Tab("Home", systemImage: "house", value: AppTab.home) { Text("Home") })
}
