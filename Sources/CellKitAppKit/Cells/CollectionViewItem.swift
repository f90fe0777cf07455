#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(CellKitPlatform) import CellKit

  /// A collection view item built in code or in a nib, with the same lifecycle hooks as
  /// ``TableCellView``: add subviews to ``view`` and bind controls in ``cellDidLoad()``.
  ///
  /// Made in code, the item's view is a plain `NSView`; adopt ``ActionCell`` to give the item typed
  /// actions, routed with the item's index path when they fire.
  open class CollectionViewItem: NSCollectionViewItem {
    /// Makes a plain view when the item has no nib.
    open override func loadView() {
      if nibName != nil {
        super.loadView()
      } else {
        view = NSView()
      }
    }

    open override func viewDidLoad() {
      super.viewDidLoad()
      cellDidLoad()
    }

    /// Called once, after the item's view is made in code or loaded from its nib.
    open func cellDidLoad() {}

    /// Ends the configuration the item showed: handlers registered while configuring it are removed
    /// and its tasks cancelled.
    open override func prepareForReuse() {
      super.prepareForReuse()
      reuseScope.end()
    }
  }
#endif
