/// How a ``ListAdapter`` makes and configures the cell for some of its items.
@MainActor
package struct CellRegistration<Item> {
  /// Whether this registration shows `item`.
  package let matches: @MainActor (Item) -> Bool
  /// Dequeues a cell of the registered type from a host.
  package let dequeue: @MainActor (any ListHost, IndexPath) -> AnyObject
  /// Configures a cell this registration dequeued.
  package let configure: @MainActor (AnyObject, Item, IndexPath) -> Void
}
