#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI

  extension EnvironmentValues {
    /// Sends the actions of the cell hosting this view, routed with the cell's index path and item
    /// when they fire: `@Environment(\.sendCellAction) private var send`, then
    /// `send(YoutuberCell.Action.subscribeTapped)`. Set by `hostContent(_:)`.
    public var sendCellAction: SendCellAction {
      get { self[SendCellActionKey.self] }
      set { self[SendCellActionKey.self] = newValue }
    }
  }

  /// Where a hosted view's environment keeps its cell's ``SendCellAction``; outside a cell, one that
  /// delivers nothing and says so.
  private struct SendCellActionKey: EnvironmentKey {
    static let defaultValue = SendCellAction()
  }
#endif
