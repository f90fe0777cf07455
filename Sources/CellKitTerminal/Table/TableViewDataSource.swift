import CellKit
import Foundation

/// What a ``TableView`` asks about its content. A `ListAdapter` answers for you; implement it
/// yourself for full control, UIKit-style.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections (1 by default).
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// A configured cell for the row, from `tableView.dequeue(for: indexPath)`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell
  /// The header title of `section`, or nil.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The footer title of `section`, or nil.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// Whether `section` has a header view (then ``tableView(_:viewForHeaderInSection:)`` is asked
  /// when it shows).
  func tableView(_ tableView: TableView, hasHeaderViewInSection section: Int) -> Bool
  /// Whether `section` has a footer view.
  func tableView(_ tableView: TableView, hasFooterViewInSection section: Int) -> Bool
  /// A configured header view for `section`.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableHeaderFooterView?
  /// A configured footer view for `section`.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableHeaderFooterView?
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: TableView, hasHeaderViewInSection section: Int) -> Bool { false }
  public func tableView(_ tableView: TableView, hasFooterViewInSection section: Int) -> Bool { false }
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableHeaderFooterView? {
    nil
  }
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableHeaderFooterView? {
    nil
  }
}

/// What a ``TableView`` tells about the user's choices.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user selected the row at `indexPath` (a click on the row, or Enter on a row without controls).
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

/// Answers a table view's questions from a ``ListDataSource`` such as a `ListAdapter`.
@MainActor
final class ListDataSourceBridge: TableViewDataSource {
  weak var source: (any ListDataSource)?

  init(_ source: any ListDataSource) {
    self.source = source
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
}
