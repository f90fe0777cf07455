import Foundation

/// A list view a ``ListAdapter`` can drive: the terminal `TableView`, and `UITableView` or
/// `UICollectionView` through the UIKit adapter.
@MainActor
package protocol ListHost: ActionHost {
  /// The object the host asks for sections, rows and views. Hosts hold it weakly.
  var listDataSource: (any ListDataSource)? { get set }

  /// Forgets every shown row and asks the data source again.
  func reloadData()

  /// Reloads every row and section for the adapter. A host whose driver decides around reloads
  /// (a flat table, whose own changes to its selection are not the user's) implements it; the
  /// others reload their data.
  func reloadAll()

  /// Applies one batch of changes. The host calls `updateData` exactly once, at the point where the
  /// data source must start answering with the data after the batch.
  func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void)

  /// Shows the rows at `indexPaths` as selected, and no other.
  func showSelection(_ indexPaths: Set<IndexPath>)

  /// The views shown now, with where each is.
  var visibleViews: [(location: ActionLocation, view: AnyObject)] { get }

  /// Shows the header and footer titles the data source gives now for `sections` in the views
  /// that show them, in place: for a host that asks for titles only as it makes those views
  /// (UIKit's table). The adapter calls it before a batch that lets the host fit them; a host that
  /// asks for titles again after every batch needs nothing more (the default does nothing).
  ///
  /// - Returns: The sections it cannot show so, to be reloaded: those in view whose title appears
  ///   where no view showed one.
  func showTitles(ofSections sections: IndexSet) -> IndexSet

  /// Whether a batch now reloads the host instead: UIKit's views and AppKit's collection view out
  /// of a window, where nothing would show the animation. A reload drops the selection UIKit shows.
  var reloadsBatches: Bool { get }

  /// Whether the host cancels the prefetching of an item that showed once it scrolls away (the
  /// terminal's table, the flat tables). UIKit's views never cancel an item that showed
  /// (`UITableView.h`: cancel is for rows "no longer needed"), so on them an item that shows is no
  /// longer counted as prefetched, and is prefetched again when it comes near again.
  var cancelsPrefetchingOfShownItems: Bool { get }

  /// The header or footer view of a section, or the supplementary view of a kind of an item, shown
  /// now; nil when none is shown, or the host has no such views.
  func visibleView(of element: SupplementaryElement) -> AnyObject?

  /// The row or item holding the keyboard focus, on a host that has one (the terminal's table and
  /// collection view); nil on the others.
  var focusedIndexPath: IndexPath? { get }

  /// Moves the keyboard focus to the row or item at `indexPath`, scrolling to it; nothing on a host
  /// without a keyboard focus.
  func focusItem(at indexPath: IndexPath)

  /// Shows the data source's columns and sort order as they are now (their widths, order, hidden
  /// columns and the headers' sort arrows); nothing on a host without columns.
  func showColumns()
}

/// A view a list host shows beside its cells: a section's header or footer, or an item's view of a
/// kind, such as a badge.
package enum SupplementaryElement: Hashable, Sendable {
  /// The header of the section at this index.
  case header(section: Int)
  /// The footer of the section at this index.
  case footer(section: Int)
  /// The view of `kind` shown with the item at this index path.
  case item(IndexPath, kind: String)

  /// The element kind and index path a collection view files this view under, given the kinds it
  /// gives section headers and footers (which sit at item 0 of their section).
  package func collectionViewPlace(headerKind: String, footerKind: String) -> (kind: String, indexPath: IndexPath) {
    switch self {
    case .header(let section): (headerKind, IndexPath(item: 0, section: section))
    case .footer(let section): (footerKind, IndexPath(item: 0, section: section))
    case .item(let indexPath, let kind): (kind, indexPath)
    }
  }
}

extension ListHost {
  package func reloadAll() {
    reloadData()
  }

  package var focusedIndexPath: IndexPath? { nil }

  package var cancelsPrefetchingOfShownItems: Bool { false }

  package var reloadsBatches: Bool { false }

  package func focusItem(at indexPath: IndexPath) {}

  package func showColumns() {}

  package func showTitles(ofSections sections: IndexSet) -> IndexSet { [] }
}
