#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ObjectiveC
  @_exported import CellKit

  /// Keys for the values CellKit attaches to AppKit objects.
  enum AssociatedKey {
    nonisolated(unsafe) static var handlers: UInt8 = 0
    nonisolated(unsafe) static var bridge: UInt8 = 0
    nonisolated(unsafe) static var router: UInt8 = 0
    nonisolated(unsafe) static var registered: UInt8 = 0
    nonisolated(unsafe) static var reuseScope: UInt8 = 0
    nonisolated(unsafe) static var dataSource: UInt8 = 0
    nonisolated(unsafe) static var section: UInt8 = 0
    nonisolated(unsafe) static var item: UInt8 = 0
    nonisolated(unsafe) static var hostingView: UInt8 = 0
  }

  /// The identifiers a table or collection view has registered, so making views by type can
  /// register on first use (AppKit cannot tell whether an identifier is registered).
  extension NSView {
    /// The object that answers a list view's data source and delegate questions. AppKit holds its
    /// data source and delegate weakly, so the view keeps its bridge alive here.
    var retainedBridge: AnyObject? {
      get { associatedValue(self, &AssociatedKey.dataSource) }
      set { setAssociatedValue(newValue, on: self, &AssociatedKey.dataSource) }
    }

    var cellKitRegistrations: HostRegistrations {
      associated(self, &AssociatedKey.registered) { HostRegistrations() }
    }

    /// The element a header, footer or supplementary view was last shown as (set by the adapter's
    /// bridge).
    var shownElement: SupplementaryElement? {
      get { associatedValue(self, &AssociatedKey.section, as: Box<SupplementaryElement>.self)?.value }
      set { setAssociatedValue(newValue.map { Box($0) }, on: self, &AssociatedKey.section) }
    }

    /// The collection view item whose view this is, set when a collection view shows the item,
    /// so a control inside finds the item it belongs to (an item is not in the view hierarchy).
    var collectionItem: NSCollectionViewItem? {
      get { associatedValue(self, &AssociatedKey.item, as: WeakBox<NSCollectionViewItem>.self)?.value }
      set { setAssociatedValue(newValue.map { WeakBox($0) }, on: self, &AssociatedKey.item) }
    }
  }
#endif
