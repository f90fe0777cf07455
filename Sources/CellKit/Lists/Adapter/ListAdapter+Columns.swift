import Foundation

extension ListAdapter {
  /// The list's columns, in the order the host shows them; empty (the default) for a list of rows.
  ///
  /// Each column's cells come from the registrations made for its identifier
  /// (`list.cell(TaskDoneCell.self, column: .done) { … }`), tried in order as for rows. An event from a
  /// control in a column's cell is resolved, when it fires, to its row's current index path, item
  /// and column: ``ActionContext/column``.
  ///
  /// What the user does to the columns (resizes, hides or moves one) changes this property, so an
  /// app that keeps a table's layout reads it here. Hosts without columns (UIKit's) show each row
  /// with the registrations made without a column.
  ///
  /// ```swift
  /// list.columns = [
  ///   ListColumn(.title, "Title", sortedBy: \.title),
  ///   ListColumn(.priority, "Priority", width: .fixed(8), sortedBy: \.priority),
  /// ]
  /// ```
  ///
  /// - Precondition: No two columns have the same ``ListColumn/id``.
  public var columns: [ListColumn<Item>] {
    get { columnList }
    set {
      var seen = Set<ColumnID>()
      for column in newValue where !seen.insert(column.id).inserted {
        preconditionFailure(
          """
          Two columns of the list are named "\(column.id)": cell registrations, sort keys and events name \
          a column by its id, so each column needs an id of its own.
          """)
      }
      columnList = Self.finiteWidths(newValue)
      // The rows are sorted again by the new columns' comparators; a key naming a column no longer
      // there is dropped, with a diagnostic.
      if !sortKeys.isEmpty {
        setSortOrder(sortKeys)
        schedule(snapshot, animatingDifferences: true)
      }
      showColumnsWhenFree()
    }
  }

  /// The order the rows are shown in: by the first key's column, then, among rows it does not tell
  /// apart, by the next key's, and so on; empty (the default) for the snapshot's order.
  ///
  /// Sorting is a presentation of ``snapshot``, like ``filter``: rows are sorted within their
  /// sections, sections keep their order, and a snapshot applied while sorted is shown sorted, by
  /// a batch update. Selection, the keyboard focus and routing stay on items, and index paths given
  /// to handlers, the delegate and configure closures stay the items' places in ``snapshot``. Rows
  /// the keys do not tell apart keep the snapshot's order. While sorted, rows cannot be moved:
  /// their order is the sort's.
  ///
  /// Clicking a sortable column's header sorts by it, ascending, then descending on the next
  /// click; the keys before it follow it (as `NSTableView` does).
  ///
  /// ```swift
  /// list.sortOrder = [.ascending(.due), .descending(.priority)]
  /// ```
  ///
  /// A key naming a column the list does not have, or one it cannot sort by, is left out, and
  /// reported as a ``Diagnostic`` saying which.
  ///
  /// - Complexity: O(n log n) comparisons for the n rows shown, each time a snapshot is shown.
  @inlinable
  public var sortOrder: [SortKey] {
    get { sortKeys }
    set {
      // Made here, in the caller's code, the sort's loop is specialized for its types.
      loops = ItemLoops()
      showSortOrder(newValue)
    }
  }

  /// Sorts the rows by `keys` (those naming sortable columns), with the loops made last.
  @usableFromInline
  func showSortOrder(_ keys: [SortKey]) {
    setSortOrder(keys)
    schedule(snapshot, animatingDifferences: true)
    showColumnsWhenFree()
  }

  /// Keeps those of `keys` that name a sortable column, once each, reporting the others, and
  /// makes the presentation's order from them.
  private func setSortOrder(_ keys: [SortKey]) {
    var kept: [SortKey] = []
    var dropped: [String] = []
    for key in keys {
      guard !kept.contains(where: { $0.column == key.column }) else { continue }
      guard let column = columnList.first(where: { $0.id == key.column }) else {
        dropped.append("\"\(key.column)\" is not a column of the list")
        continue
      }
      guard column.isSortable else {
        dropped.append("\"\(key.column)\" has no sort: give its ListColumn a `sortedBy:` key path or comparator")
        continue
      }
      kept.append(key)
    }
    if !dropped.isEmpty {
      Diagnostics.report(
        Diagnostic(
          .unknownColumn,
          """
          The sort order names columns the list cannot sort by: \(dropped.joined(separator: "; ")). \
          The rows are sorted by the other keys.
          """))
    }
    sortKeys = kept
    var sortPlaces: (@MainActor ([Item], [Int]?) -> [Int])?
    if kept.count == 1, let sort = column(kept[0].column)?.sortPlaces {
      let ascending = kept[0].isAscending
      sortPlaces = { items, places in
        var places = places ?? Array(items.indices)
        sort(items, &places, ascending)
        return places
      }
    }
    change(.order(Self.order(of: kept, in: columnList), sortPlaces: sortPlaces))
  }

