// Toolbar builder edges: exactly 10 items in one block (the most ToolbarContentBuilder accepts; see
// bad/ToolbarElevenItems.swift), Groups to go beyond 10, if/else in a toolbar, customizable items with
// toolbar(id:), and views passed directly to toolbar (the @ViewBuilder overload).
import SwiftUI

struct TenItemToolbar: View {
    var body: some View {
        Text("Items")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("1") }
                ToolbarItem(placement: .topBarTrailing) { Text("2") }
                ToolbarItem(placement: .principal) { Text("3") }
                ToolbarItem(placement: .navigation) { Text("4") }
                ToolbarItem(placement: .primaryAction) { Text("5") }
                ToolbarItem(placement: .secondaryAction) { Text("6") }
                ToolbarItem(placement: .bottomBar) { Text("7") }
                ToolbarItem(placement: .keyboard) { Text("8") }
                ToolbarItem(placement: .destructiveAction) { Text("9") }
                ToolbarItem(placement: .automatic) { Text("10") }
            }
    }
}

struct GroupedToolbar: View {
    var body: some View {
        Text("Grouped")
            .toolbar {
                Group {
                    ToolbarItem { Text("1") }
                    ToolbarItem { Text("2") }
                    ToolbarItem { Text("3") }
                    ToolbarItem { Text("4") }
                    ToolbarItem { Text("5") }
                    ToolbarItem { Text("6") }
                }
                Group {
                    ToolbarItem { Text("7") }
                    ToolbarItem { Text("8") }
                    ToolbarItem { Text("9") }
                    ToolbarItem { Text("10") }
                    ToolbarItem { Text("11") }
                }
            }
    }
}

struct ConditionalToolbar: View {
    @State private var editing = false

    var body: some View {
        Text("Conditional")
            .toolbar {
                if editing {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { editing = false }
                    }
                } else {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Edit") { editing = true }
                    }
                }
                if !editing {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("A") {}
                        Button("B") {}
                    }
                }
            }
    }
}

struct CustomizableToolbar: View {
    var body: some View {
        Text("Customizable")
            .toolbar(id: "editor") {
                ToolbarItem(id: "bold", placement: .secondaryAction) {
                    Button("Bold") {}
                }
                ToolbarItem(id: "share") {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
            }
            .toolbar {
                ToolbarItem(id: "Push", placement: .navigationBarTrailing) {
                    Button(action: {}) {
                        Image(systemName: "plus")
                    }
                }
            }
    }
}

struct ViewToolbar: View {
    var body: some View {
        Text("Plain views")
            .toolbar {
                Button("One") {}
                Button("Two") {}
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("1") {}
                    Button("2") {}
                    Button("3") {}
                    Button("4") {}
                    Button("5") {}
                    Button("6") {}
                    Button("7") {}
                    Button("8") {}
                    Button("9") {}
                    Button("10") {}
                    Button("11") {}
                }
            }
            .toolbar(.hidden, for: .navigationBar)
            .toolbarTitleDisplayMode(.inline)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbarBackground(Color.blue, for: .navigationBar)
    }
}
