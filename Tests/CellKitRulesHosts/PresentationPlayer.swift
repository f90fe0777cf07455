@_spi(CellKitPlatform) import CellKit
import Foundation

/// A list's presentation played on a host with nothing else: the smallest data source, answering
/// from the rows the presentation shows, and a player of its updates as a list adapter plays them
/// (each batch shown to the host while the host plays it). What the transition decides is checked
/// on the rules hosts without the adapter around it.
@MainActor
package final class PresentationPlayer: ListDataSource {
  package typealias Presentation = ListPresentation<Int, Tile>

  package private(set) var presentation = Presentation()
  private let loops = ItemLoops<Int, Tile>()
  package let host: any ListHost

  /// A player showing on `host`, which it becomes the data source of.
  package init(host: any ListHost) {
    self.host = host
    host.listDataSource = self
  }

  /// Makes `change` to the presentation, as a list adapter does outside an update.
  package func change(_ change: PresentationChange<Int, Tile>) {
    presentation.apply(change)
  }

  /// How an update was shown.
  package enum Path: String {
    case reload, rows, replay, diff
  }

  /// Shows `fullSnapshot`: the rows chosen, the update computed, its batches played on the host by
  /// the player a list adapter uses (a reload when it does not animate); returns the path taken.
  @discardableResult
  package func show(_ fullSnapshot: Snapshot<Int, Tile>, animates: Bool) -> Path {
    let chosen = presentation.chooseRows(of: fullSnapshot, loops: loops)
    var plan = presentation.update(to: fullSnapshot, showing: chosen, animates: animates, loops: loops)
    guard !plan.isReload else {
      host.reloadAll()
      return .reload
    }
    let path: Path = plan.rows != nil ? .rows : plan.changesInPlace ? .replay : .diff
    plan.play(on: host) { _ in
    } show: {
      presentation.apply(.show($0))
    }
    _ = presentation.finish(&plan)
    return path
  }

  /// Hands out `snapshot` as the origin of edits to record, as a list adapter does once it shows
  /// it: edits recorded on it are replayed, without a diff, while every item shows.
  package func startRecording(_ snapshot: inout Snapshot<Int, Tile>) {
    let origin = SnapshotRecording<Int, Tile>.Origin()
    snapshot.recording = SnapshotRecording(origin: origin)
    presentation.apply(.recording(presentation.showsEveryItem ? origin : nil))
  }

  // MARK: The data source

  package func numberOfSections(in host: any ListHost) -> Int { presentation.shown.numberOfSections }
  package func host(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    presentation.shown.numberOfItems(inSection: section)
  }
  package func host(_ host: any ListHost, cellForItemAt indexPath: IndexPath) -> AnyObject {
    let cell = MarkedCell()
    cell.text = presentation.shown.item(at: indexPath).map { "\($0.id) \($0.label)" } ?? "?"
    return cell
  }
  package func host(_ host: any ListHost, headerViewForSection section: Int) -> AnyObject? { nil }
  package func host(_ host: any ListHost, footerViewForSection section: Int) -> AnyObject? { nil }
  package func host(_ host: any ListHost, supplementaryViewOfKind kind: String, forItemAt indexPath: IndexPath)
    -> AnyObject?
  { nil }
  package func host(_ host: any ListHost, identityOfItemAt indexPath: IndexPath) -> AnyHashable? {
    presentation.shown.item(at: indexPath).map { AnyHashable($0.id) }
  }
  package func host(_ host: any ListHost, titleForHeaderInSection section: Int) -> String? { nil }
  package func host(_ host: any ListHost, titleForFooterInSection section: Int) -> String? { nil }
  package func host(_ host: any ListHost, didSelectItemAt indexPath: IndexPath) {}
  package func host(_ host: any ListHost, didSelectHeaderInSection section: Int) {}
  package var providesHeaderSelection: Bool { false }
  package var providesMoves: Bool { false }
  package func host(_ host: any ListHost, moveItemAt source: IndexPath, to destination: IndexPath, shownAlready: Bool) {
  }
  package func host(_ host: any ListHost, rowActionsAt indexPath: IndexPath, edge: RowEdge) -> [RowActionLabel] { [] }
  package func host(_ host: any ListHost, performRowAction id: String, edge: RowEdge, at indexPath: IndexPath) {}
  package func host(_ host: any ListHost, trackItemAt indexPath: IndexPath) -> @MainActor () -> IndexPath? {
    { nil }
  }
  package var prefetchDistance: Int? { nil }
  package func host(_ host: any ListHost, prefetchItemsAt indexPaths: [IndexPath]) {}
  package func host(_ host: any ListHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
  package var selectsSeveral: Bool { false }
  package func host(_ host: any ListHost, deletesWhileEditingAt indexPath: IndexPath) -> Bool { false }
  package var providesHeaderViews: Bool { false }
  package var providesFooterViews: Bool { false }
  package func host(_ host: any ListHost, resizeColumn column: ColumnID, to width: Double) {}
  package func host(_ host: any ListHost, setColumn column: ColumnID, hidden: Bool) {}
  package func host(_ host: any ListHost, moveColumn column: ColumnID, to place: Int) {}
  package func hostWasTakenOver(_ host: any ListHost) {}
}
