import CellKit
import Foundation

/// Answers a table view's questions from a ``ListDataSource`` such as a `ListAdapter`.
@MainActor
final class ListDataSourceBridge: TableViewDataSource {
  private let attached: AttachedSource
  var source: (any ListDataSource)? { attached.current }

  init(_ source: any ListDataSource, host: TableView) {
    attached = AttachedSource(source, host: host)
  }

  func numberOfSections(in tableView: TableView) -> Int {
    source?.numberOfSections(in: tableView) ?? 0
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    source?.host(tableView, numberOfItemsInSection: section) ?? 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
    guard let source else { preconditionFailure("The table view's list data source is gone.") }
    guard let cell = source.host(tableView, cellForItemAt: indexPath) as? TableCell else {
      preconditionFailure("The list data source returned a view that is not a TableCell for \(indexPath).")
    }
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    source?.host(tableView, titleForHeaderInSection: section)
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    source?.host(tableView, titleForFooterInSection: section)
  }

  func tableView(_ tableView: TableView, hasHeaderViewInSection section: Int) -> Bool {
    source?.providesHeaderViews ?? false
  }

  func tableView(_ tableView: TableView, hasFooterViewInSection section: Int) -> Bool {
    source?.providesFooterViews ?? false
  }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableHeaderFooterView? {
    source?.host(tableView, headerViewForSection: section) as? TableHeaderFooterView
  }

  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableHeaderFooterView? {
    source?.host(tableView, footerViewForSection: section) as? TableHeaderFooterView
  }

  func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool {
    self.source?.host(tableView, moveItemAt: source, to: destination, shownAlready: false) ?? false
  }
}
