import NavSource
import NavSyntax

extension Checker {
    /// Checks every feature the file uses against every deployment target (NAV230, NAV231).
    mutating func checkAvailability() {
        let targets = app.targets
        guard !targets.isEmpty else { return }
        if declaresTabs {
            use(.tabView, "a tab view", at: app.nameRange)
            for tab in tabs { checkContainer(tab.style, at: tab.entryRanges.style ?? tab.nameRange) }
            if let style = app.tabStyle, let range = app.tabStyleRange {
                switch style {
                case .automatic: break
                case .sidebarAdaptable: use(.sidebarAdaptableTabs, "tab style 'sidebarAdaptable'", at: range)
                case .tabBarOnly: use(.tabBarOnlyTabs, "tab style 'tabBarOnly'", at: range)
                }
            }
        } else {
            checkContainer(app.style, at: app.nameRange)
        }
        for route in routes {
            let ranges = route.memberRanges
            if let range = ranges.title { use(.navigationTitle, "a navigation title", at: range) }
            if let range = ranges.subtitle { use(.navigationSubtitle, "a navigation subtitle", at: range) }
            if let range = ranges.displayMode, route.displayMode != nil {
                use(.titleDisplayMode, "title display mode", at: range)
            }
            if route.backButtonHidden, let range = ranges.backButton {
                use(.backButtonHidden, "hiding the back button", at: range)
            }
            if route.navigationBarHidden, let range = ranges.navigationBar {
                use(.navigationBarHidden, "hiding the navigation bar", at: range)
            }
            for entry in route.toolbar {
                use(
                    .placement(entry.placement), "toolbar placement '\(entry.placement.rawValue)'",
                    at: entry.placementRange)
                for button in entry.buttons {
                    // An element limited to some platforms (its own or its menu's) is checked there only.
                    let platforms =
                        button.platforms.isEmpty
                        ? button.menu.map { entry.buttons[$0].platforms } ?? [] : button.platforms
                    let targets =
                        platforms.isEmpty
                        ? app.targets : app.targets.filter { platforms.contains($0.platform) }
                    if button.role != nil {
                        report(
                            contentsOf: Availability.check(
                                .buttonRole, named: "a button role", at: button.range, targets: targets))
                    }
                    if button.isMenu {
                        report(
                            contentsOf: Availability.check(
                                .menu, named: "a toolbar menu", at: button.range, targets: targets))
                    }
                }
            }
            checkPresentationAvailability(of: route)
        }
        for dialog in dialogs { checkDialogAvailability(dialog) }
        for edge in edges {
            switch edge.kind {
            case .sheet: use(.sheet, "'sheet'", at: edge.range)
            case .cover: use(.fullScreenCover, "'cover' (fullScreenCover)", at: edge.range)
            case .popover: use(.popover, "'popover'", at: edge.range)
            default: break
            }
        }
    }

    /// Checks the container of one stack or split view (the app's, or a tab's).
    private mutating func checkContainer(_ style: NavigationStyle, at range: ByteRange) {
        switch style {
        case .stack:
            use(.stackContainer, "a navigation stack", at: range)
        case .columns:
            use(.doubleColumnView, "style 'columns'", at: range)
        case .split, .split3:
            // Targets without NavigationSplitView fall back to NavigationView's columns.
            let fallback = app.targets.filter { target in
                Availability.row(for: .splitView).introduced[target.platform].map { target.version < $0 }
                    ?? true
            }
            report(
                contentsOf: Availability.check(
                    .doubleColumnView,
                    named: "style '\(style.rawValue)' (NavigationView columns before NavigationSplitView)",
                    at: range, targets: fallback))
        }
    }

    /// An alert needs the `Alert` value before iOS 15, which holds at most two buttons (NAV293);
    /// a confirmation dialog needs an `ActionSheet` there, which macOS never had.
    private mutating func checkDialogAvailability(_ dialog: Dialog) {
        let modern: Feature = dialog.style == .alert ? .alert : .confirmationDialog
        let older = app.targets.filter { target in
            Availability.row(for: modern).introduced[target.platform].map { target.version < $0 } ?? true
        }
        guard let first = older.first else { return }
        switch dialog.style {
        case .alert:
            if dialog.buttons.count > 2 {
                report(
                    Diagnostic(
                        .dialogTooManyButtons, dialog.name, String(dialog.buttons.count),
                        at: dialog.nameRange,
                        notes: [DiagnosticNote("the deployment target is set here", at: first.range)]))
            }
        case .dialog:
            report(
                contentsOf: Availability.check(
                    .actionSheet, named: "a confirmation dialog (an ActionSheet before iOS 15)",
                    at: dialog.nameRange, targets: older))
        }
    }

    /// Reports `feature` (described as `name`) where a deployment target lacks it.
    mutating func useFeature(_ feature: Feature, _ name: @autoclosure () -> String, at range: ByteRange) {
        use(feature, name(), at: range)
    }

    private mutating func use(_ feature: Feature, _ name: @autoclosure () -> String, at range: ByteRange) {
        report(contentsOf: Availability.check(feature, named: name(), at: range, targets: app.targets))
    }

    private mutating func report(contentsOf diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { report(diagnostic) }
    }
}
