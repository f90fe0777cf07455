import Foundation

/// What a list view of a toolkit outside this package offers, when it shows rows without sections
/// (GTK's `GtkListView`): the primitive calls its ``FlatTable`` makes.
///
/// The view applies what it is told and reports what it shows; every decision is the table's. A
/// batch of row changes is applied one change after another, each on the rows as the previous one
/// left them, and the view moves its selection with the rows it removes, inserts and moves.
@_spi(CellKitPlatform)
@MainActor
public protocol FlatTableView: AnyObject {
  /// Whether the view is on screen, where a batch shows as row changes; off screen it reloads.
  var isOnScreen: Bool { get }
  /// The number of rows the view shows now.
  var shownRowCount: Int { get }
  /// The rows in the view's visible area.
  var visibleRowRange: Range<Int> { get }
  /// The rows the view has made views for: the visible ones, and those it keeps ready around
  /// them (GTK keeps a few hundred rows bound). A content change reconfigures all of them.
  var boundRowRange: Range<Int> { get }
  /// The rows shown selected.
  var selectedRows: IndexSet { get }
  /// Replaces every row with `count` new ones, keeping the selected row indexes below `count`.
  func resetRows(count: Int)
  /// Removes `removed` (row indexes before the batch), makes each move in turn (`to` is the row's
  /// index after its move), then inserts `inserted` (row indexes after the batch).
  func updateRows(removing removed: IndexSet, moving moves: [(from: Int, to: Int)], inserting inserted: IndexSet)
  /// Asks the table again for what `rows` show, keeping their selection.
  func reloadRows(_ rows: IndexSet)
  /// The view shown in `row`, if the view made one.
  func shownView(atRow row: Int) -> AnyObject?
  /// The row `view` is shown in now, if it is shown.
  func row(of view: AnyObject) -> Int?
  /// Selects exactly `rows`.
  func selectRows(_ rows: IndexSet)
  /// Makes the view's columns `columns` (hidden ones too), in order, showing `sortOrder`'s arrows;
  /// a view without columns ignores it.
  func showColumns(_ columns: [FlatTableColumn], sortOrder: [SortKey])
  /// The view the table shows for `row` in `column`, if it bound one.
  func shownView(atRow row: Int, column: ColumnID) -> AnyObject?
  /// The column `view` shows, in a view with columns.
  func column(of view: AnyObject) -> ColumnID?
}

/// The CellKit host of a ``FlatTableView``: the object a ``ListAdapter`` drives and cells route their
/// actions through, with the decisions of the core's flat-table driver (the one a Mac's
/// `NSTableView` runs).
///
/// The view keeps its table, and calls it from its own callbacks: ``content(ofRow:)`` when it binds
/// a row, ``allowedSelection(_:current:byKeyboard:)`` and ``selectionDidChange()`` around a user's
/// selection, ``visibleRowsDidChange()`` when it scrolls.
@_spi(CellKitPlatform)
extension FlatTableView {
  /// Nothing: a view of one column.
  public func showColumns(_ columns: [FlatTableColumn], sortOrder: [SortKey]) {}
  /// The row's one view.
  public func shownView(atRow row: Int, column: ColumnID) -> AnyObject? { shownView(atRow: row) }
  /// Nil: a view of one column.
  public func column(of view: AnyObject) -> ColumnID? { nil }
}

@_spi(CellKitPlatform)
@MainActor
public final class FlatTable: FlatTableHost {
  /// What a row shows.
  public enum RowContent {
    /// A cell, or a header or footer view the adapter made.
    case view(AnyObject)
    /// A section's title, in a header row or a footer row.
    case title(String, isHeader: Bool)
  }

  /// A row action as the view offers it, bound to the item its row showed when it was offered.
  public struct RowAction {
    /// The action's title.
    public let title: String
    /// The name of a system symbol to show beside the title, if any.
    public let systemImage: String?
    /// Whether the action deletes or discards, drawn in a warning style.
    public let isDestructive: Bool
    fileprivate let bound: BoundRowAction

    /// Runs the action for its item, wherever updates have moved the item since it was offered.
    ///
    /// - Returns: whether it ran: false when its item is gone.
    @MainActor @discardableResult
    public func perform() -> Bool { bound.perform() }
  }

  public let actions = ActionRouter()
  package let tableDriver: FlatTableDriver
  /// The view the table decides for; the view keeps the table.
  public private(set) weak var view: (any FlatTableView)?
  /// Where the work the list does later for this table runs.
  public let scheduler: any MainScheduler

  /// The table of `view`, which shows each section's header and footer as rows of their own, or,
  /// a grid of tiles, its items only (`showsSectionRows` false).
  ///
  /// - Parameters:
  ///   - view: The view the table decides for.
  ///   - showsSectionRows: Whether headers and footers are rows of their own.
  ///   - scheduler: Where the list's later work runs: the main actor's next turns, or a test's
  ///     `ManualScheduler`.
  public init(
    view: any FlatTableView, showsSectionRows: Bool = true, scheduler: any MainScheduler = MainActorScheduler()
  ) {
    self.view = view
    self.scheduler = scheduler
    tableDriver = FlatTableDriver(showsSectionRows: showsSectionRows)
    actions.attach(to: self)
  }

