import Foundation

/// One batch of a ``StagedChangeset``: its operations and the data to show once it is applied.
@usableFromInline package struct Changeset<Section: Differentiable, Item: Differentiable> {
  /// The data to show after this batch.
  @usableFromInline package var data: Snapshot<Section, Item>
  /// The operations of this batch.
  @usableFromInline package var changes = ListChanges()

  /// Creates a batch of `changes` (none by default) that leaves `data` on screen.
  @usableFromInline package init(data: Snapshot<Section, Item>, changes: ListChanges = ListChanges()) {
    self.data = data
    self.changes = changes
  }
}
