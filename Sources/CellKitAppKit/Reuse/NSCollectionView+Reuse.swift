#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(CellKitPlatform) import CellKit

  extension NSCollectionView {
    /// Registers an item class, or its nib when it is ``NibReusable``, under its reuse identifier.
    public func register<Item: NSCollectionViewItem & Reusable>(_ itemType: Item.Type) {
      let identifier = NSUserInterfaceItemIdentifier(Item.reuseIdentifier)
      registerNibOrClass(
        itemType, nib: { register($0, forItemWithIdentifier: identifier) },
        class: { register($0, forItemWithIdentifier: identifier) })
      cellKitRegistrations.insert("item:" + Item.reuseIdentifier)
    }

    /// Registers a supplementary view class, or its nib, for an element kind (such as
    /// `NSCollectionView.elementKindSectionHeader`).
    public func register<View: NSView & Reusable>(_ viewType: View.Type, ofKind elementKind: String) {
      let identifier = NSUserInterfaceItemIdentifier(View.reuseIdentifier)
      registerNibOrClass(
        viewType, nib: { register($0, forSupplementaryViewOfKind: elementKind, withIdentifier: identifier) },
        class: { register($0, forSupplementaryViewOfKind: elementKind, withIdentifier: identifier) })
      cellKitRegistrations.insert(elementKind + ":" + View.reuseIdentifier)
    }

    /// An item of type `Item` for `indexPath`, registered on first use.
    ///
    /// - Precondition: The identifier is not registered for another class (the message names both).
    public func dequeue<Item: NSCollectionViewItem & Reusable>(
      for indexPath: IndexPath, itemType: Item.Type = Item.self
    ) -> Item {
      cellKitRegistrations.once("item:" + Item.reuseIdentifier) { register(itemType) }
      return HostRegistrations.typed(
        makeItem(withIdentifier: NSUserInterfaceItemIdentifier(Item.reuseIdentifier), for: indexPath),
        identifier: Item.reuseIdentifier, kind: .cell)
    }

    /// A supplementary view of type `View` for an element kind, registered on first use.
    public func dequeueSupplementary<View: NSView & Reusable>(
      ofKind elementKind: String, for indexPath: IndexPath, viewType: View.Type = View.self
    ) -> View {
      cellKitRegistrations.once(elementKind + ":" + View.reuseIdentifier) { register(viewType, ofKind: elementKind) }
      return HostRegistrations.typed(
        makeSupplementaryView(
          ofKind: elementKind, withIdentifier: NSUserInterfaceItemIdentifier(View.reuseIdentifier), for: indexPath),
        identifier: View.reuseIdentifier, kind: .supplementary(elementKind))
    }
  }

  extension NSView {
    /// Registers `type`'s nib when it has one, or else the class itself.
    func registerNibOrClass(_ type: AnyClass, nib: (NSNib) -> Void, class register: (AnyClass) -> Void) {
      if let nibType = type as? any NibReusable.Type { nib(nibType.nib) } else { register(type) }
    }
  }

  @_spi(CellKitPlatform) extension NSCollectionViewItem: ReuseScoped {
    /// The scope of the item's current configuration.
    @_spi(CellKitPlatform) public var reuseScope: ReuseScope {
      associatedReuseScope
    }
  }
#endif
