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

  /// Returns the value attached to `object` under `key`, attaching `make()` first if there is none.
  @MainActor
  func associated<Value: AnyObject>(_ object: AnyObject, _ key: UnsafeRawPointer, make: () -> Value) -> Value {
    if let value = objc_getAssociatedObject(object, key) as? Value { return value }
    let value = make()
    objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return value
  }

  /// The action router attached to an AppKit host.
  @MainActor
  func attachedRouter<Host: NSView & ActionHost>(_ host: Host) -> ActionRouter {
    associated(host, &AssociatedKey.router) {
      let router = ActionRouter()
      router.attach(to: host)
      return router
    }
  }

  /// A reference box, to attach value types to AppKit objects.
  final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  /// A weak reference, to attach an object to another without keeping it alive.
  final class WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
  }

  /// The identifiers a table or collection view has registered, so making views by type can
  /// register on first use (AppKit cannot tell whether an identifier is registered).
  @MainActor
  final class Registrations {
    var registered: Set<String> = []
  }

  extension NSView {
    /// The object that answers a list view's data source and delegate questions. AppKit holds its
    /// data source and delegate weakly, so the view keeps its bridge alive here.
    var retainedBridge: AnyObject? {
      get { objc_getAssociatedObject(self, &AssociatedKey.dataSource) as AnyObject? }
      set { objc_setAssociatedObject(self, &AssociatedKey.dataSource, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    var cellKitRegistrations: Registrations {
      associated(self, &AssociatedKey.registered) { Registrations() }
    }

    /// The nearest superview of type `View`.
    func enclosingView<View: NSView>(of type: View.Type) -> View? {
      var view = superview
      while let current = view {
        if let match = current as? View { return match }
        view = current.superview
      }
      return nil
    }

    /// The element kind and index path a header, footer or supplementary view was last shown with
    /// (set by the adapter's bridge); a header's or footer's index path names only its section.
    var shownElement: (kind: String, indexPath: IndexPath)? {
      get {
        (objc_getAssociatedObject(self, &AssociatedKey.section) as? Box<(kind: String, indexPath: IndexPath)>)?.value
      }
      set {
        objc_setAssociatedObject(
          self, &AssociatedKey.section, newValue.map { Box($0) }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    /// The collection view item whose view this is, set when a collection view shows the item,
    /// so a control inside finds the item it belongs to (an item is not in the view hierarchy).
    var collectionItem: NSCollectionViewItem? {
      get { (objc_getAssociatedObject(self, &AssociatedKey.item) as? WeakBox<NSCollectionViewItem>)?.value }
      set {
        objc_setAssociatedObject(
          self, &AssociatedKey.item, newValue.map { WeakBox($0) }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  /// The message for a made view that is not of the type asked for.
  func mismatch(_ identifier: String, _ kind: ReusableViewKind, got view: AnyObject, wanted: Any.Type) -> String {
    ReuseError.typeMismatch(
      identifier: identifier, kind: kind, registered: String(reflecting: type(of: view)),
      requested: String(reflecting: wanted)
    ).description
  }
#endif
