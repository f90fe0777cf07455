#if canImport(SwiftUI)
  import SwiftUI

  extension EnvironmentValues {
    /// Sends the actions of the cell hosting this view, routed with the cell's index path and item
    /// when they fire: `@Environment(\.sendCellAction) private var send`, then
    /// `send(YoutuberCell.Action.subscribeTapped)`. Set by `hostContent(_:)` in the UIKit and AppKit
    /// modules.
    public var sendCellAction: SendCellAction {
      get { self[SendCellActionKey.self] }
      set { self[SendCellActionKey.self] = newValue }
    }
  }

  private struct SendCellActionKey: EnvironmentKey {
    static let defaultValue = SendCellAction()
  }
#endif
