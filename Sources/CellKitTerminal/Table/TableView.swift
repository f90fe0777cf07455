@_spi(CellKitPlatform) import CellKit
import Foundation

/// A scrolling list of rows in sections, with reusable cells, for the terminal.
///
/// Only the rows on screen have cell objects: cells that scroll away go back to a reuse pool and come
/// back configured for other rows, so a table of a million rows holds a screenful of cells. Keys
/// (arrows, Tab, PageUp/PageDown, Home/End, Enter/Space) and the mouse (clicks, wheel) move the focus
/// between rows and the controls inside them; `.` opens the focused row's action menu (every
/// control of the row by name, and its row actions), so nothing in a row needs a pointer.
///
/// The table is a CellKit host: its cells' actions are routed with the index path they have when
/// the action fires (see `ActionSender/send(_:sender:)`), and a `ListAdapter` can drive it.
@MainActor
public final class TableView: View, ListHost {
  /// The object that provides sections, rows and cells.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }

  /// The object told about selections.
  public weak var delegate: (any TableViewDelegate)?

  /// The router of the cells' actions.
  public let actions = ActionRouter()

  /// The height of every row, unless ``rowHeightProvider`` gives each its own.
  public var rowHeight = 1 {
    didSet { reloadData() }
  }

  /// Gives each row its own height (at least 1); nil for ``rowHeight`` everywhere.
  ///
  /// - Complexity: Asked once per row on every reload and batch update, so prefer a fixed
  ///   ``rowHeight`` for very long tables.
  public var rowHeightProvider: (@MainActor (IndexPath) -> Int)? {
    didSet { reloadData() }
  }

  /// Whether each row is as tall as its cell asks to be (`TableReusableView/heightThatFits(width:)`),
  /// for content such as a wrapping label: rows that have not been on screen yet count as
  /// ``rowHeight`` until they are.
  ///
  /// A row is measured when its cell is configured, and the height is kept for its item (for a
  /// table a list adapter drives; else for its index path) until the item changes or the table's
  /// width does.
  ///
  /// - Complexity: While any row is taller than ``rowHeight``, each reload and batch update takes
  ///   O(rows); otherwise as with a fixed ``rowHeight``.
  public var automaticRowHeights = false {
    didSet { reloadData() }
  }

  /// The height of section header and footer views (titles take one row).
  public var sectionHeaderFooterHeight = 1 {
    didSet { reloadData() }
  }

  /// Whether the first column of a table with columns stays at the leading edge while the others
  /// scroll sideways.
  public var freezesFirstColumn = false {
    didSet { setNeedsLayout() }
  }

  /// What the keyboard's cursor is on in a table with columns: a row (the default) or a cell.
  ///
  /// Switched to a cell cursor, it goes to the cell of the focused control.
  public var cursor = TableCursor.row {
    didSet {
      if cursor == .cell, oldValue == .row { moveCellCursorToFocusedControl() }
      setNeedsLayout()
    }
  }

  /// Text shown when the table shows nothing: no rows, and no section headers or footers.
  public var emptyText: String?

  /// Whether a scroll indicator is drawn in the rightmost column when the content is taller than
  /// the table.
  public var showsScrollIndicator = true

  /// The content row shown at the top of the table.
  public var contentOffset: Int { state.contentOffset }

  /// The row holding the keyboard focus, counted among the rows the table shows.
  ///
  /// For a table a list adapter drives, rows shown are not the snapshot's places when the list is
  /// sorted, filtered or has collapsed sections: `list.focusedItem` and `list.focus(_:)` name the
  /// row by its item instead.
  public var focusedIndexPath: IndexPath? { state.focusedIndexPath }

