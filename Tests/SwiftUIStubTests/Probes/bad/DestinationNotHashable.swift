// expect: 'navigationDestination(for:destination:)' requires that 'Profile' conform to 'Hashable'
// navigationDestination(for:) needs D: Hashable.
import SwiftUI

struct Profile {
    var name: String
}

struct DestinationNotHashable: View {
    var body: some View {
        NavigationStack {
            Text("Root")
                .navigationDestination(for: Profile.self) { profile in
                    Text(profile.name)
                }
        }
    }
}
