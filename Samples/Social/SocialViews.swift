// The model and views of Social, a Mastodon-style client modelled on IceCubesApp. The navigation
// pushes and presents identifiers, never statuses or accounts (field note 001): every view looks
// what it shows up in the `SocialStore` by id, so a restored or deep-linked screen always shows
// current data. The app uses `flow indirect`, so each view gets one closure per action of its
// route; titles, toolbars and the tabs come from the generated `SocialNavigation`.

import SwiftUI

// MARK: - Model

/// An account on this server or another one.
struct Account: Identifiable, Hashable, Sendable {
    /// A Mastodon account id: a string that the navigation pushes and reads from links.
    struct ID: Hashable, Codable, Sendable, LosslessStringConvertible {
        /// The id as the server writes it.
        let description: String

        init(_ description: String) {
            self.description = description
        }

        init(from decoder: any Decoder) throws {
            description = try decoder.singleValueContainer().decode(String.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }

    /// The account's id.
    let id: ID
    /// The name shown above the handle.
    var displayName: String
    /// The handle, such as `@ada@example.social`.
    var handle: String
    /// The account's bio.
    var note: String
    /// The accounts that follow this one.
    var followerIDs: [ID] = []
}

/// A post.
struct Status: Identifiable, Hashable, Sendable {
    /// A Mastodon status id: a string that the navigation pushes and reads from links.
    struct ID: Hashable, Codable, Sendable, LosslessStringConvertible {
        /// The id as the server writes it.
        let description: String

        init(_ description: String) {
            self.description = description
        }

        init(from decoder: any Decoder) throws {
            description = try decoder.singleValueContainer().decode(String.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }

    /// The post's id on the server that shows it.
    let id: ID
    /// The server the post comes from, or nil for a post of this server.
    var server: String?
    /// The author.
    var authorID: Account.ID
    /// The text of the post.
    var content: String
    /// The hashtags of the post, without `#`.
    var tags: [String] = []
    /// The post this one replies to, if any.
    var replyToID: ID?
    /// The names of the SF Symbols standing in for attached media.
    var media: [String] = []
}

/// One entry of the Notifications tab.
struct NotificationItem: Identifiable, Hashable, Sendable {
    /// What happened.
    enum Kind: Hashable, Sendable {
        /// A post mentioned the signed-in account.
        case mention(Status.ID)
        /// An account followed the signed-in account.
        case follow(Account.ID)
        /// An account favorited a post of the signed-in account.
        case favorite(Status.ID, by: Account.ID)
    }

    /// The stable identifier of the entry.
    let id: Int
    /// What happened.
    var kind: Kind
}

/// The post being written, kept while the editor is closed, as a draft.
struct Draft: Hashable, Sendable {
    /// The text of the post.
    var text = ""
    /// The names of the SF Symbols standing in for the picked media.
    var media: [String] = []
}

/// The accounts, posts and notifications the app shows, shared by every view through the
/// environment.
@MainActor
@Observable
final class SocialStore {
    /// The signed-in account.
    let currentAccountID: Account.ID
    /// Every known account, of this server and others.
    private(set) var accounts: [Account]
    /// Every known post, newest first.
    private(set) var statuses: [Status]
    /// The notifications of the signed-in account, newest first.
    private(set) var notifications: [NotificationItem]
    /// The hashtags the signed-in account follows.
    private(set) var followedTags: [String]
    /// The post being written.
    var draft = Draft()

    /// Creates a store, by default with sample data.
    init(
        currentAccountID: Account.ID = Account.ID("1"), accounts: [Account] = Account.samples,
        statuses: [Status] = Status.samples, notifications: [NotificationItem] = NotificationItem.samples,
        followedTags: [String] = ["swiftui", "mastodev"]
    ) {
        self.currentAccountID = currentAccountID
        self.accounts = accounts
        self.statuses = statuses
        self.notifications = notifications
        self.followedTags = followedTags
    }

    /// The signed-in account, if it is known.
    var currentAccount: Account? { account(withID: currentAccountID) }

