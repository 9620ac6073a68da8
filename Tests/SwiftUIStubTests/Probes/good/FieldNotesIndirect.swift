// The field notes' "indirect navigation": the coordinator-like base view owns a NavigationPath and a
// sheet item, and screens receive closures (corrected: `.sheet` is applied to a view, and the page's
// id is stable).
import SwiftUI

enum IndirectPage: Hashable, Identifiable {
    case firstView
    case secondView

    var id: Self { self }
}

struct IndirectNavigationBaseView: View {
    @State var path = NavigationPath()
    @State var sheet: IndirectPage?

    var body: some View {
        NavigationStack(path: $path) {
            build(page: .firstView)
                .navigationDestination(for: IndirectPage.self) { page in
                    build(page: page)
                }
                .sheet(item: $sheet) { sheet in
                    build(page: sheet)
                }
        }
    }

    @ViewBuilder
    func build(page: IndirectPage) -> some View {
        switch page {
        case .firstView:
            IndirectFirstView(
                goNextAction: {
                    path.append(IndirectPage.secondView)
                },
                presentSheetAction: {
                    self.sheet = .secondView
                })
        case .secondView:
            Text("Second")
        }
    }
}

struct IndirectFirstView: View {
    var goNextAction: () -> Void
    var presentSheetAction: () -> Void

    var body: some View {
        VStack {
            Button(action: goNextAction, label: { Text("Go next") })
            Button(action: presentSheetAction, label: { Text("Present sheet") })
        }
    }
}
