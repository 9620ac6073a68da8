// The model and views of Settings (field note 002, grown into a sheet over a sheet). The settings
// sheet lists the signed-in accounts; each opens an editor sheet over the settings sheet, named by
// the account's name, so the editor looks its account up and a link can open it. The app uses
// `flow indirect`, so each view gets one closure per action of its route; titles and toolbars come
// from the generated `SettingsNavigation`.

import SwiftUI

// MARK: - Model

/// An account signed in to the app.
struct UserAccount: Identifiable, Hashable {
    /// The account's unique name, which the navigation presents and reads from links.
    let name: String
    /// The name shown for the account.
    var displayName: String
    /// Whether the account sends notifications.
    var notificationsEnabled: Bool

    var id: String { name }
}

/// The app's settings, shared by every view through the environment.
@MainActor
final class SettingsStore: ObservableObject {
    /// The signed-in accounts.
    @Published private(set) var accounts: [UserAccount]
    /// Whether links show previews.
    @Published var showsLinkPreviews = true
    /// Whether videos play on their own.
    @Published var autoplaysVideos = false

    /// Creates a store, by default with two sample accounts.
    init(accounts: [UserAccount] = UserAccount.samples) {
        self.accounts = accounts
    }

    /// The account named `name`, or nil if there is none (for example because it signed out).
    func account(named name: String) -> UserAccount? {
        accounts.first { $0.name == name }
    }

    /// Replaces the account with the same name.
    func save(_ account: UserAccount) {
        guard let index = accounts.firstIndex(where: { $0.name == account.name }) else { return }
        accounts[index] = account
    }
}

extension UserAccount {
    /// Accounts to start with, so that `settings://settings/accounts/ada` opens an editor.
    static let samples: [UserAccount] = [
        UserAccount(name: "ada", displayName: "Ada", notificationsEnabled: true),
        UserAccount(name: "grace", displayName: "Grace", notificationsEnabled: false),
    ]
}

// MARK: - Views

/// The app's only screen under the sheets: a summary of the accounts, and the way to settings.
struct HomeView: View {
    /// Presents the settings sheet.
    let openSettings: () -> Void

    /// The accounts to summarize.
    @EnvironmentObject private var store: SettingsStore

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.2.circle")
                .imageScale(.large)
            Text(verbatim: store.accounts.map(\.displayName).joined(separator: ", "))
                .font(.headline)
            Button("Open Settings", action: openSettings)
        }
    }
}

/// The settings sheet: the accounts, each opening its editor over this sheet, and general
/// settings. The route's Close button dismisses the sheet.
struct SettingsView: View {
    /// Presents the editor of the named account over the settings sheet.
    let editAccount: (String) -> Void
    /// Pushes the About screen inside the settings sheet.
    let showAbout: () -> Void

    /// The accounts and settings.
    @EnvironmentObject private var store: SettingsStore

    var body: some View {
        Form {
            Section("Accounts") {
                ForEach(store.accounts) { account in
                    Button {
                        editAccount(account.name)
                    } label: {
                        Label(account.displayName, systemImage: "person.crop.circle")
                    }
                }
            }
            Section("General") {
                Toggle("Link Previews", isOn: $store.showsLinkPreviews)
                Toggle("Autoplay Videos", isOn: $store.autoplaysVideos)
            }
            Section {
                Button("About", action: showAbout)
            }
        }
    }
}

/// About the app, pushed inside the settings sheet.
struct AboutView: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "gear")
                .imageScale(.large)
            Text("Settings, a navc sample: a sheet over a sheet.")
        }
    }
}

/// The account editor, a sheet over the settings sheet.
///
/// The route's Cancel button goes back to settings without saving. The editor's own buttons save
/// first, then go back to settings or close both sheets.
struct AccountEditorView: View {
    /// The name of the account to edit.
    let name: String
    /// Closes the editor, back to the settings sheet.
    let back: () -> Void
    /// Closes the editor and the settings sheet at once.
    let done: () -> Void

    /// The accounts, to read the account from and save it to.
    @EnvironmentObject private var store: SettingsStore
    /// The account being edited: a copy of the stored one.
    @State private var draft: UserAccount?

    var body: some View {
        Form {
            if let account = store.account(named: name) {
                Section("Account") {
                    TextField("Display Name", text: binding(\.displayName, default: account.displayName))
                    Toggle(
                        "Notifications",
                        isOn: binding(\.notificationsEnabled, default: account.notificationsEnabled))
                }
                Section {
                    Button("Save") {
                        save()
                        back()
                    }
                    Button("Save and Close Settings") {
                        save()
                        done()
                    }
                }
            } else {
                Text("This account is no longer signed in.")
                Button("Back to Settings", action: back)
            }
        }
        .onAppear {
            if draft == nil {
                draft = store.account(named: name)
            }
        }
    }

    /// A binding to one field of the draft, showing `value` until the draft is loaded.
    private func binding<Value>(_ field: WritableKeyPath<UserAccount, Value>, default value: Value)
        -> Binding<Value>
    {
        Binding(
            get: { draft?[keyPath: field] ?? value },
            set: { newValue in draft?[keyPath: field] = newValue }
        )
    }

    /// Saves the draft, if it was loaded.
    private func save() {
        if let draft {
            store.save(draft)
        }
    }
}
