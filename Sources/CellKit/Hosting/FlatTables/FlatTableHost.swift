import Foundation

/// A host that shows a sectioned list as one run of rows (AppKit's `NSTableView`, GTK's list view):
/// the few primitive calls such a table offers, from which its ``FlatTableDriver`` makes every
/// decision.
///
/// A conforming table gets its ``ListHost`` updates, selection and views from the driver; its own
/// data source and delegate answer from the driver too. The primitives follow `NSTableView`:
/// a batch of row changes is applied one change after another, each on the rows as the previous one
/// left them, and the table moves its selection with the rows it removes, inserts and moves.
@MainActor
package protocol FlatTableHost: ListHost {
  /// The driver that decides for this table.
  var tableDriver: FlatTableDriver { get }
  /// Whether the table is in a window, where it animates updates; off screen it reloads.
  var isOnScreen: Bool { get }
  /// The number of rows the table shows now: what it last read from its data source.
  var shownRowCount: Int { get }
  /// The rows in the visible rectangle.
  var visibleRowRange: Range<Int> { get }
  /// The rows shown selected.
  var selectedRows: IndexSet { get }
  /// Removes `removed` (row indexes before the batch), makes each move in turn, then inserts
  /// `inserted` (row indexes after the batch), animated, as one batch.
  func updateRows(removing removed: IndexSet, moving moves: [FlatRows.Updates.Move], inserting inserted: IndexSet)
  /// Asks the data source again for the views of `rows`.
  func reloadRows(_ rows: IndexSet)
  /// Measures the heights of `rows` again.
  func measureRows(_ rows: IndexSet)
  /// The view the table shows for `row`, if it made one, without making one.
  func shownView(atRow row: Int) -> AnyObject?
  /// Selects exactly `rows`.
  func selectRows(_ rows: IndexSet)
  /// The table's columns as they are now, its header and its sort descriptors; a table without
  /// columns (a list view) has none.
  var platformColumns: PlatformColumns { get }
  /// Carries out `update`, in its order: removes, adds, configures and moves columns, gives them
  /// widths, shows or hides the header, sets the autoresizing style and the sort descriptors. A
  /// table without columns does nothing.
  func updateColumns(_ update: ColumnUpdate)
  /// The width of the widest view the table shows now in the column named `identifier` (group
  /// rows aside) and of its header: what a fitting column fits.
  func contentWidth(ofColumn identifier: String) -> Double
  /// The view the table shows for `row` in `column`, if it made one, without making one.
  func shownView(atRow row: Int, column: ColumnID) -> AnyObject?
}

extension FlatTableHost {
  package func reloadAll() {
    tableDriver.reload(on: self)
  }

  package func showColumns() {
    tableDriver.showColumns(on: self)
  }

  package var platformColumns: PlatformColumns { PlatformColumns(columns: [], hasHeader: false) }

  package func updateColumns(_ update: ColumnUpdate) {}

  package func contentWidth(ofColumn identifier: String) -> Double { 0 }

  package func shownView(atRow row: Int, column: ColumnID) -> AnyObject? { shownView(atRow: row) }

  package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
    tableDriver.performBatchUpdates(changes, on: self, updateData: updateData)
  }

  package func showSelection(_ indexPaths: Set<IndexPath>) {
    tableDriver.showSelection(indexPaths, on: self)
  }

  package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
    tableDriver.visibleViews(on: self)
  }

  /// A flat table cancels what scrolled past, shown or not.
  package var cancelsPrefetchingOfShownItems: Bool { true }

  package func visibleView(of element: SupplementaryElement) -> AnyObject? {
    tableDriver.visibleView(of: element, on: self)
  }
}
