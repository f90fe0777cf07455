#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// The iOS version of the terminal demo: the same model (`Examples/Subscribe/Youtuber.swift`), the
  /// same cell actions and the same adapter calls, over a `UITableView`. On iOS 16 and later its rows
  /// are UIKit views (`YoutuberCell`) or the same row in SwiftUI (`YoutuberRow`), switched in the title.
  final class SubscriptionsViewController: UITableViewController {
    private lazy var list = ListAdapter<Category, Youtuber>(tableView)
    private var factory = YoutuberFactory(seed: 1)
    private let counts = SubscriberCounts()
    private var showsSwiftUIRows = false
    private let rowsControl = UISegmentedControl(items: ["UIKit rows", "SwiftUI rows"])
    private let editItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    private let deleteItem = UIBarButtonItem(title: "Delete (0)", style: .plain, target: nil, action: nil)
    private let shuffleItem = UIBarButtonItem(title: "Shuffle", style: .plain, target: nil, action: nil)
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Subscriptions"
      let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
      add.on(.primaryActionTriggered, owner: self) { owner, _ in owner.add() }
      shuffleItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.shuffle() }
      editItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.setEditing(!owner.isEditing, animated: true)
      }
      deleteItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.deleteSelected() }
      navigationItem.leftBarButtonItem = add
      navigationItem.rightBarButtonItems = [editItem, shuffleItem]
      searchController.searchResultsUpdater = self
      searchController.obscuresBackgroundDuringPresentation = false
      navigationItem.searchController = searchController

      if #available(iOS 16.0, *) {
        list.cell(YoutuberRowCell.self, when: { [weak self] _ in self?.showsSwiftUIRows == true }) {
          cell, youtuber, _ in
          cell.hostContent { YoutuberRow(youtuber: youtuber) }
        }
        rowsControl.selectedSegmentIndex = 0
        rowsControl.on(.valueChanged, owner: self) { owner, control in
          owner.showsSwiftUIRows = control.selectedSegmentIndex == 1
          owner.list.reconfigureVisibleCells()
        }
        navigationItem.titleView = rowsControl
      }
      list.cell(YoutuberCell.self) { [counts] cell, youtuber, _ in
        let subscribers = counts.cached(for: youtuber.id)
        cell.show(youtuber, subscribers: subscribers)
        guard subscribers == nil else { return }
        cell.task {
          try await counts.load(for: youtuber.id)
        } then: { cell, result in
          cell.show(subscribers: (try? result.get()) ?? "unknown")
        }
      }
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
    }

    private func toggleSubscription(of youtuber: Youtuber, at indexPath: IndexPath) {
      guard youtuber.isSubscribed else {
        update(at: indexPath) { $0.isSubscribed = true }
        let alert = UIAlertController(
          title: "Subscribed!", message: "Subscribed to \(youtuber.name)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
        return
      }
      let id = youtuber.id
      let alert = UIAlertController(
        title: "Unsubscribe?", message: "Unsubscribe from \(youtuber.name)?", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Unsubscribe", style: .destructive, owner: self) { owner, _ in
          guard let current = owner.list.snapshot.indexPath(of: id) else { return }
          owner.update(at: current) {
            $0.isSubscribed = false
            $0.notificationsOn = false
          }
        })
      present(alert, animated: true)
    }

    // MARK: Editing

    /// Edit mode: UIKit shows the reorder controls and a selection circle on each row; several rows
    /// can be selected, and the bar offers to delete the selection. Leaving it clears the selection.
    override func setEditing(_ editing: Bool, animated: Bool) {
      // Before the table enters edit mode, so it shows selection circles from the start.
      list.allowsMultipleSelection = editing
      super.setEditing(editing, animated: animated)
      editItem.title = editing ? "Done" : "Edit"
      if !editing { for youtuber in list.selectedItems { list.deselect(youtuber) } }
      navigationItem.rightBarButtonItems = editing ? [editItem, deleteItem, shuffleItem] : [editItem, shuffleItem]
      selectionDidChange()
    }

    private func selectionDidChange() {
      let count = list.selectedItems.count
      deleteItem.title = "Delete (\(count))"
      deleteItem.isEnabled = isEditing && count > 0
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
  }

  extension SubscriptionsViewController: UISearchResultsUpdating {
    /// Shows the channels whose name contains the search text, ignoring case; an empty search
    /// shows every channel, in its place.
    func updateSearchResults(for searchController: UISearchController) {
      guard let query = searchController.searchBar.text, !query.isEmpty else {
        list.filter = nil
        return
      }
      let matcher = NameQuery(query)
      list.filter = { matcher.matches($0.name) }
    }
  }
#endif
