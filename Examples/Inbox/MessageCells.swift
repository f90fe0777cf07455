import CellKit
import CellKitTerminal

/// A message's row: its sender's avatar (initials, loaded by a cell task), the sender, the
/// subject, a flag and the time. In edit mode a check box, ticked when the row is selected, takes
/// the avatar's place.
class MessageCell: TableCell, Reusable {
  let avatar = Label("(  )", style: .dim)
  let sender = Label()
  let subject = Label()
  let flag = Label()
  let time = Label(style: .dim)

  /// Whether the row shows a check box for the selection instead of the avatar.
  var showsCheckBox = false {
    didSet {
      avatar.isHidden = showsCheckBox
      setNeedsDisplay()
    }
  }

  override func cellDidLoad() {
    avatar.width = 4
    sender.width = 18
    flag.width = 1
    time.width = 5
    time.alignment = .trailing
    contentView.add(avatar, sender, subject, flag, time)
  }

  /// Shows `message`, with its avatar when it is loaded.
  func show(_ message: Message, avatar loaded: String?, editing: Bool) {
    showsCheckBox = editing
    avatar.text = loaded.map { "(\($0))" } ?? "(  )"
    avatar.style = loaded == nil ? .dim : Style(foreground: .cyan, attributes: .bold)
    sender.text = message.sender
    subject.text = message.subject
    flag.text = message.isFlagged ? "★" : ""
    time.text = message.time
  }

  /// In edit mode the avatar's four columns stay empty for the check box the cell draws there.
  override func layoutContent() {
    let line = contentView.bounds
    let start = showsCheckBox ? 4 : 0
    layoutInRow(
      showsCheckBox ? [sender, subject, flag, time] : [avatar, sender, subject, flag, time],
      in: Rect(x: start, y: 0, width: max(0, line.width - start), height: 1))
  }

  override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    if showsCheckBox { canvas.draw(isSelected ? "[x]" : "[ ]", x: 2, y: 0, style: .plain) }
  }
}

/// An unread message: a dot before it, the sender and subject in bold.
final class UnreadMessageCell: MessageCell {
  override func cellDidLoad() {
    super.cellDidLoad()
    sender.style = .bold
    subject.style = .bold
  }

  override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    canvas.draw("●", x: 1, y: 0, style: Style(foreground: canvas.theme.accent))
  }
}

/// A message already read: the sender dim.
final class ReadMessageCell: MessageCell {
  override func cellDidLoad() {
    super.cellDidLoad()
    sender.style = .dim
  }
}
