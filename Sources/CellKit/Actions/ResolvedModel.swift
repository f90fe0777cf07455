import Foundation

/// A resolution with the model shown at its location, typed so that a list adapter's handlers
/// read it without a dynamic cast of an existential.
@usableFromInline
package final class ResolvedModel<Model>: Resolution {
  @usableFromInline @exclusivity(unchecked) package private(set) var model: Model

  @usableFromInline
  package init(location: ActionLocation, cell: AnyObject?, model: Model, resolvedBy: Int = 0) {
    self.model = model
    super.init(location: location, cell: cell, resolvedBy: resolvedBy)
  }

  /// Makes this resolution describe a new event, with the model shown there.
  ///
  /// - Precondition: No one but the caller holds this resolution.
  @usableFromInline
  package func renew(location: ActionLocation, cell: AnyObject?, model: Model, resolvedBy: Int) {
    self.model = model
    renew(location: location, cell: cell, resolvedBy: resolvedBy)
  }

  @usableFromInline package override var item: Any? { model }
}
