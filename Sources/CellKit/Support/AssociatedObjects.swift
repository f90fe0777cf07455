#if canImport(ObjectiveC)
  import ObjectiveC

  // How the UIKit and AppKit modules keep CellKit's state on the platform's own objects (a control's
  // handlers, a list view's router and bridge, a cell's reuse scope): Objective-C associated objects.

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
