import Foundation

/// What a handler receives when a cell's action fires: the action, where the cell was, the item
/// shown there, the cell, the control that triggered it, and when.
///
/// Every handler, the delegate and every observer of one event see the same values, resolved once
/// when the event fired, whatever the handlers before them did to the list.
@MainActor
public struct ActionContext<Action, Item> {
  /// The action the user triggered.
  public let action: Action
  /// Where the cell was in its host when the action fired.
  public let location: ActionLocation
  /// The item the row showed when the action fired: a copy of the model value (the section's
  /// model for a header's or footer's action; `Void` for handlers registered on a host without a
  /// ``ListAdapter``).
  public let item: Item
  /// The cell, header or footer view that sent the action.
  public let cell: AnyObject
  /// The control that triggered the action, if any.
  public let sender: AnyObject?
  /// When the event fired.
  public let time: Date
  /// The column of the cell that sent the action, in a list with columns (``ListAdapter/columns``);
  /// nil in a list of rows, and for a header's or footer's action.
  public let column: ColumnID?
  /// The value of a case sent with the case and the value apart, for handlers of the case.
  @usableFromInline package let payload: SentValue?

  /// The index path of the row when the action fired; for a header or footer, the section with the
  /// row `NSNotFound`.
  public var indexPath: IndexPath { location.indexPath }

  /// The section the action came from.
  public var section: Int { location.section }

  /// Creates a context.
  @inlinable
  package init(
    action: Action, location: ActionLocation, item: Item, cell: AnyObject, sender: AnyObject?, time: Date,
    column: ColumnID? = nil, payload: SentValue? = nil
  ) {
    self.action = action
    self.location = location
    self.column = column
    self.item = item
    self.cell = cell
    self.sender = sender
    self.time = time
    self.payload = payload
  }

  /// The context of `routed`, an action of type `Action`, for a handler whose item is `item`.
  @inlinable
  package init(_ routed: RoutedAction, action: Action, item: Item) {
    self.init(
      action: action, location: routed.location, item: item, cell: routed.cell, sender: routed.sender,
      time: routed.resolution.time, column: routed.resolution.column, payload: routed.payload)
  }
}
