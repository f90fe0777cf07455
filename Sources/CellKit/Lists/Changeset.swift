import Foundation

/// One batch of a ``StagedChangeset``: its operations and the data to show once it is applied.
@usableFromInline package struct Changeset<Section: Differentiable, Item: Differentiable> {
  /// The data to show after this batch.
  @usableFromInline package var data: Snapshot<Section, Item>
  /// The operations of this batch.
  @usableFromInline package var changes = ListChanges()

  /// Creates an empty batch that shows `data`.
  @usableFromInline package init(data: Snapshot<Section, Item>) {
    self.data = data
  }
}
