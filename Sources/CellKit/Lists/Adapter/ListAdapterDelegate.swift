import Foundation

/// Receives a list's row actions and selections with their items, the delegate way.
///
/// The delegate is told after the closure handlers of the same event, with the same resolution.
/// Actions of headers and footers go to the adapter's ``ListAdapter/headersAndFooters`` handlers.
@MainActor
public protocol ListAdapterDelegate<Item>: AnyObject {
  /// The type of the list's items.
  associatedtype Item

  /// Called for each action a row's cell sends, with the item of its row when the action fired,
  /// even if a handler before it removed that row.
  func list(didReceive context: ActionContext<any CellAction, Item>)

  /// Called when the user selects a row.
  func list(didSelect item: Item, at indexPath: IndexPath)

  /// Called when an item leaves the selection: the user deselected it, selected another row with
  /// one selection allowed, or a snapshot deleted it (`indexPath` is then where it was).
  func list(didDeselect item: Item, at indexPath: IndexPath)
}

extension ListAdapterDelegate {
  public func list(didSelect item: Item, at indexPath: IndexPath) {}

  public func list(didDeselect item: Item, at indexPath: IndexPath) {}
}
