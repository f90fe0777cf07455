@_spi(CellKitPlatform) import CellKit
import Foundation

/// A cell of the AppKit-rules table: the text its configure closure gave it.
@MainActor
package class RowCell {
  package var text = ""

  package required init() {}
}

/// A cell of another class, for items whose content asks for it.
@MainActor
package final class MarkedCell: RowCell {}

/// A table host that keeps AppKit's documented rules for a view-based `NSTableView`, driven by the
/// same `FlatTableDriver` a Mac runs:
///
/// - a batch (`beginUpdates`…`endUpdates`) removes, moves and inserts rows one change after
///   another, each on the rows as the previous one left them, and moves the selection with them;
///   afterwards the row count must be the data source's, and every row kept must still show what
///   it showed;
/// - `reloadData` "drops all known views … The selected rows are not maintained": the selected
///   row indexes stay as they were, whatever rows they now are;
/// - `selectRowIndexes` posts the selection-changed notification, as a user's change does, and so
///   does a batch or a reload that moves or trims the selection (the worst case: the header does not
///   say);
/// - `tableView(_:selectionIndexesForProposedSelection:)` "may be called multiple times with one new
///   index added to the existing selection": each probe must be free of effects;
/// - the keyboard proposes the row next to the selection, group rows included, and ⌘A every row;
/// - views exist only for the visible rows, made when a row scrolls into view: a group row's one
///   view spanning the columns (asked for with no column), the other rows' a view per shown column;
/// - and the column rules of `NSTableView.h` and `NSTableColumn.h`, in `AppKitRulesHost+Columns`.
///
/// Every broken rule is recorded in ``violations``.
@MainActor
package final class AppKitRulesHost: FlatTableHost {
  /// What a row shows: an item's cell text, or a header or footer (its title, or a view's text).
  package enum Shown: Equatable, CustomStringConvertible {
    case cell(String)
    case header(String)
    case footer(String)

    package var description: String {
      switch self {
      case .cell(let text): text
      case .header(let text): "[\(text)]"
      case .footer(let text): "(\(text))"
      }
    }
  }

  package let actions = ActionRouter()
  package let tableDriver = FlatTableDriver()
  package var listDataSource: (any ListDataSource)? {
    get { tableDriver.source }
    set {
      tableDriver.attach(newValue, for: self)
      tableDriver.showColumns(on: self)
      reloadData()
    }
  }
  /// What each row shows, as the table keeps it between reloads: its item's identity, or "header"
  /// or "footer".
  package private(set) var rows: [AnyHashable] = []
  /// The views made for rows, by row, then by platform column identifier (nil: a group row's view,
  /// spanning the columns).
  package internal(set) var views: [Int: [String?: AnyObject]] = [:]
  package private(set) var selectedRows = IndexSet()
  /// The first visible row; ``visibleCount`` rows are visible.
  package var scrollOffset = 0 {
    didSet { makeVisibleViews() }
  }
  package let visibleCount = 8
  package var isOnScreen = true
  package internal(set) var violations: [String] = []
  package private(set) var reloads = 0
  package private(set) var batches = 0
  /// Counts what the app observes (selection handlers, collapses): a probe must leave it alone.
  package var effects: () -> Int = { 0 }
  /// The rows a user's drag is dragging, while it is under way.
  private var dragging: IndexSet?

  package let scheduler: any MainScheduler

  /// The table's columns, hidden ones too, in order.
  package internal(set) var tableColumns: [RulesColumn] = []
  /// The header view: a table made in code has one (`NSTableView.h`: "The default value is a new
  /// NSTableHeaderView instance"); a table from a nib may have none.
  package internal(set) var headerView: RulesHeaderView? = RulesHeaderView()
  /// The header view CellKit's AppKit host keeps while it hides the table's.
  var hiddenHeaderView: RulesHeaderView?
  package internal(set) var sortDescriptorsStorage: [PlatformColumns.SortDescriptor] = []
  package internal(set) var columnAutoresizingStyle = ColumnAutoresizingStyle.lastColumnOnly
  /// The table's width, which its columns' autoresizing follows.
  package internal(set) var frameWidth: Double = 400

  /// A table made in code: no columns, a header view.
  package init(scheduler: any MainScheduler = MainActorScheduler()) {
    self.scheduler = scheduler
    actions.attach(to: self)
  }

  /// A table from a nib or storyboard: its own `columns`, with a header view or none.
  package convenience init(
    scheduler: any MainScheduler = MainActorScheduler(), columns: [RulesColumn], hasHeader: Bool, width: Double = 400
  ) {
    self.init(scheduler: scheduler)
    tableColumns = columns
    headerView = hasHeader ? RulesHeaderView() : nil
    frameWidth = width
  }

  // MARK: The table's side of the primitives

  package var shownRowCount: Int { rows.count }

  package var visibleRowRange: Range<Int> {
    let start = min(scrollOffset, rows.count)
    return start..<min(rows.count, start + visibleCount)
  }

  package func location(of view: any ActionSender) -> ActionLocation? { nil }

  package func reloadData() {
    reloads += 1
    views = [:]
    rows = (0..<tableDriver.numberOfRows(in: self)).map { identity(ofRow: $0) }
    // The table's selection changes with its rows; views are made after, and what app code does
    // to the selection from their configuration stands.
    let selected = selectedRows.filteredIndexSet { $0 < rows.count }
    if selected != selectedRows {
      selectedRows = selected
      tableDriver.selectionDidChange(on: self)
    }
    makeVisibleViews()
  }

  package func updateRows(
    removing removed: IndexSet, moving moves: [FlatRows.Updates.Move], inserting inserted: IndexSet
  ) {
    batches += 1
    var rows: [(id: AnyHashable, view: [String?: AnyObject]?, selected: Bool, inserted: Bool)] = self.rows.indices.map {
      (self.rows[$0], views[$0], selectedRows.contains($0), false)
    }
    for row in removed.reversed() {
      guard rows.indices.contains(row) else {
        violations.append("NSTableView error removing row \(row) of \(rows.count)")
        return
      }
      rows.remove(at: row)
    }
    for move in moves {
      guard rows.indices.contains(move.from), rows.indices.contains(move.to) else {
        violations.append("NSTableView error moving row \(move.from) to \(move.to) of \(rows.count)")
        return
      }
      rows.insert(rows.remove(at: move.from), at: move.to)
    }
    for row in inserted {
      guard row <= rows.count else {
        violations.append("NSTableView error inserting row \(row) of \(rows.count)")
        return
      }
      rows.insert((AnyHashable("new"), nil, false, true), at: row)
    }
    let count = expectedRowCount()
    guard rows.count == count else {
      violations.append("after the batch the table has \(rows.count) rows, the data source \(count)")
      return
    }
    for (row, kept) in rows.enumerated() where !kept.inserted && kept.id != identity(ofRow: row) {
      violations.append("row \(row) kept showing \(kept.id) should show \(identity(ofRow: row))")
    }
    self.rows = rows.indices.map { identity(ofRow: $0) }
    views = [:]
    for (row, kept) in rows.enumerated() { views[row] = kept.view }
    let selected = IndexSet(rows.indices.filter { rows[$0].selected })
    for row in Array(views.keys) where !visibleRowRange.contains(row) { views[row] = nil }
    if selected != selectedRows {
      selectedRows = selected
      tableDriver.selectionDidChange(on: self)
    }
    makeVisibleViews()
  }

  package func reloadRows(_ rows: IndexSet) {
    for row in rows where visibleRowRange.contains(row) { views[row] = makeViews(row) }
  }

  package func measureRows(_ rows: IndexSet) {}

  /// A group row's view, or the view in the table's first shown column (as
  /// `NSTableView+ListHost` asks `view(atColumn:row:makeIfNecessary:)`).
  package func shownView(atRow row: Int) -> AnyObject? {
    views[row]?[nil] ?? tableColumns.first { !$0.isHidden }.flatMap { views[row]?[$0.identifier] }
  }

  package func shownView(atRow row: Int, column: ColumnID) -> AnyObject? { views[row]?[column.rawValue] }

  package func selectRows(_ rows: IndexSet) {
    for row in rows where !self.rows.indices.contains(row) {
      violations.append("selectRowIndexes: row \(row) of \(self.rows.count)")
    }
    selectedRows = rows
    tableDriver.selectionDidChange(on: self)
  }

  // MARK: What the user does

  /// A click on `row`.
  package func click(_ row: Int) {
    propose([row], byKeyboard: false)
  }

  /// A ⌘-click on `row`: toggles it.
  package func commandClick(_ row: Int) {
    var proposed = selectedRows
    if proposed.contains(row) { proposed.remove(row) } else { proposed.insert(row) }
    propose(proposed, byKeyboard: false)
  }

  /// A Shift-click on `row`: extends the selection to it, probing each new row first.
  package func shiftClick(_ row: Int) {
    let anchor = selectedRows.last ?? row
    let range = IndexSet(integersIn: min(anchor, row)...max(anchor, row))
    for probe in range.subtracting(selectedRows) {
      propose(selectedRows.union([probe]), byKeyboard: false, probing: true)
    }
    propose(selectedRows.union(range), byKeyboard: false)
  }

  /// Down (or Up) arrow, extending the selection with Shift.
  package func arrow(down: Bool, extending: Bool = false) {
    let edge = (down ? selectedRows.last : selectedRows.first) ?? (down ? -1 : rows.count)
    let next = edge + (down ? 1 : -1)
    guard rows.indices.contains(next) else { return }
    if extending { propose(selectedRows, byKeyboard: true, probing: true) }
    propose(extending ? selectedRows.union([next]) : [next], byKeyboard: true)
  }

  /// ⌘A.
  package func selectAll() {
    propose(IndexSet(integersIn: 0..<rows.count), byKeyboard: true)
  }

  /// The user drags `rows` (the selected ones, say), grabbing `grabbed`.
  package func beginDrag(of rows: IndexSet, grabbing grabbed: Int) {
    let draggable = rows.filteredIndexSet { tableDriver.canDrag(row: $0) }
    guard !draggable.isEmpty else { return }
    dragging = draggable
    tableDriver.beginDrag(of: draggable, grabbing: grabbed, on: self)
  }

  /// The user drops the drag into the gap before `gap`, between rows.
  @discardableResult
  package func drop(atGap gap: Int) -> Bool {
    defer {
      dragging = nil
      tableDriver.endDrag()
    }
    guard dragging != nil, tableDriver.acceptsDrop(atGap: gap, isBetweenRows: true, isFromThisTable: true) else {
      return false
    }
    return tableDriver.drop(atGap: gap, on: self)
  }

  // MARK: Reading the table

  /// What each visible row's view shows now (its first column's, in a table of columns), by row.
  package func visibleShown() -> [Int: Shown] {
    Dictionary(
      uniqueKeysWithValues: visibleRowRange.compactMap { row in shownView(atRow: row).map { (row, shown($0, row: row)) }
      })
  }

  /// The text of the cell shown in `row` for `column` (nil: the view spanning a group row), or the
  /// title shown there.
  package func text(_ row: Int, _ column: String?) -> String? {
    (views[row]?[column]).map { (($0 as? RowCell)?.text ?? ($0 as? TitleView)?.title) ?? "?" }
  }

  // MARK: Inside

  private func propose(_ proposed: IndexSet, byKeyboard: Bool, probing: Bool = false) {
    let before = effects()
    let allowed = tableDriver.allowedSelection(proposed, current: selectedRows, byKeyboard: byKeyboard)
    if effects() != before { violations.append("the selection proposal \(Array(proposed)) had effects") }
    guard !probing, allowed != selectedRows else { return }
    for row in allowed where !rows.indices.contains(row) {
      violations.append("the proposal answered row \(row) of \(rows.count)")
      return
    }
    selectedRows = allowed
    tableDriver.selectionDidChange(on: self)
  }

  func makeVisibleViews() {
    for row in visibleRowRange where views[row] == nil { views[row] = makeViews(row) }
  }

  /// A header or footer row showing a title: a title view of the table's own.
  final class TitleView {
    let title: String
    init(_ title: String) { self.title = title }
  }

  /// The views of `row`, as the table asks its delegate for them: a group row's once, with no
  /// column; another row's for each column shown.
  private func makeViews(_ row: Int) -> [String?: AnyObject] {
    let columns: [(identifier: String?, isFirst: Bool)] =
      tableDriver.isGroupRow(row)
      ? [(nil, false)]
      : tableColumns.filter { !$0.isHidden }.enumerated().map { ($0.element.identifier, $0.offset == 0) }
    var views: [String?: AnyObject] = [:]
    for column in columns {
      let content = tableDriver.content(
        ofRow: row, inPlatformColumn: column.identifier, isFirstColumn: column.isFirst, in: self, as: AnyObject.self)
      switch content {
      case .view(let view)?: views[column.identifier] = view
      case .title(let title, _)?: views[column.identifier] = TitleView(title)
      case nil: break
      }
    }
    return views
  }

  private func shown(_ view: AnyObject, row: Int) -> Shown {
    // A marked cell says its class, so a view of the wrong class shows as wrong.
    let text = (view is MarkedCell ? "[marked]" : "") + ((view as? RowCell)?.text ?? (view as? TitleView)?.title ?? "?")
    return rows[row] == AnyHashable("header")
      ? .header(text) : rows[row] == AnyHashable("footer") ? .footer(text) : .cell(text)
  }

  /// What the data source says `row` shows now.
  private func identity(ofRow row: Int) -> AnyHashable {
    switch tableDriver.rows[row] {
    case .header: "header"
    case .footer: "footer"
    case .item(let indexPath): listDataSource?.host(self, identityOfItemAt: indexPath) ?? AnyHashable("no identity")
    case nil: "none"
    }
  }

  /// Whether the host is checking the data source's answers for a rule: code of the app's that
  /// runs meanwhile is the check's, not AppKit's, and must not change the list.
  package private(set) var isChecking = false

  /// The row count the data source's answers make, counted here.
  private func expectedRowCount() -> Int {
    guard let source = listDataSource else { return 0 }
    isChecking = true
    defer { isChecking = false }
    return (0..<source.numberOfSections(in: self)).reduce(0) { count, s in
      count + source.host(self, numberOfItemsInSection: s)
        + (source.providesHeaderViews || source.host(self, titleForHeaderInSection: s) != nil ? 1 : 0)
        + (source.providesFooterViews || source.host(self, titleForFooterInSection: s) != nil ? 1 : 0)
    }
  }

  /// Makes a cell of `type` for the adapter's registrations.
  package func dequeueCell<Cell: RowCell>(_ type: Cell.Type = RowCell.self) -> Cell { Cell() }
}
