// The views of NavigationViewIOS14 (field note 000). The app uses the default `flow indirect`:
// every view receives its route's parameters and one closure per action. Titles, display modes,
// the hidden back button, the hidden navigation bar and every toolbar come from the generated
// `NavigationViewIOS14Navigation`, so these views hold only their content and the buttons that
// call their actions.
//
// The app targets iOS 14, so these views may use Label but nothing newer: no Section("title"),
// no TextField prompt, no Button role, no `dismiss` environment value.

import SwiftUI

/// The main view: one button per lesson of the note, each calling one of the route's actions.
struct MainView: View {
    /// Pushes the child view, like the note's hidden link toggled by `childIsShown`.
    let showChild: () -> Void
    /// Pushes the level view at the given depth.
    let showLevel: (Int) -> Void
    /// Pushes a view whose back button is hidden.
    let showNoBackButton: () -> Void
    /// Pushes a view whose navigation bar is hidden.
    let showNoNavigationBar: () -> Void
    /// Pushes a view with the remaining toolbar placements.
    let showPlacements: () -> Void
    /// Presents the editor as a sheet.
    let edit: () -> Void
    /// Presents the welcome view as a full-screen cover.
    let showWelcome: () -> Void

    var body: some View {
        List {
            Section(
                content: {
                    Button(action: showChild) { Label("Go to child view", systemImage: "arrow.right") }
                    Button(action: { showLevel(1) }) { Label("Go to level 1", systemImage: "1.circle") }
                },
                footer: {
                    Text("Pushed programmatically, like toggling the note's isActive binding. The Add button does the same.")
                })
            Section(
                content: {
                    Button(action: showNoBackButton) { Label("Hide the back button", systemImage: "lock") }
                    Button(action: showNoNavigationBar) { Label("Hide the navigation bar", systemImage: "eye.slash") }
                },
                footer: {
                    Text("Both remove the swipe back as well, so those views bring their own way back.")
                })
            Section(
                content: {
                    Button(action: showPlacements) { Label("Show every placement", systemImage: "square.grid.2x2") }
                    Button(action: edit) { Label("Edit item", systemImage: "pencil") }
                    Button(action: showWelcome) { Label("Show the welcome screen", systemImage: "hand.wave") }
                },
                footer: {
                    Text("The editor is a sheet; the welcome screen is a full-screen cover, new in iOS 14.")
                })
        }
    }
}

/// The note's child view. Its toolbar groups the plus and minus buttons.
struct ChildView: View {
    var body: some View {
        VStack(spacing: 30) {
            Text("Child view")
                .font(.largeTitle)
            Text("Add pushes another child view; Remove pops this one.")
        }
        .padding()
    }
}

/// One level of a stack as deep as the user likes. It counts how often SwiftUI reported it
/// appearing and disappearing: on iOS 14.3 to 14.7 the view beneath a pushed one gets an
/// onDisappear immediately followed by an onAppear, although it is not visible.
struct LevelView: View {
    /// How many views this level sits above the main view (as far as the user knows).
    let depth: Int
    /// Pushes the level with the given depth.
    let deeper: (Int) -> Void
    /// Pops this level.
    let back: () -> Void
    /// Pops every level back to the main view.
    let home: () -> Void

    /// The onAppear calls so far.
    @State private var appearances = 0
    /// The onDisappear calls so far.
    @State private var disappearances = 0

    var body: some View {
        VStack(spacing: 30) {
            Text("Level \(depth)")
                .font(.largeTitle)
            Text("Appeared \(appearances) times, disappeared \(disappearances) times.")
                .font(.footnote)
            Button(action: { deeper(depth + 1) }) {
                Label("Push level \(depth + 1)", systemImage: "arrow.right")
            }
            Button(action: back) { Label("Pop current view", systemImage: "arrow.left") }
            Button(action: home) { Label("Pop to main view", systemImage: "house") }
        }
        .padding()
        .onAppear { appearances += 1 }
        .onDisappear { disappearances += 1 }
    }
}

/// A view without a back button, which also disables the swipe from the leading edge.
struct NoBackButtonView: View {
    /// Pops this view, since the user cannot go back otherwise.
    let goBack: () -> Void

    var body: some View {
        VStack(spacing: 30) {
            Text("The back button and the swipe back are gone.")
            Button("Pop current view", action: goBack)
        }
        .padding()
    }
}

/// A view without a navigation bar: neither the back button nor the swipe back can leave it.
struct NoNavigationBarView: View {
    /// Pops this view.
    let goBack: () -> Void
    /// Pops every view back to the main view.
    let goHome: () -> Void

    var body: some View {
        VStack(spacing: 30) {
            Text("No Navigation Bar")
                .font(.largeTitle)
            Text("With the bar hidden, these buttons are the only way back.")
            Button("Pop current view", action: goBack)
            Button("Go to main view", action: goHome)
        }
        .padding()
    }
}

/// A view whose toolbar uses the placements that the other views leave out.
struct PlacementsView: View {
    var body: some View {
        List {
            Section(
                content: {
                    Text("automatic: Add")
                    Text("navigation: Home")
                    Text("principal: Edit Item")
                    Text("status: Welcome")
                    Text("bottomBar: Back and No Back Button")
                },
                footer: {
                    Text("secondaryAction needs iOS 16, so this iOS 14 app leaves it out.")
                })
        }
    }
}

/// The editor sheet. Its Cancel, Save and Delete toolbar buttons use the modal placements.
struct EditorView: View {
    /// Closes the sheet.
    let close: () -> Void

    /// The name being edited.
    @State private var name = "Item"

    var body: some View {
        Form {
            Section(
                content: {
                    TextField("Name", text: $name)
                },
                footer: {
                    Text("Cancel, Save and Delete all close the sheet; this sample does not store the item.")
                })
            Section(
                content: {
                    Button("Close", action: close)
                })
        }
    }
}

/// The welcome screen, shown as a full-screen cover. A cover cannot be swiped away, so its Done
/// button and this view's button are the only ways to close it.
struct WelcomeView: View {
    /// Closes the cover.
    let finish: () -> Void

    var body: some View {
        VStack(spacing: 30) {
            Image(systemName: "hand.wave")
                .font(.largeTitle)
            Text("NavigationView on iOS 14")
                .font(.title)
            Text("Titles use navigationTitle, bar buttons the toolbar modifier, and pushes a chain of hidden NavigationLinks.")
            Button("Get started", action: finish)
        }
        .padding()
    }
}
