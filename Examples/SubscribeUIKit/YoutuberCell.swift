#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// A row: the channel's name, a Subscribe button and a notifications switch.
  final class YoutuberCell: TableCell, ActionCell {
    enum Action: CellAction, Equatable {
      case subscribeTapped
      case notificationsToggled(Bool)
    }

    let name = UILabel()
    let subscribers = UILabel()
    let subscribe = UIButton(type: .system)
    let bell = UISwitch()

    override func cellDidLoad() {
      subscribe.sends(.subscribeTapped, from: self)
      bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
      bell.accessibilityLabel = "Notifications"  // VoiceOver's action: "Notifications: off"
      contentView.fill(withRow: [name, subscribers, subscribe, bell])
    }

    func show(_ youtuber: Youtuber, subscribers count: String?) {
      name.text = youtuber.name
      subscribers.text = count ?? "…"
      subscribe.setTitle(youtuber.isSubscribed ? "Subscribed" : "Subscribe", for: .normal)
      bell.isOn = youtuber.notificationsOn
      bell.isEnabled = youtuber.isSubscribed
    }

    func show(subscribers count: String) {
      subscribers.text = count
    }
  }

  /// A row whose content is ``YoutuberRow``, the same row in SwiftUI.
  final class YoutuberRowCell: UITableViewCell, ActionSender, Reusable {}
#endif
