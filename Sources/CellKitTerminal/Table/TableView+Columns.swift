@_spi(CellKitPlatform) import CellKit
import Foundation

/// What the keyboard's cursor in a table with columns is on: a whole row, or one cell of it.
public enum TableCursor: Sendable {
  /// The focused row; Left and Right move between its controls, whatever column they are in.
  case row
  /// One cell of the focused row, shown reversed; Left and Right move it between columns (before
  /// any control in the cell sees them), Tab to the next cell, and Enter or Space use the cell's
  /// first control.
  case cell
}

extension TableView {
  /// Whether the table shows its list's columns, under a header row.
  var showsColumns: Bool { columns.isShown }

  /// The rows of screen the column header takes at the top of the table.
  var headerRowHeight: Int { showsColumns ? 1 : 0 }

  /// The rows of screen the table's rows scroll in, under the column header.
  var viewportHeight: Int { max(0, frame.height - headerRowHeight) }

  /// The width the columns share: a row's width less the focus gutter.
  var columnsWidth: Int { max(0, rowWidth - 2) }

  /// How many characters the columns after the frozen one are scrolled sideways.
  public var horizontalOffset: Int { columns.horizontalOffset }

  /// Scrolls the columns after the frozen one sideways to `offset`, kept between 0 and the offset
  /// that shows the last column's edge.
  public func setHorizontalOffset(_ offset: Int) {
    let clamped = min(max(0, offset), columns.geometry.maximumOffset(width: columnsWidth))
    guard clamped != columns.horizontalOffset else { return }
    columns.horizontalOffset = clamped
    setNeedsLayout()
  }

  /// The column the keyboard is on: the cell cursor's, or the column of the focused control.
  public var focusedColumn: ColumnID? {
    guard showsColumns, !columns.geometry.columns.isEmpty else { return nil }
    if let header = state.focusedColumnHeader { return columns.geometry.columns[header].id }
    if cursor == .cell {
      return columns.geometry.columns[min(columns.cursorColumn, columns.geometry.columns.count - 1)].id
    }
    guard let row = focusedCell as? ColumnsRowCell else { return nil }
    return row.column(ofControlAt: state.focusedControlIndex)
  }

  /// The column whose header holds the keyboard focus, if one does.
  public var focusedColumnHeader: ColumnID? { state.focusedColumnHeader.map { columns.geometry.columns[$0].id } }

  /// The cell shown for `column` of the row at `indexPath`, or nil when it is not in view.
  public func cellForRow(at indexPath: IndexPath, column: ColumnID) -> TableCell? {
    (onScreen.cells[indexPath] as? ColumnsRowCell)?.cell(for: column)
  }

  /// The shown columns' places across the content (each followed by a separator), in order: `x`
  /// counts from the rows' content edge, after the two-character focus gutter, and before any
  /// sideways scrolling (``horizontalOffset``).
  public var columnFrames: [(id: ColumnID, x: Int, width: Int)] {
    columns.geometry.columns.map { ($0.id, $0.x, $0.width) }
  }

  /// Reads the list's columns and sort order again, and lays the columns out again.
  package func showColumns() {
    let wasShown = showsColumns
    let infos = listDataSource?.columnInfos ?? []
    if infos != columns.infos {
      // Widths measured for other columns, or other rules, are measured again.
      columns.fitted = columns.fitted.filter { id, _ in infos.contains { $0.id == id && !$0.isHidden } }
    }
    columns.infos = infos
    columns.sortOrder = listDataSource?.shownSortOrder ?? []
    columns.laidOutWidth = -1
    if let header = state.focusedColumnHeader, header >= columns.infos.filter({ !$0.isHidden }).count {
      state.focusedColumnHeader = nil
    }
    // Rows of columns and plain rows are different cells: the rows are made again.
    if wasShown != showsColumns { reloadData() } else { setNeedsLayout() }
  }

