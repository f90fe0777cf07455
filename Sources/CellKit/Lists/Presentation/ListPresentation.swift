import Foundation

/// What a list adapter shows on its host, as one value: the snapshot the rows are chosen from, the
/// rows shown, the filter and collapsed sections that chose them, and what the adapter keeps
/// about them (selection, prefetched items, identity counts, titles given).
///
/// The host shows every item of ``presentedFrom`` except those of collapsed sections and those the
/// filter rejects. Sections always show, so a section's index is the same in both; a row's index
/// path is translated between the two (``modelIndexPath(_:)``).
///
/// Its functions compute from the value and their arguments alone and call no host. Those given a
/// filter call it, which is app code: the adapter calls them on a copy, never while it is changing
/// its presentation, so that code may change the list.
@usableFromInline
package struct ListPresentation<Section: Differentiable, Item: Differentiable> {
  /// The snapshot the host shows now: what the data source answers with and what events resolve
  /// against.
  @usableFromInline package internal(set) var shown = Snapshot<Section, Item>()
  /// The snapshot `shown` presents: `shown` is it with the items of collapsed sections, and those
  /// the filter rejects, left out.
  var presentedFrom = Snapshot<Section, Item>()
  /// While a filter is set, the row in `presentedFrom` of each shown row, section by section.
  @usableFromInline var shownRows: [[Int]]?
  /// What ``ListAdapter/filter`` returns.
  @usableFromInline var filter: (@MainActor (Item) -> Bool)?
  /// Whether one item comes before another in the order the rows are shown in, or nil for the
  /// snapshot's order (``ListAdapter/sortOrder``).
  var order: (@MainActor (Item, Item) -> Bool)?
  /// Sorts the places of a section's items (those given, or every one) in ``order``, reading each
  /// item's key once: for a sort by one column declared with a key path; nil otherwise.
  var sortPlaces: (@MainActor ([Item], [Int]?) -> [Int])?
  /// Whether ``order`` changed since the rows were last shown.
  var orderChanged = false
  /// How many times the filter was set: what the hidden items of a collapsed section were chosen
  /// by.
  var filterGeneration = 0
  /// How the filter changed since the rows were last shown.
  var filterChange = FilterChange.none
  /// The identities of the collapsed sections.
  var collapsedIDs = Set<Section.DifferenceIdentifier>()
  /// The collapsed sections when the rows were last shown.
  var presentedCollapsedIDs = Set<Section.DifferenceIdentifier>()
  /// What each collapsed section hid when its header was last shown.
  var collapsedContents: [Section.DifferenceIdentifier: CollapsedContent<Item>] = [:]
  /// The header and footer titles of each section, as the host was last given them.
  var titles: [Section.DifferenceIdentifier: [String?]] = [:]
  /// Names the snapshot last handed out while the host shows it exactly (no filter, no collapsed
  /// section): a snapshot edited from it and applied back shows its recorded edits without a diff.
  var recordingOrigin: SnapshotRecording<Section, Item>.Origin?
  /// How many snapshots were shown from their recorded edits, without a diff.
  var recordedApplies = 0
  /// How many times each identity appears in the shown snapshot, once an update needs them:
  /// counted when the first diffed or replayed update is shown, dropped when the host reloads.
  var identities = IdentityCounts<Item.DifferenceIdentifier>()
  /// Whether an item identity appears more than once in `presentedFrom`, once checked.
  var presentedRepeats: Bool?
  /// The identities of the selected items.
  package var selectedIDs = Set<Item.DifferenceIdentifier>()
  /// The identities of the items the model was told to prefetch and not told to cancel.
  var prefetchedIDs = Set<Item.DifferenceIdentifier>()

  @usableFromInline
  package init() {}

  /// The edits recorded on `fullSnapshot`, when they can be replayed: it was edited from the
  /// snapshot the host shows now, as it is (no filter, no collapsed section), every edit was
  /// recorded, and they are few enough that a batch each beats a diff.
  func replayableEdits(of fullSnapshot: Snapshot<Section, Item>) -> [SnapshotEdit<Section, Item>]? {
    guard let recordingOrigin, let recording = fullSnapshot.recording, recording.origin === recordingOrigin,
      recording.edits.count <= 64
    else { return nil }
    return recording.edits
  }

  /// Whether `section` (by its identity) is to be collapsed.
  ///
  /// - Complexity: O(1).
  func isCollapsed(_ section: Section) -> Bool {
    collapsedIDs.contains(section.differenceIdentifier)
  }

  /// Whether the host shows `section` collapsed (a collapse asked for since is not shown yet).
  ///
  /// - Complexity: O(1).
  func isShownCollapsed(_ section: Section) -> Bool {
    presentedCollapsedIDs.contains(section.differenceIdentifier)
  }

  /// Whether the host shows `presentedFrom` as it is: no filter, no sort, no collapsed section.
  package var showsEveryItem: Bool { shownRows == nil && collapsedIDs.isEmpty }
}