    /// The posts of this server, for the home timeline.
    var homeTimeline: [Status] { statuses.filter { $0.server == nil } }

    /// The account with `id`, or nil if there is none.
    func account(withID id: Account.ID) -> Account? {
        accounts.first { $0.id == id }
    }

    /// The post of this server with `id`, or, given a `server`, the post of that server.
    func status(withID id: Status.ID, server: String? = nil) -> Status? {
        statuses.first { $0.id == id && $0.server == server }
    }

    /// The posts of an account, newest first.
    func statuses(by accountID: Account.ID) -> [Status] {
        statuses.filter { $0.authorID == accountID }
    }

    /// The posts with a hashtag, newest first.
    func statuses(tagged tag: String) -> [Status] {
        statuses.filter { $0.tags.contains(tag.lowercased()) }
    }

    /// The posts of other servers whose text contains `query`, as Search resolves them.
    func remoteStatuses(matching query: String) -> [Status] {
        statuses.filter { status in
            status.server != nil && (query.isEmpty || status.content.localizedCaseInsensitiveContains(query))
        }
    }

    /// The accounts whose name or handle contains `query`, or every other account.
    func accounts(matching query: String) -> [Account] {
        accounts.filter { account in
            account.id != currentAccountID
                && (query.isEmpty || account.displayName.localizedCaseInsensitiveContains(query)
                    || account.handle.localizedCaseInsensitiveContains(query))
        }
    }

    /// The hashtags used in posts, most used first.
    var trendingTags: [String] {
        let counts = statuses.flatMap(\.tags).reduce(into: [String: Int]()) { counts, tag in
            counts[tag, default: 0] += 1
        }
        return counts.sorted { lhs, rhs in
            lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
        }
        .map(\.key)
    }

    /// Publishes the draft as a post of the signed-in account, clears the draft, and returns the
    /// new post's id.
    func publishDraft(replyingTo replyToID: Status.ID?) -> Status.ID {
        let id = Status.ID(String((statuses.compactMap { Int($0.id.description) }.max() ?? 0) + 1))
        let tags = draft.text.split(separator: " ").filter { $0.hasPrefix("#") }.map {
            $0.dropFirst().lowercased()
        }
        statuses.insert(
            Status(
                id: id, authorID: currentAccountID, content: draft.text, tags: tags, replyToID: replyToID,
                media: draft.media),
            at: 0)
        draft = Draft()
        return id
    }

    /// Replaces the signed-in account's name and bio.
    func updateProfile(displayName: String, note: String) {
        guard let index = accounts.firstIndex(where: { $0.id == currentAccountID }) else { return }
        accounts[index].displayName = displayName
        accounts[index].note = note
    }
}

extension Account {
    /// Accounts to start with; the first is the signed-in one.
    static let samples: [Account] = [
        Account(
            id: ID("1"), displayName: "Ada", handle: "@ada@example.social",
            note: "Writes Swift, reads Mastodon.",
            followerIDs: [ID("2"), ID("3")]),
        Account(
            id: ID("2"), displayName: "Grace", handle: "@grace@example.social", note: "Compilers.",
            followerIDs: [ID("1")]),
        Account(
            id: ID("3"), displayName: "Linus", handle: "@linus@mastodon.social", note: "From another server.",
            followerIDs: []),
    ]
}

extension Status {
    /// Posts to start with, with fixed ids so that links such as `social://posts/103` or
    /// `social://remote/mastodon.social/posts/9001` open the same post on every launch.
    static let samples: [Status] = [
        Status(
            id: ID("103"), authorID: Account.ID("2"),
            content: "Routes as values make deep links easy. #swiftui",
            tags: ["swiftui"]),
        Status(
            id: ID("102"), authorID: Account.ID("1"), content: "Pushing ids, not objects. #swiftui #mastodev",
            tags: ["swiftui", "mastodev"]),
        Status(id: ID("101"), authorID: Account.ID("2"), content: "Hello, fediverse!"),
        Status(
            id: ID("9001"), server: "mastodon.social", authorID: Account.ID("3"),
            content: "A post from another server. #mastodev", tags: ["mastodev"]),
    ]
}

extension NotificationItem {
    /// Notifications to start with.
    static let samples: [NotificationItem] = [
        NotificationItem(id: 3, kind: .mention(Status.ID("103"))),
        NotificationItem(id: 2, kind: .favorite(Status.ID("102"), by: Account.ID("2"))),
        NotificationItem(id: 1, kind: .follow(Account.ID("3"))),
    ]
}

// MARK: - Rows

/// A post as a row of a list: its author, its text and its hashtags.
private struct StatusRow: View {
    /// The post to show.
    let status: Status

