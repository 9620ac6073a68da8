// NavigationSplitView with two and three columns, column visibility, and a NavigationStack of its own
// in the detail column (field notes: "its detail column can still hold a NavigationStack").
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct TwoColumnRoot: View {
    @State private var selection: Folder.ID?
    @State private var detailPath: [Int] = []
    let folders: [Folder]

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selection) { folder in
                Text(folder.name)
            }
            .navigationTitle("Folders")
            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
        } detail: {
            NavigationStack(path: $detailPath) {
                if let selection {
                    Text("Folder \(selection)")
                        .navigationDestination(for: Int.self) { item in
                            Text("Item \(item)")
                        }
                } else {
                    Text("Select a folder")
                }
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct ThreeColumnRoot: View {
    @State private var visibility: NavigationSplitViewVisibility = .all
    @State private var folder: Folder?
    @State private var item: Int?
    let folders: [Folder]

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(folders) { folder in
                Button(folder.name) { self.folder = folder }
            }
        } content: {
            if let folder {
                List(0..<10, id: \.self, selection: $item) { index in
                    Text("\(folder.name) \(index)")
                }
            } else {
                Text("No folder")
            }
        } detail: {
            NavigationStack {
                Text(item.map { "Item \($0)" } ?? "Nothing selected")
                    .toolbar {
                        Button("Hide sidebar") { visibility = .detailOnly }
                    }
            }
        }
        .navigationSplitViewStyle(.prominentDetail)
    }
}
