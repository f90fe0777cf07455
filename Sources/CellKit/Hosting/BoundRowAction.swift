import Foundation

/// A row action as a host shows it: its label, and how to run it for the item the row showed when
/// the actions were revealed, wherever updates have moved that item by the time it is chosen.
@MainActor
package struct BoundRowAction {
  package let label: RowActionLabel
  private let run: @MainActor () -> Bool

  /// Runs the action for its item.
  ///
  /// - Returns: whether it ran (its item is still in the list) and, for a destructive action,
  ///   whether its item is gone afterwards: what UIKit's contextual actions are told, so a row is
  ///   only swiped away when it was deleted.
  @discardableResult
  package func perform() -> Bool { run() }

  /// The actions `source` declares at `edge` for the item at `indexPath` on `host`.
  ///
  /// - Complexity: O(actions), plus the source's row action closure.
  package static func actions(
    of source: any ListDataSource, at indexPath: IndexPath, edge: RowEdge, on host: any ListHost
  ) -> [BoundRowAction] {
    let labels = source.host(host, rowActionsAt: indexPath, edge: edge)
    guard !labels.isEmpty else { return [] }
    let current = source.host(host, trackItemAt: indexPath)
    return labels.map { label in
      BoundRowAction(label: label) { [weak source, weak host] in
        guard let source, let host, let indexPath = current() else { return false }
        source.host(host, performRowAction: label.id, edge: edge, at: indexPath)
        return !label.isDestructive || current() == nil
      }
    }
  }
}

extension FlatTableDriver {
  /// The row actions at `edge` of `row`: none for a header or footer row.
  package func rowActions(atRow row: Int, edge: RowEdge, on host: any ListHost) -> [BoundRowAction] {
    guard let source, let indexPath = rows[row]?.indexPath else { return [] }
    return BoundRowAction.actions(of: source, at: indexPath, edge: edge, on: host)
  }
}
