/// The lifetime of one configuration of a reusable cell.
///
/// A host opens a cell's scope while the cell is configured for an item and ends it when the cell
/// is reused for another item. Control handlers registered while a scope is open belong to it and are
/// removed when it ends, so handlers added in a configure closure never pile up on reused cells.
/// Handlers registered at any other time (for example in a cell's `cellDidLoad`) stay.
@MainActor
package final class ReuseScope {
  private struct Registration {
    weak var store: (any HandlerRemoving)?
    let id: Int
  }

  private var registrations: [Registration] = []

  /// The scope handlers are registered into while a configuration runs: bound for the duration
  /// of ``configuring(_:)`` in the current task only, so two tables, two tests or two windows
  /// never see each other's scope.
  @TaskLocal static var current: ReuseScope?

  /// Creates a scope.
  package init() {}

  /// Runs `configure` with this scope open, so the handlers it registers end with the scope.
  @discardableResult
  package func configuring<R>(_ configure: () throws -> R) rethrows -> R {
    try ReuseScope.$current.withValue(self) { try configure() }
  }

  /// Ends the previous configuration, then runs `configure` as the new one: what a host does each
  /// time it shows a reused view for other content.
  @discardableResult
  package func reconfiguring<R>(_ configure: () throws -> R) rethrows -> R {
    end()
    return try configuring(configure)
  }

  /// Removes every handler registered into this scope. The scope can be opened again afterwards.
  package func end() {
    let ending = registrations
    registrations.removeAll(keepingCapacity: true)
    for registration in ending { registration.store?.removeHandler(id: registration.id) }
  }

  /// How many handlers are registered into this scope.
  package var handlerCount: Int { registrations.count }

  package func add(store: any HandlerRemoving, id: Int) {
    registrations.append(Registration(store: store, id: id))
  }

  /// Takes over the registrations of `other`, which is left empty: for a host that collected what
  /// a data source registered while it made a view, and gives it to that view's scope.
  package func adopt(_ other: ReuseScope) {
    registrations += other.registrations
    other.registrations.removeAll()
  }
}