  /// On what the keyboard acts on: the revealed row actions' focused button, the focused control
  /// (a text field's insertion point), the focused row's content (its focused column's, with a
  /// cell cursor), a focused section header or column header's title; the table's first column
  /// when nothing in it has the focus.
  public override var focusCursor: Point? {
    if state.revealedActions != nil, rowActionsView.superview === self, let point = rowActionsView.focusCursor {
      return point
    }
    if let control = focusedControl, let point = control.focusCursor { return point }
    switch state.focus {
    case .row(let indexPath)?:
      guard let cell = onScreen.cells[indexPath] else { break }
      if cursor == .cell, let row = cell as? ColumnsRowCell, let column = focusedColumn,
        let point = row.cell(for: column)?.contentView.focusCursor
      {
        return point
      }
      return cell.contentView.focusCursor ?? cell.focusCursor
    case .sectionHeader(let section)?:
      // After the focus gutter, where the header's view or title starts.
      if let header = onScreen.headers[section], !header.frame.isEmpty {
        return header.convertToScreen(Point(x: min(header.leadingInset, header.frame.width - 1), y: 0))
      }
      if layout.sections.indices.contains(section), !layout.span(of: .header(section)).isEmpty {
        let y = headerRowHeight + layout.span(of: .header(section)).lowerBound - contentOffset
        if (headerRowHeight..<frame.height).contains(y) { return convertToScreen(Point(x: 1, y: y)) }
      }
    case .columnHeader(let index)?:
      // Where the header row draws the column's title: a scrolled column starts after a frozen one.
      let geometry = columns.geometry
      guard
        let visible = geometry.visible(offset: columns.horizontalOffset, width: columnsWidth).first(where: {
          $0.index == index
        })
      else { break }
      let isFrozen = geometry.freezesFirst && index == 0
      let left = isFrozen ? visible.screenX : max(visible.screenX, min(geometry.frozenWidth, columnsWidth))
      return convertToScreen(Point(x: max(0, min(2 + left, frame.width - 1)), y: 0))
    case nil:
      break
    }
    return super.focusCursor
  }

  /// The selected row: the first of ``indexPathsForSelectedRows``.
  public var indexPathForSelectedRow: IndexPath? { state.selectedIndexPaths.min() }

  /// The selected rows, in order: the one row ``selectRow(at:)`` selected last, or, for a table a
  /// list adapter drives, the rows of the adapter's selected items.
  public var indexPathsForSelectedRows: [IndexPath] { state.selectedIndexPaths.sorted() }

  let cellRegistry = ReuseRegistry<TableCell>()
  /// The rows of a table with columns, which hold the cells of the columns.
  let rowRegistry = ReuseRegistry<TableCell>()
  /// The columns, their layout and the keyboard's place among them.
  var columns = TableColumnsState()
  let headerFooterRegistry = ReuseRegistry<TableHeaderFooterView>()
  var layout = TableLayout()
  var needsReload = true
  /// How many times the table was reloaded: a pass that places rows notices a reload that came
  /// from app code it called.
  var reloads = 0
  /// The value of `reloads` when the pass placing rows began.
  var placingPass = 0
  /// Whether app code the table called while it placed rows reloaded it: what was placed is stale.
  var wasReloadedWhilePlacing: Bool { reloads != placingPass }
  /// The scroll position, the focus and the selection.
  var state = TableState()
  /// The cells, headers and footers on screen.
  var onScreen = OnScreenViews()
  /// Shows the revealed row actions over their row.
  let rowActionsView = RowActionsView()
  /// The headers, rows and footers the last layout put on screen, top to bottom.
  var visibleElements: [TableLayout.Element] = []
  private var bridge: ListDataSourceBridge?
  /// The measured heights of rows taller than ``rowHeight``, by item, at ``measuredWidth``.
  var measuredHeights: [AnyHashable: Int] = [:]
  var measuredWidth = 0
  /// The height of the rows' part of the table when it last laid out.
  var laidOutViewportHeight = -1

  /// Creates an empty table view.
  public override init() {
    super.init()
    actions.attach(to: self)
    rowActionsView.perform = { [weak self] index in self?.performRevealedAction(index) }
  }

  public override var canBecomeFocused: Bool { true }

  public override func layoutSubviews() { layoutRows() }

  public override func draw(in canvas: Canvas) { drawTable(in: canvas) }

  public override func handleKey(_ event: KeyEvent) -> Bool { handleTableKey(event) }

