import CellKitGTK

/// A channel's row: its Subscribe button, its name, its subscriber count (or a Retry button when
/// the count failed to load), and a switch for its notifications.
class YoutuberCell: ListCell, ActionCell {
  enum Action: CellAction, Equatable {
    case subscribeTapped
    case notificationsToggled(Bool)
    case retryTapped
  }

  let subscribe = Button("Subscribe")
  let name = Label()
  let subscribers = Label()
  let retry = Button("Retry")
  let bell = Switch()

  override func cellDidLoad() {
    subscribe.sends(.subscribeTapped, from: self)
    bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
    retry.sends(.retryTapped, from: self)
    bell.tooltip = "Notifications"
    subscribe.addStyleClass("subscribe")
    subscribers.addStyleClass("dim-label")
    name.expandsHorizontally = true
    append(subscribe)
    append(name)
    append(subscribers)
    append(retry)
    append(bell)
  }

  func show(_ youtuber: Youtuber) {
    name.text = youtuber.name
    subscribe.title = youtuber.isSubscribed ? "Subscribed" : "Subscribe"
    bell.isOn = youtuber.notificationsOn
    bell.isEnabled = youtuber.isSubscribed
  }

  /// Shows the channel's subscriber count: a placeholder while it loads, the count, or Retry.
  func show(_ state: SubscriberLoader.State) {
    switch state {
    case .loading: subscribers.text = "…"
    case .loaded(let count): subscribers.text = "\(count) subscribers"
    case .failed: subscribers.text = ""
    }
    subscribers.isVisible = state != .failed
    retry.isVisible = state == .failed
  }
}

/// A channel as a card of the grid: the same widgets, top to bottom.
final class YoutuberCard: YoutuberCell {
  override class var axis: Box.Axis { .vertical }
}