  public func location(of sender: any ActionSender) -> ActionLocation? {
    view?.row(of: sender).flatMap(tableDriver.location(ofRow:))
  }

  /// Whether CellKit is changing what the table shows now (its rows, selection or columns): what the
  /// view reports meanwhile (a sort, a column moved or resized) is CellKit's doing, not the user's,
  /// and the table ignores it.
  ///
  /// - Complexity: O(1).
  public var isChangingView: Bool { actions.session.isChangingHost }

  /// The list's column `sender` is in, from the view, when the event fires; nil in a list of rows.
  public func column(of sender: any ActionSender) -> ColumnID? {
    view?.column(of: sender).flatMap { tableDriver.column(named: $0.rawValue) }
  }

  /// What `row` shows in `column` of a list with columns: the item's cell for that column; a
  /// section's header or footer view, or its title, in the first column shown, and nothing in the
  /// others.
  ///
  /// - Returns: nil for a row out of range, or a column where the row shows nothing.
  public func content(ofRow row: Int, column: ColumnID) -> RowContent? {
    switch tableDriver.content(ofRow: row, column: column, in: self, as: AnyObject.self) {
    case .view(let view): .view(view)
    case .title(let title, let isHeader): .title(title, isHeader: isHeader)
    case nil: nil
    }
  }

  /// The list's columns as the view makes them, in order, hidden ones too; empty for a list of rows.
  public var columns: [FlatTableColumn] { tableDriver.tableColumns }

  /// The list's sort order, first key first.
  public var sortOrder: [SortKey] { tableDriver.sortOrder }

  /// The user sorted by the view's columns: `descriptors` name them (by identifier) and their
  /// directions, first key first.
  public func sortDescriptorsChanged(to descriptors: [(key: String?, ascending: Bool)]) {
    tableDriver.sortDescriptorsChanged(
      to: descriptors.map { PlatformColumns.SortDescriptor($0.key, ascending: $0.ascending) }, on: self)
  }

  /// The user resized the column named `identifier` to `width` (GTK reports the column the user
  /// dragged alone).
  public func columnResized(_ identifier: String, to width: Double) {
    tableDriver.columnResized(identifier, to: width, resizedByUser: identifier, on: self)
  }

  /// The user moved the column named `identifier` to `place` among the columns.
  public func columnMoved(_ identifier: String, to place: Int) {
    tableDriver.columnMoved(identifier, to: place, on: self)
  }

  /// What `row` shows now: an item's cell, a section's header or footer view, or its title. The
  /// cell comes configured for the row's item.
  ///
  /// - Returns: nil for a row out of range.
  public func content(ofRow row: Int) -> RowContent? {
    switch tableDriver.content(ofRow: row, in: self, as: AnyObject.self) {
    case .view(let view): .view(view)
    case .title(let title, let isHeader): .title(title, isHeader: isHeader)
    case nil: nil
    }
  }

  /// Whether `row` shows an item rather than a header or footer.
  public func isItemRow(_ row: Int) -> Bool {
    tableDriver.source != nil && tableDriver.location(ofRow: row)?.indexPath != nil
  }

  /// Whether the user may select `row`: an item, or a header when selecting one means something
  /// (collapsing its section).
  public func isSelectable(_ row: Int) -> Bool {
    isItemRow(row) || (tableDriver.isGroupRow(row) && tableDriver.source?.providesHeaderSelection == true)
  }

  /// The row actions of `row`, those of its leading edge first: none for a header or footer row.
  public func rowActions(atRow row: Int) -> [RowAction] {
    [RowEdge.leading, .trailing].flatMap { edge in
      tableDriver.rowActions(atRow: row, edge: edge, on: self).map { action in
        RowAction(
          title: action.label.title, systemImage: action.label.systemImage, isDestructive: action.label.isDestructive,
          bound: action)
      }
    }
  }

  // MARK: Moving rows by dragging

  /// Whether the user may start dragging `row` to move it: an item of a list that moves items.
  public func canDrag(row: Int) -> Bool {
    tableDriver.canDrag(row: row)
  }

  /// The user started dragging `row`: the drop moves its item, wherever updates move it meanwhile.
  public func beginDrag(row: Int) {
    tableDriver.beginDrag(of: [row], grabbing: row, on: self)
  }

  /// Whether a drop in the gap before `gap` (the row count for the end) would move the dragged item.
  public func acceptsDrop(atGap gap: Int) -> Bool {
    tableDriver.acceptsDrop(atGap: gap, isBetweenRows: true, isFromThisTable: true)
  }

  /// Moves the dragged item into the gap before `gap`, through the adapter's move handlers.
  ///
  /// - Returns: whether the adapter moved it.
  public func drop(atGap gap: Int) -> Bool {
    tableDriver.drop(atGap: gap, on: self)
  }

  /// The drag ended, dropped or not.
  public func endDrag() {
    tableDriver.endDrag()
  }

