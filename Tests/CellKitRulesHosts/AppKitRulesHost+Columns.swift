@_spi(CellKitPlatform) import CellKit
import Foundation

/// A column of the AppKit-rules table, kept as an `NSTableColumn` keeps it, with its defaults
/// (`NSTableColumn.h`: width 100, minimum 10, maximum `MAXFLOAT`).
package struct RulesColumn: Equatable {
  package var identifier: String
  package var title = ""
  package var width: Double = 100
  package var minWidth: Double = 10
  package var maxWidth = FlatTableColumn.unlimited
  /// The resizing mask's `autoresizingMask`: the column follows the table's width.
  package var autoresizes = true
  /// The resizing mask's `userResizingMask`.
  package var userResizes = true
  package var isHidden = false
  /// The key of the sort descriptor prototype; nil: the column does not sort.
  package var sortKey: String?

  package init(_ identifier: String, width: Double = 100) {
    self.identifier = identifier
    self.width = width
  }
}

/// A table's header view, compared by identity: the one the table made is not another one.
package final class RulesHeaderView {
  package init() {}
}

/// `NSTableView.ColumnAutoresizingStyle`, the two the rules host follows.
package enum ColumnAutoresizingStyle: Equatable {
  /// The default: only the last column follows the table's width.
  case lastColumnOnly
  /// Every autoresizing column takes an equal share of a change of the table's width.
  case uniform
}

/// The column rules of a view-based `NSTableView`, as its headers say them:
///
/// - `width` is constrained to the column's minimum and maximum; a new minimum above the width,
///   or maximum below it, moves the width (`NSTableColumn.h`);
/// - autoresizing "controls resizing in response to a tableView frame size change": setting a
///   column's width resizes no other column (`NSTableView.h:170`);
/// - "Calling -setSortDescriptors: may have the side effect of calling
///   -tableView:sortDescriptorsDidChange:" (`NSTableView.h:281`): here it always does;
/// - a table from a nib has its own columns and header view; a table made in code has a header
///   view and no columns; `headerView = nil` removes the header;
/// - group rows are asked for one view with a nil column (`NSTableView.h:587`);
/// - while the user drags a column's edge, the header's `resizedColumn` is that column, and each
///   column the drag resizes posts `NSTableViewColumnDidResizeNotification`.
///
/// Assumed where the headers say nothing (Apple's reference documents the first two): a divider
/// drag under the uniform style gives or takes the width from the autoresizing columns after the
/// one dragged; `resizedColumn` is -1 while no edge is dragged; the last-column-only style resizes
/// the last autoresizing column.
///
/// The host carries out the driver's ``ColumnUpdate`` as `NSTableView+ListHost` does, call for
/// call; a column changed while the table asks for a row's view is a violation.
extension AppKitRulesHost {
  package var platformColumns: PlatformColumns {
    PlatformColumns(
      columns: tableColumns.map { PlatformColumns.Column($0.identifier, width: $0.width) },
      hasHeader: headerView != nil, sortDescriptors: sortDescriptorsStorage, width: frameWidth,
      spacing: Self.intercellSpacing)
  }

  /// `intercellSpacing.width`: its default (`NSTableView.h`: "The default value is NSMakeSize(3, 2)").
  package static let intercellSpacing = 3.0

  /// `sortDescriptors`; setting it tells the data source, as AppKit may.
  package var sortDescriptors: [PlatformColumns.SortDescriptor] {
    get { sortDescriptorsStorage }
    set {
      sortDescriptorsStorage = newValue
      tableDriver.sortDescriptorsChanged(to: newValue, on: self)
    }
  }

  /// What `NSTableView+ListHost.updateColumns(_:)` does, with the rules host's primitives.
  package func updateColumns(_ update: ColumnUpdate) {
    if actions.session.isPerforming(.layingOut) {
      violate("the columns changed while the table asked for a row's view")
    }
    for identifier in update.removed { tableColumns.removeAll { $0.identifier == identifier } }
    for spec in update.added { tableColumns.append(RulesColumn(spec.id.rawValue)) }
    for spec in update.configured {
      guard let index = tableColumns.firstIndex(where: { $0.identifier == spec.id.rawValue }) else { continue }
      tableColumns[index].title = spec.title
      setMinWidth(spec.minimumWidth, ofColumnAt: index)
      setMaxWidth(spec.maximumWidth, ofColumnAt: index)
      tableColumns[index].autoresizes = spec.resizesWithTable
      tableColumns[index].userResizes = spec.isResizable
      tableColumns[index].isHidden = spec.isHidden
      tableColumns[index].sortKey = spec.isSortable ? spec.id.rawValue : nil
    }
    for move in update.moves { moveColumn(move.from, toColumn: move.to) }
    for width in update.widths {
      guard let index = tableColumns.firstIndex(where: { $0.identifier == width.identifier }) else { continue }
      setWidth(width.width, ofColumnAt: index)
    }
    switch update.showsHeader {
    case true?: headerView = hiddenHeaderView ?? headerView ?? RulesHeaderView()
    case false?:
      hiddenHeaderView = headerView
      headerView = nil
    case nil: break
    }
    if update.usesUniformAutoresizing { columnAutoresizingStyle = .uniform }
    if let descriptors = update.sortDescriptors { sortDescriptors = descriptors }
    views = [:]
    makeVisibleViews()
  }

  // MARK: The table's primitives, with their rules

