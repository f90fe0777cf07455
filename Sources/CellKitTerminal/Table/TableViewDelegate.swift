import CellKit
import Foundation

/// What a ``TableView`` tells about the user's choices.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user selected the row at `indexPath` (a click on the row, or Enter on a row without controls).
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}
