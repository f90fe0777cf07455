import Foundation

/// One batch of a ``StagedChangeset``: its operations and the data to show once it is applied.
public struct Changeset<Section: Differentiable, Item: Differentiable> {
  /// The data to show after this batch.
  public var data: Snapshot<Section, Item>
  /// The operations of this batch.
  public var changes = ListChanges()

  /// Creates an empty batch that shows `data`.
  public init(data: Snapshot<Section, Item>) {
    self.data = data
  }
}
