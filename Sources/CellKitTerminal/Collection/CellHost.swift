import CellKit
import Foundation

/// A terminal view that shows `TableCell`s and `TableHeaderFooterView`s, so one cell or header class
/// serves a table and a collection view.
@MainActor
package protocol CellHost: ListHost {
  /// A cell of type `Cell` for the item at `indexPath`: a reused one, or a new one.
  func dequeue<Cell: TableCell & Reusable>(for indexPath: IndexPath, cellType: Cell.Type) -> Cell
  /// A section header or footer view of type `View`: a reused one, or a new one.
  func dequeueHeaderFooter<View: TableHeaderFooterView & Reusable>(viewType: View.Type) -> View
}

extension TableView: CellHost {}
