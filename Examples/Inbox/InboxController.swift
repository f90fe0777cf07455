import CellKit
import CellKitTerminal

/// The inbox: a bar, a search field, the messages by day, a status line and a help line.
///
/// Enter (or a click) opens a message and marks it read: its row becomes a `ReadMessageCell`. Row
/// actions archive, flag and delete; `e` selects several rows for "Archive (N)" and "Mark read (N)";
/// a click or Enter on a day collapses it; `/` searches senders and subjects as you type.
@MainActor
final class InboxController {
  let bar = NavigationBar(title: "Inbox")
  let search = TextField(placeholder: "/ to search senders and subjects")
  let table = TableView()
  let status = Label("Enter opens a message · ← on a row for its actions", style: .dim)
  let help = Label("↑↓ move · Enter open · ← actions · e select · / search · q quit", style: .dim)
  lazy var rootView = VStack(bar, search, table, status, help)
  let list: ListAdapter<String, Message>
  let avatars: AvatarLoader
  private(set) var mailbox: Mailbox
  /// Whether several messages are being selected, each row with a check box.
  private(set) var isEditing = false
  private let editItem = BarButtonItem(title: "Edit")
  private let readItem = BarButtonItem(title: "Mark read")
  private let archiveItem = BarButtonItem(title: "Archive")

  init(mailbox: Mailbox = .sample, avatars: AvatarLoader = AvatarLoader()) {
    self.mailbox = mailbox
    self.avatars = avatars
    list = ListAdapter(table)
    table.emptyText = "No messages"
    bar.rightItems = [editItem]
    editItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.setEditing(!owner.isEditing) }
    readItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.markSelectedRead() }
    archiveItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.archiveSelected() }
    register()
    list.apply(mailbox.snapshot, animatingDifferences: false)
  }

  private func register() {
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
      if owner.isEditing {
        owner.showSelectionCount()
      } else {
        owner.open(message)
      }
    }
    list.onDeselect(owner: self) { owner, _, _ in owner.showSelectionCount() }
    list.trailingActions(owner: self) { owner, message in
      [
        RowAction("Archive", systemImage: "archivebox", color: .indigo) { [weak owner] context in
          owner?.remove(context.item, as: "archived")
        },
        RowAction(message.isFlagged ? "Unflag" : "Flag", id: "flag", systemImage: "flag", color: .orange) {
          [weak owner] context in owner?.toggleFlag(of: context.item)
        },
        RowAction("Delete", systemImage: "trash", style: .destructive) { [weak owner] context in
          owner?.remove(context.item, as: "deleted")
        },
      ]
    }
    search.on(.editingChanged, owner: self) { owner, field in owner.filter(by: field.text) }
    search.on(.primaryActionTriggered, owner: self) { owner, _ in owner.leaveSearch(clearing: false) }
  }

  /// Shows `message` in `cell`, with its sender's avatar once loaded: a cell task loads it, and
  /// delivers it only while the cell still shows this message.
  private func show(_ message: Message, in cell: MessageCell) {
    let avatar = avatars.cached(for: message)
    cell.show(message, avatar: avatar, editing: isEditing)
    guard avatar == nil else { return }
    let avatars = self.avatars
    cell.task {
      try await avatars.avatar(for: message)
    } then: { cell, result in
      if case .success(let avatar) = result { cell.show(message, avatar: avatar, editing: cell.showsCheckBox) }
    }
  }

  // MARK: What the user does

  /// Opens `message`: it is read from then on.
  func open(_ message: Message) {
    mailbox.update(message.id) { $0.isRead = true }
    list.apply(mailbox.snapshot)
    status.text = "Opened \"\(message.subject)\" from \(message.sender)"
  }

  func toggleFlag(of message: Message) {
    mailbox.update(message.id) { $0.isFlagged.toggle() }
    list.apply(mailbox.snapshot)
    status.text = "\(message.isFlagged ? "Unflagged" : "Flagged") \"\(message.subject)\""
  }

  func remove(_ message: Message, as verb: String) {
    mailbox.remove([message.id])
    list.apply(mailbox.snapshot)
    status.text = "\(verb.prefix(1).uppercased() + verb.dropFirst()) \"\(message.subject)\" from \(message.sender)"
  }

  /// Edit mode: Enter, Space or a click selects rows, each row shows a check box, and the bar offers
  /// the bulk actions. It starts with no row selected (not even the open message), and leaving it
  /// clears the selection.
  func setEditing(_ editing: Bool) {
    isEditing = editing
    editItem.title = editing ? "Done" : "Edit"
    editItem.isSelected = editing
    list.allowsMultipleSelection = editing
    for message in list.selectedItems { list.deselect(message) }
    list.reconfigureVisibleCells()
    showSelectionCount()
  }

  private func showSelectionCount() {
    let count = list.selectedItems.count
    readItem.title = "Mark read (\(count))"
    archiveItem.title = "Archive (\(count))"
    readItem.isEnabled = count > 0
    archiveItem.isEnabled = count > 0
    bar.rightItems = isEditing ? [readItem, archiveItem, editItem] : [editItem]
    if isEditing { status.text = "\(count) selected · r marks them read · a archives them" }
  }

  func markSelectedRead() {
    let selected = list.selectedItems
    for message in selected { mailbox.update(message.id) { $0.isRead = true } }
    list.apply(mailbox.snapshot)
    status.text = "Marked \(selected.count) read"
  }

  func archiveSelected() {
    let selected = list.selectedItems
    mailbox.remove(Set(selected.map(\.id)))
    list.apply(mailbox.snapshot)
    setEditing(false)
    status.text = "Archived \(selected.count) message\(selected.count == 1 ? "" : "s")"
  }

  // MARK: Searching

  func beginSearch() {
    application?.focus(search)
  }

  /// Back to the list; `clearing` the search shows every message again.
  func leaveSearch(clearing: Bool) {
    if clearing {
      search.text = ""
      filter(by: "")
    }
    application?.focus(table)
  }

  private func filter(by query: String) {
    if query.isEmpty {
      list.filter = nil
      status.text = "Enter opens a message · ← on a row for its actions"
    } else {
      list.filter = {
        $0.sender.localizedCaseInsensitiveContains(query) || $0.subject.localizedCaseInsensitiveContains(query)
      }
      let shown = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
      status.text = "\(shown) message\(shown == 1 ? "" : "s") match \"\(query)\""
    }
  }

  weak var application: Application?
}
