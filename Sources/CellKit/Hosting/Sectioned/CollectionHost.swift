import Foundation

/// A sectioned host whose headers, footers and item views are a layout's supplementary views,
/// named by kind (UIKit's and AppKit's collection views), in the platform's own words.
@MainActor
package protocol CollectionHost: SectionedHost {
  /// The platform's type of a supplementary view.
  associatedtype SupplementaryView
  /// The kinds the layout gives a section's header and footer.
  static var elementKindSectionHeader: String { get }
  static var elementKindSectionFooter: String { get }
  /// The supplementary view of `elementKind` on screen at `indexPath`.
  func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> SupplementaryView?
  var numberOfSections: Int { get }
  func numberOfItems(inSection section: Int) -> Int
}

extension CollectionHost {
  package var numberOfSectionsShown: Int { numberOfSections }

  package func numberOfItemsShown(inSection section: Int) -> Int { numberOfItems(inSection: section) }

  package func visibleView(of element: SupplementaryElement) -> AnyObject? {
    let place = element.collectionViewPlace(
      headerKind: Self.elementKindSectionHeader, footerKind: Self.elementKindSectionFooter)
    return supplementaryView(forElementKind: place.kind, at: place.indexPath).map { $0 as AnyObject }
  }

  /// What the supplementary view of `kind` at `indexPath` shows: its section's header or footer,
  /// or a view of the item there.
  package func element(ofKind kind: String, at indexPath: IndexPath) -> SupplementaryElement {
    SupplementaryElement(
      kind: kind, at: indexPath, headerKind: Self.elementKindSectionHeader, footerKind: Self.elementKindSectionFooter)
  }
}
