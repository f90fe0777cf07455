import CellKit
import CellKitTerminal
import Foundation

/// The screen: a navigation bar, the list of YouTubers by category (in a table, or with `g` in a
/// grid of cards), a status line and a help line.
@MainActor
final class SubscriptionsController {
  let table = TableView()
  let grid = CollectionView(
    layout: .grid(
      minimumItemWidth: 36, itemHeight: 3, spacing: 2, rowSpacing: 1, badge: .init(kind: CategoryBadge.kind, width: 10))
  )
  let status = Label("Tap Subscribe on any row.", style: .dim)
  let loads = Label("", style: .dim)
  let help = Label("/ filter · . menu · ← actions · Alt+↑↓ move · g grid · a/s/e · q quit", style: .dim)
  let editItem = BarButtonItem(title: "Edit")
  let deleteItem = BarButtonItem(title: "Delete (0)")
  lazy var bar = NavigationBar(title: "Subscriptions")
  let filterBar = FilterBar()
  /// The query the list is filtered by.
  private var shownQuery: NameQuery?
  lazy var rootView = VStack(bar, filterBar, table, grid, status, loads, help)
  lazy var list = ListAdapter<Category, Youtuber>(table)
  private var factory: YoutuberFactory
  let loader: SubscriberLoader
  private let presentation: Presentation
  private var isEditing: Bool {
    get { presentation.isEditing }
    set {
      presentation.isEditing = newValue
      editingDidChange()
    }
  }
  weak var application: Application?
  private let shuffleItem = BarButtonItem(title: "Shuffle")

  /// The view showing the list now: the table or the grid.
  var listView: View { grid.isHidden ? table : grid }

