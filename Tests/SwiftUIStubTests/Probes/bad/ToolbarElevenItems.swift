// expect: 'buildExpression' is unavailable: this expression does not conform to 'View'
// ToolbarContentBuilder.buildBlock takes at most 10 items (good/ToolbarBoundaries.swift has exactly
// 10), so with 11 the only remaining toolbar overload is the @ViewBuilder one, which rejects
// ToolbarItem. Without the iOS 18 buildExpression(_: Any) overload the error would be "extra argument
// in call".
import SwiftUI

struct ElevenItems: View {
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
                ToolbarItem(placement: .automatic) { Text("11") }
            }
    }
}
