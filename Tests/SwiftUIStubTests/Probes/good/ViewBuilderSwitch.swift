// Result-builder control flow in generated destination builders: a `switch` returning different views,
// if/else, `if` without else, `if #available` (buildLimitedAvailability), and more than 10 children in one
// block (ViewBuilder.buildBlock takes a parameter pack since Xcode 15).
import SwiftUI

enum Screen: Hashable, CaseIterable {
    case home, search, profile, settings
}

struct ScreenBuilder: View {
    let screen: Screen
    var isLoggedIn = false

    var body: some View {
        Group {
            content(for: screen)
            if isLoggedIn {
                Text("Welcome back")
            }
            if #available(iOS 17, macOS 14, *) {
                ContentUnavailableView("Nothing here", systemImage: "tray")
            }
        }
    }

    @ViewBuilder
    func content(for screen: Screen) -> some View {
        switch screen {
        case .home:
            Text("Home")
        case .search:
            VStack(alignment: .leading, spacing: 8) {
                Text("Search")
                Divider()
            }
        case .profile:
            if isLoggedIn {
                Label("Profile", systemImage: "person")
            } else {
                Button("Log in") {}
            }
        case .settings:
            Form {
                Section {
                    Toggle("Enabled", isOn: .constant(true))
                } header: {
                    Text("General")
                }
            }
        }
    }
}

struct ManyChildren: View {
    var body: some View {
        VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
            Text("11")
            Text("12")
        }
    }
}

struct ScreenList: View {
    var body: some View {
        List {
            ForEach(Screen.allCases, id: \.self) { screen in
                NavigationLink(value: screen) {
                    ScreenBuilder(screen: screen)
                }
            }
            ForEach(0..<3) { index in
                Text("Row \(index)")
            }
        }
        .listStyle(.plain)
    }
}