  /// Paste goes to the focused row's focused control, a text field for example.
  public override func handlePaste(_ text: String) -> Bool { focusedControl?.handlePaste(text) ?? false }

  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    handleTableMouse(event, at: point)
  }

  public override func focus(on descendant: View) -> Bool { focusTable(on: descendant) }

  public override var managesFocusOfDescendants: Bool { true }

  // MARK: Registration and dequeuing

  /// Registers a cell class under its `Reusable/reuseIdentifier`.
  public func register<Cell: TableCell & Reusable>(_ cellType: Cell.Type) {
    cellRegistry.register(identifier: Cell.reuseIdentifier, kind: .cell) { Cell() }
  }

  /// Registers a cell class under a reuse identifier of your choice.
  public func register(_ cellType: TableCell.Type, forCellReuseIdentifier identifier: String) {
    cellRegistry.register(identifier: identifier, kind: .cell) { cellType.init() }
  }

  /// Registers a header or footer view class under its `Reusable/reuseIdentifier`.
  public func registerHeaderFooter<HeaderFooter: TableHeaderFooterView & Reusable>(_ viewType: HeaderFooter.Type) {
    headerFooterRegistry.register(identifier: HeaderFooter.reuseIdentifier, kind: .header) { HeaderFooter() }
  }

  /// A cell of type `Cell` for the row at `indexPath`: a reused one, or a new one.
  ///
  /// The type is inferred at the call site (`let cell: YoutuberCell = tableView.dequeue(for: indexPath)`)
  /// and registered on first use if it was not registered. Called from the data source's
  /// `tableView(_:cellForRowAt:)`, handlers registered on the cell's controls until the data source
  /// returns end when the cell is reused. As in UIKit, the cell comes sized for the row at
  /// `indexPath`, so configuring it can lay out its content at its real size.
  ///
  /// - Precondition: The cell's reuse identifier is not registered for another class; the message
  ///   names both classes and how to fix it.
  public func dequeue<Cell: TableCell & Reusable>(for indexPath: IndexPath, cellType: Cell.Type = Cell.self) -> Cell {
    dequeueCell(Cell.self, identifier: Cell.reuseIdentifier, for: indexPath, make: { Cell() })
  }

  /// A cell registered under `identifier`, for code that uses string identifiers.
  ///
  /// - Precondition: Something is registered under `identifier`.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableCell {
    dequeueCell(TableCell.self, identifier: identifier, for: indexPath, make: nil)
  }

  private func dequeueCell<Cell: TableCell>(
    _ type: Cell.Type, identifier: String, for indexPath: IndexPath, make: (@MainActor () -> TableCell)?
  ) -> Cell {
    let cell: Cell
    do {
      cell = try cellRegistry.dequeue(Cell.self, identifier: identifier, kind: .cell, orRegister: make)
    } catch {
      preconditionFailure(error.description)
    }
    if cell.host != nil { cell.prepareForReuse() }
    cell.host = self
    cell.poolIdentifier = identifier
    if layout.contains(indexPath) {
      cell.frame = Rect(x: 0, y: 0, width: rowWidth, height: layout.span(of: .row(indexPath)).count)
    }
    return cell
  }

  /// A header or footer view of type `HeaderFooter`: a reused one, or a new one.
  public func dequeueHeaderFooter<HeaderFooter: TableHeaderFooterView & Reusable>(
    viewType: HeaderFooter.Type = HeaderFooter.self
  ) -> HeaderFooter {
    let view: HeaderFooter
    do {
      view = try headerFooterRegistry.dequeue(
        HeaderFooter.self, identifier: HeaderFooter.reuseIdentifier, kind: .header, orRegister: { HeaderFooter() })
    } catch {
      preconditionFailure(error.description)
    }
    if view.host != nil { view.prepareForReuse() }
    view.host = self
    view.poolIdentifier = HeaderFooter.reuseIdentifier
    return view
  }

  /// How many cell objects the table has created; reuse keeps it near the number of visible rows.
  public var cellsCreated: Int { cellRegistry.madeCount }

  // MARK: Queries

  /// The number of sections.
  public var numberOfSections: Int {
    layoutIfNeeded()
    return layout.sections.count
  }

  /// The number of rows in `section`.
  public func numberOfRows(inSection section: Int) -> Int {
    layoutIfNeeded()
    precondition(
      layout.sections.indices.contains(section),
      "Section \(section) is out of range: the table has \(layout.sections.count) sections.")
    return layout.sections[section].rows
  }

  /// The index path of `cell` if the table shows it.
  ///
  /// - Complexity: O(1).
  public func indexPath(for cell: TableCell) -> IndexPath? {
    cell.host === self ? cell.indexPath : nil
  }

  /// The cell shown for the row at `indexPath`, or nil when the row is not visible.
  public func cellForRow(at indexPath: IndexPath) -> TableCell? {
    onScreen.cells[indexPath]
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [TableCell] {
    onScreen.cells.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
  }

  /// The index paths of the rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath] {
    onScreen.cells.keys.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// The header view shown for `section`, if any.
  public func headerView(forSection section: Int) -> TableHeaderFooterView? { onScreen.headers[section] }

  /// The footer view shown for `section`, if any.
  public func footerView(forSection section: Int) -> TableHeaderFooterView? { onScreen.footers[section] }

  /// The total height of the content, in rows of the screen.
  public var contentHeight: Int {
    layoutIfNeeded()
    return layout.totalHeight
  }

  // MARK: ActionHost and ListHost

  /// Where the work CellKit does later for this view runs: its application's scheduler, or the
  /// main actor's while the view is on no application's screen.
  @_spi(CellKitPlatform) public var scheduler: any MainScheduler { application?.scheduler ?? MainActorScheduler() }

  @_spi(CellKitPlatform) public func column(of view: any ActionSender) -> ColumnID? {
    // Asked on every event: a table of rows answers without looking at the view.
    guard showsColumns, let cell = view as? TableCell, cell.host === self else { return nil }
    return cell.column
  }

  @_spi(CellKitPlatform) public func location(of view: any ActionSender) -> ActionLocation? {
    if let cell = view as? TableCell {
      guard cell.host === self, let indexPath = cell.indexPath else { return nil }
      return .item(indexPath)
    }
    if let header = view as? TableHeaderFooterView {
      guard header.host === self, let section = header.section else { return nil }
      return header.kind == .footer ? .footer(section: section) : .header(section: section)
    }
    return nil
  }

  package var listDataSource: (any ListDataSource)? {
    get { bridge?.source }
    set {
      bridge = newValue.map { ListDataSourceBridge($0, host: self) }
      dataSource = bridge
      showColumns()
    }
  }

  package func showSelection(_ indexPaths: Set<IndexPath>) {
    state.selectedIndexPaths = indexPaths
    setNeedsLayout()
  }

  package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
    onScreen.all.flatMap { location, view -> [(location: ActionLocation, view: AnyObject)] in
      // A row of columns is the table's own: the cells in it are the list's.
      guard let row = view as? ColumnsRowCell else { return [(location, view as AnyObject)] }
      return row.columnCells.map { (location, $0.cell as AnyObject) }
    }
  }

  package var cancelsPrefetchingOfShownItems: Bool { true }

  package func visibleView(of element: SupplementaryElement) -> AnyObject? {
    switch element {
    case .header(let section): onScreen.headers[section]
    case .footer(let section): onScreen.footers[section]
    case .item: nil
    }
  }

  // MARK: Reloading

  /// Forgets every row and asks the data source again at the next layout.
  public func reloadData() {
    needsReload = true
    reloads &+= 1
    state.revealedActions = nil
    // A reload cannot tell where the pressed row went: a drag from it ends with no move.
    state.press?.indexPath = nil
    state.prefetched.removeAll()
    if listDataSource == nil { measuredHeights.removeAll() }
    for view in onScreen.removeAll() { recycle(view) }
    setNeedsLayout()
  }

  /// Takes `view` off screen and puts it in its reuse pool.
  func recycle(_ view: TableReusableView) {
    if let row = view as? ColumnsRowCell {
      for (_, cell) in row.columnCells { recycle(cell) }
      row.columnCells = []
      row.leaveScreen()
      rowRegistry.recycle(row, identifier: ColumnsRowCell.poolName, kind: .cell)
      return
    }
    view.leaveScreen()
    if let cell = view as? TableCell {
      cellRegistry.recycle(cell, identifier: cell.poolIdentifier, kind: .cell)
    } else if let headerFooter = view as? TableHeaderFooterView {
      headerFooter.section = nil
      headerFooterRegistry.recycle(headerFooter, identifier: headerFooter.poolIdentifier, kind: headerFooter.poolKind)
    }
  }
}