  /// Lays the columns out for the table's width when it or they changed; returns whether it did.
  @discardableResult
  func layOutColumnsIfNeeded() -> Bool {
    guard showsColumns, columns.laidOutWidth != columnsWidth || columns.geometry.freezesFirst != freezesFirst
    else { return false }
    columns.laidOutWidth = columnsWidth
    let state = columns
    columns.geometry = ColumnGeometry.layout(columns.infos, width: columnsWidth, freezesFirst: freezesFirstColumn) {
      info in max(CharacterWidth.of(state.headerTitle(of: info)), state.fitted[info.id] ?? 0)
    }
    columns.horizontalOffset = min(columns.horizontalOffset, columns.geometry.maximumOffset(width: columnsWidth))
    columns.cursorColumn = min(columns.cursorColumn, max(0, columns.geometry.columns.count - 1))
    return true
  }

  /// Whether the frozen column is frozen as the table asks: one column alone is never frozen.
  private var freezesFirst: Bool { freezesFirstColumn && columns.geometry.columns.count > 1 }

  // MARK: Rows of columns

  /// A row of columns for the row at `indexPath`, shown, with no cells yet.
  func makeColumnsRow(at indexPath: IndexPath) -> ColumnsRowCell {
    let row: ColumnsRowCell
    do {
      row = try rowRegistry.dequeue(
        ColumnsRowCell.self, identifier: ColumnsRowCell.poolName, kind: .cell, orRegister: { ColumnsRowCell() })
    } catch {
      preconditionFailure(error.description)
    }
    row.poolIdentifier = ColumnsRowCell.poolName
    row.show(in: self, at: indexPath)
    onScreen.cells[indexPath] = row
    addSubview(row)
    return row
  }

  /// Puts in `row` the cells of the columns in view, making those it lacks and recycling those
  /// scrolled away; returns false, having stopped, when app code the table called reloaded it.
  func placeColumnCells(in row: ColumnsRowCell, at indexPath: IndexPath) -> Bool {
    let geometry = columns.geometry
    let width = columnsWidth
    let height = row.frame.height
    let frozen = min(geometry.frozenWidth, width)
    row.frozenPane.frame = Rect(x: 0, y: 0, width: frozen, height: height)
    row.scrollPane.frame = Rect(x: frozen, y: 0, width: max(0, width - frozen), height: height)
    var old = row.columnCells
    var kept: [(id: ColumnID, cell: TableCell)] = []
    for visible in geometry.visible(offset: columns.horizontalOffset, width: width) {
      let placed = geometry.columns[visible.index]
      let cell: TableCell
      if let index = old.firstIndex(where: { $0.id == placed.id }) {
        cell = old.remove(at: index).cell
      } else {
        guard let made = makeColumnCell(placed.id, at: indexPath, in: row) else {
          row.columnCells = kept + old
          return false
        }
        cell = made
      }
      let isFrozen = geometry.freezesFirst && visible.index == 0
      let pane = isFrozen ? row.frozenPane : row.scrollPane
      if cell.superview !== pane { pane.addSubview(cell) }
      cell.frame = Rect(x: isFrozen ? 0 : visible.screenX - frozen, y: 0, width: placed.width, height: height)
      kept.append((placed.id, cell))
    }
    for (_, cell) in old { recycle(cell) }
    row.columnCells = kept
    row.separators = geometry.separators(offset: columns.horizontalOffset, width: width)
    row.cutMarks = geometry.cutMarks(offset: columns.horizontalOffset, width: width)
    row.cursorColumn = cursor == .cell && state.focusedColumnHeader == nil ? focusedColumn : nil
    return true
  }

