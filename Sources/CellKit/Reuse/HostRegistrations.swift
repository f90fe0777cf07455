/// The reuse identifiers a platform list view (UIKit's, AppKit's) has had registered, so that
/// dequeuing by type registers a type on its first use. The platforms cannot say whether an
/// identifier is registered, so this remembers it. A view that can make a view for an identifier
/// without an index path (UIKit's and AppKit's tables) is asked first (``firstUse(_:existing:register:)``),
/// which leaves alone what it knew already: a storyboard prototype, or a class or nib the app
/// registered itself. Collection views cannot be asked; there the first dequeue by type registers
/// the type (``once(_:register:)``).
@MainActor
package final class HostRegistrations {
  private var known: Set<String> = []

  package init() {}

  /// Notes that `key` (a kind of view and its identifier) is registered.
  package func insert(_ key: String) {
    known.insert(key)
  }

  /// On the first use of `key`, the view the platform already makes for it (`existing`, nil when it
  /// knows nothing of it), or else `register` runs; nil on every later use.
  ///
  /// - Returns: a view the platform made from a registration of its own, to be used as it is.
  package func firstUse<View>(_ key: String, existing: () -> View?, register: () -> Void) -> View? {
    guard known.insert(key).inserted else { return nil }
    if let view = existing() { return view }
    register()
    return nil
  }

  /// Runs `register` on the first use of `key`.
  package func once(_ key: String, register: () -> Void) {
    if known.insert(key).inserted { register() }
  }

  /// `view` as a `View`: what a dequeue of `identifier` made, which must be one.
  ///
  /// - Precondition: `view` is a `View`; the message says what was registered instead, or that
  ///   nothing was.
  package static func typed<View>(
    _ view: AnyObject?, identifier: String, kind: ReusableViewKind, as viewType: View.Type = View.self
  ) -> View {
    guard let view else {
      preconditionFailure(ReuseError.notRegistered(identifier: identifier, kind: kind).description)
    }
    guard let typed = view as? View else {
      preconditionFailure(ReuseError.mismatch(identifier, kind, made: view, wanted: View.self).description)
    }
    return typed
  }
}
