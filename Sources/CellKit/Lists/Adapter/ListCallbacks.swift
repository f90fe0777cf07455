/// The app's code a list adapter calls when the user acts on its rows: selection and move
/// handlers, row actions, prefetching and the delegate.
struct ListCallbacks<Item: Differentiable> {
  /// The delegate's methods, when there is a delegate.
  var delegateCalls: DelegateCalls<Item>?
  /// The catch-all registration that routes actions to the delegate.
  var delegateToken: HandlerToken?
  /// The closures that receive selections.
  var selectionHandlers: [@MainActor (Item, IndexPath) -> Void] = []
  /// The closures told when an item leaves the selection.
  var deselectionHandlers: [@MainActor (Item, IndexPath) -> Void] = []
  /// Decides on the moves the user makes, and applies them to the model.
  var moveHandler: (@MainActor (Item, IndexPath, IndexPath) -> Bool)?
  /// The row actions of each edge.
  var rowActions: [RowEdge: @MainActor (Item) -> [RowAction<Item>]] = [:]
  /// What the model is told about rows about to show.
  var prefetching: Prefetching<Item>?
}
