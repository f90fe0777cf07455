import Foundation

/// A host with sections of its own (UIKit's table and collection views, AppKit's collection view):
/// the primitive calls from which every update decision is made here, once.
///
/// Its ``ListHost`` batch updates come from the conformance below: off screen it reloads, since
/// nothing would show the animation, and on screen it runs one batch of every change at once, as
/// UIKit's batch rules say (deletes by old index paths, inserts by new ones, all together).
@MainActor
package protocol SectionedHost: ListHost {
  /// The platform's cell type (an `NSCollectionViewItem` on AppKit).
  associatedtype Cell
  /// The index path of `cell`, while the host shows it.
  func indexPath(for cell: Cell) -> IndexPath?
  /// Whether the host is in a window, where updates animate.
  var isOnScreen: Bool { get }
  /// Runs `updates` as one animated batch of the platform's, before returning.
  func performBatch(_ updates: @escaping @MainActor () -> Void)
  /// The calls that change the host's rows, made inside a batch.
  var batchEdits: any BatchEdits { get }
  /// The index paths of the cells in view.
  var indexPathsInView: [IndexPath] { get }
  /// The cell the host has for `indexPath`, shown or prepared to be shown, without making one.
  func existingCell(at indexPath: IndexPath) -> AnyObject?
  /// The number of sections, and of items in each, as the host shows them.
  var numberOfSectionsShown: Int { get }
  func numberOfItemsShown(inSection section: Int) -> Int
}

extension SectionedHost {
  package var reloadsBatches: Bool { !isOnScreen }

  package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
    guard !reloadsBatches else {
      updateData()
      return reloadData()
    }
    withoutActuallyEscaping(updateData) { updateData in
      performBatch { [self] in
        updateData()
        changes.make(on: batchEdits)
      }
    }
  }

  /// Where an event from `view` happened, a header, footer or item view last shown as `element`.
  /// A view shown there no longer (the host moved it with its section, or it is one no bridge of
  /// CellKit's showed, made by the app's own data source) is looked for among the headers and
  /// footers in view: nil when none is it (the view was reused or removed).
  ///
  /// - Complexity: O(1) for a view still where CellKit showed it; O(sections) otherwise.
  package func location(ofSupplementary view: AnyObject, shownAs element: SupplementaryElement?) -> ActionLocation? {
    if let element, visibleView(of: element) === view { return element.location }
    return location(ofSectionView: view)
  }

  /// The user tapped the header or footer view `view`, last shown as `element` (nil for one no
  /// bridge of CellKit's showed): a header's tap is passed to the data source, which collapses or
  /// expands a collapsible section.
  package func userTapped(sectionView view: AnyObject, shownAs element: SupplementaryElement?) {
    guard case .header(let section)? = location(ofSupplementary: view, shownAs: element) else { return }
    listDataSource?.host(self, didSelectHeaderInSection: section)
  }

  /// Where the header or footer view `view` is shown now, or nil when no section shows it.
  ///
  /// - Complexity: O(sections).
  package func location(ofSectionView view: AnyObject) -> ActionLocation? {
    for section in 0..<numberOfSectionsShown {
      for element in [SupplementaryElement.header(section: section), .footer(section: section)]
      where visibleView(of: element) === view {
        return element.location
      }
    }
    return nil
  }

  /// The cells in view, and those prepared beyond them (a host prefetching cells makes them ahead of
  /// scrolling, and they must show what a change to their items shows too).
  package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
    let counts = (0..<numberOfSectionsShown).map(numberOfItemsShown(inSection:))
    return PreparedCells.indexPaths(around: indexPathsInView, itemCounts: counts).compactMap { indexPath in
      existingCell(at: indexPath).map { (.item(indexPath), $0) }
    }
  }
}

/// Where a host keeps cells it prepared before they scroll into view.
package enum PreparedCells {
  /// `visible`, sorted, with up to `margin` index paths before the first and after the last of
  /// them, crossing section boundaries; `margin` defaults to as many as are visible (a screen
  /// each way), at least 4.
  ///
  /// - Parameter itemCounts: the number of items of each section.
  /// - Complexity: O(visible × log visible + margin + sections crossed).
  package static func indexPaths(around visible: [IndexPath], margin: Int? = nil, itemCounts: [Int]) -> [IndexPath] {
    let sorted = visible.sorted()
    guard let first = sorted.first, let last = sorted.last else { return [] }
    let margin = margin ?? max(4, sorted.count)
    var before: [IndexPath] = []
    var place = first
    while before.count < margin, let previous = step(from: place, by: -1, itemCounts: itemCounts) {
      before.append(previous)
      place = previous
    }
    var after: [IndexPath] = []
    place = last
    while after.count < margin, let next = step(from: place, by: 1, itemCounts: itemCounts) {
      after.append(next)
      place = next
    }
    return before.reversed() + sorted + after
  }

  /// The item index path one item before or after `indexPath`, skipping empty sections.
  private static func step(from indexPath: IndexPath, by step: Int, itemCounts: [Int]) -> IndexPath? {
    var section = indexPath.section
    var item = indexPath.item + step
    while itemCounts.indices.contains(section) {
      if (0..<itemCounts[section]).contains(item) { return IndexPath(item: item, section: section) }
      section += step
      item = step > 0 ? 0 : (itemCounts.indices.contains(section) ? itemCounts[section] - 1 : -1)
    }
    return nil
  }
}

#if canImport(ObjectiveC)
  extension SectionedHost {
    /// Where an event from `view` happened: the index path of the cell it is, or where the header,
    /// footer or item view it was last shown as is now.
    package func location(ofCellOrView view: any ActionSender) -> ActionLocation? {
      if let cell = view as? Cell { return indexPath(for: cell).map(ActionLocation.item) }
      return location(ofSupplementary: view, shownAs: (view as? NSObject)?.shownElement)
    }
  }
#endif
