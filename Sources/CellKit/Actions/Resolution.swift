import Foundation

/// One event in a host, resolved once when it fired: where its view was, the view, and when; a
/// ``ResolvedModel`` also holds the model shown there.
///
/// A class, so that every party shares the one resolution instead of copying it.
@usableFromInline
package class Resolution {
  @usableFromInline package let location: ActionLocation
  /// The view that sent the event, if one did; compared by identity only, so not retained.
  @usableFromInline package let sender: ObjectIdentifier?
  @usableFromInline package let time: Date

  @usableFromInline
  package init(location: ActionLocation, cell: AnyObject?) {
    self.location = location
    self.sender = cell.map(ObjectIdentifier.init)
    self.time = Date()
  }

  /// The model shown at the location when the event fired, if a list adapter drives the host.
  @usableFromInline package var item: Any? { nil }
}
