import CellKit
import CellKitTerminal

/// A row: the channel's name, a Subscribe button and a notifications switch; in edit mode, a check
/// box instead of the controls.
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
    bell.accessibilityLabel = "Notifications"
    contentView.add(name, subscribe, bell)
  }

  /// Shows `youtuber`; in edit mode, a check box that is ticked when the row is selected, and the
  /// controls are off, so Enter and Space select the row.
  func show(_ youtuber: Youtuber, in editMode: EditMode) {
    let editing = editMode.isOn
    name.text = (editing ? (editMode.isSelected(youtuber) ? "[x] " : "[ ] ") : "") + youtuber.name
    subscribe.title = youtuber.isSubscribed ? "Subscribed" : "Subscribe"
    subscribe.isEnabled = !editing
    bell.isOn = youtuber.notificationsOn
    bell.isEnabled = youtuber.isSubscribed && !editing
  }
}
