import CellKit
import Foundation

extension TableView {
  /// Asks the data source to move the focused row one place down or up, into the next or previous
  /// section at a section's edge (Alt+Down and Alt+Up). The focus follows the row when the move is
  /// accepted.
  func moveFocusedRow(down: Bool) {
    layoutIfNeeded()
    guard let source = focusedIndexPath, layout.contains(source) else { return }
    let sections = layout.sections
    let destination: IndexPath
    if down {
      if source.row + 1 < sections[source.section].rows {
        destination = IndexPath(row: source.row + 1, section: source.section)
      } else if source.section + 1 < sections.count {
        destination = IndexPath(row: 0, section: source.section + 1)
      } else {
        return
      }
    } else {
      if source.row > 0 {
        destination = IndexPath(row: source.row - 1, section: source.section)
      } else if source.section > 0 {
        destination = IndexPath(row: sections[source.section - 1].rows, section: source.section - 1)
      } else {
        return
      }
    }
    requestMove(from: source, to: destination)
  }

  /// Asks the data source to move the row at `source` to `destination` (its index path after the
  /// move), and focuses it there when the data source accepts.
  ///
  /// - Returns: Whether the data source accepted the move.
  @discardableResult
  func requestMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let dataSource, dataSource.tableView(self, moveRowAt: source, to: destination) else { return false }
    layoutIfNeeded()
    if layout.contains(destination) { focusRow(at: destination, controlIndex: state.focusedControlIndex) }
    return true
  }
}