  /// One comparator for `keys`: the first key's column decides, then the next one's among items
  /// it does not tell apart; nil for no keys.
  private static func order(of keys: [SortKey], in columns: [ListColumn<Item>]) -> (
    @MainActor (Item, Item) -> Bool
  )? {
    let comparators = keys.compactMap { key in
      columns.first { $0.id == key.column }?.areInIncreasingOrder.map { (ascending: key.isAscending, $0) }
    }
    guard let first = comparators.first else { return nil }
    if comparators.count == 1 {
      let increasing = first.1
      return first.ascending ? increasing : { increasing($1, $0) }
    }
    return { lhs, rhs in
      for (ascending, increasing) in comparators {
        let (a, b) = ascending ? (lhs, rhs) : (rhs, lhs)
        if increasing(a, b) { return true }
        if increasing(b, a) { return false }
      }
      return false
    }
  }

  /// `columns` with every width a host can lay out: a rule or a user's width that is not a finite
  /// number is replaced (the rule by ``ColumnWidth/flexible``, the user's width by none) and
  /// reported.
  private static func finiteWidths(_ columns: [ListColumn<Item>]) -> [ListColumn<Item>] {
    columns.map { column in
      var column = column
      let resizedIsFinite = column.resizedWidth?.isFinite ?? true
      guard !column.width.isFinite || !resizedIsFinite else { return column }
      let what = column.width.isFinite ? "resizedWidth \(column.resizedWidth ?? 0)" : "width \(column.width)"
      Diagnostics.report(
        Diagnostic(
          .invalidColumnWidth,
          """
          Column "\(column.id)" has a \(what), which is not a finite number: a width is a number of \
          points on AppKit and GTK, and of character cells in the terminal. The column is laid out as \
          \(column.width.isFinite ? "its rule says" : ".flexible") until you give it a finite width.
          """))
      if !column.width.isFinite { column.width = .flexible }
      column.resizedWidth = nil
      return column
    }
  }

  /// The column named `id`, or nil.
  ///
  /// - Complexity: O(columns).
  package func column(_ id: ColumnID) -> ListColumn<Item>? {
    columnList.first { $0.id == id }
  }

  /// The user sorted by the column `id` (clicked its header): ascending, or the other way round
  /// when the list is sorted by it first already; the keys before it follow it.
  package func userSorted(byColumn id: ColumnID) {
    guard column(id)?.isSortable == true else { return }
    let first = sortKeys.first.flatMap { $0.column == id ? $0.reversed : nil } ?? .ascending(id)
    showSortOrder([first] + sortKeys.filter { $0.column != id })
  }

  /// The user resized the column `id` to `width`: it keeps that width, within its rule's bounds.
  package func userResized(column id: ColumnID, to width: Double) {
    guard let index = columnList.firstIndex(where: { $0.id == id }), columnList[index].isResizable else { return }
    let resized = columnList[index].width.clamping(width)
    guard resized != columnList[index].resizedWidth else { return }
    columnList[index].resizedWidth = resized
    showColumnsWhenFree()
  }

  /// The user hid or showed the column `id`.
  package func userSet(column id: ColumnID, hidden: Bool) {
    guard let index = columnList.firstIndex(where: { $0.id == id }), columnList[index].isHideable || !hidden else {
      return
    }
    columnList[index].isHidden = hidden
    showColumnsWhenFree()
  }

  /// The user moved the column `id` to `place` among the columns.
  package func userMoved(column id: ColumnID, to place: Int) {
    guard let index = columnList.firstIndex(where: { $0.id == id }) else { return }
    let column = columnList.remove(at: index)
    columnList.insert(column, at: min(max(0, place), columnList.count))
    showColumnsWhenFree()
  }
}

extension ListAdapter {
  /// Has the host show the columns as they are now, once the host is free: from a configure
  /// closure or a handler, a change of columns waits for the host's layout or the event, as
  /// snapshots do, so an `NSTableView` never gains or loses a column while it asks for a view.
  func showColumnsWhenFree() {
    session.submit { [weak self] in self?.host?.showColumns() }
  }

  /// The places in `snapshot` of the rows the host would show of it now, section by section, in
  /// order (after the filter, the sort and the collapsed sections), or nil when it shows every row
  /// in place: the work of choosing the rows, for the benchmark.
  package func shownPlaces(of snapshot: Snapshot<Section, Item>) -> [[Int]]? {
    presentation.rows(of: snapshot, loops: loops).1
  }

  package var columnInfos: [ColumnInfo] { columnList.map(\.info) }

  package var shownSortOrder: [SortKey] { sortKeys }

  package func hasColumn(_ id: ColumnID) -> Bool { columnList.contains { $0.id == id } }

  package func host(_ host: any ListHost, cellForItemAt indexPath: IndexPath, column: ColumnID) -> AnyObject {
    let item = presentation.shown[indexPath]
    return registrations.cell(
      for: item, at: indexPath, itemIndexPath: modelIndexPath(indexPath), column: column, in: host)
  }

  package func host(_ host: any ListHost, didClickHeaderOfColumn column: ColumnID) {
    userSorted(byColumn: column)
  }

  package func host(_ host: any ListHost, didSortBy keys: [SortKey]) {
    showSortOrder(keys)
  }

  package func host(_ host: any ListHost, resizeColumn column: ColumnID, to width: Double) {
    userResized(column: column, to: width)
  }

  package func host(_ host: any ListHost, setColumn column: ColumnID, hidden: Bool) {
    userSet(column: column, hidden: hidden)
  }

  package func host(_ host: any ListHost, moveColumn column: ColumnID, to place: Int) {
    userMoved(column: column, to: place)
  }
}
