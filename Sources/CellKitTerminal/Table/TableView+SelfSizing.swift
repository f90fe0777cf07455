import CellKit
import Foundation

extension TableView {
  /// What a row's measured height is kept under: its item's identity when a list adapter drives the
  /// table, else its index path.
  func sizeKey(at indexPath: IndexPath) -> AnyHashable {
    listDataSource?.host(self, identityOfItemAt: indexPath) ?? AnyHashable(indexPath)
  }

  /// Measures the cells on screen configured since they were last measured, keeping the heights
  /// that differ from ``rowHeight``; returns whether a row's height changed.
  func measureCells() -> Bool {
    var changed = false
    let width = rowWidth
    let estimate = max(1, rowHeight)
    for (indexPath, cell) in onScreen.cells where cell.needsMeasuring {
      cell.needsMeasuring = false
      let height = max(1, cell.heightThatFits(width: width))
      let key = sizeKey(at: indexPath)
      let kept = height == estimate ? nil : height
      guard measuredHeights[key] != kept else { continue }
      measuredHeights[key] = kept
      changed = true
    }
    return changed
  }

  /// Lays the rows out again with their new heights, keeping the top row on screen where it was, or,
  /// scrolled to the bottom of a table taller than the screen (End), the bottom row at the bottom.
  func rebuildKeepingTopRow() {
    let top = visibleElements.first { if case .row = $0 { return true } else { return false } }
    let shift = top.map { layout.span(of: $0).lowerBound - contentOffset } ?? 0
    let atBottom = contentOffset > 0 && contentOffset >= maximumContentOffset
    layout = buildLayout()
    if atBottom {
      state.contentOffset = maximumContentOffset
    } else if let top, case .row(let indexPath) = top, layout.contains(indexPath) {
      state.contentOffset = layout.span(of: .row(indexPath)).lowerBound - shift
    }
    state.fit(to: layout, height: viewportHeight, headerTakesFocus: takesFocus(headerOf:))
  }

  /// Forgets the heights of the rows at `indexPaths` (their items are about to change) and asks
  /// every cell on screen to be measured again once configured.
  func invalidateHeights(of indexPaths: [IndexPath]) {
    guard automaticRowHeights else { return }
    for indexPath in indexPaths where layout.contains(indexPath) { measuredHeights[sizeKey(at: indexPath)] = nil }
    for cell in onScreen.cells.values { cell.needsMeasuring = true }
  }
}
