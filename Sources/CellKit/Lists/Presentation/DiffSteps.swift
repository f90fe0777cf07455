/// The batches of a diff from the snapshot shown to a new one, in the order a host plays them.
///
/// Each step is made from the diff's stages alone; items and sections whose content changed are
/// collected in ``inPlace``, to be configured again once every batch is played.
package struct DiffSteps<Section: Differentiable, Item: Differentiable> {
  private let stages: StagedChangeset<Section, Item>
  private var next = 0
  private var before: Snapshot<Section, Item>
  /// Brings identity counts from the snapshot before a stage to the one after it.
  private let countStage:
    (inout IdentityCounts<Item.DifferenceIdentifier>, Snapshot<Section, Item>, Changeset<Section, Item>) -> Void
  /// The items and sections whose content changed, so far.
  package private(set) var inPlace = InPlaceUpdates<Section, Item>()

  /// The steps of `stages`, the diff from `shown`; `countStage` updates identity counts by one
  /// stage (``ItemLoops/update``, specialized for the list's types).
  package init(
    _ stages: StagedChangeset<Section, Item>, from shown: Snapshot<Section, Item>,
    countStage:
      @escaping (inout IdentityCounts<Item.DifferenceIdentifier>, Snapshot<Section, Item>, Changeset<Section, Item>)
      -> Void
  ) {
    self.stages = stages
    before = shown
    self.countStage = countStage
  }

  /// The next batch, with `identities` (the counts of the snapshot before it) brought to the
  /// snapshot after it; nil after the last stage.
  ///
  /// - Complexity: O(the stage's changes), plus what `countStage` costs.
  package mutating func next(counting identities: inout IdentityCounts<Item.DifferenceIdentifier>) -> UpdateStep<
    Section, Item
  >? {
    guard next < stages.count else { return nil }
    let stage = stages[next]
    next += 1
    countStage(&identities, before, stage)
    for indexPath in stage.changes.itemUpdated {
      if let item = before.item(at: indexPath) { inPlace.items.insert(item.differenceIdentifier) }
    }
    for index in stage.changes.sectionUpdated {
      inPlace.sections.insert(stage.data.sections[index].differenceIdentifier)
    }
    defer { before = stage.data }
    return UpdateStep(changes: stage.changes, data: stage.data, before: before)
  }
}
