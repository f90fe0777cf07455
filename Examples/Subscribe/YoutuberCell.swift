import CellKit
import CellKitTerminal

/// A row: the channel's name, a Subscribe button and a notifications switch.
final class YoutuberCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable {
    case subscribeTapped
    case notificationsToggled(Bool)
  }

  let name = Label()
  let subscribe = Button("Subscribe")
  let bell = Switch()

  override func cellDidLoad() {
    subscribe.sends(.subscribeTapped, from: self)
    bell.sends(from: self) { bell in .notificationsToggled(bell.isOn) }
    contentView.add(name, subscribe, bell)
  }

  func show(_ youtuber: Youtuber) {
    name.text = youtuber.name
    subscribe.title = youtuber.isSubscribed ? "Subscribed" : "Subscribe"
    bell.isOn = youtuber.notificationsOn
    bell.isEnabled = youtuber.isSubscribed
  }
}