  /// The cell of `column` for the row at `indexPath`, from the data source, held by `row`; nil when
  /// the table was reloaded while the data source made it.
  private func makeColumnCell(_ column: ColumnID, at indexPath: IndexPath, in row: ColumnsRowCell) -> TableCell? {
    guard let source = listDataSource else { return nil }
    let collected = ReuseScope(scheduler: scheduler)
    let view = collected.configuring { source.host(self, cellForItemAt: indexPath, column: column) }
    guard let cell = view as? TableCell else {
      preconditionFailure("The list data source returned a view that is not a TableCell for column \(column).")
    }
    cell.reuseScope.adopt(collected)
    guard !wasReloadedWhilePlacing else {
      recycle(cell)
      return nil
    }
    cell.host = self
    cell.containingRow = row
    cell.indexPath = row.indexPath
    cell.column = column
    cell.leadingInset = 0
    measureFitting(cell, in: column)
    return cell
  }

  /// Keeps the width of `cell`'s content when its column fits its content, and lays the columns
  /// out again when it is the widest yet.
  private func measureFitting(_ cell: TableCell, in column: ColumnID) {
    guard let info = columns.infos.first(where: { $0.id == column }), case .fitting = info.width else { return }
    let views = cell.contentView.subviews.filter { !$0.isHidden }
    let widths = views.map { view in view.preferredWidth ?? (view as? Label).map { CharacterWidth.of($0.text) } ?? 1 }
    let needed = widths.reduce(0, +) + max(0, views.count - 1)
    guard needed > columns.fitted[column] ?? 0 else { return }
    columns.fitted[column] = needed
    columns.laidOutWidth = -1
  }

  // MARK: The header row

  /// Draws the column header: each title with its sort arrow, the separators, and the focused
  /// header reversed.
  func drawColumnHeader(in canvas: Canvas) {
    let geometry = columns.geometry
    let width = columnsWidth
    let frozen = min(geometry.frozenWidth, width)
    for visible in geometry.visible(offset: columns.horizontalOffset, width: width) {
      let placed = geometry.columns[visible.index]
      guard let info = columns.info(of: placed) else { continue }
      let isFrozen = geometry.freezesFirst && visible.index == 0
      // A scrolled column is clipped where the frozen one ends, and at the table's edge.
      let left = isFrozen ? visible.screenX : max(visible.screenX, frozen)
      let right = min(visible.screenX + visible.width, width)
      guard right > left else { continue }
      let focused = state.focusedColumnHeader == visible.index && isFocused
      var style = Style(attributes: .bold)
      if focused { style.attributes.insert(.reverse) }
      let clip = Rect(x: 2 + left, y: 0, width: right - left, height: 1)
      let header = canvas.child(clip)
      header.fill(Rect(x: 0, y: 0, width: clip.width, height: 1), style: style)
      header.draw(columns.headerTitle(of: info, width: visible.width), x: visible.screenX - left, y: 0, style: style)
    }
    for separator in geometry.separators(offset: columns.horizontalOffset, width: width) {
      canvas.draw("│", x: 2 + separator, y: 0, style: canvas.theme.secondary)
    }
    for mark in geometry.cutMarks(offset: columns.horizontalOffset, width: width) {
      canvas.draw("…", x: 2 + mark, y: 0, style: Style(attributes: .bold))
    }
    if state.focusedColumnHeader != nil && isFocused {
      canvas.draw("›", x: 0, y: 0, style: Style(foreground: canvas.theme.accent, attributes: .bold))
    }
  }

  /// The shown column under `x` on the header row (in the table's coordinates), and whether `x`
  /// is on its trailing separator.
  private func headerHit(x: Int) -> (index: Int, onSeparator: Bool)? {
    columns.geometry.column(atScreenX: x - 2, offset: columns.horizontalOffset, width: columnsWidth)
  }

