// swift-format-ignore-file
/// A split view's state: the selections that drive its columns, and the detail column's stack.
struct Split: Hashable, Sendable, Codable {
    /// What the sidebar selects; the detail column shows it at the root of its stack (its placeholder when nil).
    var selection: MailboxRoute?
    /// The routes pushed in the detail column, bottom first.
    var path: [MailboxRoute]
    /// Which columns show.
    var columnVisibility: MailboxNavigationState.ColumnVisibility

    /// Creates a split view's state; by default nothing is selected.
    init(
        selection: MailboxRoute? = nil,
        path: [MailboxRoute] = [],
        columnVisibility: MailboxNavigationState.ColumnVisibility = .automatic
    ) {
        self.selection = selection
        self.path = path
        self.columnVisibility = columnVisibility
    }

    /// Pushes `route` in the detail column.
    mutating func push(_ route: MailboxRoute) { path.append(route) }

    /// Pops the detail column's top route, if any.
    mutating func pop() {
        if !path.isEmpty {
            path.removeLast()
        }
    }

    /// Pops the detail column back to its root.
    mutating func popToRoot() { path.removeAll() }

    /// Selects `route` in the sidebar; the columns after it start over.
    mutating func select(_ route: MailboxRoute?) {
        selection = route
        path.removeAll()
    }

    /// Decodes a saved split view, keeping what this version can show.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.selection = nil
        self.path = []
        self.columnVisibility = (try? container.decode(MailboxNavigationState.ColumnVisibility.self, forKey: .columnVisibility)) ?? .automatic
        do {
            self.selection = try container.decodeIfPresent(MailboxRoute.self, forKey: .selection)
            self.path = MailboxNavigationState.decodePrefix(
                MailboxRoute.self,
                from: container,
                forKey: .path
            )
        } catch {}
    }
}

/// Selects `route` in the sidebar of the split view on screen.
mutating func select(_ route: MailboxRoute?) { self.split.select(route) }

/// The navigation container of Mailbox: a NavigationSplitView whose detail column holds a NavigationStack, with sheets and covers over it.
/// Views get one closure per action and know nothing of navigation.
struct MailboxNavigation: View {
    @Binding private var state: MailboxNavigationState

    /// Creates the container over a state the app owns, so it can save, restore and drive it.
    init(state: Binding<MailboxNavigationState>) { _state = state }

    var body: some View {
        NavigationSplitView(
            columnVisibility: Binding(
                get: { Self.swiftUIVisibility(self.state.split.columnVisibility) },
                set: { newValue in
                    self.state.split.columnVisibility = Self.stateVisibility(newValue)
                }
            )
        ) {
            getDestination(for: MailboxRoute.folders)
        } detail: {
            NavigationStack(path: $state.split.path) {
                self.getDestination(for: self.state.split.selection ?? MailboxRoute.noFolder)
                    .navigationDestination(for: MailboxRoute.self) { route in
                        self.getDestination(for: route)
                    }
            }
        }
    }

    /// A binding to the navigation state, wherever it is kept.
    fileprivate var stateBinding: Binding<MailboxNavigationState> { $state }

    private static func swiftUIVisibility(
        _ visibility: MailboxNavigationState.ColumnVisibility
    ) -> NavigationSplitViewVisibility {
        switch visibility {
        case .automatic:
            return .automatic
        case .all:
            return .all
        case .doubleColumn:
            return .doubleColumn
        case .detailOnly:
            return .detailOnly
        }
    }

    private static func stateVisibility(
        _ visibility: NavigationSplitViewVisibility
    ) -> MailboxNavigationState.ColumnVisibility {
        if visibility == .all {
            return .all
        }
        if visibility == .doubleColumn {
            return .doubleColumn
        }
        if visibility == .detailOnly {
            return .detailOnly
        }
        return .automatic
    }

    /// Builds the view for `route` with its title, bar settings and toolbar.
    func getDestination(for route: MailboxRoute) -> AnyView {
        switch route {
        case .folders:
            return AnyView(
                FoldersView(
                    open: { name_ in self.state.select(MailboxRoute.folder(name: name_)) },
                    selection: Binding(
                        get: { self.state.split.selection },
                        set: { newValue in self.state.split.select(newValue) }
                    )
                )
                    .navigationTitle("Folders")
            )
        case .noFolder:
            return AnyView(NoFolderView().navigationTitle("No Folder"))
        case .folder(let name_):
            return AnyView(
                FolderView(name: name_, read: { id in self.state.push(.message(id: id)) })
                    .navigationTitle("Folder")
            )
        case .message(let id):
            return AnyView(
                MessageView(id: id, back: { self.state.pop() }).navigationTitle("Message")
            )
        }
    }
}
