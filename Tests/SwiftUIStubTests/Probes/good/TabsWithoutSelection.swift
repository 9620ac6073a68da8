// Tabs without values (Value == Never) in a TabView without selection; the ViewBuilder forms of TabView
// (views carrying tabItem, tag and badge) beside them; the whole TabView in each branch of `if #available`
// as the fallback for older systems; and every tab view style the facts list.
import SwiftUI

struct PlainTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Search") }
            Tab("Photos", image: "photos") { Text("Photos") }
            Tab(role: .search) { Text("Find") }
            Tab { Text("Untitled") }
            Tab {
                Text("Custom")
            } label: {
                Label("Custom", systemImage: "star")
            }
            Tab("Inbox", systemImage: "tray") { Text("Inbox") }
                .badge(Text("9+"))
        }
        .tabViewStyle(.automatic)
    }
}

/// The iOS 13 to 17 form: views with tabItem and tag, under a ViewBuilder.
struct LegacyTabs: View {
    @State private var selection = 0
    @State private var unread = 2

    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            Text("Inbox")
                .tabItem { Text("Inbox") }
                .tag(1)
                .badge(unread)
            Text("Drafts")
                .tabItem { Image(systemName: "doc") }
                .tag(2)
                .badge("New")
        }
    }
}

/// An optional binding works with the ViewBuilder form only.
struct LegacyOptionalSelection: View {
    let selection: Binding<Int>?

    var body: some View {
        TabView(selection: selection) {
            Text("One").tabItem { Text("One") }.tag(1)
        }
    }
}

/// A fallback for older systems puts the whole TabView in each branch.
struct AdaptiveTabs: View {
    @State private var selection = "home"

    var body: some View {
        if #available(iOS 18, macOS 15, *) {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: "home") { Text("Home") }
                Tab("Settings", systemImage: "gear", value: "settings") { Text("Settings") }
            }
        } else {
            TabView(selection: $selection) {
                Text("Home").tabItem { Label("Home", systemImage: "house") }.tag("home")
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
            }
        }
    }
}

struct PagedTabs: View {
    var body: some View {
        TabView {
            Text("One")
            Text("Two")
        }
        .tabViewStyle(.page)
        TabView {
            Text("Three")
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        TabView {
            Text("Four")
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
    }
}

struct PlatformTabStyles: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
        }
        .tabViewStyle(.grouped)
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
        }
        .tabViewStyle(.verticalPage)
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
        }
        .tabViewStyle(DefaultTabViewStyle())
    }
}
