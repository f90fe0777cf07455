import Foundation

/// The calls that change a list view's sections and items inside one of its batches, named as
/// `UICollectionView` and `NSCollectionView` name them; a `UITableView` says them with its row
/// animation.
@MainActor
package protocol BatchEdits {
  func deleteSections(_ sections: IndexSet)
  func insertSections(_ sections: IndexSet)
  func moveSection(_ section: Int, toSection newSection: Int)
  func reloadSections(_ sections: IndexSet)
  func deleteItems(at indexPaths: [IndexPath])
  func insertItems(at indexPaths: [IndexPath])
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
  func reloadItems(at indexPaths: [IndexPath])
}

extension ListChanges {
  /// Makes every change of the batch on `edits`: sections, then items; deletions, insertions,
  /// moves, then reloads. The platform applies them together, deletions by the index paths before
  /// the batch and insertions by those after it, whatever the order of the calls.
  @MainActor
  package func make(on edits: some BatchEdits) {
    edits.deleteSections(IndexSet(sectionDeleted))
    edits.insertSections(IndexSet(sectionInserted))
    for move in sectionMoved { edits.moveSection(move.source, toSection: move.target) }
    edits.reloadSections(IndexSet(sectionUpdated))
    edits.deleteItems(at: itemDeleted)
    edits.insertItems(at: itemInserted)
    for move in itemMoved { edits.moveItem(at: move.source, to: move.target) }
    edits.reloadItems(at: itemUpdated)
  }
}
