import Foundation

/// Mirrors the adapter's selection on a host that lets the user change its selection first and
/// tells afterwards (AppKit's tables and collection views), and turns what the user changed into
/// the adapter's selections, once the change is made.
///
/// A host asks ``allows(_:current:selectsSeveral:)`` what the user may select: the answer has no
/// effect, so a host can ask it as often as it likes (`NSTableView` probes each row of a Shift-click
/// or a drag-select on its own). When the selection has changed, ``userSelected(_:on:)`` delivers
/// each item the user chose (or, selecting several, dropped) to the adapter, which then shows the
/// selection it decides on through ``show(_:select:)``.
@MainActor
package final class SelectionMirror {
  /// The items the adapter shows selected, by index path.
  package private(set) var shown: Set<IndexPath> = []

  package init() {}

  /// The part of `proposed` the user may select, given the `current` selection: all of it when
  /// the list selects several, or while CellKit changes what `host` shows (the selection is not the
  /// user's then); otherwise the one item added, or the one item proposed, or else the current
  /// selection (a single selection is never emptied by the user).
  ///
  /// - Complexity: O(proposed + current).
  package func allows(
    _ proposed: Set<IndexPath>, current: Set<IndexPath>, selectsSeveral: Bool, on host: any ActionHost
  ) -> Set<IndexPath> {
    guard !host.actions.session.isChangingHost, !selectsSeveral else { return proposed }
    let added = proposed.subtracting(current)
    return [added, proposed].first { $0.count == 1 } ?? current
  }

  /// Of `indexPaths` a collection view proposes to select, those the user may select: the
  /// collection-view form of ``allows(_:current:selectsSeveral:)``.
  package func allowsSelecting(
    _ indexPaths: Set<IndexPath>, current: Set<IndexPath>, selectsSeveral: Bool, on host: any ActionHost
  ) -> Set<IndexPath> {
    allows(current.union(indexPaths), current: current, selectsSeveral: selectsSeveral, on: host).subtracting(current)
  }

  /// Of `indexPaths` a collection view proposes to deselect, those the user may deselect: none of a
  /// single selection, which the user never empties.
  package func allowsDeselecting(
    _ indexPaths: Set<IndexPath>, current: Set<IndexPath>, selectsSeveral: Bool, on host: any ActionHost
  ) -> Set<IndexPath> {
    current.subtracting(
      allows(current.subtracting(indexPaths), current: current, selectsSeveral: selectsSeveral, on: host))
  }

  /// Tells `source` about the items the user selected on `host`, now `selected`: each one added, and,
  /// selecting several, each one dropped, in index path order. Each is resolved when it is told,
  /// wherever the handlers before it moved it. The host's selection is then the adapter's again.
  /// A selection the host reports while CellKit changes what it shows is not the user's: nothing
  /// is told.
  ///
  /// - Complexity: O(selected + shown) plus the handlers.
  package func userSelected(
    _ selected: Set<IndexPath>, on host: any ListHost, select: (Set<IndexPath>) -> Void
  ) {
    guard !host.actions.session.isChangingHost, let source = host.listDataSource else { return }
    let dropped = source.selectsSeveral ? shown.subtracting(selected) : []
    let chosen = selected.subtracting(shown).union(dropped).sorted()
    let items = chosen.map { source.host(host, trackItemAt: $0) }
    show(shown, on: host, select: select)
    for item in items {
      if let indexPath = item() { source.host(host, didSelectItemAt: indexPath) }
    }
  }

  /// Shows `indexPaths` selected by `select`, which selects them on `host` unless it shows them
  /// already, as a change of the host's session: the host's own selection callbacks meanwhile are
  /// not the user's.
  package func show(_ indexPaths: Set<IndexPath>, on host: any ActionHost, select: (Set<IndexPath>) -> Void) {
    shown = indexPaths
    host.actions.session.perform(.updating) { select(indexPaths) }
  }
}

extension SelectionMirror {
  /// What a host that selects one row at a time does to go from showing `shown` selected to
  /// showing `wanted`: the rows to deselect, then those to select, each in order.
  ///
  /// - Complexity: O((shown + wanted) × log(shown + wanted)).
  package static func steps(from shown: Set<IndexPath>, to wanted: Set<IndexPath>) -> (
    deselect: [IndexPath], select: [IndexPath]
  ) {
    (shown.subtracting(wanted).sorted(), wanted.subtracting(shown).sorted())
  }
}
