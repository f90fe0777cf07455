/// What resolves the events of a host's views with the model shown at their location, and who
/// made it.
@MainActor
@usableFromInline
package struct EventResolver {
  /// Who routes the host's actions: a view is driven by one list adapter or by one data source of
  /// the app's own, never both.
  @usableFromInline
  package enum Owner: Equatable, CustomStringConvertible {
    /// A ``ListAdapter``.
    case listAdapter
    /// The ``CellActions`` of the app's own data source, whose item identifiers are of `type`.
    case cellActions(identifiers: ObjectIdentifier, named: String)

    /// The owner of a ``CellActions`` routing with item identifiers of type `type`.
    package static func cellActions(of type: Any.Type) -> Owner {
      .cellActions(identifiers: ObjectIdentifier(type), named: "\(type)")
    }

    @usableFromInline
    package static func == (lhs: Owner, rhs: Owner) -> Bool {
      switch (lhs, rhs) {
      case (.listAdapter, .listAdapter): true
      case (.cellActions(let left, _), .cellActions(let right, _)): left == right
      default: false
      }
    }

    /// The owner as the messages about routing conflicts name it.
    @usableFromInline
    package var description: String {
      switch self {
      case .listAdapter: "ListAdapter"
      case .cellActions(_, let name): "CellActions<\(name)>"
      }
    }
  }

  /// Who made this resolver.
  package let owner: Owner
  /// Resolves an event at a location, sent by a view (nil for one no view sent) in a column (nil in
  /// a list of rows).
  package let resolve: @MainActor (ActionLocation, AnyObject?, ColumnID?) -> Resolution

  /// A resolver made by `owner`.
  @usableFromInline
  package init(owner: Owner, resolve: @escaping @MainActor (ActionLocation, AnyObject?, ColumnID?) -> Resolution) {
    self.owner = owner
    self.resolve = resolve
  }
}
