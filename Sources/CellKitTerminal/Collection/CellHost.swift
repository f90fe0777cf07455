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

extension TableView: CellHost {
  package func focusItem(at indexPath: IndexPath) { focusRow(at: indexPath) }
}

extension ListAdapter {
  /// Moves the adapter to `newHost` (a table or collection view), keeping the focus on the same
  /// item, and resolves the new host's events: now, or, asked from inside the adapter's or its
  /// host's work, once that is over.
  @usableFromInline
  package func move(to newHost: any ActionHost) {
    guard let newHost = newHost as? any CellHost else {
      preconditionFailure("\(type(of: newHost)) cannot show a list adapter's cells.")
    }
    session.submit { [weak self] in
      guard let self else { return }
      let focused = host.flatMap { host in host.focusedIndexPath.map { self.host(host, trackItemAt: $0) } }
      reattach(to: newHost)
      resolveEvents()
      if let indexPath = focused?() { newHost.focusItem(at: indexPath) }
    }
  }
}