  /// Handles the mouse on the header row: a click on a title sorts by its column, a press on a
  /// separator and a drag resize the column before it.
  func handleHeaderMouse(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .press where event.button == .left:
      guard let hit = headerHit(x: point.x) else { return true }
      let placed = columns.geometry.columns[hit.index]
      if hit.onSeparator {
        if columns.info(of: placed)?.isResizable == true {
          columns.resizing = (placed.id, point.x, placed.width)
        }
        return true
      }
      application?.focus(self)
      focusColumnHeader(hit.index)
      sortByFocusedHeader()
      return true
    default:
      return false
    }
  }

  /// Resizes the column whose separator is being dragged, to follow the pointer at `x`; ends the
  /// drag on release. Returns false when no separator is being dragged.
  func continueResizing(_ event: MouseEvent, at point: Point) -> Bool {
    guard let resizing = columns.resizing else { return false }
    switch event.kind {
    case .drag:
      let width = max(1, resizing.startWidth + point.x - resizing.startX)
      listDataSource?.host(self, resizeColumn: resizing.column, to: Double(width))
    case .release:
      columns.resizing = nil
    default:
      break
    }
    return true
  }

  /// Moves the keyboard focus to the header of the shown column at `index`, scrolling it into view.
  func focusColumnHeader(_ index: Int) {
    guard columns.geometry.columns.indices.contains(index) else { return }
    state.focusedColumnHeader = index
    scrollColumnIntoView(index)
    setNeedsLayout()
  }

  /// Scrolls sideways so the shown column at `index` is in view.
  func scrollColumnIntoView(_ index: Int) {
    setHorizontalOffset(
      columns.geometry.offset(showing: index, from: columns.horizontalOffset, width: columnsWidth))
  }

  /// Sorts the rows by the focused header's column (the other way round when sorted by it).
  private func sortByFocusedHeader() {
    guard let header = state.focusedColumnHeader else { return }
    listDataSource?.host(self, didClickHeaderOfColumn: columns.geometry.columns[header].id)
  }

  /// Handles a key while a column header holds the focus: Left and Right move between headers,
  /// Enter or Space sorts, Shift with Left or Right resizes the column, Alt with Left or Right
  /// moves it, `-` hides it, Down goes back to the rows; Up stays, the header row being the top.
  func handleHeaderKey(_ event: KeyEvent) -> Bool {
    guard let header = state.focusedColumnHeader else { return false }
    let placed = columns.geometry.columns[header]
    switch (event.key, event.modifiers) {
    case (.left, []): focusColumnHeader(max(0, header - 1))
    case (.right, []): focusColumnHeader(min(columns.geometry.columns.count - 1, header + 1))
    case (.left, .shift), (.right, .shift):
      let width = placed.width + (event.key == .left ? -1 : 1)
      listDataSource?.host(self, resizeColumn: placed.id, to: Double(max(1, width)))
    case (.left, .alt), (.right, .alt):
      guard let place = columns.infos.firstIndex(where: { $0.id == placed.id }) else { return true }
      let target = place + (event.key == .left ? -1 : 1)
      guard columns.infos.indices.contains(target) else { return true }
      listDataSource?.host(self, moveColumn: placed.id, to: target)
      state.focusedColumnHeader = min(
        max(0, header + (event.key == .left ? -1 : 1)), columns.geometry.columns.count - 1)
    case (.character("-"), []):
      guard columns.info(of: placed)?.isHideable == true, columns.geometry.columns.count > 1 else { return true }
      listDataSource?.host(self, setColumn: placed.id, hidden: true)
    case (.enter, _), (.character(" "), []):
      sortByFocusedHeader()
    case (.up, []):
      break
    case (.down, []), (.tab, _):
      // The first stop below the header row: a section header that takes the focus, or a row.
      switch edgeStop(from: 0, forward: true) {
      case .header(let section)?: focusHeader(inSection: section)
      case .item(let indexPath)?: focusRow(at: indexPath)
      case nil: break
      }
    default:
      return false
    }
    setNeedsLayout()
    return true
  }

  /// Handles Left and Right (and Shift with them) on the rows of a table with columns: with a cell
  /// cursor they move it between columns; Shift scrolls a column sideways. Returns false for the
  /// other keys.
  func handleColumnsRowKey(_ event: KeyEvent) -> Bool {
    guard showsColumns, event.key == .left || event.key == .right else { return false }
    let step = event.key == .left ? -1 : 1
    if event.modifiers == .shift {
      // The first scrolling column that starts in view goes out of view, or the one before it
      // comes in.
      let geometry = columns.geometry
      let frozen = geometry.frozenWidth
      let visible = geometry.visible(offset: columns.horizontalOffset, width: columnsWidth)
      guard let first = visible.first(where: { !(geometry.freezesFirst && $0.index == 0) && $0.screenX >= frozen })
      else { return true }
      let target = first.index + step
      let lowest = geometry.freezesFirst ? 1 : 0
      guard target >= lowest, target < geometry.columns.count else { return true }
      setHorizontalOffset(geometry.columns[target].x - frozen)
      return true
    }
    guard cursor == .cell, event.modifiers.isEmpty else { return false }
    let count = columns.geometry.columns.count
    let target = min(max(0, columns.cursorColumn + step), count - 1)
    moveCellCursor(by: target - columns.cursorColumn)
    return true
  }

  /// Scrolls sideways to the column the keyboard moved to (the cell cursor's, or the focused
  /// control's), once each time the focus moves; returns whether the table scrolled.
  func followFocusedColumn() -> Bool {
    guard showsColumns, state.focusedColumnHeader == nil, let focused = focusedIndexPath else { return false }
    let stop = FocusedColumnStop(
      indexPath: focused, control: state.focusedControlIndex, cursorColumn: cursor == .cell ? columns.cursorColumn : nil
    )
    guard stop != columns.followed else { return false }
    columns.followed = stop
    let before = columns.horizontalOffset
    if cursor == .cell {
      scrollColumnIntoView(columns.cursorColumn)
    } else if let row = focusedCell as? ColumnsRowCell, !row.focusableControls.isEmpty,
      let id = row.column(ofControlAt: min(state.focusedControlIndex, row.focusableControls.count - 1)),
      let index = columns.geometry.columns.firstIndex(where: { $0.id == id })
    {
      scrollColumnIntoView(index)
    }
    return columns.horizontalOffset != before
  }

  /// Moves the cell cursor `step` columns, onto the next or previous row past the last or first
  /// column (Tab and Shift-Tab with a cell cursor).
  func moveCellCursor(by step: Int) {
    let count = columns.geometry.columns.count
    let target = columns.cursorColumn + step
    if target < 0 || target >= count {
      guard let focused = focusedIndexPath, let next = layout.neighbour(of: focused, forward: step > 0) else { return }
      columns.cursorColumn = step > 0 ? 0 : count - 1
      focusRow(at: next)
    } else {
      columns.cursorColumn = target
    }
    if let row = focusedCell as? ColumnsRowCell,
      let index = row.firstControlIndex(in: columns.geometry.columns[columns.cursorColumn].id)
    {
      state.focusedControlIndex = index
    }
    setNeedsLayout()
  }
}

extension TableView {
  /// Puts the cell cursor on the column of the focused row's focused control, when that row is on
  /// screen and has one.
  func moveCellCursorToFocusedControl() {
    guard let row = focusedCell as? ColumnsRowCell, !row.focusableControls.isEmpty,
      let id = row.column(ofControlAt: min(state.focusedControlIndex, row.focusableControls.count - 1)),
      let index = columns.geometry.columns.firstIndex(where: { $0.id == id })
    else { return }
    columns.cursorColumn = index
  }
}

/// Where the keyboard was when the table last scrolled sideways to follow it.
struct FocusedColumnStop: Equatable {
  var indexPath: IndexPath
  var control: Int
  var cursorColumn: Int?
}

extension ColumnsRowCell {
  /// The reuse identifier the table keeps its rows of columns under.
  static let poolName = "CellKit.ColumnsRow"
}
