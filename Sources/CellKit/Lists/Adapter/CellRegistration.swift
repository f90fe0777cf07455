/// How a ``ListAdapter`` makes and configures the cell for some of its items.
@MainActor
package struct CellRegistration<Item> {
  /// The column whose cells this registration makes, or nil for a list's rows.
  package let column: ColumnID?
  /// Whether this registration shows `item`.
  package let matches: @MainActor (Item) -> Bool
  /// Dequeues a cell of the registered type from a host.
  package let dequeue: @MainActor (any ListHost, IndexPath) -> AnyObject
  /// Configures a cell this registration dequeued, and no other: the list checks ``maker``
  /// first.
  package let configure: @MainActor (AnyObject, Item, IndexPath) -> Void
  /// Names this registration in the reuse scope of each view it dequeued.
  package let maker = RegistrationMaker()
}

/// The identity of one registration, kept in the reuse scope of each view it made, so a view is
/// only ever configured by the registration that made it.
package final class RegistrationMaker: Sendable {
  package init() {}
}

extension RegistrationMaker {
  /// Marks `view` as made by this registration; returns false when the view has no reuse scope
  /// to keep it in.
  @MainActor
  @discardableResult
  package func mark(_ view: AnyObject) -> Bool {
    guard let scoped = view as? any ReuseScoped else { return false }
    scoped.reuseScope.maker = self
    return true
  }

  /// Whether this registration made `view`.
  @MainActor
  package func made(_ view: AnyObject) -> Bool {
    (view as? any ReuseScoped)?.reuseScope.maker === self
  }
}
