#if canImport(UIKit)
  import UIKit

  /// The identifiers a table or collection view has registered, so dequeuing by type can register
  /// on first use (UIKit cannot tell whether an identifier is registered).
  @MainActor
  final class Registrations {
    var registered: Set<String> = []
  }
#endif
