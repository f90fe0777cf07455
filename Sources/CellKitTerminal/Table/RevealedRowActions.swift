import CellKit
import Foundation

/// The row actions a ``TableView`` shows at a row's trailing edge, and which one the keyboard is on.
struct RevealedRowActions {
  /// The row they belong to.
  var indexPath: IndexPath
  /// The actions, left to right.
  var labels: [RowActionLabel]
  /// The action Enter runs.
  var focused: Int
}
