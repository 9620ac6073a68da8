// Sheet presentation details, applied to the sheet's content as Apple documents: detents as a Set (an array
// literal converts), the selection-binding form, the drag indicator, interactive dismissal, background and
// content interaction, compact adaptation, corner radius, backgrounds, and iOS 18 presentation sizing.
import SwiftUI

struct Filter: Identifiable, Hashable {
    let id: Int
}

struct SheetDetails: View {
    @State private var isFilterPresented = false
    @State private var editing: Filter?
    @State private var detent: PresentationDetent = .medium
    let allowsDismiss: Bool

    private let detents: Set<PresentationDetent> = [.medium, .large]

    var body: some View {
        Text("List")
            .sheet(isPresented: $isFilterPresented) {
                Text("Filters")
                    .presentationDetents([.medium, .large, .fraction(0.25), .height(200)])
                    .presentationDragIndicator(.visible)
                    .interactiveDismissDisabled(!allowsDismiss)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationCompactAdaptation(.none)
                    .presentationCornerRadius(24)
                    .presentationContentInteraction(.scrolls)
                    .presentationBackground(.gray)
            }
            .sheet(item: $editing) { filter in
                Text("Edit \(filter.id)")
                    .presentationDetents(detents, selection: $detent)
                    .presentationDragIndicator(.hidden)
                    .interactiveDismissDisabled()
                    .presentationBackgroundInteraction(.disabled)
                    .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
                    .presentationCornerRadius(nil)
                    .presentationBackground(alignment: .bottom) { Color.gray }
                    .presentationSizing(.form)
            }
    }
}

struct SizedSheets: View {
    @State private var isPagePresented = false
    @State private var isFittedPresented = false

    var body: some View {
        Text("Sizes")
            .sheet(isPresented: $isPagePresented) {
                Text("Page")
                    .presentationSizing(.page.fitted(horizontal: false, vertical: true))
                    .presentationBackgroundInteraction(.automatic)
                    .presentationCompactAdaptation(.fullScreenCover)
                    .presentationContentInteraction(.resizes)
            }
            .sheet(isPresented: $isFittedPresented) {
                Text("Fitted")
                    .presentationSizing(.fitted)
                    .presentationSizing(.automatic.sticky(vertical: true))
                    .presentationSizing(FormPresentationSizing.form.sticky())
                    .presentationBackgroundInteraction(.enabled)
                    .presentationCompactAdaptation(.automatic)
                    .presentationContentInteraction(.automatic)
            }
    }
}

/// A custom presentation sizing proposes a size of its own.
struct HalfWidthSizing: PresentationSizing {
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
        -> ProposedViewSize
    {
        let ideal = root.sizeThatFits(.unspecified)
        return ProposedViewSize(width: ideal.width / 2, height: nil)
    }
}

struct CustomSized: View {
    @State private var isPresented = false

    var body: some View {
        Text("Custom")
            .sheet(isPresented: $isPresented) {
                Text("Half").presentationSizing(HalfWidthSizing())
            }
    }
}

/// Popovers: by item (Identifiable) or by Boolean, with an attachment anchor and an arrow edge.
struct Popovers: View {
    @State private var info: Filter?
    @State private var isHelpPresented = false

    var body: some View {
        VStack {
            Text("Info")
                .popover(item: $info) { filter in Text("Filter \(filter.id)") }
            Text("Help")
                .popover(isPresented: $isHelpPresented, attachmentAnchor: .point(.top), arrowEdge: .bottom) {
                    Text("Help").presentationCompactAdaptation(.popover)
                }
            Text("Anchored")
                .popover(
                    isPresented: $isHelpPresented,
                    attachmentAnchor: .rect(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))
                ) {
                    Text("Rect")
                }
                .popover(item: $info, attachmentAnchor: .rect(.bounds), arrowEdge: .leading) { _ in
                    Text("Bounds")
                }
        }
    }
}
