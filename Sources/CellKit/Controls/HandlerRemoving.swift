/// Something a handler registration can be removed from.
@MainActor
package protocol HandlerRemoving: AnyObject {
  func removeHandler(id: Int)
}