  /// The selection the view shows when the user proposes `proposed` over `current`; asking has no
  /// effect, however often the view asks.
  public func allowedSelection(_ proposed: IndexSet, current: IndexSet, byKeyboard: Bool) -> IndexSet {
    tableDriver.allowedSelection(proposed, current: current, byKeyboard: byKeyboard)
  }

  /// Tells the adapter what the user selected, once the view shows it.
  public func selectionDidChange() {
    tableDriver.selectionDidChange(on: self)
  }

  /// Asks the adapter to prefetch the items past the visible ones, after the view scrolled.
  public func visibleRowsDidChange() {
    tableDriver.updatePrefetching(visibleRows: view?.visibleRowRange ?? 0..<0, on: self)
  }

  // MARK: FlatTableHost

  package var listDataSource: (any ListDataSource)? {
    get { tableDriver.source }
    set {
      tableDriver.attach(newValue, for: self)
      tableDriver.showColumns(on: self)
      reloadAll()
    }
  }

  package func reloadData() {
    let count = tableDriver.numberOfRows(in: self)
    view?.resetRows(count: count)
  }

  package var isOnScreen: Bool { view?.isOnScreen ?? false }
  package var shownRowCount: Int { view?.shownRowCount ?? 0 }
  /// The rows with views, visible or kept ready: the driver reconfigures and retitles them all,
  /// since a row kept ready shows what it was last given when it scrolls into view.
  package var visibleRowRange: Range<Int> { view?.boundRowRange ?? 0..<0 }
  package var selectedRows: IndexSet { view?.selectedRows ?? [] }

  package func updateRows(
    removing removed: IndexSet, moving moves: [FlatRows.Updates.Move], inserting inserted: IndexSet
  ) {
    view?.updateRows(removing: removed, moving: moves.map { ($0.from, $0.to) }, inserting: inserted)
    visibleRowsDidChange()
  }

  package func reloadRows(_ rows: IndexSet) {
    view?.reloadRows(rows)
  }

  /// A toolkit view measures a row again when its widgets change size.
  package func measureRows(_ rows: IndexSet) {}

  package func shownView(atRow row: Int) -> AnyObject? {
    view?.shownView(atRow: row)
  }

  package func selectRows(_ rows: IndexSet) {
    view?.selectRows(rows)
  }

  /// The view shows every column of the list each time they change: it keeps its own columns'
  /// widths (GTK's column view does).
  package func updateColumns(_ update: ColumnUpdate) {
    view?.showColumns(tableDriver.tableColumns, sortOrder: tableDriver.sortOrder)
  }

  package func shownView(atRow row: Int, column: ColumnID) -> AnyObject? {
    view?.shownView(atRow: row, column: column)
  }
}

extension ListAdapter {
  /// An adapter that drives `table`, resolving its cells' events when they fire.
  @_spi(CellKitPlatform)
  public convenience init(driving table: FlatTable) {
    self.init(attaching: table)
    resolveEvents()
  }

  /// Moves the adapter to `table`: it shows the same items and selection from then on, its handlers
  /// come along, and the table it leaves shows nothing.
  @_spi(CellKitPlatform)
  public func attach(driving table: FlatTable) {
    session.submit { [weak self] in
      self?.reattach(to: table)
      self?.resolveEvents()
    }
  }

  /// Shows the items `when` accepts in views of `cellType` that `dequeue` takes from the table's
  /// view, configured by `configure`.
  @_spi(CellKitPlatform)
  public func addCell<Cell: AnyObject>(
    _ cellType: Cell.Type, when: @escaping @MainActor (Item) -> Bool,
    dequeue: @escaping @MainActor (FlatTable) -> Cell, configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    addCellRegistration(
      cellType, shownBy: FlatTable.self, when: when, dequeue: { table, _ in dequeue(table) }, configure: configure)
  }

  /// Shows each section's header (`isHeader`) or footer row in a view of `viewType`.
  /// Shows the cells of `column` with cells that `dequeue` takes from the table, configured by
  /// `configure`: what a platform module's `cell(_:column:when:configure:)` registers.
  @_spi(CellKitPlatform)
  public func addCell<Cell: AnyObject>(
    _ cellType: Cell.Type, column: ColumnID, when: @escaping @MainActor (Item) -> Bool,
    dequeue: @escaping @MainActor (FlatTable) -> Cell, configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
  ) {
    addCellRegistration(
      cellType, column: column, shownBy: FlatTable.self, when: when, dequeue: { table, _ in dequeue(table) },
      configure: configure)
  }

  @_spi(CellKitPlatform)
  public func setSectionView<View: AnyObject>(
    _ viewType: View.Type, isHeader: Bool, dequeue: @escaping @MainActor (FlatTable) -> View,
    configure: @escaping @MainActor (View, Section, Int) -> Void
  ) {
    let registration = supplementaryRegistration(
      viewType, shownBy: FlatTable.self, dequeue: { table, _ in dequeue(table) }, configure: configure)
    if isHeader { setHeaderRegistration(registration) } else { setFooterRegistration(registration) }
  }
}
