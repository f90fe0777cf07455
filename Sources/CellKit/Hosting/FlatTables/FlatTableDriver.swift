import Foundation

/// Every decision of a table that shows a sectioned list as one run of rows (``FlatTableHost``):
/// which row shows what, how a batch of changes becomes row changes, which rows the user may select
/// and what a selection tells the adapter, and which item a drag moves.
///
/// The platform's data source and delegate callbacks become calls of this driver, and the driver
/// answers with what the platform needs, so the same decisions run on a Mac and in the tests here.
@MainActor
package final class FlatTableDriver {
  /// What a table row shows.
  package enum Content<View: AnyObject> {
    /// A cell, or a header or footer view the adapter made.
    case view(View)
    /// A section's title, in a header row or a footer row.
    case title(String, isHeader: Bool)
  }

  /// The list the table shows (``attach(_:for:)``), held weakly.
  package var source: (any ListDataSource)? { attached?.current }
  private var attached: AttachedSource?
  /// The table the driver decides for, once a list is attached; held weakly.
  package private(set) weak var table: (any ListHost)?
  /// The rows as the table shows them now.
  package internal(set) var rows = FlatRows()
  /// The header and footer rows that show a title rather than a view.
  var titleRows: Set<FlatRows.Row> = []
  /// The adapter's selection, as shown.
  package let selection = SelectionMirror()
  /// The item the user is dragging, followed through updates.
  var dragged: (@MainActor () -> IndexPath?)?
  /// Which columns the table shows, as the driver last decided.
  package internal(set) var shownColumns = ShownColumns.undecided
  /// The items the source was asked to prefetch, and the scroll direction.
  var prefetching = FlatTablePrefetching()
  /// Whether sections show header and footer rows; a grid of tiles shows their items only.
  let showsSectionRows: Bool

  package init(showsSectionRows: Bool = true) {
    self.showsSectionRows = showsSectionRows
  }

  /// Makes `source` the list `host` shows, or none.
  package func attach(_ source: (any ListDataSource)?, for host: AnyObject) {
    attached = source.map { AttachedSource($0, host: host) }
    table = host as? any ListHost
  }

  /// Lays the rows out again from the source's answers, as the table does when it asks for its row
  /// count.
  ///
  /// - Returns: the number of rows.
  /// - Complexity: O(sections).
  package func numberOfRows(in host: any ListHost) -> Int {
    rows = layOut(host)
    return rows.count
  }

  /// The rows the source's answers make now.
  func layOut(_ host: any ListHost) -> FlatRows {
    guard let source else { return FlatRows() }
    return answer(host) {
      FlatRows(
        (0..<source.numberOfSections(in: host)).map { section in
          FlatRows.Section(
            hasHeader: showsSectionRows
              && (source.providesHeaderViews || source.host(host, titleForHeaderInSection: section) != nil),
            itemCount: source.host(host, numberOfItemsInSection: section),
            hasFooter: showsSectionRows
              && (source.providesFooterViews || source.host(host, titleForFooterInSection: section) != nil))
        })
    }
  }

  /// Answers one of the table's questions about its rows with `body`, as a layout of the table's
  /// session: app code the list runs meanwhile (a configure or title closure) has its changes
  /// shown once the table's own work is over.
  private func answer<Result>(_ host: any ListHost, _ body: () -> Result) -> Result {
    host.actions.session.perform(.layingOut, body)
  }

  /// What `row` shows, in `column` of a list with columns: the item's cell (for that column), the
  /// section's header or footer view, or its title. A header row spans the columns (the table asks
  /// with no column); a footer row shows in the first column shown, and nothing in the others.
  ///
  /// - Precondition: the views the source makes are `View`s.
  /// - Returns: nil for a row out of range, or a column where the row shows nothing.
  package func content<View: AnyObject>(
    ofRow row: Int, column: ColumnID? = nil, in host: any ListHost, as viewType: View.Type = View.self
  ) -> Content<View>? {
    guard let source, let shown = rows[row] else { return nil }
    if let column, shown.isSectionRow, column != firstShownColumn { return nil }
    let (view, title): (AnyObject?, String?) = answer(host) {
      switch shown {
      case .item(let indexPath):
        if let column = column ?? firstShownColumn {
          return (source.host(host, cellForItemAt: indexPath, column: column), nil)
        }
        return (source.host(host, cellForItemAt: indexPath), nil)
      case .header(let section):
        let view = source.host(host, headerViewForSection: section)
        return (view, view == nil ? source.host(host, titleForHeaderInSection: section) ?? "" : nil)
      case .footer(let section):
        let view = source.host(host, footerViewForSection: section)
        return (view, view == nil ? source.host(host, titleForFooterInSection: section) ?? "" : nil)
      }
    }
    if let title {
      titleRows.insert(shown)
      return .title(title, isHeader: shown == .header(section: shown.section))
    }
    titleRows.remove(shown)
    guard let view = view as? View else {
      preconditionFailure(
        "The list data source returned a \(view.map { "\(type(of: $0))" } ?? "nil") for \(shown), not a \(View.self).")
    }
    return .view(view)
  }

  /// What `row` shows in the platform column named `identifier` (nil for a group row, which spans
  /// the columns), `isFirstColumn` when it is the table's first: the cell of the list's column of
  /// that name; in a list of rows, the row's cell in the table's first column (its own, or
  /// CellKit's one column), and nothing in the table's other columns.
  package func content<View: AnyObject>(
    ofRow row: Int, inPlatformColumn identifier: String?, isFirstColumn: Bool, in host: any ListHost,
    as viewType: View.Type = View.self
  ) -> Content<View>? {
    let column = self.column(named: identifier)
    guard column != nil || identifier == nil || isFirstColumn else { return nil }
    return content(ofRow: row, column: column, in: host, as: viewType)
  }

  /// Whether `row` is drawn as a group row: a section header, floating while its section scrolls.
  package func isGroupRow(_ row: Int) -> Bool {
    rows[row].map { $0 == .header(section: $0.section) } ?? false
  }

  /// Where an event from `row` happened: an item, a header or a footer. A table whose data source
  /// is the app's own reports row `n` as item `[0, n]`.
  ///
  /// - Returns: nil for a row out of range (a view not in the table is in row -1).
  package func location(ofRow row: Int) -> ActionLocation? {
    guard source != nil else { return row >= 0 ? .item(IndexPath(item: row, section: 0)) : nil }
    return rows[row].map(\.location)
  }

  func performBatchUpdates(_ changes: ListChanges, on host: some FlatTableHost, updateData: () -> Void) {
    let old = rows
    let shownCount = host.shownRowCount
    updateData()
    followPrefetched(changes, oldSectionCount: old.sections.count)
    let new = layOut(host)
    rows = new
    guard host.isOnScreen, shownCount == old.count,
      let updates = FlatRows.updates(from: old, to: new, changes: changes), updates.moves.count <= 100
    else {
      return reload(on: host)
    }
    // What the table does to its selection meanwhile (moving it with the rows, trimming it) is no
    // choice of the user's: the batch is a change of the table's session.
    host.actions.session.perform(.updating) { updateRows(updates, changes: changes, new: new, on: host) }
  }

  private func updateRows(
    _ updates: FlatRows.Updates, changes: ListChanges, new: FlatRows, on host: some FlatTableHost
  ) {
    // Even an empty batch can add or remove a header or footer row, when a title appears or goes.
    host.updateRows(removing: updates.removed, moving: updates.moves, inserting: updates.inserted)
    // The visible header and footer rows are asked again: their titles may count the rows or read
    // observed values. After an empty batch (cells or views configured in place) only the title
    // rows are: header and footer views were configured in place, and a reload would replace them.
    let visible = host.visibleRowRange
    let titles = visible.filter { row in
      !updates.inserted.contains(row)
        && new[row].map { $0.isSectionRow && (!changes.isEmpty || titleRows.contains($0)) }
          ?? false
    }
    let reloaded = updates.reloaded.union(IndexSet(titles))
    if !reloaded.isEmpty { host.reloadRows(reloaded) }
    // A reloaded row's height "will not be re-queried" (NSTableView.h): reloaded rows are measured
    // again, and after an empty batch (contents configured in place) every visible row.
    let measured = changes.isEmpty ? reloaded.union(IndexSet(integersIn: visible)) : reloaded
    if !measured.isEmpty { host.measureRows(measured) }
  }

  /// Reloads every row, as a change of the table's session: the table's own change to its
  /// selection meanwhile is not the user's.
  func reload(on host: some FlatTableHost) {
    prefetching.prefetched.removeAll()
    host.actions.session.perform(.updating) { host.reloadData() }
  }

  func showSelection(_ indexPaths: Set<IndexPath>, on host: some FlatTableHost) {
    selection.show(indexPaths, on: host) { select($0, on: host) }
  }

  /// Selects the rows of `indexPaths` on `host`, unless it shows them already.
  func select(_ indexPaths: Set<IndexPath>, on host: some FlatTableHost) {
    let shown = IndexSet(indexPaths.compactMap { rows.index(of: .item($0)) })
    if shown != host.selectedRows { host.selectRows(shown) }
  }

  /// The items of `rows`, by index path.
  func selectedItems(_ rows: IndexSet) -> Set<IndexPath> {
    Set(rows.compactMap { self.rows[$0]?.indexPath })
  }

  func visibleViews(on host: some FlatTableHost) -> [(location: ActionLocation, view: AnyObject)] {
    let columns = (source?.columnInfos ?? []).filter { !$0.isHidden }.map(\.id)
    return host.visibleRowRange.flatMap { row -> [(location: ActionLocation, view: AnyObject)] in
      guard let indexPath = rows[row]?.indexPath else { return [] }
      // A row of columns has a view in each column shown.
      guard !columns.isEmpty else { return host.shownView(atRow: row).map { [(.item(indexPath), $0)] } ?? [] }
      return columns.compactMap { column in host.shownView(atRow: row, column: column).map { (.item(indexPath), $0) } }
    }
  }

  /// A floating group row can be outside the visible rectangle's rows: any view made for the row
  /// counts. A header row spans the columns; a footer row of a list with columns shows its view in
  /// the first column shown, wherever the user moved it.
  func visibleView(of element: SupplementaryElement, on host: some FlatTableHost) -> AnyObject? {
    guard let row = element.flatRow.flatMap(rows.index(of:)) else { return nil }
    if case .footer = element, let column = firstShownColumn { return host.shownView(atRow: row, column: column) }
    return host.shownView(atRow: row)
  }
}

extension FlatRows.Row {
  /// The section the row is in.
  package var section: Int {
    switch self {
    case .header(let section), .footer(let section): section
    case .item(let indexPath): indexPath.section
    }
  }

  /// The item's index path, for an item row.
  var indexPath: IndexPath? {
    if case .item(let indexPath) = self { return indexPath }
    return nil
  }

  /// Whether the row is a header or a footer.
  var isSectionRow: Bool { indexPath == nil }

  var location: ActionLocation {
    switch self {
    case .item(let indexPath): .item(indexPath)
    case .header(let section): .header(section: section)
    case .footer(let section): .footer(section: section)
    }
  }
}

extension SupplementaryElement {
  /// The row a flat table shows the element in, if it shows it.
  var flatRow: FlatRows.Row? {
    switch self {
    case .header(let section): .header(section: section)
    case .footer(let section): .footer(section: section)
    case .item: nil
    }
  }
}
