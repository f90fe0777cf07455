import CellKit
import CellKitTerminal

/// A row: an avatar, the channel's name, its subscriber count (or "retry" when the load failed), a
/// Subscribe button and a notifications switch; in edit mode, a check box instead of the controls.
final class YoutuberCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable {
    case subscribeTapped
    case notificationsToggled(Bool)
    case retryTapped
  }

  let avatar = Label("( )", style: .dim)
  let name = Label()
  let subscribers = Label(style: .dim)
  let retry = Button("retry")
  let subscribe = Button("Subscribe")
  let bell = Switch()

  override func cellDidLoad() {
    subscribe.sends(.subscribeTapped, from: self)
    bell.sends(from: self) { bell in .notificationsToggled(bell.isOn) }
    bell.accessibilityLabel = "Notifications"
    retry.sends(.retryTapped, from: self)
    avatar.width = 3
    subscribers.width = 19
    subscribers.alignment = .trailing
    contentView.add(avatar, name, subscribers, retry, subscribe, bell)
  }
}

extension YoutuberCell {
  /// Shows `youtuber`; in edit mode, a check box that is ticked when the row is selected, and the
  /// controls are off, so Enter and Space select the row.
  func show(_ youtuber: Youtuber, in editMode: EditMode) {
    let editing = editMode.isOn
    name.text = (editing ? (editMode.isSelected(youtuber) ? "[x] " : "[ ] ") : "") + youtuber.name
    subscribe.title = youtuber.isSubscribed ? "Subscribed" : "Subscribe"
    subscribe.isEnabled = !editing
    bell.isOn = youtuber.notificationsOn
    bell.isEnabled = youtuber.isSubscribed && !editing
    retry.isEnabled = !editing
  }

  /// Shows the subscriber count of the channel: a placeholder while it loads, the count, or a
  /// retry button when the load failed.
  func show(_ state: SubscriberLoader.State, of youtuber: Youtuber) {
    switch state {
    case .loading:
      avatar.text = "( )"
      subscribers.text = "… subscribers"
    case .loaded(let count):
      avatar.text = "(\(youtuber.name.first.map(String.init) ?? " "))"
      subscribers.text = "\(count) subscribers"
    case .failed:
      avatar.text = "( )"
      subscribers.text = ""
    }
    subscribers.isHidden = state == .failed
    retry.isHidden = state != .failed
  }
}
