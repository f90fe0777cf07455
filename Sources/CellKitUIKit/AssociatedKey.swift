#if canImport(UIKit)
  import ObjectiveC
  import UIKit
  @_exported import CellKit

  /// Keys for the values CellKit attaches to UIKit objects.
  enum AssociatedKey {
    nonisolated(unsafe) static var handlers: UInt8 = 0
    nonisolated(unsafe) static var bridge: UInt8 = 0
    nonisolated(unsafe) static var router: UInt8 = 0
    nonisolated(unsafe) static var registered: UInt8 = 0
    nonisolated(unsafe) static var reuseScope: UInt8 = 0
    nonisolated(unsafe) static var dataSource: UInt8 = 0
    nonisolated(unsafe) static var section: UInt8 = 0
    nonisolated(unsafe) static var headerTap: UInt8 = 0
  }

  /// Returns the value attached to `object` under `key`, attaching `make()` first if there is none.
  @MainActor
  func associated<Value: AnyObject>(_ object: AnyObject, _ key: UnsafeRawPointer, make: () -> Value) -> Value {
    if let value = objc_getAssociatedObject(object, key) as? Value { return value }
    let value = make()
    objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return value
  }

  /// The action router attached to a UIKit host.
  @MainActor
  func attachedRouter<Host: UIView & ActionHost>(_ host: Host) -> ActionRouter {
    associated(host, &AssociatedKey.router) {
      let router = ActionRouter()
      router.attach(to: host)
      return router
    }
  }

#endif
