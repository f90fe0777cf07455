import CellKit
import Foundation

/// A terminal view that shows `TableCell`s, so one cell class serves a table and a collection view.
@MainActor
package protocol CellHost: ListHost {
  /// A cell of type `Cell` for the item at `indexPath`: a reused one, or a new one.
  func dequeue<Cell: TableCell & Reusable>(for indexPath: IndexPath, cellType: Cell.Type) -> Cell
}

extension TableView: CellHost {}
