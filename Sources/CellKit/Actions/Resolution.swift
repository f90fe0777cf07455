import Foundation

/// One event in a host, resolved once when it fired: where its view was, the view, and when; a
/// ``ResolvedModel`` also holds the model shown there.
///
/// A class, so that every party shares the one resolution instead of copying it; its values never
/// change, so each event has one of its own.
@usableFromInline
package class Resolution {
  /// Where the event's view was when it fired.
  @usableFromInline package let location: ActionLocation
  /// The view that sent the event, if one did; compared by identity only, so not retained.
  @usableFromInline package let sender: ObjectIdentifier?
  /// When the event fired.
  @usableFromInline package let time: Date
  /// Who resolved the event: a list adapter's ``ListAdapter/routingID``, or 0.
  @usableFromInline package let resolvedBy: Int
  /// The column of the event's view, in a list with columns.
  @usableFromInline package let column: ColumnID?

  @usableFromInline
  package init(location: ActionLocation, cell: AnyObject?, column: ColumnID? = nil, resolvedBy: Int = 0) {
    self.location = location
    self.column = column
    self.sender = cell.map(ObjectIdentifier.init)
    self.time = Date()
    self.resolvedBy = resolvedBy
  }

  /// The model shown at the location when the event fired, if a list adapter drives the host.
  @usableFromInline package var item: Any? { nil }
}
