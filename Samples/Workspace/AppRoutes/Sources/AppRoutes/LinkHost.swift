import Foundation

/// The host of the app's web links. The generated deep-link code reads the path and query of
/// any URL; the features build links with this host.
public let appLinkHost = "example.com"
