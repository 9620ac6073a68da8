// swift-format-ignore-file
/// Dismisses what is on top: pops the top presentation's stack, or closes the presentation when its stack is empty, or pops the scene's stack.
mutating func dismiss() {
    if let last = presentations.last {
        if last.path.isEmpty {
            presentations.removeLast()
        } else {
            presentations[presentations.count - 1].path.removeLast()
        }
    } else {
        pop()
    }
}

/// Presents `route` over everything on screen, in a stack of its own.
mutating func present(_ route: EditorRoute, as style: EditorNavigationState.PresentationStyle) {
    presentations.append(EditorNavigationState.Presentation(style: style, route: route))
}

/// Closes every presentation.
mutating func dismissAll() { presentations.removeAll() }

/// One presented sheet or cover: the route in a stack of its own, and what it presents.
private struct EditorPresentedLevel: View {
    /// The container, for destinations and bindings.
    let navigation: EditorNavigation
    /// 0 for the first presentation.
    let depth: Int
    /// The presented route.
    let route: EditorRoute

    var body: some View {
        NavigationStack(path: navigation.presentedPath(at: depth)) {
            navigation.getDestination(for: route)
                .navigationDestination(for: EditorRoute.self) { route in
                    navigation.getDestination(for: route)
                }
        }
            .sheet(item: navigation.presentation(at: depth + 1, as: .sheet)) { route in
                EditorPresentedLevel(navigation: navigation, depth: depth + 1, route: route)
            }
            #if os(macOS)
            .sheet(item: navigation.presentation(at: depth + 1, as: .cover)) { route in
                EditorPresentedLevel(navigation: navigation, depth: depth + 1, route: route)
            }
            #else
            .fullScreenCover(item: navigation.presentation(at: depth + 1, as: .cover)) { route in
                EditorPresentedLevel(navigation: navigation, depth: depth + 1, route: route)
            }
            #endif
    }
}
