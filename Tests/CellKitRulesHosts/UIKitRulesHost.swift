@_spi(CellKitPlatform) import CellKit
import Foundation

/// A table host that keeps UIKit's documented rules for `UITableView`, so the decisions the
/// adapter makes for a device run here:
///
/// - `reloadData` forgets the selection it shows ("reloadData … Deselects all rows"), and a batch
///   forgets it on the rows and sections it reloads (each is a new cell, shown unselected);
/// - after a batch, each section's row count must equal the count before, less the rows deleted
///   and moved out, plus those inserted and moved in ("Invalid update: invalid number of rows in
///   section"), and the rows kept must show the items they showed;
/// - a drag to reorder is shown by the table before it reports it (`tableView(_:moveRowAt:to:)`),
///   and the table must not be updated while it reports it;
/// - it asks for a section's header and footer titles as it makes the section's views (on a reload,
///   for sections a batch inserts or reloads), not after a batch; ``showTitles(ofSections:)`` sets
///   them in place, as `UITableView+ListHost` does;
/// - with `makesCells`, the table has cells for the rows in view (the first `visibleCount` rows),
///   made as it lays out in a window: after a reload, and after a batch for rows with none; a
///   batch keeps the cells of the rows it keeps (moved ones too), and leaving the window keeps them.
///
/// Every broken rule is recorded in ``violations``.
@MainActor
package final class UIKitRulesHost: ListHost {
  package let actions = ActionRouter()
  package weak var listDataSource: (any ListDataSource)? {
    didSet { reloadData() }
  }
  /// The identities of the items each row shows, section by section.
  package private(set) var rows: [[AnyHashable]] = []
  /// The rows shown selected.
  package private(set) var shownSelection: Set<IndexPath> = []
  /// The header and footer title each section shows, as the table last asked for them.
  package private(set) var shownTitles: [[String?]] = []
  package private(set) var reloads = 0
  package private(set) var batches = 0
  /// How many sections batches reloaded.
  package private(set) var sectionReloads = 0
  package private(set) var violations: [String] = []
  private var isReportingMove = false

  package let scheduler: any MainScheduler
  /// Whether the table makes cells for the rows in view (the data source has a cell registration).
  private let makesCells: Bool
  /// How many rows are in view.
  package let visibleCount = 8
  /// The cells of the rows in view, by index path.
  package private(set) var cells: [IndexPath: AnyObject] = [:]

  package init(scheduler: any MainScheduler = MainActorScheduler(), makesCells: Bool = false) {
    self.scheduler = scheduler
    self.makesCells = makesCells
    actions.attach(to: self)
  }

  /// The index paths of the rows in view: the first `visibleCount` rows.
  package var indexPathsInView: [IndexPath] {
    Array(
      rows.enumerated().lazy.flatMap { s, ids in ids.indices.lazy.map { IndexPath(row: $0, section: s) } }
        .prefix(visibleCount))
  }

  /// Lays out the rows in view, in a window: asks for the cells of those that have none, and lets
  /// go of the others.
  private func layOutCells() {
    guard makesCells, isOnScreen, let source = listDataSource else { return }
    let inView = indexPathsInView
    cells = cells.filter { inView.contains($0.key) }
    for indexPath in inView where cells[indexPath] == nil {
      cells[indexPath] = source.host(self, cellForItemAt: indexPath)
    }
  }

  package func location(of view: any ActionSender) -> ActionLocation? { nil }

  package func reloadData() {
    if isReportingMove { violations.append("reloadData during the table's own move") }
    reloads += 1
    shownSelection = []
    rows = read()
    shownTitles = rows.indices.map(titles(of:))
    cells = [:]
    layOutCells()
  }

  /// Whether the table is in a window. Out of one, a batch reloads the table instead, as
  /// `UITableView+ListHost` does since nothing would show the animation; back in one, it lays out.
  package var isOnScreen = true {
    didSet { layOutCells() }
  }

  package var reloadsBatches: Bool { !isOnScreen }

  package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
    if isReportingMove { violations.append("a batch update during the table's own move: \(changes)") }
    guard isOnScreen else {
      updateData()
      return reloadData()
    }
    batches += 1
    sectionReloads += changes.sectionUpdated.count
    let before = rows
    updateData()
    let after = read()
    let mapping = BatchMapping(changes, oldSectionCount: before.count)
    let sectionCount = before.count - changes.sectionDeleted.count + changes.sectionInserted.count
    if after.count != sectionCount {
      violations.append(
        "Invalid update: invalid number of sections: \(after.count) after the update, \(sectionCount) expected (\(changes))"
      )
      rows = after
      return
    }
    var expectedCounts = Array(repeating: 0, count: after.count)
    for s in changes.sectionUpdated {
      if let new = mapping.section(s), after.indices.contains(new) { expectedCounts[new] += after[new].count }
    }
    for (s, section) in before.enumerated() where !mapping.reloadedSections.contains(s) {
      for row in section.indices {
        let old = IndexPath(row: row, section: s)
        guard let new = mapping.indexPath(old) else { continue }
        guard after.indices.contains(new.section) else {
          violations.append("row \(old) maps to missing section \(new.section)")
          continue
        }
        expectedCounts[new.section] += 1
        if !mapping.reloaded.contains(old), after[new.section].indices.contains(new.row),
          after[new.section][new.row] != section[row]
        {
          violations.append("row \(old) kept at \(new) shows \(after[new.section][new.row]), not \(section[row])")
        }
      }
    }
    for s in changes.sectionInserted where expectedCounts.indices.contains(s) { expectedCounts[s] += after[s].count }
    for indexPath in changes.itemInserted where expectedCounts.indices.contains(indexPath.section) {
      expectedCounts[indexPath.section] += 1
    }
    for (s, section) in after.enumerated() where expectedCounts[s] != section.count {
      violations.append(
        "Invalid update: invalid number of rows in section \(s): \(section.count) after the update, \(expectedCounts[s]) expected (\(changes))"
      )
    }
    rows = after
    // Sections the batch kept keep their header and footer views, and the titles they show.
    var titles: [[String?]?] = Array(repeating: nil, count: after.count)
    for (old, shown) in shownTitles.enumerated() where !mapping.reloadedSections.contains(old) {
      if let new = mapping.section(old), titles.indices.contains(new) { titles[new] = shown }
    }
    shownTitles = titles.enumerated().map { $1 ?? self.titles(of: $0) }
    // A reloaded row is a new cell, shown unselected; so is every row of a reloaded section.
    func kept(_ old: IndexPath) -> IndexPath? {
      mapping.reloaded.contains(old) || mapping.reloadedSections.contains(old.section) ? nil : mapping.indexPath(old)
    }
    shownSelection = Set(shownSelection.compactMap(kept))
    cells = Dictionary(cells.compactMap { old, cell in kept(old).map { ($0, cell) } }, uniquingKeysWith: { a, _ in a })
    layOutCells()
  }

  /// How many times the adapter showed its selection, which is when UIKit's table also reads
  /// whether to show selection circles in edit mode.
  package private(set) var selectionShows = 0

  /// How the table is set for selection: UIKit's defaults until the adapter shows its selection,
  /// then what it asks for, as `UITableView+ListHost` sets it.
  package private(set) var tapSelection = TapSelection.platformDefaults
  /// Whether the table is in edit mode (`setEditing(_:animated:)`).
  package var isEditing = false

  package func showSelection(_ indexPaths: Set<IndexPath>) {
    selectionShows += 1
    tapSelection = TapSelection(selectsSeveral: listDataSource?.selectsSeveral ?? false)
    shownSelection = indexPaths
  }

  package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
    cells.sorted { $0.key < $1.key }.map { (.item($0.key), $0.value) }
  }

  package func visibleView(of element: SupplementaryElement) -> AnyObject? { nil }

  package func showTitles(ofSections sections: IndexSet) -> IndexSet {
    for section in sections where shownTitles.indices.contains(section) { shownTitles[section] = titles(of: section) }
    return []
  }

  /// The header and footer titles the data source gives for `section` now.
  private func titles(of section: Int) -> [String?] {
    guard let source = listDataSource else { return [nil, nil] }
    return [source.host(self, titleForHeaderInSection: section), source.host(self, titleForFooterInSection: section)]
  }

  /// The user drags the row at `source` to `destination`: the table shows the move, then reports
  /// it, as `UITableView` does.
  package func userMoves(from source: IndexPath, to destination: IndexPath) {
    // The cells go with their rows; a row that leaves the view lets its cell go.
    let cellsByID = Dictionary(
      cells.map { (rows[$0.key.section][$0.key.row], $0.value) }, uniquingKeysWith: { a, _ in a })
    let item = rows[source.section].remove(at: source.row)
    rows[destination.section].insert(item, at: destination.row)
    let inView = indexPathsInView
    cells = Dictionary(
      uniqueKeysWithValues: inView.compactMap { path in cellsByID[rows[path.section][path.row]].map { (path, $0) } })
    shownSelection = Set(
      shownSelection.map { $0 == source ? destination : $0 })
    isReportingMove = true
    _ = listDataSource?.host(self, moveItemAt: source, to: destination, shownAlready: true)
    isReportingMove = false
  }

  /// The user taps the row at `indexPath`, and the table selects it as UIKit does: nothing in edit
  /// mode unless selection is allowed there; keeping several, a tap on a selected row deselects it;
  /// keeping one, the table deselects the selected row first. It reports each change, and passes
  /// on its deselections as `TableBridge` does.
  package func userSelects(_ indexPath: IndexPath) {
    guard tapSelection.selectsOnTap(isEditing: isEditing) else { return }
    if tapSelection.keepsSeveral(isEditing: isEditing) && shownSelection.contains(indexPath) {
      shownSelection.remove(indexPath)
      return reportDeselection(of: indexPath)
    }
    if !tapSelection.keepsSeveral(isEditing: isEditing) {
      for old in shownSelection.sorted() where old != indexPath {
        shownSelection.remove(old)
        reportDeselection(of: old)
      }
    }
    shownSelection.insert(indexPath)
    listDataSource?.host(self, didSelectItemAt: indexPath)
  }

  /// The table deselected the row at `indexPath`: a tap, or the table's own step before it selects
  /// another row.
  private func reportDeselection(of indexPath: IndexPath) {
    guard tapSelection.deselectionIsTap(isEditing: isEditing) else { return }
    listDataSource?.host(self, didSelectItemAt: indexPath)
  }

  /// What the data source answers now.
  package func read() -> [[AnyHashable]] {
    guard let source = listDataSource else { return [] }
    return (0..<source.numberOfSections(in: self)).map { s in
      (0..<source.host(self, numberOfItemsInSection: s)).map { row in
        source.host(self, identityOfItemAt: IndexPath(row: row, section: s)) ?? AnyHashable(-1)
      }
    }
  }
}