// MARK: - Choosing the rows

extension ListPresentation {
  /// `snapshot` as the host shows it, and, while a filter or a sort is set, where each shown row is
  /// in it.
  ///
  /// - Complexity: O(n) for n items, a call of ``filter`` for each while one is set, and
  ///   O(r log r) calls of ``order`` for the r rows kept while one is set.
  @MainActor
  func rows(of snapshot: Snapshot<Section, Item>, loops: ItemLoops<Section, Item>) -> (
    Snapshot<Section, Item>, [[Int]]?
  ) {
    guard !collapsedIDs.isEmpty || filter != nil || order != nil else { return (snapshot, nil) }
    var items: [[Item]] = []
    var rows: [[Int]]? = filter == nil && order == nil ? nil : []
    items.reserveCapacity(snapshot.numberOfSections)
    for (section, sectionItems) in zip(snapshot.sections, snapshot.items) {
      if isCollapsed(section) {
        items.append([])
        rows?.append([])
      } else if filter != nil || order != nil {
        var kept = filter.map { loops.filterRows(sectionItems, .all(sectionItems.count), $0).places ?? [] }
        if let sortPlaces {
          kept = sortPlaces(sectionItems, kept)
        } else if let order {
          kept = loops.sortRows(sectionItems, kept, order)
        }
        let places = kept ?? Array(sectionItems.indices)
        items.append(Self.items(at: places, of: sectionItems))
        rows?.append(places)
      } else {
        items.append(sectionItems)
      }
    }
    return (Snapshot(sections: snapshot.sections, items: items), rows)
  }

  /// `presentedFrom` as the host must show it now, with the row changes from what it shows, when
  /// only the filter or the collapsed sections changed since it was shown: rows are then shown and
  /// hidden, never moved or changed, so the changes follow from the places of the rows alone, with
  /// no diff.
  ///
  /// - Parameter narrowing: Whether the filter accepts no item that the filter of the shown rows
  ///   rejects; then only the rows shown now are tested again (every row of a section expanded
  ///   since).
  /// - Complexity: O(r) for the r rows shown before and after, plus a call of ``filter`` for each
  ///   row tested.
  @MainActor
  func rowsChanged(narrowing: Bool, loops: ItemLoops<Section, Item>) -> (
    Snapshot<Section, Item>, [[Int]]?, ListChanges
  ) {
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
    // No places: the shared empty array. Built with a capacity of 0, the initializer would write
    // the count into that shared storage, a write ThreadSanitizer sees racing with every reader.
    guard !places.isEmpty else { return [] }
    return all.withUnsafeBufferPointer { source in
      [Item](unsafeUninitializedCapacity: places.count) { target, initialized in
        for place in places {
          (target.baseAddress! + initialized).initialize(to: source[place])
          initialized += 1
        }
      }
    }
  }
}

// MARK: - Translating index paths

extension ListPresentation {
  /// The place in the snapshot (as last shown) of the row the host shows at `indexPath`.
  ///
  /// - Complexity: O(1).
  func modelIndexPath(_ indexPath: IndexPath) -> IndexPath {
    Self.modelIndexPath(indexPath, shownRows: shownRows)
  }

