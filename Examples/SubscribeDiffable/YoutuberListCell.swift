#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// A row of the diffable list: UIKit's list content (name, subscriber count) and accessories, with
  /// a Subscribe button and a notifications switch that send CellKit actions.
  final class YoutuberListCell: ListCell, ActionCell {
    typealias Action = YoutuberCell.Action

    private let subscribe = UIButton(type: .system)
    private let bell = UISwitch()

    override func cellDidLoad() {
      subscribe.sends(.subscribeTapped, from: self)
      bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
      bell.accessibilityLabel = "Notifications"
      accessories = [
        .customView(configuration: .init(customView: bell, placement: .trailing())),
        .customView(configuration: .init(customView: subscribe, placement: .trailing())),
        .multiselect(), .reorder(),
      ]
    }

    func show(_ youtuber: Youtuber, subscribers: String?) {
      var content = defaultContentConfiguration()
      content.text = youtuber.name
      content.secondaryText = subscribers ?? "…"
      contentConfiguration = content
      subscribe.setTitle(youtuber.isSubscribed ? "Subscribed" : "Subscribe", for: .normal)
      bell.isOn = youtuber.notificationsOn
      bell.isEnabled = youtuber.isSubscribed
    }

    func show(subscribers: String) {
      guard var content = contentConfiguration as? UIListContentConfiguration else { return }
      content.secondaryText = subscribers
      contentConfiguration = content
    }
  }
#endif
