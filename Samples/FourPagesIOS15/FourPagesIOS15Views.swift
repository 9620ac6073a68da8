// The pages of FourPagesIOS15 (field note 003), the same as FourPages's. The app uses
// `flow indirect`, so no page knows the navigation path or the other pages: each one receives its
// route's `data` and one closure per action, and the generated `FourPagesIOS15Navigation` decides
// where every closure leads, on NavigationStack (iOS 16 and later) or NavigationView (iOS 15).
// Titles and the fourth page's toolbar come from the generated code as well. Every API used here
// exists on iOS 13, so the pages need no availability checks.

import SwiftUI

/// The first page: the user types some text and takes it to the second page.
struct FirstView: View {
    /// Pushes the second page with the typed text (`goToSecond(text:)` in the `.nav`).
    let goToSecond: (String) -> Void

    /// The text typed so far. It belongs to this page, which is why it is an action parameter.
    @State private var text = ""

    var body: some View {
        VStack {
            TextField("Text", text: $text)
                .padding()
            Button("Go to second page") {
                goToSecond(text)
            }
        }
    }
}

/// The second page: it shows the text and can go on to the third page or make it the root.
struct SecondView: View {
    /// The text typed on the first page.
    let data: String
    /// Pushes the third page with the same text.
    let goToThird: () -> Void
    /// Clears the stack and makes the third page the root.
    let makeThirdRoot: () -> Void

    var body: some View {
        VStack {
            PageText(data: data)
            Button("Go to third page", action: goToThird)
            Button("Make third page root", action: makeThirdRoot)
        }
    }
}

/// The third page: pushed from the second page, or the root after "Make third page root".
struct ThirdView: View {
    /// The text typed on the first page.
    let data: String
    /// Pushes the fourth page with the same text.
    let goToFourth: () -> Void

    var body: some View {
        VStack {
            PageText(data: data)
            Button("Go to fourth page", action: goToFourth)
        }
    }
}

/// The fourth page: it can return to whichever root is current (its toolbar can as well).
struct FourthView: View {
    /// The text typed on the first page.
    let data: String
    /// Pops every page back to the current root.
    let goToRoot: () -> Void

    var body: some View {
        VStack {
            PageText(data: data)
            Button("Go to root", action: goToRoot)
        }
    }
}

/// The text that travels from page to page, with a hint when the user typed nothing.
private struct PageText: View {
    /// The text typed on the first page.
    let data: String

    var body: some View {
        if data.isEmpty {
            Text("Nothing was typed on the first page.")
                .italic()
        } else {
            // `Text(verbatim:)` shows what the user typed as is, without looking it up for localization.
            Text(verbatim: data)
                .font(.title)
        }
    }
}
