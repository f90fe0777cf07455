#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension ActionSender where Self: NSView {
    /// The table or collection view showing the cell, header or footer.
    public var actionHost: (any ActionHost)? {
      var view = superview
      while let current = view {
        if let table = current as? NSTableView { return table }
        if let collection = current as? NSCollectionView { return collection }
        view = current.superview
      }
      return nil
    }
  }

  extension ActionSender where Self: NSCollectionViewItem {
    /// The collection view showing the item.
    public var actionHost: (any ActionHost)? { collectionView }
  }
#endif
