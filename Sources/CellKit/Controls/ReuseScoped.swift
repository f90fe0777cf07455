/// A view whose handler registrations are scoped to one configuration (see ``ReuseScope``).
@MainActor
@_spi(CellKitPlatform) public protocol ReuseScoped: AnyObject {
  /// The scope of the current configuration; hosts end it when the view is reused.
  var reuseScope: ReuseScope { get }
}
