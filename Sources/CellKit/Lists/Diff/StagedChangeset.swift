import Foundation

/// The changes from one snapshot to another as an ordered list of batches that are each safe to
/// apply with `performBatchUpdates`:
///
/// 1. item reloads (positions before any change);
/// 2. section and item deletes;
/// 3. section inserts and moves;
/// 4. item inserts and moves, within and across sections;
/// 5. section reloads.
///
/// Empty batches are left out, so an unchanged list gives an empty changeset.
@usableFromInline package struct StagedChangeset<Section: Differentiable, Item: Differentiable>: RandomAccessCollection
{
  /// The batches in the order they must be applied.
  @usableFromInline package var stages: [Changeset<Section, Item>]

  /// Creates a staged changeset from its batches.
  @usableFromInline package init(_ stages: [Changeset<Section, Item>] = []) {
    self.stages = stages
  }

  @usableFromInline package var startIndex: Int { stages.startIndex }
  @usableFromInline package var endIndex: Int { stages.endIndex }
  @usableFromInline package subscript(position: Int) -> Changeset<Section, Item> { stages[position] }

  /// Moves reported, across every batch.
  @usableFromInline package var moveCount: Int {
    stages.reduce(0) { $0 + $1.changes.itemMoved.count + $1.changes.sectionMoved.count }
  }
}