  init(rows: Int?, seed: UInt64, descriptions: Bool = false) {
    presentation = Presentation(showsDescriptions: descriptions)
    factory = YoutuberFactory(seed: seed)
    loader = SubscriberLoader(seed: seed)
    let add = BarButtonItem(title: "Add")
    add.on(.primaryActionTriggered, owner: self) { owner, _ in owner.add() }
    shuffleItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.shuffle() }
    editItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.isEditing.toggle() }
    deleteItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.deleteSelected() }
    bar.leftItems = [add]
    bar.rightItems = [shuffleItem, editItem]
    table.emptyText = "No channels. Press a to add one."
    table.automaticRowHeights = descriptions
    grid.layout.automaticItemHeights = descriptions
    grid.emptyText = table.emptyText
    grid.isHidden = true
    filterBar.isHidden = true
    filterBar.onLeave = { [unowned self] clear in
      if clear { endFiltering() } else { application?.focus(listView) }
    }
    let search = filterBar.search
    search.on(.editingChanged, owner: self) { owner, field in owner.search(field.text) }

    let presentation = self.presentation
    presentation.list = list
    let loader = self.loader
    list.cell(YoutuberCell.self) { cell, youtuber, _ in
      cell.show(youtuber, in: presentation)
      let state = loader.state(of: youtuber)
      cell.show(state, of: youtuber)
      guard state == .loading else { return }
      cell.task {
        try await loader.subscribers(of: youtuber)
      } then: { cell, result in
        cell.show((try? result.get()).map { .loaded($0) } ?? .failed, of: youtuber)
      }
    }
    list.prefetch(distance: 30, owner: loader) { loader, youtubers in
      loader.prefetch(youtubers)
    } cancel: { loader, youtubers in
      loader.cancelPrefetching(youtubers)
    }
    list.headerTitle { category, _ in category.rawValue }
    list.footerTitle { _, youtubers in youtubers.count == 1 ? "1 channel" : "\(youtubers.count) channels" }

    list.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
      owner.report(context)
      owner.toggleSubscription(of: context.item, at: context.indexPath)
    }
    list.on(YoutuberCell.Action.notificationsToggled, owner: self) { owner, context, isOn in
      owner.report(context)
      owner.update(at: context.indexPath) { $0.notificationsOn = isOn && $0.isSubscribed }
    }
    list.on(YoutuberCell.Action.retryTapped, owner: self) { owner, context in
      owner.loader.retry(context.item)
      owner.status.text = "retrying \(context.item.name)"
    }
    list.onSelect(owner: self) { owner, youtuber, indexPath in
      owner.status.text = "selected \(indexPath) · \(youtuber.name)"
      owner.selectionDidChange()
    }
    list.onDeselect(owner: self) { owner, youtuber, indexPath in
      owner.status.text = "deselected \(indexPath) · \(youtuber.name)"
      owner.selectionDidChange()
    }
    // The grid's cards show their category in a badge, a supplementary view configured per item.
    list.supplementary(CategoryBadge.self, ofKind: CategoryBadge.kind) { [weak list] badge, _, indexPath in
      badge.textLabel.text = list.map { "[\($0.snapshot.sections[indexPath.section].rawValue)]" } ?? ""
    }
    list.allowsCollapsingSections = true
    list.trailingActions(owner: self) { owner, _ in
      [
        RowAction("Mute") { context in owner.mute(context) },
        RowAction("Delete", style: .destructive) { context in owner.delete(context) },
      ]
    }
    list.onMove(owner: self) { owner, youtuber, source, destination in
      var snapshot = owner.list.snapshot
      snapshot.moveItem(at: source, to: destination)
      owner.list.apply(snapshot)
      owner.status.text = "moved \(youtuber.name) from \(source) to \(destination)"
      return true
    }
    list.apply(factory.initialSnapshot(rows: rows), animatingDifferences: false)
    loader.onChange = { [weak self] in self?.showLoads() }
    showLoads()
  }

  // MARK: Actions

  private func report<Action>(_ context: ActionContext<Action, Youtuber>) {
    status.text = "\(context.action) at \(context.indexPath) · \(context.item.name)"
  }

  private func toggleSubscription(of youtuber: Youtuber, at indexPath: IndexPath) {
    guard youtuber.isSubscribed else {
      update(at: indexPath) { $0.isSubscribed = true }
      application?.present(Alert(title: "Subscribed!", message: "Subscribed to \(youtuber.name)"))
      return
    }
    let id = youtuber.id
    let alert = Alert(title: "Unsubscribe?", message: "Unsubscribe from \(youtuber.name)?")
    alert.addAction(Alert.Action(title: "Cancel", style: .cancel))
    alert.addAction(
      Alert.Action(title: "Unsubscribe", style: .destructive, owner: self) { owner, _ in
        guard let current = owner.list.snapshot.indexPath(of: id) else { return }
        owner.update(at: current) {
          $0.isSubscribed = false
          $0.notificationsOn = false
        }
      })
    application?.present(alert)
  }

  /// The loader's figures, on the line above the help.
  private func showLoads() {
    loads.text =
      "subscriber counts: \(loader.started) loads started · \(loader.finished) finished · "
      + "\(loader.failed) failed · \(loader.cancelled) cancelled"
  }

  // MARK: Filtering

  /// Shows the filter line and puts the cursor in it.
  func beginFiltering() {
    filterBar.isHidden = false
    application?.focus(filterBar.search)
  }

  /// Shows the channels whose name contains `query`, ignoring case; every channel for an empty one.
  ///
  /// A query that contains the one shown (a letter typed) can only match fewer names: the list
  /// tests only the rows it shows.
  func search(_ query: String) {
    let matcher = NameQuery(query)
    defer { shownQuery = matcher }
    guard !query.isEmpty else {
      list.filter = nil
      status.text = "showing every channel"
      return
    }
    if let shownQuery, matcher.contains(shownQuery) {
      list.narrowFilter { matcher.matches($0.name) }
    } else {
      list.filter = { matcher.matches($0.name) }
    }
    let total = list.snapshot.items.reduce(0) { $0 + $1.count }
    let shown =
      grid.isHidden
      ? (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
      : (0..<grid.numberOfSections).reduce(0) { $0 + grid.numberOfItems(inSection: $1) }
    status.text = "\(shown) of \(total) channels match \"\(query)\""
  }

  /// Clears and hides the filter line; the list shows every channel again, in place.
  func endFiltering() {
    guard !filterBar.isHidden else { return }
    filterBar.search.text = ""
    search("")
    filterBar.isHidden = true
    application?.focus(listView)
  }

  // MARK: Table or grid

  /// Shows the list in the grid of cards, or back in the table: the same list adapter moves, with
  /// its focus and selection on the same channels.
  func toggleGrid() {
    let showsGrid = grid.isHidden
    presentation.isGrid = showsGrid
    table.isHidden = showsGrid
    grid.isHidden = !showsGrid
    if showsGrid { list.attach(to: grid) } else { list.attach(to: table) }
    application?.focus(listView)
    status.text = showsGrid ? "showing a grid of cards: resize the terminal to change its columns" : "showing the table"
  }

  // MARK: Sections

  /// Collapses the section of the focused row (the keyboard's way to do what a click on the
  /// section's header does).
  func collapseFocusedSection() {
    let focused =
      grid.isHidden ? table.focusedIndexPath?.section ?? table.focusedHeaderSection : grid.focusedIndexPath?.section
    guard let section = focused else { return }
    let category = list.snapshot.sections[section]
    list.collapse(category)
    status.text = "collapsed \(category.rawValue)"
  }

  /// Expands every collapsed section.
  func expandAll() {
    for category in list.snapshot.sections where list.isCollapsed(category) { list.expand(category) }
    status.text = "expanded every section"
  }

  // MARK: Row actions

  private func mute(_ context: ActionContext<String, Youtuber>) {
    update(at: context.indexPath) { $0.notificationsOn = false }
    status.text = "muted \(context.item.name)"
  }

  private func delete(_ context: ActionContext<String, Youtuber>) {
    var snapshot = list.snapshot
    snapshot.deleteItems(at: [context.indexPath])
    list.apply(snapshot)
    status.text = "deleted \(context.indexPath) · \(context.item.name)"
  }

  // MARK: Editing

  /// Edit mode: several rows can be selected, each row shows a check box, and the navigation bar
  /// offers to delete the selection. Leaving it clears the selection.
  private func editingDidChange() {
    editItem.isSelected = isEditing
    list.allowsMultipleSelection = isEditing
    if !isEditing { for youtuber in list.selectedItems { list.deselect(youtuber) } }
    bar.rightItems = isEditing ? [shuffleItem, deleteItem, editItem] : [shuffleItem, editItem]
    selectionDidChange()
  }

  private func selectionDidChange() {
    let count = list.selectedItems.count
    deleteItem.title = "Delete (\(count))"
    deleteItem.isEnabled = isEditing && count > 0
    list.reconfigureVisibleCells()
  }

  private func deleteSelected() {
    let doomed = Set(list.selectedItems.map(\.id))
    guard !doomed.isEmpty else { return }
    var snapshot = list.snapshot
    snapshot.deleteItems(Array(doomed))
    list.apply(snapshot)
    status.text = doomed.count == 1 ? "deleted 1 channel" : "deleted \(doomed.count) channels"
  }

  private func update(at indexPath: IndexPath, _ change: (inout Youtuber) -> Void) {
    var snapshot = list.snapshot
    change(&snapshot[indexPath])
    list.apply(snapshot)
  }

  func add() {
    var snapshot = list.snapshot
    if snapshot.numberOfSections == 0 { snapshot.appendSection(.tech) }
    let youtuber = factory.make()
    snapshot.insertItems([youtuber], at: IndexPath(row: 0, section: 0))
    list.apply(snapshot)
    status.text = "added \(youtuber.name) at [0, 0]"
  }

  func shuffle() {
    var snapshot = list.snapshot
    let moves = snapshot.shuffleSome(using: &factory)
    list.apply(snapshot)
    status.text = "shuffled \(moves) channels"
  }
}

/// How the cells show a channel: as rows or cards, with or without its description, and in edit
/// mode with a check box that is ticked when the channel is selected. The cells' configure closure
/// holds this, not the controller, so it forms no cycle.
@MainActor
final class Presentation {
  let showsDescriptions: Bool
  var isGrid = false
  var isEditing = false
  weak var list: ListAdapter<Category, Youtuber>?

  init(showsDescriptions: Bool) {
    self.showsDescriptions = showsDescriptions
  }

  /// Whether `youtuber` shows as selected.
  func isSelected(_ youtuber: Youtuber) -> Bool { isEditing && list?.isSelected(youtuber) == true }
}
