/// How a list adapter shows a snapshot on its host, chosen from the update's inputs alone.
package enum UpdatePath<Section: Differentiable, Item: Differentiable> {
  /// Every row made again: the update does not animate, or there is no host to animate on.
  case reload
  /// The snapshot shown before, with other rows shown and hidden (the filter or the collapsed
  /// sections changed): one batch of these changes, no diff.
  case rows(ListChanges)
  /// Edits recorded on the snapshot shown, as it is: a batch an edit (``ReplaySteps``).
  case replay([SnapshotEdit<Section, Item>])
  /// A diff from the snapshot shown, in stages (``DiffSteps``).
  case diff

  /// The path of an update that `animates` (on a host there is), whose rows changed by
  /// `rowChanges` when only the rows shown of the same snapshot changed, and whose snapshot
  /// recorded `edits` on the one shown; `showsEveryItem` when no filter or collapsed section hides
  /// a row, so recorded edits hold for the rows shown.
  package static func choose(
    animates: Bool, rowChanges: ListChanges?, edits: [SnapshotEdit<Section, Item>]?, showsEveryItem: Bool
  ) -> UpdatePath {
    guard animates else { return .reload }
    if let rowChanges { return .rows(rowChanges) }
    if let edits, showsEveryItem { return .replay(edits) }
    return .diff
  }

  /// Whether the path reloads every row.
  package var isReload: Bool {
    if case .reload = self { return true }
    return false
  }
}