    /// The accounts, to look the author up in.
    @Environment(SocialStore.self) private var store

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(verbatim: store.account(withID: status.authorID)?.displayName ?? "Unknown")
                    .font(.headline)
                if let server = status.server {
                    Text(verbatim: server)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Text(verbatim: status.content)
                .lineLimit(3)
            if !status.media.isEmpty {
                HStack {
                    ForEach(status.media, id: \.self) { symbol in
                        Image(systemName: symbol)
                    }
                }
                .foregroundStyle(.secondary)
            }
        }
    }
}

/// An account as a row of a list.
private struct AccountRow: View {
    /// The account to show.
    let account: Account

    var body: some View {
        Label {
            VStack(alignment: .leading) {
                Text(verbatim: account.displayName)
                    .font(.headline)
                Text(verbatim: account.handle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        } icon: {
            Image(systemName: "person.crop.circle")
        }
    }
}

// MARK: - The tabs' roots

/// The Home tab: the posts of this server.
struct TimelineView: View {
    /// Pushes a post.
    let openStatus: (Status.ID) -> Void
    /// Presents the editor for a new post.
    let compose: () -> Void
    /// Switches to the Search tab.
    let findPeople: () -> Void

    /// The posts to list.
    @Environment(SocialStore.self) private var store

    var body: some View {
        if store.homeTimeline.isEmpty {
            ContentUnavailableView {
                Label("Nothing Here Yet", systemImage: "house")
            } description: {
                Text("Follow people to fill your home timeline.")
            } actions: {
                Button("Find People", action: findPeople)
                Button("Write a Post", action: compose)
            }
        } else {
            List(store.homeTimeline) { status in
                Button {
                    openStatus(status.id)
                } label: {
                    StatusRow(status: status)
                }
            }
            .listStyle(.plain)
        }
    }
}

/// The Search tab: accounts, trending hashtags, and posts of other servers.
struct ExploreView: View {
    /// Pushes a hashtag's timeline.
    let openTag: (String) -> Void
    /// Pushes an account.
    let openAccount: (Account.ID) -> Void
    /// Pushes a post of another server.
    let openRemoteStatus: (String, Status.ID) -> Void

    /// What to search for.
    @State private var query = ""
    /// The accounts, hashtags and posts to search.
    @Environment(SocialStore.self) private var store

    var body: some View {
        List {
            let accounts = store.accounts(matching: query)
            if !accounts.isEmpty {
                Section("Accounts") {
                    ForEach(accounts) { account in
                        Button {
                            openAccount(account.id)
                        } label: {
                            AccountRow(account: account)
                        }
                    }
                }
            }
            let tags = store.trendingTags.filter {
                query.isEmpty || $0.localizedCaseInsensitiveContains(query)
            }
            if !tags.isEmpty {
                Section("Trending Hashtags") {
                    ForEach(tags, id: \.self) { tag in
                        Button("#\(tag)") {
                            openTag(tag)
                        }
                    }
                }
            }
            let remote = store.remoteStatuses(matching: query)
            if !remote.isEmpty {
                Section("Posts from Other Servers") {
                    ForEach(remote) { status in
                        Button {
                            openRemoteStatus(status.server ?? "", status.id)
                        } label: {
                            StatusRow(status: status)
                        }
                    }
                }
            }
        }
        .searchable(text: $query, prompt: "Accounts, hashtags and posts")
    }
}

/// The Notifications tab: mentions, favorites and follows, and the hashtags the account
/// follows.
struct NotificationsView: View {
    /// Pushes a post.
    let openStatus: (Status.ID) -> Void
    /// Pushes an account.
    let openAccount: (Account.ID) -> Void
    /// Switches to the Search tab and pushes a hashtag's timeline there.
    let openTag: (String) -> Void

    /// The notifications and the posts and accounts they name.
    @Environment(SocialStore.self) private var store

    var body: some View {
        List {
            Section {
                ForEach(store.notifications) { notification in
                    row(for: notification)
                }
            }
            if !store.followedTags.isEmpty {
                Section("Followed Hashtags") {
                    ForEach(store.followedTags, id: \.self) { tag in
                        Button("#\(tag)") {
                            openTag(tag)
                        }
                    }
                }
            }
        }
    }

    /// One notification: a button that opens what it is about.
    @ViewBuilder
    private func row(for notification: NotificationItem) -> some View {
        switch notification.kind {
        case .mention(let statusID):
            Button {
                openStatus(statusID)
            } label: {
                Label(
                    "\(name(of: store.status(withID: statusID)?.authorID)) mentioned you", systemImage: "at")
            }
        case .favorite(let statusID, let accountID):
            Button {
                openStatus(statusID)
            } label: {
                Label("\(name(of: accountID)) favorited your post", systemImage: "star")
            }
        case .follow(let accountID):
            Button {
                openAccount(accountID)
            } label: {
                Label("\(name(of: accountID)) followed you", systemImage: "person.badge.plus")
            }
        }
    }

    /// The display name of an account, or a placeholder.
    private func name(of accountID: Account.ID?) -> String {
        accountID.flatMap { store.account(withID: $0)?.displayName } ?? "Someone"
    }
}

// MARK: - Pushed screens

/// An account: the signed-in one at the root of the Profile tab, or any account pushed by id.
///
/// The view is shown by two routes with different parameters and actions, so it has one
/// initializer per route: `currentAccount` (no id; edits the profile) and `accountDetail(id:)`
/// (mentions the account).
struct AccountDetailView: View {
    /// The account to show, or nil for the signed-in account.
    private let accountID: Account.ID?
    /// Pushes a post.
    private let openStatus: (Status.ID) -> Void
    /// Pushes the followers of the account.
    private let openFollowers: (Account.ID) -> Void
    /// Presents the profile editor; only for the signed-in account.
    private let editProfile: (() -> Void)?
    /// Switches to the Notifications tab; only for the signed-in account.
    private let showNotifications: (() -> Void)?
    /// Presents the editor for a post mentioning the account; only for other accounts.
    private let mention: (() -> Void)?

    /// The signed-in account, for the `currentAccount` route.
    init(
        openStatus: @escaping (Status.ID) -> Void, openFollowers: @escaping (Account.ID) -> Void,
        editProfile: @escaping () -> Void, showNotifications: @escaping () -> Void
    ) {
        self.accountID = nil
        self.openStatus = openStatus
        self.openFollowers = openFollowers
        self.editProfile = editProfile
        self.showNotifications = showNotifications
        self.mention = nil
    }

    /// Any account, for the `accountDetail(id:)` route.
    init(
        id: Account.ID, openStatus: @escaping (Status.ID) -> Void, openFollowers: @escaping () -> Void,
        mention: @escaping () -> Void
    ) {
        self.accountID = id
        self.openStatus = openStatus
        self.openFollowers = { _ in openFollowers() }
        self.editProfile = nil
        self.showNotifications = nil
        self.mention = mention
    }

    /// The accounts and their posts.
    @Environment(SocialStore.self) private var store

    var body: some View {
        if let account = store.account(withID: accountID ?? store.currentAccountID) {
            List {
                Section {
                    AccountRow(account: account)
                    Text(verbatim: account.note)
                    Button("\(account.followerIDs.count) Followers") {
                        openFollowers(account.id)
                    }
                }
                Section {
                    if let editProfile {
                        Button("Edit Profile", systemImage: "pencil", action: editProfile)
                    }
                    if let showNotifications {
                        Button("Notifications", systemImage: "bell", action: showNotifications)
                    }
                    if let mention {
                        Button("Mention", systemImage: "at", action: mention)
                    }
                }
                Section("Posts") {
                    ForEach(store.statuses(by: account.id)) { status in
                        Button {
                            openStatus(status.id)
                        } label: {
                            StatusRow(status: status)
                        }
                    }
                }
            }
        } else {
            ContentUnavailableView("Account Not Found", systemImage: "person.crop.circle.badge.questionmark")
        }
    }
}

/// A post: one of this server pushed by id, or one of another server found by Search.
///
/// The view is shown by two routes with different parameters, so it has one initializer per
/// route: `statusDetail(id:)` and `remoteStatus(server:id:)`.
struct StatusDetailView: View {
    /// The server of a post of another server, or nil.
    private let server: String?
    /// The id of the post on its server.
    private let id: Status.ID
    /// Pushes the author, or an account the post mentions.
    private let openAccount: (Account.ID) -> Void
    /// Presents the editor for a reply.
    private let reply: () -> Void

    /// A post of this server, for the `statusDetail(id:)` route.
    init(id: Status.ID, openAccount: @escaping (Account.ID) -> Void, reply: @escaping () -> Void) {
        self.server = nil
        self.id = id
        self.openAccount = openAccount
        self.reply = reply
    }

    /// A post of another server, for the `remoteStatus(server:id:)` route.
    init(
        server: String, id: Status.ID, openAccount: @escaping (Account.ID) -> Void,
        reply: @escaping () -> Void
    ) {
        self.server = server
        self.id = id
        self.openAccount = openAccount
        self.reply = reply
    }

    /// The posts and their authors.
    @Environment(SocialStore.self) private var store

    var body: some View {
        if let status = store.status(withID: id, server: server) {
            List {
                if let replyToID = status.replyToID, let parent = store.status(withID: replyToID) {
                    Section("In Reply To") {
                        StatusRow(status: parent)
                    }
                }
                Section {
                    StatusRow(status: status)
                    if let author = store.account(withID: status.authorID) {
                        Button {
                            openAccount(author.id)
                        } label: {
                            AccountRow(account: author)
                        }
                    }
                }
                Section {
                    Button("Reply", systemImage: "arrowshape.turn.up.left", action: reply)
                }
            }
        } else {
            ContentUnavailableView("Post Not Found", systemImage: "text.bubble")
        }
    }
}

/// The accounts that follow an account.
struct FollowersView: View {
    /// The followed account.
    let id: Account.ID
    /// Pushes a follower.
    let openAccount: (Account.ID) -> Void

    /// The accounts.
    @Environment(SocialStore.self) private var store

    var body: some View {
        let followers = store.account(withID: id)?.followerIDs.compactMap { store.account(withID: $0) } ?? []
        if followers.isEmpty {
            ContentUnavailableView("No Followers Yet", systemImage: "person.2")
        } else {
            List(followers) { follower in
                Button {
                    openAccount(follower.id)
                } label: {
                    AccountRow(account: follower)
                }
            }
        }
    }
}

/// The posts with a hashtag.
struct HashtagView: View {
    /// The hashtag, without `#`.
    let tag: String
    /// Pushes a post.
    let openStatus: (Status.ID) -> Void

    /// The posts.
    @Environment(SocialStore.self) private var store

    var body: some View {
        let statuses = store.statuses(tagged: tag)
        if statuses.isEmpty {
            ContentUnavailableView("No Posts with #\(tag)", systemImage: "number")
        } else {
            List(statuses) { status in
                Button {
                    openStatus(status.id)
                } label: {
                    StatusRow(status: status)
                }
            }
            .listStyle(.plain)
        }
    }
}

// MARK: - Presented screens

/// The status editor sheet, for a new post, a reply or a mention.
///
/// The text and media live in the store's draft, so the media picker covering the editor can add
/// to them, and a draft survives the route's Cancel button. Posting publishes the draft and shows
/// the new post in the Profile tab, closing the editor.
struct ComposerView: View {
    /// The post this one replies to, if any.
    let replyTo: Status.ID?
    /// The account this post mentions, if any.
    let mention: Account.ID?
    /// Covers the editor with the media picker.
    let attachMedia: () -> Void
    /// Closes the editor.
    let cancel: () -> Void
    /// Closes the editor and shows the new post in the Profile tab.
    let posted: (Status.ID) -> Void

    /// The draft, and the posts and accounts it refers to.
    @Environment(SocialStore.self) private var store

    var body: some View {
        @Bindable var store = store
        Form {
            if let replyTo, let parent = store.status(withID: replyTo) {
                Section("Replying To") {
                    StatusRow(status: parent)
                }
            }
            Section {
                TextField("What's on your mind?", text: $store.draft.text, axis: .vertical)
            }
            Section("Media") {
                ForEach(store.draft.media, id: \.self) { symbol in
                    Label(symbol, systemImage: symbol)
                }
                Button("Add Media", systemImage: "photo.on.rectangle", action: attachMedia)
            }
            Section {
                Button("Discard Draft", role: .destructive) {
                    store.draft = Draft()
                    cancel()
                }
            }
        }
        .onAppear(perform: startDraft)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Post") {
                    posted(store.publishDraft(replyingTo: replyTo))
                }
                .disabled(store.draft.text.isEmpty)
            }
        }
    }

