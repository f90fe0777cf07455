import CellKit
import Foundation

extension ListAdapter {
  /// Creates an adapter that drives `collectionView`.
  @inlinable
  public convenience init(_ collectionView: CollectionView) {
    self.init(attaching: collectionView)
    resolveEvents()
  }

  /// Moves the adapter to `collectionView`, from the table or collection view it drives: the
  /// collection view shows the same items and selection from then on, with the keyboard focus on
  /// the item that had it, and the old host shows nothing. See ``attach(to:)-(TableView)``.
  @inlinable
  public func attach(to collectionView: CollectionView) {
    move(to: collectionView)
  }

  /// Shows a supplementary view of type `View` with every item of a collection view, as the
  /// element kind the layout's ``CollectionLayout/badge`` names, configured by `configure` for the
  /// item.
  ///
  /// Actions the view sends are routed with its item, like those of the item's cell; handlers
  /// `configure` registers end when the view is configured again.
  ///
  /// ```swift
  /// list.supplementary(InitialBadge.self, ofKind: "initial") { badge, youtuber, _ in
  ///   badge.textLabel.text = String(youtuber.name.prefix(1))
  /// }
  /// ```
  public func supplementary<View: TableHeaderFooterView & Reusable>(
    _ viewType: View.Type, ofKind elementKind: String, configure: @escaping @MainActor (View, Item, IndexPath) -> Void
  ) {
    addItemSupplementaryRegistration(
      viewType, ofKind: elementKind, shownBy: CollectionView.self,
      dequeue: { collection, indexPath in collection.dequeueSupplementary(ofKind: elementKind, for: indexPath) as View
      },
      configure: configure)
  }
}
