// expect: cannot convert value of type 'String' to expected argument type 'URL'
// OpenURLAction takes a URL, not a String.
import SwiftUI

struct StringLink: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Open") { openURL("https://example.com") }
    }
}
