#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSView {
    /// The collection view item whose view this is, set when a collection view shows the item,
    /// so a control inside finds the item it belongs to (an item is not in the view hierarchy).
    var collectionItem: NSCollectionViewItem? {
      get { associatedValue(self, &AssociatedKey.item, as: WeakBox<NSCollectionViewItem>.self)?.value }
      set { setAssociatedValue(newValue.map { WeakBox($0) }, on: self, &AssociatedKey.item) }
    }
  }
#endif
