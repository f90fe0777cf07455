#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension ActionSender where Self: NSView {
    /// The table or collection view showing the cell, header or footer.
    public var actionHost: (any ActionHost)? {
      sequence(first: self, next: \.superview).dropFirst().lazy
        .compactMap { $0 as? any ListHost }.first
    }
  }

  extension ActionSender where Self: NSCollectionViewItem {
    /// The collection view showing the item.
    public var actionHost: (any ActionHost)? { collectionView }
  }
#endif
