// The model and views of Shop. The app uses `flow indirect`, so each view gets one closure per
// action of its route; an action that presents something returning a value (the size picker,
// the add-to-cart dialog, the remove alert) takes one more closure, which receives the value,
// or nil when the sheet or alert closed without one. Titles and toolbars come from the
// generated `ShopNavigation`.

import SwiftUI

// MARK: - Model

/// Something the shop sells.
struct Product: Identifiable, Hashable, Sendable {
    /// A product's identity, which routes and links carry instead of the product itself.
    struct ID: Codable, Hashable, Sendable, LosslessStringConvertible {
        /// The identifier as links spell it.
        let rawValue: String

        init(_ description: String) { rawValue = description }

        var description: String { rawValue }
    }

    let id: ID
    let name: String
    let price: Decimal
}

/// The sizes every product comes in.
enum Size: String, Codable, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The size as shown.
    var label: String { rawValue.capitalized }
}

/// One line of the cart.
struct CartLine: Identifiable, Hashable, Sendable {
    let id = UUID()
    let product: Product
    let size: Size
}

/// The products, the cart and the delivery address, shared by every view.
@MainActor
@Observable
final class ShopStore {
    /// What the shop sells.
    let products: [Product] = [
        Product(id: Product.ID("tee"), name: "T-Shirt", price: 19),
        Product(id: Product.ID("hoodie"), name: "Hoodie", price: 49),
    ]
    /// What is in the cart.
    private(set) var cart: [CartLine] = []
    /// Where the order goes.
    private(set) var address = ""
    /// Whether a customer is signed in; the checkout needs one.
    var isSignedIn = false

    /// Stores `address` when it looks deliverable (a street and a city); false otherwise.
    func save(address candidate: String) -> Bool {
        let parts = candidate.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return false }
        address = candidate
        return true
    }

    /// The product with identity `id`, if the shop has it.
    func product(_ id: Product.ID) -> Product? { products.first { $0.id == id } }

    /// Adds a product in a size to the cart.
    func add(_ product: Product, size: Size) { cart.append(CartLine(product: product, size: size)) }

    /// Removes a line from the cart.
    func remove(_ line: CartLine) { cart.removeAll { $0.id == line.id } }
}

// MARK: - Views

/// The products, each opening its page.
struct CatalogView: View {
    /// Pushes a product's page.
    let open: (Product.ID) -> Void
    /// Pushes the cart.
    let showCart: () -> Void

    @Environment(ShopStore.self) private var store

    var body: some View {
        List(store.products) { product in
            Button(product.name) { open(product.id) }
        }
    }
}

/// A product's page: choose a size in the picker sheet, then add it to the cart.
struct ProductView: View {
    /// The product shown.
    let id: Product.ID
    /// Presents the size picker; the closure gets the size chosen, or nil.
    let pickSize: (@escaping (Size?) -> Void) -> Void
    /// Asks with the add-to-cart dialog; the closure gets whether to view the cart, or nil.
    let addToCart: (Size, @escaping (Bool?) -> Void) -> Void
    /// Pushes the cart.
    let showCart: () -> Void

    @Environment(ShopStore.self) private var store
    /// The size chosen in the picker, if any.
    @State private var size: Size?

    var body: some View {
        if let product = store.product(id) {
            Form {
                Text(product.name).font(.headline)
                Button(size.map { "Size: \($0.label)" } ?? "Choose a Size") {
                    pickSize { chosen in
                        if let chosen { size = chosen }
                    }
                }
                Button("Add to Cart") {
                    guard let size else { return }
                    addToCart(size) { viewCart in
                        guard let viewCart else { return }
                        store.add(product, size: size)
                        if viewCart { showCart() }
                    }
                }
                .disabled(size == nil)
            }
        } else {
            Text("This product is no longer sold.")
        }
    }
}

/// The size picker, a sheet at half height; choosing a size returns it to the product page.
struct SizePickerView: View {
    /// The product whose size is chosen.
    let product: Product.ID
    /// Returns the size and closes the sheet.
    let choose: (Size) -> Void

    var body: some View {
        List(Size.allCases, id: \.self) { size in
            Button(size.label) { choose(size) }
        }
    }
}

/// The cart: each line can be removed after the alert confirms it.
struct CartView: View {
    /// Shows the remove alert titled with the item's name; the closure gets true for Remove.
    let remove: (String, @escaping (Bool?) -> Void) -> Void
    /// Presents the address editor.
    let editAddress: () -> Void
    /// Pushes the checkout.
    let checkout: () -> Void

    @Environment(ShopStore.self) private var store

    var body: some View {
        List {
            ForEach(store.cart) { line in
                Button("\(line.product.name), \(line.size.label)") {
                    remove(line.product.name) { confirmed in
                        if confirmed == true { store.remove(line) }
                    }
                }
            }
            Section {
                Button(store.address.isEmpty ? "Add an Address" : store.address, action: editAddress)
                Button("Check Out", action: checkout)
                    .disabled(store.cart.isEmpty)
            }
        }
    }
}

/// The address editor, a sheet. Its Save button comes from the route's toolbar, which the view
/// applies itself: Save calls `save`, which validates, and the sheet closes only when it returns
/// true; Save is disabled while the field is empty.
struct AddressEditorView: View {
    /// What the toolbar's Cancel and Save buttons navigate to, from the container.
    let toolbar: AddressEditorToolbar.Edges

    @Environment(ShopStore.self) private var store
    /// The address as typed, stored only when Save validates it.
    @State private var draft = ""
    /// Whether the last Save found the address incomplete.
    @State private var isInvalid = false

    var body: some View {
        Form {
            TextField("Street, City", text: $draft)
            if isInvalid {
                Text("Enter a street and a city, separated by a comma.")
            }
        }
        .onAppear { draft = store.address }
        .modifier(
            toolbar(
                save: save, isEmpty: draft.isEmpty,
                fillHome: { draft = "1 Infinite Loop, Cupertino" },
                fillWork: { draft = "1 Apple Park Way, Cupertino" }))
    }

    /// Validates and stores the draft; the toolbar dismisses the sheet when this returns true.
    private func save() -> Bool {
        let saved = store.save(address: draft)
        isInvalid = !saved
        return saved
    }
}

/// The sign-in sheet the checkout's guard opens; signing in continues to the checkout.
struct SignInView: View {
    /// Closes the sheet and performs the edge that needed a signed-in customer.
    let signedInNow: () -> Void
    /// Closes the sheet without signing in.
    let cancel: () -> Void

    @Environment(ShopStore.self) private var store

    var body: some View {
        VStack(spacing: 16) {
            Text("Sign in to check out.")
            Button("Sign In") {
                store.isSignedIn = true
                signedInNow()
            }
            Button("Not Now", action: cancel)
        }
    }
}

/// The checkout: placing the order goes back to the catalog.
struct CheckoutView: View {
    /// Places the order and returns to the catalog.
    let placeOrder: () -> Void

    @Environment(ShopStore.self) private var store

    var body: some View {
        VStack(spacing: 16) {
            Text("\(store.cart.count) items to \(store.address)")
            Button("Place Order", action: placeOrder)
        }
    }
}
