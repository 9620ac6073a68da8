// expect: requires that 'PlainError' conform to 'LocalizedError'
// alert(isPresented:error:actions:) needs an error that conforms to LocalizedError (its title is the
// error's errorDescription).
import SwiftUI

struct PlainError: Error {}

struct ErrorAlert: View {
    @State private var isPresented = false
    @State private var error: PlainError?

    var body: some View {
        Text("Notes")
            .alert(isPresented: $isPresented, error: error) {
                Button("OK") {}
            }
    }
}
