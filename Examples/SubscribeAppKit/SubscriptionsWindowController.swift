#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit

  /// The Mac version of the terminal demo: the same model (`Examples/Subscribe/Youtuber.swift`), the
  /// same cell actions and the same adapter calls, over an `NSTableView`. Its rows are AppKit views
  /// (`YoutuberCell`) or the same row in SwiftUI (`YoutuberRow`), switched in the window's bar.
  final class SubscriptionsWindowController: NSWindowController {
    private let tableView = NSTableView()
    private lazy var list = ListAdapter<Category, Youtuber>(tableView)
    private var factory = YoutuberFactory(seed: 1)
    private var isEditing = false
    private var showsSwiftUIRows = false
    private let addButton = NSButton(title: "Add", target: nil, action: nil)
    private let editButton = NSButton(title: "Edit", target: nil, action: nil)
    private let deleteButton = NSButton(title: "Delete (0)", target: nil, action: nil)
    private let shuffleButton = NSButton(title: "Shuffle", target: nil, action: nil)
    private let rowsControl = NSSegmentedControl(
      labels: ["AppKit rows", "SwiftUI rows"], trackingMode: .selectOne, target: nil, action: nil)
    private let searchField = NSSearchField()

    convenience init() {
      let window = NSWindow(title: "Subscriptions", width: 560, height: 640)
      self.init(window: window)
      layOut(in: window)

      addButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.add() }
      shuffleButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.shuffle() }
      editButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.setEditing(!owner.isEditing) }
      deleteButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.deleteSelected() }
      rowsControl.on(.valueChanged, owner: self) { owner, control in
        owner.showsSwiftUIRows = control.selectedSegment == 1
        owner.list.reconfigureVisibleCells()
      }
      searchField.on(.primaryActionTriggered, owner: self) { owner, field in owner.search(field.stringValue) }

      list.cell(YoutuberRowCell.self, when: { [weak self] _ in self?.showsSwiftUIRows == true }) { cell, youtuber, _ in
        cell.hostContent { YoutuberRow(youtuber: youtuber) }
      }
      list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.show(youtuber) }
      list.headerTitle { category, _ in category.rawValue }
      list.footerTitle { _, youtubers in youtubers.count == 1 ? "1 channel" : "\(youtubers.count) channels" }

      list.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
        owner.toggleSubscription(of: context.item, at: context.indexPath)
      }
      list.on(YoutuberCell.Action.notificationsToggled, owner: self) { owner, context, isOn in
        owner.update(at: context.indexPath) { $0.notificationsOn = isOn && $0.isSubscribed }
      }
      list.onSelect(owner: self) { owner, _, _ in owner.selectionDidChange() }
      list.onDeselect(owner: self) { owner, _, _ in owner.selectionDidChange() }
      list.allowsCollapsingSections = true
      list.trailingActions(owner: self) { owner, _ in
        [
          RowAction("Mute") { context in owner.update(at: context.indexPath) { $0.notificationsOn = false } },
          RowAction("Delete", style: .destructive) { context in owner.delete(at: context.indexPath) },
        ]
      }
      list.onMove(owner: self) { owner, youtuber, source, destination in
        var snapshot = owner.list.snapshot
        snapshot.moveItem(at: source, to: destination)
        owner.list.apply(snapshot)
        return true
      }
      list.apply(factory.initialSnapshot(rows: nil), animatingDifferences: false)
      selectionDidChange()
    }

    /// The window's bar above the table, in a scroll view filling the rest.
    private func layOut(in window: NSWindow) {
      rowsControl.selectedSegment = 0
      searchField.placeholderString = "Filter"
      window.lay(out: tableView, under: [addButton, editButton, deleteButton, shuffleButton, rowsControl, searchField])
    }

    private func toggleSubscription(of youtuber: Youtuber, at indexPath: IndexPath) {
      guard let window else { return }
      guard youtuber.isSubscribed else {
        update(at: indexPath) { $0.isSubscribed = true }
        let alert = NSAlert()
        alert.messageText = "Subscribed!"
        alert.informativeText = "Subscribed to \(youtuber.name)"
        alert.beginSheetModal(for: window)
        return
      }
      let id = youtuber.id
      let alert = NSAlert()
      alert.messageText = "Unsubscribe?"
      alert.informativeText = "Unsubscribe from \(youtuber.name)?"
      alert.addButton(withTitle: "Unsubscribe").hasDestructiveAction = true
      alert.addButton(withTitle: "Cancel")
      alert.beginSheetModal(for: window) { [weak self] response in
        guard let self, response == .alertFirstButtonReturn,
          let current = self.list.snapshot.indexPath(of: id)
        else { return }
        self.update(at: current) {
          $0.isSubscribed = false
          $0.notificationsOn = false
        }
      }
    }

    // MARK: Editing

    /// Edit mode: several rows can be selected, and the bar offers to delete the selection. Leaving it
    /// clears the selection. Rows move by dragging in either mode.
    private func setEditing(_ editing: Bool) {
      isEditing = editing
      editButton.title = editing ? "Done" : "Edit"
      list.allowsMultipleSelection = editing
      if !editing { for youtuber in list.selectedItems { list.deselect(youtuber) } }
      deleteButton.isHidden = !editing
      selectionDidChange()
    }

    private func selectionDidChange() {
      let count = list.selectedItems.count
      deleteButton.title = "Delete (\(count))"
      deleteButton.isEnabled = isEditing && count > 0
      deleteButton.isHidden = !isEditing
    }

    private func delete(at indexPath: IndexPath) {
      var snapshot = list.snapshot
      snapshot.updateItems(inSectionAt: indexPath.section) { $0.remove(at: indexPath.row) }
      list.apply(snapshot)
    }

    private func deleteSelected() {
      let doomed = Set(list.selectedItems.map(\.id))
      var snapshot = list.snapshot
      for section in 0..<snapshot.numberOfSections {
        snapshot.updateItems(inSectionAt: section) { $0.removeAll { doomed.contains($0.id) } }
      }
      list.apply(snapshot)
    }

    private func update(at indexPath: IndexPath, _ change: (inout Youtuber) -> Void) {
      var snapshot = list.snapshot
      change(&snapshot[indexPath])
      list.apply(snapshot)
    }

    private func add() {
      var snapshot = list.snapshot
      if snapshot.numberOfSections == 0 { snapshot.appendSection(.tech) }
      let youtuber = factory.make()
      snapshot.updateItems(inSectionAt: 0) { $0.insert(youtuber, at: 0) }
      list.apply(snapshot)
    }

    private func shuffle() {
      var snapshot = list.snapshot
      snapshot.shuffleSome(using: &factory)
      list.apply(snapshot)
    }

    /// Shows the channels whose name contains `query`, ignoring case; an empty search shows every
    /// channel, in its place.
    private func search(_ query: String) {
      guard !query.isEmpty else {
        list.filter = nil
        return
      }
      let matcher = NameQuery(query)
      list.filter = { matcher.matches($0.name) }
    }
  }
#endif
