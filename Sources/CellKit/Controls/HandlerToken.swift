/// The receipt of a handler registration: keep it to remove that one handler later.
///
/// Dropping a token does not remove its handler (handlers live as long as their control, their
/// owner, or their cell's current configuration); call ``remove()`` to remove it early.
@MainActor
public struct HandlerToken: Hashable {
  private weak var store: (any HandlerRemoving)?
  private let id: Int

  package init(store: any HandlerRemoving, id: Int) {
    self.store = store
    self.id = id
  }

  /// Removes the handler. Removing twice, or after the control is gone, does nothing.
  public func remove() {
    store?.removeHandler(id: id)
  }

  nonisolated public static func == (lhs: HandlerToken, rhs: HandlerToken) -> Bool {
    lhs.id == rhs.id
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

extension HandlerToken {
  private final class Nothing: HandlerRemoving {
    func removeHandler(id: Int) {}
  }

  /// A token for a registration that never took effect (its host was already gone).
  @usableFromInline
  package static var detached: HandlerToken {
    HandlerToken(store: nothing, id: 0)
  }

  private static let nothing = Nothing()
}
