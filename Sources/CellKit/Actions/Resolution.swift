import Foundation

/// One event in a host, resolved once when it fired: where its view was, the view, and when; a
/// ``ResolvedModel`` also holds the model shown there.
///
/// A class, so that every party shares the one resolution instead of copying it. The values never
/// change while anything but its maker holds it: a maker may ``renew(location:cell:resolvedBy:)`` a
/// resolution for the next event only once it holds the one reference left (see
/// `isKnownUniquelyReferenced`), which saves an allocation for each event.
@usableFromInline
package class Resolution {
  // Read by every party of an event and written only by `renew`, when nothing else holds the
  // resolution: the runtime's exclusivity checks are left out.
  @usableFromInline @exclusivity(unchecked) package private(set) var location: ActionLocation
  /// The view that sent the event, if one did; compared by identity only, so not retained.
  @usableFromInline @exclusivity(unchecked) package private(set) var sender: ObjectIdentifier?
  @usableFromInline @exclusivity(unchecked) package private(set) var time: Date
  /// Who resolved the event: a list adapter's ``ListAdapter/routingID``, or 0.
  @usableFromInline @exclusivity(unchecked) package private(set) var resolvedBy: Int

  @usableFromInline
  package init(location: ActionLocation, cell: AnyObject?, resolvedBy: Int = 0) {
    self.location = location
    self.sender = cell.map(ObjectIdentifier.init)
    self.time = Date()
    self.resolvedBy = resolvedBy
  }

  /// Makes this resolution describe a new event, as a new one would.
  ///
  /// - Precondition: No one but the caller holds this resolution.
  @usableFromInline
  package func renew(location: ActionLocation, cell: AnyObject?, resolvedBy: Int) {
    self.location = location
    self.sender = cell.map(ObjectIdentifier.init)
    self.time = Date()
    self.resolvedBy = resolvedBy
  }

  /// The model shown at the location when the event fired, if a list adapter drives the host.
  @usableFromInline package var item: Any? { nil }
}
