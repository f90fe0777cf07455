/// One batch of an update, as a list adapter plays it on its host: the changes, and the snapshot
/// the host shows once they are made.
///
/// The steps of an update come from pure values (``UpdatePath``, ``ReplaySteps``, ``DiffSteps``)
/// that read the presentation and touch no host; the adapter plays each one.
package struct UpdateStep<Section: Differentiable, Item: Differentiable> {
  /// The batch's changes, with the items and sections whose content changed in place.
  package let changes: ListChanges
  /// The snapshot shown after the batch.
  package let data: Snapshot<Section, Item>
  /// The snapshot shown before the batch, when the steps keep it (a diff's stages do; replayed
  /// edits change one snapshot in place and do not).
  package let before: Snapshot<Section, Item>?

  /// The batch the host plays: ``changes`` without the rows and sections changed in place, which
  /// the adapter configures again once every batch is played.
  package var batch: ListChanges {
    var batch = changes
    batch.itemUpdated = []
    batch.sectionUpdated = []
    return batch
  }
}

/// The items and sections whose content an update changed, to be configured again in place once
/// its batches are played.
package struct InPlaceUpdates<Section: Differentiable, Item: Differentiable> {
  /// Items whose identity stayed and whose content changed.
  package var items = Set<Item.DifferenceIdentifier>()
  /// Sections whose identity stayed and whose value changed.
  package var sections = Set<Section.DifferenceIdentifier>()
}
