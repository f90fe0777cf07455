/// A cell type with its own typed actions, so `send(.subscribeTapped)` needs no type name.
///
/// The cell declares its actions as a nested `Action` enum:
///
/// ```swift
/// enum Action: CellAction, Equatable {
///   case subscribeTapped
///   case notificationsToggled(Bool)
/// }
/// ```
@MainActor
public protocol ActionCell: ActionSender, Reusable {
  /// The actions this cell sends.
  associatedtype Action: CellAction
}

extension ActionCell {
  /// Sends one of this cell's own actions; see ``ActionSender/send(_:sender:)``.
  @inlinable
  public func send(_ action: Action, sender: AnyObject? = nil) {
    routeAction(action, payload: nil, sender: sender)
  }
}
