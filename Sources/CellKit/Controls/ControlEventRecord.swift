import Foundation

/// One control event, as the global observers see it: resolved when it fired, the same as the
/// handlers and the delegate saw it.
@MainActor
public struct ControlEventRecord {
  /// The control the event happened on.
  public let sender: AnyObject
  /// The events that happened.
  public let events: ControlEvents
  /// Where the control's cell was in its host when the event fired, or nil when the control is
  /// not in a cell (or the cell is not in a host).
  public let location: ActionLocation?
  /// The column of the control's cell, in a list with columns; nil otherwise.
  public let column: ColumnID?
  /// The model shown there when the event fired (the row's item, or a section's model), or nil.
  public let item: Any?
  /// When the event fired.
  public let time: Date
}
