import CellKit
import CellKitTerminal

/// A channel: an avatar, the channel's name, its subscriber count (or "retry" when the load failed),
/// a Subscribe button and a notifications switch; in edit mode, a check box instead of the controls.
///
/// The same class serves the table and the grid: in a row one line, in a card three (name, count,
/// controls); with `--descriptions`, the channel's description wraps under them, and the row or
/// card grows to fit it.
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
  let details = Label(style: .dim)

  override func cellDidLoad() {
    subscribe.sends(.subscribeTapped, from: self)
    bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
    bell.accessibilityLabel = "Notifications"
    retry.sends(.retryTapped, from: self)
    avatar.width = 3
    subscribers.width = 19
    details.numberOfLines = 0
    details.isHidden = true
    contentView.add(avatar, name, subscribers, retry, subscribe, bell, details)
  }

  /// Whether the cell is a card of the grid rather than a row of the table.
  var isCard = false {
    didSet { if isCard != oldValue { setNeedsDisplay() } }
  }

  /// The columns of the description, under the first line of a row or the count of a card.
  private func detailsWidth(_ width: Int) -> Int { max(1, width - 4) }

  /// The lines of the description at the cell's `width`.
  private func detailsHeight(_ width: Int) -> Int {
    details.isHidden ? 0 : details.heightThatFits(width: detailsWidth(width - 2))
  }

  override func layoutContent() {
    let bounds = contentView.bounds
    subscribers.alignment = isCard ? .leading : .trailing
    guard isCard else {
      let line = Rect(x: 0, y: 0, width: bounds.width, height: 1)
      layoutInRow([avatar, name, subscribers, retry, subscribe, bell], in: line)
      details.frame = Rect(x: 4, y: 1, width: detailsWidth(bounds.width), height: max(0, bounds.height - 1))
      return
    }
    // A card: the name beside the badge, the count, the description, then the controls.
    layoutInRow([avatar, name], in: Rect(x: 0, y: 0, width: bounds.width, height: 1))
    let count = subscribers.isHidden ? retry : subscribers
    count.frame = Rect(x: 4, y: 1, width: min(bounds.width - 4, count.preferredWidth ?? bounds.width), height: 1)
    details.frame = Rect(x: 4, y: 2, width: detailsWidth(bounds.width), height: max(0, bounds.height - 3))
    layoutInRow([subscribe, bell], in: Rect(x: 4, y: bounds.height - 1, width: max(0, bounds.width - 4), height: 1))
  }

  /// A row's line or a card's three, and the lines the wrapped description takes.
  override func heightThatFits(width: Int) -> Int {
    (isCard ? 3 : 1) + detailsHeight(width)
  }
}

extension YoutuberCell {
  /// Shows `youtuber` as a row or a card, with its description when the list shows them; in edit
  /// mode, a check box that is ticked when the row is selected, and the controls are off, so Enter
  /// and Space select the row.
  func show(_ youtuber: Youtuber, in presentation: Presentation) {
    let editing = presentation.isEditing
    isCard = presentation.isGrid
    details.isHidden = !presentation.showsDescriptions
    details.text = presentation.showsDescriptions ? youtuber.about : ""
    name.text = (editing ? (presentation.isSelected(youtuber) ? "[x] " : "[ ] ") : "") + youtuber.name
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
