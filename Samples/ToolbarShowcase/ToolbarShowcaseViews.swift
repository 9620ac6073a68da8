// The views of ToolbarShowcase (field note 000). The app uses the default `flow indirect`: every
// view receives one closure per action of its route. Titles, display modes, hidden back buttons,
// the hidden navigation bar and every toolbar come from the generated `ToolbarShowcaseNavigation`,
// so these views hold only their content and the buttons that call their actions.

import SwiftUI

/// The main view: one button per lesson of the note, each calling one of the route's actions.
struct MainView: View {
    /// Pushes the child view, like the note's first NavigationLink.
    let showChild: () -> Void
    /// Pushes a view whose back button is hidden.
    let showNoBackButton: () -> Void
    /// Pushes a view whose navigation bar is hidden.
    let showNoNavigationBar: () -> Void
    /// Pushes a view with the remaining toolbar placements.
    let showPlacements: () -> Void
    /// Presents the editor as a sheet.
    let edit: () -> Void

    var body: some View {
        List {
            Section {
                Button("Go to child view", action: showChild)
            } footer: {
                Text("Pushed programmatically, like toggling the note's isActive binding.")
            }
            Section("Bars") {
                Button("Hide the back button", action: showNoBackButton)
                Button("Hide the navigation bar", action: showNoNavigationBar)
            }
            Section("Toolbars") {
                Button("Show every placement", action: showPlacements)
                Button("Edit item", action: edit)
            }
        }
    }
}

/// The note's child view. Its toolbar has the plus and minus buttons of the note's item group.
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
            Section("In the toolbar") {
                Text("automatic: Add")
                Text("navigation: Home")
                Text("principal: Edit Item")
                Text("secondaryAction: No Back Button")
                Text("status: No Navigation Bar")
                Text("bottomBar: Back")
            }
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
            Section {
                TextField("Name", text: $name)
            } footer: {
                Text("Cancel, Save and Delete all close the sheet; this sample does not store the item.")
            }
            Section {
                Button("Close", action: close)
            }
        }
    }
}