  /// `column.width = width`: constrained to the column's bounds; no other column moves.
  package func setWidth(_ width: Double, ofColumnAt index: Int, resizedByUser dragged: Int = -1) {
    let column = tableColumns[index]
    let clamped = min(max(width, column.minWidth), column.maxWidth)
    guard clamped != column.width else { return }
    tableColumns[index].width = clamped
    tableDriver.columnResized(column.identifier, to: clamped, draggedColumn: dragged)
  }

  private func setMinWidth(_ minimum: Double, ofColumnAt index: Int) {
    tableColumns[index].minWidth = minimum
    if tableColumns[index].width < minimum { setWidth(minimum, ofColumnAt: index) }
  }

  private func setMaxWidth(_ maximum: Double, ofColumnAt index: Int) {
    tableColumns[index].maxWidth = maximum
    if tableColumns[index].width > maximum { setWidth(maximum, ofColumnAt: index) }
  }

  package func moveColumn(_ from: Int, toColumn to: Int) {
    guard tableColumns.indices.contains(from), tableColumns.indices.contains(to) else {
      return violate("moveColumn(\(from), toColumn: \(to)) of \(tableColumns.count) columns")
    }
    tableColumns.insert(tableColumns.remove(at: from), at: to)
  }

  /// The shown columns' widths and the spacing the table adds to each: as wide as the columns are.
  package var columnsWidth: Double {
    tableColumns.filter { !$0.isHidden }.map { $0.width + Self.intercellSpacing }.reduce(0, +)
  }

  /// The table's frame becomes `width` wide: its columns follow as its autoresizing style says.
  package func resizeFrame(to width: Double) {
    let change = width - frameWidth
    frameWidth = width
    switch columnAutoresizingStyle {
    case .uniform: distribute(change, dragged: -1, among: tableColumns.indices.filter(autoresizes))
    case .lastColumnOnly:
      if let last = tableColumns.indices.last(where: autoresizes) {
        setWidth(tableColumns[last].width + change, ofColumnAt: last)
      }
    }
  }

  private func autoresizes(_ index: Int) -> Bool {
    tableColumns[index].autoresizes && !tableColumns[index].isHidden
  }

  /// Spreads `change` in equal shares over the columns at `indexes`, each kept within its bounds.
  private func distribute(_ change: Double, dragged: Int, among indexes: [Int]) {
    guard !indexes.isEmpty, change != 0 else { return }
    let share = change / Double(indexes.count)
    for index in indexes { setWidth(tableColumns[index].width + share, ofColumnAt: index, resizedByUser: dragged) }
  }

  /// What fitting a column to its content measures: its widest visible text, 7 points a character,
  /// or its title's; group rows span the columns and are no column's content.
  package func contentWidth(ofColumn identifier: String) -> Double {
    guard let column = tableColumns.first(where: { $0.identifier == identifier }) else {
      violate("contentWidth(ofColumn: \(identifier)) of a column the table does not have")
      return 0
    }
    let texts = visibleRowRange.filter { !tableDriver.isGroupRow($0) }.compactMap { text($0, identifier) }
    return Double(((texts + [column.title]).map(\.count).max() ?? 0) * 7)
  }

  // MARK: What the user does to the columns

  /// The user drags the right edge of the column at `index` by `distance`: the header's
  /// `resizedColumn` is that column; with the uniform style, the autoresizing columns after it
  /// give or take the width, so the columns keep filling the table.
  package func dragDivider(ofColumnAt index: Int, by distance: Double) {
    guard tableColumns[index].userResizes, !tableColumns[index].isHidden else { return }
    let before = tableColumns[index].width
    setWidth(before + distance, ofColumnAt: index, resizedByUser: index)
    let moved = tableColumns[index].width - before
    guard columnAutoresizingStyle == .uniform else { return }
    distribute(-moved, dragged: index, among: tableColumns.indices.filter { $0 > index && autoresizes($0) })
  }

  /// The user clicks the header of the column named `identifier`: its descriptor goes first, turned
  /// round when it was first already.
  package func clickHeader(_ identifier: String) {
    guard let column = tableColumns.first(where: { $0.identifier == identifier }), let key = column.sortKey else {
      return
    }
    var descriptors = sortDescriptorsStorage
    if descriptors.first?.key == key {
      descriptors[0].ascending.toggle()
    } else {
      descriptors.removeAll { $0.key == key }
      descriptors.insert(PlatformColumns.SortDescriptor(key, ascending: true), at: 0)
    }
    sortDescriptors = descriptors
  }

  /// The user drags the header of the column at `from` to `to`.
  package func dragColumn(_ from: Int, to: Int) {
    moveColumn(from, toColumn: to)
    tableDriver.columnMoved(toPlace: to)
  }

  /// The user chooses the column named `identifier` in the header's menu, which offers the columns
  /// the delegate says the user can hide or show: it is hidden, or shown again.
  package func chooseInHeaderMenu(_ identifier: String) {
    guard let index = tableColumns.firstIndex(where: { $0.identifier == identifier }),
      tableDriver.userCanChangeVisibility(ofColumn: identifier, title: tableColumns[index].title) == true
    else { return }
    tableColumns[index].isHidden.toggle()
    tableDriver.columnHidden(identifier, tableColumns[index].isHidden, on: self)
  }

  func violate(_ message: String) {
    violations.append(message)
  }
}
