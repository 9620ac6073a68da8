// swift-format-ignore-file
/// One presented sheet, cover or popover: the route in a stack of its own (or alone, when it brings its own), with its presentation options, and what it presents.
private struct PickerPresentedLevel: View {
    /// The container, for destinations and bindings.
    let navigation: PickerNavigation
    /// 0 for the first presentation.
    let depth: Int
    /// The presented route.
    let route: PickerRoute

    var body: some View {
        presented(
            NavigationStack(path: navigation.presentedPath(at: depth)) {
                navigation.getDestination(for: route)
                    .navigationDestination(for: PickerRoute.self) { route in
                        navigation.getDestination(for: route)
                    }
            }
        )
            .sheet(item: navigation.presentation(at: depth + 1, as: .sheet)) { route in
                PickerPresentedLevel(navigation: navigation, depth: depth + 1, route: route)
            }
            #if os(tvOS) || os(watchOS)
            .sheet(item: navigation.presentation(at: depth + 1, as: .popover)) { route in
                PickerPresentedLevel(navigation: navigation, depth: depth + 1, route: route)
            }
            #else
            .popover(item: navigation.presentation(at: depth + 1, as: .popover)) { route in
                PickerPresentedLevel(navigation: navigation, depth: depth + 1, route: route)
            }
            #endif
    }

    /// `container` (the route in a stack of its own) with the presented route's presentation options, or the route's view alone when it brings its own container.
    private func presented(_ container: some View) -> AnyView {
        switch route {
        case .picker:
            return AnyView(
                container
                    .presentationDetents(
                        [.medium, .large],
                        selection: navigation.presentedDetent(
                            at: depth,
                            initial: .medium,
                            among: [.medium, .large]
                        )
                    )
                    .presentationDragIndicator(.visible)
            )
        case .info:
            return AnyView(container.presentationCompactAdaptation(.popover))
        case .editor:
            return navigation.getDestination(for: route)
        default:
            return AnyView(container)
        }
    }
}
