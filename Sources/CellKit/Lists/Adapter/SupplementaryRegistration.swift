/// How a ``ListAdapter`` makes and configures a section's header or footer view.
@MainActor
package struct SupplementaryRegistration<Section> {
  /// Dequeues a view of the registered type from a host, for a section index.
  package let dequeue: @MainActor (any ListHost, Int) -> AnyObject
  /// Configures a view this registration dequeued, and no other: the list checks ``maker`` first.
  package let configure: @MainActor (AnyObject, Section, Int) -> Void
  /// Names this registration in the reuse scope of each view it dequeued.
  package let maker = RegistrationMaker()
}
