import NavSemantics

extension GenerationContext {
    /// The navigation state: root, path, presentations, and the operations every edge uses.
    /// It is plain Swift (no SwiftUI), so its logic compiles and runs everywhere.
    func emitNavigationState(into printer: inout CodePrinter) {
        let route = names.routeEnum
        printer.mark("Navigation state")
        printer.doc(
            """
            The whole navigation state of \(model.app.name) as a value ("navigation is just data"): the
            app can own it, save it, restore it, and build it in one assignment from a deep link.
            """)
        var conformances = ["Hashable"]
        if isSendable { conformances.append("Sendable") }
        if isCodable { conformances.append("Codable") }
        printer.block("\(access)struct \(names.state): \(conformances.joined(separator: ", ")) {") {
            printer in
            if presents {
                printer.doc("How a route is presented modally.")
                var styles: [String] = []
                if presentsSheets { styles.append("sheet") }
                if presentsCovers { styles.append("cover") }
                printer.block(
                    "\(access)enum Presentation: Hashable, Sendable\(isCodable ? ", Codable" : "") {"
                ) { printer in
                    printer.line("case " + styles.joined(separator: ", "))
                }
                printer.line()
            }
            if hasRootEnum {
                printer.doc("The root on screen.")
                printer.line("\(access)var root: \(names.rootEnum)")
            }
            if model.app.style == .split3 {
                printer.doc(
                    "The route shown in the content column, or nil for the content column's own route.")
                printer.line("\(access)var content: \(route)?")
            }
            printer.doc(
                isSplit
                    ? "The routes pushed in the detail column, bottom first."
                    : "The routes pushed onto the root, bottom first.")
            printer.line("\(access)var path: [\(route)]")
            if presentsSheets {
                printer.doc("The route presented as a sheet, if any.")
                printer.line("\(access)var sheet: \(route)?")
            }
            if presentsCovers {
                printer.doc("The route presented as a full-screen cover, if any.")
                printer.line("\(access)var cover: \(route)?")
            }
            if presents {
                printer.doc("The routes pushed inside the presented sheet or cover, bottom first.")
                printer.line("\(access)var presentedPath: [\(route)]")
            }
            printer.line()
            emitStateInitializer(into: &printer)
            emitStateOperations(into: &printer)
        }
    }

    private func emitStateInitializer(into printer: inout CodePrinter) {
        var parameters: [String] = []
        var assignments: [String] = []
        if hasRootEnum {
            let value = valueWithDefaults(routes[model.app.roots[0]])
            parameters.append("root: \(names.rootEnum) = \(value)")
            assignments.append("self.root = root")
        }
        if model.app.style == .split3 {
            parameters.append("content: \(names.routeEnum)? = nil")
            assignments.append("self.content = content")
        }
        parameters.append("path: [\(names.routeEnum)] = []")
        assignments.append("self.path = path")
        if presentsSheets {
            parameters.append("sheet: \(names.routeEnum)? = nil")
            assignments.append("self.sheet = sheet")
        }
        if presentsCovers {
            parameters.append("cover: \(names.routeEnum)? = nil")
            assignments.append("self.cover = cover")
        }
        if presents {
            parameters.append("presentedPath: [\(names.routeEnum)] = []")
            assignments.append("self.presentedPath = presentedPath")
        }
        printer.doc("Creates a state; by default the initial root with nothing pushed or presented.")
        printer.block("\(access)init(\(parameters.joined(separator: ", "))) {") { printer in
            printer.lines(assignments)
        }
    }

