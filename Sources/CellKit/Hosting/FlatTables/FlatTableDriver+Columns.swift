import Foundation

extension ColumnUpdate {
  /// What `table` does to show `list` (the list's columns, in order, hidden ones too) sorted by
  /// `sortOrder`, after `shown`; and what it shows then.
  ///
  /// - A list without columns leaves a table's own columns and header as they are (a table from a
  ///   nib or storyboard); a table without columns gets CellKit's one column, as wide as the
  ///   table, and no header. Columns CellKit made for the list's columns before are removed.
  /// - A list with columns makes the table's columns exactly the list's: a platform column with a
  ///   list column's identifier is kept (one from a nib too), the others removed, the missing ones
  ///   added; all of them in the list's order, with the list's titles, bounds, resizing, visibility
  ///   and sorting, and a header.
  /// - Widths: a fixed column, or one the user resized, is given its width when it is new to the
  ///   table or its rule changed since it was given one; a fitting column takes its content's width
  ///   (`table`'s `contentWidth`, within its bounds) when that differs from its width; flexible
  ///   columns share what the others leave of the table's width, in proportion to their minimums,
  ///   when one of them is new or its rule changed, a fitting column's width changed, or the columns
  ///   shown changed. Otherwise every width stays as the table and the user made it: a sort, a move
  ///   or a retitled column changes none. The table's own autoresizing (by equal shares) follows
  ///   its width from then on.
  /// - The sort descriptors are set when they differ from the list's sort order.
  ///
  /// - Complexity: O(c²) for c columns (the moves).
  package static func showing(
    _ list: [FlatTableColumn], sortedBy sortOrder: [SortKey], on table: PlatformColumns, after shown: ShownColumns
  ) -> (update: ColumnUpdate, shown: ShownColumns) {
    var update = ColumnUpdate()
    guard !list.isEmpty else {
      // Columns made for the list's columns before go; the table's own stay.
      var remaining = table.columns
      if case .list(let given) = shown {
        update.removed = remaining.map(\.identifier).filter { given[ColumnID(rawValue: $0)] != nil }
        remaining.removeAll { update.removed.contains($0.identifier) }
      }
      if remaining.contains(where: { $0.identifier == FlatTableColumn.rows.id.rawValue }) { return (update, .rows) }
      guard remaining.isEmpty else { return (update, .tables) }
      update.added = [.rows]
      update.configured = [.rows]
      update.widths = [PlatformColumns.Column(FlatTableColumn.rows.id.rawValue, width: table.width - table.spacing)]
      if table.hasHeader { update.showsHeader = false }
      return (update, .rows)
    }
    let ids = Set(list.map(\.id.rawValue))
    update.removed = table.columns.map(\.identifier).filter { !ids.contains($0) }
    var order = table.columns.filter { ids.contains($0.identifier) }
    let present = Set(order.map(\.identifier))
    update.added = list.filter { !present.contains($0.id.rawValue) }
    order += update.added.map { PlatformColumns.Column($0.id.rawValue, width: 100) }
    update.configured = list
    for (place, column) in list.enumerated() {
      guard let index = order.firstIndex(where: { $0.identifier == column.id.rawValue }), index != place else {
        continue
      }
      update.moves.append(Move(from: index, to: place))
      order.insert(order.remove(at: index), at: place)
    }
    let given: [ColumnID: FlatTableColumn] = if case .list(let given) = shown { given } else { [:] }
    update.widths = widths(of: list, now: order, given: given, present: present, in: table)
    update.usesUniformAutoresizing = given.isEmpty
    if !table.hasHeader { update.showsHeader = true }
    let descriptors = sortOrder.map { PlatformColumns.SortDescriptor($0.column.rawValue, ascending: $0.isAscending) }
    if descriptors != table.sortDescriptors { update.sortDescriptors = descriptors }
    return (update, .list(Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { $1 })))
  }

  /// The widths to give `list`'s columns, whose platform columns are `now` (in the same order),
  /// after `given` (the rules given before) on a table whose columns were `present`.
  private static func widths(
    of list: [FlatTableColumn], now: [PlatformColumns.Column], given: [ColumnID: FlatTableColumn],
    present: Set<String>, in table: PlatformColumns
  ) -> [PlatformColumns.Column] {
    var targets = now.map(\.width)
    var relayout = list.map(\.isHidden) != list.map { given[$0.id]?.isHidden ?? !$0.isHidden }
    for (index, column) in list.enumerated() {
      let isNew = !present.contains(column.id.rawValue) || given[column.id] == nil
      let ruleChanged = isNew || given[column.id]?.sizing != column.sizing
      if column.resizesWithTable {
        relayout = relayout || (ruleChanged && !column.isHidden)
      } else if column.fitsContent {
        let fitted = min(max(now[index].contentWidth, column.minimumWidth), column.maximumWidth)
        relayout = relayout || (fitted != targets[index] && !column.isHidden)
        targets[index] = fitted
      } else if ruleChanged {
        targets[index] = column.width
      }
    }
    let flexible = list.indices.filter { list[$0].resizesWithTable && !list[$0].isHidden }
    if relayout, !flexible.isEmpty {
      let shown = list.indices.filter { !list[$0].isHidden }
      let others = shown.filter { !list[$0].resizesWithTable }.map { targets[$0] }.reduce(0, +)
      let minimums = flexible.map { list[$0].minimumWidth }
      let total = minimums.reduce(0, +)
      let spare = max(0, (table.width - table.spacing * Double(shown.count) - others - total).rounded(.down))
      var given = 0.0
      for (n, index) in flexible.enumerated() {
        // In proportion to the minimums, in whole points; the last takes what rounding left.
        let share =
          n == flexible.count - 1 ? spare - given : (spare * minimums[n] / max(total, 1)).rounded(.down)
        targets[index] = minimums[n] + share
        given += share
      }
    }
    return list.indices.filter { targets[$0] != now[$0].width }.map {
      PlatformColumns.Column(list[$0].id.rawValue, width: targets[$0])
    }
  }
}

