import Foundation

extension FlatTableDriver {
  /// Whether the user may start dragging `row` to move it: an item row of a list that moves items.
  package func canDrag(row: Int) -> Bool {
    (source?.providesMoves ?? false) && rows[row]?.indexPath != nil
  }

  /// The row the user grabbed to drag `rows`: the dragging leader, the row at `leaderIndex` in
  /// `rows` (AppKit's `NSDraggingSession.draggingLeaderIndex` counts the dragged items in the order
  /// of their pasteboard writers, which is the order of the rows: `NSTableView.h`), or else
  /// `rowUnderPointer` when the index names none of them.
  ///
  /// - Complexity: O(`rows.count`).
  package static func grabbedRow(of rows: IndexSet, leaderIndex: Int, rowUnderPointer: Int) -> Int {
    let ordered = Array(rows)
    return ordered.indices.contains(leaderIndex) ? ordered[leaderIndex] : rowUnderPointer
  }

  /// The user starts dragging `rows`, grabbing `grabbed` (the row under the pointer, -1 when none):
  /// the grabbed row's item is the one a drop moves, wherever updates move it meanwhile. The first
  /// of `rows` is taken when the pointer is on none of them.
  package func beginDrag(of rows: IndexSet, grabbing grabbed: Int, on host: any ListHost) {
    let row = rows.contains(grabbed) ? grabbed : rows.first
    dragged = row.flatMap { self.rows[$0]?.indexPath }.flatMap { source?.host(host, trackItemAt: $0) }
  }

  /// Whether a drop in the gap before row `gap` would move the dragged item, for a drag that
  /// `isFromThisTable`, dropped between rows (`isBetweenRows`) rather than on one.
  package func acceptsDrop(atGap gap: Int, isBetweenRows: Bool, isFromThisTable: Bool) -> Bool {
    isBetweenRows && isFromThisTable && destination(ofDropAtGap: gap) != nil
  }

  /// Moves the dragged item into the gap before row `gap` (`rows.count` for the end) of the rows
  /// shown now, through the adapter's move handlers.
  ///
  /// - Returns: whether the adapter moved it.
  package func drop(atGap gap: Int, on host: any ListHost) -> Bool {
    guard let source, let from = dragged?(), let to = destination(ofDropAtGap: gap) else { return false }
    dragged = nil
    return source.host(host, moveItemAt: from, to: to, shownAlready: false)
  }

  /// The drag ended, dropped or not.
  package func endDrag() {
    dragged = nil
  }

  private func destination(ofDropAtGap gap: Int) -> IndexPath? {
    dragged?().flatMap { rows.destination(movingItemAt: $0, toGap: gap) }
  }
}
