import Foundation

/// A change of the presentation outside an update: what the user or the API asks for (a filter, a
/// sort, a collapse, a selection), what the host reports (a prefetch, a move it shows already), and
/// what the adapter learns as it shows the rows (titles, what collapsed sections hide).
///
/// Each change is one transition, ``ListPresentation/apply(_:)``; none calls app code or a host.
package enum PresentationChange<Section: Differentiable, Item: Differentiable> {
  /// The host is shown `rows` while it plays a batch of an update.
  case show(Snapshot<Section, Item>)
  /// A new filter (nil for none); `narrowing` when it rejects every item the one before rejects.
  case filter((@MainActor (Item) -> Bool)?, narrowing: Bool)
  /// A new order of the rows (nil for the snapshot's), and how it sorts a section's places when it
  /// sorts by one column's key.
  case order((@MainActor (Item, Item) -> Bool)?, sortPlaces: (@MainActor ([Item], [Int]?) -> [Int])?)
  /// The section `id` is to be collapsed.
  case collapse(Section.DifferenceIdentifier)
  /// The section `id` is to be expanded.
  case expand(Section.DifferenceIdentifier)
  /// What each collapsed section hides now, as its header is shown.
  case collapsedContents([Section.DifferenceIdentifier: CollapsedContent<Item>])
  /// The header and footer titles of each section, as the host is given them.
  case titles([Section.DifferenceIdentifier: [String?]])
  /// The item `id` joins the selection, replacing it unless several selections are allowed.
  case select(Item.DifferenceIdentifier, allowsMultiple: Bool)
  /// The items `ids` leave the selection.
  case deselect(Set<Item.DifferenceIdentifier>)
  /// The model was told to prefetch the item `id`.
  case prefetched(Item.DifferenceIdentifier)
  /// The items `ids` are prefetched no more: cancelled, shown, or gone.
  case forgetPrefetched(Set<Item.DifferenceIdentifier>)
  /// The host shows already the row at `source` moved to `destination` (UIKit's drag): the rows,
  /// the snapshot presented (`presentedFrom`, with the row moved at the model's places) and the
  /// places of the shown rows (chosen again under a filter) answer as it shows.
  case hostMoved(
    source: IndexPath, destination: IndexPath, presentedFrom: Snapshot<Section, Item>, shownRows: [[Int]]?)
  /// The rows, the snapshot presented and the places of the shown rows as they were before a move
  /// that was refused.
  case restore(ListPresentation<Section, Item>.MoveOrigin)
  /// Snapshots edited from the one handed out with `origin` show their recorded edits without a
  /// diff; nil when none can (a filter or a collapsed section hides rows, or one is to be diffed).
  case recording(SnapshotRecording<Section, Item>.Origin?)
  /// Whether the snapshot presented repeats an item identity, once checked (nil: not checked).
  case presentedRepeats(Bool?)
}

extension ListPresentation {
  /// Where the rows were before the host showed a move: what a refused move puts back.
  package struct MoveOrigin {
    let shown: Snapshot<Section, Item>
    let presentedFrom: Snapshot<Section, Item>
    let shownRows: [[Int]]?
  }

  /// The rows as they are now, to put back after a move the host shows is refused.
  var moveOrigin: MoveOrigin { MoveOrigin(shown: shown, presentedFrom: presentedFrom, shownRows: shownRows) }

  /// Makes `change`; returns whether it changed the presentation (a collapse of a collapsed
  /// section, or a deselection of items not selected, changes nothing).
  ///
  /// - Complexity: O(1), or O(the identities given); a move the host shows costs O(rows of the
  ///   sections it touches), unless the rows' storage is not shared.
  @discardableResult
  package mutating func apply(_ change: PresentationChange<Section, Item>) -> Bool {
    switch change {
    case .show(let rows):
      shown = rows
    case .filter(let isIncluded, let narrowing):
      filter = isIncluded
      filterGeneration += 1
      filterChange = narrowing && filterChange != .replaced ? .narrowed : .replaced
    case .order(let areInIncreasingOrder, let sortPlaces):
      order = areInIncreasingOrder
      self.sortPlaces = sortPlaces
      orderChanged = true
    case .collapse(let id):
      return collapsedIDs.insert(id).inserted
    case .expand(let id):
      return collapsedIDs.remove(id) != nil
    case .collapsedContents(let contents):
      collapsedContents = contents
    case .titles(let titles):
      self.titles = titles
    case .select(let id, let allowsMultiple):
      if !allowsMultiple { selectedIDs.removeAll() }
      selectedIDs.insert(id)
    case .deselect(let ids):
      let before = selectedIDs.count
      selectedIDs.subtract(ids)
      return selectedIDs.count != before
    case .prefetched(let id):
      return prefetchedIDs.insert(id).inserted
    case .forgetPrefetched(let ids):
      let before = prefetchedIDs.count
      prefetchedIDs.subtract(ids)
      return prefetchedIDs.count != before
    case .hostMoved(let source, let destination, let movedFrom, let newShownRows):
      // A snapshot edited to match the move must be diffed, not replayed: no recorded edit holds it.
      recordingOrigin = nil
      shown.moveItem(at: source, to: destination)
      presentedFrom = movedFrom
      shownRows = newShownRows
    case .restore(let origin):
      (shown, presentedFrom, shownRows) = (origin.shown, origin.presentedFrom, origin.shownRows)
    case .recording(let origin):
      recordingOrigin = origin
    case .presentedRepeats(let repeats):
      presentedRepeats = repeats
    }
    return true
  }
}
