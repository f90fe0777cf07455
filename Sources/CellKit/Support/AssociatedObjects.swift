#if canImport(ObjectiveC)
  import Foundation
  import ObjectiveC

  // How the UIKit and AppKit modules keep CellKit's state on the platform's own objects (a control's
  // handlers, a list view's router and bridge, a cell's reuse scope): Objective-C associated objects.

  /// The keys of the values CellKit attaches to the platform's objects.
  package enum AssociatedKey {
    nonisolated(unsafe) package static var handlers: UInt8 = 0
    nonisolated(unsafe) package static var bridge: UInt8 = 0
    nonisolated(unsafe) package static var router: UInt8 = 0
    nonisolated(unsafe) package static var registered: UInt8 = 0
    nonisolated(unsafe) package static var reuseScope: UInt8 = 0
    nonisolated(unsafe) package static var dataSource: UInt8 = 0
    nonisolated(unsafe) package static var section: UInt8 = 0
    nonisolated(unsafe) package static var headerTap: UInt8 = 0
    nonisolated(unsafe) package static var item: UInt8 = 0
    nonisolated(unsafe) package static var hostingView: UInt8 = 0
  }

  /// What CellKit keeps on a platform view (`UIView`, `NSView`).
  @MainActor
  extension NSObject {
    /// The object that answers a list view's data source and delegate questions. UIKit and AppKit
    /// hold a list view's data source and delegate weakly, so the view keeps its bridge alive here.
    package var retainedBridge: AnyObject? {
      get { associatedValue(self, &AssociatedKey.dataSource) }
      set { setAssociatedValue(newValue, on: self, &AssociatedKey.dataSource) }
    }

    /// What a list view has registered, and under which identifiers.
    package var cellKitRegistrations: HostRegistrations {
      associated(self, &AssociatedKey.registered) { HostRegistrations() }
    }

    /// The element a header, footer or supplementary view was last shown as (set by the adapter's
    /// bridge).
    package var shownElement: SupplementaryElement? {
      get { associatedValue(self, &AssociatedKey.section, as: Box<SupplementaryElement>.self)?.value }
      set { setAssociatedValue(newValue.map { Box($0) }, on: self, &AssociatedKey.section) }
    }

    /// The scope of the configuration a cell or reusable view shows.
    package var associatedReuseScope: ReuseScope {
      associated(self, &AssociatedKey.reuseScope) { ReuseScope() }
    }
  }

  /// Returns the value attached to `object` under `key`, attaching `make()` first if there is none.
  @MainActor
  package func associated<Value: AnyObject>(_ object: AnyObject, _ key: UnsafeRawPointer, make: () -> Value) -> Value {
    if let value = objc_getAssociatedObject(object, key) as? Value { return value }
    let value = make()
    objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return value
  }

  /// The value attached to `object` under `key`, if it is a `Value`.
  package func associatedValue<Value>(_ object: AnyObject, _ key: UnsafeRawPointer, as type: Value.Type = Value.self)
    -> Value?
  {
    objc_getAssociatedObject(object, key) as? Value
  }

  /// Attaches `value` to `object` under `key`, keeping it alive with the object; nil removes it.
  package func setAssociatedValue(_ value: AnyObject?, on object: AnyObject, _ key: UnsafeRawPointer) {
    objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// The handlers attached to a platform control, made and attached on first use; before a handler
  /// is added, `listen` is given the control and the events it wants, so the control starts
  /// sending those.
  @MainActor
  package func attachedHandlers<Sender: AnyObject>(
    _ control: Sender, listen: @escaping @MainActor (Sender, ControlEvents) -> Void
  ) -> ControlHandlers {
    associated(control, &AssociatedKey.handlers) {
      let handlers = ControlHandlers()
      handlers.willAddHandler = { [weak control] events in
        if let control { listen(control, events) }
      }
      return handlers
    }
  }

  /// The action router attached to a platform host under `key`, made and attached on first use.
  @MainActor
  package func attachedRouter(_ host: some ActionHost, _ key: UnsafeRawPointer) -> ActionRouter {
    associated(host, key) {
      let router = ActionRouter()
      router.attach(to: host)
      return router
    }
  }

  /// A reference box, to attach a value type to an object.
  package final class Box<Value> {
    package var value: Value
    package init(_ value: Value) { self.value = value }
  }

  /// A weak reference, to attach an object to another without keeping it alive.
  package final class WeakBox<Value: AnyObject> {
    package weak var value: Value?
    package init(_ value: Value) { self.value = value }
  }
#endif