    /// Starts an empty draft of a mention with the mentioned handle.
    private func startDraft() {
        guard store.draft.text.isEmpty, let mention, let account = store.account(withID: mention) else {
            return
        }
        store.draft.text = account.handle + " "
    }
}

/// The media picker, a cover over the editor. Picked media go into the draft.
struct MediaPickerView: View {
    /// Closes the picker, back to the editor.
    let done: () -> Void
    /// Closes the picker and the editor at once, discarding the draft.
    let discardPost: () -> Void

    /// The media a sample library offers, as SF Symbols.
    private let library = ["photo", "camera", "film", "music.note", "map"]

    /// The draft the media go into.
    @Environment(SocialStore.self) private var store

    var body: some View {
        List {
            Section("Library") {
                ForEach(library, id: \.self) { symbol in
                    Button {
                        toggle(symbol)
                    } label: {
                        HStack {
                            Label(symbol, systemImage: symbol)
                            Spacer()
                            if store.draft.media.contains(symbol) {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                }
            }
            Section {
                Button("Attach", action: done)
                Button("Discard Post", role: .destructive) {
                    store.draft = Draft()
                    discardPost()
                }
            }
        }
    }

    /// Adds a medium to the draft, or removes it if it is there.
    private func toggle(_ symbol: String) {
        if let index = store.draft.media.firstIndex(of: symbol) {
            store.draft.media.remove(at: index)
        } else {
            store.draft.media.append(symbol)
        }
    }
}

/// The profile editor sheet, for the signed-in account's name and bio.
struct ProfileEditorView: View {
    /// Closes the editor.
    let close: () -> Void

    /// The account to edit.
    @Environment(SocialStore.self) private var store
    /// The name being edited.
    @State private var displayName = ""
    /// The bio being edited.
    @State private var note = ""

    var body: some View {
        Form {
            Section("Name") {
                TextField("Display Name", text: $displayName)
            }
            Section("Bio") {
                TextField("Bio", text: $note, axis: .vertical)
            }
        }
        .onAppear {
            displayName = store.currentAccount?.displayName ?? ""
            note = store.currentAccount?.note ?? ""
        }
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    store.updateProfile(displayName: displayName, note: note)
                    close()
                }
            }
        }
    }
}
