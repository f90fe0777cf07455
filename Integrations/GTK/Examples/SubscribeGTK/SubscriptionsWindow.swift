import CellKitGTK

/// The window: a tool bar (Add, Shuffle, Edit, Delete, Grid, a filter), the list of YouTubers by
/// category (or a grid of cards), and a status line.
///
/// Click a category to collapse it, right-click a row (or press the Menu key) for its actions, and
/// drag a row to move it.
@MainActor
final class SubscriptionsWindow {
  let window = Window(title: "Subscriptions", width: 480, height: 640)
  let table = ListView()
  let grid = GridView(maximumColumns: 3)
  lazy var list = ListAdapter<Category, Youtuber>(table)
  let loader: SubscriberLoader
  /// Whether the grid shows the list rather than the table; the cells' registrations read it.
  private let showsGrid = Flag()
  let status = Label("Tap Subscribe on any row.")
  let filter = Entry(placeholder: "Filter")
  let editButton = Button("Edit")
  let deleteButton = Button("Delete (0)")
  private var factory: YoutuberFactory
  private var shownQuery: NameQuery?
  private var isEditing = false

  init(rows: Int?, seed: UInt64) {
    factory = YoutuberFactory(seed: seed)
    loader = SubscriberLoader(seed: seed)
    let add = Button("Add")
    let shuffle = Button("Shuffle")
    let gridButton = Button("Grid")
    gridButton.on(.primaryActionTriggered, owner: self) { owner, button in
      owner.toggleGrid()
      button.title = owner.showsGrid.isOn ? "List" : "Grid"
    }
    add.on(.primaryActionTriggered, owner: self) { owner, _ in owner.add() }
    shuffle.on(.primaryActionTriggered, owner: self) { owner, _ in owner.shuffle() }
    editButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.toggleEditing() }
    deleteButton.on(.primaryActionTriggered, owner: self) { owner, _ in owner.deleteSelected() }
    filter.on(.editingChanged, owner: self) { owner, field in owner.search(field.text) }
    deleteButton.isVisible = false
    filter.expandsHorizontally = true
    let toolbar = Box(.horizontal, spacing: 6, add, shuffle, editButton, deleteButton, gridButton, filter)
    toolbar.addStyleClass("toolbar")
    status.addStyleClass("status")
    grid.isVisible = false
    window.child = Box(.vertical, spacing: 0, toolbar, table, grid, status)

    let loader = self.loader
    let showsGrid = self.showsGrid
    let configure: @MainActor (YoutuberCell, Youtuber, IndexPath) -> Void = { cell, youtuber, _ in
      cell.show(youtuber)
      let state = loader.state(of: youtuber)
      cell.show(state)
      guard state == .loading else { return }
      cell.task {
        try await loader.subscribers(of: youtuber)
      } then: { cell, result in
        cell.show((try? result.get()).map { .loaded($0) } ?? .failed)
      }
    }
    list.cell(YoutuberCard.self, when: { _ in showsGrid.isOn }, configure: configure)
    list.cell(YoutuberCell.self, configure: configure)
    list.prefetch(distance: 30, owner: loader) { loader, youtubers in
      loader.prefetch(youtubers)
    } cancel: { loader, youtubers in
      loader.cancelPrefetching(youtubers)
    }
    list.on(YoutuberCell.Action.retryTapped, owner: self) { owner, context in
      owner.loader.retry(context.item)
      owner.status.text = "retrying \(context.item.name)"
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
    list.onSelect(owner: self) { owner, youtuber, indexPath in
      owner.status.text = "selected \(indexPath) · \(youtuber.name)"
      owner.selectionDidChange()
    }
    list.onDeselect(owner: self) { owner, _, _ in owner.selectionDidChange() }
    list.apply(factory.initialSnapshot(rows: rows), animatingDifferences: false)
  }

  // MARK: Actions

  private func report<Action>(_ context: ActionContext<Action, Youtuber>) {
    status.text = "\(context.action) at \(context.indexPath) · \(context.item.name)"
  }

  private func toggleSubscription(of youtuber: Youtuber, at indexPath: IndexPath) {
    let subscribes = !youtuber.isSubscribed
    update(at: indexPath) {
      $0.isSubscribed = subscribes
      if !subscribes { $0.notificationsOn = false }
    }
    window.showMessage(
      subscribes ? "Subscribed to \(youtuber.name)" : "Unsubscribed from \(youtuber.name)",
      message: subscribes
        ? "Subscribed to \(youtuber.name). Turn on the bell to hear of each new video."
        : "Unsubscribed from \(youtuber.name).")
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

  // MARK: Table or grid

  /// Shows the list in the grid of cards, or back in the table: the same adapter moves, with its
  /// selection and handlers.
  private func toggleGrid() {
    showsGrid.isOn.toggle()
    table.isVisible = !showsGrid.isOn
    grid.isVisible = showsGrid.isOn
    list.attach(to: showsGrid.isOn ? grid : table)
    status.text = showsGrid.isOn ? "showing a grid of cards" : "showing the list"
  }

  // MARK: Filtering

  /// Shows the channels whose name contains `query`, ignoring case; a query that extends the one
  /// shown tests only the rows shown.
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
    status.text = "channels matching \"\(query)\""
  }

  // MARK: Editing

  /// Edit mode: several rows can be selected, and Delete removes them. Leaving it clears the
  /// selection.
  private func toggleEditing() {
    isEditing.toggle()
    editButton.title = isEditing ? "Done" : "Edit"
    deleteButton.isVisible = isEditing
    list.allowsMultipleSelection = isEditing
    if !isEditing { for youtuber in list.selectedItems { list.deselect(youtuber) } }
    selectionDidChange()
  }

  private func selectionDidChange() {
    let count = list.selectedItems.count
    deleteButton.title = "Delete (\(count))"
    deleteButton.isEnabled = count > 0
  }

  private func deleteSelected() {
    let doomed = Set(list.selectedItems.map(\.id))
    guard !doomed.isEmpty else { return }
    var snapshot = list.snapshot
    snapshot.deleteItems(Array(doomed))
    list.apply(snapshot)
    status.text = doomed.count == 1 ? "deleted 1 channel" : "deleted \(doomed.count) channels"
  }
}

/// A switch the cells' registrations read, held apart from the window so they form no cycle.
@MainActor
final class Flag {
  var isOn = false
}

extension SubscriptionsWindow {
  /// Rows of one height, headers in bold: a test can tell a row's place from its index.
  static let styleSheet = """
    .toolbar { padding: 6px; }
    .status { padding: 6px; }
    listview.cellkit-list > row { padding: 0 8px; min-height: 0; }
    .cellkit-cell { min-height: 44px; }
    .cellkit-cell.heading { font-weight: bold; }
    .subscribe { min-width: 96px; }
    .cellkit-grid .cellkit-cell { padding: 8px; }
    """
}
