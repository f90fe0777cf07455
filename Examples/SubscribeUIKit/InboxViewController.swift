#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// A message's row: the sender's avatar (initials, loaded by a cell task), the sender, the
  /// subject and the time; an unread message's sender has a dot before it.
  class MessageCell: TableCell, Reusable {
    let avatar = UILabel()
    let sender = UILabel()
    let subject = UILabel()
    let time = UILabel()
    /// What goes before the sender's name.
    var mark: String { "" }

    override func cellDidLoad() {
      contentView.fill(withRow: [avatar, sender, subject, time])
    }

    func show(_ message: Message, avatar loaded: String?) {
      avatar.text = loaded ?? "…"
      sender.text = mark + message.sender + (message.isFlagged ? " ★" : "")
      subject.text = message.subject
      time.text = message.time
    }
  }

  /// An unread message: a dot before the sender.
  final class UnreadMessageCell: MessageCell {
    override var mark: String { "● " }
  }

  /// A message already read.
  final class ReadMessageCell: MessageCell {}

  /// The inbox of the terminal app gallery (`Examples/Inbox`) on iOS: the same model and avatar
  /// loader, the same registrations, row actions and bulk actions, over a `UITableView`.
  final class InboxViewController: UITableViewController {
    private var mailbox = Mailbox.sample
    private lazy var list = ListAdapter<String, Message>(tableView)
    private let avatars = AvatarLoader()
    private let editItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    private let readItem = UIBarButtonItem(title: "Mark read (0)", style: .plain, target: nil, action: nil)
    private let archiveItem = UIBarButtonItem(title: "Archive (0)", style: .plain, target: nil, action: nil)
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Inbox"
      editItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.setEditing(!owner.isEditing, animated: true)
      }
      navigationItem.rightBarButtonItems = [editItem]
      readItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.markSelectedRead() }
      archiveItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.archiveSelected() }
      searchController.searchResultsUpdater = self
      searchController.obscuresBackgroundDuringPresentation = false
      navigationItem.searchController = searchController

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
          RowAction("Delete", systemImage: "trash", style: .destructive) { [weak owner] context in
            owner?.remove(context.item)
          },
          RowAction(message.isFlagged ? "Unflag" : "Flag", id: "flag", systemImage: "flag", color: .orange) {
            [weak owner] context in
            owner?.update(context.item) { $0.isFlagged.toggle() }
          },
          RowAction("Archive", systemImage: "archivebox", color: .indigo) { [weak owner] context in
            owner?.remove(context.item)
          },
        ]
      }
      list.apply(mailbox.snapshot, animatingDifferences: false)
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
      let alert = UIAlertController(title: message.subject, message: "From \(message.sender)", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    }

    private func update(_ message: Message, _ change: (inout Message) -> Void) {
      mailbox.update(message.id, change)
      list.apply(mailbox.snapshot)
    }

    private func remove(_ message: Message) {
      mailbox.remove([message.id])
      list.apply(mailbox.snapshot)
    }

    // MARK: Editing

    /// Edit mode: several messages can be selected, from none, and the bar offers the bulk actions.
    override func setEditing(_ editing: Bool, animated: Bool) {
      list.allowsMultipleSelection = editing
      for message in list.selectedItems { list.deselect(message) }
      super.setEditing(editing, animated: animated)
      editItem.title = editing ? "Done" : "Edit"
      navigationItem.rightBarButtonItems = editing ? [editItem, archiveItem, readItem] : [editItem]
      selectionDidChange()
    }

    private func selectionDidChange() {
      let count = list.selectedItems.count
      readItem.title = "Mark read (\(count))"
      archiveItem.title = "Archive (\(count))"
      readItem.isEnabled = count > 0
      archiveItem.isEnabled = count > 0
    }

    private func markSelectedRead() {
      for message in list.selectedItems { mailbox.update(message.id) { $0.isRead = true } }
      list.apply(mailbox.snapshot)
    }

    private func archiveSelected() {
      mailbox.remove(Set(list.selectedItems.map(\.id)))
      list.apply(mailbox.snapshot)
      setEditing(false, animated: true)
    }
  }

  extension InboxViewController: UISearchResultsUpdating {
    /// Shows the messages whose sender or subject contains the search text, ignoring case.
    func updateSearchResults(for searchController: UISearchController) {
      guard let query = searchController.searchBar.text, !query.isEmpty else {
        list.filter = nil
        return
      }
      list.filter = {
        $0.sender.localizedCaseInsensitiveContains(query) || $0.subject.localizedCaseInsensitiveContains(query)
      }
    }
  }
#endif
