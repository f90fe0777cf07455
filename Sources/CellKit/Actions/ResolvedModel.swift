import Foundation

/// A resolution with the model shown at its location, typed so that a list adapter's handlers
/// read it without a dynamic cast of an existential.
@usableFromInline
package final class ResolvedModel<Model>: Resolution {
  @usableFromInline package let model: Model

  @usableFromInline
  package init(location: ActionLocation, cell: AnyObject?, column: ColumnID? = nil, model: Model, resolvedBy: Int = 0) {
    self.model = model
    super.init(location: location, cell: cell, column: column, resolvedBy: resolvedBy)
  }

  @usableFromInline package override var item: Any? { model }
}