extension FlatTableDriver {
  /// The columns of the list, as the table makes them, in order, hidden ones too; empty for a list
  /// of rows.
  package var tableColumns: [FlatTableColumn] {
    (source?.columnInfos ?? []).map(FlatTableColumn.init)
  }

  /// The list's sort order, shown by the headers' arrows.
  package var sortOrder: [SortKey] { source?.shownSortOrder ?? [] }

  /// The first column not hidden, where a section's footer row shows its view or title.
  var firstShownColumn: ColumnID? {
    source?.columnInfos.first { !$0.isHidden }?.id
  }

  /// The list's column named `identifier` (a platform column's), or nil in a list of rows.
  ///
  /// - Complexity: O(columns), asked for each view a table makes: no column is copied.
  package func column(named identifier: String?) -> ColumnID? {
    guard let identifier, case let id = ColumnID(rawValue: identifier), source?.hasColumn(id) == true else {
      return nil
    }
    return id
  }

  /// Shows the list's columns and sort order on `host`: the update ``ColumnUpdate/showing(_:sortedBy:on:after:)``
  /// decides, carried out by the host; what the host reports meanwhile (its sort descriptors set,
  /// columns moved) is not the user's. The fitting columns' content is measured first.
  package func showColumns(on host: some FlatTableHost) {
    let list = tableColumns
    var platform = host.platformColumns
    let fitting = Set(list.filter(\.fitsContent).map(\.id.rawValue))
    for index in platform.columns.indices where fitting.contains(platform.columns[index].identifier) {
      platform.columns[index].contentWidth = host.contentWidth(ofColumn: platform.columns[index].identifier)
    }
    let (update, shown) = ColumnUpdate.showing(list, sortedBy: sortOrder, on: platform, after: shownColumns)
    shownColumns = shown
    guard !update.isEmpty else { return }
    host.actions.session.perform(.updating) { host.updateColumns(update) }
  }

  /// Whether the user may hide or show the column named `identifier` (titled `title`) from the
  /// table's header menu: a list column the list lets the user hide, that has a title to be named
  /// by in the menu, unless it is the last one shown; nil for a column that is not the list's (the
  /// app's own, which its delegate answers for).
  package func userCanChangeVisibility(ofColumn identifier: String, title: String) -> Bool? {
    guard let infos = source?.columnInfos, let info = infos.first(where: { $0.id.rawValue == identifier }) else {
      return nil
    }
    return info.isHideable && !title.isEmpty && (info.isHidden || infos.filter { !$0.isHidden }.count > 1)
  }

