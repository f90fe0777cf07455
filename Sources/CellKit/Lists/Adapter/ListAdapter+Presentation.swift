import Foundation

/// What the host shows of the snapshot: every item, except those of collapsed sections and those
/// the filter rejects. Sections always show, so a section's index is the same in both; a row's
/// index path is translated between the two.
extension ListAdapter {
  /// `snapshot` as the host shows it, and, while a filter is set, where each shown row is in it.
  func presentation(of snapshot: Snapshot<Section, Item>) -> (Snapshot<Section, Item>, [[Int]]?) {
    guard !collapsedIDs.isEmpty || filter != nil else { return (snapshot, nil) }
    var items: [[Item]] = []
    var rows: [[Int]]? = filter == nil ? nil : []
    items.reserveCapacity(snapshot.numberOfSections)
    for (section, sectionItems) in zip(snapshot.sections, snapshot.items) {
      if isCollapsed(section) {
        items.append([])
        rows?.append([])
      } else if let filter {
        let kept = loops.filterRows(sectionItems, .all(sectionItems.count), filter).places ?? []
        items.append(Self.items(at: kept, of: sectionItems))
        rows?.append(kept)
      } else {
        items.append(sectionItems)
      }
    }
    return (Snapshot(sections: snapshot.sections, items: items), rows)
  }

  /// ``presentedFrom`` as the host must show it now, with the row changes from what it shows, when
  /// only the filter or the collapsed sections changed since it was shown: rows are then shown and
  /// hidden, never moved or changed, so the changes follow from the places of the rows alone, with
  /// no diff.
  ///
  /// - Parameter narrowing: Whether the filter accepts no item that the filter of the shown rows
  ///   rejects; then only the rows shown now are tested again (every row of a section expanded
  ///   since).
  /// - Complexity: O(r) for the r rows shown before and after, plus a call of ``filter`` for each
  ///   row tested.
  func representation(narrowing: Bool) -> (Snapshot<Section, Item>, [[Int]]?, ListChanges) {
    var items: [[Item]] = []
    items.reserveCapacity(presentedFrom.numberOfSections)
    var rows: [[Int]]? = filter == nil ? nil : []
    var changes = ListChanges()
    for (index, section) in presentedFrom.sections.enumerated() {
      let all = presentedFrom.items[index]
      let id = section.differenceIdentifier
      let old: SectionRows =
        if let shownRows { .some(shownRows[index]) } else if shown.items[index].count == all.count {
          .all(all.count)
        } else { .some([]) }
      let new: SectionRows
      if collapsedIDs.contains(id) {
        new = .some([])
      } else if let filter {
        let candidates = narrowing && !presentedCollapsedIDs.contains(id) ? old : .all(all.count)
        new = loops.filterRows(all, candidates, filter)
      } else {
        new = .all(all.count)
      }
      old.changes(to: new, inSection: index, into: &changes)
      rows?.append(new.places ?? Array(0..<all.count))
      items.append(new.places.map { Self.items(at: $0, of: all) } ?? all)
    }
    return (Snapshot(sections: presentedFrom.sections, items: items), rows, changes)
  }

  /// The items of `all` at `places`, in order.
  ///
  /// Written through pointers: appending to an array of a generic element from code that is not
  /// specialized costs a metadata lookup per element.
  private static func items(at places: [Int], of all: [Item]) -> [Item] {
    all.withUnsafeBufferPointer { source in
      [Item](unsafeUninitializedCapacity: places.count) { target, initialized in
        for place in places {
          (target.baseAddress! + initialized).initialize(to: source[place])
          initialized += 1
        }
      }
    }
  }

  /// The place in ``snapshot`` (as last shown) of the row the host shows at `indexPath`.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  func modelIndexPath(_ indexPath: IndexPath) -> IndexPath {
    guard let shownRows, shownRows.indices.contains(indexPath.section),
      shownRows[indexPath.section].indices.contains(indexPath.row)
    else { return indexPath }
    return IndexPath(row: shownRows[indexPath.section][indexPath.row], section: indexPath.section)
  }

  /// The place in the snapshot of a row the host moves to `destination` (a place among the shown
  /// rows of its section, the moved row taken out): right after the shown row it lands below, or
  /// first in its section; the rows the filter hides keep their places. A collapsed section shows
  /// no rows: a row moved into it from below lands at its end, next to where it came from, as in
  /// the section expanded, and one from above at its start.
  func modelDestination(from source: IndexPath, to destination: IndexPath) -> IndexPath {
    if destination.section < source.section, isCollapsed(presentedFrom.sections[destination.section]) {
      return IndexPath(row: presentedFrom.items[destination.section].count, section: destination.section)
    }
    guard let shownRows, destination.row > 0 else { return destination }
    let modelSource = modelIndexPath(source)
    var rows = shownRows[destination.section]
    if source.section == destination.section { rows.remove(at: source.row) }
    let above = rows[destination.row - 1]
    let taken = modelSource.section == destination.section && above > modelSource.row
    return IndexPath(row: above + (taken ? 0 : 1), section: destination.section)
  }

  /// The items a collapsed `section` hides (those the filter accepts), from the snapshot shown:
  /// those its header was last shown with when they are still the same.
  ///
  /// - Complexity: O(1) when the section's items and the filter are those its header last showed;
  ///   otherwise O(items of the section).
  func hiddenItems(of section: Section) -> [Item] {
    let id = section.differenceIdentifier
    guard let index = presentedFrom.sectionIndex(of: id) else { return [] }
    let items = presentedFrom.items[index]
    if let shown = shownCollapsedContents[id], shown.holds(items, filterGeneration: filterGeneration) {
      return shown.hidden
    }
    guard let filter else { return items }
    return items.filter(filter)
  }
}
