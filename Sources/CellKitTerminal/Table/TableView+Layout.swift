@_spi(CellKitPlatform) import CellKit
import Foundation

extension TableView {
  /// The width of the rows: the table's width less the scroll indicator's column when it shows.
  var rowWidth: Int {
    showsScrollIndicator && layout.totalHeight > viewportHeight ? max(0, frame.width - 1) : frame.width
  }

  func layoutRows() {
    actions.session.perform(.layingOut) { layOutRows() }
    updatePrefetching()
  }

  private func layOutRows() {
    layOutColumnsIfNeeded()
    keepFocusedRowInViewOnResize()
    layOutVisibleRows()
    // A fitting column met wider content, or the keyboard moved to a column out of view: the
    // columns are laid out again, or scrolled, and the rows placed again.
    for _ in 0..<2 where showsColumns {
      let scrolled = followFocusedColumn()
      guard layOutColumnsIfNeeded() || scrolled else { break }
      placeRows()
    }
  }

  /// A table made shorter (the terminal resized) scrolls as little as keeps the focused row in
  /// view.
  private func keepFocusedRowInViewOnResize() {
    guard viewportHeight != laidOutViewportHeight else { return }
    laidOutViewportHeight = viewportHeight
    layoutIfNeeded()
    if let focused = focusedIndexPath, layout.contains(focused) { scrollToRow(at: focused) }
  }

  private func layOutVisibleRows() {
    if automaticRowHeights && measuredWidth != frame.width {
      measuredWidth = frame.width
      measuredHeights.removeAll()
      for cell in onScreen.cells.values { cell.needsMeasuring = true }
      needsReload = true
    }
    // App code the table calls while it lays out (a title or configure closure) may reload it or
    // give it another data source: the pass stops there and lays out the rows there are now.
    for _ in 0..<4 {
      layoutIfNeeded()
      if placeRows() { break }
    }
    // Rows that grow can bring new rows on screen, measured in turn; a few passes settle it.
    for _ in 0..<4 where automaticRowHeights {
      guard measureCells() else { break }
      rebuildKeepingTopRow()
      placeRows()
    }
  }

  /// Sets the frames of the rows, headers and footers on screen, making views for those that have
  /// none; returns false, having stopped, when a reload came meanwhile (from app code the table
  /// called), which leaves the rows placed so far for the next pass.
  @discardableResult
  private func placeRows() -> Bool {
    guard !needsReload else { return false }
    placingPass = reloads
    state.contentOffset = min(max(0, contentOffset), maximumContentOffset)
    let elements = layout.elements(in: contentOffset..<(contentOffset + max(0, viewportHeight)))
    visibleElements = elements
    for view in onScreen.keep(only: elements) { recycle(view) }
    let width = rowWidth
    let top = headerRowHeight
    let tableHasFocus = isFocused
    if tableHasFocus && state.focus == nil {
      state.focusedIndexPath = layout.edgeRow(first: true)
    }
    for element in elements {
      let span = layout.span(of: element)
      let frame = Rect(x: 0, y: top + span.lowerBound - contentOffset, width: width, height: span.count)
      switch element {
      case .row(let indexPath):
        guard let cell = onScreen.cells[indexPath] ?? makeCell(at: indexPath) else { return false }
        cell.frame = frame
        if let row = cell as? ColumnsRowCell, !placeColumnCells(in: row, at: indexPath) { return false }
        let focused = indexPath == focusedIndexPath
        cell.isFocusedRow = focused && tableHasFocus
        cell.isSelected = state.selectedIndexPaths.contains(indexPath)
        let highlighted = focused && tableHasFocus ? highlightedControlIndex(in: cell) : nil
        for (index, control) in cell.focusableControls.enumerated() { control.isHighlighted = index == highlighted }
      case .header(let s):
        if let view = onScreen.headers[s] ?? makeHeaderFooter(.header, section: s) { view.frame = frame }
      case .footer(let s):
        if let view = onScreen.footers[s] ?? makeHeaderFooter(.footer, section: s) { view.frame = frame }
      }
      guard !wasReloadedWhilePlacing else { return false }
    }
    placeRowActions(width: width)
    return true
  }

