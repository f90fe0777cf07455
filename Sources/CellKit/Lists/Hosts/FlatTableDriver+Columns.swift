import Foundation

/// A column of a flat table as the platform makes it (an `NSTableColumn`, a `GtkColumnViewColumn`):
/// its list column's width rule turned into a width, bounds and resizing behaviour.
@_spi(CellKitPlatform)
public struct FlatTableColumn: Equatable, Sendable {
  /// The column's identity; the platform column's identifier is its raw value.
  public var id: ColumnID
  /// The header's text.
  public var title: String
  /// The width the column starts at.
  public var width: Double
  /// The narrowest the column may become.
  public var minimumWidth: Double
  /// The widest the column may become.
  public var maximumWidth: Double
  /// Whether the column takes a share of the table's width as the table is resized (a flexible
  /// column the user has not resized).
  public var resizesWithTable: Bool
  /// Whether the host fits the column to its widest content on screen and its header, within its
  /// bounds (a fitting column the user has not resized).
  public var fitsContent: Bool
  /// Whether the user may resize the column.
  public var isResizable: Bool
  /// Whether the column is hidden.
  public var isHidden: Bool
  /// Whether clicking the header sorts by the column.
  public var isSortable: Bool

  /// The platform column for `info`: a fixed column at its width, a flexible one at its minimum
  /// and growing with the table, a fitting one from its minimum to its maximum (the host fits it
  /// to its content); a column the user resized at that width, within its rule's bounds.
  package init(_ info: ColumnInfo) {
    id = info.id
    title = info.title
    isResizable = info.isResizable
    isHidden = info.isHidden
    isSortable = info.isSortable
    minimumWidth = info.width.minimum
    maximumWidth = info.width.maximum
    resizesWithTable = false
    fitsContent = false
    switch info.width {
    case .fixed(let width):
      self.width = width
      if !info.isResizable { (minimumWidth, maximumWidth) = (width, width) }
    case .flexible(let minimum):
      width = minimum
      resizesWithTable = info.resizedWidth == nil
    case .fitting(let minimum, _):
      width = minimum
      fitsContent = info.resizedWidth == nil
    }
    if let resized = info.resizedWidth { width = resized }
  }
}

/// A column layout a table saved and restored (`NSTableView`'s autosaved columns): its columns in
/// order, each with its width and whether it is hidden, and its sort descriptors.
package struct RestoredColumns: Sendable {
  package var columns: [(identifier: String, width: Double, isHidden: Bool)]
  package var sortDescriptors: [(key: String?, ascending: Bool)]

  package init(
    columns: [(identifier: String, width: Double, isHidden: Bool)], sortDescriptors: [(key: String?, ascending: Bool)]
  ) {
    self.columns = columns
    self.sortDescriptors = sortDescriptors
  }
}

extension FlatTableDriver {
  /// The columns of the list, as the table makes them, in order, hidden ones too; empty for a list
  /// of rows, which the table shows in one column filling its width.
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

  /// Shows the list's columns and sort order on `host`.
  package func showColumns(on host: some FlatTableHost) {
    isChangingColumns = true
    defer { isChangingColumns = false }
    host.applyColumns(tableColumns, sortOrder: sortOrder)
  }

  /// Gives the list the layout the table restored (the user's, from an earlier run): the columns'
  /// order, the widths of those that do not share the table's width, the hidden ones, and the sort
  /// order.
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
    sortDescriptorsChanged(to: restored.sortDescriptors, on: host)
  }

  /// The user sorted the table: its sort descriptors are now `descriptors` (a key, which names a
  /// column, and a direction each), first key first. The list sorts by those naming sortable
  /// columns; a change the driver made itself is not the user's.
  package func sortDescriptorsChanged(to descriptors: [(key: String?, ascending: Bool)], on host: any ListHost) {
    guard !isChangingColumns, let source else { return }
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

  /// The user dragged the column named `identifier` to `width`.
  package func columnResized(_ identifier: String, to width: Double, on host: any ListHost) {
    guard !isChangingColumns, let id = column(named: identifier) else { return }
    source?.host(host, resizeColumn: id, to: width)
  }

  /// The user dragged the column named `identifier` to `place` among the table's columns (hidden
  /// ones counted, as the list's are).
  package func columnMoved(_ identifier: String, to place: Int, on host: any ListHost) {
    guard !isChangingColumns, let id = column(named: identifier) else { return }
    source?.host(host, moveColumn: id, to: place)
  }

  /// The user hid or showed the column named `identifier` (from the header's menu).
  package func columnHidden(_ identifier: String, _ hidden: Bool, on host: any ListHost) {
    guard let id = column(named: identifier) else { return }
    source?.host(host, setColumn: id, hidden: hidden)
  }
}
