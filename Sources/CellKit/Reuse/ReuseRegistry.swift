/// The registrations and reuse pools of one host: which type makes the views filed under each
/// identifier, and which made views are free for reuse.
///
/// Hosts (the terminal `TableView`, the UIKit adapter's tables) keep one registry and expose typed
/// `register`/`dequeue` over it. A dequeue by type registers the type on first use.
///
/// - Complexity: Registration, dequeue and recycling are O(1) on average.
@MainActor
@_spi(CellKitPlatform) public final class ReuseRegistry<Base: AnyObject> {
  private struct Key: Hashable {
    let kind: ReusableViewKind
    let identifier: String
  }

  private struct Registration {
    let make: @MainActor () -> Base
  }

  private var registrations: [Key: Registration] = [:]
  private var pools: [Key: [Base]] = [:]

  /// How many views this registry has made; reuse keeps it near the number of views on screen.
  @_spi(CellKitPlatform) public private(set) var madeCount = 0

  /// Creates an empty registry.
  @_spi(CellKitPlatform) public init() {}

  /// Files the views `make` creates under `identifier` for `kind`. A later registration replaces an
  /// earlier one under the same identifier and drops views pooled for it.
  @_spi(CellKitPlatform) public func register(
    identifier: String, kind: ReusableViewKind, make: @escaping @MainActor () -> Base
  ) {
    let key = Key(kind: kind, identifier: identifier)
    registrations[key] = Registration(make: make)
    pools[key] = nil
  }

  /// Whether anything is registered under `identifier` for `kind`.
  @_spi(CellKitPlatform) public func isRegistered(identifier: String, kind: ReusableViewKind) -> Bool {
    registrations[Key(kind: kind, identifier: identifier)] != nil
  }

  /// A free view of type `T` filed under `identifier`, or a new one.
  ///
  /// When nothing is registered under the identifier and `make` is given, `T` is registered with it
  /// first (auto-registration).
  ///
  /// - Throws: ``ReuseError/typeMismatch(identifier:kind:registered:requested:)`` when the
  ///   identifier is registered for a type that is not `T`; ``ReuseError/notRegistered(identifier:kind:)``
  ///   when nothing is registered and `make` is nil.
  @_spi(CellKitPlatform) public func dequeue<T>(
    _ type: T.Type, identifier: String, kind: ReusableViewKind,
    orRegister make: (@MainActor () -> Base)? = nil
  ) throws(ReuseError) -> T {
    let key = Key(kind: kind, identifier: identifier)
    if registrations[key] == nil, let make {
      registrations[key] = Registration(make: make)
    }
    guard let registration = registrations[key] else {
      throw .notRegistered(identifier: identifier, kind: kind)
    }
    if let view = pools[key]?.last {
      guard let typed = view as? T else {
        throw .typeMismatch(
          identifier: identifier, kind: kind, registered: String(reflecting: Swift.type(of: view)),
          requested: String(reflecting: T.self))
      }
      pools[key]!.removeLast()
      return typed
    }
    // A new view binds its controls for life (in `cellDidLoad`), whatever configuration is running.
    let view = ReuseScope.$current.withValue(nil) { registration.make() }
    guard let typed = view as? T else {
      throw .typeMismatch(
        identifier: identifier, kind: kind, registered: String(reflecting: Swift.type(of: view)),
        requested: String(reflecting: T.self))
    }
    madeCount += 1
    return typed
  }

  /// Returns a view that left the screen to the pool it was dequeued from.
  @_spi(CellKitPlatform) public func recycle(_ view: Base, identifier: String, kind: ReusableViewKind) {
    pools[Key(kind: kind, identifier: identifier), default: []].append(view)
  }
}
