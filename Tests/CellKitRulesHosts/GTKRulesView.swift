@_spi(CellKitPlatform) import CellKit
import CellKitTerminal
import Foundation

/// A list view that keeps the contract of GTK 4's `GtkListView` over a `GListModel` and a
/// `GtkSelectionModel`, as CellKitGTK's row model implements them, driven by a ``FlatTable``:
///
/// - each change of rows is one `items-changed` (position, removed, added), applied at once: rows
///   outside it keep their bound widget, which is not bound again; removed rows lose theirs; added
///   rows are bound afterwards, by position, for those in view (a move is a removal then an
///   insertion, so the moved row is bound again);
/// - the selection is a bitset spliced with the rows; a row removed leaves it;
/// - a row is bound by asking the table what it shows, once per binding, when it comes into the
///   viewport (``visibleCount`` rows from ``scrollOffset``); a row scrolled away stays bound while
///   it is within ``keptAround`` rows of the viewport, as GTK keeps a few hundred rows bound
///   around the visible ones, and shows what it was last given when it comes back.
///
/// Every broken rule is recorded in ``violations``.
@MainActor
package final class GTKRulesView: FlatTableView {
  /// A row of the model: the view bound to it, if it is bound.
  private var bindings: [AnyObject?] = []
  package private(set) var selection = IndexSet()
  package let scheduler = ManualScheduler()
  package lazy var table = FlatTable(view: self, scheduler: scheduler)
  package var scrollOffset = 0 {
    didSet { bindVisibleRows() }
  }
  package let visibleCount = 8
  /// How many rows above and below the viewport stay bound (GTK keeps a few hundred).
  package let keptAround = 6
  package private(set) var violations: [String] = []
  /// How many times a row was bound: asked what it shows.
  package private(set) var binds = 0

  package init() {}

  package var isOnScreen: Bool { true }
  package var shownRowCount: Int { bindings.count }
  package var visibleRowRange: Range<Int> {
    min(scrollOffset, bindings.count)..<min(scrollOffset + visibleCount, bindings.count)
  }
  package var boundRowRange: Range<Int> {
    guard let first = bindings.firstIndex(where: { $0 != nil }), let last = bindings.lastIndex(where: { $0 != nil })
    else { return 0..<0 }
    return first..<(last + 1)
  }
  package var selectedRows: IndexSet { selection }

  package func resetRows(count: Int) {
    bindings.forEach(unbind)
    bindings = Array(repeating: nil, count: count)
    selection = selection.filteredIndexSet { $0 < count }
    bindVisibleRows()
  }

  package func updateRows(
    removing removed: IndexSet, moving moves: [(from: Int, to: Int)], inserting inserted: IndexSet
  ) {
    for range in removed.rangeView.reversed() { splice(range.lowerBound, removed: range.count, added: 0) }
    for move in moves {
      let wasSelected = selection.contains(move.from)
      splice(move.from, removed: 1, added: 0)
      splice(move.to, removed: 0, added: 1)
      if wasSelected { selection.insert(move.to) }
    }
    for range in inserted.rangeView { splice(range.lowerBound, removed: 0, added: range.count) }
    bindVisibleRows()
  }

  package func reloadRows(_ rows: IndexSet) {
    for row in rows where bindings.indices.contains(row) {
      unbind(bindings[row])
      bindings[row] = nil
    }
    bindVisibleRows()
  }

  package func shownView(atRow row: Int) -> AnyObject? {
    bindings.indices.contains(row) ? bindings[row] : nil
  }

  package func row(of view: AnyObject) -> Int? {
    bindings.firstIndex { $0 === view }
  }

  package func selectRows(_ rows: IndexSet) {
    selection = rows.filteredIndexSet { $0 < bindings.count }
    table.selectionDidChange()
  }

  /// A user's click on `row`, as GTK's list view makes it: it proposes the row alone, or added to
  /// the selection with Ctrl.
  package func click(_ row: Int, extending: Bool = false) {
    var proposed = extending ? selection : []
    proposed.insert(row)
    let allowed = table.allowedSelection(proposed, current: selection, byKeyboard: false)
    if table.allowedSelection(proposed, current: selection, byKeyboard: false) != allowed {
      violations.append("two proposals of \(proposed) over \(selection) were answered differently")
    }
    guard allowed != selection else { return }
    selection = allowed
    table.selectionDidChange()
  }

  /// One `items-changed`.
  private func splice(_ position: Int, removed: Int, added: Int) {
    guard position + removed <= bindings.count else {
      violations.append("items-changed(\(position), \(removed), \(added)) on \(bindings.count) rows")
      return
    }
    bindings[position..<(position + removed)].forEach(unbind)
    bindings.replaceSubrange(position..<(position + removed), with: Array(repeating: nil, count: added))
    var shifted = IndexSet()
    for row in selection {
      if row < position {
        shifted.insert(row)
      } else if row >= position + removed {
        shifted.insert(row - removed + added)
      }
    }
    if shifted.count != selection.count {
      selection = shifted
      table.selectionDidChange()
    } else {
      selection = shifted
    }
  }

  /// Ends the configuration of the view a row was bound to, as CellKitGTK does on `unbind`.
  private func unbind(_ view: AnyObject?) {
    (view as? any ReuseScoped)?.reuseScope.end()
  }

  /// Binds the rows in view that are not bound, and unbinds those too far from the view.
  private func bindVisibleRows() {
    let kept = max(0, scrollOffset - keptAround)..<(scrollOffset + visibleCount + keptAround)
    for row in bindings.indices where bindings[row] != nil && !kept.contains(row) {
      unbind(bindings[row])
      bindings[row] = nil
    }
    for row in visibleRowRange where bindings[row] == nil {
      binds += 1
      switch table.content(ofRow: row) {
      case .view(let view): bindings[row] = view
      case .title(let title, _): bindings[row] = TitleRow(title)
      case nil: violations.append("row \(row) of \(bindings.count) shows nothing")
      }
    }
  }
}

/// A header or footer row showing a title.
package final class TitleRow {
  package let title: String

  package init(_ title: String) { self.title = title }
}
