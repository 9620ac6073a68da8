// swift-format-ignore-file
/// The navigation container of Reader: a TabView with a stack or split view in every tab, with sheets and covers over it.
/// Views get one closure per action and know nothing of navigation.
struct ReaderNavigation: View {
    @Binding private var state: ReaderNavigationState

    /// Creates the container over a state the app owns, so it can save, restore and drive it.
    init(state: Binding<ReaderNavigationState>) { _state = state }

    var body: some View {
        Group {
            if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
                TabView(
                    selection: Binding(
                        get: { self.state.selectedTab },
                        set: { newValue in self.state.selectTab(newValue) }
                    )
                ) {
                    Tab("Feed", systemImage: "newspaper", value: ReaderTab.feed) {
                        NavigationStack(path: $state.feed.path) {
                            self.getDestination(for: self.state.feed.root)
                                .navigationDestination(for: ReaderRoute.self) { route in
                                    self.getDestination(for: route)
                                }
                        }
                    }
                    Tab("Library", systemImage: "books.vertical", value: ReaderTab.library) {
                        NavigationSplitView(
                            columnVisibility: Binding(
                                get: {
                                    Self.swiftUIVisibility(self.state.library.columnVisibility)
                                },
                                set: { newValue in
                                    self.state.library.columnVisibility = Self.stateVisibility(
                                        newValue
                                    )
                                }
                            )
                        ) {
                            getDestination(for: ReaderRoute.shelves)
                        } detail: {
                            NavigationStack(path: $state.library.path) {
                                self.getDestination(
                                    for: self.state.library.selection ?? ReaderRoute.noShelf
                                )
                                    .navigationDestination(for: ReaderRoute.self) { route in
                                        self.getDestination(for: route)
                                    }
                            }
                        }
                    }
                }
                    .tabViewStyle(.sidebarAdaptable)
            } else {
                TabView(
                    selection: Binding(
                        get: { self.state.selectedTab },
                        set: { newValue in self.state.selectTab(newValue) }
                    )
                ) {
                    NavigationStack(path: $state.feed.path) {
                        self.getDestination(for: self.state.feed.root)
                            .navigationDestination(for: ReaderRoute.self) { route in
                                self.getDestination(for: route)
                            }
                    }
                        .tabItem {
                            Label("Feed", systemImage: "newspaper")
                        }
                        .tag(ReaderTab.feed)
                    NavigationSplitView(
                        columnVisibility: Binding(
                            get: { Self.swiftUIVisibility(self.state.library.columnVisibility) },
                            set: { newValue in
                                self.state.library.columnVisibility = Self.stateVisibility(newValue)
                            }
                        )
                    ) {
                        getDestination(for: ReaderRoute.shelves)
                    } detail: {
                        NavigationStack(path: $state.library.path) {
                            self.getDestination(
                                for: self.state.library.selection ?? ReaderRoute.noShelf
                            )
                                .navigationDestination(for: ReaderRoute.self) { route in
                                    self.getDestination(for: route)
                                }
                        }
                    }
                        .tabItem {
                            Label("Library", systemImage: "books.vertical")
                        }
                        .tag(ReaderTab.library)
                }
            }
        }
    }

    /// A binding to the navigation state, wherever it is kept.
    fileprivate var stateBinding: Binding<ReaderNavigationState> { $state }

    private static func swiftUIVisibility(
        _ visibility: ReaderNavigationState.ColumnVisibility
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
    ) -> ReaderNavigationState.ColumnVisibility {
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
    func getDestination(for route: ReaderRoute) -> AnyView {
        switch route {
        case .articles:
            return AnyView(
                ArticlesView(
                    open: { id in self.state.push(.article(id: id)) },
                    browse: { self.state.openTab(.library) }
                )
                    .navigationTitle("Articles")
            )
        case .article(let id):
            return AnyView(
                ArticleView(id: id, back: { self.state.pop() }).navigationTitle("Article")
            )
        case .shelves:
            return AnyView(
                ShelvesView(
                    show: { name_ in self.state.select(ReaderRoute.shelf(name: name_)) },
                    selection: Binding(
                        get: { self.state.library.selection },
                        set: { newValue in self.state.library.select(newValue) }
                    )
                )
                    .navigationTitle("Shelves")
            )
        case .noShelf:
            return AnyView(NoShelfView().navigationTitle("No Shelf"))
        case .shelf(let name_):
            return AnyView(ShelfView(name: name_).navigationTitle("Shelf"))
        }
    }
}
