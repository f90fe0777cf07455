import CellKit

/// The row of a table with columns: it holds the row's cell of each column in view, the frozen
/// column's at the leading edge and the others in a part that scrolls sideways, and draws the
/// separators between them.
///
/// The table makes and reuses these itself; the cells inside come from the list's registrations
/// for each column and are reused column by column.
@MainActor
final class ColumnsRowCell: TableCell {
  /// The frozen column's cell, at the leading edge.
  let frozenPane = View()
  /// The other columns' cells, clipped where the frozen column ends.
  let scrollPane = View()
  /// The cells in view, by column, in the order of the columns.
  var columnCells: [(id: ColumnID, cell: TableCell)] = []
  /// Where the separators are, from the row's content edge.
  var separators: [Int] = []
  /// Where columns cut at their leading edge begin, from the row's content edge.
  var cutMarks: [Int] = []
  /// The column the cell cursor is on, where the cursor is a cell.
  var cursorColumn: ColumnID?

  required init() {
    super.init()
    contentView.add(frozenPane, scrollPane)
  }

  /// The row's index path, which its cells show too: events from them are resolved with it.
  override package var indexPath: IndexPath? {
    get { super.indexPath }
    set {
      super.indexPath = newValue
      for (_, cell) in columnCells { cell.indexPath = newValue }
    }
  }

  override func layoutContent() {}

  /// The cell shown for `column`, if it is in view.
  func cell(for column: ColumnID) -> TableCell? {
    columnCells.first { $0.id == column }?.cell
  }

  /// The controls of the row's cells, column after column.
  override var focusableControls: [ControlView] {
    columnCells.flatMap(\.cell.focusableControls)
  }

  /// The column of the control at `index` among ``focusableControls``.
  func column(ofControlAt index: Int) -> ColumnID? {
    var remaining = index
    for (id, cell) in columnCells {
      let count = cell.focusableControls.count
      if remaining < count { return id }
      remaining -= count
    }
    return nil
  }

  /// The place among ``focusableControls`` of the first control of `column`'s cell, if it has one.
  func firstControlIndex(in column: ColumnID) -> Int? {
    var index = 0
    for (id, cell) in columnCells {
      let count = cell.focusableControls.count
      if id == column { return count > 0 ? index : nil }
      index += count
    }
    return nil
  }

  override func draw(in canvas: Canvas) {
    super.draw(in: canvas)
    for x in separators { canvas.draw("│", x: leadingInset + x, y: 0, style: canvas.theme.secondary) }
  }

  override func drawOverSubviews(in canvas: Canvas) {
    super.drawOverSubviews(in: canvas)
    for x in cutMarks { canvas.draw("…", x: leadingInset + x, y: 0, style: canvas.theme.secondary) }
    guard isFocusedRow, let cursorColumn, let cell = cell(for: cursorColumn), let pane = cell.superview else { return }
    let x = leadingInset + pane.frame.minX + cell.frame.minX
    let left = max(x, leadingInset + pane.frame.minX)
    let right = min(x + cell.frame.width, leadingInset + pane.frame.maxX)
    guard right > left else { return }
    canvas.addAttributes(.reverse, in: Rect(x: left, y: 0, width: right - left, height: frame.height))
  }
}
