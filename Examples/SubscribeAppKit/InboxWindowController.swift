#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit

  /// A message's row: the sender's avatar (initials, loaded by a cell task), the sender, the
  /// subject and the time; an unread message's sender has a dot before it.
  class MessageCell: TableCellView, Reusable {
    let avatar = NSTextField(labelWithString: "…")
    let sender = NSTextField(labelWithString: "")
    let subject = NSTextField(labelWithString: "")
    let time = NSTextField(labelWithString: "")
    /// What goes before the sender's name.
    var mark: String { "" }

    override func cellDidLoad() {
      fill(withRow: [avatar, sender, subject, time])
    }

    func show(_ message: Message, avatar loaded: String?) {
      avatar.stringValue = loaded ?? "…"
      sender.stringValue = mark + message.sender + (message.isFlagged ? " ★" : "")
      subject.stringValue = message.subject
      time.stringValue = message.time
    }
  }

  /// An unread message: a dot before the sender.
  final class UnreadMessageCell: MessageCell {
    override var mark: String { "● " }
  }

  /// A message already read.
  final class ReadMessageCell: MessageCell {}

  /// The inbox of the terminal app gallery (`Examples/Inbox`) on the Mac: the same model, avatar
  /// loader, registrations, row actions and bulk actions, over an `NSTableView` whose days are
  /// group rows.
  final class InboxWindowController: NSWindowController {
    private let tableView = NSTableView()
    private lazy var list = ListAdapter<String, Message>(tableView)
    private var mailbox = Mailbox.sample
    private let avatars = AvatarLoader()
    private var isEditing = false
    private let editButton = NSButton(title: "Edit", target: nil, action: nil)
    private let readButton = NSButton(title: "Mark read (0)", target: nil, action: nil)
    private let archiveButton = NSButton(title: "Archive (0)", target: nil, action: nil)
    private let searchField = NSSearchField()

    convenience init() {
      let window = NSWindow(title: "Inbox", width: 640, height: 560)
      self.init(window: window)
      searchField.placeholderString = "Search"
      window.lay(out: tableView, under: [editButton, readButton, archiveButton, searchField])
      editButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.setEditing(!owner.isEditing) }
      readButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.markSelectedRead() }
      archiveButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.archiveSelected() }
      searchField.on(.primaryActionTriggered, owner: self) { owner, field in owner.search(field.stringValue) }

      list.cell(UnreadMessageCell.self, when: { !$0.isRead }, owner: self) { owner, cell, message, _ in
        owner.show(message, in: cell)
      }
      list.cell(ReadMessageCell.self, owner: self) { owner, cell, message, _ in owner.show(message, in: cell) }
      list.headerTitle { day, messages in
        let unread = messages.filter { !$0.isRead }.count
        return unread == 0 ? day : "\(day) · \(unread) unread"
      }
      list.allowsCollapsingSections = true
      list.onSelect(owner: self) { owner, message, _ in
        if owner.isEditing { owner.selectionDidChange() } else { owner.open(message) }
      }
      list.onDeselect(owner: self) { owner, _, _ in owner.selectionDidChange() }
      list.trailingActions(owner: self) { owner, message in
        [
          RowAction("Archive", systemImage: "archivebox", color: .indigo) { [weak owner] context in
            owner?.remove(context.item)
          },
          RowAction(message.isFlagged ? "Unflag" : "Flag", id: "flag", systemImage: "flag", color: .orange) {
            [weak owner] context in
            owner?.update(context.item) { $0.isFlagged.toggle() }
          },
          RowAction("Delete", systemImage: "trash", style: .destructive) { [weak owner] context in
            owner?.remove(context.item)
          },
        ]
      }
      list.apply(mailbox.snapshot, animatingDifferences: false)
      selectionDidChange()
    }

    /// Shows `message` in `cell`, with its sender's avatar once loaded: a cell task loads it, and
    /// delivers it only while the cell still shows this message.
    private func show(_ message: Message, in cell: MessageCell) {
      let avatar = avatars.cached(for: message)
      cell.show(message, avatar: avatar)
      guard avatar == nil else { return }
      let avatars = self.avatars
      cell.task {
        try await avatars.avatar(for: message)
      } then: { cell, result in
        if case .success(let avatar) = result { cell.show(message, avatar: avatar) }
      }
    }

    /// Opens `message`: it is read from then on, and its row becomes a `ReadMessageCell`.
    private func open(_ message: Message) {
      update(message) { $0.isRead = true }
      guard let window else { return }
      let alert = NSAlert()
      alert.messageText = message.subject
      alert.informativeText = "From \(message.sender)"
      alert.beginSheetModal(for: window)
    }

    private func update(_ message: Message, _ change: (inout Message) -> Void) {
      mailbox.update(message.id, change)
      list.apply(mailbox.snapshot)
    }

    private func remove(_ message: Message) {
      mailbox.remove([message.id])
      list.apply(mailbox.snapshot)
    }

    /// Edit mode: several messages can be selected, from none, for the bar's bulk actions.
    private func setEditing(_ editing: Bool) {
      isEditing = editing
      editButton.title = editing ? "Done" : "Edit"
      list.allowsMultipleSelection = editing
      for message in list.selectedItems { list.deselect(message) }
      selectionDidChange()
    }

    private func selectionDidChange() {
      let count = list.selectedItems.count
      readButton.title = "Mark read (\(count))"
      archiveButton.title = "Archive (\(count))"
      for button in [readButton, archiveButton] {
        button.isEnabled = isEditing && count > 0
        button.isHidden = !isEditing
      }
    }

    private func markSelectedRead() {
      for message in list.selectedItems { mailbox.update(message.id) { $0.isRead = true } }
      list.apply(mailbox.snapshot)
    }

    private func archiveSelected() {
      mailbox.remove(Set(list.selectedItems.map(\.id)))
      list.apply(mailbox.snapshot)
      setEditing(false)
    }

    /// Shows the messages whose sender or subject contains `query`, ignoring case.
    private func search(_ query: String) {
      guard !query.isEmpty else {
        list.filter = nil
        return
      }
      list.filter = {
        $0.sender.localizedCaseInsensitiveContains(query) || $0.subject.localizedCaseInsensitiveContains(query)
      }
    }
  }
#endif
