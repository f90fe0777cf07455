#if canImport(UIKit)
  import UIKit

  /// The same row in plain UIKit, beside the one with CellKit's routing: the controller gives the
  /// button and the switch their actions each time it configures the cell, each under one
  /// identifier so that UIKit replaces the previous one, and the cell keeps its load task, and the
  /// channel it loads for, to cancel it on reuse.
  final class PlainYoutuberListCell: UICollectionViewListCell {
    let subscribe = UIButton(type: .system)
    let bell = UISwitch()
    /// The channel whose count `load` is loading.
    var loadingID: Youtuber.ID?
    var load: Task<Void, Never>?

    override init(frame: CGRect) {
      super.init(frame: frame)
      bell.accessibilityLabel = "Notifications"
      accessories = [
        .customView(configuration: .init(customView: bell, placement: .trailing())),
        .customView(configuration: .init(customView: subscribe, placement: .trailing())),
        .multiselect(), .reorder(),
      ]
    }

    required init?(coder: NSCoder) {
      fatalError("PlainYoutuberListCell is made in code")
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      load?.cancel()
      load = nil
      loadingID = nil
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

    /// Makes `control` run `handler` on `event`, replacing the action it ran for the last item: UIKit
    /// replaces an action added with the identifier of one it has.
    func setAction(on control: UIControl, for event: UIControl.Event, _ handler: @escaping UIActionHandler) {
      let identifier = UIAction.Identifier("row-\(event.rawValue)")
      control.addAction(UIAction(identifier: identifier, handler: handler), for: event)
    }
  }
#endif
