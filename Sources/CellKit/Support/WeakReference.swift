/// A weak reference held in an object of its own, for closures called on every event: a closure's
/// own `[weak x]` capture is a variable whose every read the runtime checks for exclusive access,
/// while this one is read without that check (it is only ever read and set on the main actor, and
/// never across a call that could reenter).
@MainActor
@usableFromInline
package final class WeakReference<Object: AnyObject> {
  @usableFromInline @exclusivity(unchecked) package weak var object: Object?

  @usableFromInline
  package init(_ object: Object) {
    self.object = object
  }
}
