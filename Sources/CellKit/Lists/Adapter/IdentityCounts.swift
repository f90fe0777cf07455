import Foundation

/// How many times each item identity appears in the shown snapshot, kept up to date from each
/// batch of changes.
struct IdentityCounts<ID: Hashable> {
  private var counts: [ID: Int] = [:]
  /// How many identities appear more than once.
  private(set) var repeated = 0

  mutating func recount<Section, Item>(_ snapshot: Snapshot<Section, Item>) where Item.DifferenceIdentifier == ID {
    counts = [:]
    counts.reserveCapacity(snapshot.numberOfItems)
    repeated = 0
    for section in snapshot.items {
      for item in section { add(item.differenceIdentifier) }
    }
  }

  /// Applies one batch: removes what it deletes from `before`, adds what it inserts.
  mutating func update<Section, Item>(from before: Snapshot<Section, Item>, by stage: Changeset<Section, Item>)
  where Item.DifferenceIdentifier == ID {
    let changes = stage.changes
    for s in changes.sectionDeleted {
      for item in before.items[s] { remove(item.differenceIdentifier) }
    }
    for path in changes.itemDeleted { remove(before[path].differenceIdentifier) }
    for s in changes.sectionInserted {
      for item in stage.data.items[s] { add(item.differenceIdentifier) }
    }
    for path in changes.itemInserted { add(stage.data[path].differenceIdentifier) }
  }

  /// Whether `id` appears in the shown snapshot.
  func contains(_ id: ID) -> Bool { counts[id] != nil }

  mutating func add(_ id: ID) {
    let count = counts[id, default: 0] + 1
    counts[id] = count
    if count == 2 { repeated += 1 }
  }

  mutating func remove(_ id: ID) {
    guard let count = counts[id] else { return }
    if count == 2 { repeated -= 1 }
    counts[id] = count == 1 ? nil : count - 1
  }
}
