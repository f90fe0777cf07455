#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension NSCollectionView {
    /// Registers an item class, or its nib when it is ``NibReusable``, under its reuse identifier.
    public func register<Item: NSCollectionViewItem & Reusable>(_ itemType: Item.Type) {
      let identifier = NSUserInterfaceItemIdentifier(Item.reuseIdentifier)
      if let nibType = itemType as? any NibReusable.Type {
        register(nibType.nib, forItemWithIdentifier: identifier)
      } else {
        register(itemType, forItemWithIdentifier: identifier)
      }
      cellKitRegistrations.registered.insert("item:" + Item.reuseIdentifier)
    }

    /// Registers a supplementary view class, or its nib, for an element kind (such as
    /// `NSCollectionView.elementKindSectionHeader`).
    public func register<View: NSView & Reusable>(_ viewType: View.Type, ofKind elementKind: String) {
      let identifier = NSUserInterfaceItemIdentifier(View.reuseIdentifier)
      if let nibType = viewType as? any NibReusable.Type {
        register(nibType.nib, forSupplementaryViewOfKind: elementKind, withIdentifier: identifier)
      } else {
        register(viewType, forSupplementaryViewOfKind: elementKind, withIdentifier: identifier)
      }
      cellKitRegistrations.registered.insert(elementKind + ":" + View.reuseIdentifier)
    }

    /// An item of type `Item` for `indexPath`, registered on first use.
    ///
    /// - Precondition: The identifier is not registered for another class (the message names both).
    public func dequeue<Item: NSCollectionViewItem & Reusable>(
      for indexPath: IndexPath, itemType: Item.Type = Item.self
    ) -> Item {
      if !cellKitRegistrations.registered.contains("item:" + Item.reuseIdentifier) { register(itemType) }
      let made = makeItem(withIdentifier: NSUserInterfaceItemIdentifier(Item.reuseIdentifier), for: indexPath)
      guard let item = made as? Item else {
        preconditionFailure(ReuseError.mismatch(Item.reuseIdentifier, .cell, made: made, wanted: Item.self).description)
      }
      return item
    }

    /// A supplementary view of type `View` for an element kind, registered on first use.
    public func dequeueSupplementary<View: NSView & Reusable>(
      ofKind elementKind: String, for indexPath: IndexPath, viewType: View.Type = View.self
    ) -> View {
      if !cellKitRegistrations.registered.contains(elementKind + ":" + View.reuseIdentifier) {
        register(viewType, ofKind: elementKind)
      }
      let view = makeSupplementaryView(
        ofKind: elementKind, withIdentifier: NSUserInterfaceItemIdentifier(View.reuseIdentifier), for: indexPath)
      guard let typed = view as? View else {
        preconditionFailure(
          ReuseError.mismatch(View.reuseIdentifier, .supplementary(elementKind), made: view, wanted: View.self)
            .description)
      }
      return typed
    }
  }

  extension NSCollectionViewItem: ReuseScoped {
    /// The scope of the item's current configuration.
    package var reuseScope: ReuseScope {
      associated(self, &AssociatedKey.reuseScope) { ReuseScope() }
    }
  }
#endif
