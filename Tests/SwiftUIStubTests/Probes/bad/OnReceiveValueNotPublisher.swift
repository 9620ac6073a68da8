// expect: requires that 'Route' conform to 'Publisher'
// onReceive takes a publisher, not a value: a one-off value goes through Just(value)
// (good/StepwiseUpdates.swift).
import SwiftUI

enum Route: Hashable { case home }

struct Receiver: View {
    let route: Route
    @State private var path: [Route] = []

    var body: some View {
        Text("Root")
            .onReceive(route) { route in path = [route] }
    }
}