    private func emitStateOperations(into printer: inout CodePrinter) {
        let route = names.routeEnum
        let presentedCheck = [presentsSheets ? "sheet != nil" : nil, presentsCovers ? "cover != nil" : nil]
            .compactMap { $0 }.joined(separator: " || ")
        if presents {
            printer.line()
            printer.doc("Whether a sheet or cover is up; while it is, stack operations act on its own stack.")
            printer.line("\(access)var isPresenting: Bool { \(presentedCheck) }")
        }
        let stack = presents ? "(isPresenting ? presentedPath : path)" : "path"
        printer.line()
        printer.doc("The routes on the stack the user is looking at.")
        printer.line("\(access)var currentPath: [\(route)] { \(stack) }")

        printer.line()
        printer.doc("Pushes `route` onto the stack on screen.")
        printer.block("\(access)mutating func push(_ route: \(route)) {") { printer in
            if presents {
                printer.line("if isPresenting { presentedPath.append(route) } else { path.append(route) }")
            } else {
                printer.line("path.append(route)")
            }
        }
        printer.line()
        printer.doc("Pops the top route of the stack on screen, if any.")
        printer.block("\(access)mutating func pop() {") { printer in
            if presents {
                printer.block("if isPresenting {", closing: "} else if !path.isEmpty {") { printer in
                    printer.line("if !presentedPath.isEmpty { presentedPath.removeLast() }")
                }
                printer.indented { $0.line("path.removeLast()") }
                printer.line("}")
            } else {
                printer.line("if !path.isEmpty { path.removeLast() }")
            }
        }
        printer.line()
        printer.doc("Pops every route of the stack on screen, back to its root.")
        printer.block("\(access)mutating func popToRoot() {") { printer in
            printer.line(
                presents
                    ? "if isPresenting { presentedPath.removeAll() } else { path.removeAll() }"
                    : "path.removeAll()")
        }
        if hasRootEnum {
            printer.line()
            printer.doc("Makes `root` the root, clearing the path and any presentation.")
            printer.block("\(access)mutating func setRoot(_ root: \(names.rootEnum)) {") { printer in
                printer.line("self.root = root")
                printer.line("path.removeAll()")
                if model.app.style == .split3 { printer.line("content = nil") }
                if presentsSheets { printer.line("sheet = nil") }
                if presentsCovers { printer.line("cover = nil") }
                if presents { printer.line("presentedPath.removeAll()") }
            }
        }
        if isSplit {
            printer.line()
            printer.doc(
                "Shows `route` in the detail column, replacing what it showed (a selection in a list).")
            printer.block("\(access)mutating func showInDetail(_ route: \(route)) {") { printer in
                printer.line("path = [route]")
            }
        }
        if model.app.style == .split3 {
            printer.line()
            printer.doc("Shows `route` in the content column and empties the detail column.")
            printer.block("\(access)mutating func showInContent(_ route: \(route)) {") { printer in
                printer.line("content = route")
                printer.line("path.removeAll()")
            }
        }
        if presents {
            printer.line()
            printer.doc("Presents `route` modally, replacing any presentation.")
            printer.block(
                "\(access)mutating func present(_ route: \(route), as presentation: Presentation) {"
            ) { printer in
                printer.line("presentedPath.removeAll()")
                printer.switchBlock("switch presentation {") { printer in
                    if presentsSheets {
                        printer.line("case .sheet:")
                        printer.indented { printer in
                            printer.line("sheet = route")
                            if presentsCovers { printer.line("cover = nil") }
                        }
                    }
                    if presentsCovers {
                        printer.line("case .cover:")
                        printer.indented { printer in
                            printer.line("cover = route")
                            if presentsSheets { printer.line("sheet = nil") }
                        }
                    }
                }
            }
        }
        printer.line()
        printer.doc(
            presents
                ? "Dismisses what is on top: pops the presented stack, or closes the sheet or cover, or pops."
                : "Dismisses what is on top: pops the stack.")
        printer.block("\(access)mutating func dismiss() {") { printer in
            if presents {
                printer.block(
                    "if presentedPath.isEmpty && isPresenting {", closing: "} else if isPresenting {"
                ) { printer in
                    if presentsSheets { printer.line("sheet = nil") }
                    if presentsCovers { printer.line("cover = nil") }
                }
                printer.indented { $0.line("presentedPath.removeLast()") }
                printer.line("} else {")
                printer.indented { $0.line("pop()") }
                printer.line("}")
            } else {
                printer.line("pop()")
            }
        }
    }
}
