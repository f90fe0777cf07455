import CellKitGTK

/// A channel's row: its Subscribe button, its name, and a switch for its notifications.
final class YoutuberCell: ListCell, ActionCell {
  enum Action: CellAction, Equatable {
    case subscribeTapped
    case notificationsToggled(Bool)
  }

  let subscribe = Button("Subscribe")
  let name = Label()
  let bell = Switch()

  override func cellDidLoad() {
    subscribe.sends(.subscribeTapped, from: self)
    bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
    bell.tooltip = "Notifications"
    subscribe.addStyleClass("subscribe")
    name.expandsHorizontally = true
    append(subscribe)
    append(name)
    append(bell)
  }

  func show(_ youtuber: Youtuber) {
    name.text = youtuber.name
    subscribe.title = youtuber.isSubscribed ? "Subscribed" : "Subscribe"
    bell.isOn = youtuber.notificationsOn
    bell.isEnabled = youtuber.isSubscribed
  }
}
