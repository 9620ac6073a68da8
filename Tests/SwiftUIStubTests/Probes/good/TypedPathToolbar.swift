// A NavigationStack bound to a typed path, with destinations by type and a toolbar that uses
// ToolbarItem and ToolbarItemGroup in several placements (field notes: NavigationStack, toolbar).
import SwiftUI

enum NavigationRoutes: Hashable {
    case firstView
    case secondView(data: String)
    case thirdView(data: String)
}

struct TypedPathRoot: View {
    @State private var path: [NavigationRoutes] = []
    @State private var draft = ""

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 30) {
                TextField("Text", text: $draft)
                    .padding()
                Button("Go to second page") {
                    path.append(NavigationRoutes.secondView(data: draft))
                }
                NavigationLink("Third", value: NavigationRoutes.thirdView(data: draft))
            }
            .navigationTitle("First Page")
            .navigationDestination(for: NavigationRoutes.self) { route in
                destination(for: route)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Reset") { path.removeLast(path.count) }
                }
                ToolbarItem(placement: .principal) {
                    Text("Routes").font(.headline)
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(action: { path.append(.firstView) }) {
                        Image(systemName: "plus")
                            .imageScale(.large)
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    Button(role: .destructive, action: { path = [] }) {
                        Label("Clear", systemImage: "trash")
                    }
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("\(path.count) pushed")
                    Spacer()
                }
                ToolbarItem(placement: .primaryAction) { Button("Save") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel", role: .cancel) {} }
                ToolbarItem(placement: .status) { ProgressView() }
            }
            .toolbar(.visible, for: .navigationBar, .bottomBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarRole(.navigationStack)
            #if os(iOS)
                .navigationBarTitleDisplayMode(.inline)
            #endif
        }
    }

    @ViewBuilder
    private func destination(for route: NavigationRoutes) -> some View {
        switch route {
        case .firstView:
            Text("First")
        case .secondView(let data):
            Text(data)
                .toolbar(.hidden, for: .tabBar)
        case .thirdView(let data):
            VStack {
                Text(data)
                Button("Go to root") { path.removeAll() }
            }
            .navigationTitle("Third Page")
            .navigationBarBackButtonHidden()
        }
    }
}
