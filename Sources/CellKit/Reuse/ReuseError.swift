/// An error from registering or dequeuing a reusable view.
@_spi(CellKitPlatform) public enum ReuseError: Error, Equatable, CustomStringConvertible {
  /// A dequeue asked for `requested` with an identifier registered for `registered`.
  case typeMismatch(identifier: String, kind: ReusableViewKind, registered: String, requested: String)
  /// A dequeue named an identifier nothing was registered for, and no type was given to register.
  case notRegistered(identifier: String, kind: ReusableViewKind)

  /// The mismatch of a view a platform's list made for `identifier`, which is not the `wanted` type.
  @_spi(CellKitPlatform) public static func mismatch(
    _ identifier: String, _ kind: ReusableViewKind, made view: AnyObject, wanted: Any.Type
  ) -> ReuseError {
    .typeMismatch(
      identifier: identifier, kind: kind, registered: String(reflecting: type(of: view)),
      requested: String(reflecting: wanted))
  }

  @_spi(CellKitPlatform) public var description: String {
    switch self {
    case let .typeMismatch(identifier, kind, registered, requested):
      return """
        Failed to dequeue a \(kind) of type \(requested) with identifier "\(identifier)": that \
        identifier is registered for \(registered), so the view it makes is not a \(requested). \
        Give one of the two types its own identifier (the default `reuseIdentifier`, the \
        module-qualified type name, never collides; to choose one, declare \
        `nonisolated static var reuseIdentifier: String { "…" }` in the class, since cells are \
        main-actor types and the requirement is not), or register \(requested) under the \
        identifier you dequeue.
        """
    case let .notRegistered(identifier, kind):
      return """
        Failed to dequeue a \(kind) with identifier "\(identifier)": nothing is registered under it. \
        Register the type beforehand with `register(_:)`, or dequeue by type so CellKit can \
        register it for you.
        """
    }
  }
}