  /// Gives the list the layout the table restored (the user's, from an earlier run): the columns'
  /// order, the hidden ones, the widths of the columns that keep the width they are given (fixed
  /// ones, and those the user resized: a flexible column's width is the table's share, a fitting
  /// one's its content's), and the sort order.
  package func restore(_ restored: RestoredColumns, on host: any ListHost) {
    guard let source else { return }
    for (place, column) in restored.columns.enumerated() {
      guard let id = self.column(named: column.identifier) else { continue }
      if source.columnInfos.firstIndex(where: { $0.id == id }) != place { source.host(host, moveColumn: id, to: place) }
      guard let info = source.columnInfos.first(where: { $0.id == id }) else { continue }
      if info.isHidden != column.isHidden { source.host(host, setColumn: id, hidden: column.isHidden) }
      let spec = FlatTableColumn(info)
      if !spec.resizesWithTable, !spec.fitsContent, info.isResizable, spec.width != column.width {
        source.host(host, resizeColumn: id, to: column.width)
      }
    }
    sort(by: restored.sortDescriptors, on: host)
  }

  /// The user sorted the table: its sort descriptors are now `descriptors` (a key, which names a
  /// column, and a direction each), first key first. The list sorts by those naming sortable
  /// columns; a change the driver made itself is not the user's.
  package func sortDescriptorsChanged(to descriptors: [PlatformColumns.SortDescriptor], on host: any ListHost) {
    guard !host.actions.session.isChangingHost else { return }
    sort(by: descriptors, on: host)
  }

  /// Sorts the list by those of `descriptors` that name its sortable columns.
  private func sort(by descriptors: [PlatformColumns.SortDescriptor], on host: any ListHost) {
    guard let source else { return }
    let sortable = Set(source.columnInfos.filter(\.isSortable).map(\.id))
    var keys: [SortKey] = []
    for descriptor in descriptors {
      guard let key = descriptor.key, case let id = ColumnID(rawValue: key), sortable.contains(id),
        !keys.contains(where: { $0.column == id })
      else { continue }
      keys.append(SortKey(id, ascending: descriptor.ascending))
    }
    guard keys != source.shownSortOrder else { return }
    source.host(host, didSortBy: keys)
  }

  /// A column of the table was resized to `width`: the list keeps the width when the user dragged
  /// that column's edge (`resizedByUser` names the column whose edge the header is dragging, if
  /// any). Columns the table resizes itself — as it is resized, or beside the one dragged — keep
  /// their rules.
  package func columnResized(
    _ identifier: String, to width: Double, resizedByUser dragged: String?, on host: any ListHost
  ) {
    guard !host.actions.session.isChangingHost, identifier == dragged, let id = column(named: identifier) else {
      return
    }
    source?.host(host, resizeColumn: id, to: width)
  }

  /// The list's column shown in the table's column at `index` (a platform column's place, -1 for
  /// none), or nil: a place out of range, a column of the app's own, a list of rows.
  package func column(atPlatformColumn index: Int, of host: some FlatTableHost) -> ColumnID? {
    let columns = host.platformColumns.columns
    return columns.indices.contains(index) ? column(named: columns[index].identifier) : nil
  }

  /// The place among the table's columns of the list's column `id`, or nil when the table has no
  /// such column.
  package func platformColumn(of id: ColumnID, in host: some FlatTableHost) -> Int? {
    host.platformColumns.columns.firstIndex { $0.identifier == id.rawValue }
  }

  /// The table's column named `identifier` (nil when the report names none) was resized to
  /// `width`; `dragged` is the place of the column whose edge the user drags (the header's
  /// `resizedColumn`, -1 for none).
  package func columnResized(_ identifier: String?, to width: Double, draggedColumn dragged: Int) {
    guard let host = table as? any FlatTableHost, let identifier else { return }
    let columns = host.platformColumns.columns
    let draggedIdentifier = columns.indices.contains(dragged) ? columns[dragged].identifier : nil
    columnResized(identifier, to: width, resizedByUser: draggedIdentifier, on: host)
  }

  /// The user dragged a column of the table to `place` (nil when the report names none; a place
  /// out of range moves nothing).
  package func columnMoved(toPlace place: Int?) {
    guard let host = table as? any FlatTableHost, let place else { return }
    let columns = host.platformColumns.columns
    guard columns.indices.contains(place) else { return }
    columnMoved(columns[place].identifier, to: place, on: host)
  }

  /// The user dragged the column named `identifier` to `place` among the table's columns (hidden
  /// ones counted, as the list's are).
  package func columnMoved(_ identifier: String, to place: Int, on host: any ListHost) {
    guard !host.actions.session.isChangingHost, let id = column(named: identifier) else { return }
    source?.host(host, moveColumn: id, to: place)
  }

  /// The user hid or showed the column named `identifier` (from the header's menu).
  package func columnHidden(_ identifier: String, _ hidden: Bool, on host: any ListHost) {
    guard !host.actions.session.isChangingHost, let id = column(named: identifier) else { return }
    source?.host(host, setColumn: id, hidden: hidden)
  }
}