  /// The place in the snapshot of the row shown at `indexPath`, where `shownRows` are the places
  /// of the rows shown: what the adapter reads on every event, from that one property, without
  /// copying the presentation.
  ///
  /// - Complexity: O(1).
  @inlinable
  static func modelIndexPath(_ indexPath: IndexPath, shownRows: [[Int]]?) -> IndexPath {
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
    if destination.section < source.section, isShownCollapsed(presentedFrom.sections[destination.section]) {
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
}

// MARK: - Collapsed sections

extension ListPresentation {
  /// The items a collapsed `section` hides (those the filter accepts), from the snapshot shown:
  /// those its header was last shown with when they are still the same.
  ///
  /// - Complexity: O(1) when the section's items and the filter are those its header last showed;
  ///   otherwise O(items of the section).
  @MainActor
  func hiddenItems(of section: Section) -> [Item] {
    let id = section.differenceIdentifier
    guard let index = presentedFrom.sectionIndex(of: id) else { return [] }
    let items = presentedFrom.items[index]
    if let content = collapsedContents[id], content.holds(items, filterGeneration: filterGeneration) {
      return content.hidden
    }
    guard let filter else { return items }
    return items.filter(filter)
  }

  /// What each collapsed section hides now, and the sections whose hidden items are not the same
  /// (by identity, order and content) as when their headers were last shown: no row of theirs
  /// changes, yet their headers and footers must show it.
  ///
  /// A section whose items are the same array as before, under the same filter, is not looked at.
  ///
  /// - Complexity: O(sections), plus the items of each collapsed section the snapshot or the filter
  ///   changed.
  @MainActor
  func collapsedContentsNow() -> (
    contents: [Section.DifferenceIdentifier: CollapsedContent<Item>], changed: Set<Section.DifferenceIdentifier>
  ) {
    var now: [Section.DifferenceIdentifier: CollapsedContent<Item>] = [:]
    var changed = Set<Section.DifferenceIdentifier>()
    for (section, items) in zip(presentedFrom.sections, presentedFrom.items) where isShownCollapsed(section) {
      let id = section.differenceIdentifier
      if let old = collapsedContents[id], old.holds(items, filterGeneration: filterGeneration) {
        now[id] = old
        continue
      }
      let content = CollapsedContent(
        items: items, filterGeneration: filterGeneration, hidden: filter.map { items.filter($0) } ?? items)
      now[id] = content
      if let old = collapsedContents[id], !Self.sameContent(old.hidden, content.hidden) { changed.insert(id) }
    }
    return (now, changed)
  }

  private static func sameContent(_ old: [Item], _ new: [Item]) -> Bool {
    old.count == new.count
      && zip(old, new).allSatisfy { $0.differenceIdentifier == $1.differenceIdentifier && $1.isContentEqual(to: $0) }
  }
}

/// What a collapsed section hid when its header was last shown: the section's items in the
/// snapshot, and those of them the filter of that time accepted.
package struct CollapsedContent<Item: Differentiable> {
  /// The section's items in the snapshot presented.
  var items: [Item]
  /// Which filter chose `hidden` (``ListPresentation/filterGeneration``).
  var filterGeneration: Int
  /// The items the section hides: `items` that the filter accepts.
  var hidden: [Item]

  /// Whether this is what a section whose items are `items` hides under filter `generation`,
  /// without looking at an item: true when `items` is the very array this was made from.
  ///
  /// - Complexity: O(1).
  func holds(_ items: [Item], filterGeneration generation: Int) -> Bool {
    generation == filterGeneration && self.items.sharesStorage(with: items)
  }
}

extension Array {
  /// Whether this array and `other` are the same storage (one is a copy of the other, unchanged
  /// since), so their elements are the same without comparing any.
  ///
  /// - Complexity: O(1).
  func sharesStorage(with other: [Element]) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
  }
}
