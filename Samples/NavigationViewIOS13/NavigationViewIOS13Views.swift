// The views of NavigationViewIOS13 (field note 000). The app uses the default `flow indirect`:
// every view receives its route's parameters and one closure per action. Titles, display modes,
// the hidden back button, the hidden navigation bar and every bar button come from the generated
// `NavigationViewIOS13Navigation`, which also keeps the hidden NavigationLinks out of sight (in
// the background, so a List shows no extra row for them).
//
// The app targets iOS 13, so these views use only SwiftUI's first APIs: Text, Button, VStack,
// List, Section(content:footer:), @State and onAppear/onDisappear. No Label, no
// Section("title"), no @StateObject, no TextField prompt.

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
    /// Presents the about sheet.
    let showAbout: () -> Void

    var body: some View {
        List {
            Section(
                content: {
                    Button("Go to child view", action: showChild)
                    Button("Go to level 1") { showLevel(1) }
                },
                footer: {
                    Text("Pushed programmatically, like toggling the note's isActive binding. The plus button does the same.")
                })
            Section(
                content: {
                    Button("Hide the back button", action: showNoBackButton)
                    Button("Hide the navigation bar", action: showNoNavigationBar)
                },
                footer: {
                    Text("Both remove the swipe back as well, so those views bring their own way back.")
                })
            Section(
                content: {
                    Button("About this app", action: showAbout)
                },
                footer: {
                    Text("A sheet with a navigation bar of its own.")
                })
        }
    }
}

/// The note's child view. Its bar shows the plus and minus buttons side by side.
struct ChildView: View {
    var body: some View {
        VStack(spacing: 30) {
            Text("Child view")
                .font(.largeTitle)
            Text("Plus pushes another child view; minus pops this one.")
        }
        .padding()
    }
}

/// One level of a stack as deep as the user likes, pushed and popped only by its buttons and the
/// Back button. It counts how often SwiftUI reported it appearing and disappearing, which the
/// note warns is unreliable on iOS 14.3 to 14.7.
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
            Button("Push level \(depth + 1)") { deeper(depth + 1) }
            Button("Pop current view", action: back)
            Button("Pop to main view", action: home)
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

/// The about sheet. Its Done bar button closes it, as does this button or a swipe down.
struct AboutView: View {
    /// Closes the sheet.
    let close: () -> Void

    var body: some View {
        VStack(spacing: 30) {
            Text("NavigationView on iOS 13")
                .font(.title)
            Text("Titles use navigationBarTitle, bar buttons navigationBarItems, and pushes a chain of hidden NavigationLinks.")
            Button("Close", action: close)
        }
        .padding()
    }
}
