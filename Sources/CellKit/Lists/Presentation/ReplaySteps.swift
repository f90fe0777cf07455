/// The batches that show recorded edits one by one, from the snapshot shown to the snapshot the
/// edits made: a batch an edit, with no diff.
///
/// Each step is made from the edits and the snapshot alone. The snapshot of each step is changed
/// in place from the one before, so a caller that lets go of a step's ``UpdateStep/data`` before
/// asking for the next step copies no section: a single insert into a million rows costs the
/// insert.
package struct ReplaySteps<Section: Differentiable, Item: Differentiable> {
  private let edits: [SnapshotEdit<Section, Item>]
  private let final: Snapshot<Section, Item>
  private var working: Snapshot<Section, Item>
  private var next = 0
  /// The items replaced by a version of themselves and the sections whose value changed, so far.
  package private(set) var inPlace = InPlaceUpdates<Section, Item>()

  /// The steps from `shown` through `edits`, which were recorded on it and end at `final`.
  package init(
    _ edits: [SnapshotEdit<Section, Item>], from shown: Snapshot<Section, Item>, reaching final: Snapshot<Section, Item>
  ) {
    self.edits = edits
    self.final = final
    working = shown
  }

  /// The next batch, with `identities` (the counts of the snapshot before it) brought to the
  /// snapshot after it; nil when every edit is shown. An edit that replaces an item by a version of
  /// itself makes no batch: it is in ``inPlace``.
  ///
  /// - Complexity: O(the edit), plus a copy of each section the edit changes while the caller
  ///   holds the previous step's data.
  package mutating func next(counting identities: inout IdentityCounts<Item.DifferenceIdentifier>) -> UpdateStep<
    Section, Item
  >? {
    while next < edits.count {
      let edit = edits[next]
      let changes = edit.changes(on: working)
      count(edit, changes: changes, into: &identities)
      if next == edits.count - 1 {
        working = final
      } else {
        working.perform(edit)
      }
      next += 1
      if let changes { return UpdateStep(changes: changes, data: working, before: nil) }
    }
    return nil
  }

  /// Brings `identities` from the working snapshot to the one after `edit`, whose batch is
  /// `changes`, and notes what `edit` changes in place.
  private mutating func count(
    _ edit: SnapshotEdit<Section, Item>, changes: ListChanges?,
    into identities: inout IdentityCounts<Item.DifferenceIdentifier>
  ) {
    switch edit {
    case .insertItems(let items, _):
      for item in items { identities.add(item.differenceIdentifier) }
    case .deleteItems(let paths):
      for path in paths { identities.remove(working[path].differenceIdentifier) }
    case .replaceItem(let item, let place):
      if changes == nil {
        inPlace.items.insert(item.differenceIdentifier)
      } else {
        identities.remove(working[place].differenceIdentifier)
        identities.add(item.differenceIdentifier)
      }
    case .appendSection(_, let items):
      for item in items { identities.add(item.differenceIdentifier) }
    case .deleteSections(let indices):
      for index in indices {
        for item in working.items[index] { identities.remove(item.differenceIdentifier) }
      }
    case .replaceSection(let section, _):
      if changes?.sectionUpdated.isEmpty == false { inPlace.sections.insert(section.differenceIdentifier) }
    case .moveItem:
      break
    }
  }
}
