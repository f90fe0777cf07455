import Foundation

/// An action on its way from a cell to the handlers, resolved once when it fired.
@MainActor
@usableFromInline
package struct RoutedAction {
  /// The action the cell sent.
  @usableFromInline package let action: any CellAction
  /// The cell, header or footer view that sent the action.
  @usableFromInline package let cell: AnyObject
  /// The control that triggered the action, if any.
  @usableFromInline package let sender: AnyObject?
  @usableFromInline package let resolution: Resolution
  /// The value of a case sent with the case and the value apart (`send(Action.toggled, true)`),
  /// which handlers of the case take without reflection; nil for an action sent whole.
  @usableFromInline package let payload: SentValue?

  @usableFromInline
  init(action: any CellAction, payload: SentValue?, resolution: Resolution, cell: AnyObject, sender: AnyObject?) {
    self.action = action
    self.payload = payload
    self.resolution = resolution
    self.cell = cell
    self.sender = sender
  }

  /// Where the cell was in its host when the action fired.
  @usableFromInline package var location: ActionLocation { resolution.location }
}
