#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit

  /// A row: the channel's name, a Subscribe button and a notifications switch.
  final class YoutuberCell: TableCellView, ActionCell {
    enum Action: CellAction, Equatable {
      case subscribeTapped
      case notificationsToggled(Bool)
    }

    let name = NSTextField(labelWithString: "")
    let subscribe = NSButton(title: "Subscribe", target: nil, action: nil)
    let bell = NSSwitch()

    override func cellDidLoad() {
      subscribe.sends(.subscribeTapped, from: self)
      bell.sends(Action.notificationsToggled, from: self) { bell in bell.state == .on }
      bell.setAccessibilityLabel("Notifications")
      fill(withRow: [name, subscribe, bell])
    }

    func show(_ youtuber: Youtuber) {
      name.stringValue = youtuber.name
      subscribe.title = youtuber.isSubscribed ? "Subscribed" : "Subscribe"
      bell.state = youtuber.notificationsOn ? .on : .off
      bell.isEnabled = youtuber.isSubscribed
    }
  }

  /// A row whose content is ``YoutuberRow``, the same row in SwiftUI.
  final class YoutuberRowCell: TableCellView, ActionSender, Reusable {}
#endif
