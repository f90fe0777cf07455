/// The edits made to a snapshot since a list adapter handed it out, as batches that each apply to
/// the snapshot as it was just before: what lets the adapter show an edited snapshot without
/// diffing it.
package struct SnapshotRecording {
  /// Names the snapshot the adapter handed out; a recording is used only against that one.
  package final class Origin {
    package init() {}
  }

  package let origin: Origin
  /// The batches, in the order the edits were made.
  package private(set) var batches: [ListChanges] = []

  package init(origin: Origin) {
    self.origin = origin
  }

  mutating func add(_ changes: ListChanges) {
    if !changes.isEmpty { batches.append(changes) }
  }

  /// The recorded edits as stages of batch updates, when they can be: one structural batch at
  /// most, and content updates only after it (so at the final places); nil otherwise, for a diff.
  package var stages: (structure: ListChanges?, updates: ListChanges)? {
    var structure: ListChanges?
    var updates = ListChanges()
    for batch in batches {
      let onlyUpdates =
        batch.itemDeleted.isEmpty && batch.itemInserted.isEmpty && batch.itemMoved.isEmpty
        && batch.sectionDeleted.isEmpty && batch.sectionInserted.isEmpty && batch.sectionMoved.isEmpty
      if onlyUpdates {
        updates.itemUpdated += batch.itemUpdated
        updates.sectionUpdated += batch.sectionUpdated
      } else {
        guard structure == nil, updates.isEmpty else { return nil }
        structure = batch
      }
    }
    updates.itemUpdated = Array(Set(updates.itemUpdated)).sorted()
    updates.sectionUpdated = Array(Set(updates.sectionUpdated)).sorted()
    return (structure, updates)
  }
}
