// iOS 13-15 navigation (field notes: NavigationView lessons): a hidden NavigationLink(destination:isActive:)
// in `.background`, navigationBarTitle with displayMode, navigationBarItems with an HStack of buttons,
// presentationMode to pop, and navigation view styles. This must pass with -warnings-as-errors: on
// Apple's SDK these APIs are deprecated per platform only, which does not warn for iOS 15 targets.
import SwiftUI

struct LegacyRoot: View {
    @State private var childIsShown = false

    var body: some View {
        NavigationView {
            Form {
                Text("Some view")
                    .background(
                        NavigationLink(
                            destination: ChildView(childIsActive: $childIsShown),
                            isActive: $childIsShown,
                            label: {})
                    )
                Button("Go to child view") {
                    childIsShown.toggle()
                }
                NavigationLink(destination: Text("Child view")) {
                    Text("Click the link")
                }
                NavigationLink("Closure destination") {
                    Text("Built lazily")
                }
                NavigationLink("Value destination", destination: Text("Value"))
            }
            .navigationBarTitle("Main View", displayMode: .large)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct ChildView: View {
    @Binding var childIsActive: Bool
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack(spacing: 30) {
            Text("Child view")
                .font(.largeTitle)
            NavigationLink(destination: Text("Grandchild"), isActive: $childIsActive) {
                EmptyView()
            }
            .hidden()
        }
        .navigationBarTitle(Text("Child"), displayMode: .inline)
        .navigationBarBackButtonHidden(true)
        .navigationBarItems(
            trailing: HStack(spacing: 0) {
                Button(action: { childIsActive.toggle() }) {
                    Image(systemName: "plus")
                        .frame(minWidth: 44, minHeight: 44)
                }
                Button(action: { presentationMode.wrappedValue.dismiss() }) {
                    Image(systemName: "minus")
                        .frame(minWidth: 44, minHeight: 44)
                }
            }
            .imageScale(.large)
        )
        .onAppear { print("Child appears") }
        .onDisappear { print("Child disappears") }
    }
}

struct LegacyBarItems: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Text("Detail")
            .navigationBarTitle("Detail")
            .navigationBarHidden(false)
            .navigationBarItems(
                leading: Button("Back") { presentationMode.wrappedValue.dismiss() },
                trailing: Text(presentationMode.wrappedValue.isPresented ? "shown" : "hidden")
            )
            .navigationBarItems(leading: EmptyView())
    }
}

struct SplitLegacyRoot: View {
    var body: some View {
        NavigationView {
            List { NavigationLink("Primary", destination: Text("Detail")) }
            Text("Placeholder detail")
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
}

/// New code on iOS 16, the legacy container before: the guarded branches both type-check.
struct AdaptiveRoot: View {
    var body: some View {
        if #available(iOS 16, macOS 13, *) {
            NavigationStack { Text("Stack") }
        } else {
            NavigationView { Text("Legacy") }
                .navigationViewStyle(.stack)
        }
    }
}
