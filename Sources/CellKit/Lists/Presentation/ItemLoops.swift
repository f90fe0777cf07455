import Foundation

/// The loops a list adapter runs over every item, or every item shown: the diff, the identity
/// counts and the check for repeated identities, the filter's tests and the search for items by
/// identity.
///
/// The adapter is generic, and code of its own runs unspecialized: each item copied, hashed or
/// compared through its type's witness tables and metadata, several times slower than the same
/// loop compiled for the app's types. These loops are made by ``init()``, which is inlinable:
/// ``ListAdapter/apply(_:animatingDifferences:)`` and the filter's setters make them again in the
/// app's own code, where the section and item types are known, so they run specialized for them.
@usableFromInline
package struct ItemLoops<Section: Differentiable, Item: Differentiable> {
  /// The batches from one snapshot to another.
  @usableFromInline let diff: (Snapshot<Section, Item>, Snapshot<Section, Item>) -> StagedChangeset<Section, Item>
  /// Counts the identities of a snapshot afresh.
  @usableFromInline let recount: (inout IdentityCounts<Item.DifferenceIdentifier>, Snapshot<Section, Item>) -> Void
  /// Whether an item identity appears more than once in a snapshot, without counting them all.
  @usableFromInline let repeats: (Snapshot<Section, Item>) -> Bool
  /// Applies one batch to the identity counts of the snapshot before it.
  @usableFromInline let update:
    (inout IdentityCounts<Item.DifferenceIdentifier>, Snapshot<Section, Item>, Changeset<Section, Item>) -> Void
  /// The rows among some rows of a section's items that a filter accepts.
  @usableFromInline let filterRows: @MainActor ([Item], SectionRows, @MainActor (Item) -> Bool) -> SectionRows
  /// The places of a section's items (those given, or every one) in the order a comparator puts
  /// their items in; items it does not tell apart keep their order (the standard library's sort is
  /// stable).
  @usableFromInline let sortRows: @MainActor ([Item], [Int]?, @MainActor (Item, Item) -> Bool) -> [Int]
  /// The items of a snapshot whose identities are in a set, in order.
  @usableFromInline let items: (Snapshot<Section, Item>, Set<Item.DifferenceIdentifier>) -> [Item]

  @inlinable
  package init() {
    diff = { StagedChangeset(from: $0, to: $1) }
    recount = { counts, snapshot in counts.recount(snapshot) }
    repeats = { IdentityCounts.repeats(in: $0) }
    update = { counts, before, stage in counts.update(from: before, by: stage) }
    filterRows = { items, rows, isIncluded in
      items.withUnsafeBufferPointer { items in rows.filter { isIncluded(items[$0]) } }
    }
    sortRows = { items, places, areInIncreasingOrder in
      var places = places ?? Array(items.indices)
      items.withUnsafeBufferPointer { items in places.sort { areInIncreasingOrder(items[$0], items[$1]) } }
      return places
    }
    items = { snapshot, ids in
      var found: [Item] = []
      for section in snapshot.items {
        for item in section where ids.contains(item.differenceIdentifier) { found.append(item) }
      }
      return found
    }
  }
}
