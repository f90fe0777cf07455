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
  /// The user moved the row at `source` to `destination` (its index path after the move). Update
  /// the model and the table (``TableView/moveRow(at:to:)``) and return true, or return false to
  /// refuse; by default every move is refused.
  func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool
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
  public func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) -> Bool {
    false
  }
}
