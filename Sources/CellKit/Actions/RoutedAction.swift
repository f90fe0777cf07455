import Foundation

/// An action on its way from a cell to the handlers, resolved once when it fired.
@MainActor
public struct RoutedAction {
  /// The action the cell sent.
  public let action: any CellAction
  /// The cell, header or footer view that sent the action.
  public let cell: AnyObject
  /// The control that triggered the action, if any.
  public let sender: AnyObject?
  @usableFromInline let resolution: Resolution

  @usableFromInline
  init(action: any CellAction, resolution: Resolution, cell: AnyObject, sender: AnyObject?) {
    self.action = action
    self.resolution = resolution
    self.cell = cell
    self.sender = sender
  }

  /// Where the cell was in its host when the action fired.
  public var location: ActionLocation { resolution.location }
  /// The model shown there when the action fired: the row's item, or the section's model for a
  /// header or footer; nil when no ``ListAdapter`` drives the host.
  public var item: Any? { resolution.item }
  /// When the event fired.
  public var time: Date { resolution.time }
}