  /// The cell of the row at `indexPath`, from the data source; nil when the table was reloaded
  /// while the data source made it (the cell goes back to its pool).
  private func makeCell(at indexPath: IndexPath) -> TableCell? {
    guard let dataSource else { preconditionFailure("A table view without a data source has no rows.") }
    if showsColumns { return makeColumnsRow(at: indexPath) }
    // Handlers a hand-written data source registers while it makes the cell end when the cell is
    // reused, as those of a list adapter's configure closure do.
    let collected = ReuseScope(scheduler: scheduler)
    let cell = collected.configuring { dataSource.tableView(self, cellForRowAt: indexPath) }
    cell.reuseScope.adopt(collected)
    guard !wasReloadedWhilePlacing else {
      recycle(cell)
      return nil
    }
    cell.show(in: self, at: indexPath)
    onScreen.cells[indexPath] = cell
    addSubview(cell)
    return cell
  }

  private func makeHeaderFooter(_ kind: TableHeaderFooterView.Kind, section: Int) -> TableHeaderFooterView? {
    guard let dataSource else { return nil }
    let hasView =
      kind == .header
      ? dataSource.tableView(self, hasHeaderViewInSection: section)
      : dataSource.tableView(self, hasFooterViewInSection: section)
    guard hasView else { return nil }
    let collected = ReuseScope(scheduler: scheduler)
    let view = collected.configuring {
      kind == .header
        ? dataSource.tableView(self, viewForHeaderInSection: section)
        : dataSource.tableView(self, viewForFooterInSection: section)
    }
    guard let view else { return nil }
    view.reuseScope.adopt(collected)
    guard !wasReloadedWhilePlacing else {
      recycle(view)
      return nil
    }
    view.host = self
    view.section = section
    view.kind = kind
    if kind == .header { onScreen.headers[section] = view } else { onScreen.footers[section] = view }
    addSubview(view)
    return view
  }

  /// Builds the layout again when the data changed. App code the data source calls meanwhile (a
  /// title closure) may reload the table again, with another data source: the layout is built
  /// again then, so that what the table answers is what it has now.
  func layoutIfNeeded() {
    guard needsReload else { return }
    for _ in 0..<4 where needsReload {
      needsReload = false
      layout = buildLayout()
    }
    state.fit(to: layout, height: viewportHeight, headerTakesFocus: takesFocus(headerOf:))
  }

  /// The layout of the rows the data source has; when the data source's title closures reload
  /// the table meanwhile, the sections laid out so far (the table lays out again: it needs to).
  func buildLayout() -> TableLayout {
    var result = TableLayout()
    guard let dataSource else { return result }
    let pass = reloads
    let count = max(0, dataSource.numberOfSections(in: self))
    result.sections.reserveCapacity(count)
    var top = 0
    for s in 0..<count {
      let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: s))
      let header =
        dataSource.tableView(self, hasHeaderViewInSection: s)
        ? sectionHeaderFooterHeight : (dataSource.tableView(self, titleForHeaderInSection: s) != nil ? 1 : 0)
      guard reloads == pass else { return result }
      let footer =
        dataSource.tableView(self, hasFooterViewInSection: s)
        ? sectionHeaderFooterHeight : (dataSource.tableView(self, titleForFooterInSection: s) != nil ? 1 : 0)
      guard reloads == pass else { return result }
      var offsets: [Int]?
      if automaticRowHeights && !measuredHeights.isEmpty {
        var running = [0]
        running.reserveCapacity(rows + 1)
        for r in 0..<rows {
          let indexPath = IndexPath(row: r, section: s)
          running.append(running[r] + (measuredHeights[sizeKey(at: indexPath)] ?? max(1, rowHeight)))
        }
        offsets = running
      } else if let rowHeightProvider {
        var running = [0]
        running.reserveCapacity(rows + 1)
        for r in 0..<rows { running.append(running[r] + max(1, rowHeightProvider(IndexPath(row: r, section: s)))) }
        offsets = running
      }
      let section = TableLayout.Section(
        top: top, header: header, rows: rows, rowHeight: max(1, rowHeight), rowOffsets: offsets, footer: footer)
      result.sections.append(section)
      top += section.height
    }
    return result
  }
}
