/// Hands out registration ids unique in the process, so tokens never confuse two registrations.
@MainActor
package enum HandlerID {
  private static var last = 0
  package static func next() -> Int {
    last += 1
    return last
  }
}
